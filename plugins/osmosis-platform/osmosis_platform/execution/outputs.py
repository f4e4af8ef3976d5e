"""Run outputs on disk and in the manifest: per-attempt artifacts (Harbor's trial directory,
secret values scrubbed), ``summary.csv`` (one row per agent), ``results.csv`` (one row per
attempt) and ``logs.txt``. Every file is registered with its size and sha256."""

from __future__ import annotations

import csv
import hashlib
import io
import uuid
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, delete, insert, select

from osmosis_platform import clock
from osmosis_platform.settings import Settings
from osmosis_platform.store.models import Attempt, LogEntry, OutputFile, Run, RunAgent

# Harbor's own bookkeeping that repeats the whole trial config; everything a user needs is in
# result.json, the agent/ and verifier/ logs and the artifacts.
SKIPPED = {"lock.json"}
SCRUB_LIMIT = 16 << 20


def run_dir(settings: Settings, run_id: str) -> Path:
    return settings.outputs_dir / run_id


def trials_dir(settings: Settings, run_id: str, attempt_id: str) -> Path:
    return run_dir(settings, run_id) / "trials" / attempt_id


def _scrub(path: Path, secrets: dict[str, str]) -> None:
    """Replace any secret value an agent or verifier echoed into a file with [REDACTED]."""
    values = [v.encode() for v in secrets.values() if v]
    if not values or path.stat().st_size > SCRUB_LIMIT:
        return
    data = path.read_bytes()
    cleaned = data
    for value in sorted(values, key=len, reverse=True):
        cleaned = cleaned.replace(value, b"[REDACTED]")
    if cleaned != data:
        path.write_bytes(cleaned)


def _digest(path: Path) -> str:
    sha = hashlib.sha256()
    with path.open("rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            sha.update(chunk)
    return sha.hexdigest()


def collect_artifacts(trial_dir: Path, attempt_id: str, secrets: dict[str, str]) -> list[dict]:
    files = []
    for path in sorted(p for p in trial_dir.rglob("*") if p.is_file() and not p.is_symlink()):
        if path.name in SKIPPED:
            continue
        _scrub(path, secrets)
        relative = path.relative_to(trial_dir).as_posix()
        files.append(
            {
                "path": f"artifacts/{attempt_id}/{relative}",
                "type": "artifacts",
                "size": path.stat().st_size,
                "sha256": _digest(path),
                "storage_path": str(path),
            }
        )
    return files


def register(conn: Connection, run_id: str, files: list[dict[str, Any]]) -> None:
    if not files:
        return
    paths = [f["path"] for f in files]
    conn.execute(delete(OutputFile).where(OutputFile.run_id == run_id, OutputFile.path.in_(paths)))
    now = clock.now()
    conn.execute(
        insert(OutputFile),
        [{"id": str(uuid.uuid4()), "run_id": run_id, "created_at": now, **f} for f in files],
    )


RESULT_COLUMNS = (
    "attempt_id",
    "task_name",
    "agent_index",
    "harness",
    "model",
    "attempt_index",
    "outcome",
    "passed",
    "reward",
    "failure_cause",
    "exception_type",
    "input_tokens",
    "output_tokens",
    "cache_tokens",
    "cost_usd",
    "duration_seconds",
    "started_at",
    "finished_at",
)
SUMMARY_COLUMNS = (
    "agent_index",
    "harness",
    "model",
    "n_tasks",
    "attempts",
    "passed",
    "failed",
    "errored",
    "cancelled",
    "pass_at_1",
    "pass_at_1_scored",
    "coverage",
    "pass_at_k",
    "cost_usd",
    "mean_duration_seconds",
    "tokens_per_task",
)


def _csv(rows: list[dict[str, Any]], columns: tuple[str, ...]) -> bytes:
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=columns, lineterminator="\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({k: "" if row.get(k) is None else row[k] for k in columns})
    return buffer.getvalue().encode()


def outcome_counts(attempts: list[Any]) -> dict[str, int]:
    return {o: sum(1 for a in attempts if a.outcome == o) for o in OUTCOMES}


OUTCOMES = ("passed", "failed", "errored", "cancelled")


def write_summaries(conn: Connection, settings: Settings, run_id: str) -> None:
    from osmosis_platform.services.scores import agent_scores

    run = conn.execute(select(Run).where(Run.id == run_id)).one()
    agents = conn.execute(
        select(RunAgent).where(RunAgent.run_id == run_id).order_by(RunAgent.agent_index)
    ).all()
    attempts = conn.execute(
        select(Attempt)
        .where(Attempt.run_id == run_id)
        .order_by(Attempt.task_name, Attempt.agent_index, Attempt.attempt_index)
    ).all()
    by_agent = {a.id: a for a in agents}
    results = [
        {
            "attempt_id": a.id,
            "task_name": a.task_name,
            "agent_index": a.agent_index,
            "harness": by_agent[a.run_agent_id].harness,
            "model": by_agent[a.run_agent_id].model_display_name,
            "attempt_index": a.attempt_index,
            "outcome": a.outcome,
            "passed": a.passed,
            "reward": a.reward,
            "failure_cause": a.failure_cause,
            "exception_type": a.exception_type,
            "input_tokens": a.input_tokens,
            "output_tokens": a.output_tokens,
            "cache_tokens": a.cache_tokens,
            "cost_usd": a.cost_usd,
            "duration_seconds": a.duration_seconds,
            "started_at": a.started_at,
            "finished_at": a.finished_at,
        }
        for a in attempts
    ]
    scores = agent_scores(agents, attempts, run.attempts_per_task, run.task_count)
    summary = []
    for agent in agents:
        metric, aggregates = scores[agent.id]["metric"], scores[agent.id]["aggregates"]
        mine = [a for a in attempts if a.run_agent_id == agent.id]
        summary.append(
            {
                "agent_index": agent.agent_index,
                "harness": agent.harness,
                "model": agent.model_display_name,
                "n_tasks": metric["n_tasks"],
                "attempts": len(mine),
                **outcome_counts(mine),
                "pass_at_1": metric["pass_at_1"]["value"],
                "pass_at_1_scored": metric["pass_at_1_scored"]["value"],
                "coverage": metric["coverage"],
                "pass_at_k": " ".join(
                    f"{p['k']}:{p['value']:.4f}"
                    for p in metric["pass_at_k"]
                    if p["value"] is not None
                ),
                "cost_usd": aggregates["reported_cost_usd"],
                "mean_duration_seconds": aggregates["mean_duration_seconds"],
                "tokens_per_task": aggregates["tokens_per_task"],
            }
        )
    logs = conn.execute(
        select(LogEntry).where(LogEntry.run_id == run_id).order_by(LogEntry.id)
    ).all()
    log_text = "".join(
        f"{e.timestamp}\t{e.level}\t{e.step or ''}\t{e.message}\n" for e in logs
    ).encode()
    base = run_dir(settings, run_id)
    base.mkdir(parents=True, exist_ok=True)
    files = []
    for name, kind, data in (
        ("summary.csv", "summary", _csv(summary, SUMMARY_COLUMNS)),
        ("results.csv", "results", _csv(results, RESULT_COLUMNS)),
        ("logs.txt", "logs", log_text),
    ):
        target = base / name
        target.write_bytes(data)
        files.append(
            {
                "path": name,
                "type": kind,
                "size": len(data),
                "sha256": hashlib.sha256(data).hexdigest(),
                "storage_path": str(target),
            }
        )
    register(conn, run_id, files)
