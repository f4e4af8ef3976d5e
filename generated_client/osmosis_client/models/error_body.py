from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.error_body_details import ErrorBodyDetails


T = TypeVar("T", bound="ErrorBody")


@_attrs_define
class ErrorBody:
    """The one error body of every non-2xx JSON response. Flat so that both names 0.3.8
    reads for the platform code work: `code` and `error_code` carry the same value.
    Servers must keep secret values out of every field.

        Attributes:
            code (str): Stable machine-readable error code, e.g. `VALIDATION_ERROR`, `RUN_ALREADY_TERMINAL`,
                `SUBSCRIPTION_REQUIRED`.
            error_code (str): Same value as `code`, for clients that read this name.
            message (str): Human-readable, one sentence, safe to show as is.
            field (None | str | Unset): Dotted path of the offending request field, e.g. `agents.0.model.api_key_secret`.
            details (ErrorBodyDetails | Unset): Extra structured context; keys depend on `code`.
            request_id (None | str | Unset): Same as the `X-Request-Id` response header.
    """

    code: str
    error_code: str
    message: str
    field: None | str | Unset = UNSET
    details: ErrorBodyDetails | Unset = UNSET
    request_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        error_code = self.error_code

        message = self.message

        field: None | str | Unset
        if isinstance(self.field, Unset):
            field = UNSET
        else:
            field = self.field

        details: dict[str, Any] | Unset = UNSET
        if not isinstance(self.details, Unset):
            details = self.details.to_dict()

        request_id: None | str | Unset
        if isinstance(self.request_id, Unset):
            request_id = UNSET
        else:
            request_id = self.request_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "error_code": error_code,
                "message": message,
            }
        )
        if field is not UNSET:
            field_dict["field"] = field
        if details is not UNSET:
            field_dict["details"] = details
        if request_id is not UNSET:
            field_dict["request_id"] = request_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.error_body_details import ErrorBodyDetails  # noqa: PLC0415

        d = dict(src_dict)
        code = d.pop("code")

        error_code = d.pop("error_code")

        message = d.pop("message")

        def _parse_field(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        field = _parse_field(d.pop("field", UNSET))

        _details = d.pop("details", UNSET)
        details: ErrorBodyDetails | Unset
        if isinstance(_details, Unset):
            details = UNSET
        else:
            details = ErrorBodyDetails.from_dict(_details)

        def _parse_request_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        request_id = _parse_request_id(d.pop("request_id", UNSET))

        error_body = cls(
            code=code,
            error_code=error_code,
            message=message,
            field=field,
            details=details,
            request_id=request_id,
        )

        error_body.additional_properties = d
        return error_body

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
