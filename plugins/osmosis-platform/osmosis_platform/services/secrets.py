"""Secret records: write-only values, personal (``user``) records override workspace ones.

Values are encrypted before they reach the database and are decrypted only by the executor;
no function here returns a value.
"""

from __future__ import annotations

import re
import uuid
from typing import Any, Literal

import msgspec
from sqlalchemy import Connection, and_, delete, func, insert, or_, select, update

from osmosis_platform import clock
from osmosis_platform.security import SecretBox
from osmosis_platform.server.auth import Caller
from osmosis_platform.server.errors import ApiError, bad_request, not_found
from osmosis_platform.store.models import Secret, User

NAME = re.compile(r"^[A-Z][A-Z0-9_]*$")
NAME_MESSAGE = (
    "Secret name must match ^[A-Z][A-Z0-9_]*$ (uppercase letters, digits and '_', "
    "starting with a letter)."
)
Scope = Literal["user", "workspace"]


class UpsertSecret(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    value: str
    scope: Scope


class DeleteSecret(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    scope: Scope


def check_name(name: str, field: str = "name") -> None:
    if not (1 <= len(name) <= 255) or not NAME.match(name):
        raise bad_request(NAME_MESSAGE, field=field)


def _require_admin_for_workspace(caller: Caller, scope: str) -> None:
    """Workspace records are shared by every member, so only owners and admins change them
    (as osmosis-ai 0.3.8 documents); anyone manages their own personal records."""
    if scope == "workspace" and not caller.is_admin:
        raise ApiError(
            403,
            "WORKSPACE_ADMIN_REQUIRED",
            "Only workspace owners and admins can change workspace secrets; save a personal "
            "secret instead (scope personal).",
        )


def _owner_key(caller: Caller, scope: str) -> str:
    return caller.user_id if scope == "user" else ""


def _visible(caller: Caller):
    return and_(
        Secret.workspace_id == caller.workspace_id,
        or_(
            Secret.scope == "workspace",
            and_(Secret.scope == "user", Secret.owner_key == caller.user_id),
        ),
    )


def _view(row: Any) -> dict[str, Any]:
    return {
        "id": row.id,
        "name": row.name,
        "scope": row.scope,
        "created_at": row.created_at,
        "updated_at": row.updated_at,
        "creator_name": row.creator_name,
        "updater_name": row.updater_name,
        "platform_url": None,
    }


def _select():
    creator = select(func.coalesce(User.display_name, User.handle)).where(
        User.id == Secret.creator_id
    )
    updater = select(func.coalesce(User.display_name, User.handle)).where(
        User.id == Secret.updater_id
    )
    return select(
        Secret.id,
        Secret.name,
        Secret.scope,
        Secret.created_at,
        Secret.updated_at,
        creator.scalar_subquery().label("creator_name"),
        updater.scalar_subquery().label("updater_name"),
    )


def list_secrets(
    conn: Connection, caller: Caller, scope: str, limit: int, offset: int
) -> tuple[list[dict[str, Any]], int]:
    where = _visible(caller)
    if scope != "all":
        where = and_(where, Secret.scope == scope)
    total = conn.execute(select(func.count()).select_from(Secret).where(where)).scalar_one()
    rows = conn.execute(
        _select().where(where).order_by(Secret.name, Secret.scope).limit(limit).offset(offset)
    ).all()
    return [_view(r) for r in rows], total


def upsert_secret(
    conn: Connection, caller: Caller, body: UpsertSecret, box: SecretBox
) -> tuple[dict[str, Any], bool]:
    check_name(body.name)
    _require_admin_for_workspace(caller, body.scope)
    if not body.value:
        raise bad_request("The secret value must not be empty.", field="value")
    owner = _owner_key(caller, body.scope)
    key = and_(
        Secret.workspace_id == caller.workspace_id,
        Secret.scope == body.scope,
        Secret.owner_key == owner,
        Secret.name == body.name,
    )
    now = clock.now()
    ciphertext = box.encrypt(body.value)
    existing = conn.execute(select(Secret.id).where(key)).scalar_one_or_none()
    if existing:
        conn.execute(
            update(Secret)
            .where(Secret.id == existing)
            .values(ciphertext=ciphertext, updated_at=now, updater_id=caller.user_id)
        )
        secret_id, created = existing, False
    else:
        secret_id, created = str(uuid.uuid4()), True
        conn.execute(
            insert(Secret).values(
                id=secret_id,
                workspace_id=caller.workspace_id,
                scope=body.scope,
                owner_key=owner,
                name=body.name,
                ciphertext=ciphertext,
                created_at=now,
                updated_at=now,
                creator_id=caller.user_id,
                updater_id=caller.user_id,
            )
        )
    row = conn.execute(_select().where(Secret.id == secret_id)).one()
    return _view(row), created


def delete_secret(conn: Connection, caller: Caller, body: DeleteSecret) -> dict[str, Any]:
    check_name(body.name)
    _require_admin_for_workspace(caller, body.scope)
    result = conn.execute(
        delete(Secret).where(
            Secret.workspace_id == caller.workspace_id,
            Secret.scope == body.scope,
            Secret.owner_key == _owner_key(caller, body.scope),
            Secret.name == body.name,
        )
    )
    if result.rowcount == 0:
        raise not_found(f'Secret "{body.name}" not found.', name=body.name, scope=body.scope)
    return {"name": body.name, "scope": body.scope, "deleted": True}


def stored_scopes(conn: Connection, caller: Caller, names: list[str]) -> dict[str, set[str]]:
    """Name → the scopes it is stored in, for the names given (personal and workspace)."""
    if not names:
        return {}
    rows = conn.execute(
        select(Secret.name, Secret.scope).where(_visible(caller), Secret.name.in_(names))
    ).all()
    found: dict[str, set[str]] = {}
    for name, scope in rows:
        found.setdefault(name, set()).add(scope)
    return found


def resolve_values(
    conn: Connection, workspace_id: str, user_id: str | None, names: list[str], box: SecretBox
) -> dict[str, str]:
    """Decrypted values of ``names`` for a run's submitter: personal overrides workspace.

    Only the executor calls this, to inject values into a sandbox; nothing returns them.
    """
    if not names:
        return {}
    rows = conn.execute(
        select(Secret.name, Secret.scope, Secret.ciphertext).where(
            Secret.workspace_id == workspace_id,
            Secret.name.in_(names),
            or_(
                Secret.scope == "workspace",
                and_(Secret.scope == "user", Secret.owner_key == (user_id or "")),
            ),
        )
    ).all()
    chosen: dict[str, tuple[str, str]] = {}
    for name, scope, ciphertext in rows:
        if name not in chosen or scope == "user":
            chosen[name] = (scope, ciphertext)
    return {name: box.decrypt(ciphertext) for name, (_scope, ciphertext) in chosen.items()}
