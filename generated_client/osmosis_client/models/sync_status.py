from typing import Literal

SyncStatus = Literal["failed", "pending", "ready", "syncing"]

SYNC_STATUS_VALUES: set[SyncStatus] = {
    "failed",
    "pending",
    "ready",
    "syncing",
}


def check_sync_status(value: str) -> SyncStatus:
    if value in SYNC_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SYNC_STATUS_VALUES!r}")
