"""Result objects: what commands return instead of printing.

An output format turns a result into bytes on stdout; the kernel turns a result into the
0.3.8 JSON envelope. Commands describe *how* a human view looks (columns, rows, sections,
hints) alongside the raw data, so every format can render the same result.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from osmosis_core.errors import EXIT_OK


@dataclass(frozen=True, slots=True)
class Column:
    """One column of a list view: ``key`` names the raw field, ``header`` the human label.

    ``display`` renders the human cell (table, plain); machine formats use the raw value, or
    ``display`` when the item has no such key (a composite column).
    """

    key: str
    header: str
    display: Callable[[Mapping[str, Any]], Any] | None = None

    def raw(self, item: Mapping[str, Any]) -> Any:
        if self.key in item:
            return item[self.key]
        return self.display(item) if self.display else None

    def cell(self, item: Mapping[str, Any]) -> str:
        value = self.display(item) if self.display else item.get(self.key)
        return display_text(value)


@dataclass(frozen=True, slots=True)
class Section:
    """A titled block of a detail view: ``rows`` as label/value pairs, or a table."""

    title: str
    rows: Sequence[tuple[str, Any]] = ()
    columns: Sequence[Column] = ()
    items: Sequence[Mapping[str, Any]] = ()
    caption: str | None = None


@dataclass(slots=True)
class ListResult:
    """A page of items (``benchmark list``, ``runs list``, ``secret list``, ``plugins``)."""

    items: list[dict[str, Any]]
    columns: Sequence[Column]
    total_count: int | None = None
    has_more: bool = False
    next_offset: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    title: str | None = None
    hints: list[str] = field(default_factory=list)
    empty_message: str = "No results."
    exit_code: int = EXIT_OK

    def __post_init__(self) -> None:
        if self.total_count is None:
            self.total_count = len(self.items)


@dataclass(slots=True)
class DetailResult:
    """One resource in depth (``benchmark info``, ``runs info``)."""

    data: dict[str, Any]
    rows: Sequence[tuple[str, Any]] = ()
    sections: Sequence[Section] = ()
    title: str | None = None
    hints: list[str] = field(default_factory=list)
    exit_code: int = EXIT_OK


@dataclass(slots=True)
class OperationResult:
    """A change that was made (or deliberately not made): ``secret set``, ``runs stop``."""

    operation: str
    status: str = "success"
    resource: dict[str, Any] | None = None
    message: str | None = None
    next_steps: list[dict[str, Any]] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)
    exit_code: int = EXIT_OK


Result = ListResult | DetailResult | OperationResult


def display_text(value: Any) -> str:
    """Human text of a raw value: ``–`` for missing, compact JSON for structures."""
    if value is None or value == "":
        return "–"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (list, tuple)):
        return ", ".join(display_text(v) for v in value) if value else "–"
    if isinstance(value, dict):
        import json

        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return str(value)
