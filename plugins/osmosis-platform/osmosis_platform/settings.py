"""Where the platform keeps its data and how it is configured.

Everything lives under one data directory (``OSMOSIS_HOME``, else the user data dir): the
SQLite database, the secret key file, the daemon's pid and port files, and run outputs.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

DB_FILE = "osmosis.db"
KEY_FILE = "secret.key"
PID_FILE = "platform.pid"
PORT_FILE = "platform.port"
LOG_FILE = "platform.log"
LOCAL_TOKEN_FILE = "local-token"


def data_dir(environ: Mapping[str, str] | None = None) -> Path:
    """``OSMOSIS_HOME`` when set, else the per-user data directory."""
    environ = os.environ if environ is None else environ
    override = environ.get("OSMOSIS_HOME")
    if override:
        return Path(override).expanduser().resolve()
    from platformdirs import user_data_path

    return user_data_path("osmosis", appauthor=False)


@dataclass(frozen=True)
class Settings:
    """Server configuration; built from the environment by :func:`load_settings`."""

    home: Path
    database_url: str
    public_url: str | None = None
    max_body_bytes: int = 1 << 20
    capacity: int = 4
    run_scheduler: bool = True
    sandbox: str = "local"

    @property
    def key_path(self) -> Path:
        return self.home / KEY_FILE

    @property
    def outputs_dir(self) -> Path:
        return self.home / "runs"


def load_settings(
    environ: Mapping[str, str] | None = None,
    *,
    home: Path | None = None,
    database_url: str | None = None,
) -> Settings:
    environ = os.environ if environ is None else environ
    home = home or data_dir(environ)
    url = database_url or environ.get("OSMOSIS_DATABASE_URL") or f"sqlite:///{home / DB_FILE}"
    capacity = int(environ.get("OSMOSIS_CAPACITY") or 4)
    scheduler = (environ.get("OSMOSIS_SCHEDULER") or "on").lower() not in ("0", "off", "false")
    return Settings(
        home=home,
        database_url=url,
        public_url=environ.get("OSMOSIS_PUBLIC_URL") or None,
        capacity=max(1, capacity),
        run_scheduler=scheduler,
        sandbox=environ.get("OSMOSIS_SANDBOX") or "local",
    )


def ensure_home(home: Path) -> None:
    """Create the data directory private to the user (0700)."""
    home.mkdir(parents=True, exist_ok=True)
    os.chmod(home, 0o700)
