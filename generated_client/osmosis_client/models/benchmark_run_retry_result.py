from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.run_status import RunStatus, check_run_status
from ..types import UNSET, Unset

T = TypeVar("T", bound="BenchmarkRunRetryResult")


@_attrs_define
class BenchmarkRunRetryResult:
    """
    Attributes:
        id (str):
        status (RunStatus): Run lifecycle. `pending` and `queued` have not started (not downloadable);
            `running` is in progress; `finished`, `failed` and `stopped` are terminal.
        retried_attempts (int):
        name (None | str | Unset):
    """

    id: str
    status: RunStatus
    retried_attempts: int
    name: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status: str = self.status

        retried_attempts = self.retried_attempts

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "status": status,
                "retried_attempts": retried_attempts,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        status = check_run_status(d.pop("status"))

        retried_attempts = d.pop("retried_attempts")

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        benchmark_run_retry_result = cls(
            id=id,
            status=status,
            retried_attempts=retried_attempts,
            name=name,
        )

        benchmark_run_retry_result.additional_properties = d
        return benchmark_run_retry_result

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
