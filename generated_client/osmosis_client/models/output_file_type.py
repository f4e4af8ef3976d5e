from typing import Literal

OutputFileType = Literal["artifacts", "logs", "results", "summary"]

OUTPUT_FILE_TYPE_VALUES: set[OutputFileType] = {
    "artifacts",
    "logs",
    "results",
    "summary",
}


def check_output_file_type(value: str) -> OutputFileType:
    if value in OUTPUT_FILE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OUTPUT_FILE_TYPE_VALUES!r}")
