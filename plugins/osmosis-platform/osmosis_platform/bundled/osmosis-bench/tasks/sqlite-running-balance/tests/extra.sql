-- Rows the verifier adds to a copy of the database after checking the views once: the views
-- must follow new data, so they cannot be hard-coded.
INSERT INTO accounts VALUES (6, 'Emergency', '2026-02-10');
INSERT INTO accounts VALUES (7, 'Never used', '2026-02-11');
INSERT INTO transactions VALUES (27, 6, '2026-02-10 10:00:00', 'deposit', 40000, NULL);
INSERT INTO transactions VALUES (28, 6, '2026-02-09 10:00:00', 'fee', 300, NULL);
INSERT INTO transactions VALUES (29, 6, '2026-02-10 10:00:00', 'withdrawal', 15000, NULL);
INSERT INTO transactions VALUES (30, 6, '2026-02-12 10:00:00', 'reversal', 300, 28);
INSERT INTO transactions VALUES (31, 1, '2026-01-01 00:00:00', 'deposit', 777, NULL);
INSERT INTO transactions VALUES (32, 2, '2026-02-02 00:00:00', 'reversal', 200000, 18);
INSERT INTO transactions VALUES (33, 6, '2026-02-13 10:00:00', 'reversal', 40000, 27);
