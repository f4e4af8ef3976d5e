"""The four default formats, rendered in-process from result objects."""

from __future__ import annotations

import csv
import io
import json

import pytest

from osmosis_core.errors import OsmosisError
from osmosis_core.registry import RenderContext
from osmosis_core.results import Column, DetailResult, ListResult, OperationResult, Section
from osmosis_output.csv_format import CsvFormat
from osmosis_output.json_format import JsonFormat
from osmosis_output.plain import PlainFormat
from osmosis_output.table import TableFormat

ITEMS = [
    {"name": "alpha", "note": 'says "hi", then\nleaves', "tags": ["a", "b"], "n": 1},
    {"name": "beta\tgamma", "note": None, "tags": [], "n": 22},
]
COLUMNS = [Column("name", "Name"), Column("note", "Note"), Column("n", "Count")]


def render(fmt, result, *, tty=False, color=False, fields=None, query=None):  # type: ignore[no-untyped-def]
    out, err = io.StringIO(), io.StringIO()
    ctx = RenderContext(out, err, is_tty=tty, color=color, fields=fields, query=query)
    fmt.render(result, ctx)
    return out.getvalue(), err.getvalue()


def page(**kw) -> ListResult:  # type: ignore[no-untyped-def]
    return ListResult(items=[dict(i) for i in ITEMS], columns=COLUMNS, **kw)


def test_csv_is_rfc4180_with_header_and_round_trips() -> None:
    out, _ = render(CsvFormat(), page())
    assert out.startswith("name,note,n\r\n")
    rows = list(csv.reader(io.StringIO(out, newline="")))
    assert rows == [
        ["name", "note", "n"],
        ["alpha", 'says "hi", then\nleaves', "1"],
        ["beta\tgamma", "", "22"],
    ]


def test_csv_fields_select_raw_keys() -> None:
    out, _ = render(CsvFormat(), page(), fields=["n", "tags"])
    assert list(csv.reader(io.StringIO(out, newline=""))) == [
        ["n", "tags"],
        ["1", '["a","b"]'],
        ["22", "[]"],
    ]


def test_plain_is_tab_separated_without_header_and_one_line_per_row() -> None:
    out, _ = render(PlainFormat(), page())
    assert out.splitlines() == ['alpha\tsays "hi", then leaves\t1', "beta gamma\t–\t22"]


def test_plain_detail_labels_sections_and_hints() -> None:
    result = DetailResult(
        data={"a": 1},
        rows=[("Name", "x"), ("Tasks", 3)],
        sections=[Section("Agents", columns=[Column("h", "H")], items=[{"h": "codex"}])],
        hints=["Use osmosis benchmark info x"],
    )
    out, _ = render(PlainFormat(), result)
    assert out.splitlines() == ["Name: x", "Tasks: 3", "codex", "Use osmosis benchmark info x"]


def test_plain_operation_prints_message_then_next_steps() -> None:
    result = OperationResult(
        operation="secret.set",
        message='Secret "A" saved in personal scope.',
        next_steps=[{"action": "view_secrets", "command": "osmosis secret list"}],
    )
    out, _ = render(PlainFormat(), result)
    assert out.splitlines() == ['Secret "A" saved in personal scope.', "osmosis secret list"]


def test_table_piped_is_aligned_and_uncoloured_with_hint_on_stderr() -> None:
    out, err = render(TableFormat(), page(total_count=10, has_more=True, next_offset=2))
    lines = out.splitlines()
    assert lines == [
        "Name        Note                    Count",
        'alpha       says "hi", then leaves  1',
        "beta gamma  –                       22",
    ]
    assert "\x1b[" not in out
    assert err.strip() == "Showing 2 of 10. Use --all to show all, or --limit to adjust."


def test_table_on_terminal_uses_rich_and_honours_no_color() -> None:
    coloured, _ = render(TableFormat(), page(), tty=True, color=True)
    plain, _ = render(TableFormat(), page(), tty=True, color=False)
    assert "┃" in coloured or "│" in coloured
    assert "\x1b[" in coloured
    assert "\x1b[" not in plain and "alpha" in plain


def test_table_empty_list_message() -> None:
    out, _ = render(TableFormat(), ListResult(items=[], columns=COLUMNS, empty_message="No runs."))
    assert out == "No runs.\n"


def test_json_envelope_fields_and_query() -> None:
    out, _ = render(JsonFormat(), page(), fields=["name"])
    doc = json.loads(out)
    assert doc["items"] == [{"name": "alpha"}, {"name": "beta\tgamma"}]
    out, _ = render(JsonFormat(), page(), query="items[?n > `5`].name")
    assert json.loads(out) == ["beta\tgamma"]


def test_unknown_field_lists_valid_ones() -> None:
    with pytest.raises(OsmosisError) as info:
        render(JsonFormat(), page(), fields=["name", "bogus"])
    assert info.value.message == "Unknown field(s): bogus. Valid fields: name, note, tags, n."
    assert info.value.exit_code == 2


def test_detail_fields_in_json() -> None:
    out, _ = render(JsonFormat(), DetailResult(data={"a": 1, "b": 2}), fields=["b"])
    assert json.loads(out) == {"schema_version": 1, "data": {"b": 2}}
