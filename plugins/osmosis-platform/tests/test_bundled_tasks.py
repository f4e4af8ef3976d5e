"""The bundled `osmosis-bench` benchmark: structure, metadata and verifier behaviour.

Behaviour is checked without Docker: every task script reads its sandbox paths from
`APP_DIR`, `TESTS_DIR` and `LOGS_DIR` (defaults `/app`, `/tests`, `/logs`), so each task is
seeded, solved and verified inside a temporary directory, in a clean environment (no user
git configuration, a throw-away HOME, `PATH=/usr/bin:/bin` where the system Python lives).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import sqlite3
import subprocess
import time
import tomllib
from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest

BENCH_DIR = Path(__file__).resolve().parents[1] / "osmosis_platform" / "bundled" / "osmosis-bench"
TASKS_DIR = BENCH_DIR / "tasks"
TASK_NAMES = sorted(p.name for p in TASKS_DIR.iterdir() if p.is_dir()) if TASKS_DIR.is_dir() else []
SMOKE_TASKS = ["csv-column-sum", "git-fix-commit-author", "sqlite-top-customers"]

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
PRISTINE_COPIES = [
    ("csv-column-sum", "sales.csv", "sales.csv"),
    ("sqlite-top-customers", "seed.sql", "seed.sql"),
    ("sqlite-running-balance", "seed.sql", "seed.sql"),
    ("sqlite-schema-migration", "crm_v1.sql", "crm_v1.sql"),
    ("text-json-to-csv", "orders.json", "orders.json"),
    ("text-log-report", "access.log", "access.log"),
    ("text-log-report", "access.log.1", "access.log.1"),
    ("text-log-report", "access.log.2", "access.log.2"),
    ("debug-build-script", "site/layout.html", "projects/main/layout.html"),
    ("debug-build-script", "site/pages", "projects/main/pages"),
    ("debug-build-script", "site/static", "projects/main/static"),
]
SCRIPT_TIMEOUT = 60
# A clean PATH with the system Python (3.11 on Debian 12) when there is one.
CLEAN_PATH = "/usr/bin:/bin" if Path("/usr/bin/python3").exists() else os.environ["PATH"]
QUIET_GIT = {"GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1"}


def task_toml(task: str) -> dict:
    return tomllib.loads((TASKS_DIR / task / "task.toml").read_text(encoding="utf-8"))


# --- the task list ---------------------------------------------------------------------------


def test_the_benchmark_has_enough_tasks_in_enough_categories() -> None:
    assert len(TASK_NAMES) >= 15
    assert set(SMOKE_TASKS) <= set(TASK_NAMES)
    categories = Counter(task_toml(task)["metadata"]["category"] for task in TASK_NAMES)
    assert len(categories) >= 4
    assert set(categories) <= CATEGORIES
    # Every category that is used has at least two tasks, and at least five are used.
    assert sum(1 for count in categories.values() if count >= 2) >= 5
    difficulties = Counter(task_toml(task)["metadata"]["difficulty"] for task in TASK_NAMES)
    assert difficulties["easy"] >= 4
    assert difficulties["medium"] >= 5
    assert difficulties["hard"] >= 3


def test_every_task_name_is_a_plain_slug() -> None:
    for task in TASK_NAMES:
        assert task == task.lower() and task.replace("-", "").isalnum(), task


# --- structure ------------------------------------------------------------------------------


@pytest.mark.parametrize("task", TASK_NAMES)
def test_task_has_required_files(task: str) -> None:
    task_dir = TASKS_DIR / task
    missing = [name for name in REQUIRED_FILES if not (task_dir / name).is_file()]
    assert missing == []


@pytest.mark.parametrize("task", TASK_NAMES)
def test_task_toml_is_valid(task: str) -> None:
    config = task_toml(task)
    assert config["schema_version"] == "1.4"
    metadata = config["metadata"]
    assert metadata["difficulty"] in DIFFICULTIES
    assert metadata["category"] in CATEGORIES
    assert metadata["author_name"].strip()
    assert metadata["tags"]
    assert all(isinstance(tag, str) and tag for tag in metadata["tags"])
    assert isinstance(metadata["expert_time_estimate_min"], int)
    assert metadata["expert_time_estimate_min"] > 0
    assert 0 < config["verifier"]["timeout_sec"] <= 600
    assert 0 < config["agent"]["timeout_sec"] <= 3600
    environment = config["environment"]
    assert environment["network_mode"] == "no-network"
    assert "allow_internet" not in environment  # deprecated spelling of network_mode
    assert environment["workdir"] == "/app"
    for field in ("build_timeout_sec", "cpus", "memory_mb", "storage_mb"):
        assert isinstance(environment[field], int)
        assert environment[field] > 0, field


@pytest.mark.parametrize("task", TASK_NAMES)
def test_instruction_is_substantial_and_speaks_of_app(task: str) -> None:
    text = (TASKS_DIR / task / "instruction.md").read_text(encoding="utf-8")
    assert len(text.split()) >= 60
    assert text.startswith("# ")
    assert "/app" in text
    for leak in ("APP_DIR", "TESTS_DIR", "LOGS_DIR", "solve.sh"):
        assert leak not in text  # the agent only ever sees sandbox paths, never the checks
    assert re.search(r"(?<!/app)/tests\b", text) is None


@pytest.mark.parametrize("task", TASK_NAMES)
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
        # The reward starts at 0 and is only raised after the checks.
        assert text.index('echo 0 > "$REWARD_FILE"') < text.index('echo 1 > "$REWARD_FILE"')
    else:
        assert "set -euo pipefail" in text


@pytest.mark.parametrize("task", TASK_NAMES)
def test_dockerfile_is_debian_and_runs_the_seed_script(task: str) -> None:
    text = (TASKS_DIR / task / "environment" / "Dockerfile").read_text(encoding="utf-8")
    lines = [line.strip() for line in text.splitlines()]
    assert lines[0] == "FROM debian:bookworm-slim"
    assert "WORKDIR /app" in lines
    for tool in ("bash", "coreutils", "python3", "git", "sqlite3"):
        assert f" {tool}" in text
    assert "curl" not in text and "pip " not in text  # nothing is fetched at build time
    assert any(line.startswith("COPY ") and "seed.sh" in line for line in lines)
    assert any(line.startswith("RUN ") and "seed.sh" in line for line in lines)
    # Every file the seed script reads next to it must be copied into the image.
    copied = {
        word.rstrip("/")
        for line in lines
        if line.startswith("COPY ")
        for word in line.split()[1:-1]
    }
    for extra in (TASKS_DIR / task / "environment").iterdir():
        if extra.name != "Dockerfile":
            assert extra.name in copied, f"{extra.name} is not copied into the image"


def tree_bytes(root: Path) -> dict[str, bytes]:
    if root.is_file():
        return {"": root.read_bytes()}
    return {
        str(path.relative_to(root)): path.read_bytes() for path in root.rglob("*") if path.is_file()
    }


@pytest.mark.parametrize(
    ("task", "original", "copy"), PRISTINE_COPIES, ids=[f"{t}:{c}" for t, _, c in PRISTINE_COPIES]
)
def test_verifier_data_is_a_pristine_copy_of_the_seed_data(
    task: str, original: str, copy: str
) -> None:
    seeded = tree_bytes(TASKS_DIR / task / "environment" / original)
    assert seeded
    assert tree_bytes(TASKS_DIR / task / "tests" / copy) == seeded


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
    bench = load_benchmark()
    assert sorted(bench["task_sets"]["smoke"]) == SMOKE_TASKS
    assert bench["task_set_info"]["smoke"]["recommended"] is True


def test_full_set_lists_every_task() -> None:
    bench = load_benchmark()
    assert sorted(bench["task_sets"]["full"]) == TASK_NAMES
    assert bench["task_set_info"]["full"]["recommended"] is False


def test_readme_lists_every_task_with_category_and_difficulty() -> None:
    readme = (BENCH_DIR / "README.md").read_text(encoding="utf-8")
    rows = {
        line.split("|")[1].strip(): line for line in readme.splitlines() if line.startswith("| `")
    }
    for task in TASK_NAMES:
        row = rows.get(f"`{task}`")
        assert row is not None, f"{task} is missing from the README"
        metadata = task_toml(task)["metadata"]
        cells = [cell.strip() for cell in row.split("|")]
        assert cells[2] == metadata["category"]
        assert cells[3] == metadata["difficulty"]
        assert len(cells[4]) > 20
    for name, tasks in load_benchmark()["task_sets"].items():
        row = rows.get(f"`{name}`")
        assert row is not None, f"task set {name} is missing from the README"
        assert row.split("|")[2].strip() == str(len(tasks))
    assert "environment/seed.sh" in readme


# --- behaviour without Docker ---------------------------------------------------------------


def snapshot(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()
    }


class Sandbox:
    """One task copied into a temporary directory, with the sandbox paths redirected."""

    def __init__(self, task: str, root: Path, seeded: Path | None = None) -> None:
        self.task = task
        self.root = root
        self.task_dir = root / "task"
        shutil.copytree(
            TASKS_DIR / task, self.task_dir, ignore=shutil.ignore_patterns("__pycache__")
        )
        self.app = root / "app"
        self.logs = root / "logs"
        self.seeded = seeded
        (root / "home").mkdir()
        (root / "tmp").mkdir()
        self.env = {
            "PATH": CLEAN_PATH,
            "HOME": str(root / "home"),
            "TMPDIR": str(root / "tmp"),
            "LC_ALL": "C",
            "APP_DIR": str(self.app),
            "TESTS_DIR": str(self.task_dir / "tests"),
            "LOGS_DIR": str(self.logs),
            "SOLUTION_DIR": str(self.task_dir / "solution"),
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
        if self.seeded is not None:  # a copy of a seed made earlier in this session
            shutil.copytree(self.seeded, self.app, symlinks=True)
            return
        result = self.run("environment/seed.sh", cwd=self.task_dir)
        assert result.returncode == 0, result.stderr
        assert self.app.is_dir()

    def solve(self) -> None:
        result = self.run("solution/solve.sh")
        assert result.returncode == 0, result.stdout + result.stderr

    def run_patched_solution(self, *patches: tuple[str, str]) -> None:
        """Run the reference solution with some of its text replaced: a plausible mistake."""
        text = (self.task_dir / "solution" / "solve.sh").read_text(encoding="utf-8")
        for old, new in patches:
            assert old in text, f"patch target not found in solve.sh: {old!r}"
            text = text.replace(old, new)
        script = self.task_dir / "solution" / "wrong.sh"
        script.write_text(text, encoding="utf-8")
        script.chmod(0o755)
        self.run("solution/wrong.sh")  # may fail halfway, like a real attempt

    def reward(self) -> str:
        reward_file = self.logs / "verifier" / "reward.txt"
        reward_file.unlink(missing_ok=True)
        result = self.run("tests/test.sh", cwd=self.app if self.app.is_dir() else self.task_dir)
        assert result.returncode == 0, result.stderr
        assert reward_file.is_file(), f"no reward written\n{result.stdout}\n{result.stderr}"
        assert not (self.logs / "verifier" / "reward.json").exists()
        self.last_output = result.stdout + result.stderr
        return reward_file.read_text(encoding="utf-8").strip()

    def git(self, *args: str, check: bool = True) -> str:
        result = subprocess.run(
            ["git", "-C", str(self.app / "repo"), *args],
            env={**self.env, **QUIET_GIT},
            capture_output=True,
            text=True,
            check=check,
            timeout=SCRIPT_TIMEOUT,
        )
        return result.stdout

    def sqlite(self, database: str, sql: str) -> None:
        with sqlite3.connect(self.app / database) as db:
            db.executescript(sql)


@pytest.fixture(scope="session")
def seed_cache(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], Path]:
    """Seed each task once per session; sandboxes start from a copy of that state."""
    seeded: dict[str, Path] = {}

    def get(task: str) -> Path:
        if task not in seeded:
            root = tmp_path_factory.mktemp(f"seed-{task}")
            sandbox = Sandbox(task, root)
            sandbox.seed()
            seeded[task] = sandbox.app
        return seeded[task]

    return get


@pytest.fixture
def sandbox_for(tmp_path: Path, seed_cache: Callable[[str], Path]) -> Callable[[str], Sandbox]:
    def make(task: str) -> Sandbox:
        sandbox = Sandbox(task, tmp_path, seed_cache(task))
        sandbox.seed()
        return sandbox

    return make


@pytest.mark.parametrize("task", TASK_NAMES)
def test_untouched_environment_scores_zero(task: str, tmp_path: Path) -> None:
    """A fresh seed followed by the verifier: the `nop` agent cannot pass."""
    sandbox = Sandbox(task, tmp_path)
    sandbox.seed()
    assert sandbox.reward() == "0"


@pytest.mark.parametrize("task", TASK_NAMES)
def test_reference_solution_scores_one(task: str, sandbox_for: Callable[[str], Sandbox]) -> None:
    sandbox = sandbox_for(task)
    before = snapshot(sandbox.task_dir)
    started = time.monotonic()
    sandbox.solve()
    assert time.monotonic() - started < 10, "the reference solution must finish in seconds"
    assert sandbox.reward() == "1", sandbox.last_output
    # Neither the solution nor the verifier writes into the task's own files.
    assert snapshot(sandbox.task_dir) == before


@pytest.mark.parametrize("task", TASK_NAMES)
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

# csv-column-sum


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


# git-fix-commit-author


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


# sqlite-top-customers


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


# shell-find-duplicates


def duplicate_groups(sandbox: Sandbox, key: Callable[[Path], object], *, skip_empty: bool) -> None:
    """Group the files under data/ by `key` and write the groups in the required format."""
    root = sandbox.app / "data"
    groups: dict[object, list[str]] = {}
    for path in root.rglob("*"):
        if not path.is_file() or (skip_empty and path.stat().st_size == 0):
            continue
        groups.setdefault(key(path), []).append(str(path.relative_to(root)))
    lines = sorted(
        (sorted(names, key=os.fsencode) for names in groups.values() if len(names) > 1),
        key=lambda names: os.fsencode(names[0]),
    )
    (sandbox.app / "duplicates.txt").write_text(
        "".join("\t".join(names) + "\n" for names in lines), encoding="utf-8"
    )


def dupes_same_size(sandbox: Sandbox) -> None:
    """Treat files of equal size as duplicates without comparing their bytes."""
    duplicate_groups(sandbox, lambda path: path.stat().st_size, skip_empty=True)


def dupes_follow_links_keep_empty(sandbox: Sandbox) -> None:
    """Hash correctly, but follow symbolic links and count empty files as duplicates."""
    duplicate_groups(
        sandbox, lambda path: hashlib.sha256(path.read_bytes()).digest(), skip_empty=False
    )


def dupes_absolute_paths(sandbox: Sandbox) -> None:
    sandbox.solve()
    path = sandbox.app / "duplicates.txt"
    data = f"{sandbox.app}/data/"
    lines = path.read_text(encoding="utf-8").splitlines()
    path.write_text("".join(data + line.replace("\t", "\t" + data) + "\n" for line in lines))


def dupes_then_delete_copies(sandbox: Sandbox) -> None:
    """A correct list, but the agent also 'cleaned up' by deleting the extra copies."""
    sandbox.solve()
    for line in (sandbox.app / "duplicates.txt").read_text(encoding="utf-8").splitlines():
        for name in line.split("\t")[1:]:
            (sandbox.app / "data" / name).unlink()


# shell-safe-rename


def rename_inbox(
    sandbox: Sandbox,
    *,
    order: Callable[[str], object] = os.fsencode,
    lower_ext: bool = True,
    clobber: bool = False,
) -> None:
    patterns = (
        re.compile(r"IMG_(\d{4})(\d\d)(\d\d)_(\d\d)(\d\d)(\d\d)(?: \(\d+\))?\.([A-Za-z]+)"),
        re.compile(r"PXL_(\d{4})(\d\d)(\d\d)_(\d\d)(\d\d)(\d\d)\d{3}\.([A-Za-z]+)"),
        re.compile(r"Screenshot (\d{4})-(\d\d)-(\d\d) at (\d\d)\.(\d\d)\.(\d\d)\.([A-Za-z]+)"),
    )
    inbox = sandbox.app / "inbox"
    for name in sorted((p.name for p in inbox.iterdir() if p.is_file()), key=order):
        match = next((m for p in patterns if (m := p.fullmatch(name))), None)
        if not match or match.group(7).lower() not in ("jpg", "jpeg", "png"):
            continue
        y, mo, d, h, mi, s, ext = match.groups()
        if lower_ext:
            ext = "jpg" if ext.lower() == "jpeg" else ext.lower()
        stem, n = f"{y}-{mo}-{d}_{h}-{mi}-{s}", 1
        target = f"{stem}.{ext}"
        while (inbox / target).exists() and (not clobber or (inbox / target).is_dir()):
            n += 1
            target = f"{stem}-{n}.{ext}"
        os.replace(inbox / name, inbox / target)


def rename_clobbering(sandbox: Sandbox) -> None:
    """mv without -n: later files overwrite earlier ones and existing files."""
    rename_inbox(sandbox, clobber=True)


def rename_in_natural_order(sandbox: Sandbox) -> None:
    """Process files in natural order (`ls -v`: `(2)` before `(10)`), not byte order."""
    rename_inbox(
        sandbox,
        order=lambda n: [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", n)],
    )


def rename_keeping_extension_case(sandbox: Sandbox) -> None:
    rename_inbox(sandbox, lower_ext=False)


# shell-prune-backups


def prune_usage_errors_exit_1(sandbox: Sandbox) -> None:
    sandbox.run_patched_solution(
        (
            'die_usage() { echo "$prog: $1" >&2; usage >&2; exit 2; }',
            'die_usage() { echo "$prog: $1" >&2; usage >&2; exit 1; }',
        )
    )


def prune_dry_run_deletes(sandbox: Sandbox) -> None:
    sandbox.run_patched_solution(("if ((dry_run == 0)); then", "if true; then"))


def prune_by_mtime(sandbox: Sandbox) -> None:
    """Keep the most recently modified files instead of the newest names."""
    sandbox.run_patched_solution(
        (
            """mapfile -t old < <(printf '%s' "${stamps_by_name[$name]}" | sort -r | tail -n "+$((keep + 1))")""",
            """mapfile -t old < <(for s in ${stamps_by_name[$name]}; do
        printf '%s %s\\n' "$(stat -c %Y "$dir/$name-$s.tar.gz")" "$s"; done |
        sort -rn | cut -d' ' -f2 | tail -n "+$((keep + 1))")""",
        )
    )


# text-log-report


def log_report(
    sandbox: Sandbox, *, utc: bool = True, strip_query: bool = True, gz: bool = True
) -> None:
    import gzip
    import math

    pattern = re.compile(
        r'\S+ - \S+ \[(\d\d/\w{3}/\d{4}:\d\d:\d\d:\d\d [+-]\d{4})\] "[A-Z]+ (\S+) HTTP/\d\.\d" '
        r"(\d{3}) (\d+|-) (\d+)"
    )
    logs = sandbox.app / "logs"
    texts = [(logs / "access.log").read_text(), (logs / "access.log.1").read_text()]
    if gz:
        texts.append(gzip.decompress((logs / "access.log.2.gz").read_bytes()).decode())
    total = bad = served = 0
    clients, classes, paths, hours, times = set(), Counter(), Counter(), Counter(), []
    for line in "\n".join(texts).split("\n"):
        if not line.strip():
            continue
        match = pattern.fullmatch(line)
        try:
            stamp = datetime.strptime(match.group(1), "%d/%b/%Y:%H:%M:%S %z") if match else None
        except ValueError:
            stamp = None
        if stamp is None:
            bad += 1
            continue
        total += 1
        clients.add(line.split()[0])
        classes[match.group(3)[0] + "xx"] += 1
        paths[match.group(2).split("?")[0] if strip_query else match.group(2)] += 1
        served += 0 if match.group(4) == "-" else int(match.group(4))
        times.append(int(match.group(5)))
        hours[(stamp.astimezone(UTC) if utc else stamp).strftime("%Y-%m-%dT%H")] += 1
    times.sort()
    report = {
        "total_requests": total,
        "malformed_lines": bad,
        "unique_clients": len(clients),
        "status_classes": {k: classes[k] for k in ("2xx", "3xx", "4xx", "5xx")},
        "top_paths": [
            {"path": p, "requests": n}
            for p, n in sorted(paths.items(), key=lambda i: (-i[1], i[0]))[:5]
        ],
        "bytes_served": served,
        "p95_response_ms": times[math.ceil(0.95 * len(times)) - 1],
        "busiest_hour": sorted(hours.items(), key=lambda i: (-i[1], i[0]))[0][0],
    }
    (sandbox.app / "report.json").write_text(json.dumps(report), encoding="utf-8")


def log_local_time_hours(sandbox: Sandbox) -> None:
    """Busiest hour taken from the local timestamps instead of UTC."""
    log_report(sandbox, utc=False)


def log_paths_with_query(sandbox: Sandbox) -> None:
    log_report(sandbox, strip_query=False)


def log_skips_the_gzip_file(sandbox: Sandbox) -> None:
    log_report(sandbox, gz=False)


def log_floats(sandbox: Sandbox) -> None:
    """Right numbers, but written as JSON floats."""
    sandbox.solve()
    path = sandbox.app / "report.json"
    report = json.loads(path.read_text(encoding="utf-8"))
    report["p95_response_ms"] = float(report["p95_response_ms"])
    path.write_text(json.dumps(report), encoding="utf-8")


# text-json-to-csv


def orders_rows(sandbox: Sandbox, *, sort: bool = True, paid=("yes", "no")) -> list[list[str]]:
    from decimal import Decimal

    orders = json.loads((sandbox.app / "orders.json").read_text(encoding="utf-8"))
    rows = [
        [
            "id",
            "customer_name",
            "customer_email",
            "item_count",
            "total",
            "city",
            "country",
            "paid",
            "note",
        ]
    ]
    for order in sorted(orders, key=lambda o: o["id"]) if sort else orders:
        items, ship = order.get("items") or [], order.get("shipping") or {}
        total = sum((i["qty"] * Decimal(i["price"]) for i in items), Decimal(0))
        rows.append(
            [
                str(order["id"]),
                order["customer"]["name"],
                order["customer"].get("email") or "",
                str(sum(i["qty"] for i in items)),
                f"{total:.2f}",
                ship.get("city") or "",
                ship.get("country") or "",
                paid[0] if order.get("paid") else paid[1],
                order.get("note") or "",
            ]
        )
    return rows


def write_csv(sandbox: Sandbox, rows: list[list[str]]) -> None:
    import csv

    with open(sandbox.app / "orders.csv", "w", encoding="utf-8", newline="") as handle:
        csv.writer(handle, lineterminator="\n").writerows(rows)


def csv_joined_without_quoting(sandbox: Sandbox) -> None:
    rows = orders_rows(sandbox)
    (sandbox.app / "orders.csv").write_text(
        "".join(",".join(row) + "\n" for row in rows), encoding="utf-8"
    )


def csv_in_json_order(sandbox: Sandbox) -> None:
    write_csv(sandbox, orders_rows(sandbox, sort=False))


def csv_true_false(sandbox: Sandbox) -> None:
    write_csv(sandbox, orders_rows(sandbox, paid=("true", "false")))


def csv_with_bom(sandbox: Sandbox) -> None:
    sandbox.solve()
    path = sandbox.app / "orders.csv"
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())


# git-merge-conflict


def merge_taking_ours(sandbox: Sandbox) -> None:
    """Let git resolve every conflict in main's favour: the feature's settings are lost."""
    sandbox.git("merge", "--no-edit", "-X", "ours", "feature/retry")


def merge_squashed(sandbox: Sandbox) -> None:
    """Squash the feature in: the right files, but no merge commit."""
    sandbox.run_patched_solution(
        ("git merge --no-ff --no-edit feature/retry", "git merge --squash feature/retry"),
        ("GIT_EDITOR=true git commit --quiet --no-edit", "git commit --quiet -m 'Add retries'"),
    )


def merge_changelog_feature_first(sandbox: Sandbox) -> None:
    sandbox.run_patched_solution(
        (
            "- Add a request timeout setting (default 30 seconds).\n"
            "- Send an `Accept: application/json` header.\n"
            "- Add retry settings with exponential backoff.\n"
            "- Omit the default port 443 from URLs.\n",
            "- Add retry settings with exponential backoff.\n"
            "- Omit the default port 443 from URLs.\n"
            "- Add a request timeout setting (default 30 seconds).\n"
            "- Send an `Accept: application/json` header.\n",
        )
    )


def merge_committing_markers(sandbox: Sandbox) -> None:
    """Commit the conflicted files as they are, markers included."""
    sandbox.git("merge", "--no-edit", "feature/retry", check=False)
    sandbox.git("add", "--all")
    sandbox.git("commit", "--quiet", "--no-edit")


# git-bisect-regression


def bisect_naive(sandbox: Sandbox) -> None:
    """Bisect with a check that treats a crashing script as bad (it finds a crash commit)."""
    sandbox.git("bisect", "start", "main", "v1.0")
    sandbox.git(
        "bisect",
        "run",
        "sh",
        "-c",
        "python3 -B stats.py data/readings.txt 2>/dev/null | grep -q 'median: 41.5'",
    )
    first_bad = sandbox.git("rev-parse", "refs/bisect/bad").strip()
    sandbox.git("bisect", "reset")
    (sandbox.app / "first_bad.txt").write_text(first_bad + "\n", encoding="utf-8")


def bisect_exact_text(sandbox: Sandbox) -> None:
    """Compare the output line literally, so the switch to `41.50` looks like the regression."""
    sandbox.git("bisect", "start", "main", "v1.0")
    sandbox.git(
        "bisect",
        "run",
        "sh",
        "-c",
        "out=$(python3 -B stats.py data/readings.txt 2>/dev/null) || exit 125; "
        "echo \"$out\" | grep -qx 'median: 41.5'",
    )
    first_bad = sandbox.git("rev-parse", "refs/bisect/bad").strip()
    sandbox.git("bisect", "reset")
    (sandbox.app / "first_bad.txt").write_text(first_bad + "\n", encoding="utf-8")


def bisect_last_good(sandbox: Sandbox) -> None:
    sandbox.solve()
    first_bad = (sandbox.app / "first_bad.txt").read_text(encoding="utf-8").strip()
    parent = sandbox.git("rev-parse", f"{first_bad}^").strip()
    (sandbox.app / "first_bad.txt").write_text(parent + "\n", encoding="utf-8")


def bisect_left_running(sandbox: Sandbox) -> None:
    """The right answer, but the bisect session is left open on a detached HEAD."""
    sandbox.solve()
    sandbox.git("bisect", "start", "main", "v1.0")


def bisect_short_hash(sandbox: Sandbox) -> None:
    sandbox.solve()
    path = sandbox.app / "first_bad.txt"
    path.write_text(path.read_text(encoding="utf-8")[:7] + "\n", encoding="utf-8")


# python-slugify


def slug_without_folding(sandbox: Sandbox) -> None:
    """Drop non-ASCII characters without NFKD decomposition first (loses accented letters)."""
    sandbox.run_patched_solution(
        (
            'unicodedata.normalize("NFKD", text).encode("ascii", "ignore")',
            'text.encode("ascii", "ignore")',
        )
    )


def slug_cut_mid_word(sandbox: Sandbox) -> None:
    sandbox.run_patched_solution(
        (
            "            slug = slug[:cut] if cut > 0 else slug[:max_length]\n",
            '            slug = slug[:max_length].rstrip("-")\n',
        )
    )


def slug_without_cli(sandbox: Sandbox) -> None:
    """A correct function, but the stub's command-line entry point is left in place."""
    sandbox.run_patched_solution(
        (
            'if __name__ == "__main__":\n    raise SystemExit(main())',
            'if __name__ == "__main__":\n    raise SystemExit("not written")',
        )
    )


# python-semver-sort


def semver_lenient_numbers(sandbox: Sandbox) -> None:
    """Accept any digits: leading zeros and non-ASCII digits slip through."""
    sandbox.run_patched_solution(
        ('_NUMBER = re.compile(r"0|[1-9][0-9]*")', '_NUMBER = re.compile(r"\\d+")')
    )


def semver_string_prerelease(sandbox: Sandbox) -> None:
    """Compare pre-release identifiers as plain strings (`beta.11` < `beta.2`)."""
    sandbox.run_patched_solution(
        ("    if x_numeric and y_numeric:\n        return _sign(int(x), int(y))\n", "")
    )


def semver_unstable_ties(sandbox: Sandbox) -> None:
    """Break ties by the full string, so equal-precedence versions are reordered."""
    sandbox.run_patched_solution(
        (
            "    parsed.sort(key=functools",
            "    parsed.sort(key=lambda p: p[1])\n    parsed.sort(key=functools",
        )
    )


# sqlite-running-balance


def balance_sql(
    *, order: str = "t.posted_at, t.id", reversal: bool = True, join: str = "LEFT JOIN"
) -> str:
    signed = (
        "CASE WHEN t.kind = 'deposit' OR (t.kind = 'reversal' AND r.kind <> 'deposit') "
        "THEN t.amount_cents ELSE -t.amount_cents END"
        if reversal
        else "CASE WHEN t.kind IN ('deposit', 'reversal') THEN t.amount_cents ELSE -t.amount_cents END"
    )
    return f"""
CREATE VIEW account_statement AS
SELECT t.account_id, t.id AS txn_id, t.posted_at, t.kind, {signed} AS signed_cents,
       SUM({signed}) OVER (PARTITION BY t.account_id ORDER BY {order}) AS balance_cents
FROM transactions AS t LEFT JOIN transactions AS r ON r.id = t.reverses_id;
CREATE VIEW account_summary AS
SELECT a.id AS account_id, a.name, COUNT(s.txn_id) AS txn_count,
       COALESCE(SUM(s.signed_cents), 0) AS balance_cents, MAX(s.posted_at) AS last_posted_at
FROM accounts AS a {join} account_statement AS s ON s.account_id = a.id
GROUP BY a.id;
"""


def balance_in_id_order(sandbox: Sandbox) -> None:
    sandbox.sqlite("bank.db", balance_sql(order="t.id"))


def balance_reversals_always_add(sandbox: Sandbox) -> None:
    sandbox.sqlite("bank.db", balance_sql(reversal=False))


def balance_summary_inner_join(sandbox: Sandbox) -> None:
    sandbox.sqlite("bank.db", balance_sql(join="JOIN"))


def balance_materialised_tables(sandbox: Sandbox) -> None:
    """Right rows today, but stored as tables: they do not follow new transactions."""
    sandbox.solve()
    sandbox.sqlite(
        "bank.db",
        """
        CREATE TABLE statement_copy AS SELECT * FROM account_statement;
        CREATE TABLE summary_copy AS SELECT * FROM account_summary;
        DROP VIEW account_summary;
        DROP VIEW account_statement;
        CREATE VIEW account_statement AS SELECT * FROM statement_copy;
        CREATE VIEW account_summary AS SELECT * FROM summary_copy;
        """,
    )


# sqlite-schema-migration


def migration_without_cascade(sandbox: Sandbox) -> None:
    sandbox.run_patched_solution(
        ("REFERENCES contacts (id) ON DELETE CASCADE,", "REFERENCES contacts (id),")
    )


def migration_keeps_orphan_notes(sandbox: Sandbox) -> None:
    sandbox.run_patched_solution(
        ("WHERE n.contact_id IN (SELECT id FROM contacts);", "WHERE n.contact_id IS NOT NULL;")
    )


def migration_forgets_user_version(sandbox: Sandbox) -> None:
    sandbox.run_patched_solution(("PRAGMA user_version = 2;\n", ""))


def migration_script_is_a_dump(sandbox: Sandbox) -> None:
    """Migrate /app/crm.db correctly, but save a dump of the result as the 'migration'."""
    sandbox.solve()
    dump = subprocess.run(
        ["sqlite3", str(sandbox.app / "crm.db"), ".dump"],
        capture_output=True,
        text=True,
        check=True,
        timeout=SCRIPT_TIMEOUT,
    ).stdout
    (sandbox.app / "migrate_v2.sql").write_text(dump + "PRAGMA user_version = 2;\n")


# debug-python-ledger


def ledger_half_even_parsing(sandbox: Sandbox) -> None:
    """Every bug fixed except the rounding mode of parse_amount."""
    sandbox.run_patched_solution(
        (
            "    value = value.quantize(CENT, rounding=ROUND_HALF_UP)\n",
            "    value = value.quantize(CENT)\n",
        )
    )


def ledger_mutable_default_left(sandbox: Sandbox) -> None:
    """Only the bugs the visible tests catch are fixed; the shared default list remains."""
    sandbox.run_patched_solution(
        (
            '    "def monthly_totals(entries, categories=None):\\n",',
            '    "def monthly_totals(entries, categories=DEFAULT_CATEGORIES):\\n",',
        ),
        ('"    categories = list(categories or [])\\n    for', '"    for'),
    )


def ledger_tests_edited(sandbox: Sandbox) -> None:
    """Make the visible suite pass by deleting the failing tests instead of fixing the code."""
    tests = sandbox.app / "tests" / "test_ledger.py"
    text = tests.read_text(encoding="utf-8")
    for name in (
        "test_parse_parentheses_are_negative",
        "test_december",
        "test_months_between_crosses_a_year",
        "test_monthly_totals",
    ):
        text = text.replace(f"def {name}(", f"def skipped_{name}(")
    tests.write_text(text, encoding="utf-8")


# debug-build-script


def build_sed_titles(sandbox: Sandbox) -> None:
    """Substitute titles with sed: `/`, `&` and `\\` in titles break the pages."""
    sandbox.run_patched_solution(
        (
            '    local html="${layout//"{{title}}"/"$1"}"',
            '    local html\n    html="$(printf \'%s\\n\' "$layout" | sed "s/{{title}}/$1/g")"',
        )
    )


def build_lexical_index(sandbox: Sandbox) -> None:
    sandbox.run_patched_solution(("sort -t $'\\t' -k1,1n -k2,2", "sort -t $'\\t' -k1,1 -k2,2"))


def build_warns_on_missing_title(sandbox: Sandbox) -> None:
    sandbox.run_patched_solution(
        (
            '        echo "build.sh: $page: missing title" >&2\n        exit 1\n',
            '        echo "build.sh: $page: missing title" >&2\n        title=Untitled\n',
        )
    )


def build_not_run(sandbox: Sandbox) -> None:
    """build.sh is fixed, but the site in /app/site/dist was never rebuilt."""
    sandbox.run_patched_solution(('bash "$APP_DIR/site/build.sh"\nls "$APP_DIR/site/dist"\n', ""))


WRONG_ANSWERS: dict[str, list[Callable[[Sandbox], None]]] = {
    "csv-column-sum": [csv_naive_split, csv_line_sorted, csv_with_header, csv_edit_the_data],
    "debug-build-script": [
        build_sed_titles,
        build_lexical_index,
        build_warns_on_missing_title,
        build_not_run,
    ],
    "debug-python-ledger": [
        ledger_half_even_parsing,
        ledger_mutable_default_left,
        ledger_tests_edited,
    ],
    "git-bisect-regression": [
        bisect_naive,
        bisect_exact_text,
        bisect_last_good,
        bisect_left_running,
        bisect_short_hash,
    ],
    "git-fix-commit-author": [
        git_amend_head_only,
        git_reset_dates,
        git_squash,
        git_rewrite_everything,
    ],
    "git-merge-conflict": [
        merge_taking_ours,
        merge_squashed,
        merge_changelog_feature_first,
        merge_committing_markers,
    ],
    "python-semver-sort": [semver_lenient_numbers, semver_string_prerelease, semver_unstable_ties],
    "python-slugify": [slug_without_folding, slug_cut_mid_word, slug_without_cli],
    "shell-find-duplicates": [
        dupes_same_size,
        dupes_follow_links_keep_empty,
        dupes_absolute_paths,
        dupes_then_delete_copies,
    ],
    "shell-prune-backups": [prune_usage_errors_exit_1, prune_dry_run_deletes, prune_by_mtime],
    "shell-safe-rename": [
        rename_clobbering,
        rename_in_natural_order,
        rename_keeping_extension_case,
    ],
    "sqlite-running-balance": [
        balance_in_id_order,
        balance_reversals_always_add,
        balance_summary_inner_join,
        balance_materialised_tables,
    ],
    "sqlite-schema-migration": [
        migration_without_cascade,
        migration_keeps_orphan_notes,
        migration_forgets_user_version,
        migration_script_is_a_dump,
    ],
    "sqlite-top-customers": [
        sqlite_include_cancelled,
        sqlite_list_price,
        sqlite_cents_not_dollars,
        sqlite_comma_separated,
        sqlite_top_four,
    ],
    "text-json-to-csv": [
        csv_joined_without_quoting,
        csv_in_json_order,
        csv_true_false,
        csv_with_bom,
    ],
    "text-log-report": [
        log_local_time_hours,
        log_paths_with_query,
        log_skips_the_gzip_file,
        log_floats,
    ],
}
WRONG_CASES = [(task, wrong) for task, wrongs in WRONG_ANSWERS.items() for wrong in wrongs]


@pytest.mark.parametrize(("task", "wrong"), WRONG_CASES, ids=[w.__name__ for _, w in WRONG_CASES])
def test_wrong_answer_scores_zero(
    task: str, wrong: Callable[[Sandbox], None], sandbox_for: Callable[[str], Sandbox]
) -> None:
    sandbox = sandbox_for(task)
    wrong(sandbox)
    assert sandbox.reward() == "0", sandbox.last_output


def test_every_task_has_a_wrong_answer_case() -> None:
    assert sorted(WRONG_ANSWERS) == TASK_NAMES


# --- task specifics -------------------------------------------------------------------------


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


def test_merge_seed_matches_the_recorded_branch_tips(tmp_path: Path) -> None:
    expected = json.loads(
        (TASKS_DIR / "git-merge-conflict" / "tests" / "expected.json").read_text(encoding="utf-8")
    )
    sandbox = Sandbox("git-merge-conflict", tmp_path)
    sandbox.seed()
    assert sandbox.git("rev-parse", "main").strip() == expected["main_before"]
    assert sandbox.git("rev-parse", "feature/retry").strip() == expected["feature_before"]
    assert sandbox.git("symbolic-ref", "HEAD").strip() == "refs/heads/main"


def test_bisect_seed_matches_the_recorded_answer(tmp_path: Path) -> None:
    """The recorded first bad commit really is the first commit that runs and prints a wrong
    median, and crashing commits exist before it (so a naive bisect goes wrong)."""
    expected = json.loads(
        (TASKS_DIR / "git-bisect-regression" / "tests" / "expected.json").read_text(
            encoding="utf-8"
        )
    )
    sandbox = Sandbox("git-bisect-regression", tmp_path)
    sandbox.seed()
    repo = sandbox.app / "repo"
    assert sandbox.git("rev-parse", "main").strip() == expected["main_tip"]
    assert sandbox.git("rev-parse", "v1.0^{commit}").strip() == expected["tag_commit"]
    commits = sandbox.git("rev-list", "--reverse", "v1.0..main").split()
    assert len(sandbox.git("rev-list", "main").split()) == expected["commit_count"]
    medians = []
    for commit in commits:
        sandbox.git("checkout", "--quiet", commit)
        result = subprocess.run(
            ["python3", "-B", "stats.py", "data/readings.txt"],
            cwd=repo,
            env=sandbox.env,
            capture_output=True,
            text=True,
            timeout=30,
            check=False,
        )
        lines = [ln for ln in result.stdout.splitlines() if ln.startswith("median:")]
        medians.append(float(lines[0].split(":")[1]) if result.returncode == 0 and lines else None)
    sandbox.git("checkout", "--quiet", "main")
    first_bad = next(
        c for c, m in zip(commits, medians, strict=True) if m is not None and m != 41.5
    )
    assert first_bad == expected["first_bad"]
    assert None in medians[: commits.index(first_bad)]


@pytest.mark.parametrize("task", ["shell-find-duplicates", "shell-safe-rename"])
def test_file_manifest_matches_the_seed(task: str, sandbox_for: Callable[[str], Sandbox]) -> None:
    sandbox = sandbox_for(task)
    root = sandbox.app / ("data" if task == "shell-find-duplicates" else "inbox")
    rows = []
    for path in sorted(root.rglob("*"), key=lambda p: os.fsencode(str(p.relative_to(root)))):
        name = str(path.relative_to(root))
        if path.is_symlink():
            rows.append(f"link\t{os.readlink(path)}\t{name}")
        elif path.is_dir():
            rows.append(f"dir\t-\t{name}")
        else:
            rows.append(f"file\t{hashlib.sha256(path.read_bytes()).hexdigest()}\t{name}")
    if task == "shell-find-duplicates":
        rows = [row for row in rows if not row.startswith("dir\t")]
    manifest = (TASKS_DIR / task / "tests" / "manifest.txt").read_text(encoding="utf-8")
    assert manifest.splitlines() == rows


def test_slug_visible_examples_agree_with_the_hidden_cases() -> None:
    cases = json.loads((TASKS_DIR / "python-slugify" / "tests" / "cases.json").read_text("utf-8"))
    assert len(cases) >= 30
    assert {"title": "Hello, World!", "max_length": 40, "slug": "hello-world"} in cases


def test_seeds_are_repeatable(tmp_path: Path, seed_cache: Callable[[str], Path]) -> None:
    """Seeding twice gives byte-identical files (outside git's object store and index)."""
    for task in ("text-log-report", "sqlite-schema-migration", "shell-prune-backups"):
        sandbox = Sandbox(task, tmp_path / task)
        sandbox.seed()
        assert snapshot(sandbox.app) == snapshot(seed_cache(task))
        mtimes = sorted(p.stat().st_mtime for p in sandbox.app.rglob("*") if p.is_file())
        if task == "shell-prune-backups":
            assert mtimes[0] == datetime(2026, 2, 14, 12, tzinfo=UTC).timestamp()
