"""The scheduler: claims queued attempts in transactions and runs each as a Harbor trial.

It runs on its own thread with its own event loop, so executing trials never slows the API.
Limits: at most ``max_concurrent_attempts`` per run and ``capacity`` overall; runs are served
oldest first, and within a run attempts go in ``sequence`` order, which interleaves agents so a
partial run stays comparable across agents.

Durability: an attempt's result is committed (and counted) in one transaction before the next
claim; at start-up, attempts a dead process left ``running`` go back to the queue, so nothing
finished runs twice and nothing interrupted is lost. A stopped run's in-flight trials are
cancelled, which kills their sandboxes.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import threading
import uuid
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, func, select, update

from osmosis_platform import clock
from osmosis_platform.execution import outputs as run_outputs
from osmosis_platform.execution.harbor_adapter import AttemptRequest, AttemptResult, run_attempt
from osmosis_platform.execution.outputs import outcome_counts
from osmosis_platform.logs import logger
from osmosis_platform.server.state import Platform
from osmosis_platform.services.run_logs import add_log
from osmosis_platform.services.scores import agent_scores
from osmosis_platform.services.secrets import resolve_values
from osmosis_platform.store.models import Attempt, Benchmark, Run, RunAgent, Task

POLL_SECONDS = 0.1
ACTIVE_RUN = ("queued", "running")
MAX_BACKOFF = 30.0


def _pinned_task(benchmark: Any, run: Any, task_name: str) -> Path | None:
    """The task as synced when the run was submitted: a resync after submission writes a new
    content-addressed copy and never changes what a queued run executes."""
    if benchmark.source_type == "managed" or not (benchmark.local_path and run.resolved_digest):
        return None
    candidate = Path(benchmark.local_path) / run.resolved_digest / "tasks" / task_name
    return candidate if candidate.is_dir() else None


class Scheduler:
    """Owns a thread and an event loop; ``start``/``stop`` from any thread."""

    def __init__(self, platform: Platform) -> None:
        self.platform = platform
        self.engine = platform.engine
        self.capacity = platform.settings.capacity
        self.worker = f"{os.getpid()}-{uuid.uuid4().hex[:6]}"
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopping = threading.Event()
        self._tasks: dict[str, asyncio.Task[None]] = {}  # attempt id → task
        self._runs: dict[str, str] = {}  # attempt id → run id
        self.log = logger()

    # ------------------------------------------------------------------ thread

    def start(self) -> None:
        self._thread = threading.Thread(target=self._main, name="osmosis-scheduler", daemon=True)
        self._thread.start()

    def stop(self, timeout: float = 20.0) -> None:
        self._stopping.set()
        if self._thread is not None:
            self._thread.join(timeout)

    def _main(self) -> None:
        self._loop = asyncio.new_event_loop()
        try:
            self._loop.run_until_complete(self._serve())
        finally:
            self._loop.close()

    async def _serve(self) -> None:
        from osmosis_platform.sandbox.local import reap_orphans

        self._wake = asyncio.Event()

        await asyncio.to_thread(reap_orphans)
        await asyncio.to_thread(self._recover)
        while not self._stopping.is_set():
            try:
                await asyncio.to_thread(self._cancel_stopped)
                for claimed in await asyncio.to_thread(self._claim):
                    task = asyncio.create_task(self._execute(claimed))
                    self._tasks[claimed["attempt_id"]] = task
                    self._runs[claimed["attempt_id"]] = claimed["run_id"]
                    task.add_done_callback(lambda _t, a=claimed["attempt_id"]: self._forget(a))
            except Exception as exc:  # keep scheduling; the next poll retries
                self.log.error("scheduler_error", error=str(exc), exc_info=exc)
            # a finished attempt frees a slot: claim again at once instead of at the next poll
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), POLL_SECONDS)
            self._wake.clear()
        await self._shutdown()

    def _forget(self, attempt_id: str) -> None:
        self._tasks.pop(attempt_id, None)
        self._runs.pop(attempt_id, None)
        self._wake.set()

    async def _shutdown(self) -> None:
        """Platform stopping: interrupted attempts go back to the queue for the next start."""
        tasks = list(self._tasks.items())
        for _attempt_id, task in tasks:
            task.cancel()
        if tasks:
            await asyncio.gather(*(t for _a, t in tasks), return_exceptions=True)
        ids = [attempt_id for attempt_id, _task in tasks]
        if ids:
            await asyncio.to_thread(self._requeue, ids)

    # ------------------------------------------------------------------ store

    def _recover(self) -> None:
        with self.engine.begin() as conn:
            rows = conn.execute(
                select(Attempt.id, Attempt.run_id).where(Attempt.status == "running")
            ).all()
            if not rows:
                return
            conn.execute(
                update(Attempt)
                .where(Attempt.status == "running")
                .values(status="queued", claimed_by=None, started_at=None)
            )
            per_run: dict[str, int] = {}
            for _attempt, run_id in rows:
                per_run[run_id] = per_run.get(run_id, 0) + 1
            for run_id, count in per_run.items():
                add_log(
                    conn,
                    run_id,
                    f"Platform restarted: {count} interrupted attempt(s) re-queued; finished "
                    "attempts are kept.",
                    level="warning",
                )

    def _requeue(self, attempt_ids: list[str]) -> None:
        with self.engine.begin() as conn:
            conn.execute(
                update(Attempt)
                .where(Attempt.id.in_(attempt_ids), Attempt.status == "running")
                .values(status="queued", claimed_by=None, started_at=None)
            )

    def _claim(self) -> list[dict[str, Any]]:
        free = self.capacity - len(self._tasks)
        if free <= 0:
            return []
        claimed: list[dict[str, Any]] = []
        with self.engine.begin() as conn:
            runs = conn.execute(
                select(Run.id, Run.status, Run.max_concurrent_attempts, Run.expected_results)
                .where(Run.status.in_(ACTIVE_RUN))
                .order_by(Run.created_at, Run.id)
            ).all()
            for run_id, status, limit, expected in runs:
                if free <= 0:
                    break
                running = conn.execute(
                    select(func.count())
                    .select_from(Attempt)
                    .where(Attempt.run_id == run_id, Attempt.status == "running")
                ).scalar_one()
                slots = min(free, limit - running)
                if slots <= 0:
                    continue
                ids = (
                    conn.execute(
                        select(Attempt.id)
                        .where(Attempt.run_id == run_id, Attempt.status == "queued")
                        .order_by(Attempt.sequence)
                        .limit(slots)
                    )
                    .scalars()
                    .all()
                )
                if not ids and not running:
                    finished = conn.execute(
                        select(func.count())
                        .select_from(Attempt)
                        .where(Attempt.run_id == run_id, Attempt.status == "finished")
                    ).scalar_one()
                    if finished >= expected:  # never end a run before all its attempts are done
                        self._finish_run(conn, run_id)
                    continue
                now = clock.now()
                for attempt_id in ids:
                    taken = conn.execute(
                        update(Attempt)
                        .where(Attempt.id == attempt_id, Attempt.status == "queued")
                        .values(
                            status="running",
                            claimed_by=self.worker,
                            started_at=now,
                            tries=Attempt.tries + 1,
                        )
                    ).rowcount
                    if taken:
                        claimed.append({"attempt_id": attempt_id, "run_id": run_id})
                        free -= 1
                if ids and status == "queued":
                    conn.execute(
                        update(Run)
                        .where(Run.id == run_id, Run.status == "queued")
                        .values(status="running", started_at=func.coalesce(Run.started_at, now))
                    )
                    conn.execute(
                        update(RunAgent)
                        .where(RunAgent.run_id == run_id, RunAgent.status == "queued")
                        .values(status="running")
                    )
                    add_log(conn, run_id, "Run started.")
        return claimed

    def _cancel_stopped(self) -> None:
        if not self._runs:
            return
        run_ids = set(self._runs.values())
        with self.engine.connect() as conn:
            stopped = set(
                conn.execute(
                    select(Run.id).where(Run.id.in_(run_ids), Run.status == "stopped")
                ).scalars()
            )
        if not stopped or self._loop is None:
            return
        for attempt_id, run_id in list(self._runs.items()):
            task = self._tasks.get(attempt_id)
            if run_id in stopped and task is not None and not task.done():
                self._loop.call_soon_threadsafe(task.cancel)

    # ------------------------------------------------------------------ one attempt

    def _request(self, attempt_id: str) -> tuple[AttemptRequest, dict[str, Any]]:
        box = self.platform.box
        with self.engine.connect() as conn:
            attempt = conn.execute(select(Attempt).where(Attempt.id == attempt_id)).one()
            run = conn.execute(select(Run).where(Run.id == attempt.run_id)).one()
            agent = conn.execute(select(RunAgent).where(RunAgent.id == attempt.run_agent_id)).one()
            benchmark = conn.execute(
                select(Benchmark).where(Benchmark.id == run.benchmark_id)
            ).one()
            task_path = (
                _pinned_task(benchmark, run, attempt.task_name)
                or conn.execute(
                    select(Task.path).where(
                        Task.benchmark_id == run.benchmark_id, Task.name == attempt.task_name
                    )
                ).scalar_one()
            )
            execution = (run.config or {}).get("execution") or {}
            provided = json.loads(box.decrypt(run.provided_secrets)) if run.provided_secrets else {}
            model = dict(agent.model or {})
            agent_names = [
                n for n in (model.get("api_key_secret"), agent.harness_api_key_secret) if n
            ]
            required = list(((run.config or {}).get("secrets") or {}).get("required") or [])
            verifier_names = [
                n
                for n in (
                    execution.get("judge_api_key_secret"),
                    *execution.get("verifier_secrets", []),
                )
                if n
            ]
            stored_names = [
                n for n in {*agent_names, *required, *verifier_names} if n not in provided
            ]
            stored = resolve_values(conn, run.workspace_id, run.creator_id, stored_names, box)
        values = {**stored, **provided}
        request = AttemptRequest(
            attempt_id=attempt.id,
            task_path=Path(task_path),
            trials_dir=run_outputs.trials_dir(self.platform.settings, run.id, attempt.id),
            harness=agent.harness or benchmark.default_harness,
            model=model,
            env=dict(agent.env or {}),
            secrets={n: values[n] for n in (*agent_names, *required) if n in values},
            verifier_secrets={n: values[n] for n in verifier_names if n in values},
            judge_model=execution.get("judge_model") or benchmark.judge_model_default,
            timeout_multiplier=run.timeout_multiplier or 1.0,
            pass_threshold=run.pass_threshold if run.pass_threshold is not None else 1.0,
            environment=self.platform.settings.sandbox,
            environment_target=self.platform.environment_target(),
        )
        meta = {
            "run_id": run.id,
            "max_retries": run.max_retries or 0,
            "label": f"{attempt.task_name} · agent {attempt.agent_index + 1} "
            f"({agent.harness or 'default'}) · attempt {attempt.attempt_index + 1}",
        }
        return request, meta

    async def _execute(self, claimed: dict[str, Any]) -> None:
        attempt_id = claimed["attempt_id"]
        try:
            request, meta = await asyncio.to_thread(self._request, attempt_id)
        except Exception as exc:
            result = AttemptResult(
                outcome="errored",
                failure_cause="environment_error",
                failure_message=f"Could not prepare the attempt: {type(exc).__name__}: {exc}",
                exception_type=type(exc).__name__,
            )
            await asyncio.to_thread(self._record, attempt_id, claimed["run_id"], result, None, {})
            return
        tries = 0
        while True:
            try:
                result = await run_attempt(request)
            except asyncio.CancelledError:
                if self._stopping.is_set():
                    raise  # platform shutdown: the attempt is re-queued, not cancelled
                result = AttemptResult(
                    outcome="cancelled",
                    failure_cause="cancelled",
                    failure_message="The run was stopped.",
                )
                break
            if not result.retryable or tries >= meta["max_retries"]:
                break
            tries += 1
            delay = min(MAX_BACKOFF, 2.0**tries)
            await asyncio.to_thread(
                self._log,
                meta["run_id"],
                f"{meta['label']}: infrastructure failure ({result.failure_cause}: "
                f"{result.exception_type}); retry {tries} of {meta['max_retries']} "
                f"in {delay:.0f}s.",
                "warning",
            )
            await asyncio.sleep(delay)
        secrets = {**request.secrets, **request.verifier_secrets}
        await asyncio.to_thread(self._record, attempt_id, meta["run_id"], result, request, secrets)
        await asyncio.to_thread(self._log_result, meta, result)

    def _log(self, run_id: str, message: str, level: str = "info") -> None:
        with self.engine.begin() as conn:
            add_log(conn, run_id, message, level=level)

    def _log_result(self, meta: dict[str, Any], result: AttemptResult) -> None:
        if result.outcome in ("passed", "failed"):
            text = f"{meta['label']}: {result.outcome} (reward {result.reward:g})"
        else:
            text = f"{meta['label']}: {result.outcome}"
            if result.failure_cause:
                text += f" ({result.failure_cause}"
                text += f": {result.exception_type})" if result.exception_type else ")"
        if result.duration_seconds is not None:
            text += f" in {result.duration_seconds:.1f}s"
        level = "info" if result.outcome in ("passed", "failed") else "warning"
        details = {"failure_message": result.failure_message} if result.failure_message else None
        with self.engine.begin() as conn:
            add_log(conn, meta["run_id"], text, level=level, step="executor", details=details)

    def _record(
        self,
        attempt_id: str,
        run_id: str,
        result: AttemptResult,
        request: AttemptRequest | None,
        secrets: dict[str, str],
    ) -> None:
        files = []
        if result.trial_dir is not None and result.trial_dir.is_dir():
            files = run_outputs.collect_artifacts(result.trial_dir, attempt_id, secrets)
        now = clock.now()
        with self.engine.begin() as conn:
            changed = conn.execute(
                update(Attempt)
                .where(Attempt.id == attempt_id, Attempt.status == "running")
                .values(
                    status="finished",
                    outcome=result.outcome,
                    reward=result.reward,
                    rewards=result.rewards,
                    passed=result.passed,
                    failure_cause=result.failure_cause,
                    failure_message=result.failure_message,
                    exception_type=result.exception_type,
                    input_tokens=result.input_tokens,
                    output_tokens=result.output_tokens,
                    cache_tokens=result.cache_tokens,
                    cost_usd=result.cost_usd,
                    model_requests=result.model_requests,
                    started_at=clock.iso(result.started_at) if result.started_at else None,
                    finished_at=clock.iso(result.finished_at) if result.finished_at else now,
                    duration_seconds=result.duration_seconds,
                    phase_timings=result.phase_timings,
                    claimed_by=None,
                )
            ).rowcount
            if not changed:  # already finished elsewhere (e.g. cancelled by stop): keep that
                return
            run_outputs.register(conn, run_id, files)
            conn.execute(
                update(Run)
                .where(Run.id == run_id)
                .values(ingested_results=Run.ingested_results + 1)
            )
            remaining = conn.execute(
                select(func.count())
                .select_from(Attempt)
                .where(Attempt.run_id == run_id, Attempt.status != "finished")
            ).scalar_one()
            if remaining == 0:
                self._finish_run(conn, run_id)

    def _finish_run(self, conn: Connection, run_id: str) -> None:
        """All attempts are done: final status, per-agent status, best pass@1, summaries."""
        run = conn.execute(select(Run).where(Run.id == run_id)).one()
        if run.status not in ACTIVE_RUN:  # stopped: keep the status, still write summaries
            run_outputs.write_summaries(conn, self.platform.settings, run_id)
            return
        agents = conn.execute(select(RunAgent).where(RunAgent.run_id == run_id)).all()
        attempts = conn.execute(select(Attempt).where(Attempt.run_id == run_id)).all()
        scores = agent_scores(agents, attempts, run.attempts_per_task, run.task_count)
        values = [s["metric"]["pass_at_1"]["value"] for s in scores.values()]
        best = max((v for v in values if v is not None), default=None)
        scored = [a for a in attempts if a.outcome in ("passed", "failed")]
        status = "finished" if scored or not attempts else "failed"
        now = clock.now()
        conn.execute(
            update(Run)
            .where(Run.id == run_id)
            .values(status=status, completed_at=now, best_pass_at_1=best, provided_secrets=None)
        )
        for agent in agents:
            mine = [a for a in attempts if a.run_agent_id == agent.id]
            ok = any(a.outcome in ("passed", "failed") for a in mine) or not mine
            conn.execute(
                update(RunAgent)
                .where(RunAgent.id == agent.id)
                .values(status="finished" if ok else "failed")
            )
        run_outputs.write_summaries(conn, self.platform.settings, run_id)
        counts = outcome_counts(attempts)
        add_log(
            conn,
            run_id,
            f"Run {status}: {counts['passed']} passed, {counts['failed']} failed, "
            f"{counts['errored']} errored, {counts['cancelled']} cancelled.",
            level="info" if status == "finished" else "error",
            details=counts,
        )
