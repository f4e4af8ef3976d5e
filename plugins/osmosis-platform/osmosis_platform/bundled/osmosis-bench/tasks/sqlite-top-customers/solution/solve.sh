#!/usr/bin/env bash
# Reference solution for sqlite-top-customers.
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"

sqlite3 -readonly -batch -noheader -separator "$(printf '\t')" "$APP_DIR/shop.db" "
SELECT c.name, printf('%d.%02d', SUM(i.quantity * i.unit_price_cents) / 100,
                      SUM(i.quantity * i.unit_price_cents) % 100)
FROM customers AS c
JOIN orders AS o ON o.customer_id = c.id
JOIN order_items AS i ON i.order_id = o.id
WHERE o.status <> 'cancelled'
GROUP BY c.id
ORDER BY SUM(i.quantity * i.unit_price_cents) DESC
LIMIT 3;
" > "$APP_DIR/top.txt"
