"""Benchmark source kinds: where a user-added benchmark's tasks come from.

A source kind is a class registered through the platform hook ``register_benchmark_sources``
(``register("git", "osmosis_platform.catalog.sources:GitSource", help=...)``), so a package can
add one without touching the platform. The built-in kinds:

- ``local``: a Harbor dataset directory on the platform host (an absolute path or ``file://``
  URL): task directories at the top level or under ``tasks/``, or our ``benchmark.toml`` layout;
- ``harbor_registry``: a Harbor ``registry.json`` (path, ``file://`` or ``http(s)://`` URL) with
  ``ref = "name@version"`` (optional when it holds one dataset); tasks with a local ``path`` or a
  ``git_url`` pinned by ``git_commit_id``;
- ``git``: a git repository (``https://``, ``ssh://``, ``git@host:…``, ``file://``) at an
  optional ref, pinned to the commit it resolves to; it may hold any of the layouts above.

A kind answers three questions: does it ``claims`` a source string; ``describe`` it cheaply for
the add route (normalised source, URL to show, default display name; a ``SourceError`` there is
a 400); and ``fetch`` its tasks during the background sync (a ``SourceError`` there fails it).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import ClassVar
from urllib.parse import unquote

from osmosis_platform.catalog import git
from osmosis_platform.catalog.datasets import (
    REGISTRY,
    Dataset,
    TaskRef,
    manifest_name,
    parse_registry,
    pick_dataset,
    read_tree,
    registry_dataset,
)
from osmosis_platform.catalog.errors import SourceError
from osmosis_platform.hookspecs import Registry

BUILTIN_OWNER = "osmosis-platform-builtin"
# ``terminal-bench@2.0``: a Harbor Hub / default-registry reference
HUB_REF = re.compile(r"^[A-Za-z0-9][\w.-]*(/[\w.-]+)?@[\w.+-]+$")
DATASET_REF = re.compile(r"^(?!-)[^\s@]+(@[^\s@]+)?$")
REGISTRY_FETCH_TIMEOUT = 30.0
REGISTRY_MAX_BYTES = 20 << 20


@dataclass(frozen=True)
class Described:
    source: str  # stored and handed back to the kind at every sync
    source_url: str  # shown as ``source_url``
    name: str  # the display name when the user gives none


class BenchmarkSource:
    """Base of every source kind (see the module docstring)."""

    help: ClassVar[str] = ""

    def __init__(self, source: str, ref: str | None = None) -> None:
        self.source = source
        self.ref = ref

    @classmethod
    def claims(cls, source: str, ref: str | None) -> bool:
        raise NotImplementedError

    def describe(self) -> Described:
        raise NotImplementedError

    def fetch(self, workdir: Path) -> Dataset:
        """Find the tasks; clones and downloads go under ``workdir`` (removed afterwards)."""
        raise NotImplementedError


def local_path(source: str) -> Path | None:
    """The path a ``file://`` URL or a plain path names (None for other URLs); ``~`` expanded."""
    if source.startswith("file://"):
        text = unquote(source[len("file://") :])
        if text.startswith("localhost/"):
            text = text[len("localhost") :]
    elif git.is_url(source):
        return None
    else:
        text = source
    try:
        return Path(text).expanduser()
    except RuntimeError:  # "~name/…" for a user that does not exist: stays relative
        return Path(text)


def absolute_path(source: str, what: str) -> Path:
    path = local_path(source)
    if path is None or not path.is_absolute():
        if HUB_REF.match(source) and not source.startswith(("/", ".", "~")):
            raise SourceError(
                f"{source} looks like a Harbor Hub dataset, which this platform cannot reach. "
                f"Add the dataset's {REGISTRY} (a path or URL) with ref {source}, or its git "
                "repository."
            )
        raise SourceError(
            f"The source must be an absolute path on the platform host, a file:// URL or a git "
            f"or registry URL; {source!r} is {what}. (The osmosis CLI makes relative paths "
            "absolute.)"
        )
    if "\0" in str(path):
        raise SourceError("The source path contains a NUL character.")
    return path


def _dataset_ref(ref: str | None) -> str | None:
    if ref is not None and not DATASET_REF.match(ref):
        raise SourceError(
            f"ref {ref!r} is not a dataset reference (name@version, or a name).", field="ref"
        )
    return ref


def _repo_name(url: str) -> str:
    tail = re.split(r"[/:]", url.rstrip("/"))[-1]
    return tail.removesuffix(".git") or "repository"


class LocalDirectorySource(BenchmarkSource):
    help = "A Harbor dataset directory on the platform host (absolute path or file:// URL)."

    @classmethod
    def claims(cls, source: str, ref: str | None) -> bool:
        return local_path(source) is not None

    def describe(self) -> Described:
        path = absolute_path(self.source, "relative")
        if self.ref is not None:
            raise SourceError(
                f"A ref applies to git repositories and {REGISTRY} files; {path} is a directory.",
                field="ref",
            )
        name = (manifest_name(path) if path.is_dir() else None) or path.name
        return Described(source=str(path), source_url=path.as_uri(), name=name)

    def fetch(self, workdir: Path) -> Dataset:
        path = Path(self.source)
        return read_tree(path, workdir, origin=f"source directory {path}")


class RegistrySource(BenchmarkSource):
    help = f"A Harbor {REGISTRY} (path, file:// or http(s):// URL) with ref name@version."

    @classmethod
    def claims(cls, source: str, ref: str | None) -> bool:
        if source.startswith(("http://", "https://")):
            return source.split("?", 1)[0].endswith(".json")
        path = local_path(source)
        if path is None:
            return False
        try:
            return path.suffix.lower() == ".json" or path.is_file()
        except OSError:
            return False

    def _is_remote(self) -> bool:
        return self.source.startswith(("http://", "https://"))

    def describe(self) -> Described:
        ref = _dataset_ref(self.ref)
        if self._is_remote():
            url = git.check_url(self.source, what="registry URL")
            name = ref or _repo_name(url).removesuffix(".json")
            return Described(source=url, source_url=git.public_url(url), name=_label(name))
        path = absolute_path(self.source, "relative")
        name = None
        try:
            datasets = parse_registry(path.read_text(encoding="utf-8"), str(path))
        except (OSError, UnicodeDecodeError, SourceError):
            datasets = None  # missing or unreadable: the sync reports it
        if datasets is not None:
            name = pick_dataset(datasets, ref, str(path)).ref  # a wrong ref is a 400 now
        name = name or ref or path.parent.name or path.stem
        return Described(source=str(path), source_url=path.as_uri(), name=_label(name))

    def fetch(self, workdir: Path) -> Dataset:
        if self._is_remote():
            text = _download(self.source)
            base = None
            origin = git.public_url(self.source)
        else:
            path = Path(self.source)
            origin = str(path)
            if not path.exists():
                raise SourceError(f"registry {path} does not exist.")
            if not path.is_file():
                raise SourceError(f"registry {path} is not a file.")
            try:
                text = path.read_text(encoding="utf-8")
            except UnicodeDecodeError:
                raise SourceError(f"registry {path} is not UTF-8 text.") from None
            base = path.parent
        chosen = pick_dataset(parse_registry(text, origin), self.ref, origin)
        return registry_dataset(chosen, base, workdir)


def _label(ref: str) -> str:
    """``terminal-bench@2.0`` → ``terminal-bench 2.0`` (key ``terminal-bench-2-0``)."""
    return ref.replace("@", " ")


def _download(url: str) -> str:
    import httpx

    shown = git.public_url(url)
    try:
        with httpx.Client(timeout=REGISTRY_FETCH_TIMEOUT, follow_redirects=True) as client:
            response = client.get(url)
    except httpx.HTTPError as exc:
        raise SourceError(f"could not fetch {shown}: {exc or type(exc).__name__}") from None
    if response.status_code != 200:
        raise SourceError(f"could not fetch {shown}: HTTP {response.status_code}")
    if len(response.content) > REGISTRY_MAX_BYTES:
        raise SourceError(f"{shown} is larger than {REGISTRY_MAX_BYTES >> 20} MB.")
    return response.text


class GitSource(BenchmarkSource):
    help = "A git repository URL (https, ssh, git@host:…, file://) at an optional ref."

    @classmethod
    def claims(cls, source: str, ref: str | None) -> bool:
        if source.startswith("file://"):
            path = local_path(source)
            return path is not None and (git.is_repository(path) or path.name.endswith(".git"))
        if git.is_url(source):
            return True
        path = local_path(source)  # a plain path: a git source only when a ref pins it
        return (
            ref is not None and path is not None and path.is_absolute() and git.is_repository(path)
        )

    def describe(self) -> Described:
        url = self.source
        if not git.is_url(url):
            url = absolute_path(url, "relative").as_uri()
        git.check_url(url)
        if self.ref is not None:
            git.check_ref(self.ref)
        name = _repo_name(url) + (f" {self.ref}" if self.ref else "")
        return Described(source=url, source_url=git.public_url(url), name=name)

    def fetch(self, workdir: Path) -> Dataset:
        checkout = workdir / "repository"
        sha = git.clone(self.source, checkout, self.ref)
        dataset = read_tree(checkout, workdir, origin=git.public_url(self.source))
        # a task at the repository's root (a registry path "."): its .git is not part of it
        dataset.tasks = [_without_git(t) if t.directory == checkout else t for t in dataset.tasks]
        dataset.resolved_version = sha
        dataset.source_url = dataset.source_url or git.public_url(self.source)
        return dataset


def _without_git(task: TaskRef) -> TaskRef:
    return replace(task, exclude=task.exclude | {".git"})


# ------------------------------------------------------------------ the registry of kinds


@functools.cache
def kinds() -> Registry:
    """Every registered source kind (built-ins and installed ``osmosis_platform`` plugins)."""
    from osmosis_platform.hookspecs import collect, plugin_manager

    return collect(plugin_manager(), "register_benchmark_sources", "benchmark source")


def _ordered(registry: Registry) -> list[str]:
    """Plugins first (they may claim more specific sources), then the built-ins in order."""
    return sorted(registry.targets, key=lambda name: registry.owner.get(name) == BUILTIN_OWNER)


def classify(
    source: str, ref: str | None, registry: Registry | None = None
) -> tuple[str, BenchmarkSource]:
    """The kind that claims ``source`` and an instance of it; ``SourceError`` when none does."""
    registry = registry or kinds()
    for name in _ordered(registry):
        cls = registry.load(name)
        if cls is not None and cls.claims(source, ref):
            return name, cls(source, ref)
    raise SourceError(
        f"{source!r} is not a source this platform can add (installed kinds: "
        f"{', '.join(sorted(registry.targets))})."
    )


def open_source(
    kind: str, source: str, ref: str | None, registry: Registry | None = None
) -> BenchmarkSource:
    registry = registry or kinds()
    if kind not in registry.targets or registry.targets[kind] is None:
        raise SourceError(f"benchmark source kind {kind!r} is not installed on this platform.")
    return registry.load(kind)(source, ref)
