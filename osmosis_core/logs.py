"""structlog on stderr: console lines on a terminal, JSON lines otherwise.

structlog costs ~90 ms to import, so it is configured on first use; a command that logs
nothing never pays for it.
"""

from __future__ import annotations

import sys
from typing import Any, TextIO

_state: dict[str, Any] = {"verbosity": 0, "stream": None, "configured": False}


def configure(verbosity: int, stream: TextIO | None = None) -> None:
    """Remember the ladder (0 warning, 1 info, 2+ debug); applied when a logger is first asked."""
    _state.update(verbosity=verbosity, stream=stream, configured=False)


def level_name() -> str:
    verbosity = _state["verbosity"]
    return "debug" if verbosity >= 2 else "info" if verbosity == 1 else "warning"


def _apply() -> None:
    import logging

    import structlog

    stream = _state["stream"] or sys.stderr
    level = getattr(logging, level_name().upper())
    try:
        tty = stream.isatty()
    except (AttributeError, ValueError):
        tty = False
    if tty:
        renderer: Any = structlog.dev.ConsoleRenderer(colors=_colors_allowed())
    else:
        renderer = structlog.processors.JSONRenderer()
    structlog.configure(
        processors=[
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            structlog.processors.dict_tracebacks if not tty else structlog.dev.set_exc_info,
            renderer,
        ],
        wrapper_class=structlog.make_filtering_bound_logger(level),
        logger_factory=structlog.PrintLoggerFactory(file=stream),
        cache_logger_on_first_use=False,
    )
    _state["configured"] = True


def _colors_allowed() -> bool:
    import os

    return not os.environ.get("NO_COLOR")


def get_logger(name: str = "osmosis") -> Any:
    """A bound structlog logger writing to stderr at the invocation's verbosity."""
    if not _state["configured"]:
        _apply()
    import structlog

    return structlog.get_logger().bind(logger=name)


def enabled(level: str) -> bool:
    """Cheap check so hot paths skip building log events (and importing structlog)."""
    order = {"debug": 0, "info": 1, "warning": 2, "error": 3}
    return order[level] >= order[level_name()]
