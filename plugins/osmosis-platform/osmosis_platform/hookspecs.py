"""Platform-side plugin contract (DESIGN §4): a package adds a benchmark source, a sandbox
environment or a harness without touching the platform. Entry-point group ``osmosis_platform``.

Hooks receive a ``register`` callback, like the CLI's hooks, so duplicates are caught and named.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pluggy

PROJECT = "osmosis_platform"
hookspec = pluggy.HookspecMarker(PROJECT)
hookimpl = pluggy.HookimplMarker(PROJECT)


@hookspec
def register_benchmark_sources(register: Callable[..., None]) -> None:
    """Add benchmark source kinds: ``register("git", "pkg.mod:GitSource", help=...)``."""


@hookspec
def register_sandbox_environments(register: Callable[..., None]) -> None:
    """Add Harbor environments: ``register("local", "pkg.mod:LocalSandbox", help=...)``."""


@hookspec
def register_harnesses(register: Callable[..., None]) -> None:
    """Add harnesses: ``register("my-agent", "pkg.mod:MyAgent", help=...)`` (a Harbor agent
    import path; built-in Harbor agents are registered by name with ``None``)."""


class Registry:
    """Name → import target of one registration hook, with the registering plugin recorded."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.targets: dict[str, str | None] = {}
        self.help: dict[str, str] = {}
        self.owner: dict[str, str] = {}
        self._current = "?"

    def __call__(self, name: str, target: str | None = None, *, help: str = "") -> None:
        if name in self.targets:
            raise ValueError(
                f"{self.kind} {name!r} registered twice ({self.owner[name]} and {self._current})"
            )
        self.targets[name] = target
        self.help[name] = help
        self.owner[name] = self._current

    def load(self, name: str) -> Any:
        from importlib import import_module

        target = self.targets[name]
        if target is None:
            return None
        module, _, attr = target.partition(":")
        return getattr(import_module(module), attr)


def plugin_manager(*, load_entrypoints: bool = True) -> pluggy.PluginManager:
    """Built-ins first, then installed ``osmosis_platform`` entry points (each guarded)."""
    from osmosis_platform import builtin

    pm = pluggy.PluginManager(PROJECT)
    pm.add_hookspecs(__import__(__name__, fromlist=["_"]))
    pm.register(builtin, name="osmosis-platform-builtin")
    if load_entrypoints:
        from importlib.metadata import entry_points

        for ep in entry_points(group=PROJECT):
            try:
                pm.register(ep.load(), name=ep.name)
            except Exception as exc:  # one broken plugin must not take the platform down
                from osmosis_platform.logs import logger

                logger().warning("platform_plugin_failed", plugin=ep.name, error=str(exc))
    return pm


def collect(pm: pluggy.PluginManager, hook: str, kind: str) -> Registry:
    registry = Registry(kind)
    for impl in getattr(pm.hook, hook).get_hookimpls():
        registry._current = impl.plugin_name
        impl.function(register=registry)
    return registry
