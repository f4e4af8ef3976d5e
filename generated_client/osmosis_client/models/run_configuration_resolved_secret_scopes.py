from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.resolved_secret_scope import ResolvedSecretScope, check_resolved_secret_scope

T = TypeVar("T", bound="RunConfigurationResolvedSecretScopes")


@_attrs_define
class RunConfigurationResolvedSecretScopes:
    """Secret name → where its value came from."""

    additional_properties: dict[str, ResolvedSecretScope] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        run_configuration_resolved_secret_scopes = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = check_resolved_secret_scope(prop_dict)

            additional_properties[prop_name] = additional_property

        run_configuration_resolved_secret_scopes.additional_properties = additional_properties
        return run_configuration_resolved_secret_scopes

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> ResolvedSecretScope:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: ResolvedSecretScope) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
