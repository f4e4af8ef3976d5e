from typing import Literal

AttemptStatus = Literal["finished", "queued", "running"]

ATTEMPT_STATUS_VALUES: set[AttemptStatus] = {
    "finished",
    "queued",
    "running",
}


def check_attempt_status(value: str) -> AttemptStatus:
    if value in ATTEMPT_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ATTEMPT_STATUS_VALUES!r}")
