"""Harbor datasets as a sync sees them: where the tasks of a tree are (task directories at the
top, under ``tasks/``, our ``benchmark.toml``, or a ``registry.json``), which registry dataset a
ref names, and copying each task into the platform's data dir without letting it escape.

Escape attempts (a task name or registry ``path`` with ``..`` or an absolute path, a symlink that
points outside its task) fail the whole sync; a task that is merely incomplete (no
``instruction.md``, no ``tests/test.sh``, a broken ``task.toml``) is listed in
``unavailable_tasks`` instead.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import stat
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

import msgspec

from osmosis_platform.catalog import git
from osmosis_platform.catalog.errors import SourceError
from osmosis_platform.catalog.harbor_tasks import TaskError, TaskSet, TaskSpec, read_task

TASK_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._+-]{0,127}$")
TASK_MARKERS = ("task.toml", "instruction.md", "tests")
MANIFEST = "benchmark.toml"
REGISTRY = "registry.json"
SKIPPED = frozenset({"__pycache__"})


@dataclass(frozen=True)
class TaskRef:
    """One task of a dataset, where its files are now (a source dir or a fresh clone)."""

    name: str
    directory: Path
    reason: str | None = None  # known to be unusable before copying
    exclude: frozenset[str] = frozenset()  # top-level entries not copied (a clone's .git)


@dataclass
class Dataset:
    tasks: list[TaskRef]
    name: str | None = None
    version: str | None = None
    description: str = ""
    source_url: str | None = None
    default_harness: str | None = None
    pass_threshold: float = 1.0
    requires_judge_model: bool = False
    requires_judge_api_key: bool = False
    task_sets: list[TaskSet] = field(default_factory=list)
    resolved_version: str | None = None


# ------------------------------------------------------------------ names, paths, escapes


def check_task_name(name: Any, where: str = "task") -> str | None:
    """None when usable; a reason when merely not allowed; raises for an escape attempt."""
    if not isinstance(name, str) or not name:
        raise SourceError(f"{where}: the task name is missing or not a string.")
    if "/" in name or "\\" in name or name in (".", "..") or "\0" in name:
        raise SourceError(f"task name {name!r} tries to escape its directory.")
    if not TASK_NAME.match(name):
        return "task name not allowed (letters, digits, '.', '_', '+' or '-'; at most 128)"
    return None


def relative_path(value: Any, what: str) -> PurePosixPath:
    """A path inside its directory: relative, no ``..`` (``.`` is the directory itself)."""
    if not isinstance(value, str) or not value.strip():
        raise SourceError(f"{what} must be a non-empty string.")
    text = value.replace("\\", "/")
    if text.startswith(("/", "~")) or re.match(r"^[A-Za-z]:", text):
        raise SourceError(f"{what} {value!r} tries to escape its directory (absolute path).")
    parts = [p for p in PurePosixPath(text).parts if p != "."]
    if ".." in parts:
        raise SourceError(f"{what} {value!r} tries to escape its directory.")
    return PurePosixPath(*parts) if parts else PurePosixPath(".")


def within(path: Path | str, root: Path | str) -> bool:
    """``path`` (symlinks resolved) is ``root`` or inside it."""
    real, base = os.path.realpath(path), os.path.realpath(root)
    return real == base or real.startswith(base.rstrip(os.sep) + os.sep)


# ------------------------------------------------------------------ dataset directories


def _looks_like_task(directory: Path) -> bool:
    return any((directory / marker).exists() for marker in TASK_MARKERS)


def _entries(base: Path, root: Path) -> list[Path]:
    found = []
    for entry in sorted(base.iterdir(), key=lambda p: p.name):
        if entry.name.startswith(".") or entry.name in SKIPPED or not entry.is_dir():
            continue
        if entry.is_symlink() and not within(entry, root):
            raise SourceError(f"task {entry.name!r} is a symlink that points outside the dataset.")
        found.append(entry)
    return found


def find_tasks(root: Path) -> list[TaskRef]:
    """Task directories under ``tasks/`` (every sub-directory counts) or at the top level
    (directories with a ``task.toml``, ``instruction.md`` or ``tests/``)."""
    tasks_dir = root / "tasks"
    if tasks_dir.is_dir() and not _looks_like_task(tasks_dir):
        if not within(tasks_dir, root):
            raise SourceError("tasks/ is a symlink that points outside the dataset.")
        entries = _entries(tasks_dir, root)
    else:
        entries = [e for e in _entries(root, root) if _looks_like_task(e)]
    return [TaskRef(e.name, e, check_task_name(e.name)) for e in entries]


class _SetInfo(msgspec.Struct):
    description: str | None = None
    recommended: bool = False


class _Manifest(msgspec.Struct):
    name: str | None = None
    description: str | None = None
    version: str | int | float | None = None
    source_url: str | None = None
    default_harness: str | None = None
    pass_threshold: float = 1.0
    requires_judge_model: bool = False
    requires_judge_api_key: bool = False
    task_sets: dict[str, list[str]] = {}
    task_set_info: dict[str, _SetInfo] = {}


def _load_manifest(path: Path) -> _Manifest:
    try:
        doc = tomllib.loads(path.read_text(encoding="utf-8"))
        manifest = msgspec.convert(doc, _Manifest)
    except (tomllib.TOMLDecodeError, UnicodeDecodeError, msgspec.ValidationError) as exc:
        raise SourceError(f"invalid {MANIFEST}: {exc}") from None
    if not 0 <= manifest.pass_threshold <= 1:
        raise SourceError(f"invalid {MANIFEST}: pass_threshold must be between 0 and 1.")
    return manifest


def manifest_name(root: Path) -> str | None:
    """The display name a ``benchmark.toml`` declares (None when absent or unreadable)."""
    try:
        return _load_manifest(root / MANIFEST).name
    except (SourceError, OSError):
        return None


def read_manifest_tree(root: Path) -> Dataset:
    manifest = _load_manifest(root / MANIFEST)
    tasks_dir = root / "tasks"
    if not tasks_dir.is_dir():
        raise SourceError(f"{MANIFEST} found but there is no tasks/ directory beside it.")
    if not within(tasks_dir, root):
        raise SourceError("tasks/ is a symlink that points outside the dataset.")
    tasks = [TaskRef(e.name, e, check_task_name(e.name)) for e in _entries(tasks_dir, root)]
    sets = [
        TaskSet(
            name,
            tuple(members),
            manifest.task_set_info.get(name, _SetInfo()).description,
            manifest.task_set_info.get(name, _SetInfo()).recommended,
        )
        for name, members in manifest.task_sets.items()
    ]
    version = None if manifest.version is None else str(manifest.version)
    return Dataset(
        tasks=tasks,
        name=manifest.name,
        version=version,
        description=manifest.description or "",
        source_url=manifest.source_url,
        default_harness=manifest.default_harness,
        pass_threshold=manifest.pass_threshold,
        requires_judge_model=manifest.requires_judge_model,
        requires_judge_api_key=manifest.requires_judge_api_key,
        task_sets=sets,
        resolved_version=version,
    )


def read_tree(root: Path, workdir: Path, *, origin: str) -> Dataset:
    """A dataset directory (or a repository checkout) in any layout we know."""
    if not root.exists():
        raise SourceError(f"{origin} does not exist.")
    if not root.is_dir():
        raise SourceError(f"{origin} is not a directory.")
    if (root / MANIFEST).is_file():
        return read_manifest_tree(root)
    tasks = find_tasks(root)
    if tasks:
        return Dataset(tasks=tasks)
    if (root / REGISTRY).is_file():
        where = f"{origin}/{REGISTRY}"
        datasets = parse_registry((root / REGISTRY).read_text(encoding="utf-8"), where)
        if len(datasets) > 1:
            raise SourceError(
                f"{where} holds {len(datasets)} datasets ({', '.join(d.ref for d in datasets)}); "
                f"add that {REGISTRY} itself with a ref name@version."
            )
        return registry_dataset(datasets[0], root, workdir)
    raise SourceError(
        f"no Harbor tasks in {origin}: expected task directories (with task.toml, "
        f"instruction.md and tests/), a tasks/ directory, a {MANIFEST} or a {REGISTRY}."
    )


# ------------------------------------------------------------------ registry.json


class RegistryTask(msgspec.Struct):
    name: str | None = None
    path: str | None = None
    git_url: str | None = None
    git_commit_id: str | None = None


class RegistryDataset(msgspec.Struct):
    name: str
    version: str | int | float | None = None
    description: str | None = None
    tasks: list[RegistryTask] = []

    @property
    def ref(self) -> str:
        return self.name if self.version is None else f"{self.name}@{self.version}"


def parse_registry(text: str, origin: str) -> list[RegistryDataset]:
    """Harbor's legacy registry: a JSON list of datasets (a single object is accepted too)."""
    try:
        doc = json.loads(text)
    except ValueError as exc:
        raise SourceError(f"{origin} is not valid JSON: {exc}") from None
    if isinstance(doc, dict):
        doc = [doc]
    try:
        datasets = msgspec.convert(doc, list[RegistryDataset])
    except msgspec.ValidationError as exc:
        raise SourceError(f"{origin} is not a Harbor registry: {exc}") from None
    if not datasets:
        raise SourceError(f"{origin} lists no datasets.")
    return datasets


def pick_dataset(datasets: list[RegistryDataset], ref: str | None, origin: str) -> RegistryDataset:
    """The dataset ``ref`` (``name@version``, or ``name`` when it has one version) names; the
    only dataset when ``ref`` is None."""
    available = ", ".join(d.ref for d in datasets)
    if ref is None:
        if len(datasets) == 1:
            return datasets[0]
        raise SourceError(
            f"{origin} holds {len(datasets)} datasets; choose one with a ref name@version "
            f"({available}).",
            field="ref",
        )
    name, at, version = ref.partition("@")
    found = [d for d in datasets if d.name == name and (not at or str(d.version) == version)]
    if not found:
        raise SourceError(f"{origin} has no dataset {ref} (it has {available}).", field="ref")
    if len(found) > 1:
        versions = ", ".join(d.ref for d in found)
        raise SourceError(
            f"{origin} has several versions of {name}; choose one: {versions}.", field="ref"
        )
    return found[0]


def registry_dataset(chosen: RegistryDataset, base: Path | None, workdir: Path) -> Dataset:
    """The tasks of one registry dataset: local paths relative to the registry's directory
    (``base``; None for a registry fetched over HTTP), git tasks cloned at their pinned commit."""
    slots: list[TaskRef | None] = []
    groups: dict[tuple[str, str | None], list[tuple[int, str, PurePosixPath, str | None]]] = {}
    urls: set[str] = set()
    for index, task in enumerate(chosen.tasks):
        label = task.name or task.path or f"#{index + 1}"
        path = relative_path(
            task.path if task.path is not None else task.name, f"path of task {label!r}"
        )
        name = task.name or (path.name if path.parts else None)
        reason = check_task_name(name, f"task {label!r}")
        if task.git_url:
            url = git.check_url(task.git_url, what=f"git_url of task {label!r}")
            commit = task.git_commit_id
            if commit in (None, "", "HEAD"):
                commit = None
            else:
                git.check_ref(commit, field="source")
            urls.add(git.public_url(url))
            groups.setdefault((url, commit), []).append((index, name, path, reason))
            slots.append(None)
            continue
        if base is None:
            directory = Path(os.devnull)
            reason = reason or "a local path in a registry fetched over HTTP"
        else:
            directory = base / path
            if directory.exists() and not within(directory, base):
                raise SourceError(
                    f"path of task {label!r} tries to escape its directory (symlink)."
                )
            if not directory.is_dir():
                reason = reason or f"directory {path} not found beside the registry"
        urls.add("")  # a local task: no single upstream repository
        slots.append(TaskRef(name, directory, reason))
    for number, ((url, commit), members) in enumerate(groups.items()):
        checkout = workdir / f"git-{number}"
        sha = git.clone(url, checkout, commit, paths=[str(p) for _, _, p, _ in members])
        shown = f"{git.public_url(url)}@{sha[:12]}"
        for index, name, path, reason in members:
            directory = checkout / path
            if directory.exists() and not within(directory, checkout):
                raise SourceError(
                    f"path of task {name!r} tries to escape its repository (symlink)."
                )
            if not directory.is_dir():
                reason = reason or f"{path} not found in {shown}"
            exclude = frozenset({".git"}) if path == PurePosixPath(".") else frozenset()
            slots[index] = TaskRef(name, directory, reason, exclude)
    version = None if chosen.version is None else str(chosen.version)
    return Dataset(
        tasks=[slot for slot in slots if slot is not None],
        name=chosen.name,
        version=version,
        description=chosen.description or "",
        source_url=(urls.pop() or None) if len(urls) == 1 else None,
        resolved_version=version,
    )


# ------------------------------------------------------------------ copying into the data dir


def copy_task(task: TaskRef, dest: Path) -> None:
    """Copy a task's files to ``dest`` (which exists): regular files, directories and symlinks
    that stay inside the task; anything else fails the sync."""
    src = task.directory
    base = os.path.realpath(src)
    for dirpath, dirnames, filenames in os.walk(src, followlinks=False):
        rel_dir = os.path.relpath(dirpath, src)
        top = rel_dir == "."
        dirnames[:] = [d for d in dirnames if d not in SKIPPED and not (top and d in task.exclude)]
        names = [f for f in filenames if not (top and f in task.exclude)]
        for entry in sorted(dirnames + names):
            source = os.path.join(dirpath, entry)
            rel = os.path.normpath(os.path.join(rel_dir, entry))
            target = dest / rel
            mode = os.lstat(source).st_mode
            if stat.S_ISLNK(mode):
                link = os.readlink(source)
                lexical = os.path.normpath(os.path.join(os.path.dirname(rel), link))
                if (
                    os.path.isabs(link)
                    or lexical == ".."
                    or lexical.startswith(".." + os.sep)
                    or not within(source, base)
                ):
                    raise SourceError(
                        f"task {task.name!r}: symlink {rel} -> {link} points outside the task "
                        "directory."
                    )
                os.symlink(link, target)
            elif stat.S_ISDIR(mode):
                target.mkdir()
            elif stat.S_ISREG(mode):
                shutil.copy2(source, target)
            else:
                raise SourceError(
                    f"task {task.name!r}: {rel} is not a regular file, directory or symlink."
                )


def stage(
    dataset: Dataset, dest: Path, progress: Callable[[int], None]
) -> tuple[list[TaskSpec], list[dict[str, str]]]:
    """Copy every usable task to ``dest/tasks/<name>`` and read it; the rest are unavailable."""
    (dest / "tasks").mkdir(parents=True)
    specs: list[TaskSpec] = []
    unavailable: list[dict[str, str]] = []
    seen: set[str] = set()
    for done, task in enumerate(dataset.tasks, 1):
        reason = task.reason
        if reason is None and task.name in seen:
            reason = "duplicate task name"
        if reason is None:
            target = dest / "tasks" / task.name
            target.mkdir()
            copy_task(task, target)
            try:
                specs.append(read_task(target))
                seen.add(task.name)
            except TaskError as exc:
                reason = exc.reason
                shutil.rmtree(target)
        if reason is not None:
            unavailable.append({"name": task.name, "reason": reason})
        progress(done)
    return specs, unavailable


def usable_sets(sets: list[TaskSet], usable: set[str], known: set[str]) -> list[TaskSet]:
    """Named sets without their unavailable members; a set naming no task at all is an error."""
    out = []
    for task_set in sets:
        unknown = [m for m in task_set.tasks if m not in known]
        if unknown:
            raise SourceError(
                f"task set {task_set.name!r} names unknown tasks: {', '.join(unknown)}."
            )
        members = tuple(m for m in task_set.tasks if m in usable)
        if members:
            out.append(TaskSet(task_set.name, members, task_set.description, task_set.recommended))
    return out
