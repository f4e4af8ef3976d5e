"""The benchmark catalog end to end: ``osmosis benchmark add | resync | remove`` of Harbor
datasets (a dataset directory, a ``registry.json`` with local and git tasks, a git repository
through a ``file://`` URL), the sync states as ``benchmark list``/``info`` show them, bad sources,
and a workspace with benchmarks switched off. The real executable against the real platform
(``platform_server`` fixture); everything is local files and loopback.

Each test uses its own workspace because the server is shared by the whole session.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any
from uuid import uuid4

import pytest

from conftest import Completed, RunCli

DISABLED = "Benchmarks is not available for your account"
GIT_ENV = {
    **os.environ,
    "GIT_CONFIG_GLOBAL": os.devnull,
    "GIT_AUTHOR_NAME": "t",
    "GIT_AUTHOR_EMAIL": "t@example.com",
    "GIT_COMMITTER_NAME": "t",
    "GIT_COMMITTER_EMAIL": "t@example.com",
}


@pytest.fixture
def workspace() -> str:
    return f"cat-{uuid4().hex[:8]}"


@pytest.fixture
def env(platform_server: Any, workspace: str) -> dict[str, str]:
    return platform_server.env(user="carol", workspace=workspace)


# ------------------------------------------------------------------------------ helpers


def make_task(
    root: Path,
    name: str,
    *,
    category: str | None = "shell",
    difficulty: str | None = "easy",
    toml: str | None = None,
    instruction: str | None = None,
) -> Path:
    task = root / name
    (task / "tests").mkdir(parents=True)
    (task / "instruction.md").write_text(instruction or f"Do {name}.\n")
    (task / "tests" / "test.sh").write_text("#!/bin/bash\necho 1 > /logs/verifier/reward.txt\n")
    if toml is None:
        meta = []
        if category:
            meta.append(f'category = "{category}"')
        if difficulty:
            meta.append(f'difficulty = "{difficulty}"')
        toml = "[metadata]\n" + "\n".join(meta) + "\n[agent]\ntimeout_sec = 120\n"
    (task / "task.toml").write_text(toml)
    return task


def git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", *args], cwd=repo, env=GIT_ENV, check=True, capture_output=True, text=True
    ).stdout.strip()


def commit(repo: Path, message: str) -> str:
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", message)
    return git(repo, "rev-parse", "HEAD")


def ok(result: Completed) -> dict[str, Any]:
    assert result.returncode == 0, result.stderr
    return result.json()


def detail(run_cli: RunCli, env: dict[str, str], key: str) -> dict[str, Any]:
    return ok(run_cli("--json", "benchmark", "info", key, env=env))["data"]["benchmark"]


def listed(run_cli: RunCli, env: dict[str, str], key: str) -> dict[str, Any]:
    items = ok(run_cli("--json", "benchmark", "list", env=env))["items"]
    return next(item for item in items if item["key"] == key)


def table_row(result: Completed, key: str) -> str:
    assert result.returncode == 0, result.stderr
    return next(line for line in result.stdout.splitlines() if f"  {key}  " in line)


def info_rows(result: Completed) -> dict[str, str]:
    assert result.returncode == 0, result.stderr
    return {
        line.split("  ", 1)[0]: line.split("  ", 1)[1].strip()
        for line in result.stdout.splitlines()
        if "  " in line
    }


def synced_copy(platform_server: Any, benchmark: dict[str, Any], task: str) -> Path:
    return (
        platform_server.home
        / "benchmarks"
        / benchmark["id"]
        / benchmark["resolved_digest"]
        / "tasks"
        / task
    )


# ------------------------------------------------------------------------------ a dataset directory


def test_dataset_directory_with_a_broken_task(
    run_cli: RunCli, env: dict[str, str], tmp_path: Path, platform_server: Any
) -> None:
    dataset = tmp_path / "my-dataset"
    make_task(dataset, "count-lines", category="text", difficulty="medium")
    make_task(dataset, "make-dir", category="shell", difficulty=None)  # stays null
    make_task(dataset, "broken", toml="[metadata\ncategory = 'x'\n")
    (dataset / "README.md").write_text("not a task")

    # A relative path: the CLI makes it absolute (cwd is tmp_path).
    added = ok(run_cli("--json", "benchmark", "add", "my-dataset", "--wait", env=env))
    assert (added["operation"], added["status"]) == ("benchmark.add", "success")
    resource = added["resource"]
    assert resource["key"] == "my-dataset" and resource["name"] == "my-dataset"
    assert resource["sync_status"] == "ready" and resource["task_count"] == 2
    assert resource["source_type"] == "local"
    assert resource["source_url"] == dataset.as_uri()
    assert added["message"] == 'Benchmark "my-dataset" (my-dataset) is ready: 2 task(s).'

    bench = detail(run_cli, env, "my-dataset")
    assert bench["sync_status"] == "ready" and bench["sync_error"] is None
    assert bench["tasks"] == [
        {"name": "count-lines", "category": "text", "difficulty": "medium"},
        {"name": "make-dir", "category": "shell", "difficulty": None},
    ]
    assert bench["unavailable_tasks"]["tasks"] == ["broken"]
    assert bench["unavailable_tasks"]["reason"].startswith("broken: invalid task.toml")
    assert bench["categories"] == [
        {"name": "shell", "task_count": 1},
        {"name": "text", "task_count": 1},
    ]
    assert bench["task_count"] == 2 and bench["category_count"] == 2
    assert bench["creator_name"] == "carol"

    # The tasks were copied into the platform's data dir: runs never depend on the source.
    copy = synced_copy(platform_server, bench, "count-lines")
    assert (copy / "instruction.md").read_text() == "Do count-lines.\n"
    (dataset / "count-lines" / "instruction.md").write_text("changed")
    assert (copy / "instruction.md").read_text() == "Do count-lines.\n"
    assert not synced_copy(platform_server, bench, "broken").exists()

    table = run_cli("benchmark", "list", env=env)
    row = table_row(table, "my-dataset")
    assert "No benchmark runs yet" in row and row.rstrip().endswith("2")

    rows = info_rows(run_cli("benchmark", "info", "my-dataset", env=env))
    assert rows["Source"] == f"local · {dataset.as_uri()}"
    assert rows["Tasks"] == "2" and rows["Categories"] == "shell (1), text (1)"
    assert rows["Pass Threshold"] == "1.0"

    # Keys are unique per workspace, the managed benchmark's included.
    again = run_cli("--json", "benchmark", "add", str(dataset), env=env)
    assert again.returncode == 1
    error = again.error()["error"]
    assert (error["code"], error["details"]["platform_code"]) == ("CONFLICT", "BENCHMARK_EXISTS")
    managed = run_cli(
        "--json", "benchmark", "add", str(dataset), "--name", "Osmosis Bench", env=env
    )
    assert managed.returncode == 1 and managed.error()["error"]["code"] == "CONFLICT"


def test_a_big_dataset_is_seen_syncing_then_ready(
    run_cli: RunCli, env: dict[str, str], tmp_path: Path
) -> None:
    count = 1500
    dataset = tmp_path / "Big Set"
    for i in range(count):
        task = dataset / "tasks" / f"task-{i:04d}"
        (task / "tests").mkdir(parents=True)
        (task / "instruction.md").write_text(f"Task {i}.\n")
        (task / "tests" / "test.sh").write_text("exit 0\n")
        (task / "task.toml").write_text(f'[metadata]\ncategory = "c{i % 3}"\n')

    added = ok(run_cli("--json", "benchmark", "add", str(dataset), env=env))
    assert added["resource"]["sync_status"] == "pending"
    assert added["resource"]["key"] == "big-set"
    assert "syncing in the background" in added["message"]

    seen = None
    for _ in range(40):
        table = run_cli("benchmark", "list", env=env)
        row = table_row(table, "big-set")
        if "Syncing · " in row:
            seen = row
            break
        assert "Queued · Waiting to start" in row, row  # never ready before syncing is seen
    assert seen is not None, "the sync was never observed in progress"
    assert f"/ {count} tasks" in seen or "/ ? tasks" in seen
    assert seen.rstrip().endswith("–")  # Tasks while syncing
    assert "is still syncing its task list" in table.stderr

    item = listed(run_cli, env, "big-set")
    assert item["sync_status"] in ("syncing", "ready")
    if item["sync_status"] == "syncing":
        assert 0 <= item["synced_task_count"] <= count

    # Resync, following it: progress lines go to stderr, the result to stdout.
    for _ in range(100):
        if listed(run_cli, env, "big-set")["sync_status"] == "ready":
            break
    resynced = run_cli("benchmark", "resync", "big-set", "--wait", env=env)
    assert resynced.returncode == 0, resynced.stderr
    assert resynced.stdout.strip() == f'Benchmark "Big Set" (big-set) is ready: {count} task(s).'
    assert "Big Set: Syncing · " in resynced.stderr and f"/ {count} tasks" in resynced.stderr
    bench = detail(run_cli, env, "big-set")
    assert bench["task_count"] == count and bench["synced_task_count"] == count
    assert bench["categories"] == [{"name": f"c{i}", "task_count": count // 3} for i in range(3)]


# ------------------------------------------------------------------------------ registry.json


def test_registry_with_local_and_pinned_git_tasks(
    run_cli: RunCli, env: dict[str, str], tmp_path: Path, platform_server: Any
) -> None:
    repo = tmp_path / "upstream"
    repo.mkdir()
    git(repo, "init", "-q", "-b", "main")
    make_task(repo, "remote-task", category="git", instruction="First version.\n")
    pinned = commit(repo, "one")
    (repo / "remote-task" / "instruction.md").write_text("Second version.\n")
    commit(repo, "two")

    make_task(tmp_path / "local-tasks", "local-task", category="text")
    registry = tmp_path / "sets" / "registry.json"
    registry.parent.mkdir()
    registry.write_text(
        json.dumps(
            [
                {
                    "name": "mini-bench",
                    "version": "1.0",
                    "description": "Two tasks, one from git.",
                    "tasks": [
                        {"name": "local-task", "path": "../local-tasks/local-task"},
                    ],
                },
                {
                    "name": "mini-bench",
                    "version": "1.1",
                    "description": "Two tasks, one from git.",
                    "tasks": [
                        {"name": "local-task", "path": "local-task"},
                        {
                            "name": "remote-task",
                            "git_url": repo.as_uri(),
                            "git_commit_id": pinned,
                            "path": "remote-task",
                        },
                    ],
                    "metrics": [{"type": "mean", "kwargs": {}}],
                },
            ]
        )
    )
    make_task(registry.parent, "local-task", category="text")

    # Several datasets and no ref, or a version the registry does not have: a clear 400.
    for ref in ((), ("--ref", "mini-bench@9.9")):
        bad = run_cli("--json", "benchmark", "add", str(registry), *ref, env=env)
        assert bad.returncode == 1
        error = bad.error()["error"]
        assert error["code"] == "VALIDATION" and error["details"]["field"] == "ref"
        assert "mini-bench@1.0, mini-bench@1.1" in error["message"]
    missing = run_cli("benchmark", "add", str(registry), "--ref", "mini-bench@9.9", env=env)
    assert missing.stderr.strip() == (
        f"Error: {registry} has no dataset mini-bench@9.9 (it has mini-bench@1.0, mini-bench@1.1)."
    )

    # A path that tries to leave the registry's directory fails the sync, nothing imported.
    escaping = run_cli(
        "--json", "benchmark", "add", str(registry), "--ref", "mini-bench@1.0", "--wait", env=env
    )
    assert escaping.returncode == 1
    escaping = escaping.json()
    assert escaping["status"] == "failed"
    assert escaping["resource"]["sync_error"] == (
        "path of task 'local-task' '../local-tasks/local-task' tries to escape its directory."
    )
    assert detail(run_cli, env, "mini-bench-1-0")["tasks"] == []

    added = ok(
        run_cli(
            "--json",
            "benchmark",
            "add",
            registry.as_uri(),
            "--ref",
            "mini-bench@1.1",
            "--wait",
            env=env,
        )
    )
    assert added["resource"]["sync_status"] == "ready", added
    assert added["resource"]["key"] == "mini-bench-1-1"
    bench = detail(run_cli, env, "mini-bench-1-1")
    assert bench["source_type"] == "harbor_registry"
    assert bench["name"] == "mini-bench 1.1" and bench["description"] == "Two tasks, one from git."
    assert [t["name"] for t in bench["tasks"]] == ["local-task", "remote-task"]
    assert bench["resolved_version"] == "1.1"
    # pinned by commit: the first version, not the repository's HEAD
    copy = synced_copy(platform_server, bench, "remote-task")
    assert (copy / "instruction.md").read_text() == "First version.\n"
    assert not (copy / ".git").exists()


# ------------------------------------------------------------------------------ a git repository


def test_git_repository_at_a_ref(
    run_cli: RunCli, env: dict[str, str], tmp_path: Path, platform_server: Any
) -> None:
    repo = tmp_path / "terminal-tasks.git-src"
    repo.mkdir()
    git(repo, "init", "-q", "-b", "main")
    (repo / "benchmark.toml").write_text(
        'name = "Terminal Tasks"\nversion = "2.1"\ndescription = "Shell tasks."\n'
        'default_harness = "terminus-2"\npass_threshold = 0.8\n'
        '[task_sets]\nquick = ["first"]\nfull = ["first", "second"]\n'
        '[task_set_info.quick]\nrecommended = true\ndescription = "One quick task."\n'
    )
    make_task(repo / "tasks", "first", category="shell", difficulty="easy")
    make_task(repo / "tasks", "second", category="git", difficulty="hard")
    tagged = commit(repo, "v2.1")
    git(repo, "tag", "v2.1")
    make_task(repo / "tasks", "third", category="git", difficulty="hard")
    head = commit(repo, "more")

    url = repo.as_uri()
    added = ok(run_cli("--json", "benchmark", "add", url, "--ref", "v2.1", "--wait", env=env))
    resource = added["resource"]
    assert (resource["key"], resource["sync_status"]) == ("terminal-tasks-git-src-v2-1", "ready")
    key = resource["key"]
    bench = detail(run_cli, env, key)
    assert bench["source_type"] == "git" and bench["source_url"] == url
    assert bench["resolved_version"] == tagged
    assert bench["description"] == "Shell tasks."
    assert bench["default_harness"] == "terminus-2" and bench["pass_threshold"] == 0.8
    assert [t["name"] for t in bench["tasks"]] == ["first", "second"]
    sets = {s["name"]: s for s in bench["task_sets"]}
    assert sets["quick"]["task_count"] == 1 and sets["quick"]["recommended"] is True
    assert sets["full"]["task_count"] == 2

    table = run_cli("benchmark", "info", key, env=env)
    rows = info_rows(table)
    assert rows["Source"] == f"git · {url}"
    assert rows["Named Task Sets"] == "full (2), quick (1, recommended)"
    assert rows["Harness"] == "Optional (default: terminus-2)"
    assert rows["Pass Threshold"] == "0.8"
    assert rows["Categories"] == "git (1), shell (1)"
    assert "Published scores use the terminus-2 harness" in table.stderr

    # Without a ref: the default branch's head.
    latest = ok(run_cli("--json", "benchmark", "add", url, "--name", "Latest", "--wait", env=env))
    assert latest["resource"]["task_count"] == 3
    assert detail(run_cli, env, "latest")["resolved_version"] == head

    # A ref the repository does not have fails the sync readably.
    nope = run_cli("--json", "benchmark", "add", url, "--ref", "v9", "--wait", env=env)
    assert nope.returncode == 1
    assert nope.json()["resource"]["sync_error"] == f"git ref 'v9' was not found in {url}."


# ------------------------------------------------------------------------------ bad input


def test_bad_sources_fail_with_a_readable_error(
    run_cli: RunCli, env: dict[str, str], tmp_path: Path
) -> None:
    gone = tmp_path / "no-such-dataset"
    failed = run_cli("--json", "benchmark", "add", str(gone), "--wait", env=env)
    assert failed.returncode == 1
    doc = failed.json()
    assert (doc["operation"], doc["status"]) == ("benchmark.add", "failed")
    error = f"source directory {gone} does not exist."
    assert doc["resource"]["sync_error"] == error
    assert (
        doc["message"] == f'Benchmark "no-such-dataset" (no-such-dataset) failed to sync: {error}'
    )
    assert doc["next_steps_structured"][0]["command"] == "osmosis benchmark resync no-such-dataset"

    item = listed(run_cli, env, "no-such-dataset")
    assert (item["sync_status"], item["sync_error"], item["task_count"]) == ("failed", error, None)
    table = run_cli("benchmark", "list", env=env)
    row = table_row(table, "no-such-dataset")
    assert f"Failed · {error}" in row and row.rstrip().endswith("unavailable")
    assert (
        f"no-such-dataset is not runnable: {error.rstrip('.')}. Retry its sync with "
        "osmosis benchmark resync no-such-dataset"
    ) in table.stderr

    # A git URL that cannot be cloned (no network here, and .invalid never resolves).
    url = "https://git.invalid/org/tasks.git"
    cloned = run_cli("--json", "benchmark", "add", url, "--wait", env=env)
    assert cloned.returncode == 1
    assert cloned.json()["resource"]["sync_error"].startswith(f"could not clone {url}: ")

    # A dataset whose tasks all lack instruction.md or tests: nothing usable, a failed sync.
    empty = tmp_path / "incomplete"
    (empty / "a").mkdir(parents=True)
    (empty / "a" / "task.toml").write_text("[metadata]\n")
    (empty / "b" / "tests").mkdir(parents=True)
    (empty / "b" / "task.toml").write_text("[metadata]\n")
    (empty / "b" / "instruction.md").write_text("b")
    incomplete = run_cli("--json", "benchmark", "add", str(empty), "--wait", env=env)
    assert incomplete.json()["resource"]["sync_error"] == (
        "no usable tasks (2 unavailable: a: missing instruction.md; b: missing tests/test.sh)"
    )

    # A symlink out of a task, and a registry task name that climbs out: rejected.
    sneaky = tmp_path / "sneaky"
    make_task(sneaky, "ok")
    (sneaky / "ok" / "tests" / "secret").symlink_to("/etc/hostname")
    linked = run_cli("--json", "benchmark", "add", str(sneaky), "--wait", env=env)
    assert linked.json()["resource"]["sync_error"] == (
        "task 'ok': symlink tests/secret -> /etc/hostname points outside the task directory."
    )
    registry = tmp_path / "evil" / "registry.json"
    make_task(registry.parent, "t")
    registry.write_text(json.dumps([{"name": "evil", "tasks": [{"name": "../../t", "path": "t"}]}]))
    climbing = run_cli("--json", "benchmark", "add", str(registry), "--wait", env=env)
    assert climbing.json()["resource"]["sync_error"] == (
        "task name '../../t' tries to escape its directory."
    )
    for key in ("sneaky", "evil"):
        bench = detail(run_cli, env, key)
        assert bench["sync_status"] == "failed" and bench["tasks"] == []

    # Cheap checks answer at once, naming the field.
    for args, field, text in (
        (("terminal-bench@2.0",), "source", "Harbor Hub"),
        (("ftp://example.com/tasks",), "source", "unsupported scheme"),
        ((str(sneaky), "--ref", "main"), "ref", "A ref applies to git repositories"),
        ((url, "--ref=--upload-pack=touch"), "ref", "is not a branch, tag or commit"),
        ((str(sneaky), "--name", "!!!"), "name", "no letters or digits"),
    ):
        bad = run_cli("--json", "benchmark", "add", *args, env=env)
        assert bad.returncode == 1, args
        error = bad.error()["error"]
        assert (error["code"], error["details"]["field"]) == ("VALIDATION", field), error
        assert text in error["message"]


def test_failed_resync_keeps_the_previous_task_list(
    run_cli: RunCli, env: dict[str, str], tmp_path: Path
) -> None:
    dataset = tmp_path / "moving"
    make_task(dataset, "one")
    make_task(dataset, "two")
    ok(run_cli("--json", "benchmark", "add", str(dataset), "--wait", env=env))
    before = detail(run_cli, env, "moving")
    assert [t["name"] for t in before["tasks"]] == ["one", "two"]

    moved = tmp_path / "moved"
    dataset.rename(moved)
    failed = run_cli("benchmark", "resync", "moving", "--wait", env=env)
    assert failed.returncode == 1
    assert failed.stdout.strip() == (
        f'Benchmark "moving" (moving) failed to sync: source directory {dataset} does not exist.'
    )
    after = detail(run_cli, env, "moving")
    assert after["sync_status"] == "failed"
    assert (
        after["tasks"] == before["tasks"] and after["resolved_digest"] == before["resolved_digest"]
    )
    assert after["task_count"] == 2

    moved.rename(dataset)
    make_task(dataset, "three")
    again = ok(run_cli("--json", "benchmark", "resync", "moving", "--wait", env=env))
    assert (again["operation"], again["status"]) == ("benchmark.resync", "success")
    assert again["resource"]["task_count"] == 3

    # The managed benchmark is never resynced by a workspace.
    managed = run_cli("--json", "benchmark", "resync", "osmosis-bench", env=env)
    assert managed.returncode == 1
    assert managed.error()["error"]["details"]["platform_code"] == "BENCHMARK_MANAGED"


def test_remove(run_cli: RunCli, env: dict[str, str], tmp_path: Path) -> None:
    dataset = tmp_path / "doomed"
    make_task(dataset, "one")
    ok(run_cli("--json", "benchmark", "add", str(dataset), "--wait", env=env))

    asked = run_cli("--json", "benchmark", "remove", "doomed", env=env)
    assert asked.returncode == 1
    assert asked.error()["error"]["code"] == "INTERACTIVE_REQUIRED"
    declined = run_cli("benchmark", "remove", "doomed", env=env, input="n\n")
    assert declined.returncode == 1  # not a terminal: no prompt, the same refusal

    removed = ok(run_cli("--json", "benchmark", "remove", "doomed", "-y", env=env))
    assert (removed["operation"], removed["status"]) == ("benchmark.remove", "success")
    assert removed["resource"]["key"] == "doomed" and removed["resource"]["deleted"] is True
    assert "doomed" not in {
        i["key"] for i in ok(run_cli("--json", "benchmark", "list", env=env))["items"]
    }
    gone = run_cli("--json", "benchmark", "info", "doomed", env=env)
    assert gone.returncode == 1 and gone.error()["error"]["code"] == "NOT_FOUND"

    # The key is free again.
    ok(run_cli("--json", "benchmark", "add", str(dataset), "--wait", env=env))

    managed = run_cli("benchmark", "remove", "osmosis-bench", "-y", env=env)
    assert managed.returncode == 1
    assert managed.stderr.strip() == (
        "Error: Benchmark osmosis-bench is managed by the platform and cannot be removed."
    )
    as_json = run_cli("--json", "benchmark", "remove", "osmosis-bench", "-y", env=env)
    error = as_json.error()["error"]
    assert (error["code"], error["details"]["platform_code"]) == ("CONFLICT", "BENCHMARK_MANAGED")


# ------------------------------------------------------------------------------ benchmarks off


def test_benchmarks_switched_off_for_one_workspace_only(
    run_cli: RunCli, platform_server: Any, tmp_path: Path
) -> None:
    off, on = f"off-{uuid4().hex[:8]}", f"on-{uuid4().hex[:8]}"
    off_env = platform_server.env(user="dave", workspace=off)
    on_env = platform_server.env(user="dave", workspace=on)
    dataset = tmp_path / "ds"
    make_task(dataset, "one")
    for each in (off_env, on_env):
        ok(run_cli("--json", "benchmark", "add", str(dataset), "--wait", env=each))
    # the submission's secret exists, so submit gets as far as the platform
    stored = run_cli(
        "--json", "secret", "set", "OPENAI_API_KEY", "--env", "SRC", env={**off_env, "SRC": "x"}
    )
    assert stored.returncode == 0, stored.stderr
    config = tmp_path / "bench.toml"
    config.write_text(
        '[experiment]\nbenchmark = "osmosis-bench"\n\n[[agents]]\nharness = "oracle"\n'
        '[agents.model]\ntype = "provider"\nmodel = "openai/gpt-5.2"\n'
        'api_key_secret = "OPENAI_API_KEY"\n'
    )

    platform_server.admin("workspace", "update", off, "--benchmarks", "off")

    commands = [
        ("benchmark", "list"),
        ("benchmark", "info", "osmosis-bench"),
        ("benchmark", "submit", str(config), "-y"),
        ("benchmark", "runs", "list"),
        ("benchmark", "runs", "info", "some-run"),
        ("benchmark", "runs", "logs", "some-run"),
        ("benchmark", "runs", "stop", "some-run", "-y"),
        ("benchmark", "add", str(dataset), "--name", "another"),
        ("benchmark", "resync", "ds"),
        ("benchmark", "remove", "ds", "-y"),
    ]
    for command in commands:
        text = run_cli(*command, env=off_env)
        assert text.returncode == 1, command
        assert text.stderr.strip().splitlines()[-1] == f"Error: {DISABLED}", command
        as_json = run_cli("--json", *command, env=off_env)
        assert as_json.returncode == 1, command
        error = as_json.error()["error"]
        assert error["message"] == DISABLED, command
        assert error["details"]["status_code"] == 403, command
        assert error["details"]["platform_code"] == "BENCHMARKS_NOT_ENABLED", command

    # The other workspace is unaffected.
    keys = {i["key"] for i in ok(run_cli("--json", "benchmark", "list", env=on_env))["items"]}
    assert {"osmosis-bench", "ds"} <= keys
    assert detail(run_cli, on_env, "ds")["sync_status"] == "ready"

    platform_server.admin("workspace", "update", off, "--benchmarks", "on")
    assert ok(run_cli("--json", "benchmark", "list", env=off_env))["items"]
