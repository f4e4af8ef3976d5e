-- Seed data for sqlite-running-balance. Amounts are in cents and always positive; the kind of
-- a transaction decides its sign. Ids follow entry order, not posting order: some
-- transactions were entered late with an earlier posted_at.
PRAGMA foreign_keys = ON;
CREATE TABLE accounts (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    opened_on TEXT NOT NULL
);
CREATE TABLE transactions (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id),
    posted_at TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('deposit', 'withdrawal', 'fee', 'reversal')),
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    reverses_id INTEGER REFERENCES transactions(id),
    CHECK ((kind = 'reversal') = (reverses_id IS NOT NULL))
);
BEGIN;
INSERT INTO accounts VALUES (1, 'Household', '2026-01-02');
INSERT INTO accounts VALUES (2, 'Savings', '2026-01-02');
INSERT INTO accounts VALUES (3, 'Travel fund', '2026-01-15');
INSERT INTO accounts VALUES (4, 'Dormant', '2026-02-01');
INSERT INTO accounts VALUES (5, 'Business', '2026-01-20');
INSERT INTO transactions VALUES (1, 1, '2026-01-02 09:00:00', 'deposit', 250000, NULL);
INSERT INTO transactions VALUES (2, 2, '2026-01-02 09:05:00', 'deposit', 1000000, NULL);
INSERT INTO transactions VALUES (3, 1, '2026-01-03 12:30:00', 'withdrawal', 4599, NULL);
INSERT INTO transactions VALUES (4, 1, '2026-01-03 18:45:00', 'withdrawal', 12050, NULL);
INSERT INTO transactions VALUES (5, 1, '2026-01-04 00:00:00', 'fee', 500, NULL);
INSERT INTO transactions VALUES (6, 3, '2026-01-15 10:00:00', 'deposit', 50000, NULL);
INSERT INTO transactions VALUES (7, 1, '2026-01-05 08:15:00', 'withdrawal', 89900, NULL);
INSERT INTO transactions VALUES (8, 1, '2026-01-03 07:00:00', 'deposit', 12000, NULL);
INSERT INTO transactions VALUES (9, 1, '2026-01-06 09:00:00', 'reversal', 500, 5);
INSERT INTO transactions VALUES (10, 2, '2026-01-31 23:59:59', 'deposit', 1250, NULL);
INSERT INTO transactions VALUES (11, 3, '2026-01-20 14:00:00', 'withdrawal', 65000, NULL);
INSERT INTO transactions VALUES (12, 3, '2026-01-20 14:00:00', 'fee', 1500, NULL);
INSERT INTO transactions VALUES (13, 5, '2026-01-20 09:00:00', 'deposit', 300000, NULL);
INSERT INTO transactions VALUES (14, 5, '2026-01-21 11:11:00', 'withdrawal', 120000, NULL);
INSERT INTO transactions VALUES (15, 1, '2026-01-07 10:00:00', 'reversal', 12050, 4);
INSERT INTO transactions VALUES (16, 3, '2026-01-22 16:30:00', 'deposit', 20000, NULL);
INSERT INTO transactions VALUES (17, 5, '2026-01-21 11:11:00', 'withdrawal', 45000, NULL);
INSERT INTO transactions VALUES (18, 2, '2026-01-15 08:00:00', 'withdrawal', 200000, NULL);
INSERT INTO transactions VALUES (19, 5, '2026-01-25 17:00:00', 'reversal', 120000, 14);
INSERT INTO transactions VALUES (20, 1, '2026-01-02 08:59:59', 'fee', 100, NULL);
INSERT INTO transactions VALUES (21, 2, '2026-02-01 00:00:00', 'fee', 250, NULL);
INSERT INTO transactions VALUES (22, 3, '2026-01-20 13:59:59', 'deposit', 1000, NULL);
INSERT INTO transactions VALUES (23, 5, '2026-01-26 09:30:00', 'deposit', 7500, NULL);
INSERT INTO transactions VALUES (24, 1, '2026-01-08 12:00:00', 'withdrawal', 30000, NULL);
INSERT INTO transactions VALUES (25, 5, '2026-01-27 10:00:00', 'reversal', 7500, 23);
INSERT INTO transactions VALUES (26, 3, '2026-01-23 09:00:00', 'reversal', 1500, 12);
COMMIT;
