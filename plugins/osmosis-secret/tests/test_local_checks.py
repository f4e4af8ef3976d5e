"""``osmosis secret …`` checks that must happen before any network call, driven through the
real executable; a listening socket proves no connection was ever attempted."""

from __future__ import annotations

import socket
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from conftest import Completed, clean_env, osmosis_exe
from osmosis_core.errors import ErrorCode, OsmosisError
from osmosis_secret.commands import format_time
from osmosis_secret.redact import (
    REDACTED,
    redact_data,
    redact_error,
    redact_text,
    redaction_forms,
)

NAME_MESSAGE = (
    "Secret name must match ^[A-Z][A-Z0-9_]*$ "
    "(uppercase letters, digits and '_', starting with a letter)."
)
LENGTH_MESSAGE = "Secret name must be between 1 and 255 characters."
VALUE_REQUIRED = (
    "Secret value required. Run interactively to type it at a hidden prompt, "
    "or pass --env VARNAME to read it from an environment variable."
)
Cli = Callable[..., Completed]
SENTINEL = "sk-local-SENTINEL-7f3a9c"


class Listener:
    """A loopback port that accepts connections but never answers; counts who knocked."""

    def __init__(self) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.sock.setblocking(False)
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}"

    def connections(self) -> int:
        count = 0
        while True:
            try:
                conn, _ = self.sock.accept()
            except BlockingIOError:
                return count
            conn.close()
            count += 1


@pytest.fixture
def listener() -> Iterator[Listener]:
    server = Listener()
    yield server
    server.sock.close()


@pytest.fixture
def cli(tmp_path: Path, listener: Listener) -> Cli:
    """Run ``osmosis`` against the listener with a token bound to it and no retries."""

    def run(*args: str, input: str | None = None, **extra_env: str) -> Completed:
        env = clean_env(
            OSMOSIS_CONFIG_DIR=str(tmp_path / "cfg"),
            OSMOSIS_PLATFORM_URL=listener.url,
            OSMOSIS_TOKEN="osm_test_token",
            OSMOSIS_TOKEN_PLATFORM_URL=listener.url,
            OSMOSIS_MAX_RETRIES="0",
            **extra_env,
        )
        proc = subprocess.run(
            [osmosis_exe(), *args],
            capture_output=True,
            text=True,
            input=input if input is not None else "",
            env=env,
            cwd=tmp_path,
            timeout=60,
        )
        return Completed(proc.returncode, proc.stdout, proc.stderr)

    return run


def unused_port_url() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{sock.getsockname()[1]}"


BAD_NAMES = ["lower", "1ABC", "_ABC", "A-B", "A B", "ÄBC", "ABC\n", "B" * 300]


@pytest.mark.parametrize("name", BAD_NAMES)
@pytest.mark.parametrize("command", ["set", "delete"])
def test_bad_name_is_rejected_locally(
    cli: Cli, listener: Listener, name: str, command: str
) -> None:
    value_source = ["--env", "HOME"] if command == "set" else []
    result = cli("--json", "secret", command, name, *value_source)
    assert result.returncode == 1, result.stderr
    error = result.error()
    assert error["command"] == f"secret {command}"
    assert error["error"]["code"] == "VALIDATION"
    assert error["error"]["message"] == (LENGTH_MESSAGE if len(name) > 255 else NAME_MESSAGE)
    assert name not in result.stderr.replace(NAME_MESSAGE, "")  # a bad name may be a value
    assert result.stdout == ""
    assert listener.connections() == 0


@pytest.mark.parametrize("name", ["", "A" * 256, "lower" * 60])
def test_name_length_is_checked_first(cli: Cli, listener: Listener, name: str) -> None:
    result = cli("--json", "secret", "set", name, "--env", "HOME")
    assert result.returncode == 1
    error = result.error()["error"]
    assert (error["code"], error["message"]) == ("VALIDATION", LENGTH_MESSAGE)
    assert listener.connections() == 0


def test_longest_allowed_name_passes_validation(cli: Cli, listener: Listener) -> None:
    result = cli("--json", "secret", "set", "A" * 255)
    assert result.error()["error"]["code"] == "INTERACTIVE_REQUIRED"
    assert listener.connections() == 0


@pytest.mark.parametrize("command", ["set", "delete"])
@pytest.mark.parametrize("scope", ["user", "all", "Personal", ""])
def test_bad_scope_for_set_and_delete(
    cli: Cli, listener: Listener, command: str, scope: str
) -> None:
    value_source = ["--env", "HOME"] if command == "set" else []
    result = cli("--json", "secret", command, "MY_KEY", "--scope", scope, *value_source)
    assert result.returncode == 1
    error = result.error()["error"]
    assert (error["code"], error["message"]) == (
        "VALIDATION",
        "Scope must be 'workspace' or 'personal'.",
    )
    assert listener.connections() == 0


def test_bad_scope_for_list(cli: Cli, listener: Listener) -> None:
    result = cli("--json", "secret", "list", "--scope", "user")
    assert result.returncode == 1
    error = result.error()["error"]
    assert (error["code"], error["message"]) == (
        "VALIDATION",
        "Scope must be 'all', 'workspace', or 'personal'.",
    )
    assert listener.connections() == 0


@pytest.mark.parametrize("mode", [["--json"], ["--plain"], []])
def test_set_without_value_source_is_interactive_required(
    cli: Cli, listener: Listener, mode: list[str]
) -> None:
    # ``input=""`` means stdin is a pipe, not a TTY: no prompt is possible in any mode.
    result = cli(*mode, "secret", "set", "MY_KEY", "--scope", "workspace")
    assert result.returncode == 1
    assert result.stdout == ""
    if mode == ["--json"]:
        error = result.error()["error"]
        assert error["code"] == "INTERACTIVE_REQUIRED"
        assert error["message"] == VALUE_REQUIRED
        assert error["details"]["flags"] == ["--env"]
        assert error["details"]["other_flags"] == ["--stdin"]
    else:
        assert result.stderr.strip().splitlines()[-1] == f"Error: {VALUE_REQUIRED}"
    assert listener.connections() == 0


def test_interactive_required_even_when_platform_is_unreachable(tmp_path: Path) -> None:
    url = unused_port_url()
    env = clean_env(
        OSMOSIS_CONFIG_DIR=str(tmp_path / "cfg"),
        OSMOSIS_TOKEN="t",
        OSMOSIS_TOKEN_PLATFORM_URL=url,
    )
    proc = subprocess.run(
        [osmosis_exe(), "--json", "--platform", url, "secret", "set", "MY_KEY"],
        capture_output=True,
        text=True,
        input="",
        env=env,
        timeout=60,
    )
    result = Completed(proc.returncode, proc.stdout, proc.stderr)
    assert result.returncode == 1
    assert result.error()["error"]["code"] == "INTERACTIVE_REQUIRED"


def test_value_source_is_checked_before_the_login(tmp_path: Path, listener: Listener) -> None:
    env = clean_env(OSMOSIS_CONFIG_DIR=str(tmp_path / "cfg"), OSMOSIS_PLATFORM_URL=listener.url)
    proc = subprocess.run(
        [osmosis_exe(), "--json", "secret", "set", "MY_KEY"],
        capture_output=True,
        text=True,
        input="",
        env=env,
        timeout=60,
    )
    result = Completed(proc.returncode, proc.stdout, proc.stderr)
    assert result.error()["error"]["code"] == "INTERACTIVE_REQUIRED"
    assert listener.connections() == 0


def test_piped_stdin_without_flag_is_not_read(cli: Cli, listener: Listener) -> None:
    result = cli("--json", "secret", "set", "MY_KEY", input=SENTINEL + "\n")
    assert result.error()["error"]["code"] == "INTERACTIVE_REQUIRED"
    assert SENTINEL not in result.stdout + result.stderr
    assert listener.connections() == 0


def test_env_variable_not_set(cli: Cli, listener: Listener) -> None:
    result = cli("--json", "secret", "set", "MY_KEY", "--env", "MISSINGVAR")
    error = result.error()["error"]
    assert (result.returncode, error["code"], error["message"]) == (
        1,
        "VALIDATION",
        "Environment variable MISSINGVAR is not set.",
    )
    assert listener.connections() == 0


def test_env_variable_empty(cli: Cli, listener: Listener) -> None:
    result = cli("--json", "secret", "set", "MY_KEY", "--env", "EMPTYVAR", EMPTYVAR="")
    error = result.error()["error"]
    assert (error["code"], error["message"]) == (
        "VALIDATION",
        "Environment variable EMPTYVAR is empty.",
    )
    assert listener.connections() == 0


def test_empty_stdin_value(cli: Cli, listener: Listener) -> None:
    result = cli("--json", "secret", "set", "MY_KEY", "--stdin", input="\n")
    error = result.error()["error"]
    assert (result.returncode, error["code"]) == (1, "VALIDATION")
    assert "empty" in error["message"]
    assert listener.connections() == 0


def test_env_and_stdin_together_is_a_usage_error(cli: Cli, listener: Listener) -> None:
    result = cli("--json", "secret", "set", "MY_KEY", "--env", "X", "--stdin", X=SENTINEL)
    assert result.returncode == 2
    assert result.error()["error"]["message"] == "--env and --stdin are mutually exclusive."
    assert listener.connections() == 0


def test_value_on_argv_is_refused_without_echo(cli: Cli, listener: Listener) -> None:
    result = cli("--json", "secret", "set", "MY_KEY", SENTINEL)
    assert result.returncode == 2
    error = result.error()["error"]
    assert error["code"] == "VALIDATION"
    assert "never accepted on the command line" in error["message"]
    assert SENTINEL not in result.stdout + result.stderr
    assert listener.connections() == 0


@pytest.mark.parametrize("command", ["set", "delete"])
def test_missing_name_is_a_usage_error(cli: Cli, listener: Listener, command: str) -> None:
    result = cli("--json", "secret", command)
    assert result.returncode == 2
    error = result.error()
    assert error["command"] == f"secret {command}"
    assert error["error"]["code"] == "VALIDATION"
    assert "NAME" in error["error"]["message"]
    assert listener.connections() == 0


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--limit", "0"], "0 is not in the range 1<=x<=50."),
        (["--limit", "51"], "51 is not in the range 1<=x<=50."),
        (["--limit", "-3"], "-3 is not in the range 1<=x<=50."),
        (["--all", "--limit", "0"], "0 is not in the range 1<=x<=50."),
    ],
)
def test_list_limit_out_of_range_is_a_usage_error(
    cli: Cli, listener: Listener, args: list[str], message: str
) -> None:
    result = cli("--json", "secret", "list", *args)
    assert result.returncode == 2
    error = result.error()["error"]
    assert (error["code"], error["message"]) == ("VALIDATION", message)
    assert listener.connections() == 0


def test_all_with_a_non_default_limit_is_a_validation_error(cli: Cli, listener: Listener) -> None:
    result = cli("--json", "secret", "list", "--all", "--limit", "10")
    assert result.returncode == 1  # 0.3.8 raises it as a handled error, not a usage error
    error = result.error()["error"]
    assert (error["code"], error["message"]) == (
        "VALIDATION",
        "--all and --limit are mutually exclusive.",
    )
    assert listener.connections() == 0


def test_env_with_a_blank_name(cli: Cli, listener: Listener) -> None:
    result = cli("--json", "secret", "set", "MY_KEY", "--env", " ")
    error = result.error()["error"]
    assert (result.returncode, error["message"]) == (
        1,
        "--env requires an environment variable name.",
    )
    assert listener.connections() == 0


def test_list_limit_usage_error_in_plain_mode(cli: Cli) -> None:
    result = cli("--plain", "secret", "list", "--limit", "0")
    assert result.returncode == 2
    assert result.stderr.strip() == "Error: 0 is not in the range 1<=x<=50."


def test_all_with_default_limit_is_accepted(tmp_path: Path) -> None:
    # 0.3.8 only rejects a *non-default* --limit with --all: this reaches the network.
    url = unused_port_url()
    env = clean_env(
        OSMOSIS_CONFIG_DIR=str(tmp_path / "cfg"),
        OSMOSIS_TOKEN="t",
        OSMOSIS_TOKEN_PLATFORM_URL=url,
        OSMOSIS_MAX_RETRIES="0",
    )
    proc = subprocess.run(
        [osmosis_exe(), "--json", "--platform", url, "secret", "list", "--all", "--limit", "50"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert proc.returncode == 1
    assert Completed(proc.returncode, proc.stdout, proc.stderr).error()["error"]["code"] == (
        "NETWORK"
    )


def test_help_lists_the_three_commands_and_no_value_option() -> None:
    env = clean_env()
    group = subprocess.run(
        [osmosis_exe(), "secret", "--help"], capture_output=True, text=True, env=env
    )
    assert group.returncode == 0
    for command in ("list", "set", "delete"):
        assert command in group.stdout
    set_help = subprocess.run(
        [osmosis_exe(), "secret", "set", "--help"], capture_output=True, text=True, env=env
    )
    assert "--env" in set_help.stdout and "--stdin" in set_help.stdout
    assert "--value" not in set_help.stdout and "--yes" not in set_help.stdout
    delete_help = subprocess.run(
        [osmosis_exe(), "secret", "delete", "-h"], capture_output=True, text=True, env=env
    )
    assert "--yes" in delete_help.stdout and "-y" in delete_help.stdout


# ------------------------------------------------------------------ pure helpers


def test_redact_text_replaces_longest_value_first() -> None:
    text = "bad value abcdef (prefix abc)"
    assert redact_text(text, ["abc", "abcdef"]) == f"bad value {REDACTED} (prefix {REDACTED})"
    assert redact_text(text, ["", "zzz"]) == text


def test_redact_data_scrubs_keys_values_and_masks_value_fields() -> None:
    data = {
        "value": "anything",
        "input": {"nested": "x"},
        "loc": ["body", "s3cr3t"],
        "s3cr3t-key": 1,
        "count": 3,
        "none": None,
    }
    assert redact_data(data, ["s3cr3t"]) == {
        "value": REDACTED,
        "input": REDACTED,
        "loc": ["body", REDACTED],
        f"{REDACTED}-key": 1,
        "count": 3,
        "none": None,
    }


def test_redaction_forms_cover_json_and_repr_escapes() -> None:
    value = 'a"b\nc\\d é'
    forms = redaction_forms(value)
    import json

    for spelled in (value, json.dumps(value)[1:-1], repr(value)[1:-1]):
        assert redact_text(f"got <{spelled}>", forms) == f"got <{REDACTED}>"


def test_redact_error_keeps_code_and_exit_status() -> None:
    error = OsmosisError(
        ErrorCode.VALIDATION, "value s3cr3t is bad", {"field": "s3cr3t"}, exit_code=1
    )
    clean = redact_error(error, ["s3cr3t"])
    assert (clean.code, clean.exit_code) == ("VALIDATION", 1)
    assert clean.message == f"value {REDACTED} is bad"
    assert clean.details == {"field": REDACTED}


@pytest.mark.parametrize(
    ("tz", "raw", "shown"),
    [
        ("UTC", "2026-08-20T12:34:56Z", "2026-08-20 12:34 PM UTC"),
        ("UTC", "2026-08-20T14:34:56+02:00", "2026-08-20 12:34 PM UTC"),
        ("UTC", "2026-08-20T00:05:00", "2026-08-20 12:05 AM UTC"),
        ("UTC", "2026-08-20T09:05:00Z", "2026-08-20 9:05 AM UTC"),
        ("Asia/Tokyo", "2026-08-20T20:00:00Z", "2026-08-21 5:00 AM JST"),
        ("UTC", "yesterday", "yesterday"),
        ("UTC", None, "–"),
    ],
)
def test_format_time_is_local_like_0_3_8(
    monkeypatch: pytest.MonkeyPatch, tz: str, raw: str | None, shown: str
) -> None:
    import time

    monkeypatch.setenv("TZ", tz)
    time.tzset()
    try:
        assert format_time(raw) == shown
    finally:
        monkeypatch.undo()
        time.tzset()
