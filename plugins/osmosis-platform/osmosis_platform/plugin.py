"""CLI-side hooks of the platform plugin: ``platform ...`` commands and the embedded default."""

from __future__ import annotations

from typing import TYPE_CHECKING

from osmosis_core.hookspecs import hookimpl
from osmosis_core.registry import PANEL_PLATFORM, CommandRegistrar

if TYPE_CHECKING:
    from osmosis_core.invocation import Invocation

M = "osmosis_platform.commands"


@hookimpl
def register_commands(register: CommandRegistrar) -> None:
    register("platform", help="Run and administer the self-hosted platform.", panel=PANEL_PLATFORM)
    register("platform serve", f"{M}:serve", help="Serve the platform API in the foreground.")
    register("platform start", f"{M}:start", help="Start the local platform in the background.")
    register("platform stop", f"{M}:stop", help="Stop the background platform.")
    register("platform status", f"{M}:status", help="Show whether the local platform runs.")
    register("platform token", help="Create, list and revoke API tokens.")
    register("platform token create", f"{M}:token_create", help="Create a token (shown once).")
    register("platform token list", f"{M}:token_list", help="List tokens (never their values).")
    register("platform token revoke", f"{M}:token_revoke", help="Revoke a token by id.")
    register("platform workspace", help="List and configure workspaces.")
    register("platform workspace list", f"{M}:workspace_list", help="List workspaces.")
    register(
        "platform workspace update",
        f"{M}:workspace_update",
        help="Switch benchmarks on/off or connect a repository.",
    )


@hookimpl
def default_platform_url(invocation: Invocation) -> str | None:
    """The local platform, started on first use (see ``osmosis_platform.embedded``)."""
    from osmosis_platform.embedded import local_platform_url

    return local_platform_url(invocation)
