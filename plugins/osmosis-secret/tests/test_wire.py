"""``osmosis secret …`` through the real executable against a loopback stand-in for the
platform that records every request. It checks what goes on the wire (paths, queries,
bodies, scope names) and how the CLI copes with servers the real one never imitates:
echoed values in errors, pagination that does not advance."""

from __future__ import annotations

import json
import os
import pty
import select
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest

from conftest import Completed, clean_env, osmosis_exe

Cli = Callable[..., Completed]
SENTINEL = "sk-wire-SENTINEL-52e1d0"
TOKEN = "osm_wire_token"
PAGE_CAP = 50


@dataclass
class FakePlatform:
    """State behind the handler: records keyed by (wire scope, name) and a request log."""

    url: str = ""
    records: dict[tuple[str, str], dict[str, Any]] = field(default_factory=dict)
    requests: list[dict[str, Any]] = field(default_factory=list)
    echo_errors: bool = False
    stuck_pagination: bool = False
    platform_url: str | None = "http://ui.example/secrets"

    def add(self, name: str, scope: str, **extra: Any) -> None:
        self.records[(scope, name)] = {
            "id": f"{scope}-{name}",
            "name": name,
            "scope": scope,
            "created_at": "2026-08-20T10:00:00Z",
            "updated_at": "2026-08-21T11:30:00Z",
            "creator_name": "Ada",
            "updater_name": "Grace",
            **extra,
        }

    def calls(self, method: str) -> list[dict[str, Any]]:
        return [r for r in self.requests if r["method"] == method]


class Handler(BaseHTTPRequestHandler):
    server: ThreadingHTTPServer

    def log_message(self, *args: object) -> None:
        pass

    @property
    def state(self) -> FakePlatform:
        return self.server.state  # type: ignore[attr-defined]

    def _send(self, status: int, body: dict[str, Any]) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _record(self) -> dict[str, Any] | None:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        parts = urlsplit(self.path)
        entry = {
            "method": self.command,
            "path": parts.path,
            "query": parts.query,
            "body": json.loads(raw) if raw else None,
            "headers": {k.lower(): v for k, v in self.headers.items()},
        }
        self.state.requests.append(entry)
        if self.headers.get("Authorization") != f"Bearer {TOKEN}":
            self._send(401, {"code": "UNAUTHORIZED", "message": "Bad token."})
            return None
        if parts.path != "/api/cli/environment-secrets":
            self._send(404, {"code": "NOT_FOUND", "message": "No such route."})
            return None
        return entry

    def do_GET(self) -> None:
        entry = self._record()
        if entry is None:
            return
        query = {k: v[0] for k, v in parse_qs(entry["query"]).items()}
        limit, offset = int(query["limit"]), int(query["offset"])
        scope = query.get("scope", "all")
        rows = sorted(
            (r for (s, _), r in self.state.records.items() if scope in ("all", s)),
            key=lambda r: (r["name"], r["scope"]),
        )
        page = rows[offset : offset + min(limit, PAGE_CAP)]
        more = offset + len(page) < len(rows)
        next_offset = (
            (offset if self.state.stuck_pagination else offset + len(page)) if more else None
        )
        self._send(
            200,
            {
                "environment_secrets": page,
                "total_count": len(rows),
                "has_more": more,
                "next_offset": next_offset,
                "platform_url": self.state.platform_url,
            },
        )

    def do_POST(self) -> None:
        entry = self._record()
        if entry is None:
            return
        body = entry["body"]
        if self.state.echo_errors:
            value = body["value"]
            self._send(
                400,
                {
                    "code": "VALIDATION_ERROR",
                    "error_code": "VALIDATION_ERROR",
                    "message": f"Value {value!r} is not allowed.",
                    "field": f"value[{value}]",
                    "details": {"value": value, "echo": f"got {value}", value: "as a key"},
                },
            )
            return
        key = (body["scope"], body["name"])
        created = key not in self.state.records
        self.state.add(body["name"], body["scope"])
        record = {**self.state.records[key], "platform_url": self.state.platform_url}
        self._send(201 if created else 200, record)

    def do_DELETE(self) -> None:
        entry = self._record()
        if entry is None:
            return
        body = entry["body"]
        key = (body["scope"], body["name"])
        if self.state.records.pop(key, None) is None:
            self._send(404, {"code": "NOT_FOUND", "message": "Secret not found."})
            return
        self._send(200, {"name": body["name"], "scope": body["scope"], "deleted": True})


@pytest.fixture
def platform() -> Iterator[FakePlatform]:
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    state = FakePlatform(url=f"http://127.0.0.1:{httpd.server_address[1]}")
    httpd.state = state  # type: ignore[attr-defined]
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield state
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture
def env(tmp_path: Path, platform: FakePlatform) -> dict[str, str]:
    return clean_env(
        OSMOSIS_CONFIG_DIR=str(tmp_path / "cfg"),
        OSMOSIS_PLATFORM_URL=platform.url,
        OSMOSIS_TOKEN=TOKEN,
        OSMOSIS_TOKEN_PLATFORM_URL=platform.url,
        OSMOSIS_MAX_RETRIES="0",
        TZ="UTC",
    )


@pytest.fixture
def cli(tmp_path: Path, env: dict[str, str]) -> Cli:
    def run(*args: str, input: str = "", **extra: str) -> Completed:
        proc = subprocess.run(
            [osmosis_exe(), *args],
            capture_output=True,
            text=True,
            input=input,
            env={**env, **extra},
            cwd=tmp_path,
            timeout=60,
        )
        return Completed(proc.returncode, proc.stdout, proc.stderr)

    return run


# --------------------------------------------------------------------------- list


def test_list_json_envelope(cli: Cli, platform: FakePlatform) -> None:
    platform.add("OPENAI_API_KEY", "user")
    platform.add("HF_TOKEN", "workspace")
    result = cli("--json", "--workspace", "lab", "secret", "list")
    assert result.returncode == 0, result.stderr
    doc = result.json()
    assert list(doc) == [
        "schema_version",
        "items",
        "total_count",
        "has_more",
        "next_offset",
        "workspace",
        "platform_url",
    ]
    assert doc["workspace"] == {"name": "lab"}
    assert doc["platform_url"] == "http://ui.example/secrets"
    assert (doc["total_count"], doc["has_more"], doc["next_offset"]) == (2, False, None)
    assert {(i["name"], i["scope"]) for i in doc["items"]} == {
        ("OPENAI_API_KEY", "personal"),
        ("HF_TOKEN", "workspace"),
    }
    assert not any("shadowed" in i for i in doc["items"])
    assert all("platform_url" not in i for i in doc["items"])
    (request,) = platform.calls("GET")
    assert request["query"] == "limit=50&offset=0&scope=all"
    assert request["headers"]["x-osmosis-workspace"] == "lab"


@pytest.mark.parametrize(("scope", "wire"), [("personal", "user"), ("workspace", "workspace")])
def test_list_scope_goes_on_the_wire(
    cli: Cli, platform: FakePlatform, scope: str, wire: str
) -> None:
    result = cli("--json", "secret", "list", "--scope", scope, "--limit", "7")
    assert result.returncode == 0, result.stderr
    assert platform.calls("GET")[0]["query"] == f"limit=7&offset=0&scope={wire}"


def test_list_table_shows_columns_shadowing_and_hint(cli: Cli, platform: FakePlatform) -> None:
    platform.add("SHARED", "workspace")
    platform.add("SHARED", "user")
    platform.add("ONLY_TEAM", "workspace", updater_name=None)
    result = cli("secret", "list")
    assert result.returncode == 0, result.stderr
    rows = [
        [c.strip() for c in line.split("  ") if c.strip()] for line in result.stdout.splitlines()
    ]
    assert rows == [
        ["Secrets"],
        ["Name", "Scope", "Updated", "Updated By"],
        ["ONLY_TEAM", "Workspace", "2026-08-21 11:30 AM UTC", "Ada"],
        ["SHARED", "Personal", "2026-08-21 11:30 AM UTC", "Grace"],
        ["SHARED", "Workspace (shadowed by personal)", "2026-08-21 11:30 AM UTC", "Grace"],
    ]
    assert result.stderr.strip() == "View secrets: http://ui.example/secrets"


def test_list_plain_is_tab_separated_without_header(cli: Cli, platform: FakePlatform) -> None:
    platform.add("A_KEY", "user")
    result = cli("--plain", "secret", "list")
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == ["A_KEY\tPersonal\t2026-08-21 11:30 AM UTC\tGrace"]


def test_list_json_marks_shadowed_workspace_secret(cli: Cli, platform: FakePlatform) -> None:
    platform.add("SHARED", "workspace")
    platform.add("SHARED", "user")
    doc = cli("--json", "secret", "list").json()
    by_scope = {i["scope"]: i for i in doc["items"]}
    assert by_scope["workspace"]["shadowed"] is True
    assert "shadowed" not in by_scope["personal"]
    assert len(platform.calls("GET")) == 1  # everything was on one page: no extra request


def test_workspace_only_list_still_knows_about_personal_overrides(
    cli: Cli, platform: FakePlatform
) -> None:
    platform.add("SHARED", "workspace")
    platform.add("TEAM_ONLY", "workspace")
    platform.add("SHARED", "user")
    doc = cli("--json", "secret", "list", "--scope", "workspace").json()
    assert [(i["name"], i.get("shadowed")) for i in doc["items"]] == [
        ("SHARED", True),
        ("TEAM_ONLY", None),
    ]
    assert [r["query"] for r in platform.calls("GET")] == [
        "limit=50&offset=0&scope=workspace",
        "limit=50&offset=0&scope=user",
    ]


def test_list_first_page_and_showing_hint(cli: Cli, platform: FakePlatform) -> None:
    for index in range(60):
        platform.add(f"KEY_{index:03d}", "workspace")
    result = cli("secret", "list", "--scope", "workspace", "--limit", "10")
    assert result.returncode == 0, result.stderr
    assert len(result.stdout.splitlines()) == 2 + 10
    assert "Showing 10 of 60. Use --all to show all, or --limit to adjust." in result.stderr
    doc = cli("--json", "secret", "list", "--scope", "workspace", "--limit", "10").json()
    assert (len(doc["items"]), doc["total_count"], doc["has_more"], doc["next_offset"]) == (
        10,
        60,
        True,
        10,
    )


def test_list_all_walks_every_page(cli: Cli, platform: FakePlatform) -> None:
    for index in range(120):
        platform.add(f"KEY_{index:03d}", "user")
    doc = cli("--json", "secret", "list", "--all", "--scope", "personal").json()
    assert [i["name"] for i in doc["items"]] == [f"KEY_{i:03d}" for i in range(120)]
    assert (doc["total_count"], doc["has_more"], doc["next_offset"]) == (120, False, None)
    assert [r["query"] for r in platform.calls("GET")] == [
        "limit=50&offset=0&scope=user",
        "limit=50&offset=50&scope=user",
        "limit=50&offset=100&scope=user",
    ]


def test_list_all_stops_when_the_server_does_not_advance(cli: Cli, platform: FakePlatform) -> None:
    platform.stuck_pagination = True
    for index in range(70):
        platform.add(f"KEY_{index:03d}", "user")
    result = cli("--json", "secret", "list", "--all")
    assert result.returncode == 0, result.stderr
    assert len(platform.calls("GET")) == 1


def test_list_without_platform_url_has_no_hint(cli: Cli, platform: FakePlatform) -> None:
    platform.platform_url = None
    result = cli("secret", "list")
    assert result.returncode == 0
    assert result.stdout.strip() == "No secrets found."
    assert result.stderr == ""
    assert "platform_url" not in cli("--json", "secret", "list").json()  # as 0.3.8


# ---------------------------------------------------------------------------- set


def test_set_from_env_sends_wire_scope_and_never_shows_the_value(
    cli: Cli, platform: FakePlatform
) -> None:
    result = cli("--json", "secret", "set", "MY_KEY", "--env", "SRC", SRC=SENTINEL)
    assert result.returncode == 0, result.stderr
    doc = result.json()
    assert (doc["operation"], doc["status"]) == ("secret.set", "success")
    assert doc["message"] == 'Secret "MY_KEY" saved in personal scope.'
    assert doc["resource"]["name"] == "MY_KEY" and doc["resource"]["scope"] == "personal"
    assert "platform_url" not in doc["resource"]
    assert doc["platform_url"] == "http://ui.example/secrets"
    assert doc["next_steps_structured"] == [
        {"action": "view_secrets", "label": "View secrets", "url": "http://ui.example/secrets"}
    ]
    (request,) = platform.calls("POST")
    assert request["body"] == {"name": "MY_KEY", "value": SENTINEL, "scope": "user"}
    assert request["headers"]["content-type"] == "application/json"
    assert SENTINEL not in result.stdout + result.stderr


def test_set_without_a_secrets_page_has_no_next_step(cli: Cli, platform: FakePlatform) -> None:
    platform.platform_url = None
    result = cli("--json", "secret", "set", "MY_KEY", "--env", "SRC", SRC=SENTINEL)
    doc = result.json()
    assert set(doc) == {"schema_version", "status", "operation", "resource", "message"}
    assert "platform_url" not in doc["resource"]
    plain = cli("--plain", "secret", "set", "MY_KEY", "--env", "SRC", SRC=SENTINEL)
    assert plain.stdout == 'Secret "MY_KEY" saved in personal scope.\n'
    assert plain.stderr == ""


def test_set_table_shows_the_secrets_page(cli: Cli, platform: FakePlatform) -> None:
    table = cli("secret", "set", "MY_KEY", "--env", "SRC", SRC=SENTINEL)
    assert table.stdout == 'Secret "MY_KEY" saved in personal scope.\n'
    assert table.stderr == "  View secrets: http://ui.example/secrets\n"


@pytest.mark.parametrize(
    ("piped", "stored"),
    [
        ("abc\n", "abc"),
        ("abc\r\n", "abc"),
        ("abc", "abc"),
        ("line1\nline2\n", "line1\nline2"),
        ("abc\n\n", "abc\n"),
        ("  spaced  \n", "  spaced  "),
    ],
)
def test_set_from_stdin_strips_one_trailing_newline(
    cli: Cli, platform: FakePlatform, piped: str, stored: str
) -> None:
    result = cli(
        "--plain", "secret", "set", "MY_KEY", "--stdin", "--scope", "workspace", input=piped
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[0] == 'Secret "MY_KEY" saved in workspace scope.'
    (request,) = platform.calls("POST")
    assert request["body"] == {"name": "MY_KEY", "value": stored, "scope": "workspace"}


def test_set_redacts_the_value_from_platform_errors(cli: Cli, platform: FakePlatform) -> None:
    platform.echo_errors = True
    for mode in (["--json"], ["--plain"], []):
        result = cli(*mode, "secret", "set", "MY_KEY", "--stdin", input=SENTINEL, OSMOSIS_DEBUG="1")
        assert result.returncode == 1
        assert SENTINEL not in result.stdout + result.stderr, mode
        assert "[REDACTED]" in result.stderr
    doc = cli("--json", "secret", "set", "MY_KEY", "--stdin", input=SENTINEL).error()
    error = doc["error"]
    assert error["code"] == "VALIDATION"
    assert error["details"]["status_code"] == 400
    assert error["details"]["value"] == "[REDACTED]"
    assert error["details"]["echo"] == "got [REDACTED]"
    assert error["details"]["field"] == "value[[REDACTED]]"
    assert error["message"] == "Value '[REDACTED]' is not allowed."


def test_set_redacts_escaped_spellings_of_the_value(cli: Cli, platform: FakePlatform) -> None:
    platform.echo_errors = True  # the fake echoes repr(value) in the message
    value = 'sk-"quoted"\nmultiline-ZQXJ'
    result = cli("--json", "secret", "set", "MY_KEY", "--stdin", input=value + "\n")
    assert result.returncode == 1
    assert "ZQXJ" not in result.stdout + result.stderr
    assert result.error()["error"]["message"] == "Value '[REDACTED]' is not allowed."


def test_set_auth_failure_is_reported_without_value(cli: Cli, platform: FakePlatform) -> None:
    result = cli(
        "--json", "secret", "set", "MY_KEY", "--env", "SRC", SRC=SENTINEL, OSMOSIS_TOKEN="wrong"
    )
    assert result.returncode == 1
    assert result.error()["error"]["code"] == "AUTH_REQUIRED"
    assert SENTINEL not in result.stdout + result.stderr


# ------------------------------------------------------------------------- delete


def test_delete_with_yes_sends_json_body(cli: Cli, platform: FakePlatform) -> None:
    platform.add("MY_KEY", "workspace")
    result = cli(
        "--json", "--workspace", "lab", "secret", "delete", "MY_KEY", "--scope", "workspace", "-y"
    )
    assert result.returncode == 0, result.stderr
    doc = result.json()
    assert (doc["operation"], doc["status"]) == ("secret.delete", "success")
    assert doc["resource"] == {
        "name": "MY_KEY",
        "scope": "workspace",
        "deleted": True,
        "workspace": {"name": "lab"},
    }
    (request,) = platform.calls("DELETE")
    assert request["path"] == "/api/cli/environment-secrets"
    assert request["body"] == {"name": "MY_KEY", "scope": "workspace"}
    assert ("workspace", "MY_KEY") not in platform.records


def test_delete_missing_is_not_found(cli: Cli, platform: FakePlatform) -> None:
    result = cli("--json", "secret", "delete", "NOPE", "-y")
    assert result.returncode == 1
    error = result.error()["error"]
    assert (error["code"], error["message"]) == ("NOT_FOUND", 'Secret "NOPE" not found.')
    assert platform.calls("DELETE") == []
    plain = cli("--plain", "secret", "delete", "NOPE", "-y")
    assert plain.stderr.strip() == 'Error: Secret "NOPE" not found.'


def test_delete_in_the_wrong_scope_suggests_the_other(cli: Cli, platform: FakePlatform) -> None:
    platform.add("TEAM_KEY", "workspace")
    result = cli("--json", "--workspace", "lab", "secret", "delete", "TEAM_KEY", "-y")
    assert result.returncode == 1
    error = result.error()["error"]
    assert error["code"] == "NOT_FOUND"
    suggestion = "osmosis --workspace lab secret delete TEAM_KEY --scope workspace"
    assert error["message"] == (
        f'Secret "TEAM_KEY" not found in personal scope.\nDid you mean: {suggestion}'
    )
    assert error["details"]["suggestion"] == suggestion
    assert [r["query"] for r in platform.calls("GET")] == [
        "limit=50&offset=0&scope=user",
        "limit=50&offset=0&scope=workspace",
    ]
    assert platform.calls("DELETE") == []


def test_wrong_scope_hint_without_the_workspace_flag_is_0_3_8_text(
    cli: Cli, platform: FakePlatform
) -> None:
    platform.add("MINE", "user")
    expected = (
        'Error: Secret "MINE" not found in workspace scope.\n'
        "Did you mean: osmosis secret delete MINE --scope personal"
    )
    for extra in ({}, {"OSMOSIS_WORKSPACE": "lab"}):
        result = cli("secret", "delete", "MINE", "--scope", "workspace", "-y", **extra)
        assert result.returncode == 1
        assert result.stderr.strip() == expected


def test_delete_checks_every_page(cli: Cli, platform: FakePlatform) -> None:
    for index in range(130):
        platform.add(f"KEY_{index:03d}", "user")
    result = cli("--json", "secret", "delete", "KEY_129", "-y")
    assert result.returncode == 0, result.stderr
    assert len(platform.calls("GET")) == 3
    assert platform.calls("DELETE")[0]["body"] == {"name": "KEY_129", "scope": "user"}


@pytest.mark.parametrize("mode", ["--json", "--plain", None])
def test_delete_without_yes_needs_confirmation(
    cli: Cli, platform: FakePlatform, mode: str | None
) -> None:
    platform.add("MY_KEY", "user")
    result = cli(*([mode] if mode else []), "secret", "delete", "MY_KEY")
    assert result.returncode == 1
    assert result.stdout == ""
    prompt = 'Delete personal secret "MY_KEY"? This cannot be undone.'
    if mode == "--json":
        error = result.error()["error"]
        assert error["code"] == "INTERACTIVE_REQUIRED"
        assert error["message"] == "Use --yes to confirm in non-interactive mode."
        assert error["details"] == {
            "prompt": prompt,
            "summary": {"Name": "MY_KEY", "Scope": "personal"},
        }
    elif mode == "--plain":
        assert result.stderr.splitlines() == [
            f"Confirmation required: {prompt}",
            "  Name: MY_KEY",
            "  Scope: personal",
            "Error: Use --yes to confirm in non-interactive mode.",
        ]
    else:
        assert result.stderr.splitlines() == [
            "Error: Use --yes to confirm in non-interactive mode."
        ]
    assert platform.calls("DELETE") == []
    assert ("user", "MY_KEY") in platform.records


# -------------------------------------------------------------- interactive (pty)


def run_in_pty(
    args: list[str], env: dict[str, str], answers: list[tuple[str, str]], timeout: float = 30
) -> tuple[int, str]:
    """Run osmosis with a pseudo-terminal as stdin/stdout/stderr; when ``expect`` shows up,
    type ``reply``. A new session without a controlling terminal makes getpass use stdin."""
    master, slave = pty.openpty()
    proc = subprocess.Popen(
        [osmosis_exe(), *args],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        env=env,
        start_new_session=True,
        close_fds=True,
    )
    os.close(slave)
    output = b""
    pending = list(answers)
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([master], [], [], 0.2)
            if ready:
                try:
                    chunk = os.read(master, 4096)
                except OSError:  # EIO: the child closed the terminal
                    break
                if not chunk:
                    break
                output += chunk
            if pending and pending[0][0].encode() in output:
                os.write(master, pending.pop(0)[1].encode())
        code = proc.wait(timeout=max(1.0, deadline - time.monotonic()))
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        os.close(master)
    return code, output.decode(errors="replace")


def test_set_prompts_for_a_hidden_value(env: dict[str, str], platform: FakePlatform) -> None:
    code, screen = run_in_pty(
        ["secret", "set", "MY_KEY"],
        env,
        [("Secret value for MY_KEY (personal, input hidden): ", SENTINEL + "\r")],
    )
    assert code == 0, screen
    assert 'Secret "MY_KEY" saved in personal scope.' in screen
    assert SENTINEL not in screen  # echo was off while typing
    assert platform.calls("POST")[0]["body"]["value"] == SENTINEL


def test_set_prompt_cancelled_with_ctrl_d(env: dict[str, str], platform: FakePlatform) -> None:
    code, screen = run_in_pty(
        ["secret", "set", "MY_KEY"], env, [("Secret value for MY_KEY", "\x04")]
    )
    assert code == 0, screen
    assert "Cancelled." in screen
    assert platform.calls("POST") == []


def test_set_prompt_empty_value_is_rejected(env: dict[str, str], platform: FakePlatform) -> None:
    code, screen = run_in_pty(["secret", "set", "MY_KEY"], env, [("Secret value for MY_KEY", "\r")])
    assert code == 1, screen
    assert "Error: Secret value must not be empty." in screen
    assert platform.calls("POST") == []


@pytest.mark.parametrize(("reply", "deleted"), [("y\r", True), ("n\r", False), ("\r", False)])
def test_delete_asks_with_default_no(
    env: dict[str, str], platform: FakePlatform, reply: str, deleted: bool
) -> None:
    platform.add("MY_KEY", "workspace")
    prompt = 'Delete workspace secret "MY_KEY"? This cannot be undone. [y/N]: '
    code, screen = run_in_pty(
        ["secret", "delete", "MY_KEY", "--scope", "workspace"], env, [(prompt, reply)]
    )
    assert code == 0, screen
    assert prompt in screen
    assert (len(platform.calls("DELETE")) == 1) is deleted
    assert (("workspace", "MY_KEY") not in platform.records) is deleted
    assert ('Secret "MY_KEY" deleted from workspace scope.' in screen) is deleted
    assert ("Cancelled." in screen) is not deleted


def test_missing_login_is_reported_before_the_value_prompt(
    env: dict[str, str], platform: FakePlatform
) -> None:
    no_login = {k: v for k, v in env.items() if not k.startswith("OSMOSIS_TOKEN")}
    code, screen = run_in_pty(["secret", "set", "MY_KEY"], no_login, [])
    assert code == 1, screen
    assert "Not logged in." in screen
    assert "Secret value" not in screen
    assert platform.requests == []
