from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.output_file import OutputFile
    from ..models.output_totals import OutputTotals


T = TypeVar("T", bound="OutputManifest")


@_attrs_define
class OutputManifest:
    """
    Attributes:
        files (list[OutputFile]):
        totals (OutputTotals | Unset): Totals over the listed files (0.3.8 passes this through as `manifest_totals`).
    """

    files: list[OutputFile]
    totals: OutputTotals | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        files = []
        for files_item_data in self.files:
            files_item = files_item_data.to_dict()
            files.append(files_item)

        totals: dict[str, Any] | Unset = UNSET
        if not isinstance(self.totals, Unset):
            totals = self.totals.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "files": files,
            }
        )
        if totals is not UNSET:
            field_dict["totals"] = totals

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.output_file import OutputFile  # noqa: PLC0415
        from ..models.output_totals import OutputTotals  # noqa: PLC0415

        d = dict(src_dict)
        files = []
        _files = d.pop("files")
        for files_item_data in _files:
            files_item = OutputFile.from_dict(files_item_data)

            files.append(files_item)

        _totals = d.pop("totals", UNSET)
        totals: OutputTotals | Unset
        if isinstance(_totals, Unset):
            totals = UNSET
        else:
            totals = OutputTotals.from_dict(_totals)

        output_manifest = cls(
            files=files,
            totals=totals,
        )

        output_manifest.additional_properties = d
        return output_manifest

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
