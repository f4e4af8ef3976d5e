"""A tiny household ledger: parse amounts, work with months, total entries per month."""

from ledger.money import format_amount, parse_amount
from ledger.periods import month_bounds, months_between
from ledger.report import monthly_totals

__all__ = ["format_amount", "month_bounds", "monthly_totals", "months_between", "parse_amount"]
