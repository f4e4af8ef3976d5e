from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TasksConfig")


@_attrs_define
class TasksConfig:
    """Task selection; omitted or empty means every task. `task_set` wins over the other two.

    Attributes:
        task_set (str | Unset): A named set from the benchmark's `task_sets`, e.g. `parity`. Our platform rejects
            unknown names.
        task_names (list[str] | Unset):
        categories (list[str] | Unset):
    """

    task_set: str | Unset = UNSET
    task_names: list[str] | Unset = UNSET
    categories: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        task_set = self.task_set

        task_names: list[str] | Unset = UNSET
        if not isinstance(self.task_names, Unset):
            task_names = self.task_names

        categories: list[str] | Unset = UNSET
        if not isinstance(self.categories, Unset):
            categories = self.categories

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if task_set is not UNSET:
            field_dict["task_set"] = task_set
        if task_names is not UNSET:
            field_dict["task_names"] = task_names
        if categories is not UNSET:
            field_dict["categories"] = categories

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        task_set = d.pop("task_set", UNSET)

        task_names = cast(list[str], d.pop("task_names", UNSET))

        categories = cast(list[str], d.pop("categories", UNSET))

        tasks_config = cls(
            task_set=task_set,
            task_names=task_names,
            categories=categories,
        )

        tasks_config.additional_properties = d
        return tasks_config

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
