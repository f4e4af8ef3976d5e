"""What a submission will do, shown before it costs money (0.3.8 §15.2–§15.3).

The same facts feed two views: preview tables for people and the flat ``summary`` carried by
``INTERACTIVE_REQUIRED`` for programs, so both always agree.
"""

from __future__ import annotations

from osmosis_benchmark.config import Agent, BenchmarkConfig, HostedModel
from osmosis_benchmark.render import DASH
from osmosis_core.platform.scope import Scope
from osmosis_core.results import Column, DetailResult, Section

DEFAULT_ATTEMPTS = 1  # the platform's defaults, shown when the config leaves them unset
DEFAULT_CONCURRENCY = 4
PER_RUN = "Run"


def scope_row(scope: Scope) -> tuple[str, str]:
    if scope.kind == "git":
        return ("Repository", scope.value or DASH)
    if scope.kind == "workspace":
        return ("Workspace", scope.value or DASH)
    return ("Workspace", "(token default)")


def tasks_label(config: BenchmarkConfig) -> str:
    tasks = config.tasks
    if tasks is None:
        return "all tasks"
    if tasks.task_set == "parity":
        return "parity"
    parts = []
    if tasks.task_names:
        parts.append(f"{len(tasks.task_names)} task(s)")
    if tasks.categories:
        parts.append(f"{len(tasks.categories)} category(s)")
    return ", ".join(parts) or "all tasks"


def agent_label(index: int, agent: Agent) -> str:
    return f"{index} · {agent.harness or 'default'}"


def model_label(agent: Agent) -> str:
    if isinstance(agent.model, HostedModel):
        return f"{agent.model.base_model}:{agent.model.lora_model_name}"
    return agent.model.model


def _execution_value(config: BenchmarkConfig, name: str, default: int) -> str:
    value = getattr(config.execution, name, None) if config.execution else None
    return str(default if value is None else value)


def run_rows(config: BenchmarkConfig, scope: Scope) -> list[tuple[str, str]]:
    return [
        scope_row(scope),
        ("Benchmark", config.experiment.benchmark),
        ("Tasks", tasks_label(config)),
        ("Agents", str(len(config.agents))),
        ("Attempts per task", _execution_value(config, "attempts_per_task", DEFAULT_ATTEMPTS)),
        (
            "Max concurrent attempts",
            _execution_value(config, "max_concurrent_attempts", DEFAULT_CONCURRENCY),
        ),
    ]


def env_rows(config: BenchmarkConfig) -> list[tuple[str, str]]:
    """Global vars by name; per-agent ones as ``agent i · NAME``, marked when they shadow."""
    rows = list(config.env.items())
    for index, agent in enumerate(config.agents, 1):
        for name, value in agent.env.items():
            label = f"agent {index} · {name}"
            if name in config.env:
                label += " (overrides global)"
            rows.append((label, value))
    return rows


def summary(config: BenchmarkConfig, scope: Scope, secret_scopes: dict[str, str]) -> dict[str, str]:
    """The flat ``details.summary`` of the confirmation (§15.3)."""
    flat = dict(run_rows(config, scope))
    for index, agent in enumerate(config.agents, 1):
        flat[f"agent.{agent_label(index, agent)}"] = model_label(agent)
    for label, value in env_rows(config):
        flat[f"env.{label}"] = value
    for name, where in secret_scopes.items():
        flat[f"secret.{name}"] = where
    return flat


def preview_result(config: BenchmarkConfig, scope: Scope) -> DetailResult:
    """Tables "Benchmark Run", "Agents (N)" and, when there are any, "Env Vars (N)"."""
    agents = [
        {"agent": agent_label(i, a), "model": model_label(a)}
        for i, a in enumerate(config.agents, 1)
    ]
    sections = [
        Section(
            title=f"Agents ({len(agents)})",
            columns=(Column("agent", "Agent"), Column("model", "Model")),
            items=agents,
        )
    ]
    env = env_rows(config)
    if env:
        sections.append(
            Section(
                title=f"Env Vars ({len(env)})",
                columns=(Column("name", "Name"), Column("value", "Value")),
                items=[{"name": n, "value": v} for n, v in env],
            )
        )
    return DetailResult(
        data={}, rows=run_rows(config, scope), sections=sections, title="Benchmark Run"
    )


def secrets_result(secret_scopes: dict[str, str]) -> DetailResult:
    items = [{"name": n, "scope": s} for n, s in secret_scopes.items()]
    section = Section(
        title=f"Secrets ({len(items)})",
        columns=(Column("name", "Name"), Column("scope", "Scope")),
        items=items,
    )
    return DetailResult(data={}, sections=[section])
