"""The leaderboard of one benchmark in one workspace (contract §18.3, issue 7).

One row per entrant (harness + model), scored from its latest eligible run: a finished run that
covers the full task set, or exactly a named task set marked leaderboard-eligible. Subset runs
never rank. All entrants are scored together (one shared, seeded bootstrap), so ties are paired
comparisons against the best. ``warnings`` says when entrants are not like for like.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import numpy as np
from sqlalchemy import Connection, select

from osmosis_platform.metrics import COUNTED, Counts, score_counts
from osmosis_platform.server.auth import Caller
from osmosis_platform.store.models import Attempt, Run, RunAgent, Task, TaskSet


def _eligible_sets(conn: Connection, benchmark_id: str) -> set[str]:
    return set(
        conn.execute(
            select(TaskSet.name).where(
                TaskSet.benchmark_id == benchmark_id, TaskSet.leaderboard_eligible.is_(True)
            )
        ).scalars()
    )


def is_eligible(run: Any, all_tasks: set[str], eligible_sets: set[str]) -> bool:
    """Full task set (as the benchmark stood when the run was submitted), or an eligible set."""
    if run.task_set is not None:
        return run.task_set in eligible_sets
    return not run.tasks_config and set(run.task_names or ()) >= all_tasks


def leaderboard(conn: Connection, caller: Caller, benchmark: Any) -> tuple[list[dict], list[str]]:
    all_tasks = set(
        conn.execute(select(Task.name).where(Task.benchmark_id == benchmark.id)).scalars()
    )
    eligible_sets = _eligible_sets(conn, benchmark.id)
    runs = conn.execute(
        select(Run)
        .where(
            Run.workspace_id == caller.workspace_id,
            Run.benchmark_id == benchmark.id,
            Run.status == "finished",
        )
        .order_by(Run.completed_at.desc(), Run.created_at.desc())
    ).all()
    runs = [r for r in runs if is_eligible(r, all_tasks, eligible_sets)]
    if not runs:
        return [], []
    by_id = {r.id: r for r in runs}
    agents = conn.execute(select(RunAgent).where(RunAgent.run_id.in_(list(by_id)))).all()
    latest: dict[tuple[str | None, str], Any] = {}
    order = {r.id: i for i, r in enumerate(runs)}
    for agent in sorted(agents, key=lambda a: (order[a.run_id], a.agent_index)):
        entrant = (agent.harness or benchmark.default_harness, agent.model_display_name or "")
        latest.setdefault(entrant, agent)  # runs are newest first: the first seen wins
    chosen = list(latest.values())
    keys = [a.id for a in chosen]
    counts = _counts(conn, keys, sorted(all_tasks))
    scores = score_counts(counts)
    entries = []
    for (harness, model), agent in latest.items():
        s = scores[agent.id]
        run = by_id[agent.run_id]
        entries.append(
            {
                "rank": s["rank"],
                "tied": s["tied"],
                "model": model,
                "harness": harness,
                "task_set": run.task_set,
                "pass_at_1": s["pass_at_1"],
                "pass_at_k": s["pass_at_k"],
                "cost_per_task": s["cost_per_task"],
                "mean_duration_seconds": s["mean_duration_seconds"],
                "tokens_per_task": s["tokens_per_task"],
                "pass_at_1_scored": s["pass_at_1_scored"],
                "coverage": s["coverage"],
                "benchmark_run_id": run.id,
                "benchmark_run_name": run.name,
            }
        )
    entries = [e for e in entries if e["rank"] is not None]
    entries.sort(key=lambda e: (e["rank"], -(e["pass_at_1"]["value"] or 0), e["model"]))
    return entries, comparability_warnings([by_id[a.run_id] for a in chosen], chosen, benchmark)


def _counts(conn: Connection, agent_ids: list[str], tasks: list[str]) -> Counts:
    """Count matrices straight from the attempts table (the hot path of large leaderboards)."""
    agent_index = {a: i for i, a in enumerate(agent_ids)}
    task_index = {t: i for i, t in enumerate(tasks)}
    shape = (len(agent_ids), len(tasks))
    counted, passed, scored = np.zeros(shape), np.zeros(shape), np.zeros(shape)
    cost: dict[int, float] = defaultdict(float)
    tokens: dict[int, int] = defaultdict(int)
    durations: list[list[float]] = [[] for _ in agent_ids]
    rows = conn.execute(
        select(
            Attempt.run_agent_id,
            Attempt.task_name,
            Attempt.outcome,
            Attempt.cost_usd,
            Attempt.input_tokens,
            Attempt.output_tokens,
            Attempt.duration_seconds,
        ).where(Attempt.run_agent_id.in_(agent_ids), Attempt.status == "finished")
    )
    a_idx, t_idx, codes = [], [], []
    code_of = {"passed": 2, "failed": 1, "errored": 0}
    for agent_id, task, outcome, c, tin, tout, duration in rows:
        if outcome not in COUNTED or task not in task_index:
            continue
        a = agent_index[agent_id]
        a_idx.append(a)
        t_idx.append(task_index[task])
        codes.append(code_of[outcome])
        if c is not None:
            cost[a] += c
        if tin is not None or tout is not None:
            tokens[a] += (tin or 0) + (tout or 0)
        if duration is not None:
            durations[a].append(duration)
    if a_idx:
        ai, ti, code = np.array(a_idx), np.array(t_idx), np.array(codes)
        np.add.at(counted, (ai, ti), 1)
        np.add.at(scored, (ai[code >= 1], ti[code >= 1]), 1)
        np.add.at(passed, (ai[code == 2], ti[code == 2]), 1)
    return Counts(
        keys=agent_ids,
        counted=counted,
        passed=passed,
        scored=scored,
        cost=[cost.get(i) for i in range(len(agent_ids))],
        tokens=[tokens.get(i) for i in range(len(agent_ids))],
        durations=durations,
    )


def comparability_warnings(runs: list[Any], agents: list[Any], benchmark: Any) -> list[str]:
    """Why a set of rows may not be like for like (nothing like this exists in peer tools)."""
    warnings = []

    def differ(values: list[Any], what: str) -> None:
        distinct = sorted({str(v) for v in values})
        if len(distinct) > 1:
            warnings.append(f"Entrants were run with different {what}: {', '.join(distinct)}.")

    differ([r.resolved_digest and r.resolved_digest[:12] for r in runs], "benchmark versions")
    differ([r.attempts_per_task for r in runs], "attempts per task")
    differ([r.timeout_multiplier for r in runs], "timeout multipliers")
    differ([r.pass_threshold for r in runs], "pass thresholds")
    differ([r.task_set or "full" for r in runs], "task selections")
    if benchmark.default_harness:
        other = sorted(
            {a.harness for a in agents if a.harness and a.harness != benchmark.default_harness}
        )
        if other:
            warnings.append(
                f"Entrants on {', '.join(other)} are not on the benchmark's default harness "
                f"({benchmark.default_harness}); their scores are not comparable with published "
                "ones."
            )
    return warnings
