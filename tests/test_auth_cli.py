"""``osmosis auth login | whoami | logout`` through the real executable against a loopback
test server that answers the contract's verify and revoke routes."""

from __future__ import annotations

import json
import stat
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar

import pytest

from conftest import RunCli, clean_env

TOKEN = "osm_test_token_0123456789"


class Handler(BaseHTTPRequestHandler):
    revoked: ClassVar[list[str]] = []
    seen: ClassVar[list[dict]] = []

    def log_message(self, *args: object) -> None:
        pass

    def _send(self, status: int, body: dict) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("X-Request-Id", "req-test-1")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _authorized(self) -> bool:
        Handler.seen.append(dict(self.headers))
        if self.headers.get("Authorization") != f"Bearer {TOKEN}":
            self._send(401, {"message": "Invalid token.", "code": "INVALID_TOKEN"})
            return False
        return True

    def do_GET(self) -> None:
        if self.path == "/api/cli/verify" and self._authorized():
            self._send(
                200,
                {
                    "user": {"id": "u-1", "email": "ada@example.com", "name": "Ada"},
                    "token_id": "tok-1",
                    "token_type": "bearer",
                    "expires_at": None,
                    "workspace": {"id": "w-1", "name": "lab", "role": "owner"},
                },
            )

    def do_DELETE(self) -> None:
        if self.path.startswith("/api/cli/tokens/") and self._authorized():
            Handler.revoked.append(self.path.rsplit("/", 1)[1])
            self._send(200, {"token_id": "tok-1", "revoked": True})


@pytest.fixture
def server() -> Iterator[str]:
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    Handler.revoked.clear()
    Handler.seen.clear()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()


def test_login_whoami_logout_round_trip(run_cli: RunCli, server: str, tmp_path: Path) -> None:
    env = clean_env(OSMOSIS_CONFIG_DIR=str(tmp_path / "cfg"), OSMOSIS_PLATFORM_URL=server)
    login = run_cli("--json", "auth", "login", input=TOKEN + "\n", env=env)
    assert login.returncode == 0, login.stderr
    doc = login.json()
    assert (doc["operation"], doc["status"]) == ("auth.login", "success")
    assert TOKEN not in login.stdout + login.stderr
    creds = tmp_path / "cfg" / "credentials.json"
    assert stat.S_IMODE(creds.stat().st_mode) == 0o600
    saved = json.loads(creds.read_text())
    assert saved["version"] == 2 and saved["platforms"][server]["token_id"] == "tok-1"

    who = run_cli("auth", "whoami", "--json", env=env)
    assert who.returncode == 0, who.stderr
    data = who.json()["data"]
    assert data["user"]["email"] == "ada@example.com"
    assert data["workspace"] == {"id": "w-1", "name": "lab", "role": "owner"}
    assert data["effective_source"] == "login" and data["persistent_login"] is True
    assert Handler.seen[-1]["User-Agent"] == "osmosis-cli/0.1.0"

    human = run_cli("auth", "whoami", env=env)
    assert "ada@example.com" in human.stdout and "lab" in human.stdout

    out = run_cli("auth", "logout", "--json", env=env)
    assert out.json()["resource"]["token_revoked"] is True and Handler.revoked == ["tok-1"]
    again = run_cli("auth", "logout", "--json", env=env)
    assert again.json() == {
        "schema_version": 1,
        "status": "noop",
        "operation": "auth.logout",
        "resource": {
            "logged_in": False,
            "persistent_login": False,
            "effective_source": None,
            "platform_url": server,
        },
        "message": "Not logged in.",
    }
    after = run_cli("auth", "whoami", "--json", env=env)
    assert after.returncode == 1 and after.error()["error"]["code"] == "AUTH_REQUIRED"


def test_login_refuses_empty_and_rejected_tokens(
    run_cli: RunCli, server: str, tmp_path: Path
) -> None:
    env = clean_env(OSMOSIS_CONFIG_DIR=str(tmp_path / "cfg"), OSMOSIS_PLATFORM_URL=server)
    empty = run_cli("--json", "auth", "login", input="\n", env=env)
    assert empty.returncode == 1 and empty.error()["error"]["message"] == "The token is empty."
    wrong = run_cli("--json", "auth", "login", input="nope\n", env=env)
    err = wrong.error()["error"]
    assert wrong.returncode == 1 and err["code"] == "AUTH_REQUIRED"
    assert err["details"]["request_id"] == "req-test-1"
    assert not (tmp_path / "cfg" / "credentials.json").exists()


def test_login_has_no_token_option(run_cli: RunCli, server: str) -> None:
    result = run_cli("auth", "login", "--token", TOKEN, env=clean_env(OSMOSIS_PLATFORM_URL=server))
    assert result.returncode == 2 and TOKEN not in result.stderr


def test_whoami_with_env_token(run_cli: RunCli, server: str) -> None:
    env = clean_env(OSMOSIS_TOKEN=TOKEN, OSMOSIS_TOKEN_PLATFORM_URL=server)
    result = run_cli(
        "--platform", server, "auth", "whoami", "--json", "--workspace", "lab", env=env
    )
    assert result.returncode == 0, result.stderr
    assert result.json()["data"]["effective_source"] == "env"
    assert Handler.seen[-1]["X-Osmosis-Workspace"] == "lab"


def test_unreachable_platform_exit_1_without_traceback(run_cli: RunCli, tmp_path: Path) -> None:
    env = clean_env(
        OSMOSIS_TOKEN=TOKEN,
        OSMOSIS_TOKEN_PLATFORM_URL="http://127.0.0.1:9",
        OSMOSIS_MAX_RETRIES="0",
    )
    result = run_cli("auth", "whoami", "--platform", "http://127.0.0.1:9", env=env)
    assert result.returncode == 1
    assert result.stderr.startswith("Error: Could not connect to platform at http://127.0.0.1:9")
    assert "Traceback" not in result.stderr


def test_no_platform_configured_says_how_to_set_one() -> None:
    """Without the platform plugin (whose hook supplies the embedded default) and no URL."""
    import io

    from osmosis_core.main import run
    from osmosis_core.plugins import get_plugin_manager

    pm = get_plugin_manager(load_entrypoints=False, environ={})
    from importlib import import_module

    pm.register(import_module("osmosis_output.plugin"), name="output")
    out, err = io.StringIO(), io.StringIO()
    code = run(["--json", "auth", "whoami"], plugin_manager=pm, stdout=out, stderr=err, environ={})
    message = json.loads(err.getvalue().strip().splitlines()[-1])["error"]["message"]
    assert code == 1 and "--platform" in message and "OSMOSIS_PLATFORM_URL" in message


def test_debug_logs_show_http_requests_with_request_id(run_cli: RunCli, server: str) -> None:
    env = clean_env(OSMOSIS_TOKEN=TOKEN, OSMOSIS_TOKEN_PLATFORM_URL=server)
    result = run_cli("-vv", "--platform", server, "auth", "whoami", "--json", env=env)
    assert result.returncode == 0
    events = [json.loads(line) for line in result.stderr.splitlines()]
    request = next(e for e in events if e["event"] == "http request")
    assert request["method"] == "GET" and request["status"] == 200
    assert request["request_id"] == "req-test-1" and request["level"] == "debug"
    assert TOKEN not in result.stderr
    assert result.json()["data"]["token_id"] == "tok-1"
