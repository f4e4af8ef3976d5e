"""Run-versus-run comparison: agents matched by (harness, model), metrics side by side with
``b − a`` deltas, and warnings whenever the two runs are not like for like."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection

from osmosis_platform.server.auth import Caller
from osmosis_platform.services import runs as run_service

METRICS = (
    "pass_at_1",
    "pass_at_1_scored",
    "coverage",
    "cost_per_task",
    "mean_duration_seconds",
    "tokens_per_task",
)


def _side(detail: dict[str, Any]) -> dict[tuple[str | None, str], dict[str, Any]]:
    metrics = {m["benchmark_run_agent_id"]: m for m in detail["agent_metrics"]}
    sides = {}
    for agent in detail["agents"]:
        metric = metrics[agent["id"]]
        n_tasks = metric["n_tasks"] or 0
        cost = agent["aggregates"]["reported_cost_usd"]
        sides[(agent["harness"], agent["model_display_name"] or "")] = {
            "benchmark_run_agent_id": agent["id"],
            "agent_index": agent["agent_index"],
            "pass_at_1": metric["pass_at_1"],
            "pass_at_1_scored": metric["pass_at_1_scored"],
            "pass_at_k": metric["pass_at_k"],
            "coverage": metric["coverage"],
            "n_tasks": metric["n_tasks"],
            "cost_per_task": cost / n_tasks if cost is not None and n_tasks else None,
            "mean_duration_seconds": agent["aggregates"]["mean_duration_seconds"],
            "tokens_per_task": agent["aggregates"]["tokens_per_task"],
        }
    return sides


def _value(side: dict[str, Any] | None, key: str) -> float | None:
    if side is None:
        return None
    value = side.get(key)
    return value.get("value") if isinstance(value, dict) else value


def _separated(one: dict[str, Any] | None, two: dict[str, Any] | None) -> bool | None:
    """Whether the two pass@1 intervals do not overlap (None when either is missing)."""
    if one is None or two is None:
        return None
    a, b = one.get("pass_at_1") or {}, two.get("pass_at_1") or {}
    if None in (a.get("ci_low"), a.get("ci_high"), b.get("ci_low"), b.get("ci_high")):
        return None
    return a["ci_high"] < b["ci_low"] or b["ci_high"] < a["ci_low"]


def _run_ref(detail: dict[str, Any]) -> dict[str, Any]:
    run, cfg = detail["benchmark_run"], detail["configuration"]
    return {
        "id": run["id"],
        "name": run["name"],
        "status": run["status"],
        "benchmark_id": run["benchmark_id"],
        "benchmark_name": run["benchmark_name"],
        "task_count": len(cfg["task_names"]),
        "task_set": cfg["task_set"],
    }


def compare(conn: Connection, caller: Caller, a: str, b: str) -> dict[str, Any]:
    left = run_service.run_detail(conn, caller, a)
    right = run_service.run_detail(conn, caller, b)
    ca, cb = left["configuration"], right["configuration"]
    warnings = []
    if ca["benchmark_id"] != cb["benchmark_id"]:
        warnings.append("The runs are on different benchmarks; their scores are not comparable.")
    elif ca["resolved_digest"] != cb["resolved_digest"]:
        warnings.append("The benchmark's tasks changed between the runs (different digests).")
    if ca["task_names"] != cb["task_names"]:
        warnings.append("The runs selected different tasks.")
    for key, label in (
        ("attempts_per_task", "attempts per task"),
        ("timeout_multiplier", "timeout multipliers"),
        ("pass_threshold", "pass thresholds"),
    ):
        if ca[key] != cb[key]:
            warnings.append(f"The runs used different {label} ({ca[key]} vs {cb[key]}).")
    sa, sb = _side(left), _side(right)
    agents = []
    for key in list(dict.fromkeys([*sa, *sb])):
        one, two = sa.get(key), sb.get(key)
        delta = {}
        for metric in METRICS:
            x, y = _value(one, metric), _value(two, metric)
            delta[metric] = (y - x) if x is not None and y is not None else None
        agents.append(
            {
                "harness": key[0],
                "model": key[1],
                "a": one,
                "b": two,
                "delta": delta,
                "significant": _separated(one, two),
            }
        )
    shared = len(set(ca["task_names"]) & set(cb["task_names"]))
    return {
        "a": _run_ref(left),
        "b": _run_ref(right),
        "shared_task_count": shared,
        "agents": agents,
        "warnings": warnings,
    }
