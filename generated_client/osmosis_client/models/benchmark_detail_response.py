from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.benchmark_detail import BenchmarkDetail
    from ..models.leaderboard_entry import LeaderboardEntry


T = TypeVar("T", bound="BenchmarkDetailResponse")


@_attrs_define
class BenchmarkDetailResponse:
    """
    Attributes:
        benchmark (BenchmarkDetail): The list fields plus what `benchmark info` needs to write a config.
        leaderboard (list[LeaderboardEntry]):
        warnings (list[str] | Unset): Caveats a reader should see, e.g. entrants not on the default harness.
    """

    benchmark: BenchmarkDetail
    leaderboard: list[LeaderboardEntry]
    warnings: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        benchmark = self.benchmark.to_dict()

        leaderboard = []
        for leaderboard_item_data in self.leaderboard:
            leaderboard_item = leaderboard_item_data.to_dict()
            leaderboard.append(leaderboard_item)

        warnings: list[str] | Unset = UNSET
        if not isinstance(self.warnings, Unset):
            warnings = self.warnings

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "benchmark": benchmark,
                "leaderboard": leaderboard,
            }
        )
        if warnings is not UNSET:
            field_dict["warnings"] = warnings

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.benchmark_detail import BenchmarkDetail  # noqa: PLC0415
        from ..models.leaderboard_entry import LeaderboardEntry  # noqa: PLC0415

        d = dict(src_dict)
        benchmark = BenchmarkDetail.from_dict(d.pop("benchmark"))

        leaderboard = []
        _leaderboard = d.pop("leaderboard")
        for leaderboard_item_data in _leaderboard:
            leaderboard_item = LeaderboardEntry.from_dict(leaderboard_item_data)

            leaderboard.append(leaderboard_item)

        warnings = cast(list[str], d.pop("warnings", UNSET))

        benchmark_detail_response = cls(
            benchmark=benchmark,
            leaderboard=leaderboard,
            warnings=warnings,
        )

        benchmark_detail_response.additional_properties = d
        return benchmark_detail_response

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
