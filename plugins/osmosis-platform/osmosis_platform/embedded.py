"""The embedded default: with no platform URL configured, the CLI talks to a local platform on
127.0.0.1, started in the background on first use, with a local token saved for the user.

This runs on every platform command without a URL, so the common path (already running, login
saved) reads two small files and nothing else.
"""

from __future__ import annotations

import getpass
import sys
from datetime import UTC, datetime
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from osmosis_core.invocation import Invocation

LOCAL_WORKSPACE = "local"


def _local_user() -> str:
    try:
        name = getpass.getuser()
    except (KeyError, OSError):
        name = "local"
    return "".join(c for c in name if c.isalnum() or c in "._-") or "local"


def local_platform_url(inv: Invocation) -> str:
    from osmosis_core.errors import ErrorCode, OsmosisError
    from osmosis_core.platform.tokens import credential_store
    from osmosis_platform import daemon
    from osmosis_platform.settings import data_dir

    home = data_dir(inv.environ)
    st = daemon.state(home)
    if not st.running:
        try:
            st = daemon.start(home, environ=dict(inv.environ))
        except (RuntimeError, OSError) as exc:
            raise OsmosisError(
                ErrorCode.PLATFORM_ERROR, f"Could not start the local platform: {exc}"
            ) from None
        print(
            f"Started the local Osmosis platform at {st.url} (data in {home}); "
            "stop it with `osmosis platform stop`.",
            file=sys.stderr,
        )
    url = st.url or ""
    if not inv.env("OSMOSIS_TOKEN"):
        store = credential_store(inv)
        entry = store.get(url)
        if not entry or not entry.get("access_token"):
            store.save(url, _local_login(inv, url))
    return url


def _local_login(inv: Invocation, url: str) -> dict:
    from osmosis_platform.services.admin import create_token
    from osmosis_platform.settings import load_settings
    from osmosis_platform.store.db import make_engine

    settings = load_settings(inv.environ)
    engine = make_engine(settings.database_url)
    try:
        with engine.begin() as conn:
            user = _local_user()
            made = create_token(conn, user, LOCAL_WORKSPACE, label="local", token_type="local")
    finally:
        engine.dispose()
    return {
        "token_store": "file",
        "access_token": made["token"],
        "token_type": "local",
        "expires_at": None,
        "created_at": datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z"),
        "user": {"id": None, "email": None, "name": user},
        "token_id": made["token_id"],
        "platform_url": url,
    }
