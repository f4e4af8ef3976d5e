"""``/api/cli/environment-secrets``: list, upsert, delete. Values are write-only."""

from __future__ import annotations

from litestar import Request, Response, delete, get, post

from osmosis_platform.server.errors import bad_request
from osmosis_platform.server.http import decode_body, json_response, page, page_fields
from osmosis_platform.server.state import platform, session
from osmosis_platform.services import secrets as service

PATH = "/api/cli/environment-secrets"


@get(PATH)
async def list_environment_secrets(request: Request) -> Response:
    limit, offset = page(request)
    scope = request.query_params.get("scope") or "all"
    if scope not in ("all", "workspace", "user"):
        raise bad_request("scope must be one of all, workspace, user.", field="scope")
    with session(request) as (conn, caller):
        items, total = service.list_secrets(conn, caller, scope, limit, offset)
    return json_response(
        {
            "environment_secrets": items,
            **page_fields(total, limit, offset, len(items)),
            "platform_url": None,
        }
    )


@post(PATH)
async def upsert_environment_secret(request: Request) -> Response:
    body = await decode_body(request, service.UpsertSecret)
    with session(request, write=True) as (conn, caller):
        view, created = service.upsert_secret(conn, caller, body, platform(request).box)
    return json_response(view, status=201 if created else 200)


@delete(PATH, status_code=200)
async def delete_environment_secret(request: Request) -> Response:
    body = await decode_body(request, service.DeleteSecret)
    with session(request, write=True) as (conn, caller):
        result = service.delete_secret(conn, caller, body)
    return json_response(result)


HANDLERS = [list_environment_secrets, upsert_environment_secret, delete_environment_secret]
