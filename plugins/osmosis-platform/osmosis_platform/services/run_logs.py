"""Run log entries: written by the platform as a run moves, read back cursor-paged.

The cursor is the entry's integer id, so pages stay stable while new entries arrive.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, func, insert, select

from osmosis_platform import clock
from osmosis_platform.server.errors import bad_request
from osmosis_platform.server.http import MAX_SQL_INTEGER
from osmosis_platform.store.models import LogEntry


def add_log(
    conn: Connection,
    run_id: str,
    message: str,
    *,
    level: str = "info",
    step: str | None = "scheduler",
    details: dict[str, Any] | None = None,
) -> None:
    conn.execute(
        insert(LogEntry).values(
            run_id=run_id,
            timestamp=clock.now(),
            level=level,
            step=step,
            message=message,
            details=details,
        )
    )


def _view(row: Any) -> dict[str, Any]:
    return {
        "id": str(row.id),
        "timestamp": row.timestamp,
        "level": row.level,
        "step": row.step,
        "message": row.message,
        "details": row.details,
    }


def page_logs(
    conn: Connection, run_id: str, limit: int, direction: str, cursor: str | None
) -> dict[str, Any]:
    """``older``: newest page first (or entries before ``cursor``); ``newer``: entries after
    ``cursor``. Entries are always returned oldest first."""
    # ASCII digits only: str.isdigit also accepts "²", which int() refuses. A cursor past the
    # largest database integer is clamped to it (no entry id reaches it) so it cannot overflow.
    if cursor is not None and not (cursor.isascii() and cursor.isdigit()):
        raise bad_request(
            "cursor must be a next_cursor value from an earlier page.", field="cursor"
        )
    position = min(int(cursor), MAX_SQL_INTEGER) if cursor is not None else None
    query = select(LogEntry).where(LogEntry.run_id == run_id)
    if direction == "newer":
        if position is not None:
            query = query.where(LogEntry.id > position)
        rows = conn.execute(query.order_by(LogEntry.id).limit(limit)).all()
        last = rows[-1].id if rows else position
        return {"logs": [_view(r) for r in rows], "next_cursor": str(last) if last else None}
    if position is not None:
        query = query.where(LogEntry.id < position)
    rows = conn.execute(query.order_by(LogEntry.id.desc()).limit(limit)).all()
    rows.reverse()
    next_cursor = None
    if rows:
        older = conn.execute(
            select(func.count())
            .select_from(LogEntry)
            .where(LogEntry.run_id == run_id, LogEntry.id < rows[0].id)
        ).scalar_one()
        next_cursor = str(rows[0].id) if older else None
    return {"logs": [_view(r) for r in rows], "next_cursor": next_cursor}
