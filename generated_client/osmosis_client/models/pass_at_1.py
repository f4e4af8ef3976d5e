from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PassAt1")


@_attrs_define
class PassAt1:
    """First-try solve rate with its 95% confidence interval, as fractions in [0, 1].

    Attributes:
        value (float | None | Unset):
        ci_low (float | None | Unset):
        ci_high (float | None | Unset):
        n (int | None | Unset): Number of tasks the estimate is over.
    """

    value: float | None | Unset = UNSET
    ci_low: float | None | Unset = UNSET
    ci_high: float | None | Unset = UNSET
    n: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        value: float | None | Unset
        if isinstance(self.value, Unset):
            value = UNSET
        else:
            value = self.value

        ci_low: float | None | Unset
        if isinstance(self.ci_low, Unset):
            ci_low = UNSET
        else:
            ci_low = self.ci_low

        ci_high: float | None | Unset
        if isinstance(self.ci_high, Unset):
            ci_high = UNSET
        else:
            ci_high = self.ci_high

        n: int | None | Unset
        if isinstance(self.n, Unset):
            n = UNSET
        else:
            n = self.n

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if value is not UNSET:
            field_dict["value"] = value
        if ci_low is not UNSET:
            field_dict["ci_low"] = ci_low
        if ci_high is not UNSET:
            field_dict["ci_high"] = ci_high
        if n is not UNSET:
            field_dict["n"] = n

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_value(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        value = _parse_value(d.pop("value", UNSET))

        def _parse_ci_low(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        ci_low = _parse_ci_low(d.pop("ci_low", UNSET))

        def _parse_ci_high(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        ci_high = _parse_ci_high(d.pop("ci_high", UNSET))

        def _parse_n(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        n = _parse_n(d.pop("n", UNSET))

        pass_at_1 = cls(
            value=value,
            ci_low=ci_low,
            ci_high=ci_high,
            n=n,
        )

        pass_at_1.additional_properties = d
        return pass_at_1

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
