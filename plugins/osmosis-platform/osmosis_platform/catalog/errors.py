"""The one error a benchmark source raises: a readable one-line reason.

Raised while describing a source (the add route answers 400 naming ``field``) or while syncing
it (the benchmark ends ``failed`` with the message as its ``sync_error``).
"""

from __future__ import annotations

MAX_MESSAGE = 500


class SourceError(ValueError):
    def __init__(self, message: str, *, field: str = "source") -> None:
        text = " ".join(str(message).split())
        if len(text) > MAX_MESSAGE:
            text = text[: MAX_MESSAGE - 1] + "…"
        super().__init__(text)
        self.message = text
        self.field = field
