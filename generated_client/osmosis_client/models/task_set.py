from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TaskSet")


@_attrs_define
class TaskSet:
    """A named task subset, e.g. `parity`, the sample published reference scores were measured on.

    Attributes:
        name (str):
        task_count (int | None | Unset):
        recommended (bool | Unset):
        description (None | str | Unset):
        leaderboard_eligible (bool | Unset): Whether a run over exactly this set ranks on the leaderboard.
    """

    name: str
    task_count: int | None | Unset = UNSET
    recommended: bool | Unset = UNSET
    description: None | str | Unset = UNSET
    leaderboard_eligible: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        task_count: int | None | Unset
        if isinstance(self.task_count, Unset):
            task_count = UNSET
        else:
            task_count = self.task_count

        recommended = self.recommended

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        leaderboard_eligible = self.leaderboard_eligible

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
            }
        )
        if task_count is not UNSET:
            field_dict["task_count"] = task_count
        if recommended is not UNSET:
            field_dict["recommended"] = recommended
        if description is not UNSET:
            field_dict["description"] = description
        if leaderboard_eligible is not UNSET:
            field_dict["leaderboard_eligible"] = leaderboard_eligible

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_task_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        task_count = _parse_task_count(d.pop("task_count", UNSET))

        recommended = d.pop("recommended", UNSET)

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        leaderboard_eligible = d.pop("leaderboard_eligible", UNSET)

        task_set = cls(
            name=name,
            task_count=task_count,
            recommended=recommended,
            description=description,
            leaderboard_eligible=leaderboard_eligible,
        )

        task_set.additional_properties = d
        return task_set

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
