"""The platform's tables. Timestamps are ISO-8601 UTC strings (``...Z``): they sort as text,
read the same on SQLite and PostgreSQL, and go to the wire unchanged."""

from __future__ import annotations

from typing import Any, ClassVar

from sqlalchemy import (
    JSON,
    Boolean,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

Json = dict[str, Any]


class Base(DeclarativeBase):
    type_annotation_map: ClassVar[dict[Any, Any]] = {Json: JSON, list[Any]: JSON}


ID = String(36)
TS = String(32)


class User(Base):
    __tablename__ = "users"
    id: Mapped[str] = mapped_column(ID, primary_key=True)
    handle: Mapped[str] = mapped_column(String(255), unique=True)
    email: Mapped[str | None] = mapped_column(String(320))
    display_name: Mapped[str | None] = mapped_column(String(255))
    created_at: Mapped[str] = mapped_column(TS)


class Workspace(Base):
    """A workspace. ``run_count`` is its number of runs, kept up to date by ``create_run`` in
    the run's own transaction (runs are never deleted), so the unfiltered run list answers its
    ``total_count`` with one row read instead of counting every run on every page."""

    __tablename__ = "workspaces"
    id: Mapped[str] = mapped_column(ID, primary_key=True)
    name: Mapped[str] = mapped_column(String(255), unique=True)
    git_repo: Mapped[str | None] = mapped_column(String(255), unique=True)
    benchmarks_enabled: Mapped[bool] = mapped_column(Boolean, default=True)
    created_at: Mapped[str] = mapped_column(TS)
    run_count: Mapped[int] = mapped_column(Integer, server_default="0")


class Membership(Base):
    __tablename__ = "memberships"
    user_id: Mapped[str] = mapped_column(ForeignKey("users.id"), primary_key=True)
    workspace_id: Mapped[str] = mapped_column(ForeignKey("workspaces.id"), primary_key=True)
    role: Mapped[str] = mapped_column(String(32), default="member")
    created_at: Mapped[str] = mapped_column(TS)


class Token(Base):
    """A bearer token; only its SHA-256 is stored, so a database leak leaks no token."""

    __tablename__ = "tokens"
    id: Mapped[str] = mapped_column(ID, primary_key=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    user_id: Mapped[str] = mapped_column(ForeignKey("users.id"))
    workspace_id: Mapped[str] = mapped_column(ForeignKey("workspaces.id"))
    token_type: Mapped[str] = mapped_column(String(32), default="personal_access_token")
    label: Mapped[str | None] = mapped_column(String(255))
    created_at: Mapped[str] = mapped_column(TS)
    expires_at: Mapped[str | None] = mapped_column(TS)
    revoked_at: Mapped[str | None] = mapped_column(TS)


class Secret(Base):
    """A secret record; ``ciphertext`` is Fernet-encrypted with the key file beside the DB.

    ``owner_key`` is the owning user's id for ``user`` scope and ``""`` for ``workspace`` scope,
    so one unique constraint covers both (NULLs are never equal in a unique index).
    """

    __tablename__ = "secrets"
    __table_args__ = (UniqueConstraint("workspace_id", "scope", "owner_key", "name"),)
    id: Mapped[str] = mapped_column(ID, primary_key=True)
    workspace_id: Mapped[str] = mapped_column(ForeignKey("workspaces.id"))
    scope: Mapped[str] = mapped_column(String(16))
    owner_key: Mapped[str] = mapped_column(String(36), default="")
    name: Mapped[str] = mapped_column(String(255))
    ciphertext: Mapped[str] = mapped_column(Text)
    created_at: Mapped[str] = mapped_column(TS)
    updated_at: Mapped[str] = mapped_column(TS)
    creator_id: Mapped[str | None] = mapped_column(ForeignKey("users.id"))
    updater_id: Mapped[str | None] = mapped_column(ForeignKey("users.id"))


class Benchmark(Base):
    """A benchmark; ``workspace_id`` is NULL for managed benchmarks, which every workspace sees."""

    __tablename__ = "benchmarks"
    __table_args__ = (UniqueConstraint("workspace_id", "key"),)
    id: Mapped[str] = mapped_column(ID, primary_key=True)
    workspace_id: Mapped[str | None] = mapped_column(ForeignKey("workspaces.id"))
    key: Mapped[str] = mapped_column(String(255))
    name: Mapped[str] = mapped_column(String(255))
    description: Mapped[str | None] = mapped_column(Text)
    source_type: Mapped[str] = mapped_column(String(32))
    source: Mapped[str | None] = mapped_column(Text)
    source_ref: Mapped[str | None] = mapped_column(String(255))
    source_url: Mapped[str | None] = mapped_column(Text)
    # the git ref or registry ``name@version`` the user asked for (None: the source's default)
    source_version: Mapped[str | None] = mapped_column(String(255))
    # managed: the bundled package dir; user-added: ``<home>/benchmarks/<id>`` holding one
    # ``<digest>/`` copy per synced content (tasks' paths point into the current one)
    local_path: Mapped[str | None] = mapped_column(Text)
    resolved_version: Mapped[str | None] = mapped_column(String(255))
    resolved_digest: Mapped[str | None] = mapped_column(String(128))
    sync_status: Mapped[str] = mapped_column(String(16), default="pending")
    synced_task_count: Mapped[int | None] = mapped_column(Integer)
    sync_total_count: Mapped[int | None] = mapped_column(Integer)  # while syncing, if known
    sync_error: Mapped[str | None] = mapped_column(Text)
    runner_family: Mapped[str | None] = mapped_column(String(64))
    supports_harness: Mapped[bool] = mapped_column(Boolean, default=True)
    requires_harness: Mapped[bool] = mapped_column(Boolean, default=False)
    default_harness: Mapped[str | None] = mapped_column(String(64))
    requires_judge_model: Mapped[bool] = mapped_column(Boolean, default=False)
    judge_model_default: Mapped[str | None] = mapped_column(String(255))
    requires_judge_api_key: Mapped[bool] = mapped_column(Boolean, default=False)
    pass_threshold: Mapped[float | None] = mapped_column(Float)
    unavailable_tasks: Mapped[list[Any]] = mapped_column(JSON, default=list)
    creator_id: Mapped[str | None] = mapped_column(ForeignKey("users.id"))
    created_at: Mapped[str] = mapped_column(TS)
    updated_at: Mapped[str] = mapped_column(TS)
    deleted_at: Mapped[str | None] = mapped_column(TS)


class Task(Base):
    __tablename__ = "tasks"
    __table_args__ = (UniqueConstraint("benchmark_id", "name"),)
    id: Mapped[str] = mapped_column(ID, primary_key=True)
    benchmark_id: Mapped[str] = mapped_column(ForeignKey("benchmarks.id", ondelete="CASCADE"))
    position: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(255))
    category: Mapped[str | None] = mapped_column(String(255))
    difficulty: Mapped[str | None] = mapped_column(String(16))
    path: Mapped[str | None] = mapped_column(Text)
    meta: Mapped[Json] = mapped_column(JSON, default=dict)


class TaskSet(Base):
    __tablename__ = "task_sets"
    __table_args__ = (UniqueConstraint("benchmark_id", "name"),)
    id: Mapped[str] = mapped_column(ID, primary_key=True)
    benchmark_id: Mapped[str] = mapped_column(ForeignKey("benchmarks.id", ondelete="CASCADE"))
    name: Mapped[str] = mapped_column(String(255))
    description: Mapped[str | None] = mapped_column(Text)
    recommended: Mapped[bool] = mapped_column(Boolean, default=False)
    leaderboard_eligible: Mapped[bool] = mapped_column(Boolean, default=False)
    task_names: Mapped[list[Any]] = mapped_column(JSON, default=list)


class Run(Base):
    """A benchmark run. Counters (``expected_results``, ``ingested_results``, ``agent_count``,
    ``best_pass_at_1``) are kept on the row so listing runs is one indexed query; the index
    ends with ``id``, the list's tie-break, so a page is read in order without a sort."""

    __tablename__ = "runs"
    __table_args__ = (Index("ix_runs_workspace_created", "workspace_id", "created_at", "id"),)
    id: Mapped[str] = mapped_column(ID, primary_key=True)
    workspace_id: Mapped[str] = mapped_column(ForeignKey("workspaces.id"))
    benchmark_id: Mapped[str] = mapped_column(ForeignKey("benchmarks.id"))
    name: Mapped[str] = mapped_column(String(255), unique=True)
    status: Mapped[str] = mapped_column(String(16))
    created_at: Mapped[str] = mapped_column(TS)
    started_at: Mapped[str | None] = mapped_column(TS)
    completed_at: Mapped[str | None] = mapped_column(TS)
    creator_id: Mapped[str | None] = mapped_column(ForeignKey("users.id"))
    task_set: Mapped[str | None] = mapped_column(String(255))
    task_names: Mapped[list[Any]] = mapped_column(JSON, default=list)
    task_count: Mapped[int] = mapped_column(Integer, default=0)
    attempts_per_task: Mapped[int] = mapped_column(Integer, default=1)
    max_concurrent_attempts: Mapped[int] = mapped_column(Integer, default=4)
    timeout_multiplier: Mapped[float] = mapped_column(Float, default=1.0)
    max_retries: Mapped[int] = mapped_column(Integer, default=0)
    pass_threshold: Mapped[float | None] = mapped_column(Float)
    agent_count: Mapped[int] = mapped_column(Integer, default=0)
    expected_results: Mapped[int] = mapped_column(Integer, default=0)
    ingested_results: Mapped[int] = mapped_column(Integer, default=0)
    best_pass_at_1: Mapped[float | None] = mapped_column(Float)
    config: Mapped[Json] = mapped_column(JSON, default=dict)
    tasks_config: Mapped[Json | None] = mapped_column(JSON)
    resolved_secret_scopes: Mapped[Json] = mapped_column(JSON, default=dict)
    resolved_version: Mapped[str | None] = mapped_column(String(255))
    resolved_digest: Mapped[str | None] = mapped_column(String(128))
    provided_secrets: Mapped[str | None] = mapped_column(Text)
    workflow_id: Mapped[str | None] = mapped_column(String(64))


class RunAgent(Base):
    __tablename__ = "run_agents"
    __table_args__ = (UniqueConstraint("run_id", "agent_index"),)
    id: Mapped[str] = mapped_column(ID, primary_key=True)
    run_id: Mapped[str] = mapped_column(ForeignKey("runs.id", ondelete="CASCADE"))
    agent_index: Mapped[int] = mapped_column(Integer)
    harness: Mapped[str | None] = mapped_column(String(64))
    harness_api_key_secret: Mapped[str | None] = mapped_column(String(255))
    model: Mapped[Json] = mapped_column(JSON)
    model_display_name: Mapped[str | None] = mapped_column(String(255))
    env: Mapped[Json] = mapped_column(JSON, default=dict)
    status: Mapped[str] = mapped_column(String(16))


class Attempt(Base):
    __tablename__ = "attempts"
    __table_args__ = (
        Index("ix_attempts_run_status", "run_id", "status"),
        UniqueConstraint("run_id", "agent_index", "task_name", "attempt_index"),
    )
    id: Mapped[str] = mapped_column(ID, primary_key=True)
    run_id: Mapped[str] = mapped_column(ForeignKey("runs.id", ondelete="CASCADE"))
    run_agent_id: Mapped[str] = mapped_column(ForeignKey("run_agents.id", ondelete="CASCADE"))
    agent_index: Mapped[int] = mapped_column(Integer)
    task_name: Mapped[str] = mapped_column(String(255))
    attempt_index: Mapped[int] = mapped_column(Integer)
    sequence: Mapped[int] = mapped_column(Integer, default=0)
    status: Mapped[str] = mapped_column(String(16), default="queued")
    outcome: Mapped[str | None] = mapped_column(String(16))
    reward: Mapped[float | None] = mapped_column(Float)
    rewards: Mapped[Json] = mapped_column(JSON, default=dict)
    passed: Mapped[bool | None] = mapped_column(Boolean)
    failure_cause: Mapped[str | None] = mapped_column(String(32))
    failure_message: Mapped[str | None] = mapped_column(Text)
    exception_type: Mapped[str | None] = mapped_column(String(255))
    input_tokens: Mapped[int | None] = mapped_column(Integer)
    output_tokens: Mapped[int | None] = mapped_column(Integer)
    cache_tokens: Mapped[int | None] = mapped_column(Integer)
    cost_usd: Mapped[float | None] = mapped_column(Float)
    started_at: Mapped[str | None] = mapped_column(TS)
    finished_at: Mapped[str | None] = mapped_column(TS)
    duration_seconds: Mapped[float | None] = mapped_column(Float)
    phase_timings: Mapped[Json] = mapped_column(JSON, default=dict)
    tries: Mapped[int] = mapped_column(Integer, default=0)
    claimed_by: Mapped[str | None] = mapped_column(String(64))
    model_requests: Mapped[int | None] = mapped_column(Integer)


class LogEntry(Base):
    """A run log line; the integer id is the cursor, so paging is stable under inserts."""

    __tablename__ = "log_entries"
    __table_args__ = (Index("ix_log_entries_run", "run_id", "id"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    run_id: Mapped[str] = mapped_column(ForeignKey("runs.id", ondelete="CASCADE"))
    timestamp: Mapped[str] = mapped_column(TS)
    level: Mapped[str] = mapped_column(String(16))
    step: Mapped[str | None] = mapped_column(String(64))
    message: Mapped[str] = mapped_column(Text)
    details: Mapped[Json | None] = mapped_column(JSON)


class OutputFile(Base):
    __tablename__ = "output_files"
    __table_args__ = (UniqueConstraint("run_id", "path"),)
    id: Mapped[str] = mapped_column(ID, primary_key=True)
    run_id: Mapped[str] = mapped_column(ForeignKey("runs.id", ondelete="CASCADE"))
    path: Mapped[str] = mapped_column(Text)
    type: Mapped[str] = mapped_column(String(16))
    size: Mapped[int] = mapped_column(Integer)
    sha256: Mapped[str | None] = mapped_column(String(64))
    storage_path: Mapped[str] = mapped_column(Text)
    created_at: Mapped[str] = mapped_column(TS)
