"""``osmosis benchmark runs list | info | logs | stop`` (0.3.8 §11.4–§11.7)."""

from __future__ import annotations

import json
from typing import Annotated, Any

from cyclopts import Parameter

from osmosis_benchmark import render as r
from osmosis_core.errors import UsageError
from osmosis_core.invocation import Invocation, current
from osmosis_core.results import Column, DetailResult, ListResult, OperationResult, Section

RUN_STATUSES = ("pending", "queued", "running", "finished", "failed", "stopped")
SECRET_SCOPES = {
    "workspace": "workspace",
    "user": "personal",
    "user_override": "personal, overrides workspace",
}

EXECUTION_KEYS = (
    "attempts_per_task",
    "max_concurrent_attempts",
    "timeout_multiplier",
    "max_retries",
    "pass_threshold",
)

Limit = Annotated[int, Parameter(help="Items per page (1-50).")]
All = Annotated[bool, Parameter(negative="", help="Fetch every page.")]
Yes = Annotated[bool, Parameter(alias="-y", negative="")]


def with_progress(run: dict[str, Any]) -> dict[str, Any]:
    """The run plus ``progress`` ``{completed, total, unit}`` (null without a total)."""
    return {**run, "progress": r.run_progress(run)}


def _submitted_by(run: dict[str, Any]) -> str:
    return run.get("creator_name") or run.get("creator_email") or r.DASH


_NAME = Column("name", "Name", display=lambda run: r.run_name(run))
_STATUS = Column("status", "Status")
_PROGRESS = Column("progress", "Progress", display=lambda run: r.progress_text(run.get("progress")))
_BEST = Column(
    "best_pass_at_1", "Best Pass@1", display=lambda run: r.percent(run.get("best_pass_at_1"))
)
_SUBMITTED = Column(
    "created_at", "Submitted", display=lambda run: r.local_time(run.get("created_at"))
)

RUN_SUMMARY_COLUMNS = (_NAME, _STATUS, _PROGRESS, _BEST, _SUBMITTED)
RUN_COLUMNS = (
    _NAME,
    _STATUS,
    _PROGRESS,
    Column("benchmark_name", "Benchmark", display=r.run_benchmark_name),
    Column("agent_count", "Agents"),
    _BEST,
    _SUBMITTED,
    Column("creator_name", "Submitted By", display=_submitted_by),
)


def _statuses(values: list[str] | None) -> list[str] | None:
    """``--status queued --status running`` or ``--status queued,running``."""
    if not values:
        return None
    wanted = [s.strip().lower() for v in values for s in v.split(",") if s.strip()]
    unknown = [s for s in wanted if s not in RUN_STATUSES]
    if unknown:
        raise UsageError(
            f"Invalid status {unknown[0]!r}. Choose from: {', '.join(RUN_STATUSES)}.",
            {"status": unknown[0], "choices": list(RUN_STATUSES)},
        )
    return list(dict.fromkeys(wanted))


def _command(inv: Invocation, *args: str) -> str:
    import shlex

    words = ["osmosis", *(["--workspace", inv.workspace] if inv.workspace else [])]
    return shlex.join([*words, *args])


def list_runs(
    *,
    limit: Limit = 50,
    all: All = False,
    status: Annotated[list[str] | None, Parameter(negative="")] = None,
    benchmark: str | None = None,
) -> ListResult:
    """List benchmark runs for the selected workspace, newest first.

    Parameters
    ----------
    limit
        Runs per page (1-50).
    all
        Fetch every page.
    status
        Only runs in this status (pending, queued, running, finished, failed, stopped);
        repeat or comma-separate for several.
    benchmark
        Only runs of this benchmark (key, name or id).
    """
    from osmosis_benchmark.pages import check_paging, fetch
    from osmosis_client.api.benchmark_runs import list_benchmark_runs
    from osmosis_core.platform.client import platform_client

    check_paging(limit, all)
    statuses = _statuses(status)
    filters: dict[str, Any] = {}
    if statuses:
        filters["status"] = statuses
    if benchmark:
        filters["benchmark"] = benchmark
    inv = current()
    client = platform_client(inv)
    page = fetch(client, list_benchmark_runs, "benchmark_runs", limit=limit, all=all, **filters)
    items = [with_progress(run) for run in page.items]
    hints = []
    if items:
        hints.append(f"Use {_command(inv, 'benchmark', 'runs', 'info')} <name> for details.")
    return ListResult(
        items=items,
        columns=RUN_COLUMNS,
        total_count=page.total_count,
        has_more=page.has_more,
        next_offset=page.next_offset,
        extra=client.scope.envelope_extras(),
        title="Benchmark Runs",
        hints=hints,
        empty_message="No benchmark runs match." if filters else "No benchmark runs yet.",
    )


# ---------------------------------------------------------------- runs info


def _json(value: Any) -> str:
    if value in (None, {}, []):
        return r.DASH
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def _best_pass_at_1(run: dict[str, Any], metrics: list[dict[str, Any]]) -> str:
    if run.get("best_pass_at_1") is not None:
        return r.percent(run["best_pass_at_1"])
    values = [
        m["pass_at_1"]["value"]
        for m in metrics
        if isinstance(m.get("pass_at_1"), dict) and m["pass_at_1"].get("value") is not None
    ]
    return r.percent(max(values)) if values else r.DASH


def agent_line(agent: dict[str, Any], metric: dict[str, Any] | None) -> str:
    """``codex · GPT-5 · finished · #1 · pass@1 40% · $0.12/task · 30s/task · …``."""
    parts = [
        agent.get("harness") or "default",
        agent.get("model_display_name") or agent.get("model") or agent.get("model_ref") or r.DASH,
    ]
    if agent.get("status"):
        parts.append(agent["status"])
    metric = metric or {}
    if metric.get("rank") is not None:
        parts.append(f"#{metric['rank']}{'*' if metric.get('tied') else ''}")
    if isinstance(metric.get("pass_at_1"), dict) and metric["pass_at_1"].get("value") is not None:
        parts.append(f"pass@1 {r.pass_at_1(metric['pass_at_1'])}")
    deepest = r.deepest_pass_at_k(metric.get("pass_at_k"))
    if deepest != r.DASH and not deepest.startswith("pass@1 "):
        parts.append(deepest)
    aggregates = agent.get("aggregates") or {}
    cost, n_tasks = aggregates.get("reported_cost_usd"), metric.get("n_tasks")
    if isinstance(cost, (int, float)) and isinstance(n_tasks, int) and n_tasks > 0:
        parts.append(f"{r.money(cost / n_tasks)}/task")
    if aggregates.get("mean_duration_seconds") is not None:
        parts.append(f"{r.duration(aggregates['mean_duration_seconds'])}/task")
    if aggregates.get("tokens_per_task") is not None:
        parts.append(f"{r.tokens(aggregates['tokens_per_task'])} tokens/task")
    env = agent.get("environment_variables") or {}
    if env:
        parts.append("env " + " ".join(f"{k}={v}" for k, v in env.items()))
    return " · ".join(parts)


def outcomes_text(totals: dict[str, Any]) -> str:
    parts = [f"{totals.get('passed') or 0} passed", f"{totals.get('failed') or 0} failed"]
    parts += [f"{totals[k]} {k}" for k in ("errored", "cancelled") if totals.get(k)]
    return ", ".join(parts)


def _settings(configuration: dict[str, Any]) -> dict[str, Any] | None:
    """The submitted ``[execution]``, else the resolved values a server reports beside it."""
    config = configuration.get("config")
    submitted = config.get("execution") if isinstance(config, dict) else None
    if submitted:
        return submitted
    resolved = {k: configuration[k] for k in EXECUTION_KEYS if configuration.get(k) is not None}
    return resolved or None


def _secrets_text(scopes: dict[str, str]) -> str:
    return ", ".join(f"{n} ({SECRET_SCOPES.get(s, s)})" for n, s in scopes.items()) or r.DASH


def _agent_number(agent: dict[str, Any], position: int) -> int:
    """1-based, from the server's 0-based ``agent_index`` when it sends one."""
    index = agent.get("agent_index")
    return (index if isinstance(index, int) else position) + 1


def _count(value: Any) -> str:
    return f"{value:,}" if isinstance(value, int) and not isinstance(value, bool) else r.DASH


def info(name: str, /) -> DetailResult:
    """Show benchmark run details, progress, and results.

    Parameters
    ----------
    name
        Benchmark run name (or id).
    """
    from osmosis_client.api.benchmark_runs import get_benchmark_run
    from osmosis_core.platform.client import platform_client

    inv = current()
    client = platform_client(inv)
    doc = client.call(get_benchmark_run, name_or_id=name)
    run = doc.get("benchmark_run") or {}
    configuration = doc.get("configuration") or {}
    agents = doc.get("agents") or []
    metrics = doc.get("agent_metrics") or []
    totals = doc.get("totals") or {}
    ingest = doc.get("progress") or {}
    run_label = r.run_name(run) or name
    data = {
        "benchmark_run": run,
        "configuration": configuration,
        "agents": agents,
        "progress": doc.get("progress"),
        "totals": doc.get("totals"),
        "agent_metrics": metrics,
        **client.scope.envelope_extras(),
    }
    progress = r.run_progress(
        {
            **run,
            "expected_results": run.get("expected_results", ingest.get("expected")),
            "ingested_results": run.get("ingested_results", ingest.get("ingested")),
        }
    )
    rows: list[tuple[str, Any]] = [("Name", run_label)]
    if doc.get("is_internal_user"):
        rows.append(("ID", run.get("id")))
    rows += [
        ("Status", run.get("status")),
        (
            "Benchmark",
            r.run_benchmark_name(run) or configuration.get("benchmark_name") or r.DASH,
        ),
        ("Progress", r.progress_text(progress)),
        ("Duration", r.span(run.get("started_at"), run.get("completed_at"))),
        ("Best Pass@1", _best_pass_at_1(run, metrics)),
        ("Agents", run.get("agent_count") if run.get("agent_count") is not None else len(agents)),
        ("Submitted", r.local_time(run.get("created_at"))),
        ("Submitted By", _submitted_by(run)),
        ("Started", r.local_time(run.get("started_at"))),
        ("Completed", r.local_time(run.get("completed_at"))),
    ]
    source = " · ".join(
        str(p) for p in (configuration.get("source_type"), configuration.get("source_ref")) if p
    )
    by_agent = {m.get("benchmark_run_agent_id"): m for m in metrics}
    sections = [
        Section(
            title="Configuration",
            rows=[
                ("Source", source or r.DASH),
                ("Version", configuration.get("resolved_version")),
                ("Digest", configuration.get("resolved_digest")),
                (
                    "Tasks",
                    _json(configuration.get("task_filters"))
                    if configuration.get("task_filters")
                    else "all tasks",
                ),
                ("Settings", _json(_settings(configuration))),
                ("Secrets", _secrets_text(configuration.get("resolved_secret_scopes") or {})),
            ],
        ),
        Section(
            title="Agents",
            rows=[
                (f"Agent {_agent_number(a, i)}", agent_line(a, by_agent.get(a.get("id"))))
                for i, a in enumerate(agents)
            ],
        ),
        Section(
            title="Results",
            rows=[
                ("Outcomes", outcomes_text(totals)),
                ("Input Tokens", _count(totals.get("total_input_tokens"))),
                ("Output Tokens", _count(totals.get("total_output_tokens"))),
                ("LLM Cost", r.money(totals.get("total_cost_usd"), 4)),
            ],
        ),
    ]
    hints = []
    if run.get("platform_url"):
        hints.append(f"View: {run['platform_url']}")
    hints += [str(w) for w in doc.get("warnings") or []]
    status = run.get("status")
    if status == "failed":
        hints.append(f"See why it failed: {_command(inv, 'benchmark', 'runs', 'logs', run_label)}")
    if status not in r.TERMINAL:
        hints.append(f"Stop it: {_command(inv, 'benchmark', 'runs', 'stop', run_label)}")
    if status not in ("pending", "queued") and _download_installed():
        hints.append(
            f"Download outputs: {_command(inv, 'benchmark', 'runs', 'download', run_label)}"
        )
    return DetailResult(data=data, rows=rows, sections=sections, title=run_label, hints=hints)


def _download_installed() -> bool:
    """Suggest ``runs download`` only when the plugin that provides it is installed."""
    from importlib.util import find_spec

    return find_spec("osmosis_download") is not None


# ---------------------------------------------------------------- runs logs

LOG_COLUMNS = (
    Column("timestamp", "Time", display=lambda e: r.clock_time(e.get("timestamp"))),
    Column("level", "Level"),
    Column("step", "Step"),
    Column("message", "Message"),
)


def logs(
    name: str,
    /,
    *,
    limit: Annotated[int, Parameter(help="Entries per page (1-200).")] = 50,
    cursor: str | None = None,
) -> ListResult:
    """Show recent logs for a benchmark run, oldest first.

    Parameters
    ----------
    name
        Benchmark run name (or id).
    limit
        Entries per page (1-200).
    cursor
        The next_cursor of an earlier page, for older entries.
    """
    from osmosis_benchmark.pages import LOG_LIMIT, check_range
    from osmosis_client.api.benchmark_runs import list_benchmark_run_logs
    from osmosis_core.platform.client import platform_client

    check_range(limit, LOG_LIMIT)
    inv = current()
    client = platform_client(inv)
    params: dict[str, Any] = {"limit": limit, "direction": "older"}
    if cursor:
        params["cursor"] = cursor
    doc = client.call(list_benchmark_run_logs, name_or_id=name, **params)
    entries = sorted(doc.get("logs") or [], key=lambda e: str(e.get("timestamp") or ""))
    next_cursor = doc.get("next_cursor")
    hints = []
    if next_cursor:
        hints.append(
            "Older entries: "
            + _command(inv, "benchmark", "runs", "logs", name, "--cursor", str(next_cursor))
        )
    return ListResult(
        items=entries,
        columns=LOG_COLUMNS,
        total_count=len(entries),
        has_more=next_cursor is not None,
        next_offset=None,
        extra={"next_cursor": next_cursor, **client.scope.envelope_extras()},
        hints=hints,
        empty_message="No log entries yet.",
    )


# ---------------------------------------------------------------- runs stop


def stop(name: str, /, *, yes: Yes = False) -> OperationResult:
    """Stop a benchmark run.

    Parameters
    ----------
    name
        Benchmark run name (or id).
    yes
        Skip the confirmation.
    """
    from osmosis_client.api.benchmark_runs import get_benchmark_run, stop_benchmark_run
    from osmosis_core.confirm import confirm
    from osmosis_core.platform.client import platform_client

    inv = current()
    client = platform_client(inv)
    run = client.call(get_benchmark_run, name_or_id=name).get("benchmark_run") or {}
    run_id = run.get("id") or name
    label = r.run_name(run) or name
    summary = {
        "Name": label,
        "Status": run.get("status") or r.DASH,
        "Benchmark": r.run_benchmark_name(run) or r.DASH,
    }
    if not confirm(inv, f'Stop benchmark run "{label}"?', summary, default=False, yes=yes):
        return OperationResult(operation="benchmark.stop", status="cancelled", message="Cancelled.")
    result = client.call(stop_benchmark_run, name_or_id=run_id, body=_EmptyBody())
    status = result.get("status") if isinstance(result, dict) else None
    return OperationResult(
        operation="benchmark.stop",
        resource={
            "name": label,
            "id": run_id,
            "status": status or "stopped",
            "scope": client.scope.envelope_extras(),
        },
        message=f'Benchmark run "{label}" {status or "stopped"}.',
    )


class _EmptyBody:
    """0.3.8 always posts ``{}`` to the stop route."""

    def to_dict(self) -> dict[str, Any]:
        return {}
