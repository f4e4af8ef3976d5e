"""The osmosis CLI kernel.

Kept import-light on purpose: ``osmosis --version`` must not pay for pluggy, cyclopts or rich.
``hookimpl`` is resolved lazily so plugins can still write ``@osmosis_core.hookimpl``.
"""

from typing import Any

__version__ = "0.1.0"
__all__ = ["__version__", "hookimpl"]


def __getattr__(name: str) -> Any:
    if name == "hookimpl":
        from osmosis_core.hookspecs import hookimpl

        return hookimpl
    raise AttributeError(f"module 'osmosis_core' has no attribute {name!r}")
