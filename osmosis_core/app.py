"""The app factory: a cyclopts meta app carrying the global options, commands from plugins.

Global options are parsed by the meta app, so they are accepted before or after the
subcommand (cyclopts "fallthrough"); a subcommand's own option of the same name wins.
"""

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

from cyclopts import App, Group, Parameter

from osmosis_core import __version__
from osmosis_core.console import warn
from osmosis_core.errors import UsageError
from osmosis_core.invocation import Invocation
from osmosis_core.plugins import call_per_plugin
from osmosis_core.registry import CommandRegistrar, FormatRegistrar

if TYPE_CHECKING:
    import pluggy

APP_HELP = (
    "Run AI-agent benchmarks: compare harness × model combinations on the same tasks and read "
    "pass@k with confidence intervals, cost, tokens and duration."
)


def build_app(pm: "pluggy.PluginManager", inv: Invocation) -> App:
    """Build the CLI from a plugin manager; nothing is registered at import time."""
    app = App(
        name="osmosis",
        help=APP_HELP,
        version=__version__,
        version_flags=[],
        help_flags=["--help", "-h"],
    )
    commands = CommandRegistrar(app)
    formats = FormatRegistrar()
    inv.plugin_manager, inv.commands, inv.formats = pm, commands, formats

    def plugin_warning(code: str, message: str) -> None:
        warn(inv, code, message)

    call_per_plugin(pm, "register_output_formats", formats, plugin_warning)
    call_per_plugin(pm, "register_commands", commands, plugin_warning)

    app.meta.group_parameters = Group("Global options", sort_key=0)
    flag = Parameter(negative="", show_default=False)

    @app.meta.default
    def launcher(
        *tokens: Annotated[str, Parameter(show=False, allow_leading_hyphen=True)],
        json: Annotated[
            bool, flag, Parameter(help="One JSON document on stdout (0.3.8 envelope).")
        ] = False,
        plain: Annotated[
            bool, flag, Parameter(help="Tab-separated text for shell pipelines.")
        ] = False,
        output: Annotated[
            str | None, Parameter(alias="-o", help="Output format: table, json, csv, plain, …")
        ] = None,
        fields: Annotated[
            str | None, Parameter(help="Comma-separated fields to keep (json, csv, plain, table).")
        ] = None,
        query: Annotated[
            str | None, Parameter(help="JMESPath expression applied to the JSON.")
        ] = None,
        platform: Annotated[
            str | None, Parameter(help="Platform base URL (env OSMOSIS_PLATFORM_URL).")
        ] = None,
        workspace: Annotated[
            str | None, Parameter(help="Workspace name (env OSMOSIS_WORKSPACE).")
        ] = None,
        env_file: Annotated[
            str | None, Parameter(help="Load environment variables from this dotenv file.")
        ] = None,
        verbose: Annotated[
            int, Parameter(alias="-v", count=True, help="More logs on stderr (-v info, -vv debug).")
        ] = 0,
        version: Annotated[
            bool, flag, Parameter(alias="-V", help="Print the version and exit.")
        ] = False,
    ) -> Any:
        apply_global_options(
            inv,
            json=json,
            plain=plain,
            output=output,
            fields=fields,
            query=query,
            platform=platform,
            workspace=workspace,
            env_file=env_file,
            verbose=verbose,
        )
        if version:
            return _VersionRequest()
        return app(tokens)

    return app


class _VersionRequest:
    """Marker result: print the version (``--version`` reached the parser)."""


def apply_global_options(
    inv: Invocation,
    *,
    json: bool,
    plain: bool,
    output: str | None,
    fields: str | None,
    query: str | None,
    platform: str | None,
    workspace: str | None,
    env_file: str | None,
    verbose: int,
) -> None:
    """Validate the global options and store them on the invocation."""
    selectors = [s for s, on in (("--json", json), ("--plain", plain)) if on]
    if output is not None:
        implied = {"--json": "json", "--plain": "plain"}
        clash = [s for s in selectors if implied[s] != output]
        if clash:
            raise UsageError(
                f"Conflicting output format selectors: {', '.join(clash)} and --output {output}. "
                "Choose at most one of --json, --plain or --output.",
                {"selectors": [*clash, f"--output {output}"]},
            )
    if len(selectors) > 1:
        raise UsageError(
            f"Conflicting output format selectors: {', '.join(selectors)}. "
            "Choose at most one of --json or --plain.",
            {"selectors": selectors},
        )
    chosen = output or ("json" if json else "plain" if plain else None)
    inv.explicit_output = chosen is not None
    name = chosen or inv.environ.get("OSMOSIS_OUTPUT") or inv.output
    assert inv.formats is not None
    fmt = inv.formats.get(name).load()
    inv.output = name
    if fields is not None:
        names = [f.strip() for f in fields.split(",")]
        if not all(names):
            raise UsageError("--fields must be a comma-separated list of field names.")
        _require_support(fmt, "fields", inv.output)
        inv.fields = names
    if query is not None:
        _require_support(fmt, "query", inv.output)
        inv.query = query
    inv.verbose = verbose
    inv.env_file = env_file or inv.environ.get("OSMOSIS_ENV_FILE") or None
    _load_env_file(inv)
    inv.platform = platform or inv.environ.get("OSMOSIS_PLATFORM_URL") or None
    inv.workspace = workspace or inv.environ.get("OSMOSIS_WORKSPACE") or None
    from osmosis_core import logs

    logs.configure(verbose, inv.stderr)


def _require_support(fmt: Any, option: str, name: str) -> None:
    if option not in getattr(fmt, "supports", frozenset()):
        raise UsageError(f"--{option} is not supported by the {name!r} output format.")


def _load_env_file(inv: Invocation) -> None:
    """Merge a dotenv file under the process environment (a non-empty variable wins)."""
    from osmosis_core.dotenv import find_dotenv, read_dotenv

    path = Path(inv.env_file).expanduser() if inv.env_file else find_dotenv(Path.cwd())
    if path is None:
        return
    values = read_dotenv(path)
    merged = dict(inv.environ)
    for name, value in values.items():
        if not merged.get(name):
            merged[name] = value
    inv.environ = merged
