"""Golden key sets pin every envelope shape of the 0.3.8 contract (§4)."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from osmosis_core.envelope import (
    dumps,
    error_envelope,
    success_envelope,
    warning_envelope,
)
from osmosis_core.errors import ErrorCode, OsmosisError
from osmosis_core.results import Column, DetailResult, ListResult, OperationResult

GOLDEN = json.loads((Path(__file__).parent / "golden" / "envelopes.json").read_text())


def test_list_envelope_keys_and_extras_follow_base_keys() -> None:
    result = ListResult(
        items=[{"a": 1}],
        columns=[Column("a", "A")],
        total_count=7,
        has_more=True,
        next_offset=1,
        extra={"workspace": {"name": "w"}},
    )
    doc = success_envelope(result)
    assert list(doc)[:5] == GOLDEN["list"]
    assert list(doc)[5:] == ["workspace"]
    assert doc["schema_version"] == 1
    assert (doc["total_count"], doc["has_more"], doc["next_offset"]) == (7, True, 1)


def test_list_total_count_defaults_to_item_count() -> None:
    doc = success_envelope(ListResult(items=[{}, {}], columns=[]))
    assert doc["total_count"] == 2 and doc["next_offset"] is None


def test_detail_envelope_keys() -> None:
    assert list(success_envelope(DetailResult(data={"x": 1}))) == GOLDEN["detail"]


def test_operation_envelope_keys_full_and_minimal() -> None:
    full = OperationResult(
        operation="secret.set",
        resource={"name": "A"},
        message="Saved.",
        next_steps=[{"action": "view_secrets"}],
    )
    assert list(success_envelope(full)) == GOLDEN["operation"]
    minimal = OperationResult(operation="benchmark.stop")
    assert list(success_envelope(minimal)) == GOLDEN["operation_minimal"]


def test_error_envelope_keys() -> None:
    doc = error_envelope(OsmosisError(ErrorCode.NOT_FOUND, "nope", {"k": 1}), "benchmark info")
    assert list(doc) == GOLDEN["error"]
    assert list(doc["error"]) == GOLDEN["error.error"]
    assert doc["command"] == "benchmark info"
    assert doc["error"] == {"code": "NOT_FOUND", "message": "nope", "details": {"k": 1}}


def test_warning_envelope_keys() -> None:
    doc = warning_envelope("INSECURE_PLATFORM_URL", "careful")
    assert list(doc) == GOLDEN["warning"]
    assert list(doc["warning"]) == GOLDEN["warning.warning"]


@pytest.mark.parametrize("bad", [math.nan, math.inf, -math.inf])
def test_non_finite_numbers_become_internal_errors(bad: float) -> None:
    with pytest.raises(OsmosisError) as info:
        dumps({"data": {"nested": [1, bad]}})
    assert info.value.code == "INTERNAL"


def test_dumps_is_one_line_and_keeps_non_ascii() -> None:
    text = dumps({"name": "Zürich\nline"})
    assert "\n" not in text and "Zürich" in text
