from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="MetricDeltas")


@_attrs_define
class MetricDeltas:
    """`b − a` for each metric; null when either side lacks it.

    Attributes:
        pass_at_1 (float | None | Unset):
        pass_at_1_scored (float | None | Unset):
        coverage (float | None | Unset):
        cost_per_task (float | None | Unset):
        mean_duration_seconds (float | None | Unset):
        tokens_per_task (float | None | Unset):
    """

    pass_at_1: float | None | Unset = UNSET
    pass_at_1_scored: float | None | Unset = UNSET
    coverage: float | None | Unset = UNSET
    cost_per_task: float | None | Unset = UNSET
    mean_duration_seconds: float | None | Unset = UNSET
    tokens_per_task: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        pass_at_1: float | None | Unset
        if isinstance(self.pass_at_1, Unset):
            pass_at_1 = UNSET
        else:
            pass_at_1 = self.pass_at_1

        pass_at_1_scored: float | None | Unset
        if isinstance(self.pass_at_1_scored, Unset):
            pass_at_1_scored = UNSET
        else:
            pass_at_1_scored = self.pass_at_1_scored

        coverage: float | None | Unset
        if isinstance(self.coverage, Unset):
            coverage = UNSET
        else:
            coverage = self.coverage

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
        if pass_at_1 is not UNSET:
            field_dict["pass_at_1"] = pass_at_1
        if pass_at_1_scored is not UNSET:
            field_dict["pass_at_1_scored"] = pass_at_1_scored
        if coverage is not UNSET:
            field_dict["coverage"] = coverage
        if cost_per_task is not UNSET:
            field_dict["cost_per_task"] = cost_per_task
        if mean_duration_seconds is not UNSET:
            field_dict["mean_duration_seconds"] = mean_duration_seconds
        if tokens_per_task is not UNSET:
            field_dict["tokens_per_task"] = tokens_per_task

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_pass_at_1(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        pass_at_1 = _parse_pass_at_1(d.pop("pass_at_1", UNSET))

        def _parse_pass_at_1_scored(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        pass_at_1_scored = _parse_pass_at_1_scored(d.pop("pass_at_1_scored", UNSET))

        def _parse_coverage(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        coverage = _parse_coverage(d.pop("coverage", UNSET))

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

        metric_deltas = cls(
            pass_at_1=pass_at_1,
            pass_at_1_scored=pass_at_1_scored,
            coverage=coverage,
            cost_per_task=cost_per_task,
            mean_duration_seconds=mean_duration_seconds,
            tokens_per_task=tokens_per_task,
        )

        metric_deltas.additional_properties = d
        return metric_deltas

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
