"""Yes/no confirmations with 0.3.8's non-interactive behaviour (contract §6), shared by every
plugin that asks before acting.

A prompt that cannot be shown becomes ``INTERACTIVE_REQUIRED`` carrying everything the prompt
would have shown (``details.prompt`` and a flat ``details.summary``), so an agent or CI job can
review it and rerun with ``--yes``. Plain mode first writes that block to stderr, as 0.3.8 does.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from osmosis_core.errors import ErrorCode, OsmosisError
from osmosis_core.invocation import Invocation

NON_INTERACTIVE = "Use --yes to confirm in non-interactive mode."


def confirm(
    inv: Invocation,
    prompt: str,
    summary: Mapping[str, Any],
    *,
    yes: bool,
    default: bool = False,
) -> bool:
    """True to go ahead; False when the user declined (the caller reports ``Cancelled.``)."""
    if yes:
        return True
    if not inv.interactive:
        if inv.plain_mode:
            lines = [f"Confirmation required: {prompt}"]
            lines += [f"  {label}: {value}" for label, value in summary.items()]
            print("\n".join(lines), file=inv.stderr)
        raise OsmosisError(
            ErrorCode.INTERACTIVE_REQUIRED,
            NON_INTERACTIVE,
            {"prompt": prompt, "summary": dict(summary)},
        )
    suffix = " [Y/n]: " if default else " [y/N]: "
    while True:
        inv.stderr.write(prompt + suffix)
        inv.stderr.flush()
        line = inv.stdin.readline()
        if not line:  # end of input: nobody is there to say yes
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
