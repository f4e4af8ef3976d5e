"""Benchmark runs: create (validated, expanded into attempts), list, detail, stop, retry.

A run is fully expanded at submit time — every (task, agent, attempt) becomes a queued attempt
row in the same transaction — so what the run will do is fixed and durable before it starts.
"""

from __future__ import annotations

import functools
import json
import uuid
from typing import Any

from sqlalchemy import Connection, Select, and_, bindparam, func, insert, or_, select, update
from sqlalchemy.exc import IntegrityError

from osmosis_platform import clock, names
from osmosis_platform.run_states import ACTIVE, TERMINAL
from osmosis_platform.security import SecretBox
from osmosis_platform.server.auth import Caller
from osmosis_platform.server.errors import ApiError, bad_request, conflict, not_found
from osmosis_platform.services import benchmarks as benchmark_service
from osmosis_platform.services import run_validation as checks
from osmosis_platform.services.run_logs import add_log
from osmosis_platform.services.run_requests import CreateRun, EndpointModel, HostedModel
from osmosis_platform.services.scores import agent_scores
from osmosis_platform.services.secrets import stored_scopes
from osmosis_platform.store.models import (
    Attempt,
    Benchmark,
    Run,
    RunAgent,
    Task,
    TaskSet,
    User,
    Workspace,
)


def _model_label(model: Any) -> str:
    if isinstance(model, HostedModel):
        return f"{model.base_model}:{model.lora_model_name}"
    return model.model


def _model_dict(model: Any) -> dict[str, Any]:
    import msgspec

    data = msgspec.to_builtins(model)
    if isinstance(model, EndpointModel) and not model.extra_headers:
        data.pop("extra_headers", None)
    return data


def _unique_name(conn: Connection, key: str) -> str:
    for _ in range(20):
        candidate = names.run_name(key)
        taken = conn.execute(select(Run.id).where(Run.name == candidate)).first()
        if taken is None:
            return candidate
    return f"{names.slug(key)}-{uuid.uuid4().hex[:12]}"


def create_run(conn: Connection, caller: Caller, body: CreateRun, box: SecretBox) -> dict[str, Any]:
    benchmark = benchmark_service.resolve(conn, caller, body.experiment_config.benchmark)
    if benchmark.sync_status != "ready":
        raise conflict(
            "BENCHMARK_NOT_READY",
            f"Benchmark {benchmark.key} is not ready to run (sync status: "
            f"{benchmark.sync_status}). Wait until its task list has synced.",
            sync_status=benchmark.sync_status,
        )
    execution = checks.check_execution(body, benchmark)
    tasks = conn.execute(
        select(Task.name, Task.category)
        .where(Task.benchmark_id == benchmark.id)
        .order_by(Task.position)
    ).all()
    sets = {
        s.name: s for s in conn.execute(select(TaskSet).where(TaskSet.benchmark_id == benchmark.id))
    }
    selection = checks.select_tasks(body, benchmark, tasks, sets)
    if not selection.task_names:
        raise bad_request("The task selection matches no runnable task.", field="tasks_config")
    checks.check_agents(body, benchmark, hosted_endpoint=None)
    plan = checks.secret_plan(body)
    stored = stored_scopes(conn, caller, plan.referenced)
    missing = [n for n in plan.referenced if n not in stored and n not in plan.provided]
    if missing:
        raise checks.missing_secrets(missing)
    resolved_scopes = {}
    for name in plan.referenced:
        if name in plan.provided:
            continue
        scopes = stored[name]
        if "user" in scopes:
            resolved_scopes[name] = "user_override" if "workspace" in scopes else "user"
        else:
            resolved_scopes[name] = "workspace"

    now = clock.now()
    run_id = str(uuid.uuid4())
    attempts_per_task = execution["attempts_per_task"]
    n_tasks, n_agents = len(selection.task_names), len(body.agents)
    expected = n_tasks * n_agents * attempts_per_task
    config = {
        "experiment": {"benchmark": body.experiment_config.benchmark},
        "tasks": _drop_none(body.tasks_config),
        "agents": [_agent_config(a) for a in body.agents],
        "execution": _drop_none(body.execution_config),
    }
    if body.secrets and body.secrets.required:
        config["secrets"] = {"required": list(body.secrets.required)}
    # One transaction for the run, its agents and every attempt: the scheduler must never see
    # a run without its attempts. (No SAVEPOINT: with pysqlite, releasing one commits early.)
    name = _unique_name(conn, benchmark.key)
    try:
        conn.execute(
            insert(Run).values(
                id=run_id,
                workspace_id=caller.workspace_id,
                benchmark_id=benchmark.id,
                name=name,
                status="queued",
                created_at=now,
                creator_id=caller.user_id,
                task_set=selection.task_set,
                task_names=selection.task_names,
                task_count=n_tasks,
                attempts_per_task=attempts_per_task,
                max_concurrent_attempts=execution["max_concurrent_attempts"],
                timeout_multiplier=execution["timeout_multiplier"],
                max_retries=execution["max_retries"],
                pass_threshold=execution["pass_threshold"],
                agent_count=n_agents,
                expected_results=expected,
                ingested_results=0,
                config=config,
                tasks_config=_drop_none(body.tasks_config),
                resolved_secret_scopes=resolved_scopes,
                resolved_version=benchmark.resolved_version,
                resolved_digest=benchmark.resolved_digest,
                provided_secrets=(
                    box.encrypt(json.dumps(plan.provided)) if plan.provided else None
                ),
                workflow_id=None,
            )
        )
    except IntegrityError:  # another submit took the same random name in the same instant
        raise ApiError(
            503, "NAME_COLLISION", "Could not allocate a run name; submit again."
        ) from None
    conn.execute(
        update(Workspace)
        .where(Workspace.id == caller.workspace_id)
        .values(run_count=Workspace.run_count + 1)
    )
    agent_ids = []
    for i, agent in enumerate(body.agents):
        agent_id = str(uuid.uuid4())
        agent_ids.append(agent_id)
        conn.execute(
            insert(RunAgent).values(
                id=agent_id,
                run_id=run_id,
                agent_index=i,
                harness=agent.harness,
                harness_api_key_secret=agent.harness_api_key_secret,
                model=_model_dict(agent.model),
                model_display_name=_model_label(agent.model),
                env={**body.env_config, **agent.env},
                status="queued",
            )
        )
    rows = []
    sequence = 0
    for attempt_index in range(attempts_per_task):
        for task_name in selection.task_names:
            for agent_index, agent_id in enumerate(agent_ids):
                rows.append(
                    {
                        "id": str(uuid.uuid4()),
                        "run_id": run_id,
                        "run_agent_id": agent_id,
                        "agent_index": agent_index,
                        "task_name": task_name,
                        "attempt_index": attempt_index,
                        "sequence": sequence,
                        "status": "queued",
                        "rewards": {},
                        "phase_timings": {},
                    }
                )
                sequence += 1
    conn.execute(insert(Attempt), rows)
    add_log(
        conn,
        run_id,
        f"Run submitted by {caller.display_name}: {n_tasks} task(s) × {n_agents} agent(s) × "
        f"{attempts_per_task} attempt(s) = {expected} attempts.",
        details={"task_count": n_tasks, "agent_count": n_agents, "expected": expected},
    )
    add_log(conn, run_id, f"Queued {expected} attempts.")
    return {
        "id": run_id,
        "name": name,
        "status": "queued",
        "created_at": now,
        "workflow_id": None,
        "task_count": n_tasks,
        "platform_url": None,
    }


def _drop_none(struct: Any) -> dict[str, Any] | None:
    if struct is None:
        return None
    import msgspec

    data = {k: v for k, v in msgspec.to_builtins(struct).items() if v is not None}
    return data or None


def _agent_config(agent: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"model": _model_dict(agent.model), "env": dict(agent.env)}
    if agent.harness is not None:
        data["harness"] = agent.harness
    if agent.harness_api_key_secret is not None:
        data["harness_api_key_secret"] = agent.harness_api_key_secret
    return data


# ---------------------------------------------------------------- reading


@functools.cache
def _run_select() -> Select:
    """The columns of :func:`run_view`, in its order. Built once: statements are immutable,
    and a reused one keeps its SQL cache key instead of recomputing it on every request."""
    creator = User.__table__.alias("creator")
    return (
        select(
            Run.id,
            Run.name,
            Run.status,
            Run.benchmark_id,
            Benchmark.name.label("benchmark_name"),
            Benchmark.key.label("benchmark_key"),
            Run.created_at,
            Run.started_at,
            Run.completed_at,
            func.coalesce(creator.c.display_name, creator.c.handle).label("creator_name"),
            creator.c.email.label("creator_email"),
            Run.agent_count,
            Run.best_pass_at_1,
            Run.ingested_results,
            Run.expected_results,
        )
        .join(Benchmark, Benchmark.id == Run.benchmark_id)
        .outerjoin(creator, creator.c.id == Run.creator_id)
    )


def run_view(row: Any) -> dict[str, Any]:
    """A row of :func:`_run_select` on the wire. Unpacked by position: a page is 50 of these
    per request, and named access on a Row costs several times more."""
    (
        run_id,
        name,
        status,
        benchmark_id,
        benchmark_name,
        benchmark_key,
        created_at,
        started_at,
        completed_at,
        creator_name,
        creator_email,
        agent_count,
        best_pass_at_1,
        ingested,
        expected,
    ) = row
    progress = None
    if expected:
        progress = {
            "completed": max(0, min(ingested, expected)),
            "total": expected,
            "unit": "results",
        }
    return {
        "id": run_id,
        "name": name,
        "benchmark_run_name": name,
        "status": status,
        "benchmark_name": benchmark_name,
        "benchmark": {"id": benchmark_id, "name": benchmark_name},
        "benchmark_id": benchmark_id,
        "benchmark_key": benchmark_key,
        "created_at": created_at,
        "started_at": started_at,
        "completed_at": completed_at,
        "creator_name": creator_name,
        "creator_email": creator_email,
        "platform_url": None,
        "agent_count": agent_count,
        "best_pass_at_1": best_pass_at_1,
        "ingested_results": ingested,
        "expected_results": expected,
        "progress": progress,
    }


@functools.cache
def _list_statements(
    by_benchmark: bool, by_status: bool, by_created: bool
) -> tuple[Select, Select]:
    """The count and page statements of one combination of filters, with every value a bound
    parameter: built once per combination, so a request only binds values."""
    where = [Run.workspace_id == bindparam("workspace_id")]
    if by_benchmark:
        where.append(Run.benchmark_id == bindparam("benchmark_id"))
    if by_status:
        where.append(Run.status.in_(bindparam("statuses", expanding=True)))
    if by_created:
        where.append(Run.created_at > bindparam("created_after"))
    clause = and_(*where)
    count = select(func.count()).select_from(Run).where(clause)
    page = (
        _run_select()
        .where(clause)
        .order_by(Run.created_at.desc(), Run.id.desc())
        .limit(bindparam("limit"))
        .offset(bindparam("offset"))
    )
    return count, page


# The unfiltered total: the workspace's counter, one row by primary key (``count(*)`` steps
# through every run of the workspace: ~0.3 ms per request at 10,000 runs, growing with them).
_RUN_COUNT = select(Workspace.run_count).where(Workspace.id == bindparam("workspace_id"))


def list_runs(
    conn: Connection,
    caller: Caller,
    limit: int,
    offset: int,
    *,
    benchmark: str | None = None,
    statuses: list[str] | None = None,
    created_after: str | None = None,
) -> tuple[list[dict[str, Any]], int]:
    params: dict[str, Any] = {"workspace_id": caller.workspace_id}
    if benchmark is not None:
        params["benchmark_id"] = benchmark_service.resolve(conn, caller, benchmark).id
    if statuses:
        params["statuses"] = list(statuses)
    if created_after is not None:
        params["created_after"] = created_after
    filtered = benchmark is not None or bool(statuses) or created_after is not None
    count, page = _list_statements(benchmark is not None, bool(statuses), created_after is not None)
    total = conn.execute(count if filtered else _RUN_COUNT, params).scalar_one()
    rows = conn.execute(page, {**params, "limit": limit, "offset": offset}).all()
    return [run_view(r) for r in rows], total


def find_run(conn: Connection, caller: Caller, name_or_id: str) -> Any:
    row = conn.execute(
        select(Run).where(
            Run.workspace_id == caller.workspace_id,
            or_(Run.name == name_or_id, Run.id == name_or_id),
        )
    ).first()
    if row is None:
        raise not_found(f'Benchmark run "{name_or_id}" not found.', benchmark_run=name_or_id)
    return row


def run_detail(conn: Connection, caller: Caller, name_or_id: str) -> dict[str, Any]:
    run = find_run(conn, caller, name_or_id)
    row = conn.execute(_run_select().where(Run.id == run.id)).one()
    benchmark = conn.execute(select(Benchmark).where(Benchmark.id == run.benchmark_id)).one()
    agents = conn.execute(
        select(RunAgent).where(RunAgent.run_id == run.id).order_by(RunAgent.agent_index)
    ).all()
    attempts = conn.execute(
        select(
            Attempt.run_agent_id,
            Attempt.task_name,
            Attempt.status,
            Attempt.outcome,
            Attempt.input_tokens,
            Attempt.output_tokens,
            Attempt.cache_tokens,
            Attempt.cost_usd,
            Attempt.duration_seconds,
        ).where(Attempt.run_id == run.id)
    ).all()
    scores = agent_scores(agents, attempts, run.attempts_per_task, run.task_count)
    totals = {"passed": 0, "failed": 0, "errored": 0, "cancelled": 0}
    tokens_in = tokens_out = tokens_cache = 0
    cost = 0.0
    any_tokens = any_cost = False
    for a in attempts:
        if a.outcome in totals:
            totals[a.outcome] += 1
        if a.input_tokens is not None or a.output_tokens is not None:
            any_tokens = True
            tokens_in += a.input_tokens or 0
            tokens_out += a.output_tokens or 0
            tokens_cache += a.cache_tokens or 0
        if a.cost_usd is not None:
            any_cost = True
            cost += a.cost_usd
    totals.update(
        {
            "total_input_tokens": tokens_in if any_tokens else None,
            "total_output_tokens": tokens_out if any_tokens else None,
            "total_cache_tokens": tokens_cache if any_tokens else None,
            "total_cost_usd": round(cost, 6) if any_cost else None,
        }
    )
    warnings = []
    if run.task_set is None and run.tasks_config:
        warnings.append(
            f"This run covers {run.task_count} selected task(s), a subset of the benchmark; "
            "subset runs never rank on the leaderboard."
        )
    return {
        "benchmark_run": run_view(row),
        "configuration": {
            "source_type": benchmark.source_type,
            "source_ref": benchmark.source_ref or benchmark.key,
            "resolved_version": run.resolved_version,
            "resolved_digest": run.resolved_digest,
            "task_filters": run.tasks_config,
            "config": run.config,
            "resolved_secret_scopes": run.resolved_secret_scopes or {},
            "benchmark_name": benchmark.name,
            "benchmark_id": benchmark.id,
            "task_names": run.task_names,
            "task_set": run.task_set,
            "attempts_per_task": run.attempts_per_task,
            "max_concurrent_attempts": run.max_concurrent_attempts,
            "timeout_multiplier": run.timeout_multiplier,
            "max_retries": run.max_retries,
            "pass_threshold": run.pass_threshold,
        },
        "agents": [
            {
                "id": a.id,
                "agent_index": a.agent_index,
                "harness": a.harness,
                "model_display_name": a.model_display_name,
                "model": a.model_display_name,
                "model_ref": a.model.get("type"),
                "status": a.status,
                "environment_variables": a.env or {},
                "aggregates": scores[a.id]["aggregates"],
            }
            for a in agents
        ],
        "progress": {"ingested": run.ingested_results, "expected": run.expected_results},
        "totals": totals,
        "agent_metrics": [scores[a.id]["metric"] for a in agents],
        "is_internal_user": False,
        "warnings": warnings,
    }


# ---------------------------------------------------------------- changing state


def stop_run(conn: Connection, caller: Caller, name_or_id: str) -> dict[str, Any]:
    run = find_run(conn, caller, name_or_id)
    if run.status == "stopped":  # idempotent: a second stop changes nothing
        return {"id": run.id, "name": run.name, "status": "stopped"}
    if run.status in TERMINAL:
        raise conflict(
            "RUN_ALREADY_TERMINAL",
            f'Benchmark run "{run.name}" is already {run.status}; only pending, queued or '
            "running runs can be stopped.",
            status=run.status,
        )
    now = clock.now()
    cancelled = conn.execute(
        update(Attempt)
        .where(Attempt.run_id == run.id, Attempt.status == "queued")
        .values(status="finished", outcome="cancelled", failure_cause="cancelled", finished_at=now)
    ).rowcount
    conn.execute(
        update(Run)
        .where(Run.id == run.id)
        .values(status="stopped", completed_at=now, provided_secrets=None)
    )
    conn.execute(
        update(RunAgent)
        .where(RunAgent.run_id == run.id, RunAgent.status.in_(ACTIVE))
        .values(status="stopped")
    )
    add_log(
        conn,
        run.id,
        f"Stopped by {caller.display_name}; {cancelled} queued attempt(s) cancelled.",
        level="warning",
        details={"cancelled_attempts": cancelled},
    )
    return {"id": run.id, "name": run.name, "status": "stopped"}


def retry_run(conn: Connection, caller: Caller, name_or_id: str, scope: str) -> dict[str, Any]:
    if scope not in ("errored", "failed"):
        raise bad_request("scope must be 'errored' or 'failed'.", field="scope")
    run = find_run(conn, caller, name_or_id)
    if run.status not in TERMINAL:
        raise conflict(
            "RUN_NOT_TERMINAL",
            f'Benchmark run "{run.name}" is still {run.status}; retry it once it has ended.',
            status=run.status,
        )
    outcomes = ["errored", "cancelled"] + (["failed"] if scope == "failed" else [])
    selected = and_(Attempt.run_id == run.id, Attempt.outcome.in_(outcomes))
    count = conn.execute(select(func.count()).select_from(Attempt).where(selected)).scalar_one()
    if not count:
        raise conflict(
            "NOTHING_TO_RETRY",
            f'Benchmark run "{run.name}" has no {" or ".join(outcomes)} attempts to retry.',
            scope=scope,
        )
    if count and run.provided_secrets is None and run.config.get("secrets"):
        raise conflict("SECRETS_EXPIRED", "This run used per-run secrets; submit it again.")
    if count:
        conn.execute(
            update(Attempt)
            .where(selected)
            .values(
                status="queued",
                outcome=None,
                reward=None,
                rewards={},
                passed=None,
                failure_cause=None,
                failure_message=None,
                exception_type=None,
                started_at=None,
                finished_at=None,
                duration_seconds=None,
                phase_timings={},
                claimed_by=None,
            )
        )
        done = conn.execute(
            select(func.count())
            .select_from(Attempt)
            .where(Attempt.run_id == run.id, Attempt.status == "finished")
        ).scalar_one()
        conn.execute(
            update(Run)
            .where(Run.id == run.id)
            .values(status="queued", completed_at=None, ingested_results=done)
        )
        conn.execute(update(RunAgent).where(RunAgent.run_id == run.id).values(status="queued"))
        add_log(
            conn, run.id, f"Retry requested by {caller.display_name}: {count} attempt(s) re-queued."
        )
    return {"id": run.id, "name": run.name, "status": "queued", "retried_attempts": count}


def attempt_view(row: Any) -> dict[str, Any]:
    return {
        "id": row.id,
        "task_name": row.task_name,
        "agent_index": row.agent_index,
        "benchmark_run_agent_id": row.run_agent_id,
        "attempt_index": row.attempt_index,
        "status": row.status,
        "outcome": row.outcome,
        "reward": row.reward,
        "rewards": row.rewards or {},
        "passed": row.passed,
        "failure_cause": row.failure_cause,
        "failure_message": row.failure_message,
        "exception_type": row.exception_type,
        "input_tokens": row.input_tokens,
        "output_tokens": row.output_tokens,
        "cache_tokens": row.cache_tokens,
        "cost_usd": row.cost_usd,
        "started_at": row.started_at,
        "finished_at": row.finished_at,
        "duration_seconds": row.duration_seconds,
        "phase_timings": row.phase_timings or {},
        "model_requests": row.model_requests,
    }


def list_attempts(
    conn: Connection,
    caller: Caller,
    name_or_id: str,
    limit: int,
    offset: int,
    filters: dict[str, Any],
) -> tuple[list[dict[str, Any]], int]:
    run = find_run(conn, caller, name_or_id)
    where = [Attempt.run_id == run.id]
    if filters.get("status"):
        where.append(Attempt.status.in_(filters["status"]))
    if filters.get("outcome"):
        where.append(Attempt.outcome.in_(filters["outcome"]))
    if filters.get("task") is not None:
        where.append(Attempt.task_name == filters["task"])
    if filters.get("agent_index") is not None:
        where.append(Attempt.agent_index == filters["agent_index"])
    clause = and_(*where)
    total = conn.execute(select(func.count()).select_from(Attempt).where(clause)).scalar_one()
    rows = conn.execute(
        select(Attempt)
        .where(clause)
        .order_by(Attempt.task_name, Attempt.agent_index, Attempt.attempt_index)
        .limit(limit)
        .offset(offset)
    ).all()
    return [attempt_view(r) for r in rows], total


def event_state(conn: Connection, run_id: str) -> dict[str, Any]:
    row = conn.execute(
        select(Run.name, Run.status, Run.ingested_results, Run.expected_results).where(
            Run.id == run_id
        )
    ).one()
    return {"name": row[0], "status": row[1], "ingested": row[2], "expected": row[3]}
