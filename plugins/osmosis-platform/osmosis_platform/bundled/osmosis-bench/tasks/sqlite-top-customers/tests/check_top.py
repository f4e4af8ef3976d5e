"""Recompute the top customers from the pristine seed SQL and compare with the agent's file."""

import sqlite3
import sys

QUERY = """
SELECT c.name, SUM(i.quantity * i.unit_price_cents) AS total_cents
FROM customers AS c
JOIN orders AS o ON o.customer_id = c.id
JOIN order_items AS i ON i.order_id = o.id
WHERE o.status <> 'cancelled'
GROUP BY c.id
ORDER BY total_cents DESC, c.name
"""


def expected_lines(seed_path):
    db = sqlite3.connect(":memory:")
    with open(seed_path, encoding="utf-8") as handle:
        db.executescript(handle.read())
    rows = db.execute(QUERY).fetchall()
    if len(rows) > 3 and rows[2][1] == rows[3][1]:
        raise SystemExit("seed data has a tie at third place; the task is ambiguous")
    return [f"{name}\t{cents // 100}.{cents % 100:02d}" for name, cents in rows[:3]]


def main():
    seed_path, answer_path = sys.argv[1], sys.argv[2]
    expected = expected_lines(seed_path)
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
        print("top.txt does not match the expected top customers")
        print("expected:", expected)
        print("actual:  ", actual)
        return 1
    print("top customers match")
    return 0


if __name__ == "__main__":
    sys.exit(main())
