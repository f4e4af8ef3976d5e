"""Hook specifications of the osmosis CLI: the whole plugin contract, one hook per purpose.

Hooks receive a ``register`` callback instead of returning values, so the kernel can detect
duplicates and report which plugin caused them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pluggy

if TYPE_CHECKING:
    from osmosis_core.invocation import Invocation
    from osmosis_core.registry import CommandRegistrar, FormatRegistrar

PROJECT = "osmosis"
hookspec = pluggy.HookspecMarker(PROJECT)
hookimpl = pluggy.HookimplMarker(PROJECT)


@hookspec
def register_commands(register: CommandRegistrar) -> None:
    """Add command groups and commands: ``register("benchmark runs logs", "pkg.mod:func")``."""


@hookspec
def register_output_formats(register: FormatRegistrar) -> None:
    """Add output formats: ``register("csv", "pkg.mod:CsvFormat", help=...)``."""


@hookspec(firstresult=True)
def default_platform_url(invocation: Invocation) -> str | None:
    """The platform to use when none is configured (the embedded local platform)."""
