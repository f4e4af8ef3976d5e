from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.pass_at_1 import PassAt1
    from ..models.pass_at_k import PassAtK


T = TypeVar("T", bound="ComparedAgentMetrics")


@_attrs_define
class ComparedAgentMetrics:
    """One side of an agent comparison.

    Attributes:
        benchmark_run_agent_id (str | Unset):
        agent_index (int | Unset):
        pass_at_1 (None | PassAt1 | Unset):
        pass_at_1_scored (None | PassAt1 | Unset):
        pass_at_k (list[PassAtK] | Unset):
        coverage (float | None | Unset):
        n_tasks (int | None | Unset):
        cost_per_task (float | None | Unset):
        mean_duration_seconds (float | None | Unset):
        tokens_per_task (float | None | Unset):
    """

    benchmark_run_agent_id: str | Unset = UNSET
    agent_index: int | Unset = UNSET
    pass_at_1: None | PassAt1 | Unset = UNSET
    pass_at_1_scored: None | PassAt1 | Unset = UNSET
    pass_at_k: list[PassAtK] | Unset = UNSET
    coverage: float | None | Unset = UNSET
    n_tasks: int | None | Unset = UNSET
    cost_per_task: float | None | Unset = UNSET
    mean_duration_seconds: float | None | Unset = UNSET
    tokens_per_task: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.pass_at_1 import PassAt1  # noqa: PLC0415

        benchmark_run_agent_id = self.benchmark_run_agent_id

        agent_index = self.agent_index

        pass_at_1: dict[str, Any] | None | Unset
        if isinstance(self.pass_at_1, Unset):
            pass_at_1 = UNSET
        elif isinstance(self.pass_at_1, PassAt1):
            pass_at_1 = self.pass_at_1.to_dict()
        else:
            pass_at_1 = self.pass_at_1

        pass_at_1_scored: dict[str, Any] | None | Unset
        if isinstance(self.pass_at_1_scored, Unset):
            pass_at_1_scored = UNSET
        elif isinstance(self.pass_at_1_scored, PassAt1):
            pass_at_1_scored = self.pass_at_1_scored.to_dict()
        else:
            pass_at_1_scored = self.pass_at_1_scored

        pass_at_k: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.pass_at_k, Unset):
            pass_at_k = []
            for pass_at_k_item_data in self.pass_at_k:
                pass_at_k_item = pass_at_k_item_data.to_dict()
                pass_at_k.append(pass_at_k_item)

        coverage: float | None | Unset
        if isinstance(self.coverage, Unset):
            coverage = UNSET
        else:
            coverage = self.coverage

        n_tasks: int | None | Unset
        if isinstance(self.n_tasks, Unset):
            n_tasks = UNSET
        else:
            n_tasks = self.n_tasks

        cost_per_task: float | None | Unset
        if isinstance(self.cost_per_task, Unset):
            cost_per_task = UNSET
        else:
            cost_per_task = self.cost_per_task

        mean_duration_seconds: float | None | Unset
        if isinstance(self.mean_duration_seconds, Unset):
            mean_duration_seconds = UNSET
        else:
            mean_duration_seconds = self.mean_duration_seconds

        tokens_per_task: float | None | Unset
        if isinstance(self.tokens_per_task, Unset):
            tokens_per_task = UNSET
        else:
            tokens_per_task = self.tokens_per_task

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if benchmark_run_agent_id is not UNSET:
            field_dict["benchmark_run_agent_id"] = benchmark_run_agent_id
        if agent_index is not UNSET:
            field_dict["agent_index"] = agent_index
        if pass_at_1 is not UNSET:
            field_dict["pass_at_1"] = pass_at_1
        if pass_at_1_scored is not UNSET:
            field_dict["pass_at_1_scored"] = pass_at_1_scored
        if pass_at_k is not UNSET:
            field_dict["pass_at_k"] = pass_at_k
        if coverage is not UNSET:
            field_dict["coverage"] = coverage
        if n_tasks is not UNSET:
            field_dict["n_tasks"] = n_tasks
        if cost_per_task is not UNSET:
            field_dict["cost_per_task"] = cost_per_task
        if mean_duration_seconds is not UNSET:
            field_dict["mean_duration_seconds"] = mean_duration_seconds
        if tokens_per_task is not UNSET:
            field_dict["tokens_per_task"] = tokens_per_task

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pass_at_1 import PassAt1  # noqa: PLC0415
        from ..models.pass_at_k import PassAtK  # noqa: PLC0415

        d = dict(src_dict)
        benchmark_run_agent_id = d.pop("benchmark_run_agent_id", UNSET)

        agent_index = d.pop("agent_index", UNSET)

        def _parse_pass_at_1(data: object) -> None | PassAt1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pass_at_1_type_0 = PassAt1.from_dict(data)

                return pass_at_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PassAt1 | Unset, data)

        pass_at_1 = _parse_pass_at_1(d.pop("pass_at_1", UNSET))

        def _parse_pass_at_1_scored(data: object) -> None | PassAt1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pass_at_1_scored_type_0 = PassAt1.from_dict(data)

                return pass_at_1_scored_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PassAt1 | Unset, data)

        pass_at_1_scored = _parse_pass_at_1_scored(d.pop("pass_at_1_scored", UNSET))

        _pass_at_k = d.pop("pass_at_k", UNSET)
        pass_at_k: list[PassAtK] | Unset = UNSET
        if _pass_at_k is not UNSET:
            pass_at_k = []
            for pass_at_k_item_data in _pass_at_k:
                pass_at_k_item = PassAtK.from_dict(pass_at_k_item_data)

                pass_at_k.append(pass_at_k_item)

        def _parse_coverage(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        coverage = _parse_coverage(d.pop("coverage", UNSET))

        def _parse_n_tasks(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        n_tasks = _parse_n_tasks(d.pop("n_tasks", UNSET))

        def _parse_cost_per_task(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        cost_per_task = _parse_cost_per_task(d.pop("cost_per_task", UNSET))

        def _parse_mean_duration_seconds(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        mean_duration_seconds = _parse_mean_duration_seconds(d.pop("mean_duration_seconds", UNSET))

        def _parse_tokens_per_task(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        tokens_per_task = _parse_tokens_per_task(d.pop("tokens_per_task", UNSET))

        compared_agent_metrics = cls(
            benchmark_run_agent_id=benchmark_run_agent_id,
            agent_index=agent_index,
            pass_at_1=pass_at_1,
            pass_at_1_scored=pass_at_1_scored,
            pass_at_k=pass_at_k,
            coverage=coverage,
            n_tasks=n_tasks,
            cost_per_task=cost_per_task,
            mean_duration_seconds=mean_duration_seconds,
            tokens_per_task=tokens_per_task,
        )

        compared_agent_metrics.additional_properties = d
        return compared_agent_metrics

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
