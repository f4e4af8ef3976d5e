-- Version 1 of the CRM database (PRAGMA user_version = 1).
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
INSERT INTO contacts VALUES (1, 'Ada Lovelace', 'ada@example.com', '555-0101', '12/10/2023');
INSERT INTO contacts VALUES (2, '  Grace Hopper ', 'Grace.Hopper@Example.COM ', '555-0102; 555-0199', '1/5/2024');
INSERT INTO contacts VALUES (3, 'Prince', NULL, NULL, '2/29/2024');
INSERT INTO contacts VALUES (4, 'Mary Ann Evans', '', '', '03/07/2024');
INSERT INTO contacts VALUES (5, 'Jean-Luc Picard', '  ', ' ;555-0105;; +44 20 7946 0958 ;', '7/04/2024');
INSERT INTO contacts VALUES (6, 'José Álvarez', 'JOSE@EXAMPLE.ES', ';', '11/1/2024');
INSERT INTO contacts VALUES (7, 'Ludwig van Beethoven', 'ludwig@example.at', '555-0107;555-0108;555-0109', '12/17/2024');
INSERT INTO contacts VALUES (9, 'Wu Zetian', 'wu@example.cn', '555-0110', '1/1/2025');
INSERT INTO contacts VALUES (12, 'Alan Turing', 'alan@example.co.uk', '555-0112 ', '6/23/2025');
INSERT INTO notes VALUES (1, 1, 'Met at the analytical engine demo.', '12/11/2023');
INSERT INTO notes VALUES (2, 2, 'Prefers email.', '1/6/2024');
INSERT INTO notes VALUES (3, 8, 'Contact 8 was deleted long ago.', '2/1/2024');
INSERT INTO notes VALUES (4, NULL, 'Note without a contact.', '2/2/2024');
INSERT INTO notes VALUES (5, 5, 'Call after 5pm; "urgent" only.', '7/5/2024');
INSERT INTO notes VALUES (6, 7, 'Sent the score.', '12/18/2024');
INSERT INTO notes VALUES (7, 7, 'Follow up in January.', '12/31/2024');
INSERT INTO notes VALUES (9, 12, 'Asked about the bombe.', '6/24/2025');
COMMIT;
PRAGMA user_version = 1;
