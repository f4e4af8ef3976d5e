from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.token_user import TokenUser
    from ..models.token_workspace import TokenWorkspace


T = TypeVar("T", bound="TokenVerification")


@_attrs_define
class TokenVerification:
    """What a saved login stores, plus the scoped workspace.

    Attributes:
        user (TokenUser):
        token_id (str):
        token_type (str): How the token was issued, e.g. `personal_access_token`, `device`, `local`.
        expires_at (datetime.datetime | None): Null for a token that never expires.
        workspace (None | TokenWorkspace): The workspace the scope header resolved to, or null.
    """

    user: TokenUser
    token_id: str
    token_type: str
    expires_at: datetime.datetime | None
    workspace: None | TokenWorkspace
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.token_workspace import TokenWorkspace  # noqa: PLC0415

        user = self.user.to_dict()

        token_id = self.token_id

        token_type = self.token_type

        expires_at: None | str
        if isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        workspace: dict[str, Any] | None
        if isinstance(self.workspace, TokenWorkspace):
            workspace = self.workspace.to_dict()
        else:
            workspace = self.workspace

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "user": user,
                "token_id": token_id,
                "token_type": token_type,
                "expires_at": expires_at,
                "workspace": workspace,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.token_user import TokenUser  # noqa: PLC0415
        from ..models.token_workspace import TokenWorkspace  # noqa: PLC0415

        d = dict(src_dict)
        user = TokenUser.from_dict(d.pop("user"))

        token_id = d.pop("token_id")

        token_type = d.pop("token_type")

        def _parse_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)

                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))

        def _parse_workspace(data: object) -> None | TokenWorkspace:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                workspace_type_0 = TokenWorkspace.from_dict(data)

                return workspace_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TokenWorkspace, data)

        workspace = _parse_workspace(d.pop("workspace"))

        token_verification = cls(
            user=user,
            token_id=token_id,
            token_type=token_type,
            expires_at=expires_at,
            workspace=workspace,
        )

        token_verification.additional_properties = d
        return token_verification

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
