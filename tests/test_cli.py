"""The real ``osmosis`` executable in a subprocess: help, version, global options, exit codes."""

from __future__ import annotations

import json
import subprocess

from conftest import RunCli, clean_env, osmosis_exe


def test_help_lists_commands_and_global_options(run_cli: RunCli) -> None:
    result = run_cli("--help")
    assert result.returncode == 0
    for text in (
        "plugins",
        "--json",
        "--plain",
        "--output",
        "--platform",
        "--workspace",
        "--env-file",
        "--verbose",
        "--version",
        "Global options",
    ):
        assert text in result.stdout
    assert result.stderr == ""


def test_no_arguments_shows_help_and_succeeds(run_cli: RunCli) -> None:
    result = run_cli()
    assert result.returncode == 0 and "Usage:" in result.stdout


def test_help_word_and_subcommand_help(run_cli: RunCli) -> None:
    result = run_cli("help", "plugins")
    assert result.returncode == 0 and "--all" in result.stdout


def test_version_anywhere_even_with_json(run_cli: RunCli) -> None:
    for args in (["--version"], ["-V"], ["--json", "--version"], ["plugins", "--version"]):
        result = run_cli(*args)
        assert (result.returncode, result.stdout.strip()) == (0, "osmosis 0.1.0"), args


def test_plugins_json_lists_builtin_output_plugin(run_cli: RunCli) -> None:
    result = run_cli("plugins", "--json")
    assert result.returncode == 0, result.stderr
    doc = result.json()
    assert doc["schema_version"] == 1
    output = next(item for item in doc["items"] if item["name"] == "output")
    assert output["distribution"] == "osmosis-output"
    assert output["version"] == "0.1.0"
    assert output["hooks"] == ["register_output_formats"]


def test_global_options_before_or_after_the_subcommand(run_cli: RunCli) -> None:
    before = run_cli("--json", "plugins")
    after = run_cli("plugins", "--json")
    output = run_cli("plugins", "-o", "json")
    assert before.stdout == after.stdout == output.stdout
    assert before.json()["items"]


def test_plugins_in_every_output_format(run_cli: RunCli) -> None:
    table = run_cli("plugins")
    assert table.returncode == 0 and table.stdout.splitlines()[1].split()[:2] == ["Name", "Version"]
    assert "\x1b[" not in table.stdout
    plain = run_cli("plugins", "--plain")
    assert "output\t0.1.0\tregister_output_formats\tosmosis-output" in plain.stdout.splitlines()
    csv_out = run_cli("plugins", "-o", "csv")
    assert csv_out.stdout.splitlines()[0] == "name,version,hooks,distribution"
    raw = subprocess.run(
        [osmosis_exe(), "plugins", "-o", "csv"], capture_output=True, env=clean_env()
    )
    assert raw.stdout.endswith(b"\r\n") and raw.stdout.count(b"\r\n") == len(
        raw.stdout.splitlines()
    )


def test_conflicting_format_selectors_are_usage_errors(run_cli: RunCli) -> None:
    for args in (["--json", "--plain", "plugins"], ["plugins", "--json", "-o", "csv"]):
        result = run_cli(*args)
        assert result.returncode == 2, args
        assert result.stdout == ""
        err = result.error()
        assert err["error"]["code"] == "VALIDATION"
        assert err["error"]["message"].startswith("Conflicting output format selectors")


def test_json_and_output_json_agree(run_cli: RunCli) -> None:
    assert run_cli("--json", "-o", "json", "plugins").returncode == 0


def test_unknown_command_suggests_and_exits_2(run_cli: RunCli) -> None:
    result = run_cli("plugin")
    assert result.returncode == 2
    assert 'Did you mean "plugins"' in result.stderr
    assert result.stderr.startswith("Error: ") and "Traceback" not in result.stderr
    assert result.stdout == ""


def test_unknown_command_in_json_mode_is_an_error_envelope(run_cli: RunCli) -> None:
    result = run_cli("--json", "plugin")
    assert (result.returncode, result.stdout) == (2, "")
    doc = result.error()
    assert doc["error"]["code"] == "VALIDATION"
    assert doc["cli_version"] == "0.1.0"


def test_unknown_option_and_bad_value_exit_2(run_cli: RunCli) -> None:
    result = run_cli("plugins", "--bogus")
    assert result.returncode == 2 and "--bogus" in result.stderr
    bad = run_cli("-o", "yaml", "plugins", env=clean_env(OSMOSIS_OUTPUT="json"))
    assert bad.returncode == 2
    message = bad.error()["error"]["message"]
    assert "Unknown output format 'yaml'" in message and "csv, json, plain, table" in message


def test_fields_and_query(run_cli: RunCli) -> None:
    fields = run_cli("plugins", "--json", "--fields", "name,version")
    assert fields.json()["items"][0].keys() == {"name", "version"}
    query = run_cli("plugins", "--json", "--query", "items[?name=='output'].version | [0]")
    assert query.json() == "0.1.0"
    unknown = run_cli("plugins", "--json", "--fields", "name,nope")
    assert unknown.returncode == 2 and unknown.stdout == ""
    message = unknown.error()["error"]["message"]
    assert message.startswith("Unknown field(s): nope. Valid fields: name,")
    bad_query = run_cli("plugins", "--json", "--query", "items[")
    assert bad_query.returncode == 2 and "Invalid --query" in bad_query.error()["error"]["message"]
    no_query_for_csv = run_cli("plugins", "-o", "csv", "--query", "items")
    assert no_query_for_csv.returncode == 2


def test_output_format_from_environment(run_cli: RunCli) -> None:
    result = run_cli("plugins", env=clean_env(OSMOSIS_OUTPUT="json"))
    assert json.loads(result.stdout)["schema_version"] == 1
