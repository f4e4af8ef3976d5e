"""Registers ``secret`` commands (targets are lazy strings, so ``--help`` imports nothing)."""

from __future__ import annotations

from osmosis_core.hookspecs import hookimpl
from osmosis_core.registry import PANEL_PLATFORM, CommandRegistrar


@hookimpl
def register_commands(register: CommandRegistrar) -> None:
    register("secret", help="Manage platform secret records.", panel=PANEL_PLATFORM)
    register(
        "secret list",
        "osmosis_secret.commands:list_secrets",
        help="List secret records (names and metadata, never values).",
    )
    register(
        "secret set",
        "osmosis_secret.commands:set_secret",
        help="Create or replace a secret (value from --env, --stdin or a hidden prompt).",
    )
    register(
        "secret delete",
        "osmosis_secret.commands:delete_secret",
        help="Delete a secret record.",
    )
