from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.output_file_type import OutputFileType, check_output_file_type
from ..types import UNSET, Unset

T = TypeVar("T", bound="OutputFile")


@_attrs_define
class OutputFile:
    """
    Attributes:
        path (str): Run-relative path; never absolute, never containing `..` or backslashes.
        size (int): Bytes.
        token (None | str | Unset): Opaque handle to echo in `create_benchmark_run_download_urls`.
        type_ (OutputFileType | Unset):
        sha256 (None | str | Unset): Hex digest, so clients can check freshness and integrity beyond size.
    """

    path: str
    size: int
    token: None | str | Unset = UNSET
    type_: OutputFileType | Unset = UNSET
    sha256: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        path = self.path

        size = self.size

        token: None | str | Unset
        if isinstance(self.token, Unset):
            token = UNSET
        else:
            token = self.token

        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_

        sha256: None | str | Unset
        if isinstance(self.sha256, Unset):
            sha256 = UNSET
        else:
            sha256 = self.sha256

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "path": path,
                "size": size,
            }
        )
        if token is not UNSET:
            field_dict["token"] = token
        if type_ is not UNSET:
            field_dict["type"] = type_
        if sha256 is not UNSET:
            field_dict["sha256"] = sha256

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        path = d.pop("path")

        size = d.pop("size")

        def _parse_token(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        token = _parse_token(d.pop("token", UNSET))

        _type_ = d.pop("type", UNSET)
        type_: OutputFileType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = check_output_file_type(_type_)

        def _parse_sha256(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        sha256 = _parse_sha256(d.pop("sha256", UNSET))

        output_file = cls(
            path=path,
            size=size,
            token=token,
            type_=type_,
            sha256=sha256,
        )

        output_file.additional_properties = d
        return output_file

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
