"""``osmosis secret list | set | delete``: platform secret records (contract §12).

Handlers return result objects and never print to stdout. Values travel one way only: from
``--env``, ``--stdin`` or a hidden prompt into the POST body; they are never read from argv,
never shown, and scrubbed from any platform error.
"""

from __future__ import annotations

import shlex
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Annotated, Any

from cyclopts import Parameter

from osmosis_core.errors import ErrorCode, OsmosisError, UsageError
from osmosis_core.invocation import Invocation, current
from osmosis_core.results import Column, ListResult, OperationResult
from osmosis_secret.validate import (
    PAGE_LIMIT_DEFAULT,
    PAGE_LIMIT_MAX,
    check_list_scope,
    check_name,
    check_page_options,
    check_scope,
    display_scope,
)

if TYPE_CHECKING:
    from osmosis_core.platform.client import PlatformClient

FLAG = Parameter(negative="")


# --------------------------------------------------------------------------- list


def list_secrets(
    *,
    limit: Annotated[int, Parameter(help="Records per page (1-50).")] = PAGE_LIMIT_DEFAULT,
    all_pages: Annotated[
        bool, Parameter(name="--all", negative="", help="Fetch every page.")
    ] = False,
    scope: Annotated[str, Parameter(help="all, workspace or personal.")] = "all",
) -> ListResult:
    """List secret records: names and metadata, never values.

    A workspace secret hidden by a personal one of the same name is marked as shadowed
    (JSON ``"shadowed": true``), because the personal value is what runs will use.
    """
    check_page_options(limit, all_pages)
    wire_scope = check_list_scope(scope)
    inv = current()
    client = _client(inv)
    if all_pages:
        items, first = fetch_all(client, wire_scope)
        total, has_more, next_offset = len(items), False, None
    else:
        first = _page(client, wire_scope, limit=limit, offset=0)
        items = list(first.get("environment_secrets") or [])
        total = first.get("total_count", len(items))
        has_more = bool(first.get("has_more"))
        next_offset = first.get("next_offset")
    shown = [_public_item(item) for item in items]
    _mark_shadowed(client, shown, wire_scope, complete=not has_more)
    # As 0.3.8: the Secrets page URL (key and hint) only when the server names one.
    platform_url = first.get("platform_url") or None
    extra = client.scope.envelope_extras()
    if platform_url:
        extra["platform_url"] = platform_url
    return ListResult(
        items=shown,
        columns=[
            Column("name", "Name"),
            Column("scope", "Scope", _scope_cell),
            Column("updated_at", "Updated", _updated_cell),
            Column("updater_name", "Updated By", _updater_cell),
        ],
        total_count=total,
        has_more=has_more,
        next_offset=next_offset,
        extra=extra,
        title="Secrets",
        hints=[f"View secrets: {platform_url}"] if platform_url else [],
        empty_message="No secrets found.",
    )


def _page(client: PlatformClient, wire_scope: str, *, limit: int, offset: int) -> dict[str, Any]:
    from osmosis_client.api.environment_secrets import list_environment_secrets

    page = client.call(list_environment_secrets, limit=limit, offset=offset, scope=wire_scope)
    if not isinstance(page, dict) or not isinstance(page.get("environment_secrets", []), list):
        raise OsmosisError(
            ErrorCode.PLATFORM_ERROR,
            "The platform answered the secret list with an unexpected shape.",
            {"endpoint": "GET /api/cli/environment-secrets"},
        )
    return page


def fetch_all(client: PlatformClient, wire_scope: str) -> tuple[list[dict[str, Any]], dict]:
    """Every record of a scope, page by page, and the first page (for ``platform_url``).

    Stops when the server gives no ``next_offset`` or an empty page (0.3.8's rule), and also
    when ``next_offset`` does not move forward, so a buggy server cannot loop us forever.
    """
    items: list[dict[str, Any]] = []
    offset = 0
    first: dict[str, Any] | None = None
    while True:
        page = _page(client, wire_scope, limit=PAGE_LIMIT_MAX, offset=offset)
        first = first or page
        batch = page.get("environment_secrets") or []
        items.extend(batch)
        next_offset = page.get("next_offset")
        if not batch or not isinstance(next_offset, int) or next_offset <= offset:
            return items, first
        offset = next_offset


def _public_item(item: dict[str, Any]) -> dict[str, Any]:
    """The record as shown: ``user`` scope reads ``personal``; a stray value never leaks.

    Fields a newer server adds pass through; ``platform_url`` is page-level in 0.3.8's
    output (the envelope key and hint), so it is not repeated on every record.
    """
    shown = {k: v for k, v in item.items() if k not in ("value", "platform_url")}
    shown["scope"] = display_scope(item.get("scope"))
    return shown


def _mark_shadowed(
    client: PlatformClient, items: list[dict[str, Any]], wire_scope: str, *, complete: bool
) -> None:
    """Flag workspace records that a personal record of the same name overrides.

    When the personal records are not all on hand (a workspace-only list, or a partial
    page of ``all``), they are fetched, so the flag is never silently missing.
    """
    workspace_items = [i for i in items if i.get("scope") == "workspace"]
    if not workspace_items:
        return
    if wire_scope == "all" and complete:
        personal = {i.get("name") for i in items if i.get("scope") == "personal"}
    else:
        records, _ = fetch_all(client, "user")
        personal = {r.get("name") for r in records}
    for item in workspace_items:
        if item.get("name") in personal:
            item["shadowed"] = True


def _scope_cell(item: dict[str, Any]) -> str:
    scope = item.get("scope")
    label = scope.capitalize() if isinstance(scope, str) else "–"
    return f"{label} (shadowed by personal)" if item.get("shadowed") else label


def _updated_cell(item: dict[str, Any]) -> str:
    return format_time(item.get("updated_at") or item.get("created_at"))


def _updater_cell(item: dict[str, Any]) -> Any:
    return item.get("updater_name") or item.get("creator_name")


def format_time(value: Any) -> str:
    """An ISO timestamp in local time as 0.3.8 shows it (``2026-08-20 5:39 PM UTC``);
    anything unparseable as is. A timestamp without a zone is taken as UTC."""
    if not isinstance(value, str) or not value:
        return "–"
    try:
        moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return value
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    local = moment.astimezone()
    hour = local.hour % 12 or 12
    meridiem = "AM" if local.hour < 12 else "PM"
    return f"{local:%Y-%m-%d} {hour}:{local.minute:02d} {meridiem} {local:%Z}"


# ---------------------------------------------------------------------------- set


def set_secret(
    name: Annotated[str, Parameter(help="Secret name, e.g. OPENAI_API_KEY.")],
    /,
    *extra: Annotated[str, Parameter(show=False, allow_leading_hyphen=False)],
    scope: Annotated[str, Parameter(help="personal (default) or workspace.")] = "personal",
    env: Annotated[
        str | None,
        Parameter(name="--env", help="Read the value from this environment variable."),
    ] = None,
    stdin: Annotated[
        bool, FLAG, Parameter(help="Read the value from stdin (one trailing newline dropped).")
    ] = False,
) -> OperationResult:
    """Create or replace a secret. The value is never taken from the command line.

    Personal secrets are private and override a workspace secret of the same name.
    """
    if extra:
        # Never echo the extra words: they are most likely the value itself.
        raise UsageError(
            "secret set takes only NAME; secret values are never accepted on the command "
            "line. Use --env VARNAME, --stdin, or run interactively for a hidden prompt.",
            {"unexpected_arguments": len(extra)},
        )
    check_name(name)
    wire_scope = check_scope(scope)
    inv = current()
    from osmosis_secret.prompts import PromptCancelled, read_value

    # Someone about to type a value learns of a missing login first, not after typing it;
    # a non-interactive run checks its value source first (INTERACTIVE_REQUIRED, §12.3).
    will_prompt = env is None and not stdin and inv.interactive
    client = _client(inv) if will_prompt else None
    try:
        value = read_value(inv, name, scope, env_var=env, from_stdin=stdin)
    except PromptCancelled:
        client = client or _client(inv)
        return OperationResult(
            operation="secret.set",
            status="cancelled",
            resource={"name": name, "scope": scope, **client.scope.envelope_extras()},
            message="Cancelled.",
        )
    client = client or _client(inv)
    record = _upsert(client, name, wire_scope, value)
    del value  # drop our copy as soon as it is sent
    record = record if isinstance(record, dict) else {}
    # As 0.3.8: the Secrets page URL, when the server names one, is a top-level key and
    # the view_secrets next step, not part of the resource.
    platform_url = record.get("platform_url")
    extra: dict[str, Any] = {}
    next_steps: list[dict[str, Any]] = []
    if platform_url:
        extra["platform_url"] = platform_url
        next_steps.append({"action": "view_secrets", "label": "View secrets", "url": platform_url})
    return OperationResult(
        operation="secret.set",
        resource={
            **_public_item(record),
            "name": name,
            "scope": scope,
            **client.scope.envelope_extras(),
        },
        message=f'Secret "{name}" saved in {scope} scope.',
        next_steps=next_steps,
        extra=extra,
    )


def _upsert(client: PlatformClient, name: str, wire_scope: str, value: str) -> Any:
    from osmosis_client.api.environment_secrets import upsert_environment_secret
    from osmosis_client.models import UpsertEnvironmentSecretRequest
    from osmosis_client.models.secret_scope import check_secret_scope
    from osmosis_secret.redact import redact_error, redaction_forms

    body = UpsertEnvironmentSecretRequest(
        name=name, value=value, scope=check_secret_scope(wire_scope)
    )
    try:
        return client.call(upsert_environment_secret, body=body)
    except OsmosisError as exc:
        # ``from None``: the unredacted original must not appear even in a debug traceback.
        raise redact_error(exc, redaction_forms(value)) from None
    finally:
        del body


# ------------------------------------------------------------------------- delete


def delete_secret(
    name: Annotated[str, Parameter(help="Secret name.")],
    /,
    *,
    scope: Annotated[str, Parameter(help="personal (default) or workspace.")] = "personal",
    yes: Annotated[bool, FLAG, Parameter(alias="-y", help="Do not ask for confirmation.")] = False,
) -> OperationResult:
    """Delete a secret record. Asks first (default No); ``--yes`` skips the question."""
    check_name(name)
    wire_scope = check_scope(scope)
    inv = current()
    client = _client(inv)
    if not _exists(client, name, wire_scope):
        raise _not_found(inv, client, name, scope)
    from osmosis_core.confirm import confirm

    prompt = f'Delete {scope} secret "{name}"? This cannot be undone.'
    if not confirm(inv, prompt, {"Name": name, "Scope": scope}, yes=yes):
        return OperationResult(
            operation="secret.delete",
            status="cancelled",
            resource={"name": name, "scope": scope, "deleted": False},
            message="Cancelled.",
        )
    from osmosis_client.api.environment_secrets import delete_environment_secret
    from osmosis_client.models import DeleteEnvironmentSecretRequest
    from osmosis_client.models.secret_scope import check_secret_scope

    body = DeleteEnvironmentSecretRequest(name=name, scope=check_secret_scope(wire_scope))
    answer = client.call(delete_environment_secret, body=body)
    deleted = answer.get("deleted", True) if isinstance(answer, dict) else True
    return OperationResult(
        operation="secret.delete",
        status="success" if deleted else "noop",
        resource={
            "name": name,
            "scope": scope,
            "deleted": bool(deleted),
            **client.scope.envelope_extras(),
        },
        message=f'Secret "{name}" deleted from {scope} scope.'
        if deleted
        else f'Secret "{name}" was not deleted.',
    )


def _exists(client: PlatformClient, name: str, wire_scope: str) -> bool:
    records, _ = fetch_all(client, wire_scope)
    return any(r.get("name") == name for r in records)


def _not_found(inv: Invocation, client: PlatformClient, name: str, scope: str) -> OsmosisError:
    """NOT_FOUND, with a ready-to-run command when the name lives in the other scope."""
    other = "workspace" if scope == "personal" else "personal"
    details: dict[str, Any] = {"name": name, "scope": scope}
    if not _exists(client, name, check_scope(other)):
        return OsmosisError(ErrorCode.NOT_FOUND, f'Secret "{name}" not found.', details)
    # 0.3.8's text; a workspace chosen by --workspace (not the environment) is carried over,
    # or the suggested command would look in a different workspace.
    flag = inv.workspace and inv.workspace != inv.env("OSMOSIS_WORKSPACE")
    root = f"osmosis --workspace {shlex.quote(inv.workspace or '')} " if flag else "osmosis "
    suggestion = f"{root}secret delete {name} --scope {other}"
    details.update(other_scope=other, suggestion=suggestion)
    return OsmosisError(
        ErrorCode.NOT_FOUND,
        f'Secret "{name}" not found in {scope} scope.\nDid you mean: {suggestion}',
        details,
    )


# ------------------------------------------------------------------------- shared


def _client(inv: Invocation) -> PlatformClient:
    from osmosis_core.platform.client import platform_client

    return platform_client(inv)
