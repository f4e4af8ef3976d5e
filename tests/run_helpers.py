"""Helpers for tests that execute runs: Harbor task directories written by the test, a
benchmark added from them, and polling a run to its end through the API."""

from __future__ import annotations

import textwrap
import time
from pathlib import Path
from typing import Any

import httpx


def write_task(
    root: Path,
    name: str,
    solve: str,
    *,
    test: str = "if [ -s /app/out ]; then echo 1; else echo 0; fi > /logs/verifier/reward.txt\n",
    agent_timeout: float = 120,
    network: str = "no-network",
) -> Path:
    """A Harbor task whose oracle runs ``solve`` and whose verifier runs ``test``."""
    task = root / name
    (task / "tests").mkdir(parents=True)
    (task / "solution").mkdir()
    (task / "environment").mkdir()
    (task / "instruction.md").write_text(f"Task {name}.\n")
    (task / "task.toml").write_text(
        textwrap.dedent(
            f"""\
            schema_version = "1.4"
            [metadata]
            difficulty = "easy"
            category = "testing"
            [agent]
            timeout_sec = {agent_timeout}
            [verifier]
            timeout_sec = 60
            [environment]
            workdir = "/app"
            network_mode = "{network}"
            """
        )
    )
    (task / "solution" / "solve.sh").write_text("#!/bin/bash\n" + solve)
    (task / "tests" / "test.sh").write_text("#!/bin/bash\nmkdir -p /logs/verifier\n" + test)
    for script in (task / "solution" / "solve.sh", task / "tests" / "test.sh"):
        script.chmod(0o755)
    return task


def add_benchmark(client: httpx.Client, dataset: Path, name: str) -> dict[str, Any]:
    created = client.post("/api/cli/benchmarks", json={"source": str(dataset), "name": name})
    assert created.status_code == 202, created.text
    key = created.json()["key"]
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        detail = client.get(f"/api/cli/benchmarks/{key}").json()["benchmark"]
        if detail["sync_status"] in ("ready", "failed"):
            assert detail["sync_status"] == "ready", detail
            return detail
        time.sleep(0.1)
    raise AssertionError(f"benchmark {key} did not sync")


def agent(harness: str, secret: str = "RUN_KEY") -> dict[str, Any]:
    return {
        "harness": harness,
        "model": {"type": "provider", "model": "none", "api_key_secret": secret},
        "env": {},
    }


def wait_for(client: httpx.Client, run: str, statuses: tuple[str, ...], timeout: float = 180):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        detail = client.get(f"/api/cli/benchmark-runs/{run}").json()
        if detail["benchmark_run"]["status"] in statuses:
            return detail
        time.sleep(0.2)
    raise AssertionError(f"run {run} did not reach {statuses}: {detail['benchmark_run']}")


def attempts(client: httpx.Client, run: str) -> list[dict[str, Any]]:
    items, offset = [], 0
    while True:
        page = client.get(
            f"/api/cli/benchmark-runs/{run}/attempts", params={"limit": 200, "offset": offset}
        ).json()
        items += page["attempts"]
        if page["next_offset"] is None:
            return items
        offset = page["next_offset"]


def sandbox_processes(marker: str) -> list[str]:
    """Processes whose command line mentions ``marker`` (a sandbox directory)."""
    found = []
    for proc in Path("/proc").iterdir():
        if proc.name.isdigit():
            try:
                cmdline = (proc / "cmdline").read_bytes().replace(b"\0", b" ").decode()
            except OSError:
                continue
            if marker in cmdline:
                found.append(f"{proc.name}: {cmdline[:120]}")
    return found
