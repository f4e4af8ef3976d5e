from typing import Literal

AttemptOutcome = Literal["cancelled", "errored", "failed", "passed"]

ATTEMPT_OUTCOME_VALUES: set[AttemptOutcome] = {
    "cancelled",
    "errored",
    "failed",
    "passed",
}


def check_attempt_outcome(value: str) -> AttemptOutcome:
    if value in ATTEMPT_OUTCOME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ATTEMPT_OUTCOME_VALUES!r}")
