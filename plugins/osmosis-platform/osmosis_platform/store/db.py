"""Engine creation and schema migration.

SQLite runs in WAL mode with a busy timeout so readers never block the writer; PostgreSQL is
used as given. Migrations always run through Alembic, so a database made by one version is
upgraded in place by the next.
"""

from __future__ import annotations

from importlib import resources
from typing import Any

from sqlalchemy import Engine, create_engine, event

MIGRATIONS = "osmosis_platform.store"


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=10000")
    cursor.close()


def make_engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        engine = create_engine(
            url, connect_args={"check_same_thread": False}, pool_size=8, max_overflow=16
        )
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    return create_engine(url, pool_pre_ping=True, pool_size=8, max_overflow=16)


def migrate(engine: Engine) -> None:
    """Bring the schema to the newest migration (creates it on an empty database)."""
    from alembic import command
    from alembic.config import Config

    script_dir = resources.files(MIGRATIONS) / "migrations"
    cfg = Config()
    cfg.set_main_option("script_location", str(script_dir))
    with engine.begin() as connection:
        cfg.attributes["connection"] = connection
        command.upgrade(cfg, "head")
