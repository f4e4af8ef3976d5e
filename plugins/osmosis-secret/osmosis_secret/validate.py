"""Local checks that run before any network call, with the exact 0.3.8 messages.

Checking here (not only on the server) means a typo never costs a round trip and never
reaches the prompt for a value that would then be rejected.
"""

from __future__ import annotations

import re

from osmosis_core.errors import ErrorCode, OsmosisError, UsageError

NAME_PATTERN = re.compile(r"^[A-Z][A-Z0-9_]*$")
NAME_MAX_LENGTH = 255
NAME_MESSAGE = (
    "Secret name must match ^[A-Z][A-Z0-9_]*$ "
    "(uppercase letters, digits and '_', starting with a letter)."
)
NAME_LENGTH_MESSAGE = "Secret name must be between 1 and 255 characters."

# User-facing scope -> wire scope. On the wire "personal" is "user" (contract §10).
WIRE_SCOPES = {"personal": "user", "workspace": "workspace"}
LIST_WIRE_SCOPES = {"all": "all", **WIRE_SCOPES}
DISPLAY_SCOPES = {"user": "personal", "workspace": "workspace"}

PAGE_LIMIT_DEFAULT = 50
PAGE_LIMIT_MAX = 50


def check_name(name: str) -> str:
    """The name unchanged, or VALIDATION with 0.3.8's messages (length first, then shape).

    The rejected text is not echoed back: a bad "name" is often a value pasted by mistake.
    """
    details = {"field": "name", "pattern": NAME_PATTERN.pattern, "max_length": NAME_MAX_LENGTH}
    if not 1 <= len(name) <= NAME_MAX_LENGTH:
        raise OsmosisError(ErrorCode.VALIDATION, NAME_LENGTH_MESSAGE, details)
    if not NAME_PATTERN.fullmatch(name):
        raise OsmosisError(ErrorCode.VALIDATION, NAME_MESSAGE, details)
    return name


def check_scope(scope: str) -> str:
    """The wire scope (``user`` or ``workspace``) of a ``set``/``delete`` scope."""
    wire = WIRE_SCOPES.get(scope)
    if wire is None:
        raise OsmosisError(
            ErrorCode.VALIDATION,
            "Scope must be 'workspace' or 'personal'.",
            {"scope": scope, "choices": list(WIRE_SCOPES)},
        )
    return wire


def check_list_scope(scope: str) -> str:
    """The wire scope (``all``, ``user`` or ``workspace``) of a ``list`` scope."""
    wire = LIST_WIRE_SCOPES.get(scope)
    if wire is None:
        raise OsmosisError(
            ErrorCode.VALIDATION,
            "Scope must be 'all', 'workspace', or 'personal'.",
            {"scope": scope, "choices": list(LIST_WIRE_SCOPES)},
        )
    return wire


def display_scope(wire: object) -> object:
    """``user`` -> ``personal``; anything unknown passes through so new scopes stay visible."""
    return DISPLAY_SCOPES.get(wire, wire) if isinstance(wire, str) else wire


def check_page_options(limit: int, all_pages: bool) -> None:
    """``--limit`` range first (a usage error, exit 2, as Click's range check is in 0.3.8),
    then ``--all`` with a non-default limit (a handled VALIDATION error, exit 1, as 0.3.8)."""
    if not 1 <= limit <= PAGE_LIMIT_MAX:
        raise UsageError(
            f"{limit} is not in the range 1<=x<={PAGE_LIMIT_MAX}.",
            {"option": "--limit", "value": limit, "min": 1, "max": PAGE_LIMIT_MAX},
        )
    if all_pages and limit != PAGE_LIMIT_DEFAULT:
        raise OsmosisError(
            ErrorCode.VALIDATION,
            "--all and --limit are mutually exclusive.",
            {"options": ["--all", "--limit"]},
        )
