from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.endpoint_model_extra_headers import EndpointModelExtraHeaders


T = TypeVar("T", bound="EndpointModel")


@_attrs_define
class EndpointModel:
    """A custom OpenAI-compatible endpoint.

    Attributes:
        type_ (Literal['endpoint']):
        base_url (str):
        model (str):
        api_key_secret (str): Secret record name
        extra_headers (EndpointModelExtraHeaders | Unset): Literal, non-secret headers; never `Authorization`.
    """

    type_: Literal["endpoint"]
    base_url: str
    model: str
    api_key_secret: str
    extra_headers: EndpointModelExtraHeaders | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        base_url = self.base_url

        model = self.model

        api_key_secret = self.api_key_secret

        extra_headers: dict[str, Any] | Unset = UNSET
        if not isinstance(self.extra_headers, Unset):
            extra_headers = self.extra_headers.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "base_url": base_url,
                "model": model,
                "api_key_secret": api_key_secret,
            }
        )
        if extra_headers is not UNSET:
            field_dict["extra_headers"] = extra_headers

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.endpoint_model_extra_headers import EndpointModelExtraHeaders  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["endpoint"], d.pop("type"))
        if type_ != "endpoint":
            raise ValueError(f"type must match const 'endpoint', got '{type_}'")

        base_url = d.pop("base_url")

        model = d.pop("model")

        api_key_secret = d.pop("api_key_secret")

        _extra_headers = d.pop("extra_headers", UNSET)
        extra_headers: EndpointModelExtraHeaders | Unset
        if isinstance(_extra_headers, Unset):
            extra_headers = UNSET
        else:
            extra_headers = EndpointModelExtraHeaders.from_dict(_extra_headers)

        endpoint_model = cls(
            type_=type_,
            base_url=base_url,
            model=model,
            api_key_secret=api_key_secret,
            extra_headers=extra_headers,
        )

        endpoint_model.additional_properties = d
        return endpoint_model

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
