from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.pass_at_1 import PassAt1
    from ..models.pass_at_k import PassAtK


T = TypeVar("T", bound="LeaderboardEntry")


@_attrs_define
class LeaderboardEntry:
    """One entrant (harness + model) scored from its latest eligible run. Computed by the
    server and shown unchanged.

        Attributes:
            rank (int):
            model (str):
            tied (bool | Unset): Not statistically separable from the entrant ranked above; ties with the best share rank 1.
            harness (None | str | Unset): Null for the benchmark's official scaffold.
            task_set (None | str | Unset): Named set the run covered (e.g. `parity`), or null for the full task set.
            pass_at_1 (PassAt1 | Unset): First-try solve rate with its 95% confidence interval, as fractions in [0, 1].
            pass_at_k (list[PassAtK] | Unset):
            cost_per_task (float | None | Unset): USD.
            mean_duration_seconds (float | None | Unset):
            tokens_per_task (float | None | Unset):
            pass_at_1_scored (None | PassAt1 | Unset): pass@1 over scored attempts only (errored and cancelled attempts left
                out), to separate agent skill from infrastructure noise.
            coverage (float | None | Unset): Fraction of attempts that were scored (not errored or cancelled).
            benchmark_run_id (None | str | Unset): The run this entry is scored from.
            benchmark_run_name (None | str | Unset):
    """

    rank: int
    model: str
    tied: bool | Unset = UNSET
    harness: None | str | Unset = UNSET
    task_set: None | str | Unset = UNSET
    pass_at_1: PassAt1 | Unset = UNSET
    pass_at_k: list[PassAtK] | Unset = UNSET
    cost_per_task: float | None | Unset = UNSET
    mean_duration_seconds: float | None | Unset = UNSET
    tokens_per_task: float | None | Unset = UNSET
    pass_at_1_scored: None | PassAt1 | Unset = UNSET
    coverage: float | None | Unset = UNSET
    benchmark_run_id: None | str | Unset = UNSET
    benchmark_run_name: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.pass_at_1 import PassAt1  # noqa: PLC0415

        rank = self.rank

        model = self.model

        tied = self.tied

        harness: None | str | Unset
        if isinstance(self.harness, Unset):
            harness = UNSET
        else:
            harness = self.harness

        task_set: None | str | Unset
        if isinstance(self.task_set, Unset):
            task_set = UNSET
        else:
            task_set = self.task_set

        pass_at_1: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pass_at_1, Unset):
            pass_at_1 = self.pass_at_1.to_dict()

        pass_at_k: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.pass_at_k, Unset):
            pass_at_k = []
            for pass_at_k_item_data in self.pass_at_k:
                pass_at_k_item = pass_at_k_item_data.to_dict()
                pass_at_k.append(pass_at_k_item)

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

        benchmark_run_id: None | str | Unset
        if isinstance(self.benchmark_run_id, Unset):
            benchmark_run_id = UNSET
        else:
            benchmark_run_id = self.benchmark_run_id

        benchmark_run_name: None | str | Unset
        if isinstance(self.benchmark_run_name, Unset):
            benchmark_run_name = UNSET
        else:
            benchmark_run_name = self.benchmark_run_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rank": rank,
                "model": model,
            }
        )
        if tied is not UNSET:
            field_dict["tied"] = tied
        if harness is not UNSET:
            field_dict["harness"] = harness
        if task_set is not UNSET:
            field_dict["task_set"] = task_set
        if pass_at_1 is not UNSET:
            field_dict["pass_at_1"] = pass_at_1
        if pass_at_k is not UNSET:
            field_dict["pass_at_k"] = pass_at_k
        if cost_per_task is not UNSET:
            field_dict["cost_per_task"] = cost_per_task
        if mean_duration_seconds is not UNSET:
            field_dict["mean_duration_seconds"] = mean_duration_seconds
        if tokens_per_task is not UNSET:
            field_dict["tokens_per_task"] = tokens_per_task
        if pass_at_1_scored is not UNSET:
            field_dict["pass_at_1_scored"] = pass_at_1_scored
        if coverage is not UNSET:
            field_dict["coverage"] = coverage
        if benchmark_run_id is not UNSET:
            field_dict["benchmark_run_id"] = benchmark_run_id
        if benchmark_run_name is not UNSET:
            field_dict["benchmark_run_name"] = benchmark_run_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pass_at_1 import PassAt1  # noqa: PLC0415
        from ..models.pass_at_k import PassAtK  # noqa: PLC0415

        d = dict(src_dict)
        rank = d.pop("rank")

        model = d.pop("model")

        tied = d.pop("tied", UNSET)

        def _parse_harness(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        harness = _parse_harness(d.pop("harness", UNSET))

        def _parse_task_set(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        task_set = _parse_task_set(d.pop("task_set", UNSET))

        _pass_at_1 = d.pop("pass_at_1", UNSET)
        pass_at_1: PassAt1 | Unset
        if isinstance(_pass_at_1, Unset):
            pass_at_1 = UNSET
        else:
            pass_at_1 = PassAt1.from_dict(_pass_at_1)

        _pass_at_k = d.pop("pass_at_k", UNSET)
        pass_at_k: list[PassAtK] | Unset = UNSET
        if _pass_at_k is not UNSET:
            pass_at_k = []
            for pass_at_k_item_data in _pass_at_k:
                pass_at_k_item = PassAtK.from_dict(pass_at_k_item_data)

                pass_at_k.append(pass_at_k_item)

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

        def _parse_benchmark_run_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        benchmark_run_id = _parse_benchmark_run_id(d.pop("benchmark_run_id", UNSET))

        def _parse_benchmark_run_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        benchmark_run_name = _parse_benchmark_run_name(d.pop("benchmark_run_name", UNSET))

        leaderboard_entry = cls(
            rank=rank,
            model=model,
            tied=tied,
            harness=harness,
            task_set=task_set,
            pass_at_1=pass_at_1,
            pass_at_k=pass_at_k,
            cost_per_task=cost_per_task,
            mean_duration_seconds=mean_duration_seconds,
            tokens_per_task=tokens_per_task,
            pass_at_1_scored=pass_at_1_scored,
            coverage=coverage,
            benchmark_run_id=benchmark_run_id,
            benchmark_run_name=benchmark_run_name,
        )

        leaderboard_entry.additional_properties = d
        return leaderboard_entry

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
