from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.secret_scope import SecretScope, check_secret_scope

T = TypeVar("T", bound="UpsertEnvironmentSecretRequest")


@_attrs_define
class UpsertEnvironmentSecretRequest:
    """
    Attributes:
        name (str):
        value (str):
        scope (SecretScope): Where a secret record lives. `user` (shown as "personal") overrides a `workspace` record of
            the same name for its owner.
    """

    name: str
    value: str
    scope: SecretScope
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        value = self.value

        scope: str = self.scope

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "value": value,
                "scope": scope,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        value = d.pop("value")

        scope = check_secret_scope(d.pop("scope"))

        upsert_environment_secret_request = cls(
            name=name,
            value=value,
            scope=scope,
        )

        upsert_environment_secret_request.additional_properties = d
        return upsert_environment_secret_request

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
