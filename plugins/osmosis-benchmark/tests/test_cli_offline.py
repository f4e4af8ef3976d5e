"""CLI behaviour that needs no platform, through the real ``osmosis`` executable: usage errors,
config validation, previews, confirmations and per-run secret handling before any request."""

from __future__ import annotations

import json

import pytest

SENTINEL = "sentinel-Secret-Value-7f3a"
CONFIG = """
[experiment]
benchmark = "osmosis-bench"

[tasks]
task_names = ["csv-column-sum", "sqlite-top-customers"]

[env]
LOG_LEVEL = "info"

[[agents]]
harness = "oracle"
[agents.model]
type = "hosted"
base_model = "qwen"
lora_model_name = "mine"
[agents.env]
LOG_LEVEL = "debug"
"""
WITH_PER_RUN_SECRET = CONFIG.replace("[env]\n", '[secrets]\nrequired = ["EXTRA_TOKEN"]\n\n[env]\n')


def test_help_lists_the_commands_of_this_plugin_only(cli) -> None:
    top = cli("benchmark", "--help")
    assert top.returncode == 0
    for command in ("list", "info", "submit", "runs"):
        assert f" {command} " in top.stdout
    runs = cli("benchmark", "runs", "--help")
    for command in ("list", "info", "logs", "stop"):
        assert f" {command} " in runs.stdout
    assert "download" not in runs.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("benchmark", "list", "--limit", "0"), "0 is not in the range 1<=x<=50."),
        (("benchmark", "list", "--limit", "51"), "51 is not in the range 1<=x<=50."),
        (("benchmark", "info", "osmosis-bench", "--limit", "0"), "0 is not in the range 1<=x<=50."),
        (("benchmark", "runs", "list", "--limit", "0"), "0 is not in the range 1<=x<=50."),
        (
            ("benchmark", "list", "--all", "--limit", "10"),
            "--all and --limit are mutually exclusive.",
        ),
        (
            ("benchmark", "runs", "list", "--limit", "5", "--all"),
            "--all and --limit are mutually exclusive.",
        ),
        (
            ("benchmark", "runs", "logs", "r1", "--limit", "500"),
            "500 is not in the range 1<=x<=200.",
        ),
        (("benchmark", "runs", "logs", "r1", "--limit", "0"), "0 is not in the range 1<=x<=200."),
    ],
)
def test_paging_options_are_usage_errors(cli, args: tuple[str, ...], message: str) -> None:
    result = cli("--json", *args)
    assert result.returncode == 2
    assert result.stdout == ""
    error = result.error()["error"]
    assert error["code"] == "VALIDATION"
    assert error["message"] == message
    assert result.error()["command"] == " ".join(
        a for a in args if a in {"benchmark", "runs", "list", "info", "logs"}
    )


def test_unknown_status_filter_is_a_usage_error(cli) -> None:
    result = cli("--json", "benchmark", "runs", "list", "--status", "queued,done")
    assert result.returncode == 2
    assert result.error()["error"]["message"].startswith("Invalid status 'done'. Choose from:")


def test_config_error_is_validation_with_every_issue(cli, write_config) -> None:
    path = write_config(
        '[experiment]\nbenchmark = "osmosis-bench"\n[tasks]\ntask_set = "smoke"\n'
        '[[agents]]\n[agents.model]\ntype = "provider"\nmodel = "m"\n'
    )
    result = cli("--json", "benchmark", "submit", str(path), "-y")
    assert result.returncode == 1
    error = result.error()["error"]
    assert error["code"] == "VALIDATION"
    assert error["message"] == (
        "Invalid benchmark config:\n"
        "  - tasks.task_set: is invalid: Input should be 'parity'\n"
        "  - agents.0.model.provider.api_key_secret: is invalid: Field required"
    )
    assert error["details"] == {
        "error": "Invalid benchmark config",
        "issues": [
            {"key": "tasks.task_set", "message": "is invalid: Input should be 'parity'"},
            {
                "key": "agents.0.model.provider.api_key_secret",
                "message": "is invalid: Field required",
            },
        ],
    }
    plain = cli("--plain", "benchmark", "submit", str(path), "-y")
    assert plain.returncode == 1
    assert plain.stderr.startswith("Error: Invalid benchmark config:\n  - tasks.task_set:")


def test_missing_config_file_names_the_absolute_path(cli, tmp_path) -> None:
    result = cli("--json", "benchmark", "submit", "configs/benchmark/none.toml")
    assert result.returncode == 1
    assert result.error()["error"] == {
        "code": "VALIDATION",
        "message": f"Config file not found: {tmp_path / 'configs/benchmark/none.toml'}",
        "details": {},
    }


def test_json_submit_without_yes_carries_the_whole_preview(cli, write_config) -> None:
    path = write_config(CONFIG)
    result = cli("--json", "--workspace", "alpha", "benchmark", "submit", str(path))
    assert result.returncode == 1
    assert result.stdout == ""
    error = result.error()["error"]
    assert error["code"] == "INTERACTIVE_REQUIRED"
    assert error["message"] == "Use --yes to confirm in non-interactive mode."
    assert error["details"] == {
        "prompt": "Submit this benchmark run?",
        "summary": {
            "Workspace": "alpha",
            "Benchmark": "osmosis-bench",
            "Tasks": "2 task(s)",
            "Agents": "1",
            "Attempts per task": "1",
            "Max concurrent attempts": "4",
            "agent.1 · oracle": "qwen:mine",
            "env.LOG_LEVEL": "info",
            "env.agent 1 · LOG_LEVEL (overrides global)": "debug",
        },
    }


def test_plain_submit_without_yes_prints_the_confirmation_block(cli, write_config) -> None:
    path = write_config(CONFIG)
    result = cli("--plain", "--workspace", "alpha", "benchmark", "submit", str(path))
    assert result.returncode == 1
    assert result.stdout == ""
    assert result.stderr.splitlines() == [
        "Confirmation required: Submit this benchmark run?",
        "  Workspace: alpha",
        "  Benchmark: osmosis-bench",
        "  Tasks: 2 task(s)",
        "  Agents: 1",
        "  Attempts per task: 1",
        "  Max concurrent attempts: 4",
        "  agent.1 · oracle: qwen:mine",
        "  env.LOG_LEVEL: info",
        "  env.agent 1 · LOG_LEVEL (overrides global): debug",
        "Error: Use --yes to confirm in non-interactive mode.",
    ]


def test_table_submit_without_tty_shows_preview_on_stdout_then_fails(cli, write_config) -> None:
    path = write_config(CONFIG)
    result = cli("--workspace", "alpha", "benchmark", "submit", str(path))
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    assert lines[0] == "Benchmark Run"
    assert "Agents (1)" in lines and "Env Vars (2)" in lines
    assert any(line.startswith("agent 1 · LOG_LEVEL (overrides global)") for line in lines)
    assert result.stderr.strip() == "Error: Use --yes to confirm in non-interactive mode."


def test_missing_per_run_secret_lists_every_name(cli, write_config) -> None:
    path = write_config(WITH_PER_RUN_SECRET.replace('["EXTRA_TOKEN"]', '["EXTRA_TOKEN", "MORE"]'))
    result = cli("--json", "benchmark", "submit", str(path), "-y")
    assert result.returncode == 1
    error = result.error()["error"]
    assert error["code"] == "INTERACTIVE_REQUIRED"
    assert error["message"] == (
        "No value found for: EXTRA_TOKEN, MORE. Export them or pass --secrets-file, or save "
        "them with `osmosis secret set <NAME>`."
    )
    assert error["details"] == {"missing": ["EXTRA_TOKEN", "MORE"], "flags": ["--secrets-file"]}


def test_dry_run_prints_the_body_without_secret_values(cli, write_config) -> None:
    path = write_config(WITH_PER_RUN_SECRET)
    result = cli(
        "--json",
        "benchmark",
        "submit",
        str(path),
        "--dry-run",
        "--secrets-file",
        "-",
        input=f"# per run\nEXTRA_TOKEN={SENTINEL}\n",
    )
    assert result.returncode == 0, result.stderr
    assert SENTINEL not in result.stdout + result.stderr
    doc = result.json()
    assert doc["operation"] == "benchmark.submit" and doc["status"] == "dry_run"
    request = doc["resource"]["request"]
    assert request["secrets"] == {
        "required": ["EXTRA_TOKEN"],
        "provided": {"EXTRA_TOKEN": "<redacted>"},
    }
    assert request["tasks_config"] == {"task_names": ["csv-column-sum", "sqlite-top-customers"]}
    assert request["env_config"] == {"LOG_LEVEL": "info"}
    # The platform is unreachable, so the stored-secret lookup failed softly.
    assert doc["resource"]["secrets"] == {"scopes": {"EXTRA_TOKEN": "Run"}, "missing": []}


def test_dry_run_takes_values_from_the_environment_and_shows_table(cli, write_config) -> None:
    path = write_config(WITH_PER_RUN_SECRET)
    result = cli("benchmark", "submit", str(path), "--dry-run", extra_env={"EXTRA_TOKEN": SENTINEL})
    assert result.returncode == 0, result.stderr
    assert SENTINEL not in result.stdout + result.stderr
    assert "Secrets (1)" in result.stdout
    assert "Dry run: nothing was submitted." in result.stdout


def test_bad_secrets_file_line_is_reported_without_content(cli, write_config, tmp_path) -> None:
    path = write_config(WITH_PER_RUN_SECRET)
    secrets = tmp_path / "run.env"
    secrets.write_text(f"EXTRA_TOKEN {SENTINEL}\n", encoding="utf-8")
    result = cli("--json", "benchmark", "submit", str(path), "-y", "--secrets-file", str(secrets))
    assert result.returncode == 1
    error = result.error()["error"]
    assert error["code"] == "VALIDATION"
    assert error["message"].startswith(f"Invalid line 1 in {secrets}: expected NAME=value")
    assert SENTINEL not in result.stdout + result.stderr


def test_hle_without_parity_warns_but_goes_on(cli, write_config) -> None:
    path = write_config(CONFIG.replace('"osmosis-bench"', '"HLE"'))
    result = cli("--json", "benchmark", "submit", str(path), "--dry-run")
    assert result.returncode == 0, result.stderr
    warnings = [json.loads(line) for line in result.stderr.splitlines() if line.startswith("{")]
    assert [w["warning"]["code"] for w in warnings] == ["HLE_PARITY_RECOMMENDED"]
    assert warnings[0]["warning"]["message"].startswith(
        'For HLE, we recommend [tasks] task_set = "parity"'
    )


@pytest.mark.parametrize(
    ("answer", "code", "stdout_end", "stderr_end"),
    [
        ("n\n", 0, "Cancelled.", ""),
        ("\n", 1, "", "Could not connect to platform at http://127.0.0.1:9"),  # default Yes
        ("maybe\ny\n", 1, "", "Could not connect to platform at http://127.0.0.1:9"),
    ],
)
def test_interactive_confirmation_on_a_terminal(
    terminal_cli, write_config, answer: str, code: int, stdout_end: str, stderr_end: str
) -> None:
    path = write_config(CONFIG)
    result = terminal_cli("benchmark", "submit", str(path), answer=answer)
    assert result.returncode == code, result.stderr
    assert result.stdout.startswith("Benchmark Run")  # the preview comes first
    assert result.stdout.rstrip().endswith(stdout_end)
    assert "Submit this benchmark run? [Y/n]: " in result.stderr
    assert stderr_end in result.stderr
