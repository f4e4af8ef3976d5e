from typing import Literal

RunStatus = Literal["failed", "finished", "pending", "queued", "running", "stopped"]

RUN_STATUS_VALUES: set[RunStatus] = {
    "failed",
    "finished",
    "pending",
    "queued",
    "running",
    "stopped",
}


def check_run_status(value: str) -> RunStatus:
    if value in RUN_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RUN_STATUS_VALUES!r}")
