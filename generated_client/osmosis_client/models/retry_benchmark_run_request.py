from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.retry_scope import RetryScope, check_retry_scope
from ..types import UNSET, Unset

T = TypeVar("T", bound="RetryBenchmarkRunRequest")


@_attrs_define
class RetryBenchmarkRunRequest:
    """
    Attributes:
        scope (RetryScope | Unset): `errored` re-runs attempts that errored or were cancelled; `failed` also re-runs
            attempts that were scored and failed.
    """

    scope: RetryScope | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        scope: str | Unset = UNSET
        if not isinstance(self.scope, Unset):
            scope = self.scope

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if scope is not UNSET:
            field_dict["scope"] = scope

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _scope = d.pop("scope", UNSET)
        scope: RetryScope | Unset
        if isinstance(_scope, Unset):
            scope = UNSET
        else:
            scope = check_retry_scope(_scope)

        retry_benchmark_run_request = cls(
            scope=scope,
        )

        retry_benchmark_run_request.additional_properties = d
        return retry_benchmark_run_request

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
