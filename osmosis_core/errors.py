"""Error codes and the exception every command raises to report a handled failure.

Codes and their exit statuses follow the osmosis-ai 0.3.8 contract: usage errors exit 2,
every other handled error exits 1, an interrupt exits 130.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

EXIT_OK = 0
EXIT_ERROR = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130


class ErrorCode(StrEnum):
    VALIDATION = "VALIDATION"
    AUTH_REQUIRED = "AUTH_REQUIRED"
    NOT_FOUND = "NOT_FOUND"
    CONFLICT = "CONFLICT"
    UPGRADE_REQUIRED = "UPGRADE_REQUIRED"
    RATE_LIMITED = "RATE_LIMITED"
    PLATFORM_ERROR = "PLATFORM_ERROR"
    INTERNAL = "INTERNAL"
    INTERACTIVE_REQUIRED = "INTERACTIVE_REQUIRED"
    WORKSPACE_REQUIRED = "WORKSPACE_REQUIRED"
    NETWORK = "NETWORK"
    SUBSCRIPTION_REQUIRED = "SUBSCRIPTION_REQUIRED"
    BILLING_REQUIRED = "BILLING_REQUIRED"
    ENV_TOKEN_PLATFORM_REQUIRED = "ENV_TOKEN_PLATFORM_REQUIRED"
    ENV_TOKEN_PLATFORM_MISMATCH = "ENV_TOKEN_PLATFORM_MISMATCH"
    CREDENTIALS_UNAVAILABLE = "CREDENTIALS_UNAVAILABLE"
    CREDENTIALS_PARSE_FAILED = "CREDENTIALS_PARSE_FAILED"
    TOKEN_NOT_FOUND = "TOKEN_NOT_FOUND"


class OsmosisError(Exception):
    """A handled failure: rendered as ``Error: <message>`` or as the JSON error envelope."""

    def __init__(
        self,
        code: ErrorCode | str,
        message: str,
        details: dict[str, Any] | None = None,
        *,
        exit_code: int = EXIT_ERROR,
    ) -> None:
        super().__init__(message)
        self.code = str(code)
        self.message = message
        self.details = details or {}
        self.exit_code = exit_code


class UsageError(OsmosisError):
    """Bad arguments or options: ``VALIDATION`` with exit status 2."""

    def __init__(self, message: str, details: dict[str, Any] | None = None) -> None:
        super().__init__(ErrorCode.VALIDATION, message, details, exit_code=EXIT_USAGE)


def internal_error(exc: BaseException) -> OsmosisError:
    """Wrap an unexpected exception without leaking its text (it may carry secrets)."""
    return OsmosisError(
        ErrorCode.INTERNAL,
        "An unexpected internal error occurred.",
        {"exception_type": type(exc).__name__},
    )
