"""A real platform for tests: the daemon started on a free loopback port in a private data
dir, tokens minted with the real ``osmosis platform token create``."""

from __future__ import annotations

import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from conftest import clean_env, osmosis_exe


@dataclass
class PlatformServer:
    home: Path
    url: str
    pid: int
    config_root: Path
    _tokens: dict[tuple[str, str], str] = field(default_factory=dict)
    _configs: int = 0

    def admin(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        """Run ``osmosis platform <args>`` against this platform's data dir."""
        proc = subprocess.run(
            [osmosis_exe(), "platform", *args],
            capture_output=True,
            text=True,
            env=clean_env(OSMOSIS_HOME=str(self.home)),
            timeout=60,
        )
        if check and proc.returncode != 0:
            raise AssertionError(f"osmosis platform {' '.join(args)} failed: {proc.stderr}")
        return proc

    def token(self, user: str = "alice", workspace: str = "alpha") -> str:
        """A new bearer token for ``user`` in ``workspace`` (both created when new)."""
        proc = self.admin("token", "create", "--user", user, "--workspace", workspace)
        token = proc.stdout.strip()
        assert token.startswith("osm_"), proc.stdout
        return token

    def env(self, user: str = "alice", workspace: str = "alpha", **extra: str) -> dict[str, str]:
        """A clean environment whose CLI talks to this platform as ``user`` in ``workspace``."""
        key = (user, workspace)
        if key not in self._tokens:
            self._tokens[key] = self.token(user, workspace)
        self._configs += 1
        config = self.config_root / f"cfg-{self._configs}"
        config.mkdir(parents=True, exist_ok=True)
        return clean_env(
            OSMOSIS_PLATFORM_URL=self.url,
            OSMOSIS_TOKEN=self._tokens[key],
            OSMOSIS_TOKEN_PLATFORM_URL=self.url,
            OSMOSIS_CONFIG_DIR=str(config),
            **extra,
        )


def start_platform(
    home: Path, config_root: Path, *, scheduler: bool = False, capacity: int = 8
) -> PlatformServer:
    """``scheduler=False`` keeps runs as submitted (state-only API tests); ``True`` executes
    them in the Docker-free local sandbox."""
    from osmosis_platform import daemon

    env = clean_env(OSMOSIS_SCHEDULER="on" if scheduler else "off", OSMOSIS_CAPACITY=str(capacity))
    state = daemon.start(home, environ=env)
    assert state.url and state.pid
    return PlatformServer(home=home, url=state.url, pid=state.pid, config_root=config_root)


def stop_platform(server: PlatformServer) -> None:
    from osmosis_platform import daemon

    daemon.stop(server.home)
