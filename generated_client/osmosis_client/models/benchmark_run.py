from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.run_status import RunStatus, check_run_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.benchmark_ref import BenchmarkRef
    from ..models.progress_summary import ProgressSummary


T = TypeVar("T", bound="BenchmarkRun")


@_attrs_define
class BenchmarkRun:
    """A run as listed by `list_benchmark_runs` and as `benchmark_run` in the detail.

    Attributes:
        id (str):
        status (RunStatus): Run lifecycle. `pending` and `queued` have not started (not downloadable);
            `running` is in progress; `finished`, `failed` and `stopped` are terminal.
        name (str | Unset): Platform-generated run name, used by every `benchmark runs` command.
        benchmark_run_name (str | Unset): Older spelling of `name`, read as a fallback.
        benchmark_name (None | str | Unset):
        benchmark (BenchmarkRef | None | Unset):
        benchmark_id (None | str | Unset):
        created_at (datetime.datetime | None | Unset):
        started_at (datetime.datetime | None | Unset):
        completed_at (datetime.datetime | None | Unset):
        creator_name (None | str | Unset):
        creator_email (None | str | Unset):
        platform_url (None | str | Unset):
        agent_count (int | None | Unset):
        best_pass_at_1 (float | None | Unset): The best agent's pass@1 value, a fraction.
        ingested_results (int | None | Unset):
        expected_results (int | None | Unset):
        progress (None | ProgressSummary | Unset): `ingested_results` of `expected_results` results; null when there is
            no total.
    """

    id: str
    status: RunStatus
    name: str | Unset = UNSET
    benchmark_run_name: str | Unset = UNSET
    benchmark_name: None | str | Unset = UNSET
    benchmark: BenchmarkRef | None | Unset = UNSET
    benchmark_id: None | str | Unset = UNSET
    created_at: datetime.datetime | None | Unset = UNSET
    started_at: datetime.datetime | None | Unset = UNSET
    completed_at: datetime.datetime | None | Unset = UNSET
    creator_name: None | str | Unset = UNSET
    creator_email: None | str | Unset = UNSET
    platform_url: None | str | Unset = UNSET
    agent_count: int | None | Unset = UNSET
    best_pass_at_1: float | None | Unset = UNSET
    ingested_results: int | None | Unset = UNSET
    expected_results: int | None | Unset = UNSET
    progress: None | ProgressSummary | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.benchmark_ref import BenchmarkRef  # noqa: PLC0415
        from ..models.progress_summary import ProgressSummary  # noqa: PLC0415

        id = self.id

        status: str = self.status

        name = self.name

        benchmark_run_name = self.benchmark_run_name

        benchmark_name: None | str | Unset
        if isinstance(self.benchmark_name, Unset):
            benchmark_name = UNSET
        else:
            benchmark_name = self.benchmark_name

        benchmark: dict[str, Any] | None | Unset
        if isinstance(self.benchmark, Unset):
            benchmark = UNSET
        elif isinstance(self.benchmark, BenchmarkRef):
            benchmark = self.benchmark.to_dict()
        else:
            benchmark = self.benchmark

        benchmark_id: None | str | Unset
        if isinstance(self.benchmark_id, Unset):
            benchmark_id = UNSET
        else:
            benchmark_id = self.benchmark_id

        created_at: None | str | Unset
        if isinstance(self.created_at, Unset):
            created_at = UNSET
        elif isinstance(self.created_at, datetime.datetime):
            created_at = self.created_at.isoformat()
        else:
            created_at = self.created_at

        started_at: None | str | Unset
        if isinstance(self.started_at, Unset):
            started_at = UNSET
        elif isinstance(self.started_at, datetime.datetime):
            started_at = self.started_at.isoformat()
        else:
            started_at = self.started_at

        completed_at: None | str | Unset
        if isinstance(self.completed_at, Unset):
            completed_at = UNSET
        elif isinstance(self.completed_at, datetime.datetime):
            completed_at = self.completed_at.isoformat()
        else:
            completed_at = self.completed_at

        creator_name: None | str | Unset
        if isinstance(self.creator_name, Unset):
            creator_name = UNSET
        else:
            creator_name = self.creator_name

        creator_email: None | str | Unset
        if isinstance(self.creator_email, Unset):
            creator_email = UNSET
        else:
            creator_email = self.creator_email

        platform_url: None | str | Unset
        if isinstance(self.platform_url, Unset):
            platform_url = UNSET
        else:
            platform_url = self.platform_url

        agent_count: int | None | Unset
        if isinstance(self.agent_count, Unset):
            agent_count = UNSET
        else:
            agent_count = self.agent_count

        best_pass_at_1: float | None | Unset
        if isinstance(self.best_pass_at_1, Unset):
            best_pass_at_1 = UNSET
        else:
            best_pass_at_1 = self.best_pass_at_1

        ingested_results: int | None | Unset
        if isinstance(self.ingested_results, Unset):
            ingested_results = UNSET
        else:
            ingested_results = self.ingested_results

        expected_results: int | None | Unset
        if isinstance(self.expected_results, Unset):
            expected_results = UNSET
        else:
            expected_results = self.expected_results

        progress: dict[str, Any] | None | Unset
        if isinstance(self.progress, Unset):
            progress = UNSET
        elif isinstance(self.progress, ProgressSummary):
            progress = self.progress.to_dict()
        else:
            progress = self.progress

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
        if benchmark_run_name is not UNSET:
            field_dict["benchmark_run_name"] = benchmark_run_name
        if benchmark_name is not UNSET:
            field_dict["benchmark_name"] = benchmark_name
        if benchmark is not UNSET:
            field_dict["benchmark"] = benchmark
        if benchmark_id is not UNSET:
            field_dict["benchmark_id"] = benchmark_id
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if started_at is not UNSET:
            field_dict["started_at"] = started_at
        if completed_at is not UNSET:
            field_dict["completed_at"] = completed_at
        if creator_name is not UNSET:
            field_dict["creator_name"] = creator_name
        if creator_email is not UNSET:
            field_dict["creator_email"] = creator_email
        if platform_url is not UNSET:
            field_dict["platform_url"] = platform_url
        if agent_count is not UNSET:
            field_dict["agent_count"] = agent_count
        if best_pass_at_1 is not UNSET:
            field_dict["best_pass_at_1"] = best_pass_at_1
        if ingested_results is not UNSET:
            field_dict["ingested_results"] = ingested_results
        if expected_results is not UNSET:
            field_dict["expected_results"] = expected_results
        if progress is not UNSET:
            field_dict["progress"] = progress

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.benchmark_ref import BenchmarkRef  # noqa: PLC0415
        from ..models.progress_summary import ProgressSummary  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        status = check_run_status(d.pop("status"))

        name = d.pop("name", UNSET)

        benchmark_run_name = d.pop("benchmark_run_name", UNSET)

        def _parse_benchmark_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        benchmark_name = _parse_benchmark_name(d.pop("benchmark_name", UNSET))

        def _parse_benchmark(data: object) -> BenchmarkRef | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                benchmark_type_0 = BenchmarkRef.from_dict(data)

                return benchmark_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BenchmarkRef | None | Unset, data)

        benchmark = _parse_benchmark(d.pop("benchmark", UNSET))

        def _parse_benchmark_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        benchmark_id = _parse_benchmark_id(d.pop("benchmark_id", UNSET))

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

        def _parse_started_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                started_at_type_0 = datetime.datetime.fromisoformat(data)

                return started_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        started_at = _parse_started_at(d.pop("started_at", UNSET))

        def _parse_completed_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                completed_at_type_0 = datetime.datetime.fromisoformat(data)

                return completed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        completed_at = _parse_completed_at(d.pop("completed_at", UNSET))

        def _parse_creator_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        creator_name = _parse_creator_name(d.pop("creator_name", UNSET))

        def _parse_creator_email(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        creator_email = _parse_creator_email(d.pop("creator_email", UNSET))

        def _parse_platform_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        platform_url = _parse_platform_url(d.pop("platform_url", UNSET))

        def _parse_agent_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        agent_count = _parse_agent_count(d.pop("agent_count", UNSET))

        def _parse_best_pass_at_1(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        best_pass_at_1 = _parse_best_pass_at_1(d.pop("best_pass_at_1", UNSET))

        def _parse_ingested_results(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        ingested_results = _parse_ingested_results(d.pop("ingested_results", UNSET))

        def _parse_expected_results(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_results = _parse_expected_results(d.pop("expected_results", UNSET))

        def _parse_progress(data: object) -> None | ProgressSummary | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                progress_type_0 = ProgressSummary.from_dict(data)

                return progress_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ProgressSummary | Unset, data)

        progress = _parse_progress(d.pop("progress", UNSET))

        benchmark_run = cls(
            id=id,
            status=status,
            name=name,
            benchmark_run_name=benchmark_run_name,
            benchmark_name=benchmark_name,
            benchmark=benchmark,
            benchmark_id=benchmark_id,
            created_at=created_at,
            started_at=started_at,
            completed_at=completed_at,
            creator_name=creator_name,
            creator_email=creator_email,
            platform_url=platform_url,
            agent_count=agent_count,
            best_pass_at_1=best_pass_at_1,
            ingested_results=ingested_results,
            expected_results=expected_results,
            progress=progress,
        )

        benchmark_run.additional_properties = d
        return benchmark_run

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
