"""Keep secret values out of errors the platform sends back (contract §5.2, §15.6).

A server that echoes the request body in a validation error would otherwise print the
value on the user's terminal or into a CI log. Every string in the error is scrubbed:
message, platform code, field, and the keys and values of ``details``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from osmosis_core.errors import OsmosisError

REDACTED = "[REDACTED]"  # 0.3.8's marker
# Keys whose value is masked whatever it is: they name the value itself.
SENSITIVE_KEYS = frozenset({"value", "secret", "secret_value", "input"})


def redaction_forms(value: str) -> list[str]:
    """The value as typed plus the escaped spellings a server may echo it in (JSON string
    escapes, Python ``repr``), so a value with a quote or newline is caught as well."""
    import json

    forms = {value, json.dumps(value, ensure_ascii=False)[1:-1], json.dumps(value)[1:-1]}
    forms.add(repr(value)[1:-1])
    return sorted(f for f in forms if f)


def redact_text(text: str, values: Iterable[str]) -> str:
    """``text`` with every occurrence of every value replaced, longest first.

    Longest first so a value that contains another one is removed whole, not leaving the
    part the shorter value did not cover.
    """
    for value in sorted({v for v in values if v}, key=len, reverse=True):
        text = text.replace(value, REDACTED)
    return text


def redact_data(data: Any, values: list[str]) -> Any:
    """A copy of a JSON-like structure with the values scrubbed from keys and strings."""
    if isinstance(data, str):
        return redact_text(data, values)
    if isinstance(data, dict):
        out: dict[Any, Any] = {}
        for key, item in data.items():
            new_key = redact_text(key, values) if isinstance(key, str) else key
            if isinstance(key, str) and key.lower() in SENSITIVE_KEYS and item is not None:
                out[new_key] = REDACTED
            else:
                out[new_key] = redact_data(item, values)
        return out
    if isinstance(data, (list, tuple)):
        return [redact_data(item, values) for item in data]
    return data


def redact_error(error: OsmosisError, values: list[str]) -> OsmosisError:
    """A new error of the same code and exit status with the values scrubbed everywhere."""
    return OsmosisError(
        error.code,
        redact_text(error.message, values),
        redact_data(error.details, values),
        exit_code=error.exit_code,
    )
