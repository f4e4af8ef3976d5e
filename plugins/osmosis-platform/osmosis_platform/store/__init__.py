"""Persistence: SQLAlchemy tables, engine setup and Alembic migrations."""
