"""Server-side checks of a submitted run: the value semantics the CLI leaves to the platform
(contract §13.1): benchmark readiness, task selection, harnesses, models, execution ranges, the
judge matrix, env names and secret references. Messages follow 0.3.8's where it has them."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any

from osmosis_platform import harnesses
from osmosis_platform.server.errors import ApiError, bad_request
from osmosis_platform.services.run_requests import (
    CreateRun,
    EndpointModel,
    HostedModel,
    ProviderModel,
)

ENV_NAME = re.compile(r"^[A-Z_][A-Z0-9_]*$")
SECRET_NAME = re.compile(r"^[A-Z][A-Z0-9_]*$")
RESERVED_MODEL_SECRETS = ("DAYTONA_API_KEY", "DAYTONA_API_URL")
# harnesses whose model calls the platform makes itself, so it can add literal headers
HEADER_HARNESSES = frozenset({"terminus-2", "terminus", "terminus-1"})
DEFAULT_ATTEMPTS = 1
DEFAULT_CONCURRENCY = 4
LIMITS = {
    "attempts_per_task": (1, 100),
    "max_concurrent_attempts": (1, 64),
    "max_retries": (0, 10),
}


@dataclass
class Selection:
    task_names: list[str]
    task_set: str | None


@dataclass
class SecretPlan:
    """Names the run references: stored ones resolved by scope, per-run ones provided."""

    referenced: list[str] = field(default_factory=list)
    provided: dict[str, str] = field(default_factory=dict)


def _harness_label(agent_no: int, harness: str | None) -> str:
    if harness is None:
        return f"Agent {agent_no}'s official scaffold"
    return f"Agent {agent_no}'s {harness} harness"


def check_execution(body: CreateRun, benchmark: Any) -> dict[str, Any]:
    ex = body.execution_config
    values: dict[str, Any] = {
        "attempts_per_task": DEFAULT_ATTEMPTS,
        "max_concurrent_attempts": DEFAULT_CONCURRENCY,
        "timeout_multiplier": 1.0,
        "max_retries": 0,
        "pass_threshold": benchmark.pass_threshold,
    }
    if ex is None:
        ex_fields: dict[str, Any] = {}
    else:
        ex_fields = {k: getattr(ex, k) for k in ex.__struct_fields__ if getattr(ex, k) is not None}
    for key, (low, high) in LIMITS.items():
        if key in ex_fields:
            value = ex_fields[key]
            if not low <= value <= high:
                raise bad_request(
                    f"{key} must be between {low} and {high}, got {value}.",
                    field=f"execution_config.{key}",
                )
            values[key] = value
    multiplier = ex_fields.get("timeout_multiplier")
    if multiplier is not None:
        if not math.isfinite(multiplier) or not 0 < multiplier <= 100:
            raise bad_request(
                f"timeout_multiplier must be greater than 0 and at most 100, got {multiplier}.",
                field="execution_config.timeout_multiplier",
            )
        values["timeout_multiplier"] = float(multiplier)
    threshold = ex_fields.get("pass_threshold")
    if threshold is not None:
        if not math.isfinite(threshold) or threshold < 0:
            raise bad_request(
                f"pass_threshold must be a finite number of at least 0, got {threshold}.",
                field="execution_config.pass_threshold",
            )
        values["pass_threshold"] = float(threshold)
    _check_judge(ex_fields, benchmark)
    if ex_fields.get("verifier_secrets") and benchmark.source_type == "managed":
        raise bad_request(
            f"Benchmark {benchmark.key} is a managed benchmark; its credentials are modelled in "
            "the catalog, so it does not take [verifier].required. Remove that section.",
            field="execution_config.verifier_secrets",
        )
    return values


def _check_judge(ex: dict[str, Any], benchmark: Any) -> None:
    judge_model = ex.get("judge_model")
    judge_secret = ex.get("judge_api_key_secret")
    if judge_model is not None and not benchmark.requires_judge_model:
        raise bad_request(
            f"Benchmark {benchmark.key} does not use an LLM judge model; remove "
            "[execution].judge_model.",
            field="execution_config.judge_model",
        )
    if benchmark.requires_judge_api_key and not judge_secret:
        raise bad_request(
            f"Benchmark {benchmark.key} requires [execution].judge_api_key_secret: the name of a "
            "Platform secret record holding the judge's API key.",
            field="execution_config.judge_api_key_secret",
        )
    if judge_secret is not None and not benchmark.requires_judge_api_key:
        raise bad_request(
            f"Benchmark {benchmark.key} does not use a judge API key; remove "
            "[execution].judge_api_key_secret.",
            field="execution_config.judge_api_key_secret",
        )


def select_tasks(
    body: CreateRun, benchmark: Any, tasks: list[Any], sets: dict[str, Any]
) -> Selection:
    """``task_set`` wins; otherwise task names and categories are a union; nothing = all."""
    by_name = {t.name: t for t in tasks}
    unavailable = {u["name"] for u in benchmark.unavailable_tasks or []}
    cfg = body.tasks_config
    if cfg is not None and cfg.task_set is not None:
        if cfg.task_set not in sets:
            known = ", ".join(sorted(sets)) or "none"
            raise bad_request(
                f'Benchmark {benchmark.key} has no task set "{cfg.task_set}". '
                f"Named task sets: {known}.",
                field="tasks_config.task_set",
            )
        return Selection(list(sets[cfg.task_set].task_names), cfg.task_set)
    names = list(cfg.task_names or []) if cfg else []
    categories = list(cfg.categories or []) if cfg else []
    if not names and not categories:
        return Selection([t.name for t in tasks], None)
    chosen: set[str] = set()
    for i, name in enumerate(names):
        if name in unavailable:
            raise bad_request(
                f'Task "{name}" of benchmark {benchmark.key} is unavailable on this platform.',
                field=f"tasks_config.task_names.{i}",
            )
        if name not in by_name:
            raise bad_request(
                f'Unknown task "{name}" in benchmark {benchmark.key}. '
                f"Run `osmosis --json benchmark info {benchmark.key}` for the task list.",
                field=f"tasks_config.task_names.{i}",
            )
        chosen.add(name)
    known_categories = {t.category for t in tasks if t.category}
    for i, category in enumerate(categories):
        if category not in known_categories:
            listed = ", ".join(sorted(known_categories)) or "none"
            raise bad_request(
                f'Unknown category "{category}" in benchmark {benchmark.key}. '
                f"Categories: {listed}.",
                field=f"tasks_config.categories.{i}",
            )
        chosen.update(t.name for t in tasks if t.category == category)
    return Selection([t.name for t in tasks if t.name in chosen], None)


def _check_env(env: dict[str, str], label: str, field: str) -> None:
    for name in env:
        if not ENV_NAME.match(name):
            raise bad_request(
                f"Invalid env var name '{name}' in {label}: must match ^[A-Z_][A-Z0-9_]*$",
                field=f"{field}.{name}",
            )
        if name.startswith("_OSMOSIS_"):
            raise bad_request(
                f"'{name}' in {label}: env var names starting with _OSMOSIS_ are reserved by the "
                "platform; choose a different name.",
                field=f"{field}.{name}",
            )


def _check_secret_name(name: str, field: str) -> None:
    if not SECRET_NAME.match(name) or len(name) > 255:
        raise bad_request(
            f"Invalid secret name '{name}': use uppercase letters, digits, and underscores, "
            "starting with a letter (e.g. MY_SECRET). Must match ^[A-Z][A-Z0-9_]*$.",
            field=field,
        )


def check_agents(body: CreateRun, benchmark: Any, hosted_endpoint: str | None) -> None:
    _check_env(body.env_config, "[env]", "env_config")
    ex = body.execution_config
    judge_secret = ex.judge_api_key_secret if ex else None
    verifier = list(ex.verifier_secrets or []) if ex else []
    for i, agent in enumerate(body.agents):
        no, base = i + 1, f"agents.{i}"
        harness = agent.harness
        _check_env(agent.env, f"agent {no}'s [agents.env]", f"{base}.env")
        effective = {**body.env_config, **agent.env}
        if harness is not None:
            if not benchmark.supports_harness:
                raise bad_request(
                    f"Benchmark {benchmark.key} runs only its official scaffold; remove "
                    f"harness from agent {no}.",
                    field=f"{base}.harness",
                )
            if not harnesses.is_known(harness):
                known = ", ".join(sorted(harnesses.KNOWN))
                raise bad_request(
                    f"Agent {no}'s harness '{harness}' is not supported. Known harnesses: {known}.",
                    field=f"{base}.harness",
                )
        elif benchmark.requires_harness:
            raise bad_request(
                f"Benchmark {benchmark.key} requires a harness for every agent; set harness "
                f"for agent {no}.",
                field=f"{base}.harness",
            )
        model = agent.model
        if isinstance(model, HostedModel) and hosted_endpoint is None:
            raise bad_request(
                f"Agent {no} uses a hosted model, which this self-hosted platform cannot serve. "
                "Use a provider model or an OpenAI-compatible endpoint model instead.",
                field=f"{base}.model",
            )
        if isinstance(model, EndpointModel):
            if not re.match(r"^https?://[^\s/]+", model.base_url):
                raise bad_request(
                    f"Agent {no}'s endpoint base_url must be an http(s) URL.",
                    field=f"{base}.model.base_url",
                )
            effective = harness or benchmark.default_harness
            if model.extra_headers and effective not in HEADER_HARNESSES:
                raise bad_request(
                    f"Agent {no}'s extra_headers can only be sent by the terminus-2 harness "
                    "(it calls the model from the platform); "
                    f"{effective or 'the official scaffold'} cannot send them.",
                    field=f"{base}.model.extra_headers",
                )
            if any(h.lower() == "authorization" for h in model.extra_headers):
                raise bad_request(
                    "extra_headers must not include an Authorization header; use "
                    "api_key_secret for endpoint authentication",
                    field=f"{base}.model.extra_headers",
                )
        if isinstance(model, ProviderModel | EndpointModel):
            secret = model.api_key_secret
            _check_secret_name(secret, f"{base}.model.api_key_secret")
            if secret in RESERVED_MODEL_SECRETS:
                raise bad_request(
                    f"Agent {no}'s api_key_secret '{secret}' uses a name reserved by the "
                    "benchmark runner. Store the model credential under a different Platform "
                    "secret record name.",
                    field=f"{base}.model.api_key_secret",
                )
            if secret in effective:
                raise bad_request(
                    f"'{secret}' appears in [env] and as agent {no}'s api_key_secret. The "
                    "platform injects the secret value under that name; remove the env var or "
                    "rename it.",
                    field=f"{base}.model.api_key_secret",
                )
        if judge_secret and judge_secret in effective:
            raise bad_request(
                f"'{judge_secret}' appears in [env] and as judge_api_key_secret. The platform "
                "injects the judge secret value under that name; remove the env var or rename it.",
                field="execution_config.judge_api_key_secret",
            )
        for name in verifier:
            if name in effective:
                raise bad_request(
                    f"'{name}' appears in [env] and in [verifier].required. The platform "
                    "injects the secret value under that name; remove the env var or rename it.",
                    field="execution_config.verifier_secrets",
                )
        _check_harness_secret(agent, no, base, effective)


def _check_harness_secret(agent: Any, no: int, base: str, effective: dict[str, str]) -> None:
    harness, secret = agent.harness, agent.harness_api_key_secret
    label = _harness_label(no, harness)
    if harness == "cursor-cli":
        if secret is None:
            raise bad_request(
                f"Agent {no}'s cursor-cli harness requires harness_api_key_secret. Set it to the "
                "name of a Platform secret record containing CURSOR_API_KEY.",
                field=f"{base}.harness_api_key_secret",
            )
        if secret != "CURSOR_API_KEY":
            raise bad_request(
                f"Agent {no}'s harness_api_key_secret '{secret}' does not match the variable the "
                "cursor-cli harness reads. Store the credential in a Platform secret record "
                "named exactly CURSOR_API_KEY and reference that name.",
                field=f"{base}.harness_api_key_secret",
            )
        if "CURSOR_API_KEY" in agent.env or "CURSOR_API_KEY" in effective:
            raise bad_request(
                f"'CURSOR_API_KEY' appears in [agents.env] of agent {no} but is managed by agent "
                f"{no}'s cursor-cli harness. Remove the env var.",
                field=f"{base}.env.CURSOR_API_KEY",
            )
        return
    if secret is not None:
        raise bad_request(
            f"{label} does not use harness_api_key_secret. Remove it.",
            field=f"{base}.harness_api_key_secret",
        )
    if (
        harness == "mini-swe-agent"
        and not isinstance(agent.model, HostedModel)
        and "MSWEA_API_KEY" in effective
    ):
        raise bad_request(
            f"'MSWEA_API_KEY' appears in [agents.env] of agent {no} but the platform injects "
            f"agent {no}'s model key under that name for the mini-swe-agent harness. Remove the "
            "env var.",
            field=f"{base}.env.MSWEA_API_KEY",
        )


def secret_plan(body: CreateRun) -> SecretPlan:
    """Referenced names in 0.3.8's order (§14.1), de-duplicated, and the per-run values."""
    names: list[str] = []

    def add(name: str | None, field: str) -> None:
        if name:
            _check_secret_name(name, field)
            if name not in names:
                names.append(name)

    for i, agent in enumerate(body.agents):
        if isinstance(agent.model, ProviderModel | EndpointModel):
            add(agent.model.api_key_secret, f"agents.{i}.model.api_key_secret")
    for i, agent in enumerate(body.agents):
        add(agent.harness_api_key_secret, f"agents.{i}.harness_api_key_secret")
    ex = body.execution_config
    if ex is not None:
        add(ex.judge_api_key_secret, "execution_config.judge_api_key_secret")
        for j, name in enumerate(ex.verifier_secrets or []):
            add(name, f"execution_config.verifier_secrets.{j}")
    secrets = body.secrets
    required = list(secrets.required) if secrets else []
    for j, name in enumerate(required):
        add(name, f"secrets.required.{j}")
    provided = dict(secrets.provided) if secrets else {}
    for name, value in provided.items():
        if name not in required:
            raise bad_request(
                f"Secret {name} was provided but is not listed in [secrets].required.",
                field=f"secrets.provided.{name}",
            )
        if not value:
            raise bad_request(f"The value provided for {name} is empty.", field="secrets.provided")
    return SecretPlan(names, provided)


def missing_secrets(missing: list[str]) -> ApiError:
    return ApiError(
        404,
        "SECRETS_NOT_FOUND",
        f"Secret(s) not found: {', '.join(missing)}. Save them with `osmosis secret set <NAME>` "
        "(personal or workspace scope) before submitting.",
        details={"missing": missing},
    )
