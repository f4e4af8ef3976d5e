"""The 0.3.8 envelope as one line of JSON, with ``--fields`` and ``--query`` (JMESPath)."""

from __future__ import annotations

import dataclasses

from osmosis_core.envelope import dumps, success_envelope
from osmosis_core.errors import UsageError
from osmosis_core.registry import RenderContext
from osmosis_core.results import DetailResult, ListResult, OperationResult, Result
from osmosis_output.selection import check_fields, pick


class JsonFormat:
    supports = frozenset({"fields", "query"})

    def render(self, result: Result, ctx: RenderContext) -> None:
        if ctx.fields:
            result = select(result, check_fields(result, ctx.fields))
        doc = success_envelope(result)
        if ctx.query:
            doc = apply_query(ctx.query, doc)
        print(dumps(doc), file=ctx.stdout)


def select(result: Result, fields: list[str]) -> Result:
    if isinstance(result, ListResult):
        return dataclasses.replace(result, items=[pick(i, fields) for i in result.items])
    if isinstance(result, DetailResult):
        return dataclasses.replace(result, data=pick(result.data, fields))
    if isinstance(result, OperationResult):
        return dataclasses.replace(result, resource=pick(result.resource or {}, fields))
    return result


def apply_query(expression: str, doc: object) -> object:
    import jmespath
    from jmespath.exceptions import JMESPathError

    try:
        return jmespath.search(expression, doc)
    except JMESPathError as exc:
        message = " ".join(str(exc).split())
        raise UsageError(f"Invalid --query expression: {message}", {"query": expression}) from None
