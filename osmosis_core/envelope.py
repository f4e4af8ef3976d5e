"""The 0.3.8 JSON envelopes (schema_version 1): success, error and warning documents.

Keys and their order are the wire contract scripts depend on; golden tests pin them.
"""

from __future__ import annotations

import json
from typing import Any

from osmosis_core import __version__
from osmosis_core.errors import ErrorCode, OsmosisError
from osmosis_core.results import DetailResult, ListResult, OperationResult, Result

SCHEMA_VERSION = 1


def success_envelope(result: Result) -> dict[str, Any]:
    """The envelope of a successful command, exactly as 0.3.8 shapes it."""
    if isinstance(result, ListResult):
        doc: dict[str, Any] = {
            "schema_version": SCHEMA_VERSION,
            "items": result.items,
            "total_count": result.total_count,
            "has_more": result.has_more,
            "next_offset": result.next_offset,
        }
        doc.update(result.extra)
        return doc
    if isinstance(result, DetailResult):
        return {"schema_version": SCHEMA_VERSION, "data": result.data}
    if isinstance(result, OperationResult):
        doc = {
            "schema_version": SCHEMA_VERSION,
            "status": result.status,
            "operation": result.operation,
        }
        if result.resource is not None:
            doc["resource"] = result.resource
        if result.message is not None:
            doc["message"] = result.message
        if result.next_steps:
            doc["next_steps_structured"] = result.next_steps
        doc.update(result.extra)
        return doc
    raise TypeError(f"not a result object: {type(result).__name__}")


def error_envelope(error: OsmosisError, command: str) -> dict[str, Any]:
    return {
        "schema_version": SCHEMA_VERSION,
        "command": command,
        "cli_version": __version__,
        "error": {"code": error.code, "message": error.message, "details": error.details},
    }


def warning_envelope(code: str, message: str) -> dict[str, Any]:
    return {
        "schema_version": SCHEMA_VERSION,
        "cli_version": __version__,
        "warning": {"code": code, "message": message},
    }


def dumps(doc: Any) -> str:
    """One line of JSON; NaN or Infinity anywhere becomes an INTERNAL error, never bad JSON."""
    try:
        return json.dumps(doc, ensure_ascii=False, allow_nan=False)
    except ValueError as exc:
        raise OsmosisError(
            ErrorCode.INTERNAL,
            "Output contained a non-finite number (NaN or Infinity), which JSON cannot carry.",
            {"exception_type": type(exc).__name__},
        ) from None
