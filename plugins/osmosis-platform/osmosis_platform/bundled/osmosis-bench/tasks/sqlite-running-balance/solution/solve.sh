#!/usr/bin/env bash
# Reference solution for sqlite-running-balance: two views built on a window function.
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"

sqlite3 -bail "$APP_DIR/bank.db" <<'SQL'
DROP VIEW IF EXISTS account_summary;
DROP VIEW IF EXISTS account_statement;

CREATE VIEW account_statement AS
WITH signed AS (
    SELECT t.id, t.account_id, t.posted_at, t.kind,
           CASE t.kind
               WHEN 'deposit' THEN t.amount_cents
               WHEN 'reversal' THEN CASE r.kind WHEN 'deposit' THEN -t.amount_cents
                                                ELSE t.amount_cents END
               ELSE -t.amount_cents
           END AS signed_cents
    FROM transactions AS t
    LEFT JOIN transactions AS r ON r.id = t.reverses_id
)
SELECT account_id,
       id AS txn_id,
       posted_at,
       kind,
       signed_cents,
       SUM(signed_cents) OVER (
           PARTITION BY account_id ORDER BY posted_at, id
           ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW
       ) AS balance_cents
FROM signed;

CREATE VIEW account_summary AS
SELECT a.id AS account_id,
       a.name AS name,
       COUNT(s.txn_id) AS txn_count,
       COALESCE(SUM(s.signed_cents), 0) AS balance_cents,
       MAX(s.posted_at) AS last_posted_at
FROM accounts AS a
LEFT JOIN account_statement AS s ON s.account_id = a.id
GROUP BY a.id, a.name;
SQL
sqlite3 -header -column "$APP_DIR/bank.db" "SELECT * FROM account_summary;"
