"""``osmosis benchmark list | info | submit`` and ``benchmark runs list | info | logs | stop``
end to end: the real executable against the real platform (``platform_server`` fixture).

Every workspace gets the managed bundled benchmark ``osmosis-bench`` (3 tasks, named set
``smoke``, default harness ``terminus-2``). Runs stay queued in this issue. Each test uses its
own workspace because the server is shared by the whole session.
"""

from __future__ import annotations

import csv
import io
import textwrap
from pathlib import Path
from typing import Any
from uuid import uuid4

import pytest

from conftest import Completed, RunCli

SENTINEL = "sk-bench-SENTINEL-" + uuid4().hex
TASKS = {"csv-column-sum", "git-fix-commit-author", "sqlite-top-customers"}  # at least these
SMOKE_CONFIG = """
[experiment]
benchmark = "{benchmark}"

[tasks]
task_names = {tasks}

[execution]
attempts_per_task = 1
max_concurrent_attempts = 2

[env]
LOG_LEVEL = "info"

[[agents]]
harness = "oracle"
[agents.model]
type = "provider"
model = "openai/gpt-5.2"
api_key_secret = "{key}"
[agents.env]
LOG_LEVEL = "debug"

[[agents]]
harness = "nop"
[agents.model]
type = "provider"
model = "openai/gpt-5.2"
api_key_secret = "{key}"
"""


@pytest.fixture
def workspace() -> str:
    return f"bm-{uuid4().hex[:8]}"


@pytest.fixture
def env(platform_server: Any, workspace: str) -> dict[str, str]:
    return platform_server.env(user="alice", workspace=workspace)


def write(tmp_path: Path, text: str, name: str = "bench.toml") -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def smoke_config(
    tmp_path: Path,
    *,
    benchmark: str = "osmosis-bench",
    tasks: tuple[str, ...] = ("csv-column-sum", "sqlite-top-customers"),
    key: str = "OPENAI_API_KEY",
    extra: str = "",
    name: str = "bench.toml",
) -> Path:
    text = SMOKE_CONFIG.format(benchmark=benchmark, tasks=list(tasks), key=key)
    return write(tmp_path, extra + text, name)


def set_secret(run_cli: RunCli, env: dict[str, str], name: str, *scope: str) -> None:
    saved = run_cli(
        "--json", "secret", "set", name, "--env", "SRC", *scope, env={**env, "SRC": SENTINEL}
    )
    assert saved.returncode == 0, saved.stderr


def submit(run_cli: RunCli, env: dict[str, str], config: Path, *args: str, **kw: Any) -> dict:
    result = run_cli("--json", "benchmark", "submit", str(config), "-y", *args, env=env, **kw)
    assert result.returncode == 0, result.stderr
    no_sentinel(result)
    return result.json()


def no_sentinel(*results: Completed) -> None:
    for result in results:
        assert SENTINEL not in result.stdout, result.stdout
        assert SENTINEL not in result.stderr, result.stderr


def has_scope(doc: dict[str, Any]) -> bool:
    return "workspace" in doc or "git" in doc


# ---------------------------------------------------------------- benchmark list / info


def test_list_in_every_output_mode(run_cli: RunCli, env: dict[str, str]) -> None:
    listed = run_cli("--json", "benchmark", "list", env=env)
    assert listed.returncode == 0, listed.stderr
    page = listed.json()
    assert {"schema_version", "items", "total_count", "has_more", "next_offset"} <= set(page)
    assert has_scope(page)
    bench = next(item for item in page["items"] if item["key"] == "osmosis-bench")
    assert bench["name"] == "Osmosis Bench"
    assert bench["sync_status"] == "ready"
    count = str(bench["task_count"])
    assert bench["task_count"] >= len(TASKS)
    assert page["total_count"] >= 1 and page["has_more"] is False

    table = run_cli("benchmark", "list", env=env)
    assert table.returncode == 0, table.stderr
    lines = table.stdout.splitlines()
    assert lines[0] == "Benchmarks"
    assert lines[1].split() == ["Name", "Key", "Last", "Run", "Tasks"]
    row = next(line for line in lines if "osmosis-bench" in line)
    assert (
        "Osmosis Bench" in row and "No benchmark runs yet" in row and row.rstrip().endswith(count)
    )
    assert "osmosis benchmark info <key>" in table.stderr

    plain = run_cli("--plain", "benchmark", "list", env=env)
    assert plain.returncode == 0, plain.stderr
    rows = [line.split("\t") for line in plain.stdout.splitlines()]
    assert ["Osmosis Bench", "osmosis-bench", "No benchmark runs yet", count] in rows

    as_csv = run_cli("-o", "csv", "benchmark", "list", env=env)
    assert as_csv.returncode == 0, as_csv.stderr
    records = list(csv.DictReader(io.StringIO(as_csv.stdout, newline="")))
    assert list(records[0]) == ["name", "key", "last_run", "task_count"]
    record = next(r for r in records if r["key"] == "osmosis-bench")
    assert (record["name"], record["last_run"], record["task_count"]) == (
        "Osmosis Bench",
        "No benchmark runs yet",
        count,
    )


def test_info_json_and_table(run_cli: RunCli, env: dict[str, str]) -> None:
    shown = run_cli("--json", "benchmark", "info", "osmosis-bench", env=env)
    assert shown.returncode == 0, shown.stderr
    data = shown.json()["data"]
    assert {"benchmark", "leaderboard", "runs", "runs_total_count"} <= set(data)
    assert has_scope(data)
    bench = data["benchmark"]
    assert bench["key"] == "osmosis-bench" and bench["default_harness"] == "terminus-2"
    assert {t["name"] for t in bench["tasks"]} >= TASKS
    assert bench["task_count"] == len(bench["tasks"])
    assert {t["name"]: t["category"] for t in bench["tasks"]}["git-fix-commit-author"] == "git"
    assert "smoke" in {s["name"] for s in bench["task_sets"]}
    assert (data["leaderboard"], data["runs"], data["runs_total_count"]) == ([], [], 0)

    # The display name resolves too.
    by_name = run_cli("--json", "benchmark", "info", "Osmosis Bench", env=env)
    assert by_name.returncode == 0, by_name.stderr
    assert by_name.json()["data"]["benchmark"]["id"] == bench["id"]

    table = run_cli("benchmark", "info", "osmosis-bench", env=env)
    assert table.returncode == 0, table.stderr
    rows = {
        line.split("  ", 1)[0]: line.split("  ", 1)[1].strip()
        for line in table.stdout.splitlines()
        if "  " in line
    }
    assert rows["Name"] == "Osmosis Bench"
    assert rows["Key"] == "osmosis-bench"
    assert rows["Tasks"] == str(bench["task_count"])
    assert rows["Harness"].endswith("(default: terminus-2)")
    for task_set in bench["task_sets"]:
        assert f"{task_set['name']} ({task_set['task_count']}" in rows["Named Task Sets"]
    categories = {c["name"]: c["task_count"] for c in bench["categories"]}
    assert "text-processing" in categories
    assert rows["Categories"] == ", ".join(f"{n} ({c})" for n, c in categories.items())
    assert rows["Leaderboard"].startswith("No eligible benchmark runs")
    assert f"Omit [tasks] to select all {bench['task_count']} tasks." in table.stderr
    assert "osmosis --json benchmark info osmosis-bench" in table.stderr


def test_unknown_benchmark_or_run_is_not_found(run_cli: RunCli, env: dict[str, str]) -> None:
    for args in (
        ("benchmark", "info", "no-such-bench"),
        ("benchmark", "runs", "info", "no-such-run"),
        ("benchmark", "runs", "logs", "no-such-run"),
        ("benchmark", "runs", "stop", "no-such-run", "-y"),
    ):
        missing = run_cli("--json", *args, env=env)
        assert missing.returncode == 1, args
        assert missing.error()["error"]["code"] == "NOT_FOUND", args


def test_explicit_workspace_is_sent_and_echoed(
    run_cli: RunCli, env: dict[str, str], workspace: str
) -> None:
    listed = run_cli("--json", "--workspace", workspace, "benchmark", "list", env=env)
    assert listed.returncode == 0, listed.stderr
    assert listed.json()["workspace"] == {"name": workspace}
    shown = run_cli(
        "--json", "--workspace", workspace, "benchmark", "info", "osmosis-bench", env=env
    )
    assert shown.json()["data"]["workspace"] == {"name": workspace}


# ---------------------------------------------------------------- submit and the run lifecycle


def test_submit_then_list_info_logs_stop(
    run_cli: RunCli, env: dict[str, str], tmp_path: Path
) -> None:
    set_secret(run_cli, env, "OPENAI_API_KEY")
    doc = submit(run_cli, env, smoke_config(tmp_path))
    assert (doc["operation"], doc["status"]) == ("benchmark.submit", "success")
    resource = doc["resource"]
    name = resource["name"]
    assert doc["message"] == f"Benchmark run submitted: {name}"
    assert {
        "id",
        "name",
        "status",
        "benchmark_name",
        "workflow_id",
        "task_count",
        "created_at",
        "scope",
        "config",
    } <= set(resource)
    assert resource["status"] in ("pending", "queued")
    assert resource["task_count"] == 2
    assert set(resource["config"]) == {"experiment", "tasks", "agents", "execution"}
    assert [a["harness"] for a in resource["config"]["agents"]] == ["oracle", "nop"]
    assert "env_config" not in str(resource) and "secrets" not in resource["config"]
    actions = [step["action"] for step in doc["next_steps_structured"]]
    assert actions[:2] == ["benchmark_info", "benchmark_list"]

    listed = run_cli("--json", "benchmark", "runs", "list", env=env)
    assert listed.returncode == 0, listed.stderr
    page = listed.json()
    assert has_scope(page)
    (item,) = page["items"]
    assert item["name"] == name and item["id"] == resource["id"]
    progress = item["progress"]
    assert progress is None or (
        progress["unit"] == "results" and 0 <= progress["completed"] <= progress["total"]
    )

    queued = run_cli("--json", "benchmark", "runs", "list", "--status", "pending,queued", env=env)
    assert [i["name"] for i in queued.json()["items"]] == [name]
    finished = run_cli("--json", "benchmark", "runs", "list", "--status", "finished", env=env)
    assert finished.json()["items"] == []
    by_bench = run_cli(
        "--json", "benchmark", "runs", "list", "--benchmark", "osmosis-bench", env=env
    )
    assert [i["name"] for i in by_bench.json()["items"]] == [name]

    table = run_cli("benchmark", "runs", "list", env=env)
    assert table.returncode == 0, table.stderr
    header = table.stdout.splitlines()[1]
    for column in (
        "Name",
        "Status",
        "Progress",
        "Benchmark",
        "Agents",
        "Best Pass@1",
        "Submitted",
        "Submitted By",
    ):
        assert column in header
    assert name in table.stdout

    info = run_cli("--json", "benchmark", "runs", "info", name, env=env)
    assert info.returncode == 0, info.stderr
    data = info.json()["data"]
    assert {
        "benchmark_run",
        "configuration",
        "agents",
        "progress",
        "totals",
        "agent_metrics",
    } <= set(data)
    assert has_scope(data)
    assert data["benchmark_run"]["name"] == name
    assert [a["harness"] for a in data["agents"]] == ["oracle", "nop"]
    info_table = run_cli("benchmark", "runs", "info", name, env=env)
    assert info_table.returncode == 0, info_table.stderr
    for title in ("Configuration", "Agents", "Results"):
        assert title in info_table.stdout.splitlines()
    assert "Agent 1" in info_table.stdout and "oracle" in info_table.stdout
    assert f"osmosis benchmark runs stop {name}" in info_table.stderr

    bench_info = run_cli("--json", "benchmark", "info", "osmosis-bench", env=env)
    runs = bench_info.json()["data"]
    assert runs["runs_total_count"] == 1 and runs["runs"][0]["name"] == name
    assert "progress" in runs["runs"][0]

    logs = run_cli("--json", "benchmark", "runs", "logs", name, env=env)
    assert logs.returncode == 0, logs.stderr
    page = logs.json()
    assert {"items", "total_count", "has_more", "next_offset", "next_cursor"} <= set(page)
    assert page["total_count"] == len(page["items"]) and page["next_offset"] is None
    assert page["has_more"] == (page["next_cursor"] is not None)
    stamps = [entry["timestamp"] for entry in page["items"]]
    assert stamps and stamps == sorted(stamps)  # oldest first
    newest = run_cli("--json", "benchmark", "runs", "logs", name, "--limit", "1", env=env).json()
    assert len(newest["items"]) == 1 and newest["items"][0]["timestamp"] == stamps[-1]
    if len(stamps) > 1:
        assert newest["has_more"] is True
        older = run_cli(
            "--json", "benchmark", "runs", "logs", name, "--cursor", newest["next_cursor"], env=env
        ).json()
        assert older["items"] and older["items"][-1]["timestamp"] <= stamps[-1]
        assert newest["items"][0] not in older["items"]

    unconfirmed = run_cli("--json", "benchmark", "runs", "stop", name, env=env)
    assert unconfirmed.returncode == 1
    error = unconfirmed.error()["error"]
    assert error["code"] == "INTERACTIVE_REQUIRED"
    assert error["details"]["prompt"] == f'Stop benchmark run "{name}"?'

    stopped = run_cli("--json", "benchmark", "runs", "stop", name, "-y", env=env)
    assert stopped.returncode == 0, stopped.stderr
    op = stopped.json()
    assert op["operation"] == "benchmark.stop"
    assert {k: op["resource"][k] for k in ("name", "id", "status")} == {
        "name": name,
        "id": resource["id"],
        "status": "stopped",
    }
    assert "scope" in op["resource"]

    # stopping a stopped run is an idempotent no-op (only finished/failed runs conflict)
    again = run_cli("--json", "benchmark", "runs", "stop", name, "-y", env=env)
    assert again.returncode == 0, again.stderr
    assert again.json()["resource"]["status"] == "stopped"

    after = run_cli("--json", "benchmark", "runs", "info", name, env=env)
    assert after.json()["data"]["benchmark_run"]["status"] == "stopped"
    # no hint towards a command that is not installed (the download plugin is separate)
    shown = run_cli("benchmark", "runs", "info", name, env=env)
    assert shown.returncode == 0 and "runs download" not in shown.stdout + shown.stderr


def test_runs_list_pages_and_all(run_cli: RunCli, env: dict[str, str], tmp_path: Path) -> None:
    set_secret(run_cli, env, "OPENAI_API_KEY")
    config = smoke_config(tmp_path, tasks=("csv-column-sum",))
    names = [submit(run_cli, env, config)["resource"]["name"] for _ in range(3)]
    first = run_cli("--json", "benchmark", "runs", "list", "--limit", "2", env=env)
    page = first.json()
    assert (len(page["items"]), page["total_count"], page["has_more"], page["next_offset"]) == (
        2,
        3,
        True,
        2,
    )
    everything = run_cli("--json", "benchmark", "runs", "list", "--all", env=env).json()
    assert sorted(i["name"] for i in everything["items"]) == sorted(names)
    assert (everything["has_more"], everything["next_offset"]) == (False, None)
    table = run_cli("benchmark", "runs", "list", "--limit", "2", env=env)
    assert "Showing 2 of 3." in table.stderr


def test_submit_without_yes_in_json_needs_confirmation(
    run_cli: RunCli, env: dict[str, str], tmp_path: Path
) -> None:
    set_secret(run_cli, env, "OPENAI_API_KEY")
    result = run_cli("--json", "benchmark", "submit", str(smoke_config(tmp_path)), env=env)
    assert result.returncode == 1
    assert result.stdout == ""
    error = result.error()["error"]
    assert error["code"] == "INTERACTIVE_REQUIRED"
    assert error["details"]["prompt"] == "Submit this benchmark run?"
    summary = error["details"]["summary"]
    assert summary["Benchmark"] == "osmosis-bench"
    assert summary["Tasks"] == "2 task(s)"
    assert summary["Agents"] == "2"
    assert summary["agent.1 · oracle"] == "openai/gpt-5.2"
    assert summary["agent.2 · nop"] == "openai/gpt-5.2"
    assert summary["env.agent 1 · LOG_LEVEL (overrides global)"] == "debug"
    assert summary["secret.OPENAI_API_KEY"] == "Personal"
    listed = run_cli("--json", "benchmark", "runs", "list", env=env)
    assert listed.json()["items"] == []  # nothing was submitted


@pytest.mark.parametrize(
    ("overrides", "codes"),
    [
        ({"benchmark": "no-such-bench"}, {"VALIDATION", "NOT_FOUND"}),
        ({"tasks": ("csv-column-sum", "no-such-task")}, {"VALIDATION", "NOT_FOUND"}),
    ],
)
def test_platform_rejects_unknown_benchmark_or_task(
    run_cli: RunCli, env: dict[str, str], tmp_path: Path, overrides: dict, codes: set[str]
) -> None:
    set_secret(run_cli, env, "OPENAI_API_KEY")
    result = run_cli(
        "--json", "benchmark", "submit", str(smoke_config(tmp_path, **overrides)), "-y", env=env
    )
    assert result.returncode == 1
    error = result.error()["error"]
    assert error["code"] in codes, error
    assert error["details"].get("status_code") in (400, 404)


def test_config_error_is_reported_before_the_platform(
    run_cli: RunCli, env: dict[str, str], tmp_path: Path
) -> None:
    config = smoke_config(tmp_path)
    config.write_text(
        config.read_text().replace("max_concurrent_attempts = 2", "attempts = 2"), encoding="utf-8"
    )
    result = run_cli("--json", "benchmark", "submit", str(config), "-y", env=env)
    assert result.returncode == 1
    assert result.error()["error"] == {
        "code": "VALIDATION",
        "message": "Invalid benchmark config:\n  - execution.attempts: Unrecognized key",
        "details": {
            "error": "Invalid benchmark config",
            "issues": [{"key": "execution.attempts", "message": "Unrecognized key"}],
        },
    }


# ---------------------------------------------------------------- secrets


def test_unstored_model_secret_fails_before_submitting(
    run_cli: RunCli, env: dict[str, str], tmp_path: Path
) -> None:
    result = run_cli(
        "--json",
        "benchmark",
        "submit",
        str(smoke_config(tmp_path, key="NOT_STORED_KEY")),
        "-y",
        env=env,
    )
    assert result.returncode == 1
    error = result.error()["error"]
    assert error["code"] == "NOT_FOUND"
    assert error["message"].splitlines()[0] == "Could not find secret(s): NOT_STORED_KEY."
    assert "osmosis secret set NOT_STORED_KEY" in error["message"]
    assert error["details"]["missing"] == ["NOT_STORED_KEY"]
    assert run_cli("--json", "benchmark", "runs", "list", env=env).json()["items"] == []


def test_per_run_secret_from_secrets_file_stdin(
    run_cli: RunCli, env: dict[str, str], tmp_path: Path
) -> None:
    set_secret(run_cli, env, "OPENAI_API_KEY")
    config = smoke_config(tmp_path, extra='[secrets]\nrequired = ["EXTRA_TOKEN"]\n')
    missing = run_cli("--json", "benchmark", "submit", str(config), "-y", env=env)
    assert missing.returncode == 1
    error = missing.error()["error"]
    assert error["code"] == "INTERACTIVE_REQUIRED"
    assert error["details"] == {"missing": ["EXTRA_TOKEN"], "flags": ["--secrets-file"]}

    doc = submit(run_cli, env, config, "--secrets-file", "-", input=f"EXTRA_TOKEN={SENTINEL}\n")
    name = doc["resource"]["name"]
    info = run_cli("--json", "benchmark", "runs", "info", name, env=env)
    assert info.returncode == 0, info.stderr
    no_sentinel(info)


def test_per_run_secret_from_file_environment_or_store(
    run_cli: RunCli, env: dict[str, str], tmp_path: Path
) -> None:
    set_secret(run_cli, env, "OPENAI_API_KEY")
    config = smoke_config(tmp_path, extra='[secrets]\nrequired = ["EXTRA_TOKEN"]\n')
    secrets = tmp_path / "run.env"
    secrets.write_text(f'# per run\nexport EXTRA_TOKEN="{SENTINEL}"\n', encoding="utf-8")
    submit(run_cli, env, config, "--secrets-file", str(secrets))
    submit(run_cli, {**env, "EXTRA_TOKEN": SENTINEL}, config)
    # A stored record satisfies [secrets].required without any value in this invocation.
    set_secret(run_cli, env, "EXTRA_TOKEN", "--scope", "workspace")
    preview = run_cli("--json", "benchmark", "submit", str(config), env=env)
    assert preview.error()["error"]["details"]["summary"]["secret.EXTRA_TOKEN"] == "Workspace"
    submit(run_cli, env, config)
    assert run_cli("--json", "benchmark", "runs", "list", env=env).json()["total_count"] == 3


def test_dry_run_submits_nothing(run_cli: RunCli, env: dict[str, str], tmp_path: Path) -> None:
    set_secret(run_cli, env, "OPENAI_API_KEY")
    config = smoke_config(tmp_path, extra='[secrets]\nrequired = ["EXTRA_TOKEN"]\n')
    result = run_cli(
        "--json",
        "benchmark",
        "submit",
        str(config),
        "--dry-run",
        env={**env, "EXTRA_TOKEN": SENTINEL},
    )
    assert result.returncode == 0, result.stderr
    no_sentinel(result)
    doc = result.json()
    assert doc["status"] == "dry_run"
    assert doc["resource"]["secrets"]["scopes"] == {
        "OPENAI_API_KEY": "Personal",
        "EXTRA_TOKEN": "Run",
    }
    assert run_cli("--json", "benchmark", "runs", "list", env=env).json()["items"] == []


def on_terminal(
    args: list[str], steps: list[tuple[str, str]], env: dict[str, str], cwd: Path
) -> Completed:
    """The executable with a pseudo-terminal on stdin, the one setup where it may prompt.

    Each step waits for a prompt on stderr, then types the answer: typing ahead would be
    discarded, because a hidden prompt flushes pending terminal input when it turns echo off.
    """
    import os
    import pty
    import subprocess

    from conftest import osmosis_exe

    master, slave = pty.openpty()
    seen = b""
    try:
        proc = subprocess.Popen(
            [osmosis_exe(), *args],
            stdin=slave,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
            cwd=cwd,
            start_new_session=True,  # no controlling terminal: never read the real one
        )
        assert proc.stderr is not None
        position = 0
        for prompt, answer in steps:
            while (found := seen.find(prompt.encode(), position)) < 0:
                chunk = os.read(proc.stderr.fileno(), 4096)
                assert chunk, f"no prompt {prompt!r}; stderr so far: {seen!r}"
                seen += chunk
            position = found + len(prompt.encode())
            os.write(master, answer.encode())
        out, err = proc.communicate(timeout=60)
    finally:
        os.close(master)
        os.close(slave)
    return Completed(proc.returncode, out.decode(), (seen + err).decode())


def test_interactive_stop_defaults_to_no(
    run_cli: RunCli, env: dict[str, str], tmp_path: Path
) -> None:
    set_secret(run_cli, env, "OPENAI_API_KEY")
    name = submit(run_cli, env, smoke_config(tmp_path))["resource"]["name"]
    prompt = f'Stop benchmark run "{name}"? [y/N]: '
    kept = on_terminal(["benchmark", "runs", "stop", name], [(prompt, "\n")], env, tmp_path)
    assert kept.returncode == 0, kept.stderr
    assert kept.stdout.strip() == "Cancelled."
    status = run_cli("--json", "benchmark", "runs", "info", name, env=env).json()
    assert status["data"]["benchmark_run"]["status"] in ("pending", "queued")
    stopped = on_terminal(["benchmark", "runs", "stop", name], [(prompt, "y\n")], env, tmp_path)
    assert stopped.returncode == 0, stopped.stderr
    assert stopped.stdout.strip() == f'Benchmark run "{name}" stopped.'


def test_interactive_submit_prompts_for_per_run_values(
    run_cli: RunCli, env: dict[str, str], tmp_path: Path
) -> None:
    set_secret(run_cli, env, "OPENAI_API_KEY")
    config = smoke_config(tmp_path, extra='[secrets]\nrequired = ["EXTRA_TOKEN"]\n')
    # The hidden value, then Enter at the confirmation (default Yes).
    steps = [
        ("Value for EXTRA_TOKEN (hidden): ", f"{SENTINEL}\n"),
        ("Submit this benchmark run? [Y/n]: ", "\n"),
    ]
    result = on_terminal(["benchmark", "submit", str(config)], steps, env, tmp_path)
    assert result.returncode == 0, result.stderr
    no_sentinel(result)
    assert "EXTRA_TOKEN     Run" in result.stdout  # the Secrets table
    assert "Benchmark run submitted: " in result.stdout
