"""Domain logic behind the routes: each function takes a connection and the caller."""
