"""Cross-field rules of a benchmark config (0.3.8 §13.9, §13.10 steps 3–4, §13.5).

The platform injects each referenced secret into the agent's environment under its own name,
so a literal env var with that name would silently lose to (or shadow) the secret: these
checks fail locally, before anything is sent, with 0.3.8's exact sentences.
"""

from __future__ import annotations

import re
from pathlib import Path

from osmosis_benchmark.config import Agent, BenchmarkConfig, HostedModel
from osmosis_core.errors import ErrorCode, OsmosisError

ENV_NAME = re.compile(r"^[A-Z_][A-Z0-9_]*$")
SECRET_NAME = re.compile(r"^[A-Z][A-Z0-9_]*$")
RESERVED_ENV_PREFIX = "_OSMOSIS_"
RESERVED_MODEL_SECRETS = ("DAYTONA_API_KEY", "DAYTONA_API_URL")
CURSOR_HARNESS, CURSOR_SECRET = "cursor-cli", "CURSOR_API_KEY"
MSWEA_HARNESS, MSWEA_SECRET = "mini-swe-agent", "MSWEA_API_KEY"


def _fail(message: str) -> OsmosisError:
    return OsmosisError(ErrorCode.VALIDATION, message, {})


def model_secret(agent: Agent) -> str | None:
    """The agent's model ``api_key_secret`` (hosted models reference none)."""
    return None if isinstance(agent.model, HostedModel) else agent.model.api_key_secret


def referenced_secrets(config: BenchmarkConfig) -> list[str]:
    """Every secret name the config references, de-duplicated, in 0.3.8's order (§14.1)."""
    names: list[str] = [n for a in config.agents if (n := model_secret(a))]
    names += [a.harness_api_key_secret for a in config.agents if a.harness_api_key_secret]
    if config.execution and isinstance(config.execution.judge_api_key_secret, str):
        names.append(config.execution.judge_api_key_secret)
    names += verifier_secrets(config)
    names += per_run_secrets(config)
    return list(dict.fromkeys(names))


def verifier_secrets(config: BenchmarkConfig) -> list[str]:
    return list(config.verifier.required) if config.verifier else []


def per_run_secrets(config: BenchmarkConfig) -> list[str]:
    """``[secrets].required``: the only names that may be supplied at submit time."""
    return list(config.secrets.required) if config.secrets else []


def check_env_names(config: BenchmarkConfig, path: Path) -> None:
    """Step 3: ``[env]`` first, then each agent's ``[agents.env]``."""
    scopes = [("[env]", config.env)]
    scopes += [(f"agent {i}'s [agents.env]", a.env) for i, a in enumerate(config.agents, 1)]
    for label, env in scopes:
        for name in env:
            if not ENV_NAME.match(name):
                raise _fail(
                    f"Invalid env var name '{name}' in {label} of {path}: "
                    f"must match {ENV_NAME.pattern}"
                )
            if name.startswith(RESERVED_ENV_PREFIX):
                raise _fail(
                    f"'{name}' in {label} of {path}: env var names starting with "
                    f"{RESERVED_ENV_PREFIX} are reserved by the platform; choose a different name."
                )


def check_secret_references(config: BenchmarkConfig, path: Path) -> None:
    """Step 4: secret name syntax, then per agent against its effective env."""
    for name in referenced_secrets(config):
        if not SECRET_NAME.match(name):
            raise _fail(
                f"Invalid secret name '{name}' in {path}: use uppercase letters, digits, and "
                "underscores, starting with a letter (e.g. MY_SECRET). "
                f"Must match {SECRET_NAME.pattern}."
            )
    judge = config.execution.judge_api_key_secret if config.execution else None
    for index, agent in enumerate(config.agents, 1):
        env = {**config.env, **agent.env}

        def where(name: str, index: int = index, agent: Agent = agent) -> str:
            return f"[agents.env] of agent {index}" if name in agent.env else "[env]"

        secret = model_secret(agent)
        if secret in RESERVED_MODEL_SECRETS:
            raise _fail(
                f"Agent {index}'s api_key_secret '{secret}' in {path} uses a name reserved by "
                "the benchmark runner. Store the model credential under a different Platform "
                "secret record name."
            )
        if secret and secret in env:
            raise _fail(
                f"'{secret}' appears in {where(secret)} and as agent {index}'s api_key_secret in "
                f"{path}. The platform injects the secret value under that name; remove the env "
                "var or rename it."
            )
        if isinstance(judge, str) and judge in env:
            raise _fail(
                f"'{judge}' appears in {where(judge)} and as judge_api_key_secret in {path}. "
                "The platform injects the judge secret value under that name; remove the env "
                "var or rename it."
            )
        for name in verifier_secrets(config):
            if name in env:
                raise _fail(
                    f"'{name}' appears in {where(name)} and in [verifier].required of {path}. "
                    "The platform injects the secret value under that name; remove the env var "
                    "or rename it."
                )
        _check_harness(agent, index, env, where(CURSOR_SECRET), where(MSWEA_SECRET), path)


def _check_harness(
    agent: Agent, index: int, env: dict[str, str], cursor_at: str, mswea_at: str, path: Path
) -> None:
    """§13.5: only cursor-cli takes a harness key; mini-swe-agent gets the model key injected."""
    harness, secret = agent.harness, agent.harness_api_key_secret
    if harness == CURSOR_HARNESS:
        if not secret:
            raise _fail(
                f"Agent {index}'s cursor-cli harness requires harness_api_key_secret in {path}. "
                f"Set it to the name of a Platform secret record containing {CURSOR_SECRET}."
            )
        if secret != CURSOR_SECRET:
            raise _fail(
                f"Agent {index}'s harness_api_key_secret '{secret}' in {path} does not match the "
                "variable the cursor-cli harness reads. Store the credential in a Platform secret "
                f"record named exactly {CURSOR_SECRET} and reference that name."
            )
        if CURSOR_SECRET in env:
            raise _fail(
                f"'{CURSOR_SECRET}' appears in {cursor_at} but is managed by agent {index}'s "
                f"cursor-cli harness in {path}. Remove the env var."
            )
        return
    if secret:
        subject = f"{harness} harness" if harness else "official scaffold"
        raise _fail(
            f"Agent {index}'s {subject} does not use harness_api_key_secret in {path}. Remove it."
        )
    if harness == MSWEA_HARNESS and model_secret(agent) and MSWEA_SECRET in env:
        raise _fail(
            f"'{MSWEA_SECRET}' appears in {mswea_at} but the platform injects agent {index}'s "
            f"model key under that name for the mini-swe-agent harness in {path}. "
            "Remove the env var."
        )
