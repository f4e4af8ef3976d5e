from typing import Literal

RetryScope = Literal["errored", "failed"]

RETRY_SCOPE_VALUES: set[RetryScope] = {
    "errored",
    "failed",
}


def check_retry_scope(value: str) -> RetryScope:
    if value in RETRY_SCOPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RETRY_SCOPE_VALUES!r}")
