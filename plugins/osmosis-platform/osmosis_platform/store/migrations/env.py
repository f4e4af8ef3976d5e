"""Alembic environment: runs on the connection handed over by ``store.db.migrate``."""

from __future__ import annotations

from alembic import context

from osmosis_platform.store.models import Base

connection = context.config.attributes.get("connection")
if connection is None:  # pragma: no cover - only via `alembic` on the command line
    from sqlalchemy import create_engine

    connection = create_engine(context.config.get_main_option("sqlalchemy.url")).connect()

context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    render_as_batch=connection.dialect.name == "sqlite",
)
with context.begin_transaction():
    context.run_migrations()
