from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.run_status import RunStatus, check_run_status
from ..types import UNSET, Unset

T = TypeVar("T", bound="ComparedRun")


@_attrs_define
class ComparedRun:
    """
    Attributes:
        id (str):
        status (RunStatus): Run lifecycle. `pending` and `queued` have not started (not downloadable);
            `running` is in progress; `finished`, `failed` and `stopped` are terminal.
        name (None | str | Unset):
        benchmark_id (None | str | Unset):
        benchmark_name (None | str | Unset):
        task_count (int | None | Unset):
        task_set (None | str | Unset):
    """

    id: str
    status: RunStatus
    name: None | str | Unset = UNSET
    benchmark_id: None | str | Unset = UNSET
    benchmark_name: None | str | Unset = UNSET
    task_count: int | None | Unset = UNSET
    task_set: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status: str = self.status

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        benchmark_id: None | str | Unset
        if isinstance(self.benchmark_id, Unset):
            benchmark_id = UNSET
        else:
            benchmark_id = self.benchmark_id

        benchmark_name: None | str | Unset
        if isinstance(self.benchmark_name, Unset):
            benchmark_name = UNSET
        else:
            benchmark_name = self.benchmark_name

        task_count: int | None | Unset
        if isinstance(self.task_count, Unset):
            task_count = UNSET
        else:
            task_count = self.task_count

        task_set: None | str | Unset
        if isinstance(self.task_set, Unset):
            task_set = UNSET
        else:
            task_set = self.task_set

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "status": status,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if benchmark_id is not UNSET:
            field_dict["benchmark_id"] = benchmark_id
        if benchmark_name is not UNSET:
            field_dict["benchmark_name"] = benchmark_name
        if task_count is not UNSET:
            field_dict["task_count"] = task_count
        if task_set is not UNSET:
            field_dict["task_set"] = task_set

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        status = check_run_status(d.pop("status"))

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_benchmark_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        benchmark_id = _parse_benchmark_id(d.pop("benchmark_id", UNSET))

        def _parse_benchmark_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        benchmark_name = _parse_benchmark_name(d.pop("benchmark_name", UNSET))

        def _parse_task_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        task_count = _parse_task_count(d.pop("task_count", UNSET))

        def _parse_task_set(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        task_set = _parse_task_set(d.pop("task_set", UNSET))

        compared_run = cls(
            id=id,
            status=status,
            name=name,
            benchmark_id=benchmark_id,
            benchmark_name=benchmark_name,
            task_count=task_count,
            task_set=task_set,
        )

        compared_run.additional_properties = d
        return compared_run

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
