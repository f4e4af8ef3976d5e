#!/usr/bin/env bash
# Reference solution for sqlite-schema-migration: write migrate_v2.sql and apply it.
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"

cat > "$APP_DIR/migrate_v2.sql" <<'SQL'
-- Migrate a version-1 CRM database to version 2 (run as: sqlite3 DB < migrate_v2.sql).
PRAGMA foreign_keys = OFF;
BEGIN;

CREATE TABLE contacts_v2 (
    id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT UNIQUE,
    created_on TEXT NOT NULL
);

-- M/D/YYYY -> YYYY-MM-DD, with the parts located by the two slashes.
INSERT INTO contacts_v2 (id, first_name, last_name, email, created_on)
SELECT id,
       CASE WHEN instr(name, ' ') = 0 THEN name
            ELSE rtrim(rtrim(name, replace(name, ' ', '')), ' ') END,
       CASE WHEN instr(name, ' ') = 0 THEN ''
            ELSE substr(name, length(rtrim(name, replace(name, ' ', ''))) + 1) END,
       nullif(lower(trim(coalesce(email, ''))), ''),
       printf('%04d-%02d-%02d',
              substr(rest, instr(rest, '/') + 1),
              substr(created, 1, instr(created, '/') - 1),
              substr(rest, 1, instr(rest, '/') - 1))
FROM (SELECT id, trim(full_name) AS name, email, created,
             substr(created, instr(created, '/') + 1) AS rest
      FROM contacts);

CREATE TABLE phones (
    contact_id INTEGER NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    number TEXT NOT NULL,
    PRIMARY KEY (contact_id, position)
);

INSERT INTO phones (contact_id, position, number)
WITH RECURSIVE parts (contact_id, idx, piece, rest) AS (
    SELECT id, 0, NULL, phones || ';' FROM contacts WHERE phones IS NOT NULL
    UNION ALL
    SELECT contact_id, idx + 1,
           trim(substr(rest, 1, instr(rest, ';') - 1)),
           substr(rest, instr(rest, ';') + 1)
    FROM parts
    WHERE rest <> ''
)
SELECT contact_id, ROW_NUMBER() OVER (PARTITION BY contact_id ORDER BY idx), piece
FROM parts
WHERE piece IS NOT NULL AND piece <> ''
ORDER BY contact_id, idx;

CREATE TABLE notes_v2 (
    id INTEGER PRIMARY KEY,
    contact_id INTEGER NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
    body TEXT NOT NULL,
    created_on TEXT NOT NULL
);

INSERT INTO notes_v2 (id, contact_id, body, created_on)
SELECT n.id, n.contact_id, n.body,
       printf('%04d-%02d-%02d',
              substr(n.rest, instr(n.rest, '/') + 1),
              substr(n.created, 1, instr(n.created, '/') - 1),
              substr(n.rest, 1, instr(n.rest, '/') - 1))
FROM (SELECT id, contact_id, body, created,
             substr(created, instr(created, '/') + 1) AS rest
      FROM notes) AS n
WHERE n.contact_id IN (SELECT id FROM contacts);

DROP INDEX IF EXISTS notes_by_contact;
DROP TABLE notes;
DROP TABLE contacts;
ALTER TABLE contacts_v2 RENAME TO contacts;
ALTER TABLE notes_v2 RENAME TO notes;
CREATE INDEX notes_by_contact ON notes (contact_id);

PRAGMA foreign_key_check;
COMMIT;
PRAGMA user_version = 2;
PRAGMA foreign_keys = ON;
SQL

sqlite3 -bail "$APP_DIR/crm.db" < "$APP_DIR/migrate_v2.sql"
sqlite3 -header -column "$APP_DIR/crm.db" "SELECT * FROM contacts; SELECT * FROM phones;"
