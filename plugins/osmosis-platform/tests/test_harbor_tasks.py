"""Reading Harbor task metadata: the bundled benchmark and hand-made broken datasets."""

from __future__ import annotations

from pathlib import Path

import pytest

from osmosis_platform.catalog.harbor_tasks import (
    TaskError,
    bundled_benchmark,
    read_benchmark,
    read_task,
)


def test_bundled_benchmark_loads_with_its_smoke_set() -> None:
    spec = bundled_benchmark()
    assert spec.key == "osmosis-bench" and spec.default_harness == "terminus-2"
    names = [t.name for t in spec.tasks]
    assert len(names) >= 15 and names == sorted(names)
    smoke = next(s for s in spec.task_sets if s.name == "smoke")
    assert smoke.recommended and smoke.tasks == (
        "csv-column-sum",
        "git-fix-commit-author",
        "sqlite-top-customers",
    )
    full = next(s for s in spec.task_sets if s.name == "full")
    assert sorted(full.tasks) == names and not full.recommended
    assert {c["name"] for c in spec.categories()} == {
        "shell-and-files",
        "text-processing",
        "git",
        "python",
        "sqlite",
        "debugging",
    }
    assert all(t.difficulty in {"easy", "medium", "hard"} for t in spec.tasks)
    assert all(t.network_mode == "no-network" for t in spec.tasks)
    assert spec.unavailable_tasks == ()


def make_task(root: Path, name: str, toml: str) -> Path:
    task = root / "tasks" / name
    (task / "tests").mkdir(parents=True)
    (task / "instruction.md").write_text("Do the thing.\n")
    (task / "tests" / "test.sh").write_text("#!/bin/sh\n")
    (task / "task.toml").write_text(toml)
    return task


def test_missing_difficulty_stays_null(tmp_path: Path) -> None:
    task = make_task(tmp_path, "t1", '[metadata]\ncategory = "git"\n')
    spec = read_task(task)
    assert spec.difficulty is None and spec.category == "git"


def test_broken_task_toml_is_reported_by_name_and_the_rest_load(tmp_path: Path) -> None:
    make_task(tmp_path, "good", '[metadata]\ndifficulty = "Hard"\n')
    make_task(tmp_path, "bad", "[metadata\n")
    make_task(tmp_path, "weird", '[metadata]\ndifficulty = "impossible"\n')
    (tmp_path / "benchmark.toml").write_text('key = "k"\nname = "K"\n')
    spec = read_benchmark(tmp_path)
    assert [t.name for t in spec.tasks] == ["good"] and spec.tasks[0].difficulty == "hard"
    assert [u["name"] for u in spec.unavailable_tasks] == ["bad", "weird"]


def test_task_without_verifier_is_unusable(tmp_path: Path) -> None:
    task = make_task(tmp_path, "t", "")
    (task / "tests" / "test.sh").unlink()
    with pytest.raises(TaskError, match=r"missing tests/test\.sh"):
        read_task(task)


def test_task_set_naming_unknown_task_is_rejected(tmp_path: Path) -> None:
    make_task(tmp_path, "a", "")
    (tmp_path / "benchmark.toml").write_text('key = "k"\nname = "K"\n[task_sets]\nx = ["a", "b"]\n')
    with pytest.raises(ValueError, match="unknown tasks: b"):
        read_benchmark(tmp_path)
