from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RunTotals")


@_attrs_define
class RunTotals:
    """Outcome counts over all attempts and token and cost sums.

    Attributes:
        passed (int | Unset):
        failed (int | Unset):
        errored (int | Unset):
        cancelled (int | Unset):
        total_input_tokens (int | None | Unset):
        total_output_tokens (int | None | Unset):
        total_cache_tokens (int | None | Unset):
        total_cost_usd (float | None | Unset):
    """

    passed: int | Unset = UNSET
    failed: int | Unset = UNSET
    errored: int | Unset = UNSET
    cancelled: int | Unset = UNSET
    total_input_tokens: int | None | Unset = UNSET
    total_output_tokens: int | None | Unset = UNSET
    total_cache_tokens: int | None | Unset = UNSET
    total_cost_usd: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        passed = self.passed

        failed = self.failed

        errored = self.errored

        cancelled = self.cancelled

        total_input_tokens: int | None | Unset
        if isinstance(self.total_input_tokens, Unset):
            total_input_tokens = UNSET
        else:
            total_input_tokens = self.total_input_tokens

        total_output_tokens: int | None | Unset
        if isinstance(self.total_output_tokens, Unset):
            total_output_tokens = UNSET
        else:
            total_output_tokens = self.total_output_tokens

        total_cache_tokens: int | None | Unset
        if isinstance(self.total_cache_tokens, Unset):
            total_cache_tokens = UNSET
        else:
            total_cache_tokens = self.total_cache_tokens

        total_cost_usd: float | None | Unset
        if isinstance(self.total_cost_usd, Unset):
            total_cost_usd = UNSET
        else:
            total_cost_usd = self.total_cost_usd

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if passed is not UNSET:
            field_dict["passed"] = passed
        if failed is not UNSET:
            field_dict["failed"] = failed
        if errored is not UNSET:
            field_dict["errored"] = errored
        if cancelled is not UNSET:
            field_dict["cancelled"] = cancelled
        if total_input_tokens is not UNSET:
            field_dict["total_input_tokens"] = total_input_tokens
        if total_output_tokens is not UNSET:
            field_dict["total_output_tokens"] = total_output_tokens
        if total_cache_tokens is not UNSET:
            field_dict["total_cache_tokens"] = total_cache_tokens
        if total_cost_usd is not UNSET:
            field_dict["total_cost_usd"] = total_cost_usd

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        passed = d.pop("passed", UNSET)

        failed = d.pop("failed", UNSET)

        errored = d.pop("errored", UNSET)

        cancelled = d.pop("cancelled", UNSET)

        def _parse_total_input_tokens(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        total_input_tokens = _parse_total_input_tokens(d.pop("total_input_tokens", UNSET))

        def _parse_total_output_tokens(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        total_output_tokens = _parse_total_output_tokens(d.pop("total_output_tokens", UNSET))

        def _parse_total_cache_tokens(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        total_cache_tokens = _parse_total_cache_tokens(d.pop("total_cache_tokens", UNSET))

        def _parse_total_cost_usd(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        total_cost_usd = _parse_total_cost_usd(d.pop("total_cost_usd", UNSET))

        run_totals = cls(
            passed=passed,
            failed=failed,
            errored=errored,
            cancelled=cancelled,
            total_input_tokens=total_input_tokens,
            total_output_tokens=total_output_tokens,
            total_cache_tokens=total_cache_tokens,
            total_cost_usd=total_cost_usd,
        )

        run_totals.additional_properties = d
        return run_totals

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
