from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.run_status import RunStatus, check_run_status
from ..types import UNSET, Unset

T = TypeVar("T", bound="RunStatusEvent")


@_attrs_define
class RunStatusEvent:
    """`data` of the `status` event.

    Attributes:
        id (str):
        status (RunStatus): Run lifecycle. `pending` and `queued` have not started (not downloadable);
            `running` is in progress; `finished`, `failed` and `stopped` are terminal.
        name (None | str | Unset):
        previous_status (None | RunStatus | Unset):
    """

    id: str
    status: RunStatus
    name: None | str | Unset = UNSET
    previous_status: None | RunStatus | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status: str = self.status

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        previous_status: None | str | Unset
        if isinstance(self.previous_status, Unset):
            previous_status = UNSET
        elif isinstance(self.previous_status, str):
            previous_status = self.previous_status
        else:
            previous_status = self.previous_status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "status": status,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if previous_status is not UNSET:
            field_dict["previous_status"] = previous_status

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        status = check_run_status(d.pop("status"))

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_previous_status(data: object) -> None | RunStatus | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                previous_status_type_0 = check_run_status(data)

                return previous_status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RunStatus | Unset, data)

        previous_status = _parse_previous_status(d.pop("previous_status", UNSET))

        run_status_event = cls(
            id=id,
            status=status,
            name=name,
            previous_status=previous_status,
        )

        run_status_event.additional_properties = d
        return run_status_event

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
