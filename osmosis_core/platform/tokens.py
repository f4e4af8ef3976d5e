"""Which token to send, and to which platform: OSMOSIS_TOKEN (bound to its platform) first,
then the saved login for the active platform URL. A token is never sent anywhere else."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from osmosis_core.errors import ErrorCode, OsmosisError
from osmosis_core.invocation import Invocation
from osmosis_core.platform.credentials import CredentialStore, credentials_path
from osmosis_core.platform.urls import normalize_url

ENV_SOURCE = "env"
LOGIN_SOURCE = "login"


@dataclass(frozen=True)
class Credential:
    token: str
    source: str  # "env" or "login"
    entry: dict[str, Any] | None = None

    def __repr__(self) -> str:  # never show the token in a traceback or log
        return f"Credential(source={self.source!r})"


def credential_store(inv: Invocation) -> CredentialStore:
    from osmosis_core.console import warn

    return CredentialStore(credentials_path(inv.environ), lambda c, m: warn(inv, c, m))


def env_token(inv: Invocation, platform_url: str, *, is_default: bool) -> Credential | None:
    token = (inv.env("OSMOSIS_TOKEN") or "").strip()
    if not token:
        return None
    bound = inv.env("OSMOSIS_TOKEN_PLATFORM_URL")
    if not bound:
        if is_default:
            return Credential(token, ENV_SOURCE)
        raise OsmosisError(
            ErrorCode.ENV_TOKEN_PLATFORM_REQUIRED,
            "OSMOSIS_TOKEN must be bound to this non-production platform. "
            f"Set OSMOSIS_TOKEN_PLATFORM_URL={platform_url}.",
            {"platform_url": platform_url},
        )
    bound_url = normalize_url(bound)
    if bound_url != platform_url:
        raise OsmosisError(
            ErrorCode.ENV_TOKEN_PLATFORM_MISMATCH,
            f"OSMOSIS_TOKEN is bound to {bound_url}, but the active platform is {platform_url}. "
            "Refusing to send the token to a different platform.",
            {"platform_url": platform_url, "token_platform_url": bound_url},
        )
    return Credential(token, ENV_SOURCE)


def saved_token(inv: Invocation, platform_url: str) -> Credential | None:
    entry = credential_store(inv).get(platform_url)
    if not entry or not entry.get("access_token"):
        return None
    expires = entry.get("expires_at")
    if expires and _parse_time(expires) <= datetime.now(UTC):
        raise OsmosisError(
            ErrorCode.AUTH_REQUIRED,
            f"Your login for {platform_url} has expired. Run 'osmosis auth login' again.",
            {"platform_url": platform_url, "expires_at": expires},
        )
    return Credential(entry["access_token"], LOGIN_SOURCE, entry)


def resolve_credential(inv: Invocation, platform_url: str, *, is_default: bool) -> Credential:
    credential = env_token(inv, platform_url, is_default=is_default) or saved_token(
        inv, platform_url
    )
    if credential is None:
        raise OsmosisError(
            ErrorCode.AUTH_REQUIRED,
            "Not logged in. Run 'osmosis auth login' first.",
            {"platform_url": platform_url},
        )
    return credential


def _parse_time(text: str) -> datetime:
    try:
        value = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return datetime.max.replace(tzinfo=UTC)
    return value if value.tzinfo else value.replace(tzinfo=UTC)
