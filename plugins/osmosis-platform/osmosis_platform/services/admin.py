"""Administration straight on the store (no HTTP): users, workspaces, memberships, tokens.

Used by ``osmosis platform token|workspace ...`` and by the embedded default to create the
local user's token. Only a token's hash is stored; the token itself is returned once.
"""

from __future__ import annotations

import re
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Connection, select, update

from osmosis_platform import clock
from osmosis_platform.security import hash_token, new_token
from osmosis_platform.store.models import Membership, Token, User, Workspace

HANDLE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._@+-]{0,254}$")
WORKSPACE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$")


class AdminError(ValueError):
    """A bad admin request; the message is shown to the operator as is."""


def ensure_user(conn: Connection, handle: str, email: str | None = None) -> str:
    if not HANDLE.match(handle):
        raise AdminError(
            f"Invalid user name {handle!r}: use letters, digits and . _ @ + - (at most 255)."
        )
    found = conn.execute(select(User.id).where(User.handle == handle)).scalar_one_or_none()
    if found:
        return found
    user_id = str(uuid.uuid4())
    conn.execute(
        User.__table__.insert().values(
            id=user_id,
            handle=handle,
            email=email or (handle if "@" in handle else None),
            display_name=None,
            created_at=clock.now(),
        )
    )
    return user_id


def ensure_workspace(conn: Connection, name: str, git_repo: str | None = None) -> str:
    if not WORKSPACE.match(name):
        raise AdminError(
            f"Invalid workspace name {name!r}: use letters, digits and . _ - (at most 255)."
        )
    found = conn.execute(select(Workspace.id).where(Workspace.name == name)).scalar_one_or_none()
    if found:
        return found
    workspace_id = str(uuid.uuid4())
    conn.execute(
        Workspace.__table__.insert().values(
            id=workspace_id,
            name=name,
            git_repo=git_repo.lower() if git_repo else None,
            benchmarks_enabled=True,
            created_at=clock.now(),
        )
    )
    return workspace_id


ROLES = ("owner", "admin", "member")


def ensure_membership(
    conn: Connection, user_id: str, workspace_id: str, role: str, *, force: bool = False
) -> None:
    """Add the membership with ``role``; an existing one keeps its role unless ``force``."""
    if role not in ROLES:
        raise AdminError(f"Invalid role {role!r}: choose owner, admin or member.")
    where = (Membership.user_id == user_id) & (Membership.workspace_id == workspace_id)
    found = conn.execute(select(Membership.role).where(where)).first()
    if found is not None and force and found[0] != role:
        conn.execute(update(Membership).where(where).values(role=role))
    if found is None:
        conn.execute(
            Membership.__table__.insert().values(
                user_id=user_id, workspace_id=workspace_id, role=role, created_at=clock.now()
            )
        )


def create_token(
    conn: Connection,
    user: str,
    workspace: str,
    *,
    label: str | None = None,
    token_type: str = "personal_access_token",
    expires_days: int | None = None,
    role: str | None = None,
) -> dict[str, Any]:
    """Create (if needed) the user, the workspace and the membership; mint a token.

    The first member of a new workspace is its owner; later ones are members unless ``role``
    says otherwise.
    """
    new_workspace = (
        conn.execute(select(Workspace.id).where(Workspace.name == workspace)).first() is None
    )
    user_id = ensure_user(conn, user)
    workspace_id = ensure_workspace(conn, workspace)
    default_role = "owner" if new_workspace else "member"
    ensure_membership(conn, user_id, workspace_id, role or default_role, force=role is not None)
    token = new_token()
    token_id = str(uuid.uuid4())
    expires_at = None
    if expires_days is not None:
        if expires_days < 1:
            raise AdminError("--expires-days must be at least 1.")
        expires_at = clock.iso(datetime.now(UTC) + timedelta(days=expires_days))
    conn.execute(
        Token.__table__.insert().values(
            id=token_id,
            token_hash=hash_token(token),
            user_id=user_id,
            workspace_id=workspace_id,
            token_type=token_type,
            label=label,
            created_at=clock.now(),
            expires_at=expires_at,
            revoked_at=None,
        )
    )
    return {
        "token": token,
        "token_id": token_id,
        "user": user,
        "workspace": workspace,
        "token_type": token_type,
        "expires_at": expires_at,
    }


def list_tokens(conn: Connection, user: str | None = None) -> list[dict[str, Any]]:
    query = (
        select(
            Token.id,
            User.handle,
            Workspace.name,
            Token.token_type,
            Token.label,
            Token.created_at,
            Token.expires_at,
            Token.revoked_at,
        )
        .join(User, User.id == Token.user_id)
        .join(Workspace, Workspace.id == Token.workspace_id)
        .order_by(Token.created_at)
    )
    if user is not None:
        query = query.where(User.handle == user)
    return [
        {
            "token_id": r[0],
            "user": r[1],
            "workspace": r[2],
            "token_type": r[3],
            "label": r[4],
            "created_at": r[5],
            "expires_at": r[6],
            "revoked": r[7] is not None,
        }
        for r in conn.execute(query)
    ]


def revoke_token(conn: Connection, token_id: str) -> bool:
    result = conn.execute(
        update(Token)
        .where(Token.id == token_id, Token.revoked_at.is_(None))
        .values(revoked_at=clock.now())
    )
    return result.rowcount > 0


def list_workspaces(conn: Connection) -> list[dict[str, Any]]:
    return [
        {
            "id": r.id,
            "name": r.name,
            "git_repo": r.git_repo,
            "benchmarks_enabled": r.benchmarks_enabled,
            "created_at": r.created_at,
        }
        for r in conn.execute(select(Workspace).order_by(Workspace.name))
    ]


def update_workspace(
    conn: Connection,
    name: str,
    *,
    benchmarks: bool | None = None,
    git_repo: str | None = None,
) -> dict[str, Any]:
    found = conn.execute(select(Workspace.id).where(Workspace.name == name)).scalar_one_or_none()
    if found is None:
        raise AdminError(f'Workspace "{name}" not found.')
    values: dict[str, Any] = {}
    if benchmarks is not None:
        values["benchmarks_enabled"] = benchmarks
    if git_repo is not None:
        values["git_repo"] = git_repo.lower() or None
    if values:
        conn.execute(update(Workspace).where(Workspace.id == found).values(**values))
    return next(w for w in list_workspaces(conn) if w["name"] == name)
