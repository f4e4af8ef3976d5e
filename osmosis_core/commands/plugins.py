"""``osmosis plugins``: what is loaded, from which distribution, with which hooks."""

from __future__ import annotations

from osmosis_core.invocation import current
from osmosis_core.plugins import PluginState, hook_names
from osmosis_core.results import Column, ListResult


def list_plugins(*, all: bool = False) -> ListResult:
    """List installed plugins with their versions and hooks.

    Parameters
    ----------
    all
        Also list the kernel's own built-in plugin and plugins that failed to load.
    """
    inv = current()
    pm = inv.plugin_manager
    assert pm is not None
    state: PluginState = pm.osmosis_state  # type: ignore[attr-defined]
    items = []
    for name, info in state.infos.items():
        plugin = pm.get_plugin(name)
        if plugin is None or (info.distribution == "osmosis" and not all):
            continue
        items.append(
            {
                "name": name,
                "distribution": info.distribution,
                "version": info.version,
                "hooks": hook_names(pm, plugin),
                "builtin": info.builtin,
                "status": "loaded",
                "error": None,
            }
        )
    if all:
        for failure in state.failures:
            items.append(
                {
                    "name": failure.name,
                    "distribution": failure.distribution,
                    "version": failure.version,
                    "hooks": [],
                    "builtin": False,
                    "status": "failed",
                    "error": failure.error,
                }
            )
    items.sort(key=lambda item: (not item["builtin"], item["name"]))
    columns = [
        Column("name", "Name"),
        Column("version", "Version"),
        Column("hooks", "Hooks"),
        Column("distribution", "Distribution"),
    ]
    if all:
        columns.append(Column("status", "Status"))
    return ListResult(items=items, columns=columns, title="Plugins", empty_message="No plugins.")
