"""``osmosis benchmark list`` and ``osmosis benchmark info KEY`` (0.3.8 §11.1–§11.2)."""

from __future__ import annotations

from typing import Annotated, Any

from cyclopts import Parameter

from osmosis_benchmark import render as r
from osmosis_core.invocation import current
from osmosis_core.results import Column, DetailResult, ListResult, Section

Limit = Annotated[int, Parameter(help="Items per page (1-50).")]
All = Annotated[bool, Parameter(negative="", help="Fetch every page.")]


def benchmark_key(benchmark: dict[str, Any]) -> str | None:
    return benchmark.get("key") or benchmark.get("source_ref")


def last_run_text(benchmark: dict[str, Any]) -> str:
    """Until the task list is ready this column says how the sync is going."""
    sync = benchmark.get("sync_status")
    if sync == "pending":
        return "Queued · Waiting to start"
    if sync == "syncing":
        done = benchmark.get("synced_task_count") or 0
        total = benchmark.get("task_count")
        return f"Syncing · {done} / {total if total is not None else '?'} tasks"
    if sync == "failed":
        return f"Failed · {benchmark.get('sync_error') or 'unknown error'}"
    if not benchmark.get("last_run_at") and not benchmark.get("last_run_name"):
        return "No benchmark runs yet"
    parts = [
        r.status_text(benchmark.get("last_run_status")),
        r.relative_age(benchmark.get("last_run_at")),
    ]
    if benchmark.get("last_run_name"):
        parts.append(benchmark["last_run_name"])
    return " · ".join(parts)


def tasks_text(benchmark: dict[str, Any]) -> str:
    sync = benchmark.get("sync_status")
    if sync == "failed":
        return "unavailable"
    if sync in ("pending", "syncing") or benchmark.get("task_count") is None:
        return r.DASH
    return str(benchmark["task_count"])


def sync_hint(benchmark: dict[str, Any]) -> str | None:
    name = benchmark.get("name") or benchmark_key(benchmark)
    sync = benchmark.get("sync_status")
    if sync in ("pending", "syncing"):
        return f"{name} is still syncing its task list; it can be submitted once it is ready."
    if sync == "failed":
        reason = (benchmark.get("sync_error") or "the task list sync failed").rstrip(".")
        if benchmark.get("platform_url"):
            return (
                f"{name} is not runnable: {reason}. Retry its sync at {benchmark['platform_url']}"
            )
        key = benchmark_key(benchmark) or name
        return (
            f"{name} is not runnable: {reason}. Retry its sync with osmosis benchmark resync {key}"
        )
    return None


BENCHMARK_COLUMNS = (
    Column("name", "Name"),
    Column("key", "Key"),
    Column("last_run", "Last Run", display=last_run_text),
    Column("task_count", "Tasks", display=tasks_text),
)


def list_benchmarks(*, limit: Limit = 50, all: All = False) -> ListResult:
    """List benchmarks available in the selected workspace.

    Parameters
    ----------
    limit
        Benchmarks per page (1-50).
    all
        Fetch every page.
    """
    from osmosis_benchmark.pages import check_paging, fetch
    from osmosis_client.api.benchmarks import list_benchmarks as endpoint
    from osmosis_core.platform.client import platform_client

    check_paging(limit, all)
    client = platform_client(current())
    page = fetch(client, endpoint, "benchmarks", limit=limit, all=all)
    items = [{**b, "key": benchmark_key(b)} for b in page.items]
    hints = []
    if items:
        hints.append(
            "Use osmosis benchmark info <key> to see tasks, harness and judge requirements, "
            "the leaderboard and runs."
        )
    hints += [hint for b in items if (hint := sync_hint(b))]
    return ListResult(
        items=items,
        columns=BENCHMARK_COLUMNS,
        total_count=page.total_count,
        has_more=page.has_more,
        next_offset=page.next_offset,
        extra=client.scope.envelope_extras(),
        title="Benchmarks",
        hints=hints,
        empty_message="No benchmarks in this workspace.",
    )


# ---------------------------------------------------------------- benchmark info


def harness_text(benchmark: dict[str, Any]) -> str:
    if benchmark.get("supports_harness") is False:
        text = "Official scaffold only"
    elif benchmark.get("requires_harness"):
        text = "Required"
    else:
        text = "Optional"
    default = benchmark.get("default_harness")
    return f"{text} (default: {default})" if default else text


def judge_text(benchmark: dict[str, Any]) -> str:
    if benchmark.get("requires_judge_model"):
        return f"Required (default: {benchmark.get('judge_model_default') or r.DASH})"
    if benchmark.get("requires_judge_api_key"):
        return "API key only (pinned grader)"
    return r.DASH


def source_text(benchmark: dict[str, Any]) -> str:
    parts = [p for p in (benchmark.get("source_type"), benchmark.get("source_url")) if p]
    return " · ".join(parts) or r.DASH


def categories_text(benchmark: dict[str, Any]) -> str:
    cats = benchmark.get("categories") or []
    return ", ".join(f"{c.get('name')} ({c.get('task_count', 0)})" for c in cats) or r.DASH


def task_sets_text(benchmark: dict[str, Any]) -> str:
    """``parity (249, recommended)``."""
    out = []
    for ts in benchmark.get("task_sets") or []:
        notes = [str(ts["task_count"])] if ts.get("task_count") is not None else []
        if ts.get("recommended"):
            notes.append("recommended")
        out.append(f"{ts.get('name')} ({', '.join(notes)})" if notes else str(ts.get("name")))
    return ", ".join(out) or r.DASH


def runs_text(benchmark: dict[str, Any], runs_total: int) -> str:
    total = benchmark.get("run_count")
    total = runs_total if total is None else total
    running = benchmark.get("running_count") or 0
    return f"{total} ({running} running)" if running else str(total)


def rank_text(entry: dict[str, Any]) -> str:
    return f"#{entry.get('rank')}{'*' if entry.get('tied') else ''}"


def agent_text(entry: dict[str, Any]) -> str:
    text = f"{entry.get('model')} ({entry.get('harness') or 'default'})"
    return f"{text} [parity]" if entry.get("task_set") == "parity" else text


def _n(entry: dict[str, Any]) -> Any:
    metric = entry.get("pass_at_1")
    return metric.get("n") if isinstance(metric, dict) else None


LEADERBOARD_COLUMNS = (
    Column("rank", "Rank", display=rank_text),
    Column("agent", "Agent", display=agent_text),
    Column("pass_at_1", "Pass@1", display=lambda e: r.pass_at_1(e.get("pass_at_1"))),
    Column("pass_at_k", "Pass@k", display=lambda e: r.deepest_pass_at_k(e.get("pass_at_k"), _n(e))),
    Column("cost_per_task", "Cost/task", display=lambda e: r.money(e.get("cost_per_task"))),
    Column(
        "mean_duration_seconds",
        "Time/task",
        display=lambda e: r.duration(e.get("mean_duration_seconds")),
    ),
    Column("tokens_per_task", "Tokens/task", display=lambda e: r.tokens(e.get("tokens_per_task"))),
)
METRIC_KEYS = frozenset(
    {"pass_at_1", "pass_at_k", "cost_per_task", "mean_duration_seconds", "tokens_per_task"}
)


def leaderboard_section(entries: list[dict[str, Any]]) -> Section:
    if not entries:
        return Section(
            title="",
            rows=[
                (
                    "Leaderboard",
                    "No eligible benchmark runs yet. A run ranks when it covers the full task "
                    "set (or a leaderboard-eligible named set); subset runs never rank.",
                )
            ],
        )
    columns = [
        c
        for c in LEADERBOARD_COLUMNS
        if c.key not in METRIC_KEYS or any(c.cell(e) != r.DASH for e in entries)
    ]
    tied = any(e.get("tied") for e in entries)
    caption = (
        "* tied for first: not statistically separable from the best entrant." if tied else None
    )
    return Section(title="Leaderboard", columns=columns, items=entries, caption=caption)


def info_hints(benchmark: dict[str, Any], key: str) -> list[str]:
    hints = [hint] if (hint := sync_hint(benchmark)) else []
    for ts in benchmark.get("task_sets") or []:
        if not ts.get("recommended"):
            continue
        name = ts.get("name")
        if name == "parity":  # the only named set a benchmark config can select (§13.3)
            hints.append(
                f'Recommended task set: parity. Select it with [tasks] task_set = "{name}".'
            )
        else:
            size = f" ({ts['task_count']} tasks)" if ts.get("task_count") is not None else ""
            hints.append(
                f"Recommended task set: {name}{size}. Configs select named sets only for "
                "parity; list its tasks in [tasks] task_names."
            )
    default = benchmark.get("default_harness")
    if benchmark.get("supports_harness") is False:
        hints.append(
            "This benchmark runs only its official scaffold: "
            "omit harness in every [[agents]] entry."
        )
    elif benchmark.get("requires_harness"):
        hints.append(
            "Every [[agents]] entry must set harness"
            + (f" (published scores use {default})." if default else ".")
        )
    elif default:
        hints.append(
            f"Published scores use the {default} harness; runs on another harness are not "
            "comparable with them."
        )
    count = benchmark.get("task_count")
    if count is not None:
        hints.append(
            f"Omit [tasks] to select all {count} tasks. Use [tasks] task_names or categories "
            "for a custom subset (subset runs never rank on the leaderboard)."
        )
    hints.append(f"Use osmosis --json benchmark info {key} to inspect the full task list.")
    return hints


def info(key: str, /, *, limit: Limit = 50, all: All = False) -> DetailResult:
    """Show a benchmark: metadata, task options, leaderboard, and runs.

    Parameters
    ----------
    key
        Benchmark key (e.g. osmosis-bench), exact display name, or id.
    limit
        Runs to show (1-50).
    all
        Show every run.
    """
    from osmosis_benchmark.pages import check_paging, fetch
    from osmosis_benchmark.runs import RUN_SUMMARY_COLUMNS, with_progress
    from osmosis_client.api.benchmark_runs import list_benchmark_runs
    from osmosis_client.api.benchmarks import get_benchmark
    from osmosis_core.platform.client import platform_client

    check_paging(limit, all)
    client = platform_client(current())
    doc = client.call(get_benchmark, key=key)
    benchmark = doc.get("benchmark") or {}
    benchmark = {**benchmark, "key": benchmark_key(benchmark)}
    leaderboard = doc.get("leaderboard") or []
    page = fetch(
        client,
        list_benchmark_runs,
        "benchmark_runs",
        limit=limit,
        all=all,
        benchmark=benchmark.get("id") or key,
    )
    runs = [with_progress(run) for run in page.items]
    data = {
        "benchmark": benchmark,
        "leaderboard": leaderboard,
        "runs": runs,
        "runs_total_count": page.total_count,
        **client.scope.envelope_extras(),
    }
    rows = [
        ("Name", benchmark.get("name")),
        ("Key", benchmark.get("key")),
        ("Description", benchmark.get("description")),
        ("Source", source_text(benchmark)),
        ("Runner", benchmark.get("runner_family")),
        ("Tasks", benchmark.get("task_count")),
        ("Categories", categories_text(benchmark)),
        ("Named Task Sets", task_sets_text(benchmark)),
        ("Harness", harness_text(benchmark)),
        ("LLM Judge", judge_text(benchmark)),
        ("Pass Threshold", benchmark.get("pass_threshold")),
        ("Runs", runs_text(benchmark, page.total_count)),
    ]
    if runs:
        runs_section = Section(
            title=f"Runs ({len(runs)} of {page.total_count})",
            columns=RUN_SUMMARY_COLUMNS,
            items=runs,
        )
    else:
        runs_section = Section(title="", rows=[("Runs", "No benchmark runs yet.")])
    hints = info_hints(benchmark, benchmark.get("key") or key)
    if page.has_more:
        hints.insert(
            0,
            f"Showing {len(runs)} of {page.total_count} runs. "
            "Use --all to show all, or --limit to adjust.",
        )
    return DetailResult(
        data=data,
        rows=rows,
        sections=[leaderboard_section(leaderboard), runs_section],
        title=benchmark.get("name"),
        hints=hints,
    )
