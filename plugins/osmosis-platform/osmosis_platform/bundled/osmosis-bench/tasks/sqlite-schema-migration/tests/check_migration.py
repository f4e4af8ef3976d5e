"""Check /app/crm.db and a fresh run of /app/migrate_v2.sql on a second version-1 database.

Expected rows are computed in Python from the pristine version-1 SQL under the tests directory.
"""

import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile

COLUMNS = {
    "contacts": ["id", "first_name", "last_name", "email", "created_on"],
    "phones": ["contact_id", "position", "number"],
    "notes": ["id", "contact_id", "body", "created_on"],
}
NOT_NULL = {
    "contacts": {"first_name", "last_name", "created_on"},
    "phones": {"contact_id"},
    "notes": {"contact_id", "created_on"},
}
QUERIES = {
    "contacts": "SELECT id, first_name, last_name, email, created_on FROM contacts ORDER BY id",
    "phones": "SELECT contact_id, position, number FROM phones ORDER BY contact_id, position",
    "notes": "SELECT id, contact_id, body, created_on FROM notes ORDER BY id",
}


def iso(date):
    month, day, year = date.split("/")
    return f"{int(year):04d}-{int(month):02d}-{int(day):02d}"


def expected_rows(v1_sql_path):
    db = sqlite3.connect(":memory:")
    with open(v1_sql_path, encoding="utf-8") as handle:
        db.executescript(handle.read())
    contacts, phones = [], []
    for cid, full_name, email, numbers, created in db.execute(
        "SELECT id, full_name, email, phones, created FROM contacts ORDER BY id"
    ):
        name = full_name.strip(" ")
        first, last = name.rsplit(" ", 1) if " " in name else (name, "")
        contacts.append((cid, first, last, (email or "").strip(" ").lower() or None, iso(created)))
        kept = [part.strip(" ") for part in (numbers or "").split(";") if part.strip(" ")]
        phones += [(cid, position, number) for position, number in enumerate(kept, 1)]
    ids = {row[0] for row in contacts}
    notes = [
        (nid, cid, body, iso(created))
        for nid, cid, body, created in db.execute(
            "SELECT id, contact_id, body, created FROM notes ORDER BY id"
        )
        if cid in ids
    ]
    return {"contacts": contacts, "phones": phones, "notes": notes}


def typed(rows):
    return [tuple((type(v).__name__, v) for v in row) for row in rows]


def schema_errors(db):
    errors = []
    if db.execute("PRAGMA user_version").fetchone()[0] != 2:
        errors.append("PRAGMA user_version is not 2")
    tables = {
        name
        for (name,) in db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        )
    }
    if tables != set(COLUMNS):
        errors.append(f"the tables are {sorted(tables)}, expected {sorted(COLUMNS)}")
        return errors
    for table, columns in COLUMNS.items():
        info = db.execute(f"PRAGMA table_info({table})").fetchall()
        names = [row[1] for row in info]
        if names != columns:
            errors.append(f"{table} has the columns {names}, expected {columns}")
            continue
        for _cid, name, _type, notnull, _default, _pk in info:
            if name in NOT_NULL[table] and not notnull:
                errors.append(f"{table}.{name} is not NOT NULL")
        pk = {row[1]: row[5] for row in info if row[5]}
        want_pk = {
            "contacts": {"id": 1},
            "phones": {"contact_id": 1, "position": 2},
            "notes": {"id": 1},
        }[table]
        if pk != want_pk:
            errors.append(f"{table} has the primary key {pk}, expected {want_pk}")
        if table != "contacts":
            fks = [
                (row[2], row[3], row[4], row[6].upper())
                for row in db.execute(f"PRAGMA foreign_key_list({table})")
            ]
            if not any(
                fk[0] == "contacts"
                and fk[1] == "contact_id"
                and fk[2] in (None, "id")
                and fk[3] == "CASCADE"
                for fk in fks
            ):
                errors.append(
                    f"{table}.contact_id does not reference contacts(id) ON DELETE CASCADE"
                )
    for table in ("contacts", "notes"):
        types = {row[1]: row[2].upper() for row in db.execute(f"PRAGMA table_info({table})")}
        if types.get("id") != "INTEGER":
            errors.append(f"{table}.id is not an INTEGER PRIMARY KEY")
    return errors


def data_errors(db, expected, label):
    errors = []
    for table, query in QUERIES.items():
        got = db.execute(query).fetchall()
        if typed(got) != typed(expected[table]):
            errors.append(f"{label}: the rows of {table} are not as expected")
            missing = [r for r in expected[table] if r not in got][:4]
            extra = [r for r in got if r not in expected[table]][:4]
            errors += [f"    missing {row!a}" for row in missing]
            errors += [f"    unexpected {row!a}" for row in extra]
    if db.execute("PRAGMA foreign_key_check").fetchall():
        errors.append(f"{label}: PRAGMA foreign_key_check reports violations")
    return errors


def behaviour_errors(db, expected, label):
    """Constraints must work: unique emails, cascading deletes, enforced references."""
    errors = []
    db.execute("PRAGMA foreign_keys = ON")
    with_email = next(row for row in expected["contacts"] if row[3])
    try:
        db.execute(
            "INSERT INTO contacts (id, first_name, last_name, email, created_on) "
            "VALUES (100000, 'Dup', 'Licate', ?, '2026-01-01')",
            (with_email[3],),
        )
        errors.append(f"{label}: a second contact with the email {with_email[3]!a} was accepted")
    except sqlite3.IntegrityError:
        pass
    try:
        db.execute("INSERT INTO phones (contact_id, position, number) VALUES (100001, 1, 'x')")
        errors.append(f"{label}: a phone for a contact that does not exist was accepted")
    except sqlite3.IntegrityError:
        pass
    victim = expected["notes"][0][1]
    db.execute("DELETE FROM contacts WHERE id = ?", (victim,))
    for table in ("phones", "notes"):
        if db.execute(f"SELECT COUNT(*) FROM {table} WHERE contact_id = ?", (victim,)).fetchone()[
            0
        ]:
            errors.append(f"{label}: deleting contact {victim} left rows in {table}")
    db.rollback()
    return errors


def check_database(path, expected, label):
    try:
        db = sqlite3.connect(path)
        try:
            errors = [f"{label}: {error}" for error in schema_errors(db)]
            if not errors:
                errors = data_errors(db, expected, label)
            if not errors:
                errors = behaviour_errors(db, expected, label)
        finally:
            db.close()
    except (sqlite3.Error, StopIteration, IndexError) as exc:
        errors = [f"{label}: cannot check the database: {exc}"]
    return errors


def main():
    app_db, script, tests_dir = sys.argv[1], sys.argv[2], sys.argv[3]
    errors = []
    work = tempfile.mkdtemp(prefix="crm-check-")
    try:
        if not os.path.isfile(app_db):
            errors.append(f"{app_db} is missing")
        else:
            copy = os.path.join(work, "app.db")
            shutil.copyfile(app_db, copy)
            errors += check_database(
                copy, expected_rows(os.path.join(tests_dir, "crm_v1.sql")), "/app/crm.db"
            )
        if not os.path.isfile(script):
            errors.append(f"{script} is missing")
        else:
            fresh = os.path.join(work, "hidden.db")
            hidden_sql = os.path.join(tests_dir, "hidden_v1.sql")
            with open(hidden_sql, "rb") as handle:
                subprocess.run(["sqlite3", "-bail", fresh], stdin=handle, check=True, timeout=30)
            with open(script, "rb") as handle:
                result = subprocess.run(
                    ["sqlite3", fresh], stdin=handle, capture_output=True, timeout=30, check=False
                )
            if result.stderr.strip():
                print("sqlite3 reported while running migrate_v2.sql on the second database:")
                print(result.stderr.decode("utf-8", "replace")[-2000:])
            errors += check_database(fresh, expected_rows(hidden_sql), "second database")
    except (OSError, subprocess.SubprocessError) as exc:
        errors.append(str(exc))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for error in errors:
        print("FAIL:", error)
    if errors:
        return 1
    print("both databases are correctly migrated to version 2")
    return 0


if __name__ == "__main__":
    sys.exit(main())
