"""Keep per-run secret values out of platform errors (0.3.8 §15.6).

A server may echo the request back in an error; anything the user supplied in this invocation
is replaced before the error is shown, longest value first so a value that contains another is
never half-redacted.
"""

from __future__ import annotations

from typing import Any

from osmosis_core.errors import OsmosisError

MASK = "[REDACTED]"
SENSITIVE_KEYS = frozenset({"value", "secret", "secret_value", "provided", "password", "token"})


def redact_text(text: str, values: list[str]) -> str:
    for value in values:
        text = text.replace(value, MASK)
    return text


def _redact(obj: Any, values: list[str]) -> Any:
    if isinstance(obj, str):
        return redact_text(obj, values)
    if isinstance(obj, dict):
        return {
            redact_text(str(k), values): MASK
            if str(k).lower() in SENSITIVE_KEYS
            else _redact(v, values)
            for k, v in obj.items()
        }
    if isinstance(obj, (list, tuple)):
        return [_redact(v, values) for v in obj]
    return obj


def redact_error(error: OsmosisError, secret_values: list[str]) -> OsmosisError:
    """The same error with every supplied value masked in its message and details."""
    values = sorted({v for v in secret_values if v}, key=len, reverse=True)
    if not values:
        return error
    error.message = redact_text(error.message, values)
    error.args = (error.message,)
    error.details = _redact(error.details, values)
    return error
