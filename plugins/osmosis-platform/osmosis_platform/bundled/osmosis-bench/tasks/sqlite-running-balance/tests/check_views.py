"""Check the two views in the agent's bank.db against balances computed in Python.

The expected rows are computed from the pristine seed.sql (and extra.sql) under the tests
directory. The views are evaluated on a copy of the agent's database, before and after the
rows of extra.sql are added to it.
"""

import os
import shutil
import sqlite3
import sys
import tempfile

STATEMENT_COLUMNS = ["account_id", "txn_id", "posted_at", "kind", "signed_cents", "balance_cents"]
SUMMARY_COLUMNS = ["account_id", "name", "txn_count", "balance_cents", "last_posted_at"]


def expected_views(db):
    accounts = db.execute("SELECT id, name FROM accounts ORDER BY id").fetchall()
    txns = db.execute(
        "SELECT id, account_id, posted_at, kind, amount_cents, reverses_id FROM transactions"
    ).fetchall()
    signed = {}
    for txn_id, _account, _posted, kind, amount, reverses in sorted(txns):
        if kind == "deposit":
            signed[txn_id] = amount
        elif kind in ("withdrawal", "fee"):
            signed[txn_id] = -amount
        else:
            signed[txn_id] = -signed[reverses]
    statement, balances, counts, last = [], {}, {}, {}
    for txn_id, account, posted, kind, _amount, _rev in sorted(txns, key=lambda t: (t[2], t[0])):
        balances[account] = balances.get(account, 0) + signed[txn_id]
        counts[account] = counts.get(account, 0) + 1
        last[account] = max(last.get(account, posted), posted)
        statement.append((account, txn_id, posted, kind, signed[txn_id], balances[account]))
    statement.sort(key=lambda row: (row[0], row[1]))
    summary = [
        (account, name, counts.get(account, 0), balances.get(account, 0), last.get(account))
        for account, name in accounts
    ]
    return statement, summary


def typed(rows):
    return [tuple((type(v).__name__, v) for v in row) for row in rows]


def compare_views(agent, reference, label):
    errors = []
    statement, summary = expected_views(reference)
    for view, columns, order, want in (
        ("account_statement", STATEMENT_COLUMNS, "account_id, txn_id", statement),
        ("account_summary", SUMMARY_COLUMNS, "account_id", summary),
    ):
        try:
            got = agent.execute(
                f"SELECT {', '.join(columns)} FROM {view} ORDER BY {order}"
            ).fetchall()
        except sqlite3.Error as exc:
            errors.append(f"{label}: querying {view} failed: {exc}")
            continue
        if typed(got) != typed(want):
            errors.append(f"{label}: {view} does not hold the expected rows")
            wrong = [(g, w) for g, w in zip(got, want, strict=False) if typed([g]) != typed([w])]
            for g, w in wrong[:5]:
                errors.append(f"    got {g!a}, expected {w!a}")
            if len(got) != len(want):
                errors.append(f"    {len(got)} rows, expected {len(want)}")
    return errors


def table_rows(db, table):
    return db.execute(f"SELECT * FROM {table} ORDER BY id").fetchall()


def main():
    db_path, seed_path, extra_path = sys.argv[1], sys.argv[2], sys.argv[3]
    if not os.path.isfile(db_path):
        print(f"FAIL: {db_path} is missing")
        return 1
    reference = sqlite3.connect(":memory:")
    with open(seed_path, encoding="utf-8") as handle:
        reference.executescript(handle.read())
    with open(extra_path, encoding="utf-8") as handle:
        extra = handle.read()

    errors = []
    workdir = tempfile.mkdtemp(prefix="bank-check-")
    try:
        copy = os.path.join(workdir, "bank.db")
        source = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
        try:
            with sqlite3.connect(copy) as target:
                source.backup(target)
        finally:
            source.close()
        agent = sqlite3.connect(copy)
        objects = dict(agent.execute("SELECT name, type FROM sqlite_master").fetchall())
        for table in ("accounts", "transactions"):
            if objects.get(table) != "table":
                errors.append(f"table {table} is missing")
            else:
                want_sql = reference.execute(
                    "SELECT sql FROM sqlite_master WHERE name = ?", (table,)
                ).fetchone()
                got_sql = agent.execute(
                    "SELECT sql FROM sqlite_master WHERE name = ?", (table,)
                ).fetchone()
                if got_sql != want_sql or table_rows(agent, table) != table_rows(reference, table):
                    errors.append(f"table {table} was changed")
        for view, columns in (
            ("account_statement", STATEMENT_COLUMNS),
            ("account_summary", SUMMARY_COLUMNS),
        ):
            if objects.get(view) != "view":
                errors.append(f"{view} is not a view in the database (found: {objects.get(view)})")
                continue
            got_columns = [row[1] for row in agent.execute(f"PRAGMA table_info({view})")]
            if got_columns != columns:
                errors.append(f"{view} has the columns {got_columns}, expected {columns}")
        if not errors:
            errors += compare_views(agent, reference, "seeded data")
        if not errors:
            agent.executescript(extra)
            reference.executescript(extra)
            errors += compare_views(agent, reference, "after adding transactions")
        agent.close()
    except sqlite3.Error as exc:
        errors.append(f"cannot use the database: {exc}")
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    for error in errors:
        print("FAIL:", error)
    if errors:
        return 1
    print("both views are correct, also after new transactions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
