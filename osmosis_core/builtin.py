"""Commands the kernel itself provides, registered through the same hooks as any plugin."""

from __future__ import annotations

from osmosis_core.hookspecs import hookimpl
from osmosis_core.registry import CommandRegistrar


@hookimpl
def register_commands(register: CommandRegistrar) -> None:
    register(
        "plugins",
        "osmosis_core.commands.plugins:list_plugins",
        help="List installed plugins with their versions and hooks.",
    )
