"""Per-agent scores of one run, in the shapes the runs routes return, computed by
``osmosis_platform.metrics`` (pass@1 and pass@k with seeded bootstrap intervals, both
denominators, ranks and ties)."""

from __future__ import annotations

from typing import Any

from osmosis_platform.metrics import AgentOutcomes, score_agents


def outcomes_by_agent(agents: list[Any], attempts: list[Any]) -> list[AgentOutcomes]:
    collected = {agent.id: AgentOutcomes(agent.id) for agent in agents}
    for a in attempts:
        if a.status != "finished" or a.run_agent_id not in collected:
            continue
        tokens = None
        if a.input_tokens is not None or a.output_tokens is not None:
            tokens = (a.input_tokens or 0) + (a.output_tokens or 0)
        collected[a.run_agent_id].add(
            a.task_name, a.outcome, cost=a.cost_usd, tokens=tokens, duration=a.duration_seconds
        )
    return list(collected.values())


def agent_scores(
    agents: list[Any], attempts: list[Any], attempts_per_task: int, task_count: int
) -> dict[str, dict[str, Any]]:
    """Agent id → ``{"metric": AgentMetric, "aggregates": AgentAggregates}``."""
    outcomes = outcomes_by_agent(agents, attempts)
    tasks = sorted({t for o in outcomes for t in o.outcomes})
    scores = score_agents(outcomes, tasks, n_tasks=task_count or None)
    results = {}
    for agent in outcomes:
        s = scores[agent.key]
        results[agent.key] = {
            "metric": {
                "benchmark_run_agent_id": agent.key,
                "rank": s["rank"],
                "tied": s["tied"],
                "pass_at_1": s["pass_at_1"],
                "pass_at_k": [p for p in s["pass_at_k"] if p["k"] <= attempts_per_task],
                "n_tasks": s["n_tasks"],
                "pass_at_1_scored": s["pass_at_1_scored"],
                "coverage": s["coverage"],
                "cost_per_task": s["cost_per_task"],
                "mean_duration_seconds": s["mean_duration_seconds"],
                "tokens_per_task": s["tokens_per_task"],
            },
            "aggregates": {
                "reported_cost_usd": round(agent.cost_usd, 6)
                if agent.cost_usd is not None
                else None,
                "mean_duration_seconds": s["mean_duration_seconds"],
                "tokens_per_task": s["tokens_per_task"],
            },
        }
    return results
