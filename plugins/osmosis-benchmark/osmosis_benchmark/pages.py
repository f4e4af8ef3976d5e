"""``--limit`` / ``--all`` offset paging (0.3.8 §9.2), shared by every list command here."""

from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any

from osmosis_core.errors import UsageError

if TYPE_CHECKING:
    from osmosis_core.platform.client import PlatformClient

PAGE_LIMIT = 50
LOG_LIMIT = 200


def check_range(value: int, high: int) -> None:
    """0.3.8's usage error (exit 2) for an out-of-range ``--limit``."""
    if not 1 <= value <= high:
        raise UsageError(f"{value} is not in the range 1<=x<={high}.", {"limit": value})


def check_paging(limit: int, all: bool) -> None:
    check_range(limit, PAGE_LIMIT)
    if all and limit != PAGE_LIMIT:
        raise UsageError("--all and --limit are mutually exclusive.")


@dataclass
class Page:
    items: list[dict[str, Any]]
    total_count: int
    has_more: bool
    next_offset: int | None
    raw: dict[str, Any]


def fetch(
    client: PlatformClient,
    endpoint: ModuleType,
    key: str,
    *,
    limit: int,
    all: bool,
    **params: Any,
) -> Page:
    """One page, or with ``all`` every page while the server hands out a ``next_offset``."""
    items: list[dict[str, Any]] = []
    offset = 0
    while True:
        doc = client.call(endpoint, limit=limit, offset=offset, **params)
        batch = doc.get(key) or []
        items.extend(batch)
        next_offset = doc.get("next_offset")
        if not all or next_offset is None or not batch:
            break
        offset = next_offset
    total = doc.get("total_count")
    total = total if isinstance(total, int) else len(items)
    if all:
        return Page(items, max(total, len(items)), False, None, doc)
    return Page(items, total, bool(doc.get("has_more")), next_offset, doc)
