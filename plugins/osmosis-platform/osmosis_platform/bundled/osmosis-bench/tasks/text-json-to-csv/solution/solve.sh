#!/usr/bin/env bash
# Reference solution for text-json-to-csv.
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"

python3 - "$APP_DIR/orders.json" "$APP_DIR/orders.csv" <<'PY'
import csv
import json
import sys
from decimal import Decimal

with open(sys.argv[1], encoding="utf-8") as handle:
    orders = json.load(handle)

with open(sys.argv[2], "w", encoding="utf-8", newline="") as out:
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["id", "customer_name", "customer_email", "item_count", "total", "city",
                     "country", "paid", "note"])
    for order in sorted(orders, key=lambda o: o["id"]):
        items = order.get("items") or []
        shipping = order.get("shipping") or {}
        total = sum((i["qty"] * Decimal(i["price"]) for i in items), Decimal(0))
        writer.writerow([
            order["id"],
            order["customer"]["name"],
            order["customer"].get("email") or "",
            sum(i["qty"] for i in items),
            f"{total:.2f}",
            shipping.get("city") or "",
            shipping.get("country") or "",
            "yes" if order.get("paid") else "no",
            order.get("note") or "",
        ])
PY
