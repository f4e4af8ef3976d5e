"""Yes/no confirmations with 0.3.8's non-interactive behaviour (§6).

A prompt that cannot be shown becomes ``INTERACTIVE_REQUIRED`` carrying everything the prompt
would have shown, so an agent or CI job can review it and rerun with ``--yes``.
"""

from __future__ import annotations

from typing import Any

from osmosis_core.errors import ErrorCode, OsmosisError
from osmosis_core.invocation import Invocation

NON_INTERACTIVE = "Use --yes to confirm in non-interactive mode."


def confirm(
    inv: Invocation,
    prompt: str,
    summary: dict[str, Any],
    *,
    default: bool,
    yes: bool,
) -> bool:
    """True to go ahead; False when the user declined (the caller reports ``Cancelled.``)."""
    if yes:
        return True
    if inv.interactive:
        return _ask(inv, prompt, default)
    if not inv.json_mode and inv.machine_mode:
        lines = [f"Confirmation required: {prompt}"]
        lines += [f"  {key}: {value}" for key, value in summary.items()]
        print("\n".join(lines), file=inv.stderr)
    raise OsmosisError(
        ErrorCode.INTERACTIVE_REQUIRED,
        NON_INTERACTIVE,
        {"prompt": prompt, "summary": summary},
    )


def _ask(inv: Invocation, prompt: str, default: bool) -> bool:
    choices = "[Y/n]" if default else "[y/N]"
    while True:
        inv.stderr.write(f"{prompt} {choices}: ")
        inv.stderr.flush()
        line = inv.stdin.readline()
        if not line:  # end of input: never assume consent
            inv.stderr.write("\n")
            return False
        answer = line.strip().lower()
        if not answer:
            return default
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
