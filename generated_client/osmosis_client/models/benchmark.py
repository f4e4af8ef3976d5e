from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.run_status import RunStatus, check_run_status
from ..models.sync_status import SyncStatus, check_sync_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.task_set import TaskSet


T = TypeVar("T", bound="Benchmark")


@_attrs_define
class Benchmark:
    """A benchmark as listed by `list_benchmarks` (the fields `benchmark list` reads).

    Attributes:
        id (str):
        name (str): Display name
        sync_status (SyncStatus): Task-list sync state of a benchmark; only `ready` benchmarks accept runs.
        key (str | Unset): Same as `source_ref`; the shell-safe key 0.3.8 shows in its Key column and adds to JSON
            items.
        description (None | str | Unset):
        source_type (None | str | Unset): Where the benchmark comes from, e.g. `managed`, `harbor_registry`, `git`,
            `local`.
        source_ref (None | str | Unset): Shell-safe key usable in `[experiment].benchmark`, e.g. `terminal-bench-2-1`.
        source_url (None | str | Unset): The upstream project, or the adapter repository when adapted.
        task_count (int | None | Unset):
        category_count (int | None | Unset):
        task_sets (list[TaskSet] | Unset):
        synced_task_count (int | None | Unset): Tasks synced so far, for `Syncing · x / y tasks`.
        sync_error (None | str | Unset): Why the last sync failed; set when `sync_status` is `failed`.
        platform_url (None | str | Unset): The benchmark's page (leaderboard, runs, sync retry).
        run_count (int | None | Unset):
        running_count (int | None | Unset):
        last_run_at (datetime.datetime | None | Unset):
        last_run_status (None | RunStatus | Unset):
        last_run_name (None | str | Unset):
        creator_name (None | str | Unset): Who added the benchmark; null for managed ones.
    """

    id: str
    name: str
    sync_status: SyncStatus
    key: str | Unset = UNSET
    description: None | str | Unset = UNSET
    source_type: None | str | Unset = UNSET
    source_ref: None | str | Unset = UNSET
    source_url: None | str | Unset = UNSET
    task_count: int | None | Unset = UNSET
    category_count: int | None | Unset = UNSET
    task_sets: list[TaskSet] | Unset = UNSET
    synced_task_count: int | None | Unset = UNSET
    sync_error: None | str | Unset = UNSET
    platform_url: None | str | Unset = UNSET
    run_count: int | None | Unset = UNSET
    running_count: int | None | Unset = UNSET
    last_run_at: datetime.datetime | None | Unset = UNSET
    last_run_status: None | RunStatus | Unset = UNSET
    last_run_name: None | str | Unset = UNSET
    creator_name: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        sync_status: str = self.sync_status

        key = self.key

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        source_type: None | str | Unset
        if isinstance(self.source_type, Unset):
            source_type = UNSET
        else:
            source_type = self.source_type

        source_ref: None | str | Unset
        if isinstance(self.source_ref, Unset):
            source_ref = UNSET
        else:
            source_ref = self.source_ref

        source_url: None | str | Unset
        if isinstance(self.source_url, Unset):
            source_url = UNSET
        else:
            source_url = self.source_url

        task_count: int | None | Unset
        if isinstance(self.task_count, Unset):
            task_count = UNSET
        else:
            task_count = self.task_count

        category_count: int | None | Unset
        if isinstance(self.category_count, Unset):
            category_count = UNSET
        else:
            category_count = self.category_count

        task_sets: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.task_sets, Unset):
            task_sets = []
            for task_sets_item_data in self.task_sets:
                task_sets_item = task_sets_item_data.to_dict()
                task_sets.append(task_sets_item)

        synced_task_count: int | None | Unset
        if isinstance(self.synced_task_count, Unset):
            synced_task_count = UNSET
        else:
            synced_task_count = self.synced_task_count

        sync_error: None | str | Unset
        if isinstance(self.sync_error, Unset):
            sync_error = UNSET
        else:
            sync_error = self.sync_error

        platform_url: None | str | Unset
        if isinstance(self.platform_url, Unset):
            platform_url = UNSET
        else:
            platform_url = self.platform_url

        run_count: int | None | Unset
        if isinstance(self.run_count, Unset):
            run_count = UNSET
        else:
            run_count = self.run_count

        running_count: int | None | Unset
        if isinstance(self.running_count, Unset):
            running_count = UNSET
        else:
            running_count = self.running_count

        last_run_at: None | str | Unset
        if isinstance(self.last_run_at, Unset):
            last_run_at = UNSET
        elif isinstance(self.last_run_at, datetime.datetime):
            last_run_at = self.last_run_at.isoformat()
        else:
            last_run_at = self.last_run_at

        last_run_status: None | str | Unset
        if isinstance(self.last_run_status, Unset):
            last_run_status = UNSET
        elif isinstance(self.last_run_status, str):
            last_run_status = self.last_run_status
        else:
            last_run_status = self.last_run_status

        last_run_name: None | str | Unset
        if isinstance(self.last_run_name, Unset):
            last_run_name = UNSET
        else:
            last_run_name = self.last_run_name

        creator_name: None | str | Unset
        if isinstance(self.creator_name, Unset):
            creator_name = UNSET
        else:
            creator_name = self.creator_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "sync_status": sync_status,
            }
        )
        if key is not UNSET:
            field_dict["key"] = key
        if description is not UNSET:
            field_dict["description"] = description
        if source_type is not UNSET:
            field_dict["source_type"] = source_type
        if source_ref is not UNSET:
            field_dict["source_ref"] = source_ref
        if source_url is not UNSET:
            field_dict["source_url"] = source_url
        if task_count is not UNSET:
            field_dict["task_count"] = task_count
        if category_count is not UNSET:
            field_dict["category_count"] = category_count
        if task_sets is not UNSET:
            field_dict["task_sets"] = task_sets
        if synced_task_count is not UNSET:
            field_dict["synced_task_count"] = synced_task_count
        if sync_error is not UNSET:
            field_dict["sync_error"] = sync_error
        if platform_url is not UNSET:
            field_dict["platform_url"] = platform_url
        if run_count is not UNSET:
            field_dict["run_count"] = run_count
        if running_count is not UNSET:
            field_dict["running_count"] = running_count
        if last_run_at is not UNSET:
            field_dict["last_run_at"] = last_run_at
        if last_run_status is not UNSET:
            field_dict["last_run_status"] = last_run_status
        if last_run_name is not UNSET:
            field_dict["last_run_name"] = last_run_name
        if creator_name is not UNSET:
            field_dict["creator_name"] = creator_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.task_set import TaskSet  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        sync_status = check_sync_status(d.pop("sync_status"))

        key = d.pop("key", UNSET)

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        def _parse_source_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source_type = _parse_source_type(d.pop("source_type", UNSET))

        def _parse_source_ref(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source_ref = _parse_source_ref(d.pop("source_ref", UNSET))

        def _parse_source_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source_url = _parse_source_url(d.pop("source_url", UNSET))

        def _parse_task_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        task_count = _parse_task_count(d.pop("task_count", UNSET))

        def _parse_category_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        category_count = _parse_category_count(d.pop("category_count", UNSET))

        _task_sets = d.pop("task_sets", UNSET)
        task_sets: list[TaskSet] | Unset = UNSET
        if _task_sets is not UNSET:
            task_sets = []
            for task_sets_item_data in _task_sets:
                task_sets_item = TaskSet.from_dict(task_sets_item_data)

                task_sets.append(task_sets_item)

        def _parse_synced_task_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        synced_task_count = _parse_synced_task_count(d.pop("synced_task_count", UNSET))

        def _parse_sync_error(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        sync_error = _parse_sync_error(d.pop("sync_error", UNSET))

        def _parse_platform_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        platform_url = _parse_platform_url(d.pop("platform_url", UNSET))

        def _parse_run_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        run_count = _parse_run_count(d.pop("run_count", UNSET))

        def _parse_running_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        running_count = _parse_running_count(d.pop("running_count", UNSET))

        def _parse_last_run_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_run_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_run_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        last_run_at = _parse_last_run_at(d.pop("last_run_at", UNSET))

        def _parse_last_run_status(data: object) -> None | RunStatus | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_run_status_type_0 = check_run_status(data)

                return last_run_status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RunStatus | Unset, data)

        last_run_status = _parse_last_run_status(d.pop("last_run_status", UNSET))

        def _parse_last_run_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        last_run_name = _parse_last_run_name(d.pop("last_run_name", UNSET))

        def _parse_creator_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        creator_name = _parse_creator_name(d.pop("creator_name", UNSET))

        benchmark = cls(
            id=id,
            name=name,
            sync_status=sync_status,
            key=key,
            description=description,
            source_type=source_type,
            source_ref=source_ref,
            source_url=source_url,
            task_count=task_count,
            category_count=category_count,
            task_sets=task_sets,
            synced_task_count=synced_task_count,
            sync_error=sync_error,
            platform_url=platform_url,
            run_count=run_count,
            running_count=running_count,
            last_run_at=last_run_at,
            last_run_status=last_run_status,
            last_run_name=last_run_name,
            creator_name=creator_name,
        )

        benchmark.additional_properties = d
        return benchmark

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
