from typing import Literal

ResolvedSecretScope = Literal["user", "user_override", "workspace"]

RESOLVED_SECRET_SCOPE_VALUES: set[ResolvedSecretScope] = {
    "user",
    "user_override",
    "workspace",
}


def check_resolved_secret_scope(value: str) -> ResolvedSecretScope:
    if value in RESOLVED_SECRET_SCOPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESOLVED_SECRET_SCOPE_VALUES!r}")
