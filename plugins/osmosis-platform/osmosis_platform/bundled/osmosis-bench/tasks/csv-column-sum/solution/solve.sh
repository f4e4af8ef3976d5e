#!/usr/bin/env bash
# Reference solution for csv-column-sum.
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"

python3 - "$APP_DIR/sales.csv" "$APP_DIR/totals.txt" <<'PY'
import csv
import sys
from decimal import Decimal

totals = {}
with open(sys.argv[1], newline="", encoding="utf-8") as handle:
    for row in csv.DictReader(handle):
        amount = Decimal(row["amount"].replace(",", ""))
        totals[row["region"]] = totals.get(row["region"], Decimal(0)) + amount

with open(sys.argv[2], "w", encoding="utf-8") as out:
    for region in sorted(totals):
        out.write(f"{region},{totals[region]:.2f}\n")
PY
