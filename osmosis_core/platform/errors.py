"""HTTP failures mapped to the contract's error codes (0.3.8 §5.2), with the request id."""

from __future__ import annotations

from typing import Any

import httpx

from osmosis_core.errors import ErrorCode, OsmosisError

STATUS_CODES = {
    400: ErrorCode.VALIDATION,
    401: ErrorCode.AUTH_REQUIRED,
    404: ErrorCode.NOT_FOUND,
    409: ErrorCode.CONFLICT,
    426: ErrorCode.UPGRADE_REQUIRED,
    429: ErrorCode.RATE_LIMITED,
}
FORBIDDEN_CODES = {"SUBSCRIPTION_REQUIRED", "BILLING_REQUIRED"}
BENCHMARKS_DISABLED = "Benchmarks is not available for your account"


def _body(response: httpx.Response) -> dict[str, Any]:
    try:
        doc = response.json()
    except ValueError:
        return {}
    if isinstance(doc, dict) and isinstance(doc.get("error"), dict):
        doc = {**doc["error"], **{k: v for k, v in doc.items() if k != "error"}}
    return doc if isinstance(doc, dict) else {}


def platform_error(response: httpx.Response, *, token_source: str | None = None) -> OsmosisError:
    body = _body(response)
    status = response.status_code
    platform_code = body.get("code") or body.get("error_code")
    message = body.get("message") or body.get("detail") or f"Platform returned HTTP {status}."
    if status == 403 and platform_code in FORBIDDEN_CODES:
        code: str = platform_code
    elif status == 403 and platform_code == "BENCHMARKS_NOT_ENABLED":
        code, message = ErrorCode.PLATFORM_ERROR, BENCHMARKS_DISABLED
    else:
        code = STATUS_CODES.get(status, ErrorCode.PLATFORM_ERROR)
    if status == 401:
        if token_source == "env":
            message = "OSMOSIS_TOKEN was rejected: it is invalid, expired or revoked."
        elif token_source == "login":
            message = "Your saved login was rejected. Run 'osmosis auth login' again."
    details: dict[str, Any] = {"status_code": status}
    if platform_code:
        details["platform_code"] = platform_code
    if body.get("field"):
        details["field"] = body["field"]
    if isinstance(body.get("details"), dict):
        details.update({k: v for k, v in body["details"].items() if k not in details})
    request_id = response.headers.get("X-Request-Id") or body.get("request_id")
    if request_id:
        details["request_id"] = request_id
    if status == 429 and response.headers.get("Retry-After"):
        details["retry_after"] = response.headers["Retry-After"]
    return OsmosisError(code, str(message), details)


def connection_error(base_url: str, exc: Exception) -> OsmosisError:
    reason = str(exc).strip() or type(exc).__name__
    return OsmosisError(
        ErrorCode.NETWORK,
        f"Could not connect to platform at {base_url}: {reason}",
        {"platform_url": base_url, "exception_type": type(exc).__name__},
    )
