"""Registers the formats lazily: a format's module is imported only when it renders."""

from __future__ import annotations

from osmosis_core.hookspecs import hookimpl
from osmosis_core.registry import FormatRegistrar


@hookimpl
def register_output_formats(register: FormatRegistrar) -> None:
    register("table", "osmosis_output.table:TableFormat", help="Tables for people (default).")
    register("json", "osmosis_output.json_format:JsonFormat", help="The 0.3.8 JSON envelope.")
    register("csv", "osmosis_output.csv_format:CsvFormat", help="RFC 4180 CSV with a header.")
    register("plain", "osmosis_output.plain:PlainFormat", help="Tab-separated, no header.")
