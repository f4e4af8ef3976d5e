"""API load benchmark: ``GET /api/cli/benchmark-runs?limit=50`` with 10,000 runs in SQLite, at
16 keep-alive connections on loopback, against ``GET /healthz`` (no database, no auth) under the
same load as the baseline measured in the same run.

The data dir is fresh: migrated, the managed benchmark installed, one token minted, and the runs
(with their agents and attempts) bulk-inserted with SQLAlchemy Core. The real server is then
started as a daemon and loaded by a small asyncio raw-socket HTTP/1.1 client in this process
(cheap enough to leave the server a core of the two). The daemon is stopped at the end.

Environment: BENCH_RUNS (10000), BENCH_CONNECTIONS (16), BENCH_WARMUP (2 s), BENCH_DURATION
(10 s), BENCH_STRICT=1 to exit 1 when a target is missed, BENCH_KEEP=1 to keep the data dir.
"""

from __future__ import annotations

import asyncio
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

RUNS = int(os.environ.get("BENCH_RUNS", "10000"))
CONNECTIONS = int(os.environ.get("BENCH_CONNECTIONS", "16"))
WARMUP = float(os.environ.get("BENCH_WARMUP", "2"))
DURATION = float(os.environ.get("BENCH_DURATION", "10"))
TARGET_P50_MS = 15.0
TARGET_P99_MS = 60.0
WORKSPACE = "bench"
RUNS_PATH = "/api/cli/benchmark-runs?limit=50"
MODELS = ("openai/gpt-5", "anthropic/claude-sonnet-4", "openai/gpt-5-mini", "google/gemini-2.5")
HARNESSES = ("terminus-2", "codex", "claude-code", "oracle")
STATUSES = ("finished",) * 14 + ("failed", "stopped", "running", "queued")


# ----------------------------------------------------------------------------- seeding


def _iso(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def seed(home: Path, runs: int) -> str:
    """A fresh data dir with ``runs`` runs in workspace ``bench``; returns a token for it."""
    from sqlalchemy import insert, select, update

    from osmosis_platform import names
    from osmosis_platform.services.admin import create_token
    from osmosis_platform.services.benchmarks import install_managed
    from osmosis_platform.settings import load_settings
    from osmosis_platform.store.db import make_engine, migrate
    from osmosis_platform.store.models import (
        Attempt,
        Benchmark,
        Run,
        RunAgent,
        Task,
        Token,
        User,
        Workspace,
    )

    settings = load_settings({}, home=home)
    home.mkdir(parents=True, exist_ok=True)
    os.chmod(home, 0o700)
    engine = make_engine(settings.database_url)
    migrate(engine)
    rng = random.Random(20260801)
    with engine.begin() as conn:
        benchmark_id = install_managed(conn)
        key = conn.execute(select(Benchmark.key).where(Benchmark.id == benchmark_id)).scalar_one()
        tasks = list(conn.execute(select(Task.name).where(Task.benchmark_id == benchmark_id)))
        task_names = [t.name for t in tasks]
        token = create_token(conn, "bench-user", WORKSPACE, label="bench")
        workspace_id, creator_id = conn.execute(
            select(Token.workspace_id, Token.user_id).where(Token.id == token["token_id"])
        ).one()
        others = []
        for i in range(5):  # a few more submitters
            other = str(uuid.uuid4())
            others.append(other)
            conn.execute(
                insert(User).values(
                    id=other,
                    handle=f"bench-user-{i}",
                    email=f"bench-{i}@example.com",
                    display_name=f"Bench User {i}",
                    created_at=_iso(datetime.now(UTC)),
                )
            )
        creators = [creator_id, *others]

        start = datetime.now(UTC) - timedelta(days=365)
        step = timedelta(days=365) / max(runs, 1)
        run_rows, agent_rows, attempt_rows = [], [], []
        used = set()
        for i in range(runs):
            run_id = str(uuid.uuid4())
            name = names.run_name(key)
            while name in used:
                name = f"{names.run_name(key)}-{i}"
            used.add(name)
            created = start + step * i + timedelta(seconds=rng.random())
            status = rng.choice(STATUSES)
            n_agents = rng.choice((1, 1, 2, 3))
            chosen = rng.sample(task_names, rng.randint(1, len(task_names)))
            expected = len(chosen) * n_agents
            done = status in ("finished", "failed", "stopped")
            ingested = expected if status == "finished" else rng.randint(0, expected)
            agents_cfg = []
            for a in range(n_agents):
                model = rng.choice(MODELS)
                harness = rng.choice(HARNESSES)
                agents_cfg.append(
                    {
                        "model": {"type": "provider", "model": model, "api_key_secret": "KEY"},
                        "env": {},
                        "harness": harness,
                    }
                )
                agent_id = str(uuid.uuid4())
                agent_rows.append(
                    {
                        "id": agent_id,
                        "run_id": run_id,
                        "agent_index": a,
                        "harness": harness,
                        "harness_api_key_secret": None,
                        "model": agents_cfg[-1]["model"],
                        "model_display_name": model,
                        "env": {},
                        "status": status,
                    }
                )
                for t, task in enumerate(chosen):
                    passed = rng.random() < 0.4 if done else None
                    attempt_rows.append(
                        {
                            "id": str(uuid.uuid4()),
                            "run_id": run_id,
                            "run_agent_id": agent_id,
                            "agent_index": a,
                            "task_name": task,
                            "attempt_index": 0,
                            "sequence": t * n_agents + a,
                            "status": "finished" if done else "queued",
                            "outcome": ("passed" if passed else "failed") if done else None,
                            "reward": (1.0 if passed else 0.0) if done else None,
                            "rewards": {"reward": 1.0 if passed else 0.0} if done else {},
                            "passed": passed,
                            "input_tokens": rng.randint(1000, 90000) if done else None,
                            "output_tokens": rng.randint(100, 9000) if done else None,
                            "cost_usd": round(rng.random() * 0.5, 4) if done else None,
                            "duration_seconds": rng.random() * 300 if done else None,
                            "phase_timings": {},
                            "tries": 1 if done else 0,
                        }
                    )
            run_rows.append(
                {
                    "id": run_id,
                    "workspace_id": workspace_id,
                    "benchmark_id": benchmark_id,
                    "name": name,
                    "status": status,
                    "created_at": _iso(created),
                    "started_at": _iso(created + timedelta(seconds=5))
                    if status != "queued"
                    else None,
                    "completed_at": _iso(created + timedelta(minutes=20)) if done else None,
                    "creator_id": rng.choice(creators),
                    "task_set": None,
                    "task_names": chosen,
                    "task_count": len(chosen),
                    "attempts_per_task": 1,
                    "max_concurrent_attempts": 4,
                    "timeout_multiplier": 1.0,
                    "max_retries": 0,
                    "pass_threshold": 1.0,
                    "agent_count": n_agents,
                    "expected_results": expected,
                    "ingested_results": ingested,
                    "best_pass_at_1": round(rng.random(), 4) if ingested else None,
                    "config": {
                        "experiment": {"benchmark": key},
                        "tasks": {"task_names": chosen},
                        "agents": agents_cfg,
                        "execution": None,
                    },
                    "tasks_config": {"task_names": chosen},
                    "resolved_secret_scopes": {"KEY": "workspace"},
                    "resolved_version": "1.0.0",
                    "resolved_digest": None,
                    "provided_secrets": None,
                    "workflow_id": None,
                }
            )
        for table, rows in ((Run, run_rows), (RunAgent, agent_rows), (Attempt, attempt_rows)):
            for chunk in range(0, len(rows), 5000):
                conn.execute(insert(table), rows[chunk : chunk + 5000])
        # what create_run keeps up to date for each run it inserts
        conn.execute(
            update(Workspace).where(Workspace.id == workspace_id).values(run_count=len(run_rows))
        )
    with engine.connect() as conn:
        conn.exec_driver_sql("ANALYZE")
        conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
    engine.dispose()
    return token["token"]


# ----------------------------------------------------------------------------- load


class Stats:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.errors = 0
        self.bad_status: dict[int, int] = {}
        self.cpu: list[tuple[float, float]] = []  # (server, client) CPU seconds at marks


def _cpu_seconds(pid: int) -> float:
    """user + system CPU time of a process (Linux /proc; 0 elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def _connection(
    host: str, port: int, request: bytes, stop_warmup: float, stop_at: float, stats: Stats
) -> None:
    reader, writer = await asyncio.open_connection(host, port)
    clock = time.perf_counter
    try:
        while True:
            started = clock()
            if started >= stop_at:
                return
            writer.write(request)
            head = await reader.readuntil(b"\r\n\r\n")
            status = int(head[9:12])
            lower = head.lower()
            at = lower.find(b"content-length:")
            if at < 0:  # not something this client speaks (chunked): count and reconnect
                stats.errors += 1
                return
            end = lower.index(b"\r\n", at)
            await reader.readexactly(int(lower[at + 15 : end]))
            finished = clock()
            if started >= stop_warmup:
                if status != 200:
                    stats.bad_status[status] = stats.bad_status.get(status, 0) + 1
                else:
                    stats.latencies.append(finished - started)
    except (OSError, asyncio.IncompleteReadError):
        stats.errors += 1
    finally:
        writer.close()


async def _load(
    host: str, port: int, path: str, token: str | None, pid: int
) -> tuple[Stats, float]:
    lines = [f"GET {path} HTTP/1.1", f"Host: {host}:{port}", "User-Agent: osmosis-bench/1"]
    if token:
        lines += [f"Authorization: Bearer {token}", f"X-Osmosis-Workspace: {WORKSPACE}"]
    request = ("\r\n".join(lines) + "\r\n\r\n").encode()
    stats = Stats()
    begin = time.perf_counter()
    stop_warmup = begin + WARMUP
    stop_at = stop_warmup + DURATION

    def mark() -> None:
        stats.cpu.append((_cpu_seconds(pid), time.process_time()))

    loop = asyncio.get_running_loop()
    loop.call_at(loop.time() + WARMUP, mark)
    await asyncio.gather(
        *(_connection(host, port, request, stop_warmup, stop_at, stats) for _ in range(CONNECTIONS))
    )
    mark()
    measured = time.perf_counter() - stop_warmup
    return stats, measured


def measure(url: str, path: str, token: str | None, pid: int) -> dict[str, float]:
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    host, port = parts.hostname or "127.0.0.1", parts.port or 80
    stats, seconds = asyncio.run(_load(host, port, path, token, pid))
    if stats.errors or stats.bad_status or not stats.latencies:
        raise SystemExit(
            f"load on {path} failed: {stats.errors} connection errors, "
            f"statuses {stats.bad_status or '{}'}, {len(stats.latencies)} good responses"
        )
    ordered = sorted(stats.latencies)
    (server0, client0), (server1, client1) = stats.cpu
    return {
        "p50": statistics.median(ordered) * 1000,
        "p99": ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] * 1000,
        "rps": len(ordered) / seconds,
        "n": len(ordered),
        "server_cpu_ms": (server1 - server0) * 1000 / len(ordered),
        "client_cpu": (client1 - client0) / seconds,
    }


def check_response(url: str, token: str, runs: int) -> None:
    """One plain request first: the endpoint answers 50 of the seeded runs, newest first."""
    import json
    import urllib.request

    request = urllib.request.Request(
        url + RUNS_PATH,
        headers={"Authorization": f"Bearer {token}", "X-Osmosis-Workspace": WORKSPACE},
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        page = json.loads(response.read())
    created = [r["created_at"] for r in page["benchmark_runs"]]
    if (
        page["total_count"] != runs
        or len(created) != min(50, runs)
        or created != sorted(created, reverse=True)
    ):
        raise SystemExit(f"unexpected page: total {page['total_count']}, {len(created)} items")


def main() -> None:
    from osmosis_platform import daemon

    home = Path(tempfile.mkdtemp(prefix="osmosis-bench-api-"))
    try:
        started = time.perf_counter()
        token = seed(home, RUNS)
        seeded = time.perf_counter() - started
        env = {k: v for k, v in os.environ.items() if not k.startswith("OSMOSIS_")}
        state = daemon.start(home, environ=env)
        try:
            url = state.url or ""
            check_response(url, token, RUNS)
            print(
                f"seeded {RUNS:,} runs in {seeded:.1f} s; {CONNECTIONS} connections, "
                f"{WARMUP:g} s warm-up + {DURATION:g} s per endpoint, server {url}"
            )
            pid = state.pid or 0
            base = measure(url, "/healthz", None, pid)
            runs = measure(url, RUNS_PATH, token, pid)
        finally:
            daemon.stop(home)
    finally:
        if os.environ.get("BENCH_KEEP"):
            print(f"data dir kept: {home}")
        else:
            shutil.rmtree(home, ignore_errors=True)

    def row(label: str, m: dict[str, float]) -> str:
        return (
            f"{label:<38} p50 {m['p50']:6.2f} ms  p99 {m['p99']:6.2f} ms  "
            f"{m['rps']:7.1f} req/s  server CPU {m['server_cpu_ms']:.3f} ms/req  "
            f"({m['n']:,} requests; load generator used {m['client_cpu']:.0%} of a core)"
        )

    print(row("baseline  GET /healthz", base))
    print(row(f"target    GET {RUNS_PATH}", runs))
    print(
        f"{'ratio     runs / healthz':<38} p50 x{runs['p50'] / base['p50']:<6.2f}   "
        f"p99 x{runs['p99'] / base['p99']:<6.2f}   req/s x{runs['rps'] / base['rps']:.3f}   "
        f"server CPU x{runs['server_cpu_ms'] / max(base['server_cpu_ms'], 1e-9):.2f}"
    )
    ok_p50 = runs["p50"] <= TARGET_P50_MS
    ok_p99 = runs["p99"] <= TARGET_P99_MS
    print(
        f"target    p50 <= {TARGET_P50_MS:g} ms: {'ok' if ok_p50 else 'MISSED'}   "
        f"p99 <= {TARGET_P99_MS:g} ms: {'ok' if ok_p99 else 'MISSED'}"
    )
    sys.exit(1 if os.environ.get("BENCH_STRICT") and not (ok_p50 and ok_p99) else 0)


if __name__ == "__main__":
    main()
