"""What every request handler shares: settings, the database engine, the secret box, the URL
signer. Built once per app by ``create_app``."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from litestar import Request
from sqlalchemy import Connection, Engine

from osmosis_platform.security import SecretBox
from osmosis_platform.server.auth import Caller, authenticate, require_benchmarks
from osmosis_platform.services.outputs import Signer
from osmosis_platform.settings import Settings


@dataclass
class Platform:
    settings: Settings
    engine: Engine
    box: SecretBox
    signer: Signer
    scheduler: Any = None
    _environments: Any = None

    def environment_target(self) -> str | None:
        """Import path of the configured sandbox environment, or None for a Harbor built-in
        (selected by its type name). Environments come from the platform's plugin hooks."""
        from osmosis_platform.hookspecs import collect, plugin_manager

        if self._environments is None:  # plugins are loaded once, not per attempt
            self._environments = collect(
                plugin_manager(), "register_sandbox_environments", "environment"
            )
        registry = self._environments
        if self.settings.sandbox not in registry.targets:
            known = ", ".join(sorted(registry.targets))
            raise ValueError(f"Unknown sandbox {self.settings.sandbox!r}; known: {known}")
        return registry.targets[self.settings.sandbox]

    def base_url(self, request: Request) -> str:
        if self.settings.public_url:
            return self.settings.public_url.rstrip("/")
        return str(request.base_url).rstrip("/")


def platform(request: Request) -> Platform:
    return request.app.state.platform


@contextmanager
def session(
    request: Request, *, write: bool = False, benchmarks: bool = False
) -> Iterator[tuple[Connection, Caller]]:
    """A connection (a transaction when ``write``) and the authenticated caller."""
    engine = platform(request).engine
    with engine.begin() if write else engine.connect() as conn:
        caller = authenticate(request, conn)
        if benchmarks:
            require_benchmarks(caller)
        yield conn, caller
