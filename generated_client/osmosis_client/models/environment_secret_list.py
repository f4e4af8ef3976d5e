from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.environment_secret import EnvironmentSecret


T = TypeVar("T", bound="EnvironmentSecretList")


@_attrs_define
class EnvironmentSecretList:
    """
    Attributes:
        environment_secrets (list[EnvironmentSecret]):
        total_count (int):
        has_more (bool):
        next_offset (int | None):
        platform_url (None | str | Unset): The platform's Secrets page.
    """

    environment_secrets: list[EnvironmentSecret]
    total_count: int
    has_more: bool
    next_offset: int | None
    platform_url: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        environment_secrets = []
        for environment_secrets_item_data in self.environment_secrets:
            environment_secrets_item = environment_secrets_item_data.to_dict()
            environment_secrets.append(environment_secrets_item)

        total_count = self.total_count

        has_more = self.has_more

        next_offset: int | None
        next_offset = self.next_offset

        platform_url: None | str | Unset
        if isinstance(self.platform_url, Unset):
            platform_url = UNSET
        else:
            platform_url = self.platform_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "environment_secrets": environment_secrets,
                "total_count": total_count,
                "has_more": has_more,
                "next_offset": next_offset,
            }
        )
        if platform_url is not UNSET:
            field_dict["platform_url"] = platform_url

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.environment_secret import EnvironmentSecret  # noqa: PLC0415

        d = dict(src_dict)
        environment_secrets = []
        _environment_secrets = d.pop("environment_secrets")
        for environment_secrets_item_data in _environment_secrets:
            environment_secrets_item = EnvironmentSecret.from_dict(environment_secrets_item_data)

            environment_secrets.append(environment_secrets_item)

        total_count = d.pop("total_count")

        has_more = d.pop("has_more")

        def _parse_next_offset(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_offset = _parse_next_offset(d.pop("next_offset"))

        def _parse_platform_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        platform_url = _parse_platform_url(d.pop("platform_url", UNSET))

        environment_secret_list = cls(
            environment_secrets=environment_secrets,
            total_count=total_count,
            has_more=has_more,
            next_offset=next_offset,
            platform_url=platform_url,
        )

        environment_secret_list.additional_properties = d
        return environment_secret_list

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
