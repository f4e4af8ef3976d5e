from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.run_status import RunStatus, check_run_status
from ..types import UNSET, Unset

T = TypeVar("T", bound="BenchmarkRunCreated")


@_attrs_define
class BenchmarkRunCreated:
    """
    Attributes:
        id (str):
        name (str):
        status (RunStatus): Run lifecycle. `pending` and `queued` have not started (not downloadable);
            `running` is in progress; `finished`, `failed` and `stopped` are terminal.
        created_at (datetime.datetime | None | Unset):
        workflow_id (None | str | Unset):
        task_count (int | None | Unset): Tasks resolved from the selection.
        platform_url (None | str | Unset):
    """

    id: str
    name: str
    status: RunStatus
    created_at: datetime.datetime | None | Unset = UNSET
    workflow_id: None | str | Unset = UNSET
    task_count: int | None | Unset = UNSET
    platform_url: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        status: str = self.status

        created_at: None | str | Unset
        if isinstance(self.created_at, Unset):
            created_at = UNSET
        elif isinstance(self.created_at, datetime.datetime):
            created_at = self.created_at.isoformat()
        else:
            created_at = self.created_at

        workflow_id: None | str | Unset
        if isinstance(self.workflow_id, Unset):
            workflow_id = UNSET
        else:
            workflow_id = self.workflow_id

        task_count: int | None | Unset
        if isinstance(self.task_count, Unset):
            task_count = UNSET
        else:
            task_count = self.task_count

        platform_url: None | str | Unset
        if isinstance(self.platform_url, Unset):
            platform_url = UNSET
        else:
            platform_url = self.platform_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "status": status,
            }
        )
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if workflow_id is not UNSET:
            field_dict["workflow_id"] = workflow_id
        if task_count is not UNSET:
            field_dict["task_count"] = task_count
        if platform_url is not UNSET:
            field_dict["platform_url"] = platform_url

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        status = check_run_status(d.pop("status"))

        def _parse_created_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                created_at_type_0 = datetime.datetime.fromisoformat(data)

                return created_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        created_at = _parse_created_at(d.pop("created_at", UNSET))

        def _parse_workflow_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        workflow_id = _parse_workflow_id(d.pop("workflow_id", UNSET))

        def _parse_task_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        task_count = _parse_task_count(d.pop("task_count", UNSET))

        def _parse_platform_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        platform_url = _parse_platform_url(d.pop("platform_url", UNSET))

        benchmark_run_created = cls(
            id=id,
            name=name,
            status=status,
            created_at=created_at,
            workflow_id=workflow_id,
            task_count=task_count,
            platform_url=platform_url,
        )

        benchmark_run_created.additional_properties = d
        return benchmark_run_created

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
