"""The plugin manager: entry-point discovery with a guard per plugin, selection and tracing.

pluggy's own ``load_setuptools_entrypoints`` aborts on the first plugin that fails to import;
a CLI must keep working when one third-party package is broken, so we walk the entry points
ourselves and report each failure once.
"""

from __future__ import annotations

import importlib
import os
import re
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import pluggy

from osmosis_core import hookspecs

ENTRY_POINT_GROUP = "osmosis"
# Plugins maintained in this repository; they load even when OSMOSIS_LOAD_PLUGINS narrows
# the selection, the way llm's default plugins do.
BUILTIN_DISTRIBUTIONS = frozenset(
    {
        "osmosis-output",
        "osmosis-benchmark",
        "osmosis-secret",
        "osmosis-download",
        "osmosis-platform",
    }
)
KERNEL_PLUGINS = ("osmosis_core.builtin",)


def canonical_name(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


@dataclass(frozen=True)
class PluginInfo:
    name: str
    distribution: str | None
    version: str | None
    builtin: bool


@dataclass(frozen=True)
class PluginFailure:
    name: str
    distribution: str | None
    version: str | None
    error: str


@dataclass
class PluginState:
    """What was loaded and what was not; kept beside the manager for ``osmosis plugins``."""

    infos: dict[str, PluginInfo] = field(default_factory=dict)
    failures: list[PluginFailure] = field(default_factory=list)


def selected_distributions(environ: Mapping[str, str]) -> frozenset[str] | None:
    """``None`` loads every installed plugin; otherwise the built-ins plus the listed ones."""
    raw = environ.get("OSMOSIS_LOAD_PLUGINS")
    if raw is None:
        return None
    names = {canonical_name(part) for part in raw.split(",") if part.strip()}
    return frozenset(names)


def get_plugin_manager(
    *,
    load_entrypoints: bool = True,
    environ: Mapping[str, str] | None = None,
    warn: Any = None,
) -> pluggy.PluginManager:
    """Build a fresh manager; tests pass ``load_entrypoints=False`` and register their own."""
    environ = os.environ if environ is None else environ
    pm = pluggy.PluginManager(hookspecs.PROJECT)
    pm.add_hookspecs(hookspecs)
    state = PluginState()
    pm.osmosis_state = state  # type: ignore[attr-defined]
    if load_entrypoints:
        _load_entrypoints(pm, state, selected_distributions(environ))
    from osmosis_core import __version__

    for module_name in KERNEL_PLUGINS:
        pm.register(importlib.import_module(module_name), name=module_name)
        state.infos[module_name] = PluginInfo(module_name, "osmosis", __version__, True)
    _validate(pm, state)
    if environ.get("OSMOSIS_TRACE_PLUGINS"):
        enable_tracing(pm)
    if warn is not None:
        for failure in state.failures:
            origin = f" ({failure.distribution} {failure.version})" if failure.distribution else ""
            warn(
                "PLUGIN_LOAD_FAILED",
                f"Plugin {failure.name!r}{origin} was skipped: {failure.error}",
            )
    return pm


def _load_entrypoints(
    pm: pluggy.PluginManager, state: PluginState, selection: frozenset[str] | None
) -> None:
    from importlib.metadata import entry_points

    for ep in sorted(entry_points(group=ENTRY_POINT_GROUP), key=lambda e: e.name):
        dist = getattr(ep, "dist", None)
        dist_name = dist.metadata["Name"] if dist is not None else None
        version = dist.version if dist is not None else None
        builtin = dist_name is not None and canonical_name(dist_name) in BUILTIN_DISTRIBUTIONS
        chosen = dist_name is not None and canonical_name(dist_name) in (selection or ())
        if selection is not None and not builtin and not chosen:
            continue
        if pm.has_plugin(ep.name) or pm.is_blocked(ep.name):
            continue
        try:
            plugin = ep.load()
            pm.register(plugin, name=ep.name)
        except Exception as exc:  # a broken plugin must not take the CLI down
            state.failures.append(PluginFailure(ep.name, dist_name, version, _describe(exc)))
            continue
        state.infos[ep.name] = PluginInfo(ep.name, dist_name, version, builtin)


def _validate(pm: pluggy.PluginManager, state: PluginState) -> None:
    """``check_pending`` catches misspelled hooks; the offending plugin is dropped, not fatal."""
    while True:
        try:
            pm.check_pending()
            return
        except pluggy.PluginValidationError as exc:
            name = pm.get_name(exc.plugin) or repr(exc.plugin)
            info = state.infos.pop(name, None)
            pm.unregister(exc.plugin)
            state.failures.append(
                PluginFailure(
                    name,
                    info.distribution if info else None,
                    info.version if info else None,
                    str(exc),
                )
            )


def _describe(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def enable_tracing(pm: pluggy.PluginManager) -> None:
    """Trace every hook call to stderr (``OSMOSIS_TRACE_PLUGINS=1``)."""

    def before(hook_name: str, impls: list[Any], kwargs: dict[str, Any]) -> None:
        names = ", ".join(impl.plugin_name for impl in impls)
        print(f"osmosis: hook {hook_name} -> [{names}]", file=sys.stderr)

    def after(outcome: Any, hook_name: str, impls: list[Any], kwargs: dict[str, Any]) -> None:
        status = "error" if outcome.exception is not None else "ok"
        print(f"osmosis: hook {hook_name} done ({status})", file=sys.stderr)

    pm.add_hookcall_monitoring(before, after)


def hook_names(pm: pluggy.PluginManager, plugin: object) -> list[str]:
    callers = pm.get_hookcallers(plugin) or []
    return sorted(caller.name for caller in callers)


def call_per_plugin(pm: pluggy.PluginManager, hook_name: str, registrar: Any, warn: Any) -> None:
    """Call a registration hook plugin by plugin, so one failure names its plugin and stops
    only that plugin's registrations. Built-ins run first, as pluggy's LIFO order would."""
    from osmosis_core.registry import RegistrationError

    caller = getattr(pm.hook, hook_name)
    for impl in reversed(caller.get_hookimpls()):
        others = [p for p in pm.get_plugins() if p is not impl.plugin]
        registrar.plugin = impl.plugin_name
        try:
            pm.subset_hook_caller(hook_name, remove_plugins=others)(register=registrar)
        except RegistrationError as exc:
            warn("PLUGIN_REGISTRATION_FAILED", f"Plugin {impl.plugin_name!r}: {exc}")
        except Exception as exc:
            warn(
                "PLUGIN_REGISTRATION_FAILED",
                f"Plugin {impl.plugin_name!r} failed in {hook_name}: {_describe(exc)}",
            )
    registrar.plugin = None
