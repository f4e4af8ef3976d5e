#!/usr/bin/env bash
# Reference solution for debug-python-ledger. The bugs:
#   - parse_amount dropped accounting parentheses without negating, and rounded half to even;
#   - format_amount rounded through float (binary error and round-half-even);
#   - month_bounds built date(year, 13, 1) for December;
#   - months_between left out the last month;
#   - monthly_totals appended to its categories argument: the shared default list and the
#     caller's list grew with every call.
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"

python3 - "$APP_DIR/ledger" <<'PY'
import os
import sys

package = sys.argv[1]


def patch(name, old, new):
    path = os.path.join(package, name)
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    if text.count(old) != 1:
        sys.exit(f"{name}: expected exactly one occurrence of {old!r}")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text.replace(old, new))


patch(
    "money.py",
    "from decimal import Decimal, InvalidOperation\n",
    "from decimal import ROUND_HALF_UP, Decimal, InvalidOperation\n",
)
patch(
    "money.py",
    '''    cleaned = text.strip().strip("()").replace("$", "").replace(",", "")
    try:
        value = Decimal(cleaned)
    except InvalidOperation:
        raise ValueError(f"not an amount: {text!r}") from None
    return value.quantize(CENT)
''',
    '''    cleaned = text.strip()
    negative = False
    if cleaned.startswith("(") and cleaned.endswith(")"):
        negative, cleaned = True, cleaned[1:-1].strip()
    elif cleaned.startswith("-"):
        negative, cleaned = True, cleaned[1:]
    if cleaned.startswith("$"):
        cleaned = cleaned[1:]
    cleaned = cleaned.replace(",", "")
    if not cleaned or not all(c.isdigit() or c == "." for c in cleaned):
        raise ValueError(f"not an amount: {text!r}")
    try:
        value = Decimal(cleaned)
    except InvalidOperation:
        raise ValueError(f"not an amount: {text!r}") from None
    value = value.quantize(CENT, rounding=ROUND_HALF_UP)
    return -value if negative else value
''',
)
patch(
    "money.py",
    '    return f"{round(float(value), 2):,.2f}"\n',
    '    return f"{Decimal(value).quantize(CENT, rounding=ROUND_HALF_UP):,.2f}"\n',
)
patch(
    "periods.py",
    "    last = date(year, month + 1, 1) - timedelta(days=1)\n",
    "    next_first = date(year + 1, 1, 1) if month == 12 else date(year, month + 1, 1)\n"
    "    last = next_first - timedelta(days=1)\n",
)
patch(
    "periods.py",
    "    while (year, month) < (end.year, end.month):\n",
    "    while (year, month) <= (end.year, end.month):\n",
)
patch(
    "report.py",
    "def monthly_totals(entries, categories=DEFAULT_CATEGORIES):\n",
    "def monthly_totals(entries, categories=None):\n",
)
patch(
    "report.py",
    "    for _day, category, _amount in entries:\n",
    "    categories = list(categories or [])\n    for _day, category, _amount in entries:\n",
)
PY
cd "$APP_DIR" && python3 -B -m unittest discover -q -s tests
