"""The state of one CLI invocation: global options, streams and the loaded plugins.

Commands read it through ``current()`` instead of globals, so the same process (a test) can
run many invocations with different options side by side.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TextIO

if TYPE_CHECKING:
    import pluggy

    from osmosis_core.registry import CommandRegistrar, FormatRegistrar

DEFAULT_FORMAT = "table"
# Global options that take a value (used by the pre-scan and the command-path walk).
VALUE_OPTIONS = frozenset(
    {"-o", "--output", "--platform", "--workspace", "--env-file", "--fields", "--query"}
)


@dataclass
class Invocation:
    argv: list[str]
    stdout: TextIO = field(default_factory=lambda: sys.stdout)
    stderr: TextIO = field(default_factory=lambda: sys.stderr)
    stdin: TextIO = field(default_factory=lambda: sys.stdin)
    environ: Mapping[str, str] = field(default_factory=lambda: os.environ)
    output: str = DEFAULT_FORMAT
    explicit_output: bool = False
    platform: str | None = None
    workspace: str | None = None
    env_file: str | None = None
    verbose: int = 0
    fields: list[str] | None = None
    query: str | None = None
    command: str = ""
    plugin_manager: pluggy.PluginManager | None = None
    commands: CommandRegistrar | None = None
    formats: FormatRegistrar | None = None
    warned: set[str] = field(default_factory=set)

    @property
    def json_mode(self) -> bool:
        return self.output == "json"

    @property
    def plain_mode(self) -> bool:
        return self.output == "plain"

    @property
    def machine_mode(self) -> bool:
        """Any output meant for programs: never prompt, never decorate."""
        return self.output != DEFAULT_FORMAT

    @property
    def interactive(self) -> bool:
        """0.3.8 rule: prompts only in the human (table) mode with a terminal on stdin."""
        return not self.machine_mode and isatty(self.stdin)

    def env(self, name: str, default: str | None = None) -> str | None:
        return self.environ.get(name, default)


def isatty(stream: Any) -> bool:
    """``stream.isatty()`` that tolerates closed or fake streams."""
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


_current: ContextVar[Invocation | None] = ContextVar("osmosis_invocation", default=None)


def current() -> Invocation:
    inv = _current.get()
    if inv is None:
        raise RuntimeError("no osmosis invocation is active")
    return inv


def activate(inv: Invocation) -> Any:
    return _current.set(inv)


def deactivate(token: Any) -> None:
    _current.reset(token)


def prescan_output(argv: list[str], environ: Mapping[str, str]) -> str:
    """Guess the output format before parsing, so even an early error honours ``--json``."""
    chosen: str | None = None
    tokens = iter(argv)
    for token in tokens:
        if token == "--":
            break
        if token == "--json":
            return "json"
        if token == "--plain":
            chosen = chosen or "plain"
        elif token in ("-o", "--output"):
            value = next(tokens, None)
            if value in ("json", "plain", "csv", "table"):
                chosen = chosen or value
        elif token.startswith("--output="):
            value = token.split("=", 1)[1]
            if value in ("json", "plain", "csv", "table"):
                chosen = chosen or value
    return chosen or environ.get("OSMOSIS_OUTPUT") or DEFAULT_FORMAT
