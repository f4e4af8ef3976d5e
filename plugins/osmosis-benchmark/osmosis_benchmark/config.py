"""The benchmark TOML config (0.3.8 §13): msgspec Structs plus the loader that applies the
checks in the contract's order, so every message and issue key matches 0.3.8 byte for byte.

The Structs are the single description of the schema: ``schema.collect_issues`` walks them to
report *every* structural problem at once (msgspec alone stops at the first), then
``msgspec.convert`` builds the typed config.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Annotated, Any, Literal

import msgspec
from msgspec import Meta

from osmosis_core.errors import ErrorCode, OsmosisError

NonBlank = Annotated[str, Meta(min_length=1, pattern=r"\S")]
SecretNames = Annotated[list[str], Meta(max_length=16)]
AUTHORIZATION_ERROR = (
    "extra_headers must not include an Authorization header; "
    "use api_key_secret for endpoint authentication"
)


class _Section(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """Unknown keys fail locally, so a typo never reaches the platform."""


class Experiment(_Section):
    benchmark: str


class Tasks(_Section):
    # Only "parity": the server silently expands an unknown set to the full benchmark.
    task_set: Literal["parity"] | None = None
    task_names: list[NonBlank] | None = None
    categories: list[NonBlank] | None = None


class ProviderModel(_Section, tag_field="type", tag="provider"):
    model: str
    api_key_secret: str


class EndpointModel(_Section, tag_field="type", tag="endpoint"):
    base_url: str
    model: str
    api_key_secret: str
    extra_headers: dict[str, str] | None = None

    def __post_init__(self) -> None:
        if check_extra_headers(self.extra_headers):
            raise ValueError(AUTHORIZATION_ERROR)


class HostedModel(_Section, tag_field="type", tag="hosted"):
    base_model: str
    lora_model_name: str


AgentModel = ProviderModel | EndpointModel | HostedModel


class Agent(_Section, kw_only=True):
    harness: str | None = None
    harness_api_key_secret: str | None = None
    model: AgentModel
    env: dict[str, str] = {}


class Execution(_Section):
    """Forwarded unchecked (as 0.3.8 does): the platform owns the value ranges."""

    attempts_per_task: Any = None
    max_concurrent_attempts: Any = None
    timeout_multiplier: Any = None
    max_retries: Any = None
    pass_threshold: Any = None
    judge_model: Any = None
    judge_api_key_secret: Any = None


class Verifier(_Section):
    required: SecretNames = []


class Secrets(_Section):
    required: SecretNames = []


class BenchmarkConfig(_Section, kw_only=True):
    experiment: Experiment
    tasks: Tasks | None = None
    agents: Annotated[list[Agent], Meta(min_length=1, max_length=8)]
    execution: Execution | None = None
    verifier: Verifier | None = None
    secrets: Secrets | None = None
    env: dict[str, str] = {}


def check_extra_headers(headers: dict[str, str] | None) -> bool:
    """True when an ``Authorization`` header (any case) would bypass ``api_key_secret``."""
    return bool(headers) and any(name.lower() == "authorization" for name in headers or {})


# Field-level validators the Struct constraints cannot express: (struct, field) -> message.
FIELD_VALIDATORS: dict[tuple[type, str], Any] = {
    (EndpointModel, "extra_headers"): lambda value: (
        f"Value error, {AUTHORIZATION_ERROR}" if check_extra_headers(value) else None
    ),
}


def _fail(message: str) -> OsmosisError:
    return OsmosisError(ErrorCode.VALIDATION, message, {})


def resolve_path(config_path: str | Path) -> Path:
    """The absolute path every message names (``~`` expanded)."""
    return Path(config_path).expanduser().resolve()


def read_raw(path: Path) -> dict[str, Any]:
    """Step 1 of §13.10: read and parse the file, then the structure pre-checks."""
    if not path.exists():
        raise _fail(f"Config file not found: {path}")
    try:
        text = path.read_bytes().decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise _fail(f"Cannot read config file {path}: {exc}") from None
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise _fail(f"Invalid TOML in {path}: {exc}") from None
    if "experiment" not in raw:
        raise _fail(f"Missing [experiment] section in {path}")
    if not isinstance(raw["experiment"], dict):
        raise _fail(f"[experiment] must be a table in {path}")
    if "agents" not in raw:
        raise _fail(f"Missing [[agents]] section in {path}")
    agents = raw["agents"]
    if not isinstance(agents, list) or not all(isinstance(a, dict) for a in agents):
        raise _fail(f"[[agents]] must be an array of tables in {path}")
    return raw


def parse_config(raw: dict[str, Any], path: Path) -> BenchmarkConfig:
    """Steps 2–4 of §13.10 on an already-parsed document."""
    from osmosis_benchmark import rules
    from osmosis_benchmark.schema import collect_issues

    issues = collect_issues(raw, BenchmarkConfig)
    if not issues:
        try:
            config = msgspec.convert(raw, BenchmarkConfig)
        except msgspec.ValidationError as exc:  # a constraint the walker does not model
            issues = [("", f"is invalid: {exc}")]
    if issues:
        lines = "".join(f"\n  - {key}: {text}" for key, text in issues)
        raise OsmosisError(
            ErrorCode.VALIDATION,
            f"Invalid benchmark config:{lines}",
            {
                "error": "Invalid benchmark config",
                "issues": [{"key": key, "message": text} for key, text in issues],
            },
        )
    rules.check_env_names(config, path)
    rules.check_secret_references(config, path)
    return config


def load_config(config_path: str | Path) -> tuple[BenchmarkConfig, Path]:
    """Load and validate a benchmark config; every failure is a ``VALIDATION`` error."""
    path = resolve_path(config_path)
    return parse_config(read_raw(path), path), path
