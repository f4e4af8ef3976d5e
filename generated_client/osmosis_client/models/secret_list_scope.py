from typing import Literal

SecretListScope = Literal["all", "user", "workspace"]

SECRET_LIST_SCOPE_VALUES: set[SecretListScope] = {
    "all",
    "user",
    "workspace",
}


def check_secret_list_scope(value: str) -> SecretListScope:
    if value in SECRET_LIST_SCOPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SECRET_LIST_SCOPE_VALUES!r}")
