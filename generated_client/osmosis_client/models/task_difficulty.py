from typing import Literal

TaskDifficulty = Literal["easy", "hard", "medium"]

TASK_DIFFICULTY_VALUES: set[TaskDifficulty] = {
    "easy",
    "hard",
    "medium",
}


def check_task_difficulty(value: str) -> TaskDifficulty:
    if value in TASK_DIFFICULTY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TASK_DIFFICULTY_VALUES!r}")
