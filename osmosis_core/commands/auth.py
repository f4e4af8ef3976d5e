"""``osmosis auth login | logout | whoami``. Tokens come from stdin or a hidden prompt, never
from argv (where ``ps`` and shell history would see them)."""

from __future__ import annotations

import getpass
import sys
from datetime import UTC, datetime
from typing import Annotated, Any

from cyclopts import Parameter

from osmosis_core.errors import ErrorCode, OsmosisError
from osmosis_core.invocation import Invocation, current, isatty
from osmosis_core.platform.client import PlatformClient, platform_client, resolve_platform
from osmosis_core.platform.scope import resolve_scope
from osmosis_core.platform.tokens import Credential, credential_store
from osmosis_core.results import DetailResult, OperationResult


def _read_token(inv: Invocation) -> str:
    if inv.stdin is not None and not isatty(inv.stdin):
        token = inv.stdin.read().strip()
    elif inv.interactive:
        token = getpass.getpass("Platform token: ", stream=sys.stderr).strip()
    else:
        raise OsmosisError(
            ErrorCode.INTERACTIVE_REQUIRED,
            "Token required. Pipe it on stdin (osmosis auth login < token.txt) "
            "or run interactively to type it at a hidden prompt.",
            {"flags": ["stdin"]},
        )
    if not token:
        raise OsmosisError(ErrorCode.VALIDATION, "The token is empty.")
    if any(c.isspace() for c in token):
        raise OsmosisError(ErrorCode.VALIDATION, "The token must not contain whitespace.")
    return token


def _verify(client: PlatformClient) -> dict[str, Any]:
    from osmosis_client.api.auth import verify_token

    return client.call(verify_token)


def login() -> OperationResult:
    """Save a platform token for the active platform (read from stdin or a hidden prompt)."""
    inv = current()
    target = resolve_platform(inv)
    token = _read_token(inv)
    client = platform_client(inv, credential=Credential(token, "login"))
    info = _verify(client)
    entry = {
        "token_store": "file",
        "access_token": token,
        "token_type": info.get("token_type") or "bearer",
        "expires_at": info.get("expires_at"),
        "created_at": datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z"),
        "user": info.get("user"),
        "token_id": info.get("token_id"),
        "platform_url": target.url,
    }
    credential_store(inv).save(target.url, entry)
    user = info.get("user") or {}
    who = user.get("email") or user.get("name") or user.get("id") or "unknown user"
    return OperationResult(
        operation="auth.login",
        resource={
            "platform_url": target.url,
            "user": info.get("user"),
            "workspace": info.get("workspace"),
            "token_id": info.get("token_id"),
            "expires_at": info.get("expires_at"),
        },
        message=f"Logged in to {target.url} as {who}.",
        next_steps=[{"action": "whoami", "command": "osmosis auth whoami"}],
    )


def logout(*, yes: Annotated[bool, Parameter(alias="-y", negative="")] = False) -> OperationResult:
    """Forget the saved login for the active platform and revoke its token (best effort).

    Parameters
    ----------
    yes
        Accepted for compatibility with osmosis-ai 0.3.8; logout never asks.
    """
    inv = current()
    target = resolve_platform(inv)
    store = credential_store(inv)
    entry = store.get(target.url)
    env_active = bool(inv.env("OSMOSIS_TOKEN"))
    if entry is None:
        return OperationResult(
            operation="auth.logout",
            status="noop",
            resource=_logout_state(env_active, target.url),
            message="Not logged in.",
        )
    revoked = False
    if entry.get("token_id") and entry.get("access_token"):
        from osmosis_client.api.auth import revoke_token

        try:
            client = platform_client(
                inv,
                credential=Credential(entry["access_token"], "login"),
                max_retries=0,
                timeout=10.0,
            )
            client.call(revoke_token, token_id=str(entry["token_id"]))
            revoked = True
        except OsmosisError:
            revoked = False
    store.remove(target.url)
    return OperationResult(
        operation="auth.logout",
        resource={**_logout_state(env_active, target.url), "token_revoked": revoked},
        message=f"Logged out of {target.url}.",
    )


def _logout_state(env_active: bool, platform_url: str) -> dict[str, Any]:
    """What remains after logout (0.3.8 §4.4 shape): only OSMOSIS_TOKEN can still be active."""
    return {
        "logged_in": env_active,
        "persistent_login": False,
        "effective_source": "env" if env_active else None,
        "platform_url": platform_url,
    }


def whoami() -> DetailResult:
    """Show who the active credential belongs to, its expiry and the workspace in scope."""
    inv = current()
    client = platform_client(inv)
    info = _verify(client)
    store_entry = credential_store(inv).get(client.base_url)
    user = info.get("user") or {}
    workspace = info.get("workspace")
    scope = resolve_scope(inv)
    data = {
        "platform_url": client.base_url,
        "user": info.get("user"),
        "token_id": info.get("token_id"),
        "token_type": info.get("token_type"),
        "expires_at": info.get("expires_at"),
        "workspace": workspace,
        "effective_source": client.credential.source if client.credential else None,
        "persistent_login": store_entry is not None,
        **scope.envelope_extras(),
    }
    data["workspace"] = workspace
    rows = [
        ("Platform", client.base_url),
        ("User", user.get("email") or user.get("name") or user.get("id")),
        ("Expires", info.get("expires_at") or "never"),
        ("Credential", "OSMOSIS_TOKEN" if data["effective_source"] == "env" else "saved login"),
    ]
    if isinstance(workspace, dict):
        rows += [("Workspace", workspace.get("name")), ("Role", workspace.get("role"))]
    return DetailResult(data=data, rows=rows, title="Who am I")
