"""Shared fixtures: run the real ``osmosis`` executable in a subprocess, and a target dir with
the third-party test plugins really installed (built by uv from tests/fixtures/plugins)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
FIXTURE_PLUGINS = ROOT / "tests" / "fixtures" / "plugins"


@dataclass
class Completed:
    returncode: int
    stdout: str
    stderr: str

    def json(self) -> dict:
        lines = self.stdout.strip().splitlines()
        assert len(lines) == 1, f"expected one JSON line on stdout, got {self.stdout!r}"
        return json.loads(lines[0])

    def error(self) -> dict:
        lines = [line for line in self.stderr.strip().splitlines() if line.startswith("{")]
        assert lines, f"no JSON on stderr: {self.stderr!r}"
        doc = json.loads(lines[-1])
        assert "error" in doc, doc
        return doc


_SANDBOX: list[Path] = []


def sandbox_dir() -> Path:
    """One private directory per test session for data and config the tests do not set."""
    if not _SANDBOX:
        import tempfile

        _SANDBOX.append(Path(tempfile.mkdtemp(prefix="osmosis-tests-")))
    return _SANDBOX[0]


def clean_env(**extra: str) -> dict[str, str]:
    """A minimal environment: no user config, no stray OSMOSIS_* settings, and data/config
    dirs inside the session sandbox, so no test ever touches (or starts a platform in) the
    real user's directories."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith("OSMOSIS_") and k not in {"NO_COLOR", "FORCE_COLOR"}
    }
    env["OSMOSIS_HOME"] = str(sandbox_dir() / "home")
    env["OSMOSIS_CONFIG_DIR"] = str(sandbox_dir() / "config")
    env.update(extra)
    return env


@pytest.fixture(scope="session", autouse=True)
def _stop_sandbox_platform():
    """Stop a platform some test started in the sandbox data dir through the embedded default."""
    yield
    if _SANDBOX and (_SANDBOX[0] / "home" / "platform.pid").exists():
        from osmosis_platform import daemon

        daemon.stop(_SANDBOX[0] / "home")


def osmosis_exe() -> str:
    exe = BIN / "osmosis"
    assert exe.exists(), f"{exe} missing: run scripts/setup"
    return str(exe)


RunCli = Callable[..., Completed]


@pytest.fixture
def run_cli(tmp_path: Path) -> RunCli:
    def run(
        *args: str,
        env: Mapping[str, str] | None = None,
        input: str | None = None,
        cwd: Path | None = None,
        timeout: float = 60,
    ) -> Completed:
        proc = subprocess.run(
            [osmosis_exe(), *args],
            capture_output=True,
            text=True,
            input=input,
            env=dict(env) if env is not None else clean_env(),
            cwd=cwd or tmp_path,
            timeout=timeout,
        )
        return Completed(proc.returncode, proc.stdout, proc.stderr)

    return run


def find_uv() -> str:
    for candidate in (shutil.which("uv"), ROOT / ".tools" / "venv" / "bin" / "uv"):
        if candidate and Path(candidate).exists():
            return str(candidate)
    raise RuntimeError("uv not found: run scripts/setup")


@pytest.fixture(scope="session")
def plugin_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A directory where the third-party test plugins are installed as real distributions."""
    target = tmp_path_factory.mktemp("plugin-site")
    subprocess.run(
        [
            find_uv(),
            "pip",
            "install",
            "--quiet",
            "--no-deps",
            "--python",
            sys.executable,
            "--target",
            str(target),
            str(FIXTURE_PLUGINS / "hello"),
            str(FIXTURE_PLUGINS / "broken"),
        ],
        check=True,
        env=clean_env(UV_COMPILE_BYTECODE="1"),
    )
    return target


@pytest.fixture
def plugin_env(plugin_site: Path) -> Callable[..., dict[str, str]]:
    def make(**extra: str) -> dict[str, str]:
        return clean_env(PYTHONPATH=str(plugin_site), **extra)

    return make


@pytest.fixture(scope="session")
def live_platform(tmp_path_factory: pytest.TempPathFactory):
    """A real platform that executes runs (scheduler on, local sandbox), one per session."""
    from platform_harness import start_platform, stop_platform

    server = start_platform(
        tmp_path_factory.mktemp("live-home"),
        tmp_path_factory.mktemp("live-configs"),
        scheduler=True,
    )
    try:
        yield server
    finally:
        stop_platform(server)


@pytest.fixture(scope="session")
def platform_server(tmp_path_factory: pytest.TempPathFactory):
    """The real platform on a free loopback port with a private data dir (one per session).
    Its scheduler is off, so submitted runs keep their state for API and CLI tests."""
    from platform_harness import start_platform, stop_platform

    server = start_platform(
        tmp_path_factory.mktemp("platform-home"), tmp_path_factory.mktemp("platform-configs")
    )
    try:
        yield server
    finally:
        stop_platform(server)
