from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.run_secrets_provided import RunSecretsProvided


T = TypeVar("T", bound="RunSecrets")


@_attrs_define
class RunSecrets:
    """Per-run secrets. `provided` holds only values supplied in this invocation; they are used for this run and never
    stored.

        Attributes:
            required (list[str] | Unset):
            provided (RunSecretsProvided | Unset):
    """

    required: list[str] | Unset = UNSET
    provided: RunSecretsProvided | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        required: list[str] | Unset = UNSET
        if not isinstance(self.required, Unset):
            required = self.required

        provided: dict[str, Any] | Unset = UNSET
        if not isinstance(self.provided, Unset):
            provided = self.provided.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if required is not UNSET:
            field_dict["required"] = required
        if provided is not UNSET:
            field_dict["provided"] = provided

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.run_secrets_provided import RunSecretsProvided  # noqa: PLC0415

        d = dict(src_dict)
        required = cast(list[str], d.pop("required", UNSET))

        _provided = d.pop("provided", UNSET)
        provided: RunSecretsProvided | Unset
        if isinstance(_provided, Unset):
            provided = UNSET
        else:
            provided = RunSecretsProvided.from_dict(_provided)

        run_secrets = cls(
            required=required,
            provided=provided,
        )

        run_secrets.additional_properties = d
        return run_secrets

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
