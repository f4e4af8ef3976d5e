from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="HostedModel")


@_attrs_define
class HostedModel:
    """One of the workspace's deployed LoRA models; references no secret.

    Attributes:
        type_ (Literal['hosted']):
        base_model (str):
        lora_model_name (str):
    """

    type_: Literal["hosted"]
    base_model: str
    lora_model_name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        base_model = self.base_model

        lora_model_name = self.lora_model_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "base_model": base_model,
                "lora_model_name": lora_model_name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["hosted"], d.pop("type"))
        if type_ != "hosted":
            raise ValueError(f"type must match const 'hosted', got '{type_}'")

        base_model = d.pop("base_model")

        lora_model_name = d.pop("lora_model_name")

        hosted_model = cls(
            type_=type_,
            base_model=base_model,
            lora_model_name=lora_model_name,
        )

        hosted_model.additional_properties = d
        return hosted_model

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
