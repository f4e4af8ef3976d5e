from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.log_level import LogLevel, check_log_level
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.log_entry_details_type_0 import LogEntryDetailsType0


T = TypeVar("T", bound="LogEntry")


@_attrs_define
class LogEntry:
    """
    Attributes:
        timestamp (datetime.datetime):
        message (str):
        id (str | Unset): Stable entry id, for de-duplicating streamed and paged entries.
        level (LogLevel | Unset):
        step (None | str | Unset): Phase or component that logged, e.g. `scheduler`, `agent-1`.
        details (LogEntryDetailsType0 | None | Unset):
    """

    timestamp: datetime.datetime
    message: str
    id: str | Unset = UNSET
    level: LogLevel | Unset = UNSET
    step: None | str | Unset = UNSET
    details: LogEntryDetailsType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.log_entry_details_type_0 import LogEntryDetailsType0  # noqa: PLC0415

        timestamp = self.timestamp.isoformat()

        message = self.message

        id = self.id

        level: str | Unset = UNSET
        if not isinstance(self.level, Unset):
            level = self.level

        step: None | str | Unset
        if isinstance(self.step, Unset):
            step = UNSET
        else:
            step = self.step

        details: dict[str, Any] | None | Unset
        if isinstance(self.details, Unset):
            details = UNSET
        elif isinstance(self.details, LogEntryDetailsType0):
            details = self.details.to_dict()
        else:
            details = self.details

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "timestamp": timestamp,
                "message": message,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if level is not UNSET:
            field_dict["level"] = level
        if step is not UNSET:
            field_dict["step"] = step
        if details is not UNSET:
            field_dict["details"] = details

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.log_entry_details_type_0 import LogEntryDetailsType0  # noqa: PLC0415

        d = dict(src_dict)
        timestamp = datetime.datetime.fromisoformat(d.pop("timestamp"))

        message = d.pop("message")

        id = d.pop("id", UNSET)

        _level = d.pop("level", UNSET)
        level: LogLevel | Unset
        if isinstance(_level, Unset):
            level = UNSET
        else:
            level = check_log_level(_level)

        def _parse_step(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        step = _parse_step(d.pop("step", UNSET))

        def _parse_details(data: object) -> LogEntryDetailsType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                details_type_0 = LogEntryDetailsType0.from_dict(data)

                return details_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LogEntryDetailsType0 | None | Unset, data)

        details = _parse_details(d.pop("details", UNSET))

        log_entry = cls(
            timestamp=timestamp,
            message=message,
            id=id,
            level=level,
            step=step,
            details=details,
        )

        log_entry.additional_properties = d
        return log_entry

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
