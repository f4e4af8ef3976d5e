"""API errors and the one flat error body every non-2xx JSON response carries."""

from __future__ import annotations

from typing import Any


class ApiError(Exception):
    """An expected failure with its HTTP status, stable code and a safe message."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        *,
        field: str | None = None,
        details: dict[str, Any] | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.field = field
        self.details = details or {}
        self.headers = headers or {}


def error_body(
    code: str,
    message: str,
    request_id: str | None,
    *,
    field: str | None = None,
    details: dict[str, Any] | None = None,
) -> dict[str, Any]:
    return {
        "code": code,
        "error_code": code,
        "message": message,
        "field": field,
        "details": details or {},
        "request_id": request_id,
    }


def bad_request(message: str, *, field: str | None = None, **details: Any) -> ApiError:
    return ApiError(400, "VALIDATION_ERROR", message, field=field, details=details)


def not_found(message: str, **details: Any) -> ApiError:
    return ApiError(404, "NOT_FOUND", message, details=details)


def conflict(code: str, message: str, **details: Any) -> ApiError:
    return ApiError(409, code, message, details=details)
