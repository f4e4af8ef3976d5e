"""Process entry point: parse, run the command, render its result, map failures to exit codes.

``osmosis --version`` answers before anything heavy is imported.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

from osmosis_core import __version__

HELP_TOKENS = frozenset({"--help", "-h"})


def main(argv: Sequence[str] | None = None) -> NoReturn:
    args = list(sys.argv[1:] if argv is None else argv)
    if _wants_version(args):
        print(f"osmosis {__version__}")
        sys.exit(0)
    sys.exit(run(args))


def _wants_version(args: list[str]) -> bool:
    for token in args:
        if token == "--":
            return False
        if token in ("--version", "-V"):
            return True
    return False


def run(
    argv: list[str],
    *,
    plugin_manager: Any = None,
    stdout: Any = None,
    stderr: Any = None,
    stdin: Any = None,
    environ: Any = None,
) -> int:
    """Run one invocation and return its exit status (tests call this in-process)."""
    import os

    from osmosis_core import invocation as invocation_mod
    from osmosis_core.console import report_error, warn
    from osmosis_core.errors import (
        EXIT_INTERRUPTED,
        EXIT_USAGE,
        OsmosisError,
        internal_error,
    )

    argv = _expand_help_word(argv)
    env = os.environ if environ is None else environ
    inv = invocation_mod.Invocation(
        argv=argv,
        stdout=stdout or sys.stdout,
        stderr=stderr or sys.stderr,
        stdin=stdin or sys.stdin,
        environ=env,
        output=invocation_mod.prescan_output(argv, env),
    )
    token = invocation_mod.activate(inv)
    try:
        from cyclopts import CycloptsError

        from osmosis_core.app import _VersionRequest, build_app
        from osmosis_core.plugins import get_plugin_manager

        pm = plugin_manager or get_plugin_manager(
            environ=env, warn=lambda code, msg: warn(inv, code, msg)
        )
        app = build_app(pm, inv)
        assert inv.commands is not None
        inv.command = inv.commands.command_path(argv, invocation_mod.VALUE_OPTIONS)
        result = app.meta(
            argv,
            result_action="return_value",
            exit_on_error=False,
            print_error=False,
        )
        if isinstance(result, _VersionRequest):
            print(f"osmosis {__version__}", file=inv.stdout)
            return 0
        return _finish(inv, argv, result)
    except KeyboardInterrupt:
        print("Interrupted.", file=inv.stderr)
        return EXIT_INTERRUPTED
    except CycloptsError as exc:
        error = _usage_error(exc)
        report_error(inv, error)
        return EXIT_USAGE
    except OsmosisError as error:
        report_error(inv, error, error)
        return error.exit_code
    except Exception as exc:
        error = internal_error(exc)
        report_error(inv, error, exc)
        return error.exit_code
    finally:
        with contextlib.suppress(OSError, ValueError):
            inv.stdout.flush()
        invocation_mod.deactivate(token)


def _finish(inv: Any, argv: list[str], result: Any) -> int:
    from osmosis_core.errors import ErrorCode, OsmosisError
    from osmosis_core.results import DetailResult, ListResult, OperationResult

    if result is None:
        if _help_shown(argv) or not inv.machine_mode:
            return 0
        raise OsmosisError(ErrorCode.INTERNAL, "The command succeeded but produced no output.")
    if isinstance(result, int) and not isinstance(result, bool):
        return result
    if not isinstance(result, (ListResult, DetailResult, OperationResult)):
        raise OsmosisError(
            ErrorCode.INTERNAL,
            "The command returned something that is not a result object.",
            {"result_type": type(result).__name__},
        )
    render(inv, result)
    return result.exit_code


def render(inv: Any, result: Any) -> None:
    """Hand a result to the chosen output format plugin."""
    from osmosis_core.invocation import isatty
    from osmosis_core.registry import RenderContext

    assert inv.formats is not None
    fmt = inv.formats.get(inv.output).load()
    ctx = RenderContext(
        stdout=inv.stdout,
        stderr=inv.stderr,
        is_tty=isatty(inv.stdout),
        color=isatty(inv.stdout) and not inv.environ.get("NO_COLOR"),
        fields=inv.fields,
        query=inv.query,
        command=inv.command,
    )
    fmt.render(result, ctx)


def _help_shown(argv: list[str]) -> bool:
    positional = [t for t in argv if not t.startswith("-")]
    return any(t in HELP_TOKENS for t in argv) or not positional


def _expand_help_word(argv: list[str]) -> list[str]:
    """``osmosis help benchmark`` means ``osmosis benchmark --help``."""
    if argv and argv[0] == "help":
        return [*argv[1:], "--help"]
    return argv


def _usage_error(exc: Exception) -> Any:
    from osmosis_core.errors import UsageError

    message = str(exc).strip() or type(exc).__name__
    return UsageError(message, {"exception_type": type(exc).__name__})


if __name__ == "__main__":
    main()
