"""Run states (contract §17.3): the one list every module filters and checks against."""

from __future__ import annotations

ACTIVE = ("pending", "queued", "running")
TERMINAL = ("finished", "failed", "stopped")
ALL = (*ACTIVE, *TERMINAL)
