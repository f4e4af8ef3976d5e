"""Benchmark sources: which kind claims a source, the cheap checks the add route makes, dataset
layouts, registry.json, git pinning, escape attempts, and the background sync (in-process, on a
real SQLite store) with its pending → syncing → ready | failed states."""

from __future__ import annotations

import json
import os
import subprocess
import time
import uuid
from pathlib import Path

import pytest
from sqlalchemy import insert, select

from osmosis_platform.catalog import git
from osmosis_platform.catalog.datasets import (
    TaskRef,
    check_task_name,
    copy_task,
    find_tasks,
    parse_registry,
    pick_dataset,
    read_tree,
    registry_dataset,
    relative_path,
    stage,
)
from osmosis_platform.catalog.errors import SourceError
from osmosis_platform.catalog.sources import (
    BenchmarkSource,
    Described,
    GitSource,
    LocalDirectorySource,
    RegistrySource,
    classify,
    kinds,
)
from osmosis_platform.hookspecs import Registry

# ------------------------------------------------------------------------------ helpers


def make_task(
    root: Path,
    name: str,
    *,
    toml: str = '[metadata]\ncategory = "shell"\ndifficulty = "easy"\n',
    instruction: bool = True,
    tests: bool = True,
) -> Path:
    task = root / name
    (task / "tests").mkdir(parents=True)
    if instruction:
        (task / "instruction.md").write_text(f"Do {name}.\n")
    if tests:
        (task / "tests" / "test.sh").write_text("#!/bin/bash\necho 1 > /logs/verifier/reward.txt\n")
    (task / "task.toml").write_text(toml)
    return task


GIT_ENV = {
    **os.environ,
    "GIT_CONFIG_GLOBAL": os.devnull,
    "GIT_AUTHOR_NAME": "t",
    "GIT_AUTHOR_EMAIL": "t@example.com",
    "GIT_COMMITTER_NAME": "t",
    "GIT_COMMITTER_EMAIL": "t@example.com",
}


def sh_git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", *args], cwd=repo, env=GIT_ENV, check=True, capture_output=True, text=True
    ).stdout.strip()


def commit_all(repo: Path, message: str) -> str:
    sh_git(repo, "add", "-A")
    sh_git(repo, "commit", "-qm", message)
    return sh_git(repo, "rev-parse", "HEAD")


@pytest.fixture
def repo(tmp_path: Path) -> tuple[Path, str, str]:
    """A git repository: commit one has tasks a and b (tag v1), commit two adds c."""
    path = tmp_path / "tasks-repo"
    path.mkdir()
    sh_git(path, "init", "-q", "-b", "main")
    make_task(path, "a")
    make_task(path, "b")
    first = commit_all(path, "one")
    sh_git(path, "tag", "v1")
    make_task(path, "c")
    second = commit_all(path, "two")
    return path, first, second


# ------------------------------------------------------------------------------ kinds


def test_builtin_kinds_are_registered_through_the_platform_hook() -> None:
    registry = kinds()
    assert list(registry.targets) == ["harbor_registry", "git", "local"]
    assert {registry.owner[k] for k in registry.targets} == {"osmosis-platform-builtin"}
    assert registry.load("local") is LocalDirectorySource


def test_each_source_is_claimed_by_the_right_kind(tmp_path: Path, repo) -> None:
    repo_path = repo[0]
    (tmp_path / "registry.json").write_text("[]")
    cases = {
        (str(tmp_path), None): "local",
        (tmp_path.as_uri(), None): "local",
        (str(tmp_path / "missing-dir"), None): "local",
        (str(tmp_path / "registry.json"), "x@1"): "harbor_registry",
        ((tmp_path / "registry.json").as_uri(), None): "harbor_registry",
        ("https://example.com/registry.json", None): "harbor_registry",
        ("https://github.com/org/repo.git", None): "git",
        ("git@github.com:org/repo.git", "main"): "git",
        ("ssh://git@example.com/org/repo.git", None): "git",
        (repo_path.as_uri(), None): "git",
        (str(repo_path), "v1"): "git",  # a plain path is a git source when a ref pins it
        (str(repo_path), None): "local",  # ...and otherwise its working tree
    }
    for (source, ref), kind in cases.items():
        assert classify(source, ref)[0] == kind, source


@pytest.mark.parametrize(
    ("source", "ref", "field", "text"),
    [
        ("relative/dir", None, "source", "absolute path"),
        ("terminal-bench@2.0", None, "source", "Harbor Hub"),
        ("ext::sh -c touch% /tmp/pwned", None, "source", "absolute path"),
        ("ftp://example.com/x.git", None, "source", "unsupported scheme"),
        ("file://relative/repo.git", None, "source", "absolute path"),
        ("https://example.com/r.git", "--upload-pack=touch /tmp/x", "ref", "not a branch"),
        ("https://example.com/r.git", "a..b", "ref", "not a branch"),
        ("https://example.com/r.git", "-b", "ref", "not a branch"),
        ("/tmp", "v1", "ref", "A ref applies to git repositories"),
        ("/tmp/registry.json", "bad ref with spaces", "ref", "not a dataset reference"),
    ],
)
def test_bad_sources_are_rejected_before_anything_is_stored(source, ref, field, text) -> None:
    with pytest.raises(SourceError) as info:
        classify(source, ref)[1].describe()
    assert info.value.field == field
    assert text in info.value.message


def test_described_names_make_stable_keys(tmp_path: Path) -> None:
    registry = tmp_path / "sets" / "registry.json"
    registry.parent.mkdir()
    registry.write_text(json.dumps([{"name": "terminal-bench", "version": "2.1", "tasks": []}]))
    assert classify(str(registry), None)[1].describe().name == "terminal-bench 2.1"
    assert classify("https://h.example/org/my-tasks.git", "v2")[1].describe().name == "my-tasks v2"
    (tmp_path / "bench").mkdir()
    (tmp_path / "bench" / "benchmark.toml").write_text('name = "My Bench"\n')
    assert classify(str(tmp_path / "bench"), None)[1].describe().name == "My Bench"


def test_file_urls_are_percent_decoded(tmp_path: Path) -> None:
    spaced = tmp_path / "my tasks"
    spaced.mkdir()
    kind, found = classify(spaced.as_uri(), None)
    described = found.describe()
    assert kind == "local" and described.source == str(spaced) and described.name == "my tasks"
    assert described.source_url == spaced.as_uri()


def test_a_wrong_registry_version_is_a_clear_error_on_the_ref(tmp_path: Path) -> None:
    registry = tmp_path / "registry.json"
    registry.write_text(
        json.dumps([{"name": "mini", "version": "1.0"}, {"name": "mini", "version": "2.0"}])
    )
    with pytest.raises(SourceError) as info:
        classify(str(registry), "mini@3.0")[1].describe()
    assert info.value.field == "ref"
    assert "has no dataset mini@3.0 (it has mini@1.0, mini@2.0)" in info.value.message
    with pytest.raises(SourceError, match="holds 2 datasets"):
        classify(str(registry), None)[1].describe()
    assert classify(str(registry), "mini@2.0")[1].describe().name == "mini 2.0"


def test_credentials_never_reach_the_shown_url() -> None:
    found = classify("https://user:s3cret@git.example.com/org/r.git", None)[1].describe()
    assert "s3cret" not in found.source_url and found.source_url.endswith("/org/r.git")
    assert git.public_url("https://x-token@h.example/r.git") == "https://h.example/r.git"


def test_a_package_can_add_a_source_kind_that_is_asked_first(tmp_path: Path) -> None:
    class ZipSource(BenchmarkSource):
        @classmethod
        def claims(cls, source: str, ref: str | None) -> bool:
            return source.endswith(".zip")

        def describe(self) -> Described:
            return Described(self.source, self.source, "zipped")

    registry = Registry("benchmark source")
    builtin = kinds()
    registry._current = "osmosis-platform-builtin"
    for name, target in builtin.targets.items():
        registry(name, target)
    registry._current = "zip-plugin"
    registry("zip", "x:y")
    registry.load = lambda name: ZipSource if name == "zip" else builtin.load(name)  # type: ignore[method-assign]
    kind, found = classify(str(tmp_path / "tasks.zip"), None, registry)
    assert kind == "zip" and found.describe().name == "zipped"
    assert classify(str(tmp_path), None, registry)[0] == "local"


# ------------------------------------------------------------------------------ names, paths


def test_task_names_that_escape_fail_and_odd_ones_are_unavailable() -> None:
    for bad in ("../x", "a/b", "..", ".", "a\\b"):
        with pytest.raises(SourceError, match="tries to escape"):
            check_task_name(bad)
    assert check_task_name("fix-git_2.1+x") is None
    assert "not allowed" in check_task_name("with space")
    assert "not allowed" in check_task_name("-dash-first")


def test_registry_paths_stay_inside_their_directory() -> None:
    assert relative_path("tasks/a", "p") == Path("tasks/a")
    assert str(relative_path(".", "p")) == "."
    assert str(relative_path("./a/./b", "p")) == "a/b"
    for bad in ("../a", "a/../../b", "/etc", "~/x", "C:/x", "a/..\\..\\b"):
        with pytest.raises(SourceError, match="tries to escape"):
            relative_path(bad, "path of task 'x'")


# ------------------------------------------------------------------------------ layouts


def test_tasks_at_the_top_level_ignore_other_directories(tmp_path: Path) -> None:
    make_task(tmp_path, "one")
    make_task(tmp_path, "two", instruction=False)
    (tmp_path / "docs").mkdir()
    (tmp_path / ".hidden").mkdir()
    found = find_tasks(tmp_path)
    assert [t.name for t in found] == ["one", "two"]


def test_tasks_under_tasks_dir_all_count(tmp_path: Path) -> None:
    make_task(tmp_path / "tasks", "one")
    (tmp_path / "tasks" / "empty").mkdir()
    assert [t.name for t in find_tasks(tmp_path)] == ["empty", "one"]


def test_benchmark_toml_gives_metadata_and_sets(tmp_path: Path) -> None:
    make_task(tmp_path / "tasks", "one")
    make_task(tmp_path / "tasks", "two")
    (tmp_path / "benchmark.toml").write_text(
        'name = "Mine"\nversion = "1.2"\ndescription = "d"\ndefault_harness = "terminus-2"\n'
        'pass_threshold = 0.5\nsource_url = "https://example.com/mine"\n'
        '[task_sets]\nquick = ["one"]\n[task_set_info.quick]\nrecommended = true\n'
    )
    dataset = read_tree(tmp_path, tmp_path / "work", origin="x")
    assert (dataset.name, dataset.version, dataset.default_harness) == ("Mine", "1.2", "terminus-2")
    assert dataset.pass_threshold == 0.5 and dataset.source_url == "https://example.com/mine"
    assert [(s.name, s.tasks, s.recommended) for s in dataset.task_sets] == [
        ("quick", ("one",), True)
    ]
    (tmp_path / "benchmark.toml").write_text("pass_threshold = 3\n")
    with pytest.raises(SourceError, match="pass_threshold"):
        read_tree(tmp_path, tmp_path / "work", origin="x")


def test_missing_and_empty_sources_fail_readably(tmp_path: Path) -> None:
    with pytest.raises(SourceError, match="does not exist"):
        read_tree(tmp_path / "nope", tmp_path, origin="source directory nope")
    (tmp_path / "file").write_text("x")
    with pytest.raises(SourceError, match="is not a directory"):
        read_tree(tmp_path / "file", tmp_path, origin="source directory file")
    (tmp_path / "empty").mkdir()
    with pytest.raises(SourceError, match="no Harbor tasks"):
        read_tree(tmp_path / "empty", tmp_path, origin="source directory empty")


def test_a_task_dir_symlinked_from_outside_the_dataset_fails(tmp_path: Path) -> None:
    outside = make_task(tmp_path, "outside")
    dataset = tmp_path / "ds"
    make_task(dataset, "inside")
    (dataset / "sneaky").symlink_to(outside)
    with pytest.raises(SourceError, match="points outside the dataset"):
        find_tasks(dataset)


# ------------------------------------------------------------------------------ registry.json


def test_registry_parsing_and_picking() -> None:
    with pytest.raises(SourceError, match="not valid JSON"):
        parse_registry("{", "r.json")
    with pytest.raises(SourceError, match="not a Harbor registry"):
        parse_registry('[{"version": "1"}]', "r.json")
    datasets = parse_registry(
        json.dumps([{"name": "a", "version": "1"}, {"name": "b", "version": 2}]), "r.json"
    )
    assert pick_dataset(datasets, "b@2", "r.json").name == "b"
    assert pick_dataset(datasets, "a", "r.json").ref == "a@1"  # a name with one version
    assert pick_dataset(parse_registry('{"name": "solo"}', "r"), None, "r").name == "solo"


def test_registry_local_and_git_tasks_pinned_by_commit(tmp_path: Path, repo) -> None:
    repo_path, first, second = repo
    make_task(tmp_path / "local", "l1")
    chosen = parse_registry(
        json.dumps(
            {
                "name": "mix",
                "version": "1.0",
                "tasks": [
                    {"name": "l1", "path": "local/l1"},
                    {"name": "gone", "path": "local/gone"},
                    {
                        "name": "c-at-two",
                        "git_url": repo_path.as_uri(),
                        "git_commit_id": second,
                        "path": "c",
                    },
                    {
                        "name": "c-at-one",
                        "git_url": repo_path.as_uri(),
                        "git_commit_id": first,
                        "path": "c",
                    },
                    {"git_url": repo_path.as_uri(), "git_commit_id": first, "path": "a"},
                ],
            }
        ),
        "r.json",
    )[0]
    dataset = registry_dataset(chosen, tmp_path, tmp_path / "work")
    by_name = {t.name: t for t in dataset.tasks}
    assert list(by_name) == ["l1", "gone", "c-at-two", "c-at-one", "a"]
    assert by_name["l1"].reason is None and by_name["gone"].reason.startswith("directory")
    assert (
        by_name["c-at-two"].reason is None
        and (by_name["c-at-two"].directory / "task.toml").is_file()
    )
    assert "not found in" in by_name["c-at-one"].reason  # c did not exist at the first commit
    assert by_name["a"].reason is None
    assert dataset.source_url is None  # local and git tasks mixed: no single upstream


def test_registry_git_task_with_an_unknown_commit_fails(tmp_path: Path, repo) -> None:
    chosen = parse_registry(
        json.dumps(
            {
                "name": "x",
                "tasks": [
                    {
                        "name": "a",
                        "git_url": repo[0].as_uri(),
                        "git_commit_id": "f" * 40,
                        "path": "a",
                    }
                ],
            }
        ),
        "r",
    )[0]
    with pytest.raises(SourceError, match="not found"):
        registry_dataset(chosen, tmp_path, tmp_path / "work")


def test_registry_paths_through_a_symlink_out_of_the_directory_fail(tmp_path: Path) -> None:
    make_task(tmp_path / "elsewhere", "t")
    base = tmp_path / "reg"
    base.mkdir()
    (base / "link").symlink_to(tmp_path / "elsewhere")
    chosen = parse_registry(
        json.dumps({"name": "x", "tasks": [{"name": "t", "path": "link/t"}]}), "r"
    )[0]
    with pytest.raises(SourceError, match="tries to escape"):
        registry_dataset(chosen, base, tmp_path / "work")


# ------------------------------------------------------------------------------ git


def test_clone_pins_branches_tags_and_commits(tmp_path: Path, repo) -> None:
    repo_path, first, second = repo
    url = repo_path.as_uri()
    assert git.clone(url, tmp_path / "head") == second
    assert git.clone(url, tmp_path / "tag", "v1") == first
    assert not (tmp_path / "tag" / "c").exists() and (tmp_path / "tag" / "a").is_dir()
    assert git.clone(url, tmp_path / "sha", first[:10]) == first
    sh_git(repo_path, "checkout", "-q", "-b", "feature")
    make_task(repo_path, "f")
    feature = commit_all(repo_path, "feature")
    sh_git(repo_path, "checkout", "-q", "main")
    assert git.clone(url, tmp_path / "branch", "feature") == feature
    with pytest.raises(SourceError) as info:
        git.clone(url, tmp_path / "nope", "no-such-branch")
    assert info.value.field == "ref" and "was not found in" in info.value.message


def test_clones_that_cannot_work_fail_fast_and_readably(tmp_path: Path) -> None:
    started = time.monotonic()
    for url in (
        (tmp_path / "missing.git").as_uri(),
        "https://git.invalid/org/repo.git",  # .invalid never resolves
        "https://127.0.0.1:9/org/repo.git",  # nothing listens there
    ):
        with pytest.raises(SourceError) as info:
            git.clone(url, tmp_path / uuid.uuid4().hex)
        assert info.value.message.startswith(f"could not clone {url}: "), info.value.message
        assert "\n" not in info.value.message
    assert time.monotonic() - started < 30


def test_a_git_source_reads_the_checkout_at_the_pinned_commit(tmp_path: Path, repo) -> None:
    repo_path, first, _ = repo
    dataset = GitSource(repo_path.as_uri(), "v1").fetch(tmp_path / "work")
    assert dataset.resolved_version == first
    assert [t.name for t in dataset.tasks] == ["a", "b"]
    assert dataset.source_url == repo_path.as_uri()


# ------------------------------------------------------------------------------ copying


def test_copy_keeps_inner_symlinks_and_rejects_escaping_ones(tmp_path: Path) -> None:
    task = make_task(tmp_path / "src", "t")
    (task / "environment").mkdir()
    (task / "environment" / "data.txt").write_text("data")
    (task / "tests" / "data.txt").symlink_to("../environment/data.txt")
    (task / "tests" / "test.sh").chmod(0o755)
    dest = tmp_path / "dest"
    dest.mkdir()
    copy_task(TaskRef("t", task), dest)
    assert (dest / "tests" / "data.txt").is_symlink()
    assert (dest / "tests" / "data.txt").read_text() == "data"
    assert os.access(dest / "tests" / "test.sh", os.X_OK)

    cases = {
        "absolute": lambda t: (t / "x").symlink_to("/etc/passwd"),
        "parent": lambda t: (t / "tests" / "x").symlink_to("../../outside"),
        # lexically inside, really outside: d -> . then x -> d/.. is the task's parent
        "through-a-link": lambda t: ((t / "d").symlink_to("."), (t / "x").symlink_to("d/..")),
    }
    for label, plant in cases.items():
        bad = make_task(tmp_path / label, "t")
        plant(bad)
        target = tmp_path / f"{label}-dest"
        target.mkdir()
        with pytest.raises(SourceError, match="points outside the task directory"):
            copy_task(TaskRef("t", bad), target)


def test_special_files_are_refused(tmp_path: Path) -> None:
    task = make_task(tmp_path, "t")
    os.mkfifo(task / "pipe")
    (tmp_path / "d").mkdir()
    with pytest.raises(SourceError, match="not a regular file"):
        copy_task(TaskRef("t", task), tmp_path / "d")


def test_task_metadata_comes_from_task_toml_only(tmp_path: Path) -> None:
    from osmosis_platform.catalog.harbor_tasks import read_task

    toml = (
        '[metadata]\ncategory = "build"\ndifficulty = "Hard"\n[agent]\ntimeout_sec = 2400\n'
        "[verifier]\ntimeout_sec = 600\n[environment]\ncpus = 2\nmemory_mb = 4096\n"
        "storage_mb = 10240\nallow_internet = true\n"
    )
    spec = read_task(make_task(tmp_path, "compile", toml=toml))
    assert (spec.category, spec.difficulty) == ("build", "hard")
    assert (spec.agent_timeout_sec, spec.verifier_timeout_sec) == (2400, 600)
    assert (spec.cpus, spec.memory_mb, spec.storage_mb) == (2, 4096, 10240)
    assert spec.network_mode == "public"  # Harbor's deprecated allow_internet, as TB2 writes it
    offline = read_task(
        make_task(tmp_path, "offline", toml='[environment]\nnetwork_mode = "no-network"\n')
    )
    assert offline.network_mode == "no-network" and offline.difficulty is None


def test_stage_lists_incomplete_tasks_as_unavailable(tmp_path: Path) -> None:
    src = tmp_path / "src"
    refs = [
        TaskRef("good", make_task(src, "good")),
        TaskRef("no-instruction", make_task(src, "no-instruction", instruction=False)),
        TaskRef("no-tests", make_task(src, "no-tests", tests=False)),
        TaskRef("broken", make_task(src, "broken", toml="[metadata\n")),
        TaskRef("nodiff", make_task(src, "nodiff", toml='[metadata]\ncategory = "x"\n')),
        TaskRef("good", src / "good"),
    ]
    from osmosis_platform.catalog.datasets import Dataset

    seen: list[int] = []
    specs, unavailable = stage(Dataset(tasks=refs), tmp_path / "stage", seen.append)
    assert [s.name for s in specs] == ["good", "nodiff"]
    assert specs[1].difficulty is None  # never inferred
    assert {u["name"]: u["reason"] for u in unavailable} == {
        "no-instruction": "missing instruction.md",
        "no-tests": "missing tests/test.sh",
        "broken": unavailable[2]["reason"],
        "good": "duplicate task name",
    }
    assert unavailable[2]["reason"].startswith("invalid task.toml")
    assert seen == [1, 2, 3, 4, 5, 6]
    assert sorted(p.name for p in (tmp_path / "stage" / "tasks").iterdir()) == ["good", "nodiff"]


# ------------------------------------------------------------------------------ the sync


@pytest.fixture
def engine(tmp_path: Path):
    from osmosis_platform.store.db import make_engine, migrate

    engine = make_engine(f"sqlite:///{tmp_path / 'osmosis.db'}")
    migrate(engine)
    yield engine
    engine.dispose()


def _benchmark(engine, home: Path, kind: str, source: str, ref: str | None = None) -> str:
    from osmosis_platform.services.catalog_sources import storage_dir
    from osmosis_platform.store.models import Benchmark

    benchmark_id = str(uuid.uuid4())
    now = "2026-01-01T00:00:00Z"
    with engine.begin() as conn:
        conn.execute(
            insert(Benchmark).values(
                id=benchmark_id,
                workspace_id=None,
                key=f"k-{benchmark_id[:8]}",
                name="Test",
                source_type=kind,
                source=source,
                source_version=ref,
                source_ref="k",
                source_url="file:///x",
                local_path=str(storage_dir(home, benchmark_id)),
                sync_status="pending",
                synced_task_count=0,
                supports_harness=True,
                requires_harness=False,
                requires_judge_model=False,
                requires_judge_api_key=False,
                unavailable_tasks=[],
                created_at=now,
                updated_at=now,
            )
        )
    return benchmark_id


def _row(engine, benchmark_id: str):
    from osmosis_platform.store.models import Benchmark

    with engine.connect() as conn:
        return conn.execute(select(Benchmark).where(Benchmark.id == benchmark_id)).one()


def _tasks(engine, benchmark_id: str) -> dict[str, str]:
    from osmosis_platform.store.models import Task

    with engine.connect() as conn:
        rows = conn.execute(select(Task.name, Task.path).where(Task.benchmark_id == benchmark_id))
        return dict(rows.all())


def test_sync_copies_tasks_into_the_data_dir_and_pins_them(engine, tmp_path: Path) -> None:
    from osmosis_platform.services.catalog_sources import sync

    home, src = tmp_path / "home", tmp_path / "dataset"
    make_task(src, "one")
    make_task(src, "two", toml="[metadata\n")
    benchmark_id = _benchmark(engine, home, "local", str(src))
    sync(engine, benchmark_id)
    row = _row(engine, benchmark_id)
    assert row.sync_status == "ready" and row.sync_error is None
    assert row.synced_task_count == 1 and row.sync_total_count is None
    assert [u["name"] for u in row.unavailable_tasks] == ["two"]
    tasks = _tasks(engine, benchmark_id)
    copy = home / "benchmarks" / benchmark_id / row.resolved_digest / "tasks" / "one"
    assert tasks == {"one": str(copy)}
    assert (copy / "instruction.md").read_text() == "Do one.\n"
    # runs never depend on the source staying put
    (src / "one" / "instruction.md").write_text("changed")
    assert (copy / "instruction.md").read_text() == "Do one.\n"
    assert [p.name for p in (home / "benchmarks" / benchmark_id).iterdir()] == [row.resolved_digest]


def test_a_failed_resync_keeps_the_previous_task_list(engine, tmp_path: Path) -> None:
    from osmosis_platform.services.catalog_sources import sync
    from osmosis_platform.store.models import Benchmark

    home, src = tmp_path / "home", tmp_path / "dataset"
    make_task(src, "one")
    benchmark_id = _benchmark(engine, home, "local", str(src))
    sync(engine, benchmark_id)
    before = _row(engine, benchmark_id)
    make_task(src, "two")
    (src / "two" / "x").symlink_to("/etc/hostname")  # an escape: the whole sync fails
    with engine.begin() as conn:
        conn.execute(
            Benchmark.__table__.update()
            .where(Benchmark.id == benchmark_id)
            .values(sync_status="pending")
        )
    sync(engine, benchmark_id)
    after = _row(engine, benchmark_id)
    assert after.sync_status == "failed"
    assert after.sync_error == (
        "task 'two': symlink x -> /etc/hostname points outside the task directory."
    )
    assert after.resolved_digest == before.resolved_digest
    assert list(_tasks(engine, benchmark_id)) == ["one"]
    storage = home / "benchmarks" / benchmark_id
    assert [p.name for p in storage.iterdir()] == [before.resolved_digest]  # no scratch left


def test_a_sync_with_no_usable_task_fails(engine, tmp_path: Path) -> None:
    from osmosis_platform.services.catalog_sources import sync

    src = tmp_path / "dataset"
    make_task(src, "one", tests=False)
    benchmark_id = _benchmark(engine, tmp_path / "home", "local", str(src))
    sync(engine, benchmark_id)
    row = _row(engine, benchmark_id)
    assert row.sync_status == "failed"
    assert row.sync_error == "no usable tasks (1 unavailable: one: missing tests/test.sh)"
    assert _tasks(engine, benchmark_id) == {}


def test_a_sync_runs_once_and_only_from_pending(engine, tmp_path: Path) -> None:
    from osmosis_platform.services.catalog_sources import sync

    src = tmp_path / "dataset"
    make_task(src, "one")
    benchmark_id = _benchmark(engine, tmp_path / "home", "git", (tmp_path / "none.git").as_uri())
    sync(engine, benchmark_id)
    failed = _row(engine, benchmark_id)
    assert failed.sync_status == "failed" and failed.sync_error.startswith("could not clone")
    sync(engine, benchmark_id)  # not pending: nothing happens
    assert _row(engine, benchmark_id).updated_at == failed.updated_at


def test_a_registry_source_syncs_through_the_service(engine, tmp_path: Path, repo) -> None:
    from osmosis_platform.services.catalog_sources import sync

    repo_path, first, _ = repo
    registry = tmp_path / "registry.json"
    registry.write_text(
        json.dumps(
            [
                {
                    "name": "pinned",
                    "version": "1.0",
                    "description": "From git.",
                    "tasks": [
                        {
                            "name": n,
                            "git_url": repo_path.as_uri(),
                            "git_commit_id": first,
                            "path": n,
                        }
                        for n in ("a", "b")
                    ],
                }
            ]
        )
    )
    benchmark_id = _benchmark(
        engine, tmp_path / "home", "harbor_registry", str(registry), "pinned@1.0"
    )
    sync(engine, benchmark_id)
    row = _row(engine, benchmark_id)
    assert row.sync_status == "ready", row.sync_error
    assert (row.description, row.resolved_version, row.source_url) == (
        "From git.",
        "1.0",
        repo_path.as_uri(),
    )
    assert sorted(_tasks(engine, benchmark_id)) == ["a", "b"]


def test_registry_source_fetch_reports_missing_files(tmp_path: Path) -> None:
    with pytest.raises(SourceError, match="does not exist"):
        RegistrySource(str(tmp_path / "registry.json"), None).fetch(tmp_path / "w")


def test_a_registry_fetched_over_http_uses_git_tasks_only(tmp_path: Path, repo) -> None:
    import functools
    import threading
    from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

    repo_path, first, _ = repo
    served = tmp_path / "www"
    served.mkdir()
    (served / "registry.json").write_text(
        json.dumps(
            {
                "name": "web",
                "version": "3",
                "tasks": [
                    {
                        "name": "a",
                        "git_url": repo_path.as_uri(),
                        "git_commit_id": first,
                        "path": "a",
                    },
                    {"name": "local", "path": "local"},
                ],
            }
        )
    )
    handler = functools.partial(SimpleHTTPRequestHandler, directory=str(served))
    handler.log_message = lambda *a: None  # type: ignore[attr-defined]
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}"
        kind, found = classify(f"{base}/registry.json", None)
        assert kind == "harbor_registry" and found.describe().name == "registry"
        dataset = found.fetch(tmp_path / "work")
        reasons = {t.name: t.reason for t in dataset.tasks}
        assert reasons == {"a": None, "local": "a local path in a registry fetched over HTTP"}
        with pytest.raises(SourceError, match="HTTP 404"):
            RegistrySource(f"{base}/missing.json", None).fetch(tmp_path / "work2")
    finally:
        server.shutdown()
        server.server_close()


def test_start_up_resumes_interrupted_syncs_and_clears_their_scratch(
    engine, tmp_path: Path
) -> None:
    from osmosis_platform.services.catalog_sources import resume_pending
    from osmosis_platform.store.models import Benchmark

    home, src = tmp_path / "home", tmp_path / "dataset"
    make_task(src, "one")
    benchmark_id = _benchmark(engine, home, "local", str(src))
    with engine.begin() as conn:  # a process died half-way through this sync
        conn.execute(
            Benchmark.__table__.update()
            .where(Benchmark.id == benchmark_id)
            .values(sync_status="syncing", synced_task_count=3)
        )
    scratch = home / "benchmarks" / benchmark_id / ".sync-dead0000"
    (scratch / "stage").mkdir(parents=True)
    resume_pending(engine)
    deadline = time.monotonic() + 20
    while _row(engine, benchmark_id).sync_status != "ready":
        assert time.monotonic() < deadline, _row(engine, benchmark_id).sync_error
        time.sleep(0.02)
    assert not scratch.exists()
    assert list(_tasks(engine, benchmark_id)) == ["one"]
