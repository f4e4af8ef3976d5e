from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DownloadUrl")


@_attrs_define
class DownloadUrl:
    """0.3.8 accepts the URL under `url`, `presignedUrl` or `presigned_url`; our platform
    sends `url`.

        Attributes:
            path (str):
            url (str):
            presigned_url (str | Unset): Alternative spelling of `url` some platforms send.
            token (None | str | Unset):
    """

    path: str
    url: str
    presigned_url: str | Unset = UNSET
    token: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        path = self.path

        url = self.url

        presigned_url = self.presigned_url

        token: None | str | Unset
        if isinstance(self.token, Unset):
            token = UNSET
        else:
            token = self.token

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "path": path,
                "url": url,
            }
        )
        if presigned_url is not UNSET:
            field_dict["presigned_url"] = presigned_url
        if token is not UNSET:
            field_dict["token"] = token

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        path = d.pop("path")

        url = d.pop("url")

        presigned_url = d.pop("presigned_url", UNSET)

        def _parse_token(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        token = _parse_token(d.pop("token", UNSET))

        download_url = cls(
            path=path,
            url=url,
            presigned_url=presigned_url,
            token=token,
        )

        download_url.additional_properties = d
        return download_url

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
