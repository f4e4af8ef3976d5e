"""Tables for people: rich on a terminal, plain aligned columns (no colour) when piped.

Hints ("Showing 50 of 120…") go to stderr so a piped table stays pure data.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TextIO

from osmosis_core.registry import RenderContext
from osmosis_core.results import (
    Column,
    DetailResult,
    ListResult,
    OperationResult,
    Result,
    display_text,
)
from osmosis_output.selection import check_fields


class TableFormat:
    supports = frozenset({"fields"})

    def render(self, result: Result, ctx: RenderContext) -> None:
        if ctx.fields:
            result = _restrict(result, check_fields(result, ctx.fields))
        writer: _Writer = _RichWriter(ctx) if ctx.is_tty else _TextWriter(ctx.stdout)
        if isinstance(result, ListResult):
            if not result.items:
                print(result.empty_message, file=ctx.stdout)
            else:
                writer.table(result.title, result.columns, result.items)
            hints = list(result.hints)
            shown = len(result.items)
            if result.has_more and result.total_count and result.total_count > shown:
                hints.insert(
                    0,
                    f"Showing {shown} of {result.total_count}. "
                    "Use --all to show all, or --limit to adjust.",
                )
            _hints(ctx, hints)
        elif isinstance(result, DetailResult):
            writer.rows(result.title, result.rows)
            for section in result.sections:
                if section.rows:
                    writer.rows(section.title, section.rows)
                if section.columns:
                    writer.table(section.title, section.columns, section.items)
                if section.caption:
                    print(section.caption, file=ctx.stdout)
            _hints(ctx, result.hints)
        elif isinstance(result, OperationResult):
            print(result.message or f"{result.operation}: {result.status}", file=ctx.stdout)
            for step in result.next_steps:
                text = step.get("command") or step.get("url")
                if text:
                    label = step.get("label")
                    print(f"  {label}: {text}" if label else f"  {text}", file=ctx.stderr)


def _restrict(result: Result, fields: list[str]) -> Result:
    import dataclasses

    if isinstance(result, ListResult):
        by_key = {c.key: c for c in result.columns}
        columns = [by_key.get(f, Column(f, f)) for f in fields]
        return dataclasses.replace(result, columns=columns)
    if isinstance(result, DetailResult):
        rows = [(f, result.data.get(f)) for f in fields]
        return dataclasses.replace(result, rows=rows, sections=())
    return result


def _hints(ctx: RenderContext, hints: Sequence[str]) -> None:
    for hint in hints:
        print(hint, file=ctx.stderr)


class _Writer:
    def table(
        self, title: str | None, columns: Sequence[Column], items: Sequence[Mapping[str, Any]]
    ) -> None: ...

    def rows(self, title: str | None, rows: Sequence[tuple[str, Any]]) -> None: ...


class _TextWriter(_Writer):
    def __init__(self, out: TextIO) -> None:
        self.out = out

    def table(
        self, title: str | None, columns: Sequence[Column], items: Sequence[Mapping[str, Any]]
    ) -> None:
        headers = [c.header for c in columns]
        cells = [[_one_line(c.cell(item)) for c in columns] for item in items]
        widths = [
            max(len(h), *(len(r[i]) for r in cells)) if cells else len(h)
            for i, h in enumerate(headers)
        ]
        if title:
            print(title, file=self.out)
        print(_line(headers, widths), file=self.out)
        for row in cells:
            print(_line(row, widths), file=self.out)

    def rows(self, title: str | None, rows: Sequence[tuple[str, Any]]) -> None:
        if not rows:
            return
        if title:
            print(title, file=self.out)
        width = max(len(label) for label, _ in rows)
        for label, value in rows:
            print(f"{label.ljust(width)}  {_one_line(display_text(value))}", file=self.out)


def _one_line(text: str) -> str:
    return " ".join(text.split("\n")).replace("\t", " ")


def _line(cells: Sequence[str], widths: Sequence[int]) -> str:
    return "  ".join(cell.ljust(width) for cell, width in zip(cells, widths, strict=True)).rstrip()


class _RichWriter(_Writer):
    def __init__(self, ctx: RenderContext) -> None:
        from rich.console import Console

        self.console = Console(
            file=ctx.stdout,
            force_terminal=True,
            color_system="auto" if ctx.color else None,
            highlight=False,
        )

    def table(
        self, title: str | None, columns: Sequence[Column], items: Sequence[Mapping[str, Any]]
    ) -> None:
        from rich.table import Table

        table = Table(title=title, title_justify="left", header_style="bold")
        for column in columns:
            table.add_column(column.header, overflow="fold")
        for item in items:
            table.add_row(*(_escape(c.cell(item)) for c in columns))
        self.console.print(table)

    def rows(self, title: str | None, rows: Sequence[tuple[str, Any]]) -> None:
        from rich.table import Table

        if not rows:
            return
        table = Table(title=title, title_justify="left", show_header=False, box=None)
        table.add_column(style="bold")
        table.add_column(overflow="fold")
        for label, value in rows:
            table.add_row(_escape(label), _escape(display_text(value)))
        self.console.print(table)


def _escape(text: str) -> str:
    from rich.markup import escape

    return escape(text)
