"""Running benchmarks end to end: the real CLI and a real platform that executes attempts in
the Docker-free local sandbox; stop; crash recovery after ``kill -9``; the demo script."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
import uuid
from pathlib import Path

import httpx
import pytest
from run_helpers import add_benchmark, agent, attempts, sandbox_processes, wait_for, write_task

from conftest import ROOT, clean_env

ORACLE_VS_NOP = """\
[experiment]
benchmark = "osmosis-bench"

[execution]
attempts_per_task = 2
max_concurrent_attempts = 8

[[agents]]
harness = "oracle"

[agents.model]
type = "provider"
model = "none"
api_key_secret = "RUN_KEY"

[[agents]]
harness = "nop"

[agents.model]
type = "provider"
model = "none"
api_key_secret = "RUN_KEY"
"""


def _client(server, workspace: str) -> httpx.Client:
    return httpx.Client(
        base_url=server.url,
        headers={"Authorization": f"Bearer {server.token('runner', workspace)}"},
        timeout=30,
    )


def test_oracle_passes_everything_and_nop_nothing(run_cli, live_platform, tmp_path) -> None:
    workspace = f"exec-{uuid.uuid4().hex[:8]}"
    env = live_platform.env("runner", workspace, RUN_KEY_VALUE="not-used")
    saved = run_cli("secret", "set", "RUN_KEY", "--env", "RUN_KEY_VALUE", env=env)
    assert saved.returncode == 0, saved.stderr
    config = tmp_path / "oracle-vs-nop.toml"
    config.write_text(ORACLE_VS_NOP)

    done = run_cli(
        "--json", "benchmark", "submit", str(config), "-y", "--wait", env=env, timeout=600
    )
    assert done.returncode == 0, done.stderr
    resource = done.json()["resource"]
    assert resource["status"] == "finished"
    name = resource["name"]

    info = run_cli("--json", "benchmark", "runs", "info", name, env=env).json()["data"]
    assert info["benchmark_run"]["status"] == "finished"
    by_harness = {a["harness"]: a["id"] for a in info["agents"]}
    metrics = {m["benchmark_run_agent_id"]: m for m in info["agent_metrics"]}
    assert metrics[by_harness["oracle"]]["pass_at_1"]["value"] == 1.0
    assert metrics[by_harness["nop"]]["pass_at_1"]["value"] == 0.0
    assert [p["k"] for p in metrics[by_harness["oracle"]]["pass_at_k"]] == [1, 2]
    tasks = info["progress"]["expected"] // 4
    assert tasks >= 15
    assert info["totals"]["passed"] == info["totals"]["failed"] == 2 * tasks
    assert info["totals"]["errored"] == info["totals"]["cancelled"] == 0

    client = _client(live_platform, workspace)
    every = attempts(client, name)
    assert len(every) == 4 * tasks
    for attempt in every:
        assert attempt["status"] == "finished"
        expected = "passed" if attempt["agent_index"] == 0 else "failed"
        assert attempt["outcome"] == expected, attempt
        assert attempt["duration_seconds"] and attempt["duration_seconds"] > 0
        assert {"environment_setup", "agent_execution", "verifier"} <= set(attempt["phase_timings"])
    manifest = client.get(
        f"/api/cli/benchmark-runs/{name}/outputs/manifest", params={"types": "all"}
    ).json()
    paths = [f["path"] for f in manifest["files"]]
    assert {"summary.csv", "results.csv", "logs.txt"} <= set(paths)
    for attempt in every:
        mine = [p for p in paths if p.startswith(f"artifacts/{attempt['id']}/")]
        assert any(p.endswith("/result.json") for p in mine), attempt["id"]
        assert any(p.endswith("/verifier/reward.txt") for p in mine), attempt["id"]
    logs = run_cli("--json", "benchmark", "runs", "logs", name, env=env).json()
    assert any("Run finished" in e["message"] for e in logs["items"])
    assert sandbox_processes(str(live_platform.home / "sandboxes")) == []


def test_stop_cancels_queued_and_kills_running_within_ten_seconds(live_platform, tmp_path) -> None:
    workspace = f"stop-{uuid.uuid4().hex[:8]}"
    client = _client(live_platform, workspace)
    client.post(
        "/api/cli/environment-secrets", json={"name": "RUN_KEY", "value": "v", "scope": "user"}
    )
    dataset = tmp_path / "slow"
    write_task(dataset, "quick", "echo done > /app/out\n")
    write_task(dataset, "forever", "sleep 600 & sleep 600\n")
    detail = add_benchmark(client, dataset, f"Slow {workspace}")
    run = client.post(
        "/api/cli/benchmark-runs",
        json={
            "experiment_config": {"benchmark": detail["key"]},
            "agents": [agent("oracle")],
            "execution_config": {"attempts_per_task": 3, "max_concurrent_attempts": 2},
        },
    ).json()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        current = attempts(client, run["name"])
        finished = [a for a in current if a["task_name"] == "quick" and a["status"] == "finished"]
        running = [a for a in current if a["task_name"] == "forever" and a["status"] == "running"]
        if finished and running:
            break
        time.sleep(0.2)
    else:
        raise AssertionError("never had a finished and a running attempt at once")
    kept = {a["id"]: a for a in finished}

    started = time.monotonic()
    stopped = client.post(f"/api/cli/benchmark-runs/{run['id']}/stop", json={})
    assert stopped.json()["status"] == "stopped"
    while time.monotonic() - started < 10:
        current = attempts(client, run["name"])
        if all(a["status"] == "finished" for a in current):
            break
        time.sleep(0.2)
    elapsed = time.monotonic() - started
    assert elapsed < 10, f"running attempts still running {elapsed:.1f}s after stop"
    final = {a["id"]: a for a in attempts(client, run["name"])}
    for attempt_id, attempt in kept.items():  # finished results are kept as they were
        assert final[attempt_id]["outcome"] == attempt["outcome"] == "passed"
    cancelled = [a for a in final.values() if a["outcome"] == "cancelled"]
    assert cancelled and all(a["failure_cause"] == "cancelled" for a in cancelled)
    detail = client.get(f"/api/cli/benchmark-runs/{run['name']}").json()
    assert detail["benchmark_run"]["status"] == "stopped"
    totals = detail["totals"]
    assert totals["passed"] + totals["failed"] + totals["errored"] + totals["cancelled"] == 6
    time.sleep(0.5)
    assert sandbox_processes(str(live_platform.home / "sandboxes")) == []
    assert not any("sleep 600" in p for p in sandbox_processes("sleep 600"))


def _start(home: Path, capacity: int = 2) -> tuple[str, int]:
    from osmosis_platform import daemon

    state = daemon.start(
        home, environ=clean_env(OSMOSIS_SCHEDULER="on", OSMOSIS_CAPACITY=str(capacity))
    )
    assert state.url and state.pid
    return state.url, state.pid


def test_kill_9_mid_run_then_restart_continues_without_rerunning_finished(tmp_path) -> None:
    from osmosis_platform import daemon
    from osmosis_platform.services.admin import create_token
    from osmosis_platform.settings import load_settings
    from osmosis_platform.store.db import make_engine, migrate

    home = tmp_path / "home"
    settings = load_settings({}, home=home)
    home.mkdir()
    engine = make_engine(settings.database_url)
    migrate(engine)
    with engine.begin() as conn:
        token = create_token(conn, "crash", "crash-ws")["token"]
    engine.dispose()
    url, pid = _start(home)
    client = httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}, timeout=30)
    try:
        client.post(
            "/api/cli/environment-secrets",
            json={"name": "RUN_KEY", "value": "v", "scope": "user"},
        )
        dataset = tmp_path / "steady"
        for i in range(3):
            write_task(dataset, f"step-{i}", "sleep 1.5; echo ok > /app/out\n")
        detail = add_benchmark(client, dataset, "Steady")
        run = client.post(
            "/api/cli/benchmark-runs",
            json={
                "experiment_config": {"benchmark": detail["key"]},
                "agents": [agent("oracle"), agent("nop")],
                "execution_config": {"attempts_per_task": 2, "max_concurrent_attempts": 2},
            },
        ).json()
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            current = attempts(client, run["name"])
            done = [a for a in current if a["status"] == "finished"]
            busy = [a for a in current if a["status"] == "running"]
            if len(done) >= 2 and busy:
                break
            time.sleep(0.05)
        os.kill(pid, signal.SIGKILL)
        time.sleep(0.5)
        # the crash took the sandboxes with it (parent-death signal)
        assert sandbox_processes(str(home / "sandboxes")) == []
    finally:
        client.close()

    from sqlalchemy import select

    from osmosis_platform.store.models import Attempt

    engine = make_engine(settings.database_url)
    with engine.connect() as conn:
        before = {
            r.id: (r.finished_at, r.outcome, r.tries)
            for r in conn.execute(select(Attempt).where(Attempt.status == "finished"))
        }
        interrupted = {
            r.id for r in conn.execute(select(Attempt).where(Attempt.status == "running"))
        }
    engine.dispose()
    assert len(before) >= 2 and interrupted

    url, pid = _start(home)
    client = httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}, timeout=30)
    try:
        final = wait_for(client, run["name"], ("finished", "failed"), timeout=120)
        assert final["benchmark_run"]["status"] == "finished"
        after = {a["id"]: a for a in attempts(client, run["name"])}
        assert len(after) == 12
        engine = make_engine(settings.database_url)
        with engine.connect() as conn:
            tries = {r.id: r.tries for r in conn.execute(select(Attempt))}
        engine.dispose()
        for attempt_id, (finished_at, outcome, count) in before.items():
            assert after[attempt_id]["finished_at"] == finished_at  # kept, not run again
            assert after[attempt_id]["outcome"] == outcome
            assert tries[attempt_id] == count == 1
        for attempt_id in interrupted:
            assert after[attempt_id]["status"] == "finished"
            assert tries[attempt_id] == 2  # ran again after the restart
        totals = final["totals"]
        assert totals["passed"] == 6 and totals["failed"] == 6
        assert totals["errored"] == totals["cancelled"] == 0
        assert final["progress"] == {"ingested": 12, "expected": 12}
        logs = client.get(f"/api/cli/benchmark-runs/{run['name']}/logs?limit=200").json()
        assert any("re-queued" in e["message"] for e in logs["logs"])
    finally:
        client.close()
        daemon.stop(home)


@pytest.mark.timeout(900)
def test_demo_script_runs_oracle_against_nop(tmp_path) -> None:
    home, config = tmp_path / "home", tmp_path / "config"
    env = clean_env(OSMOSIS_HOME=str(home), OSMOSIS_CONFIG_DIR=str(config))
    try:
        proc = subprocess.run(
            [str(ROOT / "scripts" / "demo")],
            capture_output=True,
            text=True,
            env=env,
            cwd=tmp_path,
            timeout=850,
        )
        assert proc.returncode == 0, proc.stdout + proc.stderr
        out = proc.stdout
        assert "Benchmark run finished" in out
        assert "Agent 1 · oracle: pass@1 100%" in out
        assert "Agent 2 · nop: pass@1 0%" in out
        assert "osmosis platform stop" in out
        assert "Started the local Osmosis platform" in proc.stderr
    finally:
        from osmosis_platform import daemon

        daemon.stop(home)
    assert json.loads((config / "credentials.json").read_text())
