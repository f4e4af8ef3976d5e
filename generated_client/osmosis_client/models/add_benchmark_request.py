from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AddBenchmarkRequest")


@_attrs_define
class AddBenchmarkRequest:
    """
    Attributes:
        source (str): A Harbor dataset: a registry dataset (`name@version`), a `registry.json` URL or
            path, a git repository URL, or a directory on the platform host.
        name (str | Unset): Display name; defaults to the dataset's name.
        ref (str | Unset): Git ref or dataset version to pin; defaults to the source's default.
    """

    source: str
    name: str | Unset = UNSET
    ref: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        source = self.source

        name = self.name

        ref = self.ref

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "source": source,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if ref is not UNSET:
            field_dict["ref"] = ref

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        source = d.pop("source")

        name = d.pop("name", UNSET)

        ref = d.pop("ref", UNSET)

        add_benchmark_request = cls(
            source=source,
            name=name,
            ref=ref,
        )

        add_benchmark_request.additional_properties = d
        return add_benchmark_request

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
