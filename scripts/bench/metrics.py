"""Leaderboard for 50 agents × 500 tasks × 10 attempts (250,000 attempts), computed from the
store (SQLite): prints the time (target < 2 s including the database read) and the ratio to a
baseline that only reads the same attempt rows."""

from __future__ import annotations

import statistics
import tempfile
import time
import uuid
from pathlib import Path

AGENTS, TASKS, ATTEMPTS, REPEAT = 50, 500, 10, 3


def seed(home: Path):
    import numpy as np
    from sqlalchemy import insert, select

    from osmosis_platform import clock
    from osmosis_platform.server.auth import Caller
    from osmosis_platform.services.admin import create_token
    from osmosis_platform.settings import load_settings
    from osmosis_platform.store.db import make_engine, migrate
    from osmosis_platform.store.models import Attempt, Benchmark, Run, RunAgent, Task, Workspace

    settings = load_settings({}, home=home)
    engine = make_engine(settings.database_url)
    migrate(engine)
    rng = np.random.default_rng(7)
    now = clock.now()
    with engine.begin() as conn:
        create_token(conn, "bench", "bench-ws")
        ws = conn.execute(select(Workspace.id).where(Workspace.name == "bench-ws")).scalar_one()
        bench_id = str(uuid.uuid4())
        conn.execute(
            insert(Benchmark).values(
                id=bench_id,
                workspace_id=ws,
                key="big",
                name="Big",
                source_type="local",
                sync_status="ready",
                default_harness="terminus-2",
                pass_threshold=1.0,
                unavailable_tasks=[],
                created_at=now,
                updated_at=now,
            )
        )
        names = [f"task-{i:03d}" for i in range(TASKS)]
        conn.execute(
            insert(Task),
            [
                {
                    "id": str(uuid.uuid4()),
                    "benchmark_id": bench_id,
                    "position": i,
                    "name": n,
                    "meta": {},
                }
                for i, n in enumerate(names)
            ],
        )
        skill = rng.beta(2, 2, size=AGENTS)
        difficulty = rng.normal(0, 1.5, size=TASKS)
        for a in range(AGENTS):
            run_id, agent_id = str(uuid.uuid4()), str(uuid.uuid4())
            conn.execute(
                insert(Run).values(
                    id=run_id,
                    workspace_id=ws,
                    benchmark_id=bench_id,
                    name=f"big-run-{a}",
                    status="finished",
                    created_at=now,
                    completed_at=now,
                    task_names=names,
                    task_count=TASKS,
                    attempts_per_task=ATTEMPTS,
                    agent_count=1,
                    expected_results=TASKS * ATTEMPTS,
                    ingested_results=TASKS * ATTEMPTS,
                    config={},
                    resolved_secret_scopes={},
                )
            )
            conn.execute(
                insert(RunAgent).values(
                    id=agent_id,
                    run_id=run_id,
                    agent_index=0,
                    harness="terminus-2",
                    model={"type": "provider", "model": f"m{a}"},
                    model_display_name=f"model-{a:02d}",
                    env={},
                    status="finished",
                )
            )
            p = 1 / (1 + np.exp(-(np.log(skill[a] / (1 - skill[a])) - difficulty)))
            outcome = rng.random((TASKS, ATTEMPTS)) < p[:, None]
            rows = []
            for t, task in enumerate(names):
                for k in range(ATTEMPTS):
                    rows.append(
                        {
                            "id": str(uuid.uuid4()),
                            "run_id": run_id,
                            "run_agent_id": agent_id,
                            "agent_index": 0,
                            "task_name": task,
                            "attempt_index": k,
                            "sequence": t * ATTEMPTS + k,
                            "status": "finished",
                            "outcome": "passed" if outcome[t, k] else "failed",
                            "passed": bool(outcome[t, k]),
                            "rewards": {},
                            "phase_timings": {},
                            "cost_usd": 0.01,
                            "input_tokens": 1000,
                            "output_tokens": 100,
                            "duration_seconds": 30.0,
                        }
                    )
            conn.execute(insert(Attempt), rows)
    caller = Caller(
        token_id="",
        token_type="",
        expires_at=None,
        user_id="",
        user_handle="bench",
        user_email=None,
        user_name=None,
        workspace_id=ws,
        workspace_name="bench-ws",
        benchmarks_enabled=True,
    )
    with engine.connect() as conn:
        benchmark = conn.execute(select(Benchmark).where(Benchmark.id == bench_id)).one()
    return engine, caller, benchmark


def main() -> None:
    from sqlalchemy import select

    from osmosis_platform.services.leaderboard import leaderboard
    from osmosis_platform.store.models import Attempt

    with tempfile.TemporaryDirectory() as tmp:
        started = time.perf_counter()
        engine, caller, benchmark = seed(Path(tmp))
        print(
            f"seeded {AGENTS} agents × {TASKS} tasks × {ATTEMPTS} attempts "
            f"({AGENTS * TASKS * ATTEMPTS:,} attempts) in {time.perf_counter() - started:.1f} s"
        )
        baseline, target = [], []
        for _ in range(REPEAT):
            t0 = time.perf_counter()
            with engine.connect() as conn:
                rows = conn.execute(
                    select(Attempt.run_agent_id, Attempt.task_name, Attempt.outcome)
                ).all()
            baseline.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            with engine.connect() as conn:
                entries, _warnings = leaderboard(conn, caller, benchmark)
            target.append(time.perf_counter() - t0)
        assert len(rows) == AGENTS * TASKS * ATTEMPTS and len(entries) == AGENTS
        b, t = statistics.median(baseline), statistics.median(target)
        ties = sum(1 for e in entries if e["tied"])
        print(f"baseline  read {len(rows):,} attempt rows        median {b:.3f} s")
        print(f"target    leaderboard ({len(entries)} rows, {ties} tied at #1)  median {t:.3f} s")
        print(f"ratio     leaderboard / read rows       x{t / b:.2f}")
        print(f"target    < 2 s including the database read: {'ok' if t < 2 else 'MISSED'}")
        top = entries[0]
        print(f"top row   {top['model']} pass@1 {top['pass_at_1']}")
        engine.dispose()


if __name__ == "__main__":
    main()
