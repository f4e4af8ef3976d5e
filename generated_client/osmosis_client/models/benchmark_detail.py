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
    from ..models.benchmark_category import BenchmarkCategory
    from ..models.benchmark_task import BenchmarkTask
    from ..models.task_set import TaskSet
    from ..models.unavailable_tasks import UnavailableTasks


T = TypeVar("T", bound="BenchmarkDetail")


@_attrs_define
class BenchmarkDetail:
    """The list fields plus what `benchmark info` needs to write a config.

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
        runner_family (None | str | Unset):
        supports_harness (bool | Unset): False means only the official scaffold runs (omit `harness`).
        requires_harness (bool | Unset): True means every agent must name a harness.
        default_harness (None | str | Unset): The harness published scores were measured on, e.g. `terminus-2`.
        requires_judge_model (bool | Unset):
        judge_model_default (None | str | Unset):
        requires_judge_api_key (bool | Unset): Runs must set `judge_api_key_secret`.
        required_secret_names (list[str] | Unset): Implicit secret records the benchmark needs (e.g. `HF_TOKEN`); kept
            for clients older than 0.3.0.
        pass_threshold (float | None | Unset): Minimum reward for an attempt to count as passed.
        categories (list[BenchmarkCategory] | Unset):
        tasks (list[BenchmarkTask] | Unset):
        unavailable_tasks (None | UnavailableTasks | Unset):
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
    runner_family: None | str | Unset = UNSET
    supports_harness: bool | Unset = UNSET
    requires_harness: bool | Unset = UNSET
    default_harness: None | str | Unset = UNSET
    requires_judge_model: bool | Unset = UNSET
    judge_model_default: None | str | Unset = UNSET
    requires_judge_api_key: bool | Unset = UNSET
    required_secret_names: list[str] | Unset = UNSET
    pass_threshold: float | None | Unset = UNSET
    categories: list[BenchmarkCategory] | Unset = UNSET
    tasks: list[BenchmarkTask] | Unset = UNSET
    unavailable_tasks: None | UnavailableTasks | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.unavailable_tasks import UnavailableTasks  # noqa: PLC0415

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

        runner_family: None | str | Unset
        if isinstance(self.runner_family, Unset):
            runner_family = UNSET
        else:
            runner_family = self.runner_family

        supports_harness = self.supports_harness

        requires_harness = self.requires_harness

        default_harness: None | str | Unset
        if isinstance(self.default_harness, Unset):
            default_harness = UNSET
        else:
            default_harness = self.default_harness

        requires_judge_model = self.requires_judge_model

        judge_model_default: None | str | Unset
        if isinstance(self.judge_model_default, Unset):
            judge_model_default = UNSET
        else:
            judge_model_default = self.judge_model_default

        requires_judge_api_key = self.requires_judge_api_key

        required_secret_names: list[str] | Unset = UNSET
        if not isinstance(self.required_secret_names, Unset):
            required_secret_names = self.required_secret_names

        pass_threshold: float | None | Unset
        if isinstance(self.pass_threshold, Unset):
            pass_threshold = UNSET
        else:
            pass_threshold = self.pass_threshold

        categories: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.categories, Unset):
            categories = []
            for categories_item_data in self.categories:
                categories_item = categories_item_data.to_dict()
                categories.append(categories_item)

        tasks: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.tasks, Unset):
            tasks = []
            for tasks_item_data in self.tasks:
                tasks_item = tasks_item_data.to_dict()
                tasks.append(tasks_item)

        unavailable_tasks: dict[str, Any] | None | Unset
        if isinstance(self.unavailable_tasks, Unset):
            unavailable_tasks = UNSET
        elif isinstance(self.unavailable_tasks, UnavailableTasks):
            unavailable_tasks = self.unavailable_tasks.to_dict()
        else:
            unavailable_tasks = self.unavailable_tasks

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
        if runner_family is not UNSET:
            field_dict["runner_family"] = runner_family
        if supports_harness is not UNSET:
            field_dict["supports_harness"] = supports_harness
        if requires_harness is not UNSET:
            field_dict["requires_harness"] = requires_harness
        if default_harness is not UNSET:
            field_dict["default_harness"] = default_harness
        if requires_judge_model is not UNSET:
            field_dict["requires_judge_model"] = requires_judge_model
        if judge_model_default is not UNSET:
            field_dict["judge_model_default"] = judge_model_default
        if requires_judge_api_key is not UNSET:
            field_dict["requires_judge_api_key"] = requires_judge_api_key
        if required_secret_names is not UNSET:
            field_dict["required_secret_names"] = required_secret_names
        if pass_threshold is not UNSET:
            field_dict["pass_threshold"] = pass_threshold
        if categories is not UNSET:
            field_dict["categories"] = categories
        if tasks is not UNSET:
            field_dict["tasks"] = tasks
        if unavailable_tasks is not UNSET:
            field_dict["unavailable_tasks"] = unavailable_tasks

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.benchmark_category import BenchmarkCategory  # noqa: PLC0415
        from ..models.benchmark_task import BenchmarkTask  # noqa: PLC0415
        from ..models.task_set import TaskSet  # noqa: PLC0415
        from ..models.unavailable_tasks import UnavailableTasks  # noqa: PLC0415

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

        def _parse_runner_family(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        runner_family = _parse_runner_family(d.pop("runner_family", UNSET))

        supports_harness = d.pop("supports_harness", UNSET)

        requires_harness = d.pop("requires_harness", UNSET)

        def _parse_default_harness(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        default_harness = _parse_default_harness(d.pop("default_harness", UNSET))

        requires_judge_model = d.pop("requires_judge_model", UNSET)

        def _parse_judge_model_default(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        judge_model_default = _parse_judge_model_default(d.pop("judge_model_default", UNSET))

        requires_judge_api_key = d.pop("requires_judge_api_key", UNSET)

        required_secret_names = cast(list[str], d.pop("required_secret_names", UNSET))

        def _parse_pass_threshold(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        pass_threshold = _parse_pass_threshold(d.pop("pass_threshold", UNSET))

        _categories = d.pop("categories", UNSET)
        categories: list[BenchmarkCategory] | Unset = UNSET
        if _categories is not UNSET:
            categories = []
            for categories_item_data in _categories:
                categories_item = BenchmarkCategory.from_dict(categories_item_data)

                categories.append(categories_item)

        _tasks = d.pop("tasks", UNSET)
        tasks: list[BenchmarkTask] | Unset = UNSET
        if _tasks is not UNSET:
            tasks = []
            for tasks_item_data in _tasks:
                tasks_item = BenchmarkTask.from_dict(tasks_item_data)

                tasks.append(tasks_item)

        def _parse_unavailable_tasks(data: object) -> None | UnavailableTasks | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                unavailable_tasks_type_0 = UnavailableTasks.from_dict(data)

                return unavailable_tasks_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UnavailableTasks | Unset, data)

        unavailable_tasks = _parse_unavailable_tasks(d.pop("unavailable_tasks", UNSET))

        benchmark_detail = cls(
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
            runner_family=runner_family,
            supports_harness=supports_harness,
            requires_harness=requires_harness,
            default_harness=default_harness,
            requires_judge_model=requires_judge_model,
            judge_model_default=judge_model_default,
            requires_judge_api_key=requires_judge_api_key,
            required_secret_names=required_secret_names,
            pass_threshold=pass_threshold,
            categories=categories,
            tasks=tasks,
            unavailable_tasks=unavailable_tasks,
        )

        benchmark_detail.additional_properties = d
        return benchmark_detail

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
