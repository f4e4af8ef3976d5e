"""RFC 4180 CSV (CRLF line ends, a header row) of a list's raw fields."""

from __future__ import annotations

import csv
import json
from typing import Any

from osmosis_core.registry import RenderContext
from osmosis_core.results import DetailResult, ListResult, OperationResult, Result
from osmosis_output.selection import check_fields


def csv_value(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (dict, list)):
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return str(value)


class CsvFormat:
    supports = frozenset({"fields"})

    def render(self, result: Result, ctx: RenderContext) -> None:
        writer = csv.writer(ctx.stdout, lineterminator="\r\n")
        fields = check_fields(result, ctx.fields) if ctx.fields else None
        if isinstance(result, ListResult):
            if fields:
                writer.writerow(fields)
                for item in result.items:
                    writer.writerow([csv_value(item.get(f)) for f in fields])
                return
            writer.writerow([c.key for c in result.columns])
            for item in result.items:
                writer.writerow([csv_value(c.raw(item)) for c in result.columns])
            return
        if isinstance(result, DetailResult):
            record = result.data
        elif isinstance(result, OperationResult):
            record = {"operation": result.operation, "status": result.status}
            record.update(result.resource or {})
            if result.message is not None:
                record["message"] = result.message
        else:
            return
        keys = fields or list(record)
        writer.writerow(keys)
        writer.writerow([csv_value(record.get(k)) for k in keys])
