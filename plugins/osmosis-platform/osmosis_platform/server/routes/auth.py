"""``/api/cli/verify`` (whoami) and ``/api/cli/tokens/{token_id}`` (logout)."""

from __future__ import annotations

from litestar import Request, Response, delete, get
from sqlalchemy import select, update

from osmosis_platform import clock
from osmosis_platform.server.auth import authenticate, check_scope_headers
from osmosis_platform.server.errors import ApiError, not_found
from osmosis_platform.server.http import json_response
from osmosis_platform.server.state import platform
from osmosis_platform.store.models import Membership, Token


@get("/api/cli/verify")
async def verify_token(request: Request) -> Response:
    with platform(request).engine.connect() as conn:
        caller = authenticate(request, conn, check_scope=False)
        try:
            check_scope_headers(request, caller)
            scoped = True
        except ApiError:
            scoped = False  # a scope that does not resolve gives workspace null, not an error
        role = conn.execute(
            select(Membership.role).where(
                Membership.user_id == caller.user_id,
                Membership.workspace_id == caller.workspace_id,
            )
        ).scalar_one_or_none()
    workspace = {"id": caller.workspace_id, "name": caller.workspace_name, "role": role}
    return json_response(
        {
            "user": {"id": caller.user_id, "email": caller.user_email, "name": caller.display_name},
            "token_id": caller.token_id,
            "token_type": caller.token_type,
            "expires_at": caller.expires_at,
            "workspace": workspace if scoped else None,
        }
    )


@delete("/api/cli/tokens/{token_id:str}", status_code=200)
async def revoke_token(request: Request, token_id: str) -> Response:
    with platform(request).engine.begin() as conn:
        caller = authenticate(request, conn, check_scope=False)
        result = conn.execute(
            update(Token)
            .where(Token.id == token_id, Token.user_id == caller.user_id)
            .values(revoked_at=clock.now())
        )
        if result.rowcount == 0:
            raise not_found(f'Token "{token_id}" not found.')
    return json_response({"token_id": token_id, "revoked": True})


HANDLERS = [verify_token, revoke_token]
