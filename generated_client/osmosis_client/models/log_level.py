from typing import Literal

LogLevel = Literal["debug", "error", "info", "warning"]

LOG_LEVEL_VALUES: set[LogLevel] = {
    "debug",
    "error",
    "info",
    "warning",
}


def check_log_level(value: str) -> LogLevel:
    if value in LOG_LEVEL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LOG_LEVEL_VALUES!r}")
