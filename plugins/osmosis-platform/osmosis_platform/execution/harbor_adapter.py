"""The one place that knows Harbor's API (pinned: harbor==0.25.0): one attempt = one Harbor trial.

Mapping: harness → Harbor agent name; ``provider`` model → Harbor model name with the key in
the env var named by ``api_key_secret``; ``endpoint`` model → an OpenAI chat-completions
connection (base URL, the model string sent unchanged as the wire model id, the key as
``Authorization: Bearer``, extra headers on every model request); secrets reach the agent (and
the verifier, for judge and ``[verifier].required`` secrets) under their own names. Secret
values are handed to Harbor as ``${VAR}`` templates resolved from this process's environment at
run time, so the trial's ``config.json`` and ``result.json`` on disk never contain them.

Usage comes back in Harbor's ``AgentContext``: ``n_input_tokens`` (cache included),
``n_output_tokens``, ``n_cache_tokens``, ``cost_usd`` (``None`` when LiteLLM's price map does
not know the model) and, for terminus-2, ``metadata.api_request_times_msec`` (one entry per
model call that returned), which gives ``model_requests``.
"""

from __future__ import annotations

import os
import secrets as random_secrets
import shutil
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

os.environ.setdefault("HARBOR_TELEMETRY", "0")
# LiteLLM (terminus-2's model client) otherwise fetches its price map from GitHub at import,
# retrying for ~8 s when offline; the packaged copy keeps runs offline and deterministic.
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

LOCAL_ENVIRONMENT = "osmosis_platform.sandbox.local:LocalSandbox"
TERMINUS = "terminus-2"
INFRASTRUCTURE = frozenset({"environment_error", "provider_error", "harness_error"})


@dataclass
class AttemptRequest:
    attempt_id: str
    task_path: Path
    trials_dir: Path
    harness: str | None
    model: dict[str, Any]
    env: dict[str, str]
    secrets: dict[str, str]
    verifier_secrets: dict[str, str] = field(default_factory=dict)
    judge_model: str | None = None
    timeout_multiplier: float = 1.0
    pass_threshold: float = 1.0
    environment: str = "local"
    environment_target: str | None = LOCAL_ENVIRONMENT


@dataclass
class AttemptResult:
    outcome: str
    reward: float | None = None
    rewards: dict[str, float] = field(default_factory=dict)
    passed: bool | None = None
    failure_cause: str | None = None
    failure_message: str | None = None
    exception_type: str | None = None
    input_tokens: int | None = None
    output_tokens: int | None = None
    cache_tokens: int | None = None
    cost_usd: float | None = None
    model_requests: int | None = None
    started_at: datetime | None = None
    finished_at: datetime | None = None
    phase_timings: dict[str, float] = field(default_factory=dict)
    trial_dir: Path | None = None
    retryable: bool = False

    @property
    def duration_seconds(self) -> float | None:
        if self.started_at and self.finished_at:
            return max(0.0, (self.finished_at - self.started_at).total_seconds())
        return None


@contextmanager
def _templated(values: dict[str, str]) -> Any:
    """Expose ``values`` as uniquely named process env vars; yield name → ``${VAR}`` templates."""
    names = {}
    for key, value in values.items():
        var = f"OSMOSIS_SECRET_{random_secrets.token_hex(8).upper()}"
        os.environ[var] = value
        names[key] = var
    try:
        yield {key: f"${{{var}}}" for key, var in names.items()}
    finally:
        for var in names.values():
            os.environ.pop(var, None)


class AttemptConfigError(ValueError):
    """The attempt cannot be configured (e.g. its model key has no value): not retryable."""


def _agent_config(request: AttemptRequest, templates: dict[str, str]) -> Any:
    from harbor.models.model_api_format import ModelApiFormat
    from harbor.models.trial.config import AgentConfig

    harness = request.harness or "oracle"
    model = request.model
    env = {**request.env, **{k: templates[k] for k in request.secrets}}
    if harness in ("oracle", "nop"):
        return AgentConfig(name=harness, env=env)
    kind = model.get("type")
    if kind not in ("provider", "endpoint"):  # hosted models must arrive mapped to an endpoint
        raise AttemptConfigError(f"This platform cannot run a {kind or 'missing'} model type.")
    key_name = model.get("api_key_secret")
    if key_name and key_name not in templates:
        # Harbor would fall back to this process's own environment for the name: never that.
        raise AttemptConfigError(
            f"The model's api_key_secret {key_name!r} has no value for this attempt."
        )
    if harness == "mini-swe-agent" and key_name:
        env["MSWEA_API_KEY"] = templates[key_name]
    kwargs: dict[str, Any] = {"name": harness, "env": env, "model_name": model.get("model")}
    options: dict[str, Any] = {}
    if key_name:
        kwargs["model_api_key_name"] = key_name
    if kind == "endpoint":
        kwargs["base_url"] = model["base_url"]
        kwargs["model_api_format"] = ModelApiFormat.OPENAI_CHAT_COMPLETIONS
        # A custom endpoint's model string is its wire id ("org/name" included): LiteLLM
        # must not read a provider prefix out of it.
        kwargs["skip_model_parsing"] = True
        headers = {str(k): str(v) for k, v in (model.get("extra_headers") or {}).items()}
        if headers:
            if harness != TERMINUS:
                raise AttemptConfigError(
                    f"extra_headers are supported with the {TERMINUS} harness only, "
                    f"not {harness!r}."
                )
            options["llm_call_kwargs"] = {"extra_headers": headers}
    if harness == TERMINUS and not _terminal_recording(request):
        options["record_terminal_session"] = False
    if options:
        kwargs["kwargs"] = options
    return AgentConfig(**kwargs)


def _terminal_recording(request: AttemptRequest) -> bool:
    """terminus-2 records an asciinema cast and installs asciinema (apt, then pip) when the
    sandbox lacks it. The local sandbox is a view of this host, so without asciinema here that
    is ~25 s of failing installs per attempt (no network): skip the cast; the pane log and the
    trajectory are still written."""
    local = request.environment_target == LOCAL_ENVIRONMENT or (
        request.environment_target is None and request.environment == "local"
    )
    return not local or shutil.which("asciinema") is not None


def trial_config(request: AttemptRequest, templates: dict[str, str]) -> Any:
    from harbor.models.trial.config import (
        EnvironmentConfig,
        TaskConfig,
        TrialConfig,
        VerifierConfig,
    )

    if request.environment_target:
        environment = EnvironmentConfig(import_path=request.environment_target)
    else:
        environment = EnvironmentConfig(type=request.environment)
    verifier_env = {k: templates[k] for k in request.verifier_secrets}
    if request.judge_model:
        verifier_env["JUDGE_MODEL"] = request.judge_model
    return TrialConfig(
        task=TaskConfig(path=request.task_path),
        trial_name=f"{request.task_path.name}__{request.attempt_id[:8]}",
        trials_dir=request.trials_dir,
        agent=_agent_config(request, templates),
        environment=environment,
        verifier=VerifierConfig(env=verifier_env),
        timeout_multiplier=request.timeout_multiplier,
    )


async def run_attempt(request: AttemptRequest) -> AttemptResult:
    """Run one trial to completion and map Harbor's result onto our attempt fields."""
    from harbor.trial.trial import Trial

    request.trials_dir.mkdir(parents=True, exist_ok=True)
    values = {**request.secrets, **request.verifier_secrets}
    with _templated(values) as templates:
        try:
            config = trial_config(request, templates)
        except ValueError as exc:  # AttemptConfigError, or Harbor's config validation
            return AttemptResult(
                outcome="errored",
                failure_cause="harness_error",
                failure_message=redact(str(exc), values)[:2000],
                exception_type=type(exc).__name__,
            )
        try:
            trial = await Trial.create(config)
            result = await trial.run()
        except Exception as exc:  # Harbor failed before it could record a result
            return AttemptResult(
                outcome="errored",
                failure_cause="harness_error",
                failure_message=redact(f"{type(exc).__name__}: {exc}", values)[:2000],
                exception_type=type(exc).__name__,
                # a configuration Harbor rejects (unknown harness or option, missing
                # credential) fails the same way again; anything else may be transient
                retryable=not isinstance(exc, ValueError),
            )
    return map_result(result, request, values)


def map_result(result: Any, request: AttemptRequest, values: dict[str, str]) -> AttemptResult:
    from harbor.models.trial.error_policy import FailureCause, policy_for

    rewards: dict[str, float] = {}
    if result.verifier_result is not None and result.verifier_result.rewards:
        rewards = {k: float(v) for k, v in result.verifier_result.rewards.items()}
    reward = rewards.get("reward", next(iter(rewards.values()), None)) if rewards else None
    mapped = AttemptResult(
        outcome="failed",
        reward=reward,
        rewards=rewards,
        started_at=result.started_at,
        finished_at=result.finished_at,
        phase_timings=_timings(result),
        trial_dir=request.trials_dir / result.trial_name,
    )
    agent = result.agent_result
    if agent is not None:
        mapped.input_tokens = agent.n_input_tokens
        mapped.output_tokens = agent.n_output_tokens
        mapped.cache_tokens = agent.n_cache_tokens
        mapped.cost_usd = agent.cost_usd
        metadata = agent.metadata or {}
        times = metadata.get("api_request_times_msec")
        if isinstance(times, list):
            mapped.model_requests = len(times)
    info = result.exception_info
    if info is None:
        _score(mapped, request)
        return mapped
    mapped.exception_type = info.exception_type
    mapped.failure_message = redact(info.exception_message or info.exception_type, values)[:2000]
    policy = policy_for(info.exception_type)
    cause = policy.cause
    if cause == FailureCause.CANCELLED:
        mapped.outcome, mapped.failure_cause = "cancelled", "cancelled"
        return mapped
    if cause in (FailureCause.AGENT_EXHAUSTED_BUDGET, FailureCause.AGENT_REFUSED_TASK):
        # the agent's own trajectory: its reward is a valid measurement
        _score(mapped, request)
        if not mapped.passed:
            timeout = info.exception_type == "AgentTimeoutError"
            mapped.failure_cause = "agent_timeout" if timeout else "agent_error"
        return mapped
    if cause == FailureCause.UNCLASSIFIED and reward is not None:
        _score(mapped, request)
        if not mapped.passed:
            mapped.failure_cause = "agent_error"
        return mapped
    mapped.outcome, mapped.passed = "errored", None
    mapped.failure_cause = {
        FailureCause.SANDBOX_FAILED: "environment_error",
        FailureCause.MODEL_PROVIDER_FAILED: "provider_error",
        FailureCause.HARBOR_FAILED: "harness_error",
        FailureCause.VERIFIER_FAILED: (
            "verifier_timeout"
            if info.exception_type == "VerifierTimeoutError"
            else "verifier_error"
        ),
    }.get(cause, "agent_error")
    mapped.retryable = mapped.failure_cause in INFRASTRUCTURE and policy.retry
    return mapped


def _score(mapped: AttemptResult, request: AttemptRequest) -> None:
    if mapped.reward is None:  # no reward file: Harbor counts it as 0; we call it an error
        mapped.outcome, mapped.passed, mapped.failure_cause = "errored", None, "verifier_error"
        mapped.failure_message = mapped.failure_message or "The verifier wrote no reward."
        return
    mapped.passed = mapped.reward >= request.pass_threshold
    mapped.outcome = "passed" if mapped.passed else "failed"


def _timings(result: Any) -> dict[str, float]:
    timings = {}
    for phase in ("environment_setup", "agent_setup", "agent_execution", "verifier"):
        info = getattr(result, phase, None)
        if info is not None and info.started_at and info.finished_at:
            timings[phase] = round((info.finished_at - info.started_at).total_seconds(), 3)
    return timings


def redact(text: str, values: dict[str, str]) -> str:
    for value in sorted(values.values(), key=len, reverse=True):
        if value:
            text = text.replace(value, "[REDACTED]")
    return text
