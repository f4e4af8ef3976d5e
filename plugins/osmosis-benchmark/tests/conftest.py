"""Fixtures for the benchmark plugin's tests: config files on disk and the real executable."""

from __future__ import annotations

import os
import pty
import subprocess
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import Completed, clean_env, osmosis_exe

# A loopback port nothing listens on: commands that never reach the network can still build a
# platform client, and one that did try would fail loudly with NETWORK.
DEAD_PLATFORM = "http://127.0.0.1:9"


@pytest.fixture
def write_config(tmp_path: Path) -> Callable[[str], Path]:
    def write(text: str, name: str = "bench.toml") -> Path:
        path = tmp_path / name
        path.write_text(textwrap.dedent(text), encoding="utf-8")
        return path

    return write


def offline_env(**extra: str) -> dict[str, str]:
    """A clean environment bound to a platform that is never contacted."""
    return clean_env(
        OSMOSIS_PLATFORM_URL=DEAD_PLATFORM,
        OSMOSIS_TOKEN="osm_offline_token",
        OSMOSIS_TOKEN_PLATFORM_URL=DEAD_PLATFORM,
        OSMOSIS_MAX_RETRIES="0",
        **extra,
    )


@pytest.fixture
def cli(tmp_path: Path) -> Callable[..., Completed]:
    """The installed ``osmosis`` executable, run in a scratch directory (no git scope)."""

    def run(
        *args: str,
        env: dict[str, str] | None = None,
        extra_env: dict[str, str] | None = None,
        input: str | None = None,
    ) -> Completed:
        proc = subprocess.run(
            [osmosis_exe(), *args],
            capture_output=True,
            text=True,
            input=input,
            env=env if env is not None else offline_env(**(extra_env or {})),
            cwd=tmp_path,
            timeout=60,
        )
        return Completed(proc.returncode, proc.stdout, proc.stderr)

    return run


@pytest.fixture
def terminal_cli(tmp_path: Path) -> Callable[..., Completed]:
    """The executable with a pseudo-terminal on stdin, the one setup where it may prompt;
    ``answer`` is typed at the terminal."""

    def run(*args: str, answer: str) -> Completed:
        master, slave = pty.openpty()
        try:
            proc = subprocess.Popen(
                [osmosis_exe(), *args],
                stdin=slave,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                env=offline_env(),
                cwd=tmp_path,
                start_new_session=True,  # no controlling terminal: never read the real one
            )
            os.write(master, answer.encode())
            out, err = proc.communicate(timeout=60)
        finally:
            os.close(master)
            os.close(slave)
        return Completed(proc.returncode, out, err)

    return run
