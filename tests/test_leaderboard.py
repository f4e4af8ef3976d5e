"""Leaderboards on a real executing platform: one row per entrant from its latest eligible run,
subset runs never rank, a re-run replaces its entrant's row, ties and warnings are reported,
and ``benchmark info`` renders it."""

from __future__ import annotations

import uuid

import httpx
from run_helpers import add_benchmark, agent, wait_for, write_task


def _run(client: httpx.Client, key: str, agents: list[dict], **extra: object) -> dict:
    body = {"experiment_config": {"benchmark": key}, "agents": agents, **extra}
    created = client.post("/api/cli/benchmark-runs", json=body)
    assert created.status_code == 201, created.text
    return wait_for(client, created.json()["name"], ("finished", "failed"), timeout=120)


def test_leaderboard_eligibility_reruns_and_ties(run_cli, live_platform, tmp_path) -> None:
    workspace = f"lb-{uuid.uuid4().hex[:8]}"
    token = live_platform.token("lb", workspace)
    client = httpx.Client(
        base_url=live_platform.url, headers={"Authorization": f"Bearer {token}"}, timeout=30
    )
    client.post(
        "/api/cli/environment-secrets", json={"name": "RUN_KEY", "value": "v", "scope": "user"}
    )
    dataset = tmp_path / "mini"
    for i in range(4):
        write_task(dataset, f"mini-{i}", "echo ok > /app/out\n")
    key = add_benchmark(client, dataset, f"Mini {workspace}")["key"]

    assert client.get(f"/api/cli/benchmarks/{key}").json()["leaderboard"] == []
    first = _run(client, key, [agent("oracle"), agent("nop")])
    board = client.get(f"/api/cli/benchmarks/{key}").json()
    rows = {row["harness"]: row for row in board["leaderboard"]}
    assert set(rows) == {"oracle", "nop"}
    assert rows["oracle"]["rank"] == 1 and rows["oracle"]["pass_at_1"]["value"] == 1.0
    assert rows["nop"]["pass_at_1"]["value"] == 0.0 and rows["nop"]["rank"] == 2
    assert not rows["nop"]["tied"]
    assert rows["oracle"]["benchmark_run_name"] == first["benchmark_run"]["name"]
    assert rows["oracle"]["pass_at_1"]["n"] == 4 and rows["oracle"]["coverage"] == 1.0

    # a subset run never ranks: the rows still come from the first run
    _run(client, key, [agent("nop")], tasks_config={"task_names": ["mini-0"]})
    again = {
        r["harness"]: r for r in client.get(f"/api/cli/benchmarks/{key}").json()["leaderboard"]
    }
    assert again["nop"]["benchmark_run_name"] == first["benchmark_run"]["name"]

    # re-running an entrant replaces its row (latest eligible run), no new row
    second = _run(client, key, [agent("oracle")], execution_config={"attempts_per_task": 2})
    board = client.get(f"/api/cli/benchmarks/{key}").json()
    rows = {r["harness"]: r for r in board["leaderboard"]}
    assert len(board["leaderboard"]) == 2
    assert rows["oracle"]["benchmark_run_name"] == second["benchmark_run"]["name"]
    assert [p["k"] for p in rows["oracle"]["pass_at_k"]] == [1, 2]
    assert any("attempts per task" in w for w in board["warnings"])

    env = live_platform.env("lb", workspace)
    shown = run_cli("benchmark", "info", key, env=env)
    assert shown.returncode == 0, shown.stderr
    assert "#1" in shown.stdout and "oracle" in shown.stdout
    as_json = run_cli("--json", "benchmark", "info", key, env=env).json()["data"]
    assert [r["harness"] for r in as_json["leaderboard"]] == ["oracle", "nop"]
