"""The embedded default: with no platform URL, the CLI starts a local platform on first use,
logs the local user in, says so once on stderr, and ``platform stop|status`` manage it."""

from __future__ import annotations

import contextlib
import json
import os
import signal
from pathlib import Path

import pytest

from conftest import clean_env


@pytest.fixture
def local_env(tmp_path: Path):
    home, config = tmp_path / "home", tmp_path / "config"
    env = clean_env(OSMOSIS_HOME=str(home), OSMOSIS_CONFIG_DIR=str(config))
    yield env, home, config
    pid_file = home / "platform.pid"
    if pid_file.exists():  # never leave a daemon behind, even when an assertion failed
        with contextlib.suppress(ProcessLookupError, ValueError):
            os.kill(int(pid_file.read_text()), signal.SIGKILL)


def test_first_use_starts_the_platform_and_logs_in(run_cli, local_env) -> None:
    env, home, config = local_env
    first = run_cli("--json", "auth", "whoami", env=env)
    assert first.returncode == 0, first.stderr
    started = [line for line in first.stderr.splitlines() if "Started the local" in line]
    assert len(started) == 1, first.stderr
    data = first.json()["data"]
    assert data["workspace"]["name"] == "local"
    url = (home / "platform.port").read_text().strip()
    assert url.isdigit()
    assert (home / "platform.pid").exists()
    creds = json.loads((config / "credentials.json").read_text())
    assert any(f"127.0.0.1:{url}" in key for key in json.dumps(creds).split('"'))
    assert (config / "credentials.json").stat().st_mode & 0o777 == 0o600

    second = run_cli("--json", "auth", "whoami", env=env)
    assert second.returncode == 0, second.stderr
    assert "Started the local" not in second.stderr
    assert second.json()["data"]["token_id"] == data["token_id"]

    status = run_cli("--json", "platform", "status", env=env)
    assert status.json()["data"]["running"] is True
    assert status.json()["data"]["healthy"] is True

    stopped = run_cli("--json", "platform", "stop", env=env)
    assert stopped.returncode == 0
    assert stopped.json()["status"] == "success"
    assert not (home / "platform.pid").exists()
    again = run_cli("--json", "platform", "stop", env=env)
    assert again.json()["status"] == "noop"


def test_restart_keeps_the_port_and_the_login(run_cli, local_env) -> None:
    env, home, _config = local_env
    assert run_cli("--json", "platform", "start", env=env).returncode == 0
    port = (home / "platform.port").read_text()
    token = run_cli("--json", "auth", "whoami", env=env).json()["data"]["token_id"]
    assert run_cli("platform", "stop", env=env).returncode == 0
    restarted = run_cli("--json", "platform", "start", env=env)
    assert restarted.returncode == 0, restarted.stderr
    assert (home / "platform.port").read_text() == port
    whoami = run_cli("--json", "auth", "whoami", env=env)
    assert whoami.returncode == 0, whoami.stderr
    assert whoami.json()["data"]["token_id"] == token
    assert run_cli("platform", "stop", env=env).returncode == 0


def test_admin_token_commands(run_cli, local_env) -> None:
    env, _home, _config = local_env
    made = run_cli(
        "--json", "platform", "token", "create", "--user", "ann", "--workspace", "w1", env=env
    )
    assert made.returncode == 0, made.stderr
    resource = made.json()["resource"]
    assert resource["token"].startswith("osm_")
    listed = run_cli("--json", "platform", "token", "list", env=env).json()["items"]
    assert [t["token_id"] for t in listed] == [resource["token_id"]]
    assert resource["token"] not in json.dumps(listed)
    revoked = run_cli("--json", "platform", "token", "revoke", resource["token_id"], env=env)
    assert revoked.returncode == 0
    again = run_cli("--json", "platform", "token", "revoke", resource["token_id"], env=env)
    assert again.returncode == 1
    assert again.error()["error"]["code"] == "NOT_FOUND"
    bad = run_cli(
        "--json", "platform", "token", "create", "--user", "a b", "--workspace", "w", env=env
    )
    assert bad.returncode == 1
    assert bad.error()["error"]["code"] == "VALIDATION"
    off = run_cli("--json", "platform", "workspace", "update", "w1", "--benchmarks", "off", env=env)
    assert off.json()["resource"]["benchmarks_enabled"] is False
    missing = run_cli("--json", "platform", "workspace", "update", "nope", env=env)
    assert missing.returncode == 1
