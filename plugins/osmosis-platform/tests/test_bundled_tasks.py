"""The bundled `osmosis-bench` benchmark: structure, metadata and verifier behaviour.

Behaviour is checked without Docker: every task script reads its sandbox paths from
`APP_DIR`, `TESTS_DIR` and `LOGS_DIR` (defaults `/app`, `/tests`, `/logs`), so each task is
seeded, solved and verified inside a temporary directory.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tomllib
from collections.abc import Callable
from pathlib import Path

import pytest

BENCH_DIR = Path(__file__).resolve().parents[1] / "osmosis_platform" / "bundled" / "osmosis-bench"
TASKS_DIR = BENCH_DIR / "tasks"
TASK_NAMES = sorted(p.name for p in TASKS_DIR.iterdir() if p.is_dir()) if TASKS_DIR.is_dir() else []
EXPECTED_TASKS = ["csv-column-sum", "git-fix-commit-author", "sqlite-top-customers"]

REQUIRED_FILES = (
    "instruction.md",
    "task.toml",
    "environment/Dockerfile",
    "environment/seed.sh",
    "tests/test.sh",
    "solution/solve.sh",
)
SCRIPTS = ("environment/seed.sh", "tests/test.sh", "solution/solve.sh")
DIFFICULTIES = {"easy", "medium", "hard"}
CATEGORIES = {"shell-and-files", "text-processing", "git", "python", "sqlite", "debugging"}
# Data the verifier recomputes from: the copy under tests/ must equal the seeded original.
PRISTINE_COPIES = {
    "csv-column-sum": "sales.csv",
    "sqlite-top-customers": "seed.sql",
}
SCRIPT_TIMEOUT = 60


def test_the_smoke_tasks_are_bundled() -> None:
    assert TASK_NAMES == EXPECTED_TASKS


# --- structure ------------------------------------------------------------------------------


@pytest.mark.parametrize("task", EXPECTED_TASKS)
def test_task_has_required_files(task: str) -> None:
    task_dir = TASKS_DIR / task
    missing = [name for name in REQUIRED_FILES if not (task_dir / name).is_file()]
    assert missing == []


@pytest.mark.parametrize("task", EXPECTED_TASKS)
def test_task_toml_is_valid(task: str) -> None:
    config = tomllib.loads((TASKS_DIR / task / "task.toml").read_text(encoding="utf-8"))
    assert config["schema_version"] == "1.4"
    metadata = config["metadata"]
    assert metadata["difficulty"] in DIFFICULTIES
    assert metadata["category"] in CATEGORIES
    assert metadata["author_name"].strip()
    assert metadata["tags"]
    assert all(isinstance(tag, str) and tag for tag in metadata["tags"])
    assert 0 < config["verifier"]["timeout_sec"] <= 600
    assert 0 < config["agent"]["timeout_sec"] <= 3600
    environment = config["environment"]
    assert environment["network_mode"] == "no-network"
    assert "allow_internet" not in environment  # deprecated spelling of network_mode
    assert environment["workdir"] == "/app"
    for field in ("build_timeout_sec", "cpus", "memory_mb", "storage_mb"):
        assert isinstance(environment[field], int)
        assert environment[field] > 0, field


def test_tasks_cover_three_different_categories() -> None:
    categories = {
        tomllib.loads((TASKS_DIR / task / "task.toml").read_text(encoding="utf-8"))["metadata"][
            "category"
        ]
        for task in EXPECTED_TASKS
    }
    assert len(categories) == len(EXPECTED_TASKS)


@pytest.mark.parametrize("task", EXPECTED_TASKS)
def test_instruction_is_substantial_and_speaks_of_app(task: str) -> None:
    text = (TASKS_DIR / task / "instruction.md").read_text(encoding="utf-8")
    assert len(text.split()) >= 60
    assert text.startswith("# ")
    assert "/app" in text
    assert "APP_DIR" not in text  # the agent only ever sees sandbox paths


@pytest.mark.parametrize("task", EXPECTED_TASKS)
@pytest.mark.parametrize("script", SCRIPTS)
def test_script_is_executable_bash_with_path_overrides(task: str, script: str) -> None:
    path = TASKS_DIR / task / script
    assert os.access(path, os.X_OK), f"{script} is not executable"
    text = path.read_text(encoding="utf-8")
    assert text.startswith("#!/usr/bin/env bash\n") or text.startswith("#!/bin/bash\n")
    assert 'APP_DIR="${APP_DIR:-/app}"' in text
    if script == "tests/test.sh":
        assert 'TESTS_DIR="${TESTS_DIR:-/tests}"' in text
        assert 'LOGS_DIR="${LOGS_DIR:-/logs}"' in text
        assert "set -e" not in text  # a failing check must still leave a reward


@pytest.mark.parametrize("task", EXPECTED_TASKS)
def test_dockerfile_is_debian_and_runs_the_seed_script(task: str) -> None:
    text = (TASKS_DIR / task / "environment" / "Dockerfile").read_text(encoding="utf-8")
    lines = [line.strip() for line in text.splitlines()]
    assert lines[0] == "FROM debian:bookworm-slim"
    assert "WORKDIR /app" in lines
    for tool in ("bash", "coreutils", "python3", "git", "sqlite3"):
        assert f" {tool}" in text
    assert any(line.startswith("COPY ") and "seed.sh" in line for line in lines)
    assert any(line.startswith("RUN ") and "seed.sh" in line for line in lines)
    # Every file the seed script reads next to it must be copied into the image.
    copied = " ".join(line for line in lines if line.startswith("COPY "))
    for extra in (TASKS_DIR / task / "environment").iterdir():
        if extra.name != "Dockerfile":
            assert extra.name in copied, f"{extra.name} is not copied into the image"


@pytest.mark.parametrize(("task", "name"), sorted(PRISTINE_COPIES.items()))
def test_verifier_data_is_a_pristine_copy_of_the_seed_data(task: str, name: str) -> None:
    original = TASKS_DIR / task / "environment" / name
    copy = TASKS_DIR / task / "tests" / name
    assert copy.read_bytes() == original.read_bytes()


# --- benchmark metadata ---------------------------------------------------------------------


def load_benchmark() -> dict:
    return tomllib.loads((BENCH_DIR / "benchmark.toml").read_text(encoding="utf-8"))


def test_benchmark_toml_fields() -> None:
    bench = load_benchmark()
    assert bench["key"] == "osmosis-bench"
    assert bench["name"] == "Osmosis Bench"
    assert bench["description"].strip()
    assert bench["version"] == "1.0.0"
    assert bench["source_url"] == "bundled:osmosis-bench"
    assert bench["default_harness"] == "terminus-2"
    assert bench["pass_threshold"] == 1.0
    assert bench["requires_judge_model"] is False
    assert bench["requires_judge_api_key"] is False


def test_every_task_set_names_existing_tasks_and_is_described() -> None:
    bench = load_benchmark()
    task_sets = bench["task_sets"]
    assert task_sets
    assert set(bench["task_set_info"]) == set(task_sets)
    for name, tasks in task_sets.items():
        assert tasks, name
        assert len(tasks) == len(set(tasks)), f"{name} lists a task twice"
        assert set(tasks) <= set(TASK_NAMES), f"{name} names unknown tasks"
        info = bench["task_set_info"][name]
        assert info["description"].strip()
        assert isinstance(info["recommended"], bool)


def test_smoke_set_has_exactly_three_tasks() -> None:
    smoke = load_benchmark()["task_sets"]["smoke"]
    assert sorted(smoke) == EXPECTED_TASKS


def test_readme_lists_every_task_with_category_and_difficulty() -> None:
    readme = (BENCH_DIR / "README.md").read_text(encoding="utf-8")
    rows = {
        line.split("|")[1].strip(): line for line in readme.splitlines() if line.startswith("| `")
    }
    for task in TASK_NAMES:
        row = rows.get(f"`{task}`")
        assert row is not None, f"{task} is missing from the README"
        metadata = tomllib.loads((TASKS_DIR / task / "task.toml").read_text(encoding="utf-8"))[
            "metadata"
        ]
        cells = [cell.strip() for cell in row.split("|")]
        assert cells[2] == metadata["category"]
        assert cells[3] == metadata["difficulty"]
        assert len(cells[4]) > 20
    assert "environment/seed.sh" in readme


# --- behaviour without Docker ---------------------------------------------------------------


class Sandbox:
    """One task copied into a temporary directory, with the sandbox paths redirected."""

    def __init__(self, task: str, root: Path) -> None:
        self.task_dir = root / "task"
        shutil.copytree(TASKS_DIR / task, self.task_dir)
        self.app = root / "app"
        self.logs = root / "logs"
        self.env = {
            **os.environ,
            "APP_DIR": str(self.app),
            "TESTS_DIR": str(self.task_dir / "tests"),
            "LOGS_DIR": str(self.logs),
            "GIT_CONFIG_GLOBAL": os.devnull,
            "GIT_CONFIG_NOSYSTEM": "1",
            "LC_ALL": "C",
        }

    def run(self, script: str, *, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(self.task_dir / script)],
            cwd=cwd or self.app,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=SCRIPT_TIMEOUT,
            check=False,
        )

    def seed(self) -> None:
        result = self.run("environment/seed.sh", cwd=self.task_dir)
        assert result.returncode == 0, result.stderr
        assert self.app.is_dir()

    def solve(self) -> None:
        result = self.run("solution/solve.sh")
        assert result.returncode == 0, result.stderr

    def reward(self) -> str:
        reward_file = self.logs / "verifier" / "reward.txt"
        reward_file.unlink(missing_ok=True)
        result = self.run("tests/test.sh", cwd=self.app if self.app.is_dir() else self.task_dir)
        assert result.returncode == 0, result.stderr
        assert reward_file.is_file(), f"no reward written\n{result.stdout}\n{result.stderr}"
        assert not (self.logs / "verifier" / "reward.json").exists()
        return reward_file.read_text(encoding="utf-8").strip()

    def git(self, *args: str) -> str:
        result = subprocess.run(
            ["git", "-C", str(self.app / "repo"), *args],
            env=self.env,
            capture_output=True,
            text=True,
            check=True,
        )
        return result.stdout


@pytest.fixture
def sandbox_for(tmp_path: Path) -> Callable[[str], Sandbox]:
    def make(task: str) -> Sandbox:
        sandbox = Sandbox(task, tmp_path)
        sandbox.seed()
        return sandbox

    return make


@pytest.mark.parametrize("task", EXPECTED_TASKS)
def test_untouched_environment_scores_zero(
    task: str, sandbox_for: Callable[[str], Sandbox]
) -> None:
    assert sandbox_for(task).reward() == "0"


@pytest.mark.parametrize("task", EXPECTED_TASKS)
def test_reference_solution_scores_one(task: str, sandbox_for: Callable[[str], Sandbox]) -> None:
    sandbox = sandbox_for(task)
    sandbox.solve()
    assert sandbox.reward() == "1"


@pytest.mark.parametrize("task", EXPECTED_TASKS)
def test_verifier_writes_zero_when_the_workdir_is_missing(task: str, tmp_path: Path) -> None:
    sandbox = Sandbox(task, tmp_path)  # never seeded: /app does not exist at all
    assert sandbox.reward() == "0"


def test_verifier_replaces_a_stale_reward(sandbox_for: Callable[[str], Sandbox]) -> None:
    sandbox = sandbox_for("csv-column-sum")
    (sandbox.logs / "verifier").mkdir(parents=True)
    stale = sandbox.logs / "verifier" / "reward.txt"
    stale.write_text("1\n", encoding="utf-8")
    result = sandbox.run("tests/test.sh")
    assert result.returncode == 0
    assert stale.read_text(encoding="utf-8").strip() == "0"


# Wrong answers: plausible mistakes an agent could make. Each must score 0.


def csv_naive_split(sandbox: Sandbox) -> None:
    """Split lines on commas instead of parsing CSV (breaks on quoted fields)."""
    totals: dict[str, float] = {}
    lines = (sandbox.app / "sales.csv").read_text(encoding="utf-8").splitlines()[1:]
    for line in lines:
        fields = line.split(",")
        try:
            amount = float(fields[-1].strip('"'))
        except ValueError:
            continue
        totals[fields[2]] = totals.get(fields[2], 0.0) + amount
    text = "".join(f"{region},{totals[region]:.2f}\n" for region in sorted(totals))
    (sandbox.app / "totals.txt").write_text(text, encoding="utf-8")


def csv_line_sorted(sandbox: Sandbox) -> None:
    """Correct totals, but sorted as whole lines, which puts `North East` before `North`."""
    sandbox.solve()
    path = sandbox.app / "totals.txt"
    lines = sorted(path.read_text(encoding="utf-8").splitlines())
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def csv_with_header(sandbox: Sandbox) -> None:
    sandbox.solve()
    path = sandbox.app / "totals.txt"
    path.write_text("region,total\n" + path.read_text(encoding="utf-8"), encoding="utf-8")


def csv_edit_the_data(sandbox: Sandbox) -> None:
    """Rewrite sales.csv so a trivial answer matches it: the verifier must not be fooled."""
    (sandbox.app / "sales.csv").write_text(
        "order_id,order_date,region,customer,amount\n1,2026-01-01,North,X,1.00\n",
        encoding="utf-8",
    )
    (sandbox.app / "totals.txt").write_text("North,1.00\n", encoding="utf-8")


def git_amend_head_only(sandbox: Sandbox) -> None:
    """Fix only the most recent commit."""
    sandbox.git("commit", "--amend", "--no-edit", "--author=Dana Dev <dev@example.com>")


def git_reset_dates(sandbox: Sandbox) -> None:
    """Fix the emails but let the author dates change (--reset-author)."""
    sandbox.git(
        "-c",
        "user.email=dev@example.com",
        "rebase",
        "--quiet",
        "HEAD~3",
        "--exec",
        "GIT_AUTHOR_DATE='2030-01-01T00:00:00+00:00' git commit --amend --no-edit --reset-author",
    )


def git_squash(sandbox: Sandbox) -> None:
    """Replace the three commits by one with the right author and the final tree."""
    sandbox.git("reset", "--soft", "HEAD~3")
    sandbox.git(
        "-c",
        "user.email=dev@example.com",
        "commit",
        "--quiet",
        "-m",
        "Make counting case-insensitive",
    )


def git_rewrite_everything(sandbox: Sandbox) -> None:
    """Fix the emails, then recreate every commit (new committer dates change the old hashes)."""
    sandbox.solve()
    sandbox.git("rebase", "--quiet", "--root", "--force-rebase")


def sqlite_include_cancelled(sandbox: Sandbox) -> None:
    (sandbox.app / "top.txt").write_text(
        "Emil Novak\t251.50\nCarlos Mendes\t190.98\nHana Ito\t151.00\n", encoding="utf-8"
    )


def sqlite_list_price(sandbox: Sandbox) -> None:
    """Uses products.list_price_cents instead of the price on the order line."""
    (sandbox.app / "top.txt").write_text(
        "Ada Lovelace\t137.99\nCarlos Mendes\t136.98\nFarah Khan\t118.48\n", encoding="utf-8"
    )


def sqlite_cents_not_dollars(sandbox: Sandbox) -> None:
    sandbox.solve()
    path = sandbox.app / "top.txt"
    lines = [line.split("\t") for line in path.read_text(encoding="utf-8").splitlines()]
    path.write_text(
        "".join(f"{name}\t{total.replace('.', '')}\n" for name, total in lines), encoding="utf-8"
    )


def sqlite_comma_separated(sandbox: Sandbox) -> None:
    sandbox.solve()
    path = sandbox.app / "top.txt"
    path.write_text(path.read_text(encoding="utf-8").replace("\t", ","), encoding="utf-8")


def sqlite_top_four(sandbox: Sandbox) -> None:
    sandbox.solve()
    path = sandbox.app / "top.txt"
    path.write_text(path.read_text(encoding="utf-8") + "Brook Tanaka\t103.41\n", encoding="utf-8")


WRONG_ANSWERS: dict[str, list[Callable[[Sandbox], None]]] = {
    "csv-column-sum": [csv_naive_split, csv_line_sorted, csv_with_header, csv_edit_the_data],
    "git-fix-commit-author": [
        git_amend_head_only,
        git_reset_dates,
        git_squash,
        git_rewrite_everything,
    ],
    "sqlite-top-customers": [
        sqlite_include_cancelled,
        sqlite_list_price,
        sqlite_cents_not_dollars,
        sqlite_comma_separated,
        sqlite_top_four,
    ],
}
WRONG_CASES = [(task, wrong) for task, wrongs in WRONG_ANSWERS.items() for wrong in wrongs]


@pytest.mark.parametrize(("task", "wrong"), WRONG_CASES, ids=[w.__name__ for _, w in WRONG_CASES])
def test_wrong_answer_scores_zero(
    task: str, wrong: Callable[[Sandbox], None], sandbox_for: Callable[[str], Sandbox]
) -> None:
    sandbox = sandbox_for(task)
    wrong(sandbox)
    assert sandbox.reward() == "0"


def test_every_task_has_a_wrong_answer_case() -> None:
    assert sorted(WRONG_ANSWERS) == EXPECTED_TASKS


# --- git task specifics ---------------------------------------------------------------------


def test_git_seed_is_deterministic_and_matches_the_verifier(tmp_path: Path) -> None:
    expected = json.loads(
        (TASKS_DIR / "git-fix-commit-author" / "tests" / "expected.json").read_text(
            encoding="utf-8"
        )
    )
    heads = []
    for run in ("first", "second"):
        (tmp_path / run).mkdir()
        sandbox = Sandbox("git-fix-commit-author", tmp_path / run)
        sandbox.seed()
        hashes = sandbox.git("rev-list", "--reverse", "main").split()
        assert hashes == [commit["original_commit"] for commit in expected["commits"]]
        emails = sandbox.git("log", "--reverse", "--format=%ae", "main").split()
        assert emails == ["dev@example.com"] * 3 + ["dana@laptop.local"] * 3
        heads.append(hashes[-1])
    assert heads[0] == heads[1]


def test_git_common_rebase_approach_passes(sandbox_for: Callable[[str], Sandbox]) -> None:
    """The usual interactive-rebase recipe must be accepted, not just the reference script."""
    sandbox = sandbox_for("git-fix-commit-author")
    sandbox.git(
        "rebase",
        "--quiet",
        "HEAD~3",
        "--exec",
        'git commit --amend --no-edit --author="Dana Dev <dev@example.com>"',
    )
    assert sandbox.reward() == "1"
