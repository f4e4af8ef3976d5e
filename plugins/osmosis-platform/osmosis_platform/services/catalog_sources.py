"""Adding benchmarks from sources and syncing their task lists in the background.

The add route checks what is cheap (the source's syntax, the ref, the key) and answers 202 with
a ``pending`` benchmark; a background thread then claims it (``syncing``), fetches the source
(``catalog.sources``), copies every task into ``<home>/benchmarks/<id>/<digest>/tasks/<name>``
(reporting ``synced_task_count`` as it goes) and writes the task list in one transaction at the
end. Runs therefore use synced content and never depend on the source staying put.

A failed sync never leaves a half-imported benchmark: it ends ``failed`` with a one-line
``sync_error``, the previous task list (if any) untouched, and its scratch files removed.
"""

from __future__ import annotations

import os
import re
import shutil
import threading
import time
import uuid
from pathlib import Path
from typing import Any

import msgspec
from sqlalchemy import Connection, Engine, select, update
from sqlalchemy.exc import IntegrityError

from osmosis_platform import clock, names
from osmosis_platform.catalog import sources
from osmosis_platform.catalog.datasets import stage, usable_sets
from osmosis_platform.catalog.errors import SourceError
from osmosis_platform.catalog.harbor_tasks import BenchmarkSpec
from osmosis_platform.server.auth import Caller
from osmosis_platform.server.errors import bad_request, conflict
from osmosis_platform.services.benchmarks import store_spec, tree_digest, visible
from osmosis_platform.store.models import Benchmark

STORAGE = "benchmarks"
SCRATCH = ".sync-"
PROGRESS_EVERY = 0.1  # seconds between synced_task_count writes
MAX_NAME = 255


class AddBenchmark(msgspec.Struct, forbid_unknown_fields=True):
    source: str
    name: str | None = None
    ref: str | None = None


def storage_dir(home: Path, benchmark_id: str) -> Path:
    return home / STORAGE / benchmark_id


def benchmark_key(display: str) -> str:
    """The shell-safe key (``Terminal-Bench 2.1`` → ``terminal-bench-2-1``)."""
    if not re.search(r"[A-Za-z0-9]", display):
        raise bad_request(
            f"The name {display!r} has no letters or digits to make a key from; pass a name.",
            field="name",
        )
    return names.slug(display).rstrip("-")


def add(conn: Connection, caller: Caller, body: AddBenchmark, home: Path) -> Any:
    source = body.source.strip()
    if not source:
        raise bad_request("source must not be empty.", field="source")
    for field_name in ("name", "ref"):
        value = getattr(body, field_name)
        if value is not None and not value.strip():
            raise bad_request(f"{field_name} must not be empty.", field=field_name)
    ref = body.ref.strip() if body.ref is not None else None
    try:
        kind, found = sources.classify(source, ref)
        described = found.describe()
    except SourceError as exc:
        raise bad_request(exc.message, field=exc.field) from None
    display = (body.name.strip() if body.name else described.name.strip())[:MAX_NAME]
    key = benchmark_key(display)
    taken = conn.execute(select(Benchmark.id).where(visible(caller), Benchmark.key == key)).first()
    if taken is not None:
        raise conflict("BENCHMARK_EXISTS", f"A benchmark with key {key} already exists.", key=key)
    now = clock.now()
    benchmark_id = str(uuid.uuid4())
    try:
        conn.execute(
            Benchmark.__table__.insert().values(
                id=benchmark_id,
                workspace_id=caller.workspace_id,
                key=key,
                name=display,
                description=None,
                source_type=kind,
                source=described.source,
                source_ref=key,
                source_url=described.source_url,
                source_version=ref,
                local_path=str(storage_dir(home, benchmark_id)),
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
    except IntegrityError:  # the same key added concurrently
        raise conflict(
            "BENCHMARK_EXISTS", f"A benchmark with key {key} already exists.", key=key
        ) from None
    return conn.execute(select(Benchmark).where(Benchmark.id == benchmark_id)).one()


def resync(conn: Connection, caller: Caller, row: Any) -> Any:
    if row.workspace_id is None:
        raise conflict("BENCHMARK_MANAGED", f"Benchmark {row.key} is managed by the platform.")
    if row.sync_status in ("pending", "syncing"):
        raise conflict("BENCHMARK_SYNC_IN_PROGRESS", f"Benchmark {row.key} is already syncing.")
    conn.execute(
        update(Benchmark)
        .where(Benchmark.id == row.id)
        .values(
            sync_status="pending",
            sync_error=None,
            synced_task_count=0,
            sync_total_count=None,
            updated_at=clock.now(),
        )
    )
    return conn.execute(select(Benchmark).where(Benchmark.id == row.id)).one()


# ------------------------------------------------------------------ the background sync


def _set(engine: Engine, benchmark_id: str, **values: Any) -> None:
    with engine.begin() as conn:
        conn.execute(update(Benchmark).where(Benchmark.id == benchmark_id).values(**values))


def _claim(engine: Engine, benchmark_id: str) -> Any:
    """pending → syncing, once: a second thread or process asking for the same row gets None."""
    with engine.begin() as conn:
        claimed = conn.execute(
            update(Benchmark)
            .where(Benchmark.id == benchmark_id, Benchmark.sync_status == "pending")
            .values(
                sync_status="syncing",
                synced_task_count=0,
                sync_total_count=None,
                sync_error=None,
                updated_at=clock.now(),
            )
        ).rowcount
        if claimed != 1:
            return None
        return conn.execute(select(Benchmark).where(Benchmark.id == benchmark_id)).one()


class _Progress:
    def __init__(self, engine: Engine, benchmark_id: str) -> None:
        self.engine, self.benchmark_id = engine, benchmark_id
        self.last = 0.0

    def total(self, count: int) -> None:
        _set(self.engine, self.benchmark_id, sync_total_count=count, synced_task_count=0)
        self.last = time.monotonic()

    def __call__(self, done: int) -> None:
        now = time.monotonic()
        if now - self.last >= PROGRESS_EVERY:
            _set(self.engine, self.benchmark_id, synced_task_count=done)
            self.last = now


def _build(row: Any, storage: Path, work: Path, progress: _Progress) -> tuple[BenchmarkSpec, str]:
    """Fetch, copy and read everything; returns the spec (paths in the final copy) and digest."""
    source = sources.open_source(row.source_type, row.source, row.source_version)
    dataset = source.fetch(work / "fetch")
    progress.total(len(dataset.tasks))
    staged = work / "stage"
    specs, unavailable = stage(dataset, staged, progress)
    if not specs:
        reasons = "; ".join(f"{u['name']}: {u['reason']}" for u in unavailable[:5])
        raise SourceError(
            f"no usable tasks ({len(unavailable)} unavailable"
            + (f": {reasons}" if reasons else "")
            + ")"
        )
    usable = {s.name for s in specs}
    sets = usable_sets(dataset.task_sets, usable, usable | {u["name"] for u in unavailable})
    digest = tree_digest(staged)
    final = storage / digest
    if final.exists():  # same content as an earlier sync: keep that copy (runs may use it)
        shutil.rmtree(staged)
    else:
        os.replace(staged, final)
    tasks = tuple(msgspec.structs.replace(s, path=str(final / "tasks" / s.name)) for s in specs)
    spec = BenchmarkSpec(
        key=row.key,
        name=row.name,
        description=dataset.description,
        version=dataset.resolved_version or "",
        source_url=dataset.source_url or row.source_url or "",
        default_harness=dataset.default_harness,
        pass_threshold=dataset.pass_threshold,
        requires_judge_model=dataset.requires_judge_model,
        requires_judge_api_key=dataset.requires_judge_api_key,
        tasks=tasks,
        task_sets=tuple(sets),
        unavailable_tasks=tuple(unavailable),
    )
    return spec, digest


def sync(engine: Engine, benchmark_id: str) -> None:
    """Run one sync to completion (called on a background thread)."""
    row = _claim(engine, benchmark_id)
    if row is None:
        return
    storage = Path(row.local_path or "")
    if storage.name != row.id:  # never write beside a user's files
        _set(
            engine,
            benchmark_id,
            sync_status="failed",
            sync_error="This benchmark has no storage directory; remove it and add it again.",
            sync_total_count=None,
            updated_at=clock.now(),
        )
        return
    work = storage / f"{SCRATCH}{uuid.uuid4().hex[:12]}"
    progress = _Progress(engine, benchmark_id)
    try:
        work.mkdir(parents=True)
        spec, digest = _build(row, storage, work, progress)
    except Exception as exc:  # every failure ends the sync as failed, never stuck in syncing
        if isinstance(exc, SourceError):
            message = exc.message
        elif isinstance(exc, OSError):
            message = SourceError(
                f"{exc.strerror or exc}: {exc.filename or ''}".strip(": ")
            ).message
        else:
            from osmosis_platform.logs import logger

            logger().error("benchmark_sync_crashed", benchmark=benchmark_id, exc_info=exc)
            message = f"internal error while syncing ({type(exc).__name__}); see the platform log."
        _set(
            engine,
            benchmark_id,
            sync_status="failed",
            sync_error=message,
            sync_total_count=None,
            updated_at=clock.now(),
        )
        return
    finally:
        shutil.rmtree(work, ignore_errors=True)
    with engine.begin() as conn:
        store_spec(conn, benchmark_id, spec)
        values: dict[str, Any] = {
            "sync_status": "ready",
            "sync_error": None,
            "synced_task_count": len(spec.tasks),
            "sync_total_count": None,
            "resolved_digest": digest,
            "resolved_version": spec.version or None,
            "default_harness": spec.default_harness,
            "pass_threshold": spec.pass_threshold,
            "requires_judge_model": spec.requires_judge_model,
            "requires_judge_api_key": spec.requires_judge_api_key,
            "unavailable_tasks": list(spec.unavailable_tasks),
            "updated_at": clock.now(),
        }
        if spec.description:
            values["description"] = spec.description
        if spec.source_url:
            values["source_url"] = spec.source_url
        conn.execute(update(Benchmark).where(Benchmark.id == benchmark_id).values(**values))


def start_sync(engine: Engine, benchmark_id: str) -> threading.Thread:
    thread = threading.Thread(
        target=sync, args=(engine, benchmark_id), name=f"sync-{benchmark_id[:8]}", daemon=True
    )
    thread.start()
    return thread


def resume_pending(engine: Engine) -> None:
    """At start-up, restart syncs a previous process left pending or half-done (its scratch
    directories are removed first)."""
    with engine.begin() as conn:
        rows = conn.execute(
            select(Benchmark.id, Benchmark.local_path).where(
                Benchmark.sync_status.in_(("pending", "syncing")),
                Benchmark.deleted_at.is_(None),
            )
        ).all()
        conn.execute(
            update(Benchmark)
            .where(Benchmark.sync_status == "syncing", Benchmark.deleted_at.is_(None))
            .values(sync_status="pending")
        )
    for benchmark_id, local_path in rows:
        storage = Path(local_path or "")
        if storage.name == benchmark_id and storage.is_dir():
            for scratch in storage.glob(f"{SCRATCH}*"):
                shutil.rmtree(scratch, ignore_errors=True)
        start_sync(engine, benchmark_id)
