"""The ASGI app factory: routes, the error body, request ids and structured access logs."""

from __future__ import annotations

import time
import uuid
from typing import Any

from litestar import Litestar, Request, Response, get
from litestar.exceptions import HTTPException
from litestar.types import ASGIApp, Message, Receive, Scope, Send

from osmosis_platform.server.errors import ApiError, error_body
from osmosis_platform.server.http import json_response
from osmosis_platform.server.routes import auth, benchmarks, files, runs, secrets
from osmosis_platform.server.state import Platform
from osmosis_platform.settings import Settings

_HTTP_CODES = {
    400: "VALIDATION_ERROR",
    401: "UNAUTHORIZED",
    403: "FORBIDDEN",
    404: "NOT_FOUND",
    405: "METHOD_NOT_ALLOWED",
    413: "PAYLOAD_TOO_LARGE",
    415: "UNSUPPORTED_MEDIA_TYPE",
    429: "RATE_LIMITED",
}


def _request_id(request: Request) -> str | None:
    return request.scope.get("state", {}).get("request_id")


def _api_error(request: Request, exc: ApiError) -> Response:
    body = error_body(
        exc.code, exc.message, _request_id(request), field=exc.field, details=exc.details
    )
    return json_response(body, status=exc.status, headers=exc.headers or None)


def _http_error(request: Request, exc: HTTPException) -> Response:
    status = exc.status_code
    code = _HTTP_CODES.get(status, "PLATFORM_ERROR")
    if status == 404:
        message = f"No route {request.method} {request.url.path}."
    elif status == 405:
        message = f"Method {request.method} is not allowed on {request.url.path}."
    elif status == 413:
        message = "The request body is too large."
    else:
        message = str(exc.detail) if exc.detail else "The request could not be processed."
    body = error_body(code, message, _request_id(request))
    return json_response(body, status=status if status >= 400 else 500)


def _internal_error(request: Request, exc: Exception) -> Response:
    from osmosis_platform.logs import logger

    request_id = _request_id(request)
    logger().error(
        "unhandled_error",
        request_id=request_id,
        path=request.url.path,
        exception_type=type(exc).__name__,
        exc_info=exc,
    )
    body = error_body(
        "INTERNAL_ERROR",
        f"An unexpected error occurred; quote request id {request_id} when reporting it.",
        request_id,
    )
    return json_response(body, status=500)


def request_context(app: ASGIApp) -> ASGIApp:
    """Gives every request an id (``X-Request-Id`` in and out) and logs one access line."""
    from osmosis_platform.logs import logger

    log = logger()

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await app(scope, receive, send)
            return
        incoming = None
        for name, value in scope["headers"]:
            if name == b"x-request-id":
                incoming = value.decode("latin-1")
                break
        request_id = incoming if incoming and len(incoming) <= 64 else uuid.uuid4().hex
        scope.setdefault("state", {})["request_id"] = request_id
        started = time.perf_counter()
        status = 0

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                headers = list(message.get("headers", []))
                headers.append((b"x-request-id", request_id.encode()))
                message = {**message, "headers": headers}
            await send(message)

        try:
            await app(scope, receive, send_with_id)
        finally:
            log.info(
                "request",
                method=scope["method"],
                path=scope["path"],
                status=status,
                duration_ms=round((time.perf_counter() - started) * 1000, 2),
                request_id=request_id,
            )

    return middleware


@get("/healthz", include_in_schema=False)
async def healthz() -> dict[str, Any]:
    return {"status": "ok"}


def create_app(settings: Settings, *, platform: Platform | None = None) -> Litestar:
    """Build the app; the database is migrated and the managed benchmark installed first."""
    from osmosis_platform.background import start_background, stop_background
    from osmosis_platform.bootstrap import open_platform

    state = platform or open_platform(settings)
    handlers = [
        healthz,
        *benchmarks.HANDLERS,
        *runs.HANDLERS,
        *secrets.HANDLERS,
        *auth.HANDLERS,
        *files.HANDLERS,
    ]
    app = Litestar(
        route_handlers=handlers,
        exception_handlers={
            ApiError: _api_error,
            HTTPException: _http_error,
            Exception: _internal_error,
        },
        middleware=[request_context],
        request_max_body_size=settings.max_body_bytes,
        on_startup=[lambda: start_background(state)],
        on_shutdown=[lambda: stop_background(state)],
        openapi_config=None,
        logging_config=None,
    )
    app.state.platform = state
    return app
