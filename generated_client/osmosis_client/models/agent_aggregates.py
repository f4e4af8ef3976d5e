from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AgentAggregates")


@_attrs_define
class AgentAggregates:
    """
    Attributes:
        reported_cost_usd (float | None | Unset):
        mean_duration_seconds (float | None | Unset):
        tokens_per_task (float | None | Unset):
    """

    reported_cost_usd: float | None | Unset = UNSET
    mean_duration_seconds: float | None | Unset = UNSET
    tokens_per_task: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        reported_cost_usd: float | None | Unset
        if isinstance(self.reported_cost_usd, Unset):
            reported_cost_usd = UNSET
        else:
            reported_cost_usd = self.reported_cost_usd

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
        if reported_cost_usd is not UNSET:
            field_dict["reported_cost_usd"] = reported_cost_usd
        if mean_duration_seconds is not UNSET:
            field_dict["mean_duration_seconds"] = mean_duration_seconds
        if tokens_per_task is not UNSET:
            field_dict["tokens_per_task"] = tokens_per_task

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_reported_cost_usd(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        reported_cost_usd = _parse_reported_cost_usd(d.pop("reported_cost_usd", UNSET))

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

        agent_aggregates = cls(
            reported_cost_usd=reported_cost_usd,
            mean_duration_seconds=mean_duration_seconds,
            tokens_per_task=tokens_per_task,
        )

        agent_aggregates.additional_properties = d
        return agent_aggregates

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
