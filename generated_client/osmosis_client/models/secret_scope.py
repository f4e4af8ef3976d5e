from typing import Literal

SecretScope = Literal["user", "workspace"]

SECRET_SCOPE_VALUES: set[SecretScope] = {
    "user",
    "workspace",
}


def check_secret_scope(value: str) -> SecretScope:
    if value in SECRET_SCOPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SECRET_SCOPE_VALUES!r}")
