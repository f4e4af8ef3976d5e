"""UTC timestamps as the ISO-8601 text the store and the wire use."""

from __future__ import annotations

from datetime import UTC, datetime


def now() -> str:
    return iso(datetime.now(UTC))


def iso(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def parse(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))
