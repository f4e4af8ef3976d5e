"""Commands the kernel itself provides, registered through the same hooks as any plugin."""

from __future__ import annotations

from osmosis_core.hookspecs import hookimpl
from osmosis_core.registry import PANEL_PLATFORM, CommandRegistrar


@hookimpl
def register_commands(register: CommandRegistrar) -> None:
    register(
        "plugins",
        "osmosis_core.commands.plugins:list_plugins",
        help="List installed plugins with their versions and hooks.",
    )
    register("auth", help="Log in to a platform, log out, show who you are.", panel=PANEL_PLATFORM)
    register("auth login", "osmosis_core.commands.auth:login", help="Save a platform token.")
    register("auth logout", "osmosis_core.commands.auth:logout", help="Forget the saved login.")
    register("auth whoami", "osmosis_core.commands.auth:whoami", help="Show the active identity.")
