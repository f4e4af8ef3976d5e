"""Per-run secret resolution for ``benchmark submit`` (0.3.8 §14).

Values are held only in memory for one invocation: never written, never echoed, and redacted
from any platform error. Stored records are referenced by name and resolved by the platform,
so their values never leave it.
"""

from __future__ import annotations

import getpass
import shlex
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from osmosis_core.dotenv import parse_dotenv
from osmosis_core.errors import ErrorCode, OsmosisError
from osmosis_core.invocation import Invocation

if TYPE_CHECKING:
    from osmosis_core.platform.client import PlatformClient

STDIN = "-"
WIRE_SCOPES = {"user": "Personal", "workspace": "Workspace"}
OVERRIDES = "Personal (overrides workspace)"
UNKNOWN_SCOPE = "–"
PER_RUN = "Run"
SECRETS_NOT_FOUND = "Secret(s) not found:"
# A failed lookup only costs the early check: the platform validates the names again.
LOOKUP_SOFT_FAILURES = frozenset(
    {ErrorCode.NETWORK, ErrorCode.PLATFORM_ERROR, ErrorCode.NOT_FOUND, ErrorCode.RATE_LIMITED}
)


def read_secrets_file(source: str, inv: Invocation) -> dict[str, str]:
    """``NAME=value`` lines from a file, or stdin for ``-``; errors name line numbers only."""
    if source == STDIN:
        return parse_dotenv(inv.stdin.read(), "<stdin>")
    path = Path(source).expanduser()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise OsmosisError(
            ErrorCode.VALIDATION, f"Secrets file not found: {path.resolve()}"
        ) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise OsmosisError(
            ErrorCode.VALIDATION,
            f"Cannot read secrets file {path.resolve()}: {type(exc).__name__}",
        ) from None
    return parse_dotenv(text, str(path))


@dataclass
class Stored:
    """Which names exist as platform records, and in which scopes."""

    scopes: dict[str, set[str]]
    platform_url: str | None = None

    def label(self, name: str) -> str:
        found = self.scopes.get(name, set())
        if {"user", "workspace"} <= found:
            return OVERRIDES
        return next((WIRE_SCOPES[s] for s in ("user", "workspace") if s in found), UNKNOWN_SCOPE)


def stored_secrets(client: PlatformClient) -> Stored | None:
    """Every page of ``scope=all``; None when the lookup itself failed (submit goes on)."""
    from osmosis_client.api.environment_secrets import list_environment_secrets

    scopes: dict[str, set[str]] = {}
    platform_url = None
    offset = 0
    try:
        while True:
            doc = client.call(list_environment_secrets, limit=50, offset=offset, scope="all")
            batch = doc.get("environment_secrets") or []
            for record in batch:
                scopes.setdefault(record.get("name"), set()).add(record.get("scope"))
            platform_url = doc.get("platform_url") or platform_url
            offset = doc.get("next_offset")
            if offset is None or not batch:
                break
    except OsmosisError as exc:
        if exc.code in LOOKUP_SOFT_FAILURES:
            return None
        raise
    return Stored(scopes, platform_url)


@dataclass
class Resolution:
    provided: dict[str, str] = field(default_factory=dict)
    scopes: dict[str, str] = field(default_factory=dict)
    missing: list[str] = field(default_factory=list)


def resolve(
    names: list[str],
    required: list[str],
    file_values: dict[str, str],
    inv: Invocation,
    stored: Stored | None,
    *,
    prompt: bool,
) -> Resolution:
    """§14.3 for ``[secrets].required``; the other names are only labelled with their scope."""
    result = Resolution()
    for name in names:
        if name not in required:
            result.scopes[name] = stored.label(name) if stored else UNKNOWN_SCOPE
            continue
        value = file_values.get(name) or inv.env(name)
        if not value and stored is not None and name in stored.scopes:
            result.scopes[name] = stored.label(name)
            continue
        if not value and prompt:
            value = getpass.getpass(f"Value for {name} (hidden): ", stream=inv.stderr)
            if not value:
                raise OsmosisError(ErrorCode.VALIDATION, f"No value entered for {name}.")
        if value:
            result.provided[name] = value
            result.scopes[name] = PER_RUN
        else:
            result.missing.append(name)
            result.scopes[name] = UNKNOWN_SCOPE
    return result


def set_commands(names: list[str], inv: Invocation) -> list[str]:
    prefix = f"osmosis --workspace {shlex.quote(inv.workspace)} " if inv.workspace else "osmosis "
    return [f"{prefix}secret set {name}" for name in names]


def secret_hints(names: list[str], inv: Invocation) -> str:
    """The "add these secrets" lines 0.3.8 appends to a missing-secret error."""
    lines = ["Add them with:", *(f"  {cmd}" for cmd in set_commands(names, inv))]
    lines.append(
        "A personal secret (the default) is visible only to you; pass --scope workspace "
        "to share it with everyone in the workspace."
    )
    return "\n".join(lines)


def not_stored_error(names: list[str], inv: Invocation) -> OsmosisError:
    return OsmosisError(
        ErrorCode.NOT_FOUND,
        f"Could not find secret(s): {', '.join(names)}.\n{secret_hints(names, inv)}",
        {"missing": names, "commands": set_commands(names, inv)},
    )


def missing_values_error(names: list[str]) -> OsmosisError:
    return OsmosisError(
        ErrorCode.INTERACTIVE_REQUIRED,
        f"No value found for: {', '.join(names)}. Export them or pass --secrets-file, "
        "or save them with `osmosis secret set <NAME>`.",
        {"missing": names, "flags": ["--secrets-file"]},
    )


def explain_missing_records(
    error: OsmosisError, inv: Invocation, ui_url: str | None
) -> OsmosisError:
    """A platform 404 naming missing records gets the same "add these secrets" hints."""
    if error.code != ErrorCode.NOT_FOUND or SECRETS_NOT_FOUND not in error.message:
        return error
    listed = error.message.split(SECRETS_NOT_FOUND, 1)[1].split("\n", 1)[0]
    names = [n.strip() for n in listed.strip().rstrip(".").split(",") if n.strip()]
    lines = [secret_hints(names, inv)] if names else []
    if ui_url:
        lines.append(f"Or add them in the UI: {ui_url}")
    if lines:
        error.message = "\n".join([error.message, *lines])
        error.args = (error.message,)
    return error
