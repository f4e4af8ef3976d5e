"""What plugins register: command groups, commands and output formats.

Registrations are recorded per plugin so a collision or a bad target is reported against
the plugin that caused it, and targets may be lazy ``"module:attr"`` strings so ``--help``
never imports a command's heavy dependencies.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, TextIO

from osmosis_core.errors import UsageError

if TYPE_CHECKING:
    from cyclopts import App

    from osmosis_core.results import Result

PANEL_WORKFLOW = "Workflow Commands"
PANEL_PLATFORM = "Platform Commands"


class RegistrationError(Exception):
    """A plugin asked for something the kernel cannot grant (name collision, bad path)."""


def load_target(target: str | Any) -> Any:
    """Resolve a ``"package.module:attribute"`` string; pass objects through."""
    if not isinstance(target, str):
        return target
    module_name, _, attr = target.partition(":")
    obj: Any = importlib.import_module(module_name)
    for part in attr.split(".") if attr else ():
        obj = getattr(obj, part)
    return obj


@dataclass
class CommandNode:
    """One node of the command tree; groups hold children, leaves hold a target."""

    name: str
    app: App | None = None
    children: dict[str, CommandNode] = field(default_factory=dict)
    plugin: str | None = None


class CommandRegistrar:
    """The ``register`` callback handed to ``register_commands`` hook implementations.

    ``register("benchmark", help=...)`` declares a group; ``register("benchmark list",
    "pkg.mod:func", help=...)`` a command. Missing parent groups are created on demand so
    a plugin may add a command under another plugin's group (``benchmark runs download``).
    """

    def __init__(self, root: App) -> None:
        self.root = CommandNode(name="", app=root)
        self.plugin: str | None = None

    def __call__(
        self,
        path: str,
        target: str | Callable[..., Any] | None = None,
        *,
        help: str = "",
        panel: str | None = None,
    ) -> None:
        from cyclopts import App
        from cyclopts.exceptions import CommandCollisionError

        parts = path.split()
        if not parts:
            raise RegistrationError("empty command path")
        parent = self._group(parts[:-1])
        name = parts[-1]
        existing = parent.children.get(name)
        kwargs: dict[str, Any] = {"name": name}
        if panel:
            kwargs["group"] = panel
        if target is None:
            if existing is not None and existing.app is not None:
                if help:
                    existing.app.help = help
                return
            if existing is not None:
                raise RegistrationError(f"command {path!r} is already registered as a command")
            sub = App(name=name, help=help, version_flags=[], group=panel or ())
            self._mount(parent, sub)
            parent.children[name] = CommandNode(name=name, app=sub, plugin=self.plugin)
            return
        if existing is not None:
            owner = f" by {existing.plugin}" if existing.plugin else ""
            raise RegistrationError(f"command {path!r} is already registered{owner}")
        if help:
            kwargs["help"] = help
        try:
            assert parent.app is not None
            parent.app.command(target, **kwargs)
        except CommandCollisionError as exc:
            raise RegistrationError(str(exc)) from None
        parent.children[name] = CommandNode(name=name, plugin=self.plugin)

    def _mount(self, parent: CommandNode, sub: App) -> None:
        from cyclopts.exceptions import CommandCollisionError

        try:
            assert parent.app is not None
            parent.app.command(sub)
        except CommandCollisionError as exc:
            raise RegistrationError(str(exc)) from None

    def _group(self, parts: list[str]) -> CommandNode:
        node = self.root
        for index, part in enumerate(parts):
            child = node.children.get(part)
            if child is None:
                self(" ".join(parts[: index + 1]))
                child = node.children[part]
            if child.app is None:
                raise RegistrationError(
                    f"{' '.join(parts[: index + 1])!r} is a command, not a group"
                )
            node = child
        return node

    def command_path(self, tokens: list[str], value_options: frozenset[str]) -> str:
        """The deepest known command path named by ``tokens`` (for the error envelope)."""
        node, path, skip = self.root, [], False
        for token in tokens:
            if skip:
                skip = False
                continue
            if token == "--":
                break
            if token.startswith("-"):
                skip = token in value_options
                continue
            child = node.children.get(token)
            if child is None:
                break
            path.append(token)
            if child.app is None:
                break
            node = child
        return " ".join(path)


@dataclass(frozen=True)
class RenderContext:
    """Everything a format needs besides the result: streams, terminal facts, selections."""

    stdout: TextIO
    stderr: TextIO
    is_tty: bool
    color: bool
    fields: list[str] | None = None
    query: str | None = None
    command: str = ""


class OutputFormat(Protocol):
    """A format renders a result to ``ctx.stdout``; ``supports`` names the options it takes."""

    supports: frozenset[str]

    def render(self, result: Result, ctx: RenderContext) -> None: ...


@dataclass
class FormatEntry:
    name: str
    target: str | Any
    help: str
    plugin: str | None
    _loaded: Any = None

    def load(self) -> OutputFormat:
        if self._loaded is None:
            obj = load_target(self.target)
            self._loaded = obj() if isinstance(obj, type) else obj
        return self._loaded


class FormatRegistrar:
    """The ``register`` callback handed to ``register_output_formats`` implementations."""

    def __init__(self) -> None:
        self.formats: dict[str, FormatEntry] = {}
        self.plugin: str | None = None

    def __call__(self, name: str, target: str | Any, *, help: str = "") -> None:
        if not name or not name.replace("-", "").isalnum() or name.lower() != name:
            raise RegistrationError(f"invalid output format name {name!r}")
        if name in self.formats:
            owner = self.formats[name].plugin
            raise RegistrationError(f"output format {name!r} is already registered by {owner}")
        self.formats[name] = FormatEntry(name=name, target=target, help=help, plugin=self.plugin)

    def get(self, name: str) -> FormatEntry:
        entry = self.formats.get(name)
        if entry is None:
            choices = ", ".join(sorted(self.formats)) or "(none installed)"
            raise UsageError(
                f"Unknown output format {name!r}. Choose from: {choices}.",
                {"format": name, "choices": sorted(self.formats)},
            )
        return entry

    def names(self) -> Mapping[str, FormatEntry]:
        return dict(sorted(self.formats.items()))
