"""Convert the pristine orders.json independently and compare it with the agent's CSV."""

import csv
import io
import json
import sys
from decimal import Decimal

HEADER = [
    "id",
    "customer_name",
    "customer_email",
    "item_count",
    "total",
    "city",
    "country",
    "paid",
    "note",
]


def text(value):
    return "" if value is None else str(value)


def expected_rows(json_path):
    with open(json_path, encoding="utf-8") as handle:
        orders = json.load(handle)
    rows = [HEADER]
    for order in sorted(orders, key=lambda o: o["id"]):
        items = order.get("items") or []
        shipping = order.get("shipping") or {}
        total = sum((item["qty"] * Decimal(item["price"]) for item in items), Decimal("0"))
        rows.append(
            [
                str(order["id"]),
                text(order["customer"].get("name")),
                text(order["customer"].get("email")),
                str(sum(item["qty"] for item in items)),
                f"{total:.2f}",
                text(shipping.get("city")),
                text(shipping.get("country")),
                "yes" if order.get("paid") is True else "no",
                text(order.get("note")),
            ]
        )
    return rows


def main():
    json_path, csv_path = sys.argv[1], sys.argv[2]
    expected = expected_rows(json_path)
    try:
        with open(csv_path, "rb") as handle:
            raw = handle.read()
    except OSError as exc:
        print(f"FAIL: cannot read {csv_path}: {exc}")
        return 1
    if raw.startswith(b"\xef\xbb\xbf"):
        print("FAIL: the file starts with a UTF-8 byte-order mark")
        return 1
    try:
        decoded = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        print(f"FAIL: the file is not valid UTF-8: {exc}")
        return 1
    try:
        actual = list(csv.reader(io.StringIO(decoded, newline=""), strict=True))
    except csv.Error as exc:
        print(f"FAIL: the file is not valid CSV: {exc}")
        return 1
    while actual and actual[-1] == []:  # tolerate blank lines at the very end only
        actual.pop()
    errors = []
    if len(actual) != len(expected):
        errors.append(f"{len(actual)} CSV records (header included), expected {len(expected)}")
    for number, (got, want) in enumerate(zip(actual, expected, strict=False)):
        if got != want:
            label = "header" if number == 0 else f"record {number}"
            errors.append(f"{label}: got {got!a}, expected {want!a}")
    for error in errors:
        print("FAIL:", error)
    if errors:
        return 1
    print(f"{len(expected) - 1} orders match")
    return 0


if __name__ == "__main__":
    sys.exit(main())
