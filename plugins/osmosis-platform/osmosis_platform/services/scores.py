"""Per-agent scores of one run: pass@1 and the unbiased pass@k over tasks, plus aggregates.

Only finished attempts count; an errored attempt counts as a failure in ``pass_at_1`` and is
left out of ``pass_at_1_scored``. Confidence intervals and ties arrive with the metrics module.
"""

from __future__ import annotations

from collections import defaultdict
from math import comb
from typing import Any

SCORED = ("passed", "failed")


def pass_at_k(n: int, c: int, k: int) -> float:
    """Unbiased estimator 1 − C(n−c, k)/C(n, k) of solving within k of n tries (c passed)."""
    if n - c < k:
        return 1.0
    return 1.0 - comb(n - c, k) / comb(n, k)


def _mean(values: list[float]) -> float | None:
    return sum(values) / len(values) if values else None


def agent_scores(
    agents: list[Any], attempts: list[Any], attempts_per_task: int, task_count: int
) -> dict[str, dict[str, Any]]:
    per_task: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    durations: dict[str, list[float]] = defaultdict(list)
    costs: dict[str, float] = defaultdict(float)
    tokens: dict[str, int] = defaultdict(int)
    has_cost: set[str] = set()
    has_tokens: set[str] = set()
    for a in attempts:
        if a.status != "finished":
            continue
        per_task[a.run_agent_id][a.task_name].append(a.outcome)
        if a.duration_seconds is not None:
            durations[a.run_agent_id].append(a.duration_seconds)
        if a.cost_usd is not None:
            costs[a.run_agent_id] += a.cost_usd
            has_cost.add(a.run_agent_id)
        if a.input_tokens is not None or a.output_tokens is not None:
            tokens[a.run_agent_id] += (a.input_tokens or 0) + (a.output_tokens or 0)
            has_tokens.add(a.run_agent_id)
    results: dict[str, dict[str, Any]] = {}
    ranked: list[tuple[float, str]] = []
    for agent in agents:
        tasks = per_task.get(agent.id, {})
        rates, scored_rates, at_k = [], [], defaultdict(list)
        total = scored = 0
        for outcomes in tasks.values():
            n = len(outcomes)
            c = outcomes.count("passed")
            total += n
            rates.append(c / n)
            graded = [o for o in outcomes if o in SCORED]
            scored += len(graded)
            if graded:
                scored_rates.append(graded.count("passed") / len(graded))
            for k in range(1, n + 1):
                at_k[k].append(pass_at_k(n, c, k))
        value = _mean(rates)
        n_tasks = len(tasks)
        if value is not None:
            ranked.append((value, agent.id))
        results[agent.id] = {
            "metric": {
                "benchmark_run_agent_id": agent.id,
                "rank": None,
                "tied": False,
                "pass_at_1": {"value": value, "ci_low": None, "ci_high": None, "n": n_tasks},
                "pass_at_k": [
                    {"k": k, "value": _mean(v)}
                    for k, v in sorted(at_k.items())
                    if k <= attempts_per_task and len(v) == n_tasks
                ],
                "n_tasks": n_tasks,
                "pass_at_1_scored": {
                    "value": _mean(scored_rates),
                    "ci_low": None,
                    "ci_high": None,
                    "n": len(scored_rates),
                },
                "coverage": (scored / total) if total else None,
            },
            "aggregates": {
                "reported_cost_usd": round(costs[agent.id], 6) if agent.id in has_cost else None,
                "mean_duration_seconds": _mean(durations.get(agent.id, [])),
                "tokens_per_task": (
                    tokens[agent.id] / task_count if agent.id in has_tokens and task_count else None
                ),
            },
        }
    ranked.sort(key=lambda item: -item[0])
    for position, (_value, agent_id) in enumerate(ranked, start=1):
        results[agent_id]["metric"]["rank"] = position
    return results
