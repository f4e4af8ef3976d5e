"""A real third-party plugin distribution (and a broken one), installed and run for real."""

from __future__ import annotations

import json
import signal
import subprocess
import time

from conftest import RunCli, osmosis_exe


def test_third_party_command_and_format(run_cli: RunCli, plugin_env) -> None:  # type: ignore[no-untyped-def]
    env = plugin_env()
    result = run_cli("hello", "osmosis", "--json", env=env)
    assert result.returncode == 0, result.stderr
    assert result.json()["data"]["greeting"] == "hello osmosis"
    listed = run_cli("greetings", "list", "-o", "ndjson", env=env)
    assert listed.returncode == 0
    assert [json.loads(line)["word"] for line in listed.stdout.splitlines()] == ["hello", "hallo"]


def test_plugins_lists_third_party_version_and_hooks(run_cli: RunCli, plugin_env) -> None:  # type: ignore[no-untyped-def]
    doc = run_cli("plugins", "--json", env=plugin_env()).json()
    hello = next(item for item in doc["items"] if item["name"] == "hello")
    assert hello["version"] == "1.2.3" and hello["distribution"] == "osmosis-hello"
    assert hello["hooks"] == ["register_commands", "register_output_formats"]
    assert hello["builtin"] is False
    everything = run_cli("plugins", "--all", "--json", env=plugin_env()).json()
    broken = next(item for item in everything["items"] if item["name"] == "broken")
    assert broken["status"] == "failed" and "ModuleNotFoundError" in broken["error"]


def test_broken_plugin_is_reported_once_and_skipped(run_cli: RunCli, plugin_env) -> None:  # type: ignore[no-untyped-def]
    result = run_cli("hello", env=plugin_env())
    assert result.returncode == 0
    warnings = [line for line in result.stderr.splitlines() if "broken" in line]
    assert len(warnings) == 1 and warnings[0].startswith("warning: Plugin 'broken'")
    as_json = run_cli("hello", "--json", env=plugin_env())
    warning = json.loads(as_json.stderr.splitlines()[0])
    assert warning["warning"]["code"] == "PLUGIN_LOAD_FAILED"


def test_load_plugins_selects_distributions(run_cli: RunCli, plugin_env) -> None:  # type: ignore[no-untyped-def]
    only_builtins = run_cli("hello", env=plugin_env(OSMOSIS_LOAD_PLUGINS=""))
    assert only_builtins.returncode == 2 and "broken" not in only_builtins.stderr
    chosen = run_cli("hello", env=plugin_env(OSMOSIS_LOAD_PLUGINS="osmosis-hello"))
    assert chosen.returncode == 0 and "broken" not in chosen.stderr
    builtins_still_there = run_cli("plugins", "--json", env=plugin_env(OSMOSIS_LOAD_PLUGINS=""))
    names = [item["name"] for item in builtins_still_there.json()["items"]]
    assert "output" in names and "hello" not in names


def test_trace_plugins_writes_hook_calls_to_stderr(run_cli: RunCli, plugin_env) -> None:  # type: ignore[no-untyped-def]
    result = run_cli("hello", "--json", env=plugin_env(OSMOSIS_TRACE_PLUGINS="1"))
    assert result.returncode == 0
    assert "osmosis: hook register_commands -> [hello]" in result.stderr
    assert result.json()["data"]["greeting"] == "hello world"


def test_runtime_error_exit_1_with_envelope(run_cli: RunCli, plugin_env) -> None:  # type: ignore[no-untyped-def]
    result = run_cli(
        "hello", "x", "--fail", "--json", env=plugin_env(OSMOSIS_LOAD_PLUGINS="osmosis-hello")
    )
    assert (result.returncode, result.stdout) == (1, "")
    doc = result.error()
    assert doc["command"] == "hello"
    assert doc["error"] == {
        "code": "NOT_FOUND",
        "message": 'Greeting "x" not found.',
        "details": {"name": "x"},
    }
    human = run_cli("hello", "x", "--fail", env=plugin_env(OSMOSIS_LOAD_PLUGINS="osmosis-hello"))
    assert human.stderr.strip() == 'Error: Greeting "x" not found.'


def test_unexpected_exception_is_internal_without_traceback(run_cli: RunCli, plugin_env) -> None:  # type: ignore[no-untyped-def]
    env = plugin_env(OSMOSIS_LOAD_PLUGINS="osmosis-hello")
    result = run_cli("hello", "--crash", "--json", env=env)
    assert result.returncode == 1 and result.stdout == ""
    err = result.error()["error"]
    assert err["code"] == "INTERNAL" and err["details"] == {"exception_type": "RuntimeError"}
    assert "Traceback" not in result.stderr and "secret-internal-detail" not in result.stderr


def test_nan_in_json_output_is_internal_error(run_cli: RunCli, plugin_env) -> None:  # type: ignore[no-untyped-def]
    result = run_cli(
        "hello", "--nan", "--json", env=plugin_env(OSMOSIS_LOAD_PLUGINS="osmosis-hello")
    )
    assert result.returncode == 1 and result.stdout == ""
    assert result.error()["error"]["code"] == "INTERNAL"


def test_bad_option_value_is_a_usage_error(run_cli: RunCli, plugin_env) -> None:  # type: ignore[no-untyped-def]
    result = run_cli(
        "hello", "--count", "many", env=plugin_env(OSMOSIS_LOAD_PLUGINS="osmosis-hello")
    )
    assert result.returncode == 2
    assert "--count" in result.stderr and "many" in result.stderr


def test_interrupt_exits_130(plugin_env) -> None:  # type: ignore[no-untyped-def]
    proc = subprocess.Popen(
        [osmosis_exe(), "hello", "--sleep", "30"],
        env=plugin_env(OSMOSIS_LOAD_PLUGINS="osmosis-hello"),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    time.sleep(1.5)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=20)
    assert proc.returncode == 130, err
    assert out == ""


def test_verbose_logs_go_to_stderr_as_json_lines(run_cli: RunCli, plugin_env) -> None:  # type: ignore[no-untyped-def]
    env = plugin_env(OSMOSIS_LOAD_PLUGINS="osmosis-hello")
    quiet = run_cli("hello", "--json", env=env)
    assert quiet.stderr == ""
    info = run_cli("hello", "--json", "-v", env=env)
    events = [json.loads(line) for line in info.stderr.splitlines()]
    assert [e["event"] for e in events] == ["greeting"] and events[0]["level"] == "info"
    assert info.json()["data"]["greeting"] == "hello world"
    debug = run_cli("-vv", "hello", "--json", env=env)
    assert [json.loads(line)["event"] for line in debug.stderr.splitlines()] == [
        "greeting",
        "greeting details",
    ]


def test_env_file_values_reach_commands_without_overriding(
    run_cli: RunCli, plugin_env, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    env_file = tmp_path / "custom.env"
    env_file.write_text('# comment\nexport HELLO_SUFFIX="!"\n')
    env = plugin_env(OSMOSIS_LOAD_PLUGINS="osmosis-hello")
    result = run_cli("hello", "--json", "--env-file", str(env_file), env=env)
    assert result.json()["data"]["greeting"] == "hello world!"
    env["HELLO_SUFFIX"] = "?"
    result = run_cli("hello", "--json", "--env-file", str(env_file), env=env)
    assert result.json()["data"]["greeting"] == "hello world?"
    missing = run_cli("hello", "--json", "--env-file", str(tmp_path / "nope.env"), env=env)
    assert missing.returncode == 1 and "Env file not found" in missing.error()["error"]["message"]
    bad = tmp_path / "bad.env"
    bad.write_text("OK=1\nthis line has SECRET_VALUE\n")
    broken = run_cli("hello", "--json", "--env-file", str(bad), env=env)
    message = broken.error()["error"]["message"]
    assert "Invalid line 2" in message and "SECRET_VALUE" not in broken.stderr
