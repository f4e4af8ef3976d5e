"""How wire values become human text (contract §11): sync states, pass rates, leaderboard
columns, run progress."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from osmosis_benchmark import render as r
from osmosis_benchmark.benchmarks import (
    agent_text,
    harness_text,
    judge_text,
    last_run_text,
    leaderboard_section,
    rank_text,
    task_sets_text,
    tasks_text,
)
from osmosis_benchmark.runs import agent_line, outcomes_text, with_progress

NOW = datetime(2026, 8, 20, 12, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("benchmark", "last_run", "tasks"),
    [
        ({"sync_status": "pending", "task_count": None}, "Queued · Waiting to start", "–"),
        (
            {"sync_status": "syncing", "synced_task_count": 40, "task_count": 89},
            "Syncing · 40 / 89 tasks",
            "–",
        ),
        (
            {"sync_status": "failed", "sync_error": "registry 503"},
            "Failed · registry 503",
            "unavailable",
        ),
        ({"sync_status": "ready", "task_count": 3}, "No benchmark runs yet", "3"),
    ],
)
def test_benchmark_list_cells(benchmark: dict, last_run: str, tasks: str) -> None:
    assert last_run_text(benchmark) == last_run
    assert tasks_text(benchmark) == tasks


def test_last_run_when_ready_shows_status_age_and_name() -> None:
    text = last_run_text(
        {
            "sync_status": "ready",
            "last_run_status": "finished",
            "last_run_at": datetime.now(UTC).replace(microsecond=0).isoformat(),
            "last_run_name": "brisk-otter-42",
        }
    )
    assert text == "Finished · just now · brisk-otter-42"


@pytest.mark.parametrize(
    ("iso", "age"),
    [
        ("2026-08-20T11:59:30Z", "just now"),
        ("2026-08-20T11:55:00Z", "5m ago"),
        ("2026-08-20T09:00:00Z", "3h ago"),
        ("2026-08-17T12:00:00Z", "3d ago"),
        ("2026-05-20T12:00:00Z", "3mo ago"),
        ("2024-08-01T12:00:00Z", "2y ago"),
        (None, "–"),
    ],
)
def test_relative_age(iso: str | None, age: str) -> None:
    assert r.relative_age(iso, NOW) == age


@pytest.mark.parametrize(
    ("metric", "text"),
    [
        ({"value": 0.42, "ci_low": 0.40, "ci_high": 0.44, "n": 100}, "42.0% (40.0–44.0)"),
        ({"value": 0.42, "ci_low": 0.40, "ci_high": 0.44, "n": 99}, "42% (40–44)"),
        ({"value": 1.0, "n": 3}, "100%"),
        ({"value": None, "n": 3}, "–"),
        (None, "–"),
    ],
)
def test_pass_at_1(metric: dict | None, text: str) -> None:
    assert r.pass_at_1(metric) == text


def test_leaderboard_ranks_agents_and_drops_empty_metric_columns() -> None:
    entries = [
        {
            "rank": 1,
            "tied": True,
            "model": "openai/gpt-5.2",
            "harness": "codex",
            "task_set": None,
            "pass_at_1": {"value": 0.5, "ci_low": 0.2, "ci_high": 0.8, "n": 3},
            "pass_at_k": [{"k": 1, "value": 0.5}, {"k": 3, "value": 0.9}],
            "cost_per_task": None,
            "mean_duration_seconds": 75,
            "tokens_per_task": None,
        },
        {
            "rank": 1,
            "tied": True,
            "model": "oracle",
            "harness": None,
            "task_set": "parity",
            "pass_at_1": {"value": 0.4, "n": 3},
            "pass_at_k": [],
        },
    ]
    section = leaderboard_section(entries)
    assert [c.header for c in section.columns] == ["Rank", "Agent", "Pass@1", "Pass@k", "Time/task"]
    assert [rank_text(e) for e in entries] == ["#1*", "#1*"]
    assert agent_text(entries[0]) == "openai/gpt-5.2 (codex)"
    assert agent_text(entries[1]) == "oracle (default) [parity]"
    assert [c.cell(entries[0]) for c in section.columns] == [
        "#1*",
        "openai/gpt-5.2 (codex)",
        "50% (20–80)",
        "pass@3 90%",
        "1m 15s",
    ]
    assert section.caption and section.caption.startswith("* tied for first")


def test_empty_leaderboard_says_why() -> None:
    section = leaderboard_section([])
    assert section.rows[0][1].startswith("No eligible benchmark runs")


def test_benchmark_detail_texts() -> None:
    assert harness_text({"supports_harness": True, "default_harness": "terminus-2"}) == (
        "Optional (default: terminus-2)"
    )
    assert harness_text({"supports_harness": True, "requires_harness": True}) == "Required"
    assert harness_text({"supports_harness": False}) == "Official scaffold only"
    assert judge_text({"requires_judge_model": True, "judge_model_default": "openai/gpt-5"}) == (
        "Required (default: openai/gpt-5)"
    )
    assert judge_text({"requires_judge_api_key": True}) == "API key only (pinned grader)"
    assert judge_text({}) == "–"
    sets = [
        {"name": "parity", "task_count": 249, "recommended": True},
        {"name": "smoke", "task_count": 2},
    ]
    assert task_sets_text({"task_sets": sets}) == "parity (249, recommended), smoke (2)"


@pytest.mark.parametrize(
    ("run", "progress"),
    [
        (
            {"ingested_results": 3, "expected_results": 10},
            {"completed": 3, "total": 10, "unit": "results"},
        ),
        (
            {"ingested_results": 12, "expected_results": 10},
            {"completed": 10, "total": 10, "unit": "results"},
        ),
        (
            {"ingested_results": -2, "expected_results": 10},
            {"completed": 0, "total": 10, "unit": "results"},
        ),
        (
            {"ingested_results": None, "expected_results": 4},
            {"completed": 0, "total": 4, "unit": "results"},
        ),
        ({"ingested_results": 3, "expected_results": None}, None),
        ({}, None),
    ],
)
def test_run_progress_is_clamped_and_null_without_total(run: dict, progress: dict | None) -> None:
    assert with_progress(run)["progress"] == progress
    assert r.progress_text(progress) == (
        "–" if progress is None else f"{progress['completed']} / {progress['total']} results"
    )


def test_agent_line_and_outcomes() -> None:
    agent = {
        "id": "a1",
        "harness": "codex",
        "model_display_name": "GPT-5",
        "status": "finished",
        "environment_variables": {"K": "V"},
        "aggregates": {
            "reported_cost_usd": 1.2,
            "mean_duration_seconds": 30,
            "tokens_per_task": 1000,
        },
    }
    metric = {"rank": 1, "pass_at_1": {"value": 0.4, "n": 10}, "pass_at_k": [], "n_tasks": 10}
    assert agent_line(agent, metric) == (
        "codex · GPT-5 · finished · #1 · pass@1 40% · $0.12/task · 30s/task · "
        "1.0k tokens/task · env K=V"
    )
    assert outcomes_text({"passed": 4, "failed": 6, "errored": 0}) == "4 passed, 6 failed"
    assert (
        outcomes_text({"passed": 1, "failed": 0, "errored": 2}) == "1 passed, 0 failed, 2 errored"
    )
