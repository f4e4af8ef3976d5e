from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.task_difficulty import TaskDifficulty, check_task_difficulty
from ..types import UNSET, Unset

T = TypeVar("T", bound="BenchmarkTask")


@_attrs_define
class BenchmarkTask:
    """
    Attributes:
        name (str): Exact task id for `[tasks].task_names`, e.g. `terminal-bench/git-multibranch`.
        category (None | str | Unset):
        difficulty (None | TaskDifficulty | Unset): As given by the source; null when it gave none (never inferred).
    """

    name: str
    category: None | str | Unset = UNSET
    difficulty: None | TaskDifficulty | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        category: None | str | Unset
        if isinstance(self.category, Unset):
            category = UNSET
        else:
            category = self.category

        difficulty: None | str | Unset
        if isinstance(self.difficulty, Unset):
            difficulty = UNSET
        elif isinstance(self.difficulty, str):
            difficulty = self.difficulty
        else:
            difficulty = self.difficulty

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
            }
        )
        if category is not UNSET:
            field_dict["category"] = category
        if difficulty is not UNSET:
            field_dict["difficulty"] = difficulty

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_category(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        category = _parse_category(d.pop("category", UNSET))

        def _parse_difficulty(data: object) -> None | TaskDifficulty | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                difficulty_type_0 = check_task_difficulty(data)

                return difficulty_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TaskDifficulty | Unset, data)

        difficulty = _parse_difficulty(d.pop("difficulty", UNSET))

        benchmark_task = cls(
            name=name,
            category=category,
            difficulty=difficulty,
        )

        benchmark_task.additional_properties = d
        return benchmark_task

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
