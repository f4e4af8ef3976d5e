-- Seed data for sqlite-top-customers. Amounts are stored in cents.
PRAGMA foreign_keys = ON;
CREATE TABLE customers (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL UNIQUE
);
CREATE TABLE products (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    list_price_cents INTEGER NOT NULL
);
CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    status TEXT NOT NULL CHECK (status IN ('paid', 'shipped', 'cancelled')),
    ordered_on TEXT NOT NULL
);
CREATE TABLE order_items (
    order_id INTEGER NOT NULL REFERENCES orders(id),
    product_id INTEGER NOT NULL REFERENCES products(id),
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    unit_price_cents INTEGER NOT NULL,
    PRIMARY KEY (order_id, product_id)
);
BEGIN;
INSERT INTO customers VALUES (1, 'Ada Lovelace', 'ada@example.com');
INSERT INTO customers VALUES (2, 'Brook Tanaka', 'brook@example.com');
INSERT INTO customers VALUES (3, 'Carlos Mendes', 'carlos@example.com');
INSERT INTO customers VALUES (4, 'Dina Haddad', 'dina@example.com');
INSERT INTO customers VALUES (5, 'Emil Novak', 'emil@example.com');
INSERT INTO customers VALUES (6, 'Farah Khan', 'farah@example.com');
INSERT INTO customers VALUES (7, 'Gus Olsen', 'gus@example.com');
INSERT INTO customers VALUES (8, 'Hana Ito', 'hana@example.com');
INSERT INTO products VALUES (1, 'Notebook', 450);
INSERT INTO products VALUES (2, 'Fountain pen', 3200);
INSERT INTO products VALUES (3, 'Desk lamp', 5400);
INSERT INTO products VALUES (4, 'Ink bottle', 899);
INSERT INTO products VALUES (5, 'Paper ream', 1250);
INSERT INTO products VALUES (6, 'Monitor arm', 11900);
INSERT INTO orders VALUES (1, 1, 'paid', '2026-03-01');
INSERT INTO orders VALUES (2, 2, 'shipped', '2026-03-01');
INSERT INTO orders VALUES (3, 3, 'paid', '2026-03-02');
INSERT INTO orders VALUES (4, 5, 'cancelled', '2026-03-02');
INSERT INTO orders VALUES (5, 4, 'paid', '2026-03-03');
INSERT INTO orders VALUES (6, 6, 'shipped', '2026-03-04');
INSERT INTO orders VALUES (7, 1, 'shipped', '2026-03-05');
INSERT INTO orders VALUES (8, 8, 'paid', '2026-03-05');
INSERT INTO orders VALUES (9, 5, 'paid', '2026-03-06');
INSERT INTO orders VALUES (10, 3, 'cancelled', '2026-03-07');
INSERT INTO orders VALUES (11, 2, 'paid', '2026-03-08');
INSERT INTO orders VALUES (12, 6, 'paid', '2026-03-08');
INSERT INTO orders VALUES (13, 4, 'shipped', '2026-03-09');
INSERT INTO orders VALUES (14, 8, 'cancelled', '2026-03-10');
INSERT INTO orders VALUES (15, 1, 'paid', '2026-03-11');
INSERT INTO orders VALUES (16, 6, 'paid', '2026-03-12');
INSERT INTO order_items VALUES (1, 2, 1, 2999);
INSERT INTO order_items VALUES (1, 1, 4, 450);
INSERT INTO order_items VALUES (2, 5, 6, 1199);
INSERT INTO order_items VALUES (3, 6, 1, 11900);
INSERT INTO order_items VALUES (3, 4, 2, 899);
INSERT INTO order_items VALUES (4, 6, 2, 11900);
INSERT INTO order_items VALUES (5, 1, 10, 425);
INSERT INTO order_items VALUES (6, 3, 1, 4999);
INSERT INTO order_items VALUES (6, 1, 2, 450);
INSERT INTO order_items VALUES (7, 5, 2, 1250);
INSERT INTO order_items VALUES (7, 4, 1, 899);
INSERT INTO order_items VALUES (8, 2, 1, 3200);
INSERT INTO order_items VALUES (9, 1, 3, 450);
INSERT INTO order_items VALUES (10, 3, 1, 5400);
INSERT INTO order_items VALUES (11, 4, 3, 899);
INSERT INTO order_items VALUES (11, 1, 1, 450);
INSERT INTO order_items VALUES (12, 5, 3, 1250);
INSERT INTO order_items VALUES (13, 2, 1, 2800);
INSERT INTO order_items VALUES (13, 4, 1, 899);
INSERT INTO order_items VALUES (14, 6, 1, 11900);
INSERT INTO order_items VALUES (15, 3, 1, 5400);
INSERT INTO order_items VALUES (16, 4, 2, 899);
COMMIT;
