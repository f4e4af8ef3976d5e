from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.pass_at_1 import PassAt1
    from ..models.pass_at_k import PassAtK


T = TypeVar("T", bound="AgentMetric")


@_attrs_define
class AgentMetric:
    """Scores of one agent within its run.

    Attributes:
        benchmark_run_agent_id (str):
        rank (int | None | Unset):
        pass_at_1 (None | PassAt1 | Unset):
        pass_at_k (list[PassAtK] | Unset):
        n_tasks (int | None | Unset):
        tied (bool | Unset):
        pass_at_1_scored (None | PassAt1 | Unset): pass@1 over scored attempts only.
        coverage (float | None | Unset): Fraction of this agent's attempts that were scored.
    """

    benchmark_run_agent_id: str
    rank: int | None | Unset = UNSET
    pass_at_1: None | PassAt1 | Unset = UNSET
    pass_at_k: list[PassAtK] | Unset = UNSET
    n_tasks: int | None | Unset = UNSET
    tied: bool | Unset = UNSET
    pass_at_1_scored: None | PassAt1 | Unset = UNSET
    coverage: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.pass_at_1 import PassAt1  # noqa: PLC0415

        benchmark_run_agent_id = self.benchmark_run_agent_id

        rank: int | None | Unset
        if isinstance(self.rank, Unset):
            rank = UNSET
        else:
            rank = self.rank

        pass_at_1: dict[str, Any] | None | Unset
        if isinstance(self.pass_at_1, Unset):
            pass_at_1 = UNSET
        elif isinstance(self.pass_at_1, PassAt1):
            pass_at_1 = self.pass_at_1.to_dict()
        else:
            pass_at_1 = self.pass_at_1

        pass_at_k: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.pass_at_k, Unset):
            pass_at_k = []
            for pass_at_k_item_data in self.pass_at_k:
                pass_at_k_item = pass_at_k_item_data.to_dict()
                pass_at_k.append(pass_at_k_item)

        n_tasks: int | None | Unset
        if isinstance(self.n_tasks, Unset):
            n_tasks = UNSET
        else:
            n_tasks = self.n_tasks

        tied = self.tied

        pass_at_1_scored: dict[str, Any] | None | Unset
        if isinstance(self.pass_at_1_scored, Unset):
            pass_at_1_scored = UNSET
        elif isinstance(self.pass_at_1_scored, PassAt1):
            pass_at_1_scored = self.pass_at_1_scored.to_dict()
        else:
            pass_at_1_scored = self.pass_at_1_scored

        coverage: float | None | Unset
        if isinstance(self.coverage, Unset):
            coverage = UNSET
        else:
            coverage = self.coverage

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "benchmark_run_agent_id": benchmark_run_agent_id,
            }
        )
        if rank is not UNSET:
            field_dict["rank"] = rank
        if pass_at_1 is not UNSET:
            field_dict["pass_at_1"] = pass_at_1
        if pass_at_k is not UNSET:
            field_dict["pass_at_k"] = pass_at_k
        if n_tasks is not UNSET:
            field_dict["n_tasks"] = n_tasks
        if tied is not UNSET:
            field_dict["tied"] = tied
        if pass_at_1_scored is not UNSET:
            field_dict["pass_at_1_scored"] = pass_at_1_scored
        if coverage is not UNSET:
            field_dict["coverage"] = coverage

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pass_at_1 import PassAt1  # noqa: PLC0415
        from ..models.pass_at_k import PassAtK  # noqa: PLC0415

        d = dict(src_dict)
        benchmark_run_agent_id = d.pop("benchmark_run_agent_id")

        def _parse_rank(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rank = _parse_rank(d.pop("rank", UNSET))

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

        _pass_at_k = d.pop("pass_at_k", UNSET)
        pass_at_k: list[PassAtK] | Unset = UNSET
        if _pass_at_k is not UNSET:
            pass_at_k = []
            for pass_at_k_item_data in _pass_at_k:
                pass_at_k_item = PassAtK.from_dict(pass_at_k_item_data)

                pass_at_k.append(pass_at_k_item)

        def _parse_n_tasks(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        n_tasks = _parse_n_tasks(d.pop("n_tasks", UNSET))

        tied = d.pop("tied", UNSET)

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

        def _parse_coverage(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        coverage = _parse_coverage(d.pop("coverage", UNSET))

        agent_metric = cls(
            benchmark_run_agent_id=benchmark_run_agent_id,
            rank=rank,
            pass_at_1=pass_at_1,
            pass_at_k=pass_at_k,
            n_tasks=n_tasks,
            tied=tied,
            pass_at_1_scored=pass_at_1_scored,
            coverage=coverage,
        )

        agent_metric.additional_properties = d
        return agent_metric

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
