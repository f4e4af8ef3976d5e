"""Opening a platform: data dir, engine, migrations, the managed benchmark, the key file."""

from __future__ import annotations

from osmosis_platform.security import SecretBox
from osmosis_platform.server.state import Platform
from osmosis_platform.services.benchmarks import install_managed
from osmosis_platform.services.outputs import Signer
from osmosis_platform.settings import Settings, ensure_home
from osmosis_platform.store.db import make_engine, migrate


def open_platform(settings: Settings) -> Platform:
    ensure_home(settings.home)
    engine = make_engine(settings.database_url)
    migrate(engine)
    with engine.begin() as conn:
        install_managed(conn)
    box = SecretBox(settings.key_path)
    box.encrypt("")  # creates the 0600 key file now, not on the first secret
    signer = Signer(settings.key_path.read_bytes())
    return Platform(settings=settings, engine=engine, box=box, signer=signer)
