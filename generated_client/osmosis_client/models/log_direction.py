from typing import Literal

LogDirection = Literal["newer", "older"]

LOG_DIRECTION_VALUES: set[LogDirection] = {
    "newer",
    "older",
}


def check_log_direction(value: str) -> LogDirection:
    if value in LOG_DIRECTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LOG_DIRECTION_VALUES!r}")
