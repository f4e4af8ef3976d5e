from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.benchmark import Benchmark


T = TypeVar("T", bound="BenchmarkList")


@_attrs_define
class BenchmarkList:
    """
    Attributes:
        benchmarks (list[Benchmark]):
        total_count (int):
        has_more (bool):
        next_offset (int | None):
    """

    benchmarks: list[Benchmark]
    total_count: int
    has_more: bool
    next_offset: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        benchmarks = []
        for benchmarks_item_data in self.benchmarks:
            benchmarks_item = benchmarks_item_data.to_dict()
            benchmarks.append(benchmarks_item)

        total_count = self.total_count

        has_more = self.has_more

        next_offset: int | None
        next_offset = self.next_offset

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "benchmarks": benchmarks,
                "total_count": total_count,
                "has_more": has_more,
                "next_offset": next_offset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.benchmark import Benchmark  # noqa: PLC0415

        d = dict(src_dict)
        benchmarks = []
        _benchmarks = d.pop("benchmarks")
        for benchmarks_item_data in _benchmarks:
            benchmarks_item = Benchmark.from_dict(benchmarks_item_data)

            benchmarks.append(benchmarks_item)

        total_count = d.pop("total_count")

        has_more = d.pop("has_more")

        def _parse_next_offset(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_offset = _parse_next_offset(d.pop("next_offset"))

        benchmark_list = cls(
            benchmarks=benchmarks,
            total_count=total_count,
            has_more=has_more,
            next_offset=next_offset,
        )

        benchmark_list.additional_properties = d
        return benchmark_list

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
