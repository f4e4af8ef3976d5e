"""Monthly totals per category."""

from decimal import Decimal

from ledger.money import parse_amount
from ledger.periods import months_between

# Categories that every report lists; none by default.
DEFAULT_CATEGORIES = []


def monthly_totals(entries, categories=DEFAULT_CATEGORIES):
    """Total ledger entries per month and category.

    `entries` is an iterable of (date, category, amount_text) tuples; each amount is parsed
    with parse_amount. The result maps (year, month) to {category: Decimal} for every month
    from the earliest to the latest entry, including months without entries. Every month has
    a key for each category that occurs in `entries` and for each category in the optional
    list `categories`, with Decimal("0.00") where nothing was booked. The `categories`
    argument is never modified. Returns {} when there are no entries.
    """
    entries = list(entries)
    if not entries:
        return {}
    for _day, category, _amount in entries:
        if category not in categories:
            categories.append(category)
    first = min(day for day, _category, _amount in entries)
    last = max(day for day, _category, _amount in entries)
    totals = {
        month: {category: Decimal("0.00") for category in categories}
        for month in months_between(first, last)
    }
    for day, category, amount in entries:
        totals[(day.year, day.month)][category] += parse_amount(amount)
    return totals
