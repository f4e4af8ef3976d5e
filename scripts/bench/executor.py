"""Executor benchmark: ~100 oracle attempts of the bundled ``smoke`` tasks at concurrency 8,
run (a) through our platform and (b) directly through Harbor's own job runner with the same
``local`` sandbox — the baseline, measured in the same run on the same machine.

(a) A real daemon in a fresh temp data dir (``OSMOSIS_CAPACITY`` = the concurrency): a token is
minted and a workspace secret stored (oracle needs no model key, but every agent names one),
then one run is submitted over HTTP — agents ``[oracle]``, the three smoke tasks, attempts per
task such that tasks × attempts ≈ 100 (3 × 34 = 102 by default), max_concurrent_attempts 8 —
and polled until ``finished``. Wall time is submit → finished.

(b) ``harbor.Job`` with the same tasks, ``n_attempts`` and ``n_concurrent_trials``, and the
``local`` sandbox by import path. Wall time is ``Job.create`` → ``run()`` returned.

Also the median sandbox start: ``LocalSandbox.start`` timed directly over BENCH_STARTS
sequential starts of a smoke task (its Dockerfile seed included), and, under load, the median
``environment_setup`` phase of the attempts in (a) and (b).

Environment: BENCH_ATTEMPTS_PER_TASK (34), BENCH_CONCURRENCY (8), BENCH_STARTS (30),
BENCH_POLL (0.1 s), BENCH_STRICT=1 to exit 1 when a target is missed, BENCH_KEEP=1 to keep the
temp dirs.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

os.environ["HARBOR_TELEMETRY"] = "0"

ROOT = Path(__file__).resolve().parents[2]
TASKS = ROOT / "plugins/osmosis-platform/osmosis_platform/bundled/osmosis-bench/tasks"
SMOKE = ["csv-column-sum", "git-fix-commit-author", "sqlite-top-customers"]
LOCAL = "osmosis_platform.sandbox.local:LocalSandbox"
PER_TASK = int(os.environ.get("BENCH_ATTEMPTS_PER_TASK", "34"))
CONCURRENCY = int(os.environ.get("BENCH_CONCURRENCY", "8"))
STARTS = int(os.environ.get("BENCH_STARTS", "30"))
POLL = float(os.environ.get("BENCH_POLL", "0.1"))
WORKSPACE = "bench"
TARGET_RATIO = 1.25
TARGET_START_MS = 150.0


def _median_ms(values: list[float]) -> float:
    return statistics.median(values) * 1000 if values else float("nan")


def _leftovers(path: Path) -> list[str]:
    return [p.name for p in path.iterdir()] if path.is_dir() else []


# ----------------------------------------------------------------------------- (b) Harbor


async def _harbor_job(jobs_dir: Path) -> tuple[float, int, int, list[float], list[float]]:
    from harbor import Job, JobConfig
    from harbor.models.job.config import DatasetConfig
    from harbor.models.trial.config import AgentConfig, EnvironmentConfig

    config = JobConfig(
        job_name="bench-executor",
        jobs_dir=jobs_dir,
        n_attempts=PER_TASK,
        n_concurrent_trials=CONCURRENCY,
        quiet=True,
        agents=[AgentConfig(name="oracle")],
        environment=EnvironmentConfig(import_path=LOCAL),
        datasets=[DatasetConfig(path=TASKS, task_names=SMOKE)],
    )
    started = time.perf_counter()
    job = await Job.create(config)
    result = await job.run()
    wall = time.perf_counter() - started
    trials = result.trial_results
    passed = sum(
        1
        for t in trials
        if t.exception_info is None
        and t.verifier_result is not None
        and (t.verifier_result.rewards or {}).get("reward") == 1.0
    )
    durations = [
        (t.finished_at - t.started_at).total_seconds()
        for t in trials
        if t.started_at and t.finished_at
    ]
    phases = [t.environment_setup for t in trials if t.environment_setup is not None]
    setups = [
        (p.finished_at - p.started_at).total_seconds()
        for p in phases
        if p.started_at and p.finished_at
    ]
    return wall, len(trials), passed, setups, durations


def run_harbor(scratch: Path) -> dict:
    sandboxes = scratch / "harbor-sandboxes"
    os.environ["OSMOSIS_SANDBOX_DIR"] = str(sandboxes)
    # Harbor's progress bar (drawn even when quiet) and the console log handler it adds stay
    # out of the report; the job's own log file under the scratch dir keeps everything.
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            wall, total, passed, setups, durations = asyncio.run(
                _harbor_job(scratch / "harbor-jobs")
            )
    finally:
        os.environ.pop("OSMOSIS_SANDBOX_DIR", None)
    return {
        "wall": wall,
        "total": total,
        "passed": passed,
        "setup_ms": _median_ms(setups),
        "trial_seconds": sum(durations),
        "leftovers": _leftovers(sandboxes),
    }


# ----------------------------------------------------------------------------- (a) platform


def _prepare_home(home: Path) -> str:
    """Migrated data dir with a token for workspace ``bench``; returns the token."""
    from osmosis_platform.services.admin import create_token
    from osmosis_platform.settings import load_settings
    from osmosis_platform.store.db import make_engine, migrate

    home.mkdir(parents=True, exist_ok=True)
    os.chmod(home, 0o700)
    settings = load_settings({}, home=home)
    engine = make_engine(settings.database_url)
    migrate(engine)
    with engine.begin() as conn:
        token = create_token(conn, "bench-user", WORKSPACE, label="bench")["token"]
    engine.dispose()
    return token


class Api:
    def __init__(self, url: str, token: str) -> None:
        self.url = url
        self.headers = {
            "Authorization": f"Bearer {token}",
            "X-Osmosis-Workspace": WORKSPACE,
            "Content-Type": "application/json",
        }

    def call(self, method: str, path: str, body: dict | None = None) -> dict:
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(
            self.url + path, data=data, method=method, headers=self.headers
        )
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read())


def run_platform(scratch: Path) -> dict:
    from osmosis_platform import daemon

    home = scratch / "platform-home"
    token = _prepare_home(home)
    env = {k: v for k, v in os.environ.items() if not k.startswith("OSMOSIS_")}
    env.update({"OSMOSIS_CAPACITY": str(CONCURRENCY), "HARBOR_TELEMETRY": "0"})
    state = daemon.start(home, environ=env)
    try:
        api = Api(state.url or "", token)
        api.call(
            "POST",
            "/api/cli/environment-secrets",
            {"name": "BENCH_MODEL_KEY", "value": "unused-by-oracle", "scope": "workspace"},
        )
        body = {
            "experiment_config": {"benchmark": "osmosis-bench"},
            "agents": [
                {
                    "harness": "oracle",
                    "model": {
                        "type": "provider",
                        "model": "openai/gpt-5.2",
                        "api_key_secret": "BENCH_MODEL_KEY",
                    },
                }
            ],
            "tasks_config": {"task_names": SMOKE},
            "execution_config": {
                "attempts_per_task": PER_TASK,
                "max_concurrent_attempts": CONCURRENCY,
            },
        }
        started = time.perf_counter()
        created = api.call("POST", "/api/cli/benchmark-runs", body)
        run_path = f"/api/cli/benchmark-runs/{created['id']}"
        while True:
            run = api.call("GET", run_path)
            run = run.get("benchmark_run", run)
            if run["status"] in ("finished", "failed", "stopped"):
                break
            time.sleep(POLL)
        wall = time.perf_counter() - started
        attempts = []
        while len(attempts) < (run.get("expected_results") or 0):
            page = api.call("GET", f"{run_path}/attempts?limit=200&offset={len(attempts)}")
            if not page["attempts"]:
                break
            attempts += page["attempts"]
    finally:
        daemon.stop(home)
    setups = [a["phase_timings"]["environment_setup"] for a in attempts if a.get("phase_timings")]
    return {
        "wall": wall,
        "status": run["status"],
        "ingested": run.get("ingested_results"),
        "expected": run.get("expected_results"),
        "total": len(attempts),
        "passed": sum(1 for a in attempts if a.get("outcome") == "passed"),
        "setup_ms": _median_ms(setups),
        "trial_seconds": sum(a.get("duration_seconds") or 0.0 for a in attempts),
        "leftovers": _leftovers(home / "sandboxes"),
    }


# ----------------------------------------------------------------------------- sandbox start


async def _starts(scratch: Path) -> list[float]:
    from harbor.models.task.config import EnvironmentConfig as TaskEnvironment
    from harbor.models.task.config import NetworkMode, NetworkPolicy
    from harbor.models.trial.paths import TrialPaths

    from osmosis_platform.sandbox.local import LocalSandbox

    task = TASKS / SMOKE[0]
    samples = []
    for i in range(STARTS + 2):
        sandbox = LocalSandbox(
            environment_dir=task / "environment",
            environment_name=SMOKE[0],
            session_id=f"start-{i}__env",
            trial_paths=TrialPaths(scratch / f"start-{i}"),
            task_env_config=TaskEnvironment(workdir="/app"),
            network_policy=NetworkPolicy(network_mode=NetworkMode.NO_NETWORK),
        )
        began = time.perf_counter()
        await sandbox.start(force_build=False)
        samples.append(time.perf_counter() - began)
        await sandbox.stop(delete=True)
    return samples[2:]  # the first two warm the page cache


def measure_starts(scratch: Path) -> dict:
    sandboxes = scratch / "start-sandboxes"
    os.environ["OSMOSIS_SANDBOX_DIR"] = str(sandboxes)
    try:
        samples = asyncio.run(_starts(scratch / "start-trials"))
    finally:
        os.environ.pop("OSMOSIS_SANDBOX_DIR", None)
    ordered = sorted(samples)
    return {
        "median_ms": _median_ms(samples),
        "p90_ms": ordered[int(len(ordered) * 0.9)] * 1000,
        "leftovers": _leftovers(sandboxes),
    }


# ----------------------------------------------------------------------------- main


def main() -> None:
    scratch = Path(tempfile.mkdtemp(prefix="osmosis-bench-executor-"))
    total = PER_TASK * len(SMOKE)
    try:
        print(
            f"{total} oracle attempts ({len(SMOKE)} smoke tasks x 1 agent x {PER_TASK}) at "
            f"concurrency {CONCURRENCY} on {os.cpu_count()} CPUs, local sandbox; "
            f"{'root' if os.geteuid() == 0 else 'unprivileged'}"
        )
        starts = measure_starts(scratch)
        harbor = run_harbor(scratch)
        platform = run_platform(scratch)
    finally:
        if os.environ.get("BENCH_KEEP"):
            print(f"scratch dir kept: {scratch}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)

    print(
        f"{'baseline  Harbor Job (direct)':<40} wall {harbor['wall']:6.1f} s   "
        f"{harbor['passed']}/{harbor['total']} passed   "
        f"environment_setup median {harbor['setup_ms']:5.0f} ms"
    )
    print(
        f"{'target    platform run (HTTP)':<40} wall {platform['wall']:6.1f} s   "
        f"{platform['passed']}/{platform['total']} passed   "
        f"environment_setup median {platform['setup_ms']:5.0f} ms   status {platform['status']}"
    )
    for label, run in (("Harbor", harbor), ("platform", platform)):
        # slot-seconds not spent inside a trial, per attempt: claim latency, bookkeeping
        idle = (run["wall"] * CONCURRENCY - run["trial_seconds"]) / max(run["total"], 1)
        print(
            f"{'          ' + label + ' slots':<40} busy "
            f"{run['trial_seconds'] / (run['wall'] * CONCURRENCY):6.1%}   "
            f"mean trial {run['trial_seconds'] / max(run['total'], 1) * 1000:5.0f} ms   "
            f"idle per attempt {idle * 1000:5.0f} ms"
        )
    complete = (
        harbor["passed"] == harbor["total"] == total
        and platform["passed"] == platform["total"] == total
        and platform["status"] == "finished"
    )
    ratio = platform["wall"] / harbor["wall"]
    ok_ratio = ratio <= TARGET_RATIO and complete  # a run that failed fast proves nothing
    print(
        f"{'ratio     platform / Harbor':<40} x{ratio:.3f}   "
        f"target <= {TARGET_RATIO:g}: {'ok' if ok_ratio else 'MISSED'}"
    )
    ok_start = starts["median_ms"] < TARGET_START_MS
    print(
        f"{'sandbox   LocalSandbox.start':<40} median {starts['median_ms']:5.1f} ms   "
        f"p90 {starts['p90_ms']:5.1f} ms   ({STARTS} sequential starts)   "
        f"target < {TARGET_START_MS:g} ms: {'ok' if ok_start else 'MISSED'}"
    )
    left = harbor["leftovers"] + platform["leftovers"] + starts["leftovers"]
    if platform["status"] == "finished" and (platform["ingested"] or 0) < total:
        print(
            f"PROBLEM: the platform marked the run finished with {platform['ingested']} of "
            f"{platform['expected']} results: the scheduler saw the run before its attempts "
            "were committed (services/runs.py create_run's SAVEPOINT commits early on SQLite)"
        )
    if not complete or left:
        print(f"PROBLEM: not every attempt passed, or sandboxes were left behind: {left}")
    strict = os.environ.get("BENCH_STRICT")
    sys.exit(1 if strict and not (ok_ratio and ok_start and complete and not left) else 0)


if __name__ == "__main__":
    main()
