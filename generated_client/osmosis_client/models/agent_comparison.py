from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.compared_agent_metrics import ComparedAgentMetrics
    from ..models.metric_deltas import MetricDeltas


T = TypeVar("T", bound="AgentComparison")


@_attrs_define
class AgentComparison:
    """One (harness, model) entrant across both runs.

    Attributes:
        model (str):
        harness (None | str | Unset):
        a (ComparedAgentMetrics | None | Unset): Null when run `a` has no such agent.
        b (ComparedAgentMetrics | None | Unset): Null when run `b` has no such agent.
        delta (MetricDeltas | Unset): `b − a` for each metric; null when either side lacks it.
        significant (bool | None | Unset): Whether the pass@1 confidence intervals do not overlap; null when either side
            is missing.
    """

    model: str
    harness: None | str | Unset = UNSET
    a: ComparedAgentMetrics | None | Unset = UNSET
    b: ComparedAgentMetrics | None | Unset = UNSET
    delta: MetricDeltas | Unset = UNSET
    significant: bool | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.compared_agent_metrics import ComparedAgentMetrics  # noqa: PLC0415

        model = self.model

        harness: None | str | Unset
        if isinstance(self.harness, Unset):
            harness = UNSET
        else:
            harness = self.harness

        a: dict[str, Any] | None | Unset
        if isinstance(self.a, Unset):
            a = UNSET
        elif isinstance(self.a, ComparedAgentMetrics):
            a = self.a.to_dict()
        else:
            a = self.a

        b: dict[str, Any] | None | Unset
        if isinstance(self.b, Unset):
            b = UNSET
        elif isinstance(self.b, ComparedAgentMetrics):
            b = self.b.to_dict()
        else:
            b = self.b

        delta: dict[str, Any] | Unset = UNSET
        if not isinstance(self.delta, Unset):
            delta = self.delta.to_dict()

        significant: bool | None | Unset
        if isinstance(self.significant, Unset):
            significant = UNSET
        else:
            significant = self.significant

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "model": model,
            }
        )
        if harness is not UNSET:
            field_dict["harness"] = harness
        if a is not UNSET:
            field_dict["a"] = a
        if b is not UNSET:
            field_dict["b"] = b
        if delta is not UNSET:
            field_dict["delta"] = delta
        if significant is not UNSET:
            field_dict["significant"] = significant

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.compared_agent_metrics import ComparedAgentMetrics  # noqa: PLC0415
        from ..models.metric_deltas import MetricDeltas  # noqa: PLC0415

        d = dict(src_dict)
        model = d.pop("model")

        def _parse_harness(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        harness = _parse_harness(d.pop("harness", UNSET))

        def _parse_a(data: object) -> ComparedAgentMetrics | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                a_type_0 = ComparedAgentMetrics.from_dict(data)

                return a_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ComparedAgentMetrics | None | Unset, data)

        a = _parse_a(d.pop("a", UNSET))

        def _parse_b(data: object) -> ComparedAgentMetrics | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                b_type_0 = ComparedAgentMetrics.from_dict(data)

                return b_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ComparedAgentMetrics | None | Unset, data)

        b = _parse_b(d.pop("b", UNSET))

        _delta = d.pop("delta", UNSET)
        delta: MetricDeltas | Unset
        if isinstance(_delta, Unset):
            delta = UNSET
        else:
            delta = MetricDeltas.from_dict(_delta)

        def _parse_significant(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        significant = _parse_significant(d.pop("significant", UNSET))

        agent_comparison = cls(
            model=model,
            harness=harness,
            a=a,
            b=b,
            delta=delta,
            significant=significant,
        )

        agent_comparison.additional_properties = d
        return agent_comparison

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
