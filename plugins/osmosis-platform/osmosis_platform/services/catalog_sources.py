"""Adding benchmarks from sources and syncing their task lists in the background.

A sync reads every task first and writes the task list in one transaction at the end, so a
failed sync never leaves a half-imported benchmark: it ends ``failed`` with a readable
``sync_error`` and the previous task list (if any) untouched.
"""

from __future__ import annotations

import threading
import uuid
from pathlib import Path
from typing import Any

import msgspec
from sqlalchemy import Connection, Engine, select, update

from osmosis_platform import clock, names
from osmosis_platform.catalog.harbor_tasks import (
    BenchmarkSpec,
    TaskError,
    read_benchmark,
    read_task,
)
from osmosis_platform.server.auth import Caller
from osmosis_platform.server.errors import bad_request, conflict
from osmosis_platform.services.benchmarks import store_spec, tree_digest, visible
from osmosis_platform.store.models import Benchmark


class AddBenchmark(msgspec.Struct, forbid_unknown_fields=True):
    source: str
    name: str | None = None
    ref: str | None = None


def _source_dir(source: str) -> Path:
    text = source.removeprefix("file://")
    try:
        path = Path(text).expanduser()
    except RuntimeError:  # "~name/..." for a user without a home directory: stays relative
        path = Path(text)
    if not path.is_absolute():
        raise bad_request(
            "The source must be an absolute path to a Harbor dataset directory on the platform "
            "host (registry and git sources are not supported by this platform version).",
            field="source",
        )
    return path


def add(conn: Connection, caller: Caller, body: AddBenchmark) -> Any:
    if not body.source.strip():
        raise bad_request("source must not be empty.", field="source")
    path = _source_dir(body.source.strip())
    display = (body.name or path.name).strip()
    if not display:
        raise bad_request("name must not be empty.", field="name")
    key = names.slug(display)
    taken = conn.execute(select(Benchmark.id).where(visible(caller), Benchmark.key == key)).first()
    if taken is not None:
        raise conflict("BENCHMARK_EXISTS", f"A benchmark with key {key} already exists.", key=key)
    now = clock.now()
    benchmark_id = str(uuid.uuid4())
    conn.execute(
        Benchmark.__table__.insert().values(
            id=benchmark_id,
            workspace_id=caller.workspace_id,
            key=key,
            name=display,
            description=None,
            source_type="local",
            source=str(path),
            source_ref=key,
            source_url=f"file://{path}",
            local_path=str(path),
            sync_status="pending",
            synced_task_count=0,
            runner_family="harbor",
            supports_harness=True,
            requires_harness=False,
            default_harness=None,
            requires_judge_model=False,
            requires_judge_api_key=False,
            pass_threshold=1.0,
            unavailable_tasks=[],
            creator_id=caller.user_id,
            created_at=now,
            updated_at=now,
        )
    )
    return conn.execute(select(Benchmark).where(Benchmark.id == benchmark_id)).one()


def resync(conn: Connection, caller: Caller, row: Any) -> Any:
    if row.workspace_id is None:
        raise conflict("BENCHMARK_MANAGED", f"Benchmark {row.key} is managed by the platform.")
    if row.sync_status in ("pending", "syncing"):
        raise conflict("BENCHMARK_SYNC_IN_PROGRESS", f"Benchmark {row.key} is already syncing.")
    conn.execute(
        update(Benchmark)
        .where(Benchmark.id == row.id)
        .values(sync_status="pending", sync_error=None, updated_at=clock.now())
    )
    return conn.execute(select(Benchmark).where(Benchmark.id == row.id)).one()


def _read_dataset(root: Path, name: str, progress: Any) -> BenchmarkSpec:
    if not root.is_dir():
        raise ValueError(f"source directory {root} does not exist")
    if (root / "benchmark.toml").is_file():
        return read_benchmark(root)
    tasks, unavailable = [], []
    candidates = sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith("."))
    for directory in candidates:
        try:
            tasks.append(read_task(directory))
        except TaskError as exc:
            unavailable.append({"name": exc.task, "reason": exc.reason})
        progress(len(tasks))
    if not tasks:
        raise ValueError(f"no Harbor tasks (directories with task.toml) found in {root}")
    return BenchmarkSpec(
        key=names.slug(name),
        name=name,
        description="",
        version="",
        source_url=f"file://{root}",
        default_harness=None,
        pass_threshold=1.0,
        requires_judge_model=False,
        requires_judge_api_key=False,
        tasks=tuple(tasks),
        task_sets=(),
        unavailable_tasks=tuple(unavailable),
    )


def sync(engine: Engine, benchmark_id: str) -> None:
    """Run one sync to completion (called on a background thread)."""
    with engine.begin() as conn:
        row = conn.execute(select(Benchmark).where(Benchmark.id == benchmark_id)).one()
        conn.execute(
            update(Benchmark)
            .where(Benchmark.id == benchmark_id)
            .values(sync_status="syncing", synced_task_count=0, updated_at=clock.now())
        )

    def progress(count: int) -> None:
        with engine.begin() as conn:
            conn.execute(
                update(Benchmark)
                .where(Benchmark.id == benchmark_id)
                .values(synced_task_count=count)
            )

    try:
        root = Path(row.local_path)
        spec = _read_dataset(root, row.name, progress)
        digest = tree_digest(root)
    except (OSError, ValueError, KeyError) as exc:
        with engine.begin() as conn:
            conn.execute(
                update(Benchmark)
                .where(Benchmark.id == benchmark_id)
                .values(sync_status="failed", sync_error=str(exc), updated_at=clock.now())
            )
        return
    with engine.begin() as conn:
        store_spec(conn, benchmark_id, spec)
        conn.execute(
            update(Benchmark)
            .where(Benchmark.id == benchmark_id)
            .values(
                sync_status="ready",
                sync_error=None,
                synced_task_count=len(spec.tasks),
                resolved_digest=digest,
                resolved_version=spec.version or None,
                description=spec.description or row.description,
                default_harness=spec.default_harness,
                pass_threshold=spec.pass_threshold,
                unavailable_tasks=list(spec.unavailable_tasks),
                updated_at=clock.now(),
            )
        )


def start_sync(engine: Engine, benchmark_id: str) -> threading.Thread:
    thread = threading.Thread(
        target=sync, args=(engine, benchmark_id), name=f"sync-{benchmark_id[:8]}", daemon=True
    )
    thread.start()
    return thread


def resume_pending(engine: Engine) -> None:
    """At start-up, restart syncs a previous process left pending or half-done."""
    with engine.connect() as conn:
        ids = (
            conn.execute(
                select(Benchmark.id).where(
                    Benchmark.sync_status.in_(("pending", "syncing")),
                    Benchmark.deleted_at.is_(None),
                )
            )
            .scalars()
            .all()
        )
    for benchmark_id in ids:
        start_sync(engine, benchmark_id)
