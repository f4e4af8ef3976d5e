from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ProviderModel")


@_attrs_define
class ProviderModel:
    """A provider-hosted model; the key comes from a platform secret record.

    Attributes:
        type_ (Literal['provider']):
        model (str):
        api_key_secret (str): Secret record name
    """

    type_: Literal["provider"]
    model: str
    api_key_secret: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        model = self.model

        api_key_secret = self.api_key_secret

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "model": model,
                "api_key_secret": api_key_secret,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["provider"], d.pop("type"))
        if type_ != "provider":
            raise ValueError(f"type must match const 'provider', got '{type_}'")

        model = d.pop("model")

        api_key_secret = d.pop("api_key_secret")

        provider_model = cls(
            type_=type_,
            model=model,
            api_key_secret=api_key_secret,
        )

        provider_model.additional_properties = d
        return provider_model

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
