"""Who is calling and in which workspace. Every query is filtered by ``Caller.workspace_id``.

A token belongs to one workspace. A scope header naming any other workspace answers 403 with a
``WORKSPACE_SCOPE_*`` / ``GIT_*`` code, as the spec's ``Forbidden`` response lists them. The
answer is the same whether that workspace exists or not, so the names of workspaces a caller
cannot see never leak.
"""

from __future__ import annotations

from dataclasses import dataclass

from litestar import Request
from sqlalchemy import Connection, bindparam, select

from osmosis_platform import clock
from osmosis_platform.security import hash_token
from osmosis_platform.server.errors import ApiError
from osmosis_platform.store.models import Membership, Token, User, Workspace


@dataclass(frozen=True, slots=True)
class Caller:
    token_id: str
    token_type: str
    expires_at: str | None
    user_id: str
    user_handle: str
    user_email: str | None
    user_name: str | None
    workspace_id: str
    workspace_name: str
    benchmarks_enabled: bool
    git_repo: str | None = None
    role: str | None = None

    @property
    def is_admin(self) -> bool:
        """Owners and admins manage what the whole workspace shares (workspace secrets)."""
        return self.role in ("owner", "admin")

    @property
    def display_name(self) -> str:
        return self.user_name or self.user_handle


def _unauthorized(message: str) -> ApiError:
    return ApiError(401, "UNAUTHORIZED", message, headers={"WWW-Authenticate": "Bearer"})


_QUERY = (
    select(
        Token.id,
        Token.token_type,
        Token.expires_at,
        Token.revoked_at,
        User.id,
        User.handle,
        User.email,
        User.display_name,
        Workspace.id,
        Workspace.name,
        Workspace.git_repo,
        Workspace.benchmarks_enabled,
        Membership.role,
    )
    .join(User, User.id == Token.user_id)
    .join(Workspace, Workspace.id == Token.workspace_id)
    .outerjoin(
        Membership,
        (Membership.user_id == Token.user_id) & (Membership.workspace_id == Token.workspace_id),
    )
    # bound, not built per request: every request runs this, and a fixed statement keeps its
    # SQL cache key instead of recomputing it
    .where(Token.token_hash == bindparam("token_hash"))
)


def authenticate(request: Request, conn: Connection, *, check_scope: bool = True) -> Caller:
    header = request.headers.get("authorization") or ""
    scheme, _, token = header.partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token:
        raise _unauthorized("Authentication required: send Authorization: Bearer <token>.")
    row = conn.execute(_QUERY, {"token_hash": hash_token(token)}).first()
    if row is None or row[3] is not None:
        raise _unauthorized("The token is invalid or has been revoked.")
    if row[2] is not None and row[2] <= clock.now():
        raise _unauthorized("The token has expired.")
    caller = Caller(
        token_id=row[0],
        token_type=row[1],
        expires_at=row[2],
        user_id=row[4],
        user_handle=row[5],
        user_email=row[6],
        user_name=row[7],
        workspace_id=row[8],
        workspace_name=row[9],
        benchmarks_enabled=bool(row[11]),
        git_repo=row[10],
        role=row[12],
    )
    if check_scope:
        check_scope_headers(request, caller)
    return caller


def _scope_error(code: str, message: str, **details: str) -> ApiError:
    """Scope errors are 403 on every operation: the spec documents them under ``Forbidden``,
    and several operations document neither 400 nor 404."""
    return ApiError(403, code, message, details=details)


def check_scope_headers(request: Request, caller: Caller) -> None:
    git_repo = caller.git_repo
    workspace = request.headers.get("x-osmosis-workspace")
    git = request.headers.get("x-osmosis-git")
    if workspace is not None and git is not None:
        raise _scope_error(
            "WORKSPACE_SCOPE_HEADER_CONFLICT",
            "Specify either a Git workspace or `--workspace`, not both.",
        )
    if workspace is not None and workspace != caller.workspace_name:
        # The same answer whether the workspace exists or not: names never leak.
        raise _scope_error(
            "WORKSPACE_SCOPE_HEADER_ACCESS_DENIED",
            f'Platform could not resolve the workspace "{workspace}", or this token does not '
            "have access to it. Check `--workspace` and the token or login in use.",
            workspace=workspace,
        )
    if git is not None and git_repo is not None and git.lower() != git_repo:
        raise _scope_error(
            "GIT_SCOPE_HEADER_ACCESS_DENIED",
            f"Platform could not resolve the repository {git}, or this token does not have "
            "access to its workspace. Run from the repository connected to the token's "
            "workspace, or pass --workspace.",
            repository=git,
        )


def require_benchmarks(caller: Caller) -> None:
    if not caller.benchmarks_enabled:
        raise ApiError(
            403, "BENCHMARKS_NOT_ENABLED", "Benchmarks is not available for your account"
        )
