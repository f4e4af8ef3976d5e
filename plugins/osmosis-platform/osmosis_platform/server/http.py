"""Request decoding and response encoding with msgspec: strict types, a 400 naming the field
for anything malformed, and bodies encoded once without an intermediate model layer."""

from __future__ import annotations

import re
from typing import Any

import msgspec
from litestar import Request, Response

from osmosis_platform.server.errors import bad_request

_PATH = re.compile(r" - at `\$(?P<path>[^`]*)`$")
JSON = "application/json"


def json_response(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    return Response(
        content=msgspec.json.encode(data), status_code=status, media_type=JSON, headers=headers
    )


def _field(message: str) -> tuple[str, str | None]:
    """Split msgspec's ``... - at `$.agents[0].model` `` into the text and ``agents.0.model``."""
    match = _PATH.search(message)
    if not match:
        return message, None
    path = match.group("path").replace("[", ".").replace("]", "").lstrip(".")
    return message[: match.start()], path or None


async def decode_body[T](request: Request, kind: type[T]) -> T:
    raw = await request.body()
    if not raw.strip():
        raise bad_request("The request body must be a JSON object.")
    try:
        return msgspec.json.decode(raw, type=kind)
    except msgspec.ValidationError as exc:
        text, field = _field(str(exc))
        where = f" at {field}" if field else ""
        raise bad_request(f"Invalid request body{where}: {text}.", field=field) from None
    except msgspec.DecodeError:
        raise bad_request("The request body is not valid JSON.") from None


# The largest integer SQLite and PostgreSQL store (signed 64 bits); a bigger bound parameter
# makes the driver raise instead of matching nothing.
MAX_SQL_INTEGER = 2**63 - 1


def query_int(
    request: Request, name: str, default: int, *, minimum: int, maximum: int | None = None
) -> int:
    """An integer query parameter. Without a ``maximum``, values past ``MAX_SQL_INTEGER`` are
    clamped to it: no offset or index reaches that far, so the answer is the same (an empty
    page, no match) and the value never overflows the database driver."""
    raw = request.query_params.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        raise bad_request(f"{name} must be an integer, got {raw!r}.", field=name) from None
    if value < minimum or (maximum is not None and value > maximum):
        upper = f" and at most {maximum}" if maximum is not None else ""
        raise bad_request(f"{name} must be at least {minimum}{upper}.", field=name)
    return min(value, MAX_SQL_INTEGER)


def page(request: Request, *, max_limit: int = 50) -> tuple[int, int]:
    limit = query_int(request, "limit", max_limit, minimum=1, maximum=max_limit)
    offset = query_int(request, "offset", 0, minimum=0)
    return limit, offset


def page_fields(total: int, limit: int, offset: int, shown: int) -> dict[str, Any]:
    has_more = offset + shown < total
    return {
        "total_count": total,
        "has_more": has_more,
        "next_offset": offset + shown if has_more else None,
    }
