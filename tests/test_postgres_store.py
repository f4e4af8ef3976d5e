"""The platform on PostgreSQL: migrations, tokens, secrets and runs through the real server.

A throwaway PostgreSQL cluster is created with the machine's ``initdb`` in a temp dir, run as
the ``postgres`` user on a free loopback port, and removed afterwards.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

import httpx
import pytest

from conftest import clean_env, osmosis_exe

PG_BIN = Path("/usr/lib/postgresql/15/bin")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _as_postgres(*args: str) -> list[str]:
    return ["runuser", "-u", "postgres", "--", *args] if os.geteuid() == 0 else list(args)


@pytest.fixture(scope="module")
def postgres_url():
    initdb = shutil.which("initdb") or str(PG_BIN / "initdb")
    postgres = shutil.which("postgres") or str(PG_BIN / "postgres")
    assert Path(initdb).exists(), "PostgreSQL server binaries (initdb) are required"
    # pytest's temp dirs are private to root; the cluster belongs to the postgres user
    parent = Path(tempfile.mkdtemp(prefix="osmosis-pg-"))
    data = parent / "data"
    if os.geteuid() == 0:
        shutil.chown(parent, "postgres")
    subprocess.run(
        _as_postgres(initdb, "-D", str(data), "-A", "trust", "-U", "postgres", "--no-sync"),
        check=True,
        capture_output=True,
    )
    port = _free_port()
    server = subprocess.Popen(
        _as_postgres(
            postgres, "-D", str(data), "-p", str(port), "-k", str(data), "-h", "127.0.0.1"
        ),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            break
        except OSError:
            time.sleep(0.1)
    try:
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/postgres"
    finally:
        server.terminate()
        server.wait(timeout=30)
        shutil.rmtree(parent, ignore_errors=True)


def test_platform_runs_on_postgres(postgres_url: str, tmp_path: Path) -> None:
    from osmosis_platform import daemon

    home = tmp_path / "home"
    env = clean_env(OSMOSIS_HOME=str(home), OSMOSIS_DATABASE_URL=postgres_url)
    made = subprocess.run(
        [osmosis_exe(), "platform", "token", "create", "--user", "pg", "--workspace", "pgws"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert made.returncode == 0, made.stderr
    token = made.stdout.strip()
    state = daemon.start(home, environ=env)
    try:
        client = httpx.Client(
            base_url=state.url, headers={"Authorization": f"Bearer {token}"}, timeout=30
        )
        listing = client.get("/api/cli/benchmarks").json()
        assert [b["key"] for b in listing["benchmarks"]] == ["osmosis-bench"]
        secret = client.post(
            "/api/cli/environment-secrets",
            json={"name": "PG_KEY", "value": "pg-secret-value", "scope": "workspace"},
        )
        assert secret.status_code == 201, secret.text
        run = client.post(
            "/api/cli/benchmark-runs",
            json={
                "experiment_config": {"benchmark": "osmosis-bench"},
                "agents": [
                    {
                        "harness": "nop",
                        "model": {"type": "provider", "model": "m", "api_key_secret": "PG_KEY"},
                    }
                ],
                "tasks_config": {"task_names": ["csv-column-sum"]},
            },
        )
        assert run.status_code == 201, run.text
        runs = client.get("/api/cli/benchmark-runs").json()
        assert runs["total_count"] == 1 and runs["benchmark_runs"][0]["name"] == run.json()["name"]
        stopped = client.post(f"/api/cli/benchmark-runs/{run.json()['id']}/stop", json={})
        assert stopped.json()["status"] == "stopped"
        # the store holds only ciphertext
        dump = subprocess.run(
            [
                "psql",
                postgres_url.replace("+psycopg", ""),
                "-At",
                "-c",
                "select ciphertext from secrets",
            ],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        assert dump.strip() and "pg-secret-value" not in dump
    finally:
        daemon.stop(home)
