"""Calendar months."""

from datetime import date, timedelta


def month_bounds(year, month):
    """Return the first and the last day of a month as a (date, date) tuple.

    month_bounds(2024, 2) == (date(2024, 2, 1), date(2024, 2, 29))
    """
    first = date(year, month, 1)
    last = date(year, month + 1, 1) - timedelta(days=1)
    return first, last


def months_between(start, end):
    """Return the (year, month) pairs from the month of `start` to the month of `end`.

    Both months are included: months_between(date(2024, 11, 30), date(2025, 1, 1)) ==
    [(2024, 11), (2024, 12), (2025, 1)]. Returns [] if `end` falls in an earlier month
    than `start`.
    """
    months = []
    year, month = start.year, start.month
    while (year, month) < (end.year, end.month):
        months.append((year, month))
        month += 1
        if month > 12:
            year, month = year + 1, 1
    return months
