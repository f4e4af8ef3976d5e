"""Where a secret value comes from: ``--env``, ``--stdin`` or a hidden prompt, never argv.
(Confirmations of destructive commands use the kernel's ``osmosis_core.confirm``.)"""

from __future__ import annotations

from osmosis_core.errors import ErrorCode, OsmosisError, UsageError
from osmosis_core.invocation import Invocation, isatty

VALUE_REQUIRED_MESSAGE = (
    "Secret value required. Run interactively to type it at a hidden prompt, "
    "or pass --env VARNAME to read it from an environment variable."
)


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
