"""Registers ``benchmark`` and ``benchmark runs`` commands.

Targets are lazy ``"module:function"`` strings: nothing below is imported until a command runs.
"""

from __future__ import annotations

from osmosis_core.hookspecs import hookimpl
from osmosis_core.registry import PANEL_WORKFLOW, CommandRegistrar

PKG = "osmosis_benchmark"


@hookimpl
def register_commands(register: CommandRegistrar) -> None:
    register("benchmark", help="Benchmarks, runs and their results.", panel=PANEL_WORKFLOW)
    register(
        "benchmark list",
        f"{PKG}.benchmarks:list_benchmarks",
        help="List benchmarks available in the selected workspace.",
    )
    register(
        "benchmark info",
        f"{PKG}.benchmarks:info",
        help="Show a benchmark: metadata, task options, leaderboard, and runs.",
    )
    register(
        "benchmark add",
        f"{PKG}.catalog:add",
        help="Add a Harbor dataset (directory, registry.json or git repository) to the workspace.",
    )
    register(
        "benchmark resync",
        f"{PKG}.catalog:resync",
        help="Sync a benchmark's task list from its source again.",
    )
    register(
        "benchmark remove",
        f"{PKG}.catalog:remove",
        help="Remove a benchmark this workspace added.",
    )
    register("benchmark submit", f"{PKG}.submit:submit", help="Submit a benchmark run.")
    register("benchmark runs", help="Inspect, follow and stop benchmark runs.")
    register(
        "benchmark runs list",
        f"{PKG}.runs:list_runs",
        help="List benchmark runs for the selected workspace.",
    )
    register(
        "benchmark runs info",
        f"{PKG}.runs:info",
        help="Show benchmark run details, progress, and results.",
    )
    register(
        "benchmark runs logs",
        f"{PKG}.runs:logs",
        help="Show recent logs for a benchmark run, oldest first.",
    )
    register("benchmark runs stop", f"{PKG}.runs:stop", help="Stop a benchmark run.")
