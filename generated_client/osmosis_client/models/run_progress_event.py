from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.run_totals import RunTotals


T = TypeVar("T", bound="RunProgressEvent")


@_attrs_define
class RunProgressEvent:
    """`data` of the `progress` event.

    Attributes:
        ingested (int):
        expected (int):
        totals (RunTotals | Unset): Outcome counts over all attempts and token and cost sums.
    """

    ingested: int
    expected: int
    totals: RunTotals | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ingested = self.ingested

        expected = self.expected

        totals: dict[str, Any] | Unset = UNSET
        if not isinstance(self.totals, Unset):
            totals = self.totals.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ingested": ingested,
                "expected": expected,
            }
        )
        if totals is not UNSET:
            field_dict["totals"] = totals

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.run_totals import RunTotals  # noqa: PLC0415

        d = dict(src_dict)
        ingested = d.pop("ingested")

        expected = d.pop("expected")

        _totals = d.pop("totals", UNSET)
        totals: RunTotals | Unset
        if isinstance(_totals, Unset):
            totals = UNSET
        else:
            totals = RunTotals.from_dict(_totals)

        run_progress_event = cls(
            ingested=ingested,
            expected=expected,
            totals=totals,
        )

        run_progress_event.additional_properties = d
        return run_progress_event

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
