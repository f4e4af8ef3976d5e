"""A seeded workspace for the contract tests: real benchmarks, secrets, runs, output files and
tokens on the real platform, so schemathesis' path parameters and bodies can hit resources that
exist (and the 2xx responses get checked, not just the 404s).

Everything is created through the HTTP API with the workspace's own bearer token, except run
output files: no API writes them (the executor does), so they are registered in the store the
way the executor would, and their download tokens then come from the API again.
"""

from __future__ import annotations

import hashlib
import shutil
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from platform_harness import PlatformServer

BUNDLED = (
    Path(__file__).resolve().parents[1]
    / "plugins"
    / "osmosis-platform"
    / "osmosis_platform"
    / "bundled"
    / "osmosis-bench"
)
MANAGED = "osmosis-bench"
TASKS = ("csv-column-sum", "git-fix-commit-author", "sqlite-top-customers")
STORED_SECRETS = {"OPENAI_KEY": "workspace", "ANTHROPIC_KEY": "user", "CURSOR_API_KEY": "user"}
DISPOSABLE_SECRETS = tuple(
    (f"CONTRACT_DISPOSABLE_{i}", s) for i in range(3) for s in ("user", "workspace")
)
OUTPUTS = {
    "summary.csv": ("summary", b"agent,pass_at_1\n0,0.0\n"),
    "results.csv": ("results", b"task,agent,attempt,outcome\ncsv-column-sum,0,0,cancelled\n"),
    "logs.txt": ("logs", b"".join(b"line %d\n" % i for i in range(200))),
    "artifacts/attempt-0/agent/trajectory.json": ("artifacts", b'{"steps": []}\n'),
    "artifacts/attempt-0/empty.txt": ("artifacts", b""),
}


def provider_agent(secret: str = "OPENAI_KEY", harness: str | None = "oracle") -> dict[str, Any]:
    agent: dict[str, Any] = {
        "model": {"type": "provider", "model": "openai/gpt-5", "api_key_secret": secret},
        "env": {},
    }
    if harness is not None:
        agent["harness"] = harness
    return agent


def valid_run_bodies(benchmarks: tuple[str, ...]) -> list[dict[str, Any]]:
    """Submissions the platform accepts (201), covering each part of the request schema."""
    bodies: list[dict[str, Any]] = []
    for benchmark in benchmarks:
        bodies.append({"experiment_config": {"benchmark": benchmark}, "agents": [provider_agent()]})
    managed = {"experiment_config": {"benchmark": MANAGED}}
    bodies += [
        {
            **managed,
            "agents": [
                provider_agent("ANTHROPIC_KEY", "terminus-2"),
                {
                    "harness": "terminus-2",
                    "model": {
                        "type": "endpoint",
                        "base_url": "http://127.0.0.1:9/v1",
                        "model": "local/model",
                        "api_key_secret": "OPENAI_KEY",
                        "extra_headers": {"X-Trace": "contract"},
                    },
                    "env": {"MY_FLAG": "1"},
                },
            ],
            "tasks_config": {"task_names": [TASKS[0], TASKS[2]]},
            "execution_config": {
                "attempts_per_task": 2,
                "max_concurrent_attempts": 2,
                "timeout_multiplier": 1.5,
                "max_retries": 1,
                "pass_threshold": 0.5,
            },
            "env_config": {"SHARED": "yes"},
        },
        {
            **managed,
            "agents": [provider_agent(harness=None)],
            "tasks_config": {"task_set": "smoke"},
        },
        {
            **managed,
            "agents": [
                {
                    "harness": "cursor-cli",
                    "harness_api_key_secret": "CURSOR_API_KEY",
                    "model": {
                        "type": "provider",
                        "model": "anthropic/claude",
                        "api_key_secret": "ANTHROPIC_KEY",
                    },
                    "env": {},
                }
            ],
            "tasks_config": {"categories": ["git", "sqlite"]},
            "secrets": {"required": ["PER_RUN_TOKEN"], "provided": {"PER_RUN_TOKEN": "only-now"}},
        },
    ]
    return bodies


@dataclass
class Run:
    id: str
    name: str


@dataclass
class Seed:
    """What exists on the platform after seeding, by the role each thing plays in the tests."""

    url: str
    workspace: str
    token: str
    token_id: str
    dataset: str  # the Harbor dataset directory the user-added benchmarks come from
    local_benchmark: str  # ready, user-added (runs may use it)
    resync_benchmark: str  # ready, user-added, only ever resynced
    doomed_benchmark: str  # ready, user-added, deleted by the tests
    busy_benchmark: str  # has a queued run, so it cannot be deleted
    broken_benchmark: str  # its source does not exist: sync failed, so it takes no runs
    benchmark_id: str
    queued: list[Run]
    stopped: Run  # stopped, with output files
    retryable: Run  # stopped; its cancelled attempts can be retried
    events_run: Run  # stopped, and never touched again: its event stream ends at once
    finished: Run  # finished (marked as the executor would): stopping it conflicts
    output_paths: list[str]
    download_tokens: list[str]
    etags: list[str]  # of the files behind download_tokens, in the same order
    expired_download_token: str
    forged_download_token: str  # a genuine token with its signature altered
    log_cursor: str
    revocable_token_ids: list[str]
    foreign_token_id: str
    run_bodies: list[dict[str, Any]] = field(default_factory=list)

    @property
    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}

    @property
    def all_runs(self) -> list[Run]:
        return [*self.queued, self.stopped, self.retryable, self.events_run, self.finished]


def _ok(response: httpx.Response, status: int) -> dict[str, Any]:
    assert response.status_code == status, (
        f"seeding {response.request.method} {response.request.url}: "
        f"{response.status_code} {response.text}"
    )
    return response.json()


def make_dataset(root: Path) -> Path:
    """A Harbor dataset directory (one sub-directory per task) with the bundled tasks the
    tests name, copied so that edits to the bundled benchmark cannot break the seed."""
    for task in TASKS:
        shutil.copytree(BUNDLED / "tasks" / task, root / task)
    return root


def _add_ready_benchmark(client: httpx.Client, dataset: Path, name: str) -> dict[str, Any]:
    body = {"source": str(dataset), "name": name}
    added = _ok(client.post("/api/cli/benchmarks", json=body), 202)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        detail = _ok(client.get(f"/api/cli/benchmarks/{added['key']}"), 200)["benchmark"]
        if detail["sync_status"] == "ready":
            return detail
        assert detail["sync_status"] in ("pending", "syncing"), detail
        time.sleep(0.05)
    raise AssertionError(f"benchmark {name} did not sync in time")


def _create_run(client: httpx.Client, body: dict[str, Any]) -> Run:
    created = _ok(client.post("/api/cli/benchmark-runs", json=body), 201)
    return Run(created["id"], created["name"])


def _stop(client: httpx.Client, run: Run) -> None:
    stopped = _ok(client.post(f"/api/cli/benchmark-runs/{run.id}/stop", json={}), 200)
    assert stopped["status"] == "stopped", stopped


def _register_outputs(server: PlatformServer, run: Run) -> None:
    """Write output files for ``run`` as the executor would: on disk plus one row each."""
    from sqlalchemy import insert

    from osmosis_platform import clock
    from osmosis_platform.store.db import make_engine
    from osmosis_platform.store.models import OutputFile

    root = server.home / "runs" / run.id
    rows = []
    for path, (kind, data) in OUTPUTS.items():
        target = root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        rows.append(
            {
                "id": str(uuid.uuid4()),
                "run_id": run.id,
                "path": path,
                "type": kind,
                "size": len(data),
                "sha256": hashlib.sha256(data).hexdigest(),
                "storage_path": str(target),
                "created_at": clock.now(),
            }
        )
    engine = make_engine(f"sqlite:///{server.home / 'osmosis.db'}")
    try:
        with engine.begin() as conn:
            conn.execute(insert(OutputFile), rows)
    finally:
        engine.dispose()


def _finish(server: PlatformServer, run: Run) -> None:
    """Mark ``run`` finished with every attempt passed, as the executor would."""
    from sqlalchemy import update

    from osmosis_platform import clock
    from osmosis_platform.store.db import make_engine
    from osmosis_platform.store.models import Attempt
    from osmosis_platform.store.models import Run as RunRow

    now = clock.now()
    engine = make_engine(f"sqlite:///{server.home / 'osmosis.db'}")
    try:
        with engine.begin() as conn:
            done = conn.execute(
                update(Attempt)
                .where(Attempt.run_id == run.id)
                .values(status="finished", outcome="passed", passed=True, reward=1.0)
            ).rowcount
            conn.execute(
                update(RunRow)
                .where(RunRow.id == run.id)
                .values(status="finished", started_at=now, completed_at=now, ingested_results=done)
            )
    finally:
        engine.dispose()


def _expired_token(server: PlatformServer, file_id: str) -> str:
    from osmosis_platform.services.outputs import Signer

    return Signer((server.home / "secret.key").read_bytes()).sign(file_id, ttl=-60)


def _forged(token: str) -> str:
    body, _, mac = token.partition(".")
    return f"{body}.{'A' if mac[0] != 'A' else 'B'}{mac[1:]}"


def _token_id(server: PlatformServer, token: str) -> str:
    r = httpx.get(
        server.url + "/api/cli/verify", headers={"Authorization": f"Bearer {token}"}, timeout=30
    )
    return _ok(r, 200)["token_id"]


def seed(server: PlatformServer, dataset: Path) -> Seed:
    suffix = uuid.uuid4().hex[:8]
    workspace, user = f"contract-{suffix}", f"contract-user-{suffix}"
    token = server.token(user, workspace)
    client = httpx.Client(
        base_url=server.url, headers={"Authorization": f"Bearer {token}"}, timeout=30
    )
    with client:
        for name, scope in STORED_SECRETS.items():
            body = {"name": name, "value": f"value-of-{name.lower()}", "scope": scope}
            _ok(client.post("/api/cli/environment-secrets", json=body), 201)
        for name, scope in DISPOSABLE_SECRETS:
            body = {"name": name, "value": "disposable", "scope": scope}
            _ok(client.post("/api/cli/environment-secrets", json=body), 201)

        local = _add_ready_benchmark(client, dataset, f"Contract Local {suffix}")
        resync = _add_ready_benchmark(client, dataset, f"Contract Resync {suffix}")
        doomed = _add_ready_benchmark(client, dataset, f"Contract Doomed {suffix}")
        busy = _add_ready_benchmark(client, dataset, f"Contract Busy {suffix}")
        broken = _ok(
            client.post(
                "/api/cli/benchmarks",
                json={"source": str(dataset / "missing"), "name": f"Contract Broken {suffix}"},
            ),
            202,
        )
        bodies = valid_run_bodies((MANAGED, local["key"]))

        queued = [_create_run(client, body) for body in bodies]
        _create_run(
            client, {"experiment_config": {"benchmark": busy["key"]}, "agents": [provider_agent()]}
        )
        stopped, retryable, events_run = (_create_run(client, bodies[1]) for _ in range(3))
        for run in (stopped, retryable, events_run):
            _stop(client, run)
        finished = _create_run(client, bodies[1])
        _finish(server, finished)

        _register_outputs(server, stopped)
        manifest = _ok(
            client.get(
                f"/api/cli/benchmark-runs/{stopped.name}/outputs/manifest", params={"types": "all"}
            ),
            200,
        )
        paths = [f["path"] for f in manifest["files"]]
        assert sorted(paths) == sorted(OUTPUTS), manifest
        urls = _ok(
            client.post(
                f"/api/cli/benchmark-runs/{stopped.id}/outputs/download-urls",
                json={
                    "items": [{"path": f["path"], "token": f["token"]} for f in manifest["files"]]
                },
            ),
            200,
        )
        download_tokens = [item["url"].rsplit("/", 1)[1] for item in urls["items"]]
        by_path = {f["path"]: f["sha256"] for f in manifest["files"]}
        etags = [f'"{by_path[item["path"]]}"' for item in urls["items"]]
        expired = _expired_token(server, manifest["files"][0]["token"])

        logs = _ok(
            client.get(f"/api/cli/benchmark-runs/{stopped.name}/logs", params={"limit": 1}), 200
        )
        assert logs["next_cursor"], logs

    revocable = [_token_id(server, server.token(user, workspace)) for _ in range(2)]
    foreign = _token_id(server, server.token(f"contract-other-{suffix}", workspace))
    return Seed(
        url=server.url,
        workspace=workspace,
        token=token,
        dataset=str(dataset),
        token_id=_token_id(server, token),
        local_benchmark=local["key"],
        resync_benchmark=resync["key"],
        doomed_benchmark=doomed["key"],
        busy_benchmark=busy["key"],
        broken_benchmark=broken["key"],
        benchmark_id=local["id"],
        queued=queued,
        stopped=stopped,
        retryable=retryable,
        finished=finished,
        events_run=events_run,
        output_paths=paths,
        download_tokens=download_tokens,
        etags=etags,
        expired_download_token=expired,
        forged_download_token=_forged(download_tokens[0]),
        log_cursor=logs["next_cursor"],
        revocable_token_ids=revocable,
        foreign_token_id=foreign,
        run_bodies=bodies,
    )
