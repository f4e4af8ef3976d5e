from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.agent_comparison import AgentComparison
    from ..models.compared_run import ComparedRun


T = TypeVar("T", bound="RunComparison")


@_attrs_define
class RunComparison:
    """
    Attributes:
        a (ComparedRun):
        b (ComparedRun):
        agents (list[AgentComparison]):
        warnings (list[str]): Why the comparison may mislead, e.g. different benchmarks, task selections or attempt
            budgets.
        shared_task_count (int | None | Unset): Tasks selected in both runs; metrics are compared as reported, not re-
            scored on the overlap.
    """

    a: ComparedRun
    b: ComparedRun
    agents: list[AgentComparison]
    warnings: list[str]
    shared_task_count: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        a = self.a.to_dict()

        b = self.b.to_dict()

        agents = []
        for agents_item_data in self.agents:
            agents_item = agents_item_data.to_dict()
            agents.append(agents_item)

        warnings = self.warnings

        shared_task_count: int | None | Unset
        if isinstance(self.shared_task_count, Unset):
            shared_task_count = UNSET
        else:
            shared_task_count = self.shared_task_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "a": a,
                "b": b,
                "agents": agents,
                "warnings": warnings,
            }
        )
        if shared_task_count is not UNSET:
            field_dict["shared_task_count"] = shared_task_count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.agent_comparison import AgentComparison  # noqa: PLC0415
        from ..models.compared_run import ComparedRun  # noqa: PLC0415

        d = dict(src_dict)
        a = ComparedRun.from_dict(d.pop("a"))

        b = ComparedRun.from_dict(d.pop("b"))

        agents = []
        _agents = d.pop("agents")
        for agents_item_data in _agents:
            agents_item = AgentComparison.from_dict(agents_item_data)

            agents.append(agents_item)

        warnings = cast(list[str], d.pop("warnings"))

        def _parse_shared_task_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        shared_task_count = _parse_shared_task_count(d.pop("shared_task_count", UNSET))

        run_comparison = cls(
            a=a,
            b=b,
            agents=agents,
            warnings=warnings,
            shared_task_count=shared_task_count,
        )

        run_comparison.additional_properties = d
        return run_comparison

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
