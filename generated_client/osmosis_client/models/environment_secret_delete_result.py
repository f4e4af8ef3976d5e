from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.secret_scope import SecretScope, check_secret_scope

T = TypeVar("T", bound="EnvironmentSecretDeleteResult")


@_attrs_define
class EnvironmentSecretDeleteResult:
    """
    Attributes:
        name (str):
        scope (SecretScope): Where a secret record lives. `user` (shown as "personal") overrides a `workspace` record of
            the same name for its owner.
        deleted (bool):
    """

    name: str
    scope: SecretScope
    deleted: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        scope: str = self.scope

        deleted = self.deleted

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "scope": scope,
                "deleted": deleted,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        scope = check_secret_scope(d.pop("scope"))

        deleted = d.pop("deleted")

        environment_secret_delete_result = cls(
            name=name,
            scope=scope,
            deleted=deleted,
        )

        environment_secret_delete_result.additional_properties = d
        return environment_secret_delete_result

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
