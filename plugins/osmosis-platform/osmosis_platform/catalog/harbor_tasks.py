"""Reading Harbor task directories and benchmark manifests into typed specs.

Metadata comes only from each ``task.toml``: a task without a difficulty keeps ``None``
(never inferred), and a malformed ``task.toml`` names its task instead of failing the set.
"""

from __future__ import annotations

import tomllib
from importlib import resources
from pathlib import Path
from typing import Any, Literal

import msgspec

Difficulty = Literal["easy", "medium", "hard"]
BUNDLED_KEY = "osmosis-bench"


class TaskSpec(msgspec.Struct, frozen=True):
    name: str
    path: str
    category: str | None = None
    difficulty: Difficulty | None = None
    agent_timeout_sec: float | None = None
    verifier_timeout_sec: float | None = None
    cpus: float | None = None
    memory_mb: int | None = None
    storage_mb: int | None = None
    network_mode: str | None = None
    workdir: str | None = None
    tags: tuple[str, ...] = ()


class TaskSet(msgspec.Struct, frozen=True):
    name: str
    tasks: tuple[str, ...]
    description: str | None = None
    recommended: bool = False


class BenchmarkSpec(msgspec.Struct, frozen=True):
    key: str
    name: str
    description: str
    version: str
    source_url: str
    default_harness: str | None
    pass_threshold: float
    requires_judge_model: bool
    requires_judge_api_key: bool
    tasks: tuple[TaskSpec, ...]
    task_sets: tuple[TaskSet, ...]
    unavailable_tasks: tuple[dict[str, str], ...] = ()

    def categories(self) -> list[dict[str, Any]]:
        counts: dict[str, int] = {}
        for task in self.tasks:
            if task.category:
                counts[task.category] = counts.get(task.category, 0) + 1
        return [{"name": n, "task_count": c} for n, c in sorted(counts.items())]


class TaskError(Exception):
    """A task directory that cannot be used; carries the task name for ``unavailable_tasks``."""

    def __init__(self, task: str, reason: str) -> None:
        super().__init__(f"{task}: {reason}")
        self.task, self.reason = task, reason


def read_task(directory: Path) -> TaskSpec:
    name = directory.name
    for required in ("instruction.md", "task.toml", "tests/test.sh"):
        if not (directory / required).is_file():
            raise TaskError(name, f"missing {required}")
    try:
        doc = tomllib.loads((directory / "task.toml").read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise TaskError(name, f"invalid task.toml: {exc}") from None
    meta, env = doc.get("metadata", {}), doc.get("environment", {})
    difficulty = meta.get("difficulty")
    network_mode = env.get("network_mode")
    if network_mode is None and isinstance(env.get("allow_internet"), bool):
        # Harbor's deprecated spelling, still used by Terminal-Bench 2.x tasks
        network_mode = "public" if env["allow_internet"] else "no-network"
    try:
        return msgspec.convert(
            {
                "name": name,
                "path": str(directory),
                "category": meta.get("category"),
                "difficulty": difficulty.lower() if isinstance(difficulty, str) else difficulty,
                "agent_timeout_sec": doc.get("agent", {}).get("timeout_sec"),
                "verifier_timeout_sec": doc.get("verifier", {}).get("timeout_sec"),
                "cpus": env.get("cpus"),
                "memory_mb": env.get("memory_mb"),
                "storage_mb": env.get("storage_mb"),
                "network_mode": network_mode,
                "workdir": env.get("workdir"),
                "tags": tuple(meta.get("tags", ())),
            },
            TaskSpec,
        )
    except msgspec.ValidationError as exc:
        raise TaskError(name, f"invalid task.toml: {exc}") from None


def read_benchmark(root: Path) -> BenchmarkSpec:
    manifest = tomllib.loads((root / "benchmark.toml").read_text(encoding="utf-8"))
    tasks, unavailable = [], []
    for directory in sorted(p for p in (root / "tasks").iterdir() if p.is_dir()):
        try:
            tasks.append(read_task(directory))
        except TaskError as exc:
            unavailable.append({"name": exc.task, "reason": exc.reason})
    known = {t.name for t in tasks}
    info = manifest.get("task_set_info", {})
    sets = []
    for set_name, members in manifest.get("task_sets", {}).items():
        missing = [m for m in members if m not in known]
        if missing:
            raise ValueError(f"task set {set_name!r} names unknown tasks: {', '.join(missing)}")
        details = info.get(set_name, {})
        sets.append(
            TaskSet(
                set_name,
                tuple(members),
                details.get("description"),
                bool(details.get("recommended", False)),
            )
        )
    return BenchmarkSpec(
        key=manifest["key"],
        name=manifest["name"],
        description=manifest.get("description", ""),
        version=str(manifest.get("version", "")),
        source_url=manifest.get("source_url", ""),
        default_harness=manifest.get("default_harness"),
        pass_threshold=float(manifest.get("pass_threshold", 1.0)),
        requires_judge_model=bool(manifest.get("requires_judge_model", False)),
        requires_judge_api_key=bool(manifest.get("requires_judge_api_key", False)),
        tasks=tuple(tasks),
        task_sets=tuple(sets),
        unavailable_tasks=tuple(unavailable),
    )


def bundled_root() -> Path:
    return Path(str(resources.files("osmosis_platform") / "bundled" / BUNDLED_KEY))


def bundled_benchmark() -> BenchmarkSpec:
    """The managed benchmark every workspace gets."""
    return read_benchmark(bundled_root())
