"""The ``POST /api/cli/benchmark-runs`` body built from a validated config (0.3.8 §15.4).

Unset values are dropped rather than sent as null, ``env`` is always present per agent, and
optional blocks appear only when they carry something, so the body matches 0.3.8's exactly.
"""

from __future__ import annotations

from typing import Any

import msgspec

from osmosis_benchmark.config import Agent, BenchmarkConfig
from osmosis_benchmark.rules import per_run_secrets, verifier_secrets

REDACTED = "<redacted>"


def _present(struct: msgspec.Struct | None) -> dict[str, Any]:
    """A Struct's set fields, in declaration order."""
    if struct is None:
        return {}
    return {k: v for k, v in msgspec.structs.asdict(struct).items() if v is not None}


def agent_payload(agent: Agent) -> dict[str, Any]:
    body: dict[str, Any] = {}
    if agent.harness is not None:
        body["harness"] = agent.harness
    if agent.harness_api_key_secret is not None:
        body["harness_api_key_secret"] = agent.harness_api_key_secret
    model = {"type": type(agent.model).__struct_config__.tag, **_present(agent.model)}
    body["model"] = model
    body["env"] = dict(agent.env)
    return body


def tasks_payload(config: BenchmarkConfig) -> dict[str, Any] | None:
    return _present(config.tasks) or None


def execution_payload(config: BenchmarkConfig) -> dict[str, Any] | None:
    execution = _present(config.execution)
    verifier = verifier_secrets(config)
    if verifier:
        execution["verifier_secrets"] = verifier
    return execution or None


def build_payload(config: BenchmarkConfig, provided: dict[str, str]) -> dict[str, Any]:
    """The submit body; ``provided`` holds only values supplied in this invocation."""
    body: dict[str, Any] = {
        "experiment_config": {"benchmark": config.experiment.benchmark},
        "agents": [agent_payload(a) for a in config.agents],
    }
    if (tasks := tasks_payload(config)) is not None:
        body["tasks_config"] = tasks
    if (execution := execution_payload(config)) is not None:
        body["execution_config"] = execution
    if config.env:
        body["env_config"] = dict(config.env)
    required = per_run_secrets(config)
    if required or provided:
        body["secrets"] = {"required": required, "provided": dict(provided)}
    return body


def without_secret_values(body: dict[str, Any]) -> dict[str, Any]:
    """A copy safe to print: per-run values replaced by a marker, names kept."""
    if "secrets" not in body:
        return body
    secrets = body["secrets"]
    masked = {name: REDACTED for name in secrets.get("provided", {})}
    return {**body, "secrets": {**secrets, "provided": masked}}


def config_summary(body: dict[str, Any]) -> dict[str, Any]:
    """``resource.config`` of the submit result: no global env, no secrets (§15.5)."""
    return {
        "experiment": body["experiment_config"],
        "tasks": body.get("tasks_config"),
        "agents": body["agents"],
        "execution": body.get("execution_config"),
    }
