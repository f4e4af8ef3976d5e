"""``--fields``: keep only the named fields, and say which exist when a name is wrong."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from osmosis_core.errors import UsageError
from osmosis_core.results import DetailResult, ListResult, OperationResult, Result


def available_fields(result: Result) -> list[str]:
    if isinstance(result, ListResult):
        keys: dict[str, None] = {}
        for item in result.items:
            keys.update(dict.fromkeys(item))
        if not keys:
            keys.update(dict.fromkeys(c.key for c in result.columns))
        return list(keys)
    if isinstance(result, DetailResult):
        return list(result.data)
    if isinstance(result, OperationResult):
        return list(result.resource or {})
    return []


def check_fields(result: Result, fields: Iterable[str]) -> list[str]:
    fields = list(fields)
    valid = available_fields(result)
    unknown = [f for f in fields if f not in valid]
    if unknown:
        raise UsageError(
            f"Unknown field(s): {', '.join(unknown)}. Valid fields: {', '.join(valid)}.",
            {"unknown": unknown, "valid": valid},
        )
    return fields


def pick(mapping: Mapping[str, Any], fields: list[str]) -> dict[str, Any]:
    return {f: mapping.get(f) for f in fields}
