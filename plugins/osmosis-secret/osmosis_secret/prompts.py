"""Where a secret value comes from, and the yes/no confirmation of destructive commands.

The kernel has no confirmation helper yet, so this plugin carries its own, following the
contract's §6 rules: ``--yes`` skips, a TTY in the human mode asks, anything else fails
with ``INTERACTIVE_REQUIRED`` carrying everything the prompt would have shown.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from osmosis_core.errors import ErrorCode, OsmosisError, UsageError
from osmosis_core.invocation import Invocation, isatty

VALUE_REQUIRED_MESSAGE = (
    "Secret value required. Run interactively to type it at a hidden prompt, "
    "or pass --env VARNAME to read it from an environment variable."
)
CONFIRM_REQUIRED_MESSAGE = "Use --yes to confirm in non-interactive mode."


class PromptCancelled(Exception):
    """The user cancelled a prompt (Ctrl-D, or Ctrl-C at the hidden value prompt)."""


def read_value(
    inv: Invocation, name: str, scope: str, *, env_var: str | None, from_stdin: bool
) -> str:
    """The secret value from ``--env``, ``--stdin`` or a hidden prompt; never from argv.

    Fails before any network call when no source is usable, so a CI job without a value
    never half-runs. Raises ``PromptCancelled`` when the user abandons the hidden prompt.
    """
    if env_var is not None and from_stdin:
        raise UsageError(
            "--env and --stdin are mutually exclusive.", {"options": ["--env", "--stdin"]}
        )
    if env_var is not None:
        if not env_var.strip():
            raise OsmosisError(
                ErrorCode.VALIDATION, "--env requires an environment variable name.", {}
            )
        value = inv.env(env_var)
        if value is None:
            raise OsmosisError(
                ErrorCode.VALIDATION,
                f"Environment variable {env_var} is not set.",
                {"env": env_var},
            )
        if value == "":
            raise OsmosisError(
                ErrorCode.VALIDATION, f"Environment variable {env_var} is empty.", {"env": env_var}
            )
        return value
    if from_stdin:
        if isatty(inv.stdin):
            raise OsmosisError(
                ErrorCode.VALIDATION,
                "--stdin reads a piped value, but stdin is a terminal. "
                "Pipe the value in, or omit --stdin to type it at a hidden prompt.",
                {"flags": ["--stdin"]},
            )
        value = _strip_one_newline(inv.stdin.read())
        if value == "":
            raise OsmosisError(
                ErrorCode.VALIDATION, "The secret value read from stdin is empty.", {}
            )
        return value
    if inv.interactive:
        value = _hidden_prompt(inv, f"Secret value for {name} ({scope}, input hidden): ")
        if value == "":
            raise OsmosisError(ErrorCode.VALIDATION, "Secret value must not be empty.", {})
        return value
    raise OsmosisError(
        ErrorCode.INTERACTIVE_REQUIRED,
        VALUE_REQUIRED_MESSAGE,
        {"flags": ["--env"], "other_flags": ["--stdin"]},
    )


def _strip_one_newline(text: str) -> str:
    """``printf 'v\\n' |`` and ``echo v |`` both mean ``v``; inner newlines are kept."""
    if text.endswith("\r\n"):
        return text[:-2]
    if text.endswith("\n"):
        return text[:-1]
    return text


def _hidden_prompt(inv: Invocation, prompt: str) -> str:
    """getpass with the prompt on stderr, so stdout stays the command's result only."""
    import getpass

    try:
        return getpass.getpass(prompt, stream=inv.stderr)
    except (EOFError, KeyboardInterrupt):
        print(file=inv.stderr)
        raise PromptCancelled from None


def confirm(
    inv: Invocation,
    prompt: str,
    summary: Mapping[str, Any],
    *,
    yes: bool,
    default: bool = False,
) -> bool:
    """True to go ahead, False when the user declined; INTERACTIVE_REQUIRED when nobody can
    answer. Plain mode first writes the block the prompt would have shown (as 0.3.8)."""
    if yes:
        return True
    if not inv.interactive:
        if inv.plain_mode:
            lines = [f"Confirmation required: {prompt}"]
            lines += [f"  {label}: {value}" for label, value in summary.items()]
            print("\n".join(lines), file=inv.stderr)
        raise OsmosisError(
            ErrorCode.INTERACTIVE_REQUIRED,
            CONFIRM_REQUIRED_MESSAGE,
            {"prompt": prompt, "summary": dict(summary)},
        )
    suffix = " [Y/n]: " if default else " [y/N]: "
    while True:
        inv.stderr.write(prompt + suffix)
        inv.stderr.flush()
        line = inv.stdin.readline()
        if not line:  # EOF: nobody is there to say yes
            inv.stderr.write("\n")
            return False
        answer = line.strip().lower()
        if not answer:
            return default
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        inv.stderr.write("Please answer y or n.\n")
