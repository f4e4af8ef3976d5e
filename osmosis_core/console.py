"""Messages for humans and programs on stderr: warnings and errors, in the active format."""

from __future__ import annotations

import os
import traceback

from osmosis_core.envelope import dumps, error_envelope, warning_envelope
from osmosis_core.errors import OsmosisError
from osmosis_core.invocation import Invocation


def warn(inv: Invocation, code: str, message: str) -> None:
    """One warning on stderr, at most once per message per process (0.3.8 §4.6)."""
    key = f"{code}:{message}"
    if key in inv.warned:
        return
    inv.warned.add(key)
    if inv.json_mode:
        print(dumps(warning_envelope(code, message)), file=inv.stderr)
    else:
        print(f"warning: {message}", file=inv.stderr)


def report_error(inv: Invocation, error: OsmosisError, cause: BaseException | None = None) -> None:
    """The error envelope in JSON mode, ``Error: <message>`` otherwise; never on stdout."""
    if inv.json_mode:
        try:
            text = dumps(error_envelope(error, inv.command))
        except OsmosisError:
            error.details = {"unserializable_details": True}
            text = dumps(error_envelope(error, inv.command))
        print(text, file=inv.stderr)
    else:
        print(f"Error: {error.message}", file=inv.stderr)
    if (
        cause is not None
        and inv.environ.get("OSMOSIS_DEBUG", os.environ.get("OSMOSIS_DEBUG")) == "1"
    ):
        inv.stderr.write("".join(traceback.format_exception(cause)))
    inv.stderr.flush()
