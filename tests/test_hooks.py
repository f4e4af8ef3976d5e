"""Every hook has a test; plugins registered in-process through a plugin manager we build."""

from __future__ import annotations

import io
import json
import sys

import pytest

from osmosis_core import hookimpl, hookspecs
from osmosis_core.main import run
from osmosis_core.plugins import get_plugin_manager
from osmosis_core.results import Column, ListResult

HOOKS = sorted(
    name
    for name in dir(hookspecs)
    if callable(getattr(hookspecs, name)) and hasattr(getattr(hookspecs, name), "osmosis_spec")
)


def test_hookspecs_are_the_documented_ones() -> None:
    assert HOOKS == ["default_platform_url", "register_commands", "register_output_formats"]


@pytest.mark.parametrize("hook", HOOKS)
def test_every_hook_has_a_test(hook: str) -> None:
    assert hasattr(sys.modules[__name__], f"test_hook_{hook}"), f"add test_hook_{hook}"


def numbers() -> ListResult:
    return ListResult(items=[{"n": 1}, {"n": 2}], columns=[Column("n", "N")])


class CommandsPlugin:
    __name__ = "inline-commands"

    @hookimpl
    def register_commands(self, register):  # type: ignore[no-untyped-def]
        register("numbers", numbers, help="Numbers.")
        register("deep nested numbers", numbers, help="Deep numbers.")


class FormatPlugin:
    __name__ = "inline-format"

    class Upper:
        supports = frozenset()

        def render(self, result, ctx):  # type: ignore[no-untyped-def]
            for item in result.items:
                print(json.dumps(item).upper(), file=ctx.stdout)

    @hookimpl
    def register_output_formats(self, register):  # type: ignore[no-untyped-def]
        register("upper", self.Upper(), help="Upper-case JSON lines.")


def invoke(pm, *argv: str) -> tuple[int, str, str]:  # type: ignore[no-untyped-def]
    out, err = io.StringIO(), io.StringIO()
    code = run(list(argv), plugin_manager=pm, stdout=out, stderr=err, environ={})
    return code, out.getvalue(), err.getvalue()


@pytest.fixture
def pm():  # type: ignore[no-untyped-def]
    manager = get_plugin_manager(load_entrypoints=False, environ={})
    from importlib import import_module

    manager.register(import_module("osmosis_output.plugin"), name="output")
    return manager


def test_hook_register_commands(pm) -> None:  # type: ignore[no-untyped-def]
    pm.register(CommandsPlugin(), name="inline-commands")
    code, out, err = invoke(pm, "numbers", "--json")
    assert code == 0, err
    assert json.loads(out)["items"] == [{"n": 1}, {"n": 2}]
    code, out, err = invoke(pm, "--json", "deep", "nested", "numbers")
    assert code == 0 and json.loads(out)["total_count"] == 2


def test_hook_register_output_formats(pm) -> None:  # type: ignore[no-untyped-def]
    pm.register(CommandsPlugin(), name="inline-commands")
    pm.register(FormatPlugin(), name="inline-format")
    code, out, err = invoke(pm, "numbers", "-o", "upper")
    assert (code, out) == (0, '{"N": 1}\n{"N": 2}\n'), err


def test_building_the_app_twice_registers_nothing_globally(pm) -> None:  # type: ignore[no-untyped-def]
    """No import-time side effects: a second manager without the plugin lacks the command."""
    pm.register(CommandsPlugin(), name="inline-commands")
    assert invoke(pm, "numbers", "--json")[0] == 0
    other = get_plugin_manager(load_entrypoints=False, environ={})
    from importlib import import_module

    other.register(import_module("osmosis_output.plugin"), name="output")
    code, _, err = invoke(other, "numbers")
    assert code == 2 and "numbers" in err


def test_duplicate_command_is_reported_against_the_second_plugin(pm) -> None:  # type: ignore[no-untyped-def]
    class Clash:
        @hookimpl
        def register_commands(self, register):  # type: ignore[no-untyped-def]
            register("numbers", numbers)

    pm.register(CommandsPlugin(), name="inline-commands")
    pm.register(Clash(), name="clash")
    code, out, err = invoke(pm, "numbers", "--plain")
    assert code == 0 and out == "1\n2\n"
    assert "clash" in err and "already registered" in err


def test_misspelled_hook_is_dropped_by_check_pending() -> None:
    class Typo:
        @hookimpl
        def register_comands(self, register):  # type: ignore[no-untyped-def]
            raise AssertionError("never called")

    manager = get_plugin_manager(load_entrypoints=False, environ={})
    manager.register(Typo(), name="typo")
    from osmosis_core.plugins import _validate

    state = manager.osmosis_state
    _validate(manager, state)
    assert not manager.has_plugin("typo")
    assert "unknown hook 'register_comands'" in state.failures[-1].error


def test_hook_default_platform_url(pm) -> None:  # type: ignore[no-untyped-def]
    """A plugin can supply the platform used when none is configured (the embedded one)."""

    class Embedded:
        @hookimpl
        def default_platform_url(self, invocation):  # type: ignore[no-untyped-def]
            return "127.0.0.1:1/"

    pm.register(Embedded(), name="embedded")
    code, _out, err = invoke(pm, "--json", "auth", "whoami")
    # The hook decided the platform: the token rules now name it (unbound env tokens are
    # accepted only for the default platform, so this fails on the missing login instead).
    assert code == 1
    assert json.loads(err)["error"]["details"] == {"platform_url": "http://127.0.0.1:1"}
