-- A second version-1 database, used only by the verifier to re-run /app/migrate_v2.sql.
CREATE TABLE contacts (
    id INTEGER PRIMARY KEY,
    full_name TEXT NOT NULL,
    email TEXT,
    phones TEXT,              -- phone numbers separated by ';'
    created TEXT NOT NULL     -- M/D/YYYY
);
CREATE TABLE notes (
    id INTEGER PRIMARY KEY,
    contact_id INTEGER,
    body TEXT NOT NULL,
    created TEXT NOT NULL     -- M/D/YYYY
);
CREATE INDEX notes_by_contact ON notes (contact_id);
BEGIN;
INSERT INTO contacts VALUES (3, 'Katherine Johnson', 'KJ@Example.org', '555-0300;555-0301', '8/26/2023');
INSERT INTO contacts VALUES (10, 'Cher', '', ';;', '5/20/2024');
INSERT INTO contacts VALUES (11, ' Edsger W. Dijkstra  ', NULL, '555-0311; ; 555-0312; 555-0313; 555-0314', '10/9/2024');
INSERT INTO contacts VALUES (20, 'Hedy Lamarr', ' hedy@example.com', NULL, '11/09/2024');
INSERT INTO contacts VALUES (21, 'Tim Berners-Lee', 'timbl@example.org', '  555-0321  ', '1/31/2025');
INSERT INTO contacts VALUES (40, 'Radia Joy Perlman', 'RADIA@EXAMPLE.NET', '555-0340;+1 (555) 0341', '12/1/2025');
INSERT INTO notes VALUES (2, 3, 'Trajectory tables attached.', '8/27/2023');
INSERT INTO notes VALUES (3, 11, 'Goto considered harmful.', '3/1/2025');
INSERT INTO notes VALUES (5, 99, 'Orphaned note.', '3/2/2025');
INSERT INTO notes VALUES (6, NULL, 'Another orphan.', '3/3/2025');
INSERT INTO notes VALUES (8, 40, 'Spanning tree question.', '12/2/2025');
INSERT INTO notes VALUES (9, 40, 'Second note, same day.', '12/2/2025');
INSERT INTO notes VALUES (11, 10, 'Single-name contact.', '5/21/2024');
COMMIT;
PRAGMA user_version = 1;
