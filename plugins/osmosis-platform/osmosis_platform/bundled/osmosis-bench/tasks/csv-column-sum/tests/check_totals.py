"""Recompute per-region totals from the pristine CSV and compare them with the agent's file."""

import csv
import sys
from decimal import Decimal


def expected_lines(data_path):
    totals = {}
    with open(data_path, newline="", encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            amount = Decimal(row["amount"].replace(",", ""))
            totals[row["region"]] = totals.get(row["region"], Decimal("0")) + amount
    return [f"{region},{totals[region]:.2f}" for region in sorted(totals)]


def main():
    data_path, answer_path = sys.argv[1], sys.argv[2]
    expected = expected_lines(data_path)
    try:
        with open(answer_path, encoding="utf-8", newline="") as handle:
            text = handle.read()
    except OSError as exc:
        print(f"cannot read {answer_path}: {exc}")
        return 1
    if text.endswith("\n"):
        text = text[:-1]
    actual = text.split("\n") if text else []
    if actual != expected:
        print("totals.txt does not match the expected totals")
        print("expected:", expected)
        print("actual:  ", actual)
        return 1
    print(f"{len(expected)} region totals match")
    return 0


if __name__ == "__main__":
    sys.exit(main())
