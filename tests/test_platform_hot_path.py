"""The run list's hot path (what ``scripts/bench/api`` loads) stays correct: TCP_NODELAY on
accepted connections, ``total_count`` from ``workspaces.run_count``, the page order that
``ix_runs_workspace_created`` now serves, and migration 0002 on a database made by 0001."""

from __future__ import annotations

import asyncio
import http.client
import socket
import statistics
import time
import uuid
from importlib import resources
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest

RUN_BODY = {
    "experiment_config": {"benchmark": "osmosis-bench"},
    "agents": [
        {
            "harness": "oracle",
            "model": {"type": "provider", "model": "openai/gpt-5", "api_key_secret": "OPENAI_KEY"},
            "env": {},
        }
    ],
    "tasks_config": {"task_names": ["csv-column-sum"]},
}


def test_accepted_sockets_get_tcp_nodelay() -> None:
    """asyncio sets TCP_NODELAY on a transport only when the socket's proto is IPPROTO_TCP;
    accepted sockets copy the listener's, so ``bind`` must create it with that proto."""
    from osmosis_platform.daemon import bind

    listener = bind("127.0.0.1", 0)
    assert listener.proto == socket.IPPROTO_TCP
    seen: list[int] = []

    async def main() -> None:
        def accepted(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            sock = writer.get_extra_info("socket")
            seen.append(sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))
            writer.close()

        server = await asyncio.start_server(accepted, sock=listener)
        port = listener.getsockname()[1]
        _, writer = await asyncio.open_connection("127.0.0.1", port)
        for _ in range(100):
            if seen:
                break
            await asyncio.sleep(0.01)
        writer.close()
        server.close()
        await server.wait_closed()

    asyncio.run(main())
    assert seen and seen[0] != 0


def test_keep_alive_requests_do_not_wait_for_delayed_acks(platform_server) -> None:
    """Headers and body go out in two writes; without TCP_NODELAY the body waited for the
    client's delayed ACK, ~40 ms on every request."""
    parts = urlsplit(platform_server.url)
    conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
    samples = []
    for _ in range(15):
        started = time.perf_counter()
        conn.request("GET", "/healthz")
        response = conn.getresponse()
        assert response.status == 200
        response.read()
        samples.append(time.perf_counter() - started)
    conn.close()
    assert statistics.median(samples[3:]) < 0.025, samples


@pytest.fixture
def client(platform_server):
    def make(workspace: str) -> httpx.Client:
        token = platform_server.token("alice", workspace)
        c = httpx.Client(
            base_url=platform_server.url, headers={"Authorization": f"Bearer {token}"}, timeout=30
        )
        stored = c.post(
            "/api/cli/environment-secrets",
            json={"name": "OPENAI_KEY", "value": "v", "scope": "workspace"},
        )
        assert stored.status_code == 201, stored.text
        return c

    return make


def test_run_list_totals_pages_and_filters(client) -> None:
    a = client(f"hot-{uuid.uuid4().hex[:8]}")
    b = client(f"hot-{uuid.uuid4().hex[:8]}")
    empty = a.get("/api/cli/benchmark-runs").json()
    assert (empty["benchmark_runs"], empty["total_count"], empty["next_offset"]) == ([], 0, None)

    made = []
    for _ in range(5):
        created = a.post("/api/cli/benchmark-runs", json=RUN_BODY)
        assert created.status_code == 201, created.text
        made.append(created.json())
    b.post("/api/cli/benchmark-runs", json=RUN_BODY)
    a.post(f"/api/cli/benchmark-runs/{made[1]['id']}/stop", json={})

    full = a.get("/api/cli/benchmark-runs").json()
    assert full["total_count"] == 5 and full["has_more"] is False
    listed = full["benchmark_runs"]
    assert {r["id"] for r in listed} == {r["id"] for r in made}
    keys = [(r["created_at"], r["id"]) for r in listed]
    assert keys == sorted(keys, reverse=True)  # newest first, ties broken by id
    assert b.get("/api/cli/benchmark-runs").json()["total_count"] == 1

    first = a.get("/api/cli/benchmark-runs?limit=2").json()
    assert (first["total_count"], first["has_more"], first["next_offset"]) == (5, True, 2)
    pages = first["benchmark_runs"]
    offset = first["next_offset"]
    while offset is not None:
        page = a.get(f"/api/cli/benchmark-runs?limit=2&offset={offset}").json()
        assert page["total_count"] == 5
        pages += page["benchmark_runs"]
        offset = page["next_offset"]
    assert [r["id"] for r in pages] == [r["id"] for r in listed]
    past = a.get("/api/cli/benchmark-runs?offset=7").json()
    assert (past["benchmark_runs"], past["total_count"], past["has_more"]) == ([], 5, False)

    # filtered totals are counted with the filter
    def total(query: str) -> int:
        return a.get(f"/api/cli/benchmark-runs?{query}").json()["total_count"]

    assert total("status=stopped") == 1
    assert total("status=queued") == 4
    assert total("status=queued&status=stopped") == 5
    assert total("status=running") == 0
    assert total("benchmark=osmosis-bench") == 5
    assert total("benchmark=osmosis-bench&status=stopped") == 1
    assert total(f"created_after={listed[2]['created_at']}") == 2

    # the run detail shares the list's row shape
    detail = a.get(f"/api/cli/benchmark-runs/{made[1]['name']}").json()["benchmark_run"]
    assert detail == next(r for r in listed if r["id"] == made[1]["id"])
    assert detail["status"] == "stopped" and detail["benchmark"]["name"] == "Osmosis Bench"
    assert detail["progress"] == {"completed": 0, "total": 1, "unit": "results"}


def test_migration_0002_backfills_counts_and_rebuilds_the_index(tmp_path: Path) -> None:
    from alembic import command
    from alembic.config import Config
    from sqlalchemy import inspect, text

    from osmosis_platform.store.db import MIGRATIONS, make_engine, migrate

    engine = make_engine(f"sqlite:///{tmp_path / 'old.db'}")
    cfg = Config()
    cfg.set_main_option("script_location", str(resources.files(MIGRATIONS) / "migrations"))
    with engine.begin() as connection:
        cfg.attributes["connection"] = connection
        command.upgrade(cfg, "0001")
    with engine.begin() as conn:
        for ws in ("w1", "w2", "w3"):
            conn.execute(
                text(
                    "INSERT INTO workspaces (id, name, benchmarks_enabled, created_at) "
                    "VALUES (:id, :id, 1, '2026-01-01T00:00:00.000000Z')"
                ),
                {"id": ws},
            )
        conn.execute(
            text(
                "INSERT INTO benchmarks (id, key, name, source_type, sync_status, "
                "supports_harness, requires_harness, requires_judge_model, "
                "requires_judge_api_key, unavailable_tasks, created_at, updated_at) VALUES "
                "('b', 'k', 'K', 'managed', 'ready', 1, 0, 0, 0, '[]', 'x', 'x')"
            )
        )
        for i, ws in enumerate(["w1", "w1", "w1", "w2"]):
            conn.execute(
                text(
                    "INSERT INTO runs (id, workspace_id, benchmark_id, name, status, created_at, "
                    "task_names, task_count, attempts_per_task, max_concurrent_attempts, "
                    "timeout_multiplier, max_retries, agent_count, expected_results, "
                    "ingested_results, config, resolved_secret_scopes) VALUES (:id, :ws, 'b', "
                    ":id, 'queued', 'x', '[]', 0, 1, 4, 1.0, 0, 1, 0, 0, '{}', '{}')"
                ),
                {"id": f"r{i}", "ws": ws},
            )
    migrate(engine)
    with engine.connect() as conn:
        counts = dict(conn.execute(text("SELECT id, run_count FROM workspaces")).all())
        indexes = {ix["name"]: ix["column_names"] for ix in inspect(conn).get_indexes("runs")}
    assert counts == {"w1": 3, "w2": 1, "w3": 0}
    assert indexes["ix_runs_workspace_created"] == ["workspace_id", "created_at", "id"]

    with engine.begin() as connection:
        cfg.attributes["connection"] = connection
        command.downgrade(cfg, "0001")
    with engine.connect() as conn:
        columns = {c["name"] for c in inspect(conn).get_columns("workspaces")}
        indexes = {ix["name"]: ix["column_names"] for ix in inspect(conn).get_indexes("runs")}
        assert conn.execute(text("SELECT count(*) FROM runs")).scalar_one() == 4
    assert "run_count" not in columns
    assert indexes["ix_runs_workspace_created"] == ["workspace_id", "created_at"]
    engine.dispose()
