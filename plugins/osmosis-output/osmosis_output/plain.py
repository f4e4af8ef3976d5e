"""Plain text for shell pipelines, as 0.3.8 prints it: tab-separated rows with no header.

Tabs and newlines inside values become spaces, so every record stays on one line.
"""

from __future__ import annotations

from osmosis_core.registry import RenderContext
from osmosis_core.results import DetailResult, ListResult, OperationResult, Result, display_text
from osmosis_output.selection import check_fields


def clean(text: str) -> str:
    return " ".join(text.replace("\t", " ").splitlines()) if text else text


class PlainFormat:
    supports = frozenset({"fields"})

    def render(self, result: Result, ctx: RenderContext) -> None:
        out = ctx.stdout
        if isinstance(result, ListResult):
            if ctx.fields:
                fields = check_fields(result, ctx.fields)
                for item in result.items:
                    print("\t".join(clean(display_text(item.get(f))) for f in fields), file=out)
            else:
                for item in result.items:
                    print("\t".join(clean(c.cell(item)) for c in result.columns), file=out)
            for hint in result.hints:
                print(clean(hint), file=ctx.stderr)
            return
        if isinstance(result, DetailResult):
            if ctx.fields:
                for f in check_fields(result, ctx.fields):
                    print(f"{f}: {clean(display_text(result.data.get(f)))}", file=out)
                return
            for label, value in result.rows:
                print(f"{label}: {clean(display_text(value))}", file=out)
            for section in result.sections:
                for label, value in section.rows:
                    print(f"{label}: {clean(display_text(value))}", file=out)
                for item in section.items:
                    print("\t".join(clean(c.cell(item)) for c in section.columns), file=out)
            for hint in result.hints:
                print(clean(hint), file=out)
            return
        if isinstance(result, OperationResult):
            if ctx.fields:
                resource = result.resource or {}
                for f in check_fields(result, ctx.fields):
                    print(f"{f}: {clean(display_text(resource.get(f)))}", file=out)
                return
            print(clean(result.message or f"{result.operation}: {result.status}"), file=out)
            for step in result.next_steps:
                text = step.get("command") or step.get("url") or step.get("label")
                if text:
                    print(clean(str(text)), file=out)
