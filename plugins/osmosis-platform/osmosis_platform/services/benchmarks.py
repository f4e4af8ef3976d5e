"""Benchmarks in the store: the managed bundled one, resolution by key/name/id, and the list and
detail shapes of the contract (§11.1, §11.2)."""

from __future__ import annotations

import hashlib
import uuid
from collections import Counter
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, and_, case, delete, func, insert, or_, select, update

from osmosis_platform import clock
from osmosis_platform.catalog.harbor_tasks import BenchmarkSpec, bundled_benchmark, bundled_root
from osmosis_platform.run_states import ACTIVE
from osmosis_platform.server.auth import Caller
from osmosis_platform.server.errors import not_found
from osmosis_platform.store.models import Benchmark, Run, Task, TaskSet, User


def tree_digest(root: Path) -> str:
    """sha256 over every file's relative path and bytes: changes when any task changes."""
    digest = hashlib.sha256()
    for path in sorted(p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0")
        digest.update(path.read_bytes())
    return digest.hexdigest()


def store_spec(conn: Connection, benchmark_id: str, spec: BenchmarkSpec) -> None:
    """Replace the task list and named sets of a benchmark with those of ``spec``."""
    conn.execute(delete(Task).where(Task.benchmark_id == benchmark_id))
    conn.execute(delete(TaskSet).where(TaskSet.benchmark_id == benchmark_id))
    if spec.tasks:
        conn.execute(
            insert(Task),
            [
                {
                    "id": str(uuid.uuid4()),
                    "benchmark_id": benchmark_id,
                    "position": i,
                    "name": t.name,
                    "category": t.category,
                    "difficulty": t.difficulty,
                    "path": t.path,
                    "meta": {
                        "agent_timeout_sec": t.agent_timeout_sec,
                        "verifier_timeout_sec": t.verifier_timeout_sec,
                        "cpus": t.cpus,
                        "memory_mb": t.memory_mb,
                        "storage_mb": t.storage_mb,
                        "network_mode": t.network_mode,
                        "workdir": t.workdir,
                        "tags": list(t.tags),
                    },
                }
                for i, t in enumerate(spec.tasks)
            ],
        )
    for task_set in spec.task_sets:
        conn.execute(
            insert(TaskSet).values(
                id=str(uuid.uuid4()),
                benchmark_id=benchmark_id,
                name=task_set.name,
                description=task_set.description,
                recommended=task_set.recommended,
                leaderboard_eligible=False,
                task_names=list(task_set.tasks),
            )
        )


def install_managed(conn: Connection) -> str:
    """Create or refresh the bundled benchmark (visible in every workspace); returns its id."""
    root = bundled_root()
    digest = tree_digest(root)
    spec = bundled_benchmark()
    found = conn.execute(
        select(Benchmark.id, Benchmark.resolved_digest).where(
            Benchmark.workspace_id.is_(None), Benchmark.key == spec.key
        )
    ).first()
    now = clock.now()
    values = {
        "name": spec.name,
        "description": spec.description,
        "source_type": "managed",
        "source": str(root),
        "source_ref": spec.key,
        "source_url": spec.source_url,
        "local_path": str(root),
        "resolved_version": spec.version,
        "resolved_digest": digest,
        "sync_status": "ready",
        "synced_task_count": len(spec.tasks),
        "sync_error": None,
        "runner_family": "harbor",
        "supports_harness": True,
        "requires_harness": False,
        "default_harness": spec.default_harness,
        "requires_judge_model": spec.requires_judge_model,
        "requires_judge_api_key": spec.requires_judge_api_key,
        "pass_threshold": spec.pass_threshold,
        "unavailable_tasks": list(spec.unavailable_tasks),
        "updated_at": now,
    }
    if found is None:
        benchmark_id = str(uuid.uuid4())
        conn.execute(
            insert(Benchmark).values(
                id=benchmark_id, workspace_id=None, key=spec.key, created_at=now, **values
            )
        )
    else:
        benchmark_id = found[0]
        if found[1] == digest:
            return benchmark_id
        conn.execute(update(Benchmark).where(Benchmark.id == benchmark_id).values(**values))
    store_spec(conn, benchmark_id, spec)
    return benchmark_id


def visible(caller: Caller):
    return and_(
        Benchmark.deleted_at.is_(None),
        or_(Benchmark.workspace_id.is_(None), Benchmark.workspace_id == caller.workspace_id),
    )


def resolve(conn: Connection, caller: Caller, ref: str) -> Any:
    """Key first, then exact display name, then id (the order 0.3.8's docs give)."""
    base = select(Benchmark).where(visible(caller))
    for column in (Benchmark.key, Benchmark.name, Benchmark.id):
        row = conn.execute(base.where(column == ref).order_by(Benchmark.workspace_id)).first()
        if row is not None:
            return row
    raise not_found(f'Benchmark "{ref}" not found.', benchmark=ref)


def _task_stats(conn: Connection, ids: list[str]) -> dict[str, tuple[int, int]]:
    rows = conn.execute(
        select(
            Task.benchmark_id,
            func.count(),
            func.count(func.distinct(Task.category)),
        )
        .where(Task.benchmark_id.in_(ids))
        .group_by(Task.benchmark_id)
    ).all()
    return {r[0]: (r[1], r[2]) for r in rows}


def _task_sets(conn: Connection, ids: list[str]) -> dict[str, list[dict[str, Any]]]:
    rows = conn.execute(
        select(TaskSet).where(TaskSet.benchmark_id.in_(ids)).order_by(TaskSet.name)
    ).all()
    found: dict[str, list[dict[str, Any]]] = {}
    for r in rows:
        found.setdefault(r.benchmark_id, []).append(
            {
                "name": r.name,
                "task_count": len(r.task_names),
                "recommended": r.recommended,
                "description": r.description,
                "leaderboard_eligible": r.leaderboard_eligible,
            }
        )
    return found


def _run_stats(conn: Connection, caller: Caller, ids: list[str]) -> dict[str, dict[str, Any]]:
    in_ws = and_(Run.workspace_id == caller.workspace_id, Run.benchmark_id.in_(ids))
    counts = conn.execute(
        select(
            Run.benchmark_id,
            func.count(),
            func.sum(case((Run.status.in_(ACTIVE), 1), else_=0)),
            func.max(Run.created_at),
        )
        .where(in_ws)
        .group_by(Run.benchmark_id)
    ).all()
    stats: dict[str, dict[str, Any]] = {}
    for benchmark_id, total, active, last_at in counts:
        last = conn.execute(
            select(Run.name, Run.status).where(
                Run.workspace_id == caller.workspace_id,
                Run.benchmark_id == benchmark_id,
                Run.created_at == last_at,
            )
        ).first()
        stats[benchmark_id] = {
            "run_count": total,
            "running_count": int(active or 0),
            "last_run_at": last_at,
            "last_run_status": last[1] if last else None,
            "last_run_name": last[0] if last else None,
        }
    return stats


def _creators(conn: Connection, ids: set[str]) -> dict[str, str]:
    if not ids:
        return {}
    rows = conn.execute(
        select(User.id, func.coalesce(User.display_name, User.handle)).where(User.id.in_(ids))
    ).all()
    return dict(rows)


def list_view(conn: Connection, caller: Caller, rows: list[Any]) -> list[dict[str, Any]]:
    ids = [r.id for r in rows]
    tasks = _task_stats(conn, ids)
    sets = _task_sets(conn, ids)
    runs = _run_stats(conn, caller, ids)
    creators = _creators(conn, {r.creator_id for r in rows if r.creator_id})
    empty_runs = {
        "run_count": 0,
        "running_count": 0,
        "last_run_at": None,
        "last_run_status": None,
        "last_run_name": None,
    }
    views = []
    for r in rows:
        ready = r.sync_status == "ready"
        task_count, category_count = tasks.get(r.id, (0, 0))
        if r.sync_status in ("pending", "syncing"):
            # what the running sync works through (``Syncing · x / y tasks``), once known
            task_count, category_count = r.sync_total_count, None
        elif not (ready or task_count):  # failed before any task list was synced
            task_count = category_count = None
        views.append(
            {
                "id": r.id,
                "name": r.name,
                "key": r.key,
                "description": r.description,
                "source_type": r.source_type,
                "source_ref": r.source_ref or r.key,
                "source_url": r.source_url,
                "task_count": task_count,
                "category_count": category_count,
                "task_sets": sets.get(r.id, []),
                "sync_status": r.sync_status,
                "synced_task_count": r.synced_task_count,
                "sync_error": r.sync_error,
                "platform_url": None,
                **runs.get(r.id, empty_runs),
                "creator_name": creators.get(r.creator_id) if r.creator_id else None,
            }
        )
    return views


def list_benchmarks(
    conn: Connection, caller: Caller, limit: int, offset: int
) -> tuple[list[dict[str, Any]], int]:
    where = visible(caller)
    total = conn.execute(select(func.count()).select_from(Benchmark).where(where)).scalar_one()
    rows = conn.execute(
        select(Benchmark)
        .where(where)
        .order_by(Benchmark.workspace_id.is_not(None), Benchmark.name, Benchmark.id)
        .limit(limit)
        .offset(offset)
    ).all()
    return list_view(conn, caller, rows), total


def detail_view(conn: Connection, caller: Caller, row: Any) -> dict[str, Any]:
    view = list_view(conn, caller, [row])[0]
    tasks = conn.execute(
        select(Task.name, Task.category, Task.difficulty)
        .where(Task.benchmark_id == row.id)
        .order_by(Task.position)
    ).all()
    categories = Counter(t.category for t in tasks if t.category)
    unavailable = list(row.unavailable_tasks or [])
    view.update(
        {
            "runner_family": row.runner_family,
            "supports_harness": row.supports_harness,
            "requires_harness": row.requires_harness,
            "default_harness": row.default_harness,
            "requires_judge_model": row.requires_judge_model,
            "judge_model_default": row.judge_model_default,
            "requires_judge_api_key": row.requires_judge_api_key,
            "required_secret_names": [],
            "pass_threshold": row.pass_threshold,
            "categories": [
                {"name": name, "task_count": count} for name, count in sorted(categories.items())
            ],
            "tasks": [
                {"name": t.name, "category": t.category, "difficulty": t.difficulty} for t in tasks
            ],
            "unavailable_tasks": {
                "tasks": [u["name"] for u in unavailable],
                "reason": "; ".join(f"{u['name']}: {u['reason']}" for u in unavailable) or None,
            },
            "resolved_version": row.resolved_version,
            "resolved_digest": row.resolved_digest,
        }
    )
    return view
