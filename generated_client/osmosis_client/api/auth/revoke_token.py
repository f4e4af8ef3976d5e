from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_body import ErrorBody
from ...models.token_revoke_result import TokenRevokeResult
from ...types import UNSET, Response, Unset


def _get_kwargs(
    token_id: str,
    *,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_osmosis_cli_version, Unset):
        headers["X-Osmosis-CLI-Version"] = x_osmosis_cli_version

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/cli/tokens/{token_id}".format(
            token_id=quote(str(token_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorBody | TokenRevokeResult | None:
    if response.status_code == 200:
        response_200 = TokenRevokeResult.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = ErrorBody.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = ErrorBody.from_dict(response.json())

        return response_404

    if response.status_code == 426:
        response_426 = ErrorBody.from_dict(response.json())

        return response_426

    if response.status_code == 429:
        response_429 = ErrorBody.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ErrorBody.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ErrorBody.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorBody | TokenRevokeResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    token_id: str,
    *,
    client: AuthenticatedClient | Client,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> Response[ErrorBody | TokenRevokeResult]:
    """Revoke a token

     Used by `auth logout`, best effort (0.3.8 ignores failures). A caller may revoke only its own
    tokens; another user's token answers 404.

    Args:
        token_id (str):
        x_osmosis_cli_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | TokenRevokeResult]
    """

    kwargs = _get_kwargs(
        token_id=token_id,
        x_osmosis_cli_version=x_osmosis_cli_version,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    token_id: str,
    *,
    client: AuthenticatedClient | Client,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> ErrorBody | TokenRevokeResult | None:
    """Revoke a token

     Used by `auth logout`, best effort (0.3.8 ignores failures). A caller may revoke only its own
    tokens; another user's token answers 404.

    Args:
        token_id (str):
        x_osmosis_cli_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | TokenRevokeResult
    """

    return sync_detailed(
        token_id=token_id,
        client=client,
        x_osmosis_cli_version=x_osmosis_cli_version,
    ).parsed


async def asyncio_detailed(
    token_id: str,
    *,
    client: AuthenticatedClient | Client,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> Response[ErrorBody | TokenRevokeResult]:
    """Revoke a token

     Used by `auth logout`, best effort (0.3.8 ignores failures). A caller may revoke only its own
    tokens; another user's token answers 404.

    Args:
        token_id (str):
        x_osmosis_cli_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | TokenRevokeResult]
    """

    kwargs = _get_kwargs(
        token_id=token_id,
        x_osmosis_cli_version=x_osmosis_cli_version,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    token_id: str,
    *,
    client: AuthenticatedClient | Client,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> ErrorBody | TokenRevokeResult | None:
    """Revoke a token

     Used by `auth logout`, best effort (0.3.8 ignores failures). A caller may revoke only its own
    tokens; another user's token answers 404.

    Args:
        token_id (str):
        x_osmosis_cli_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | TokenRevokeResult
    """

    return (
        await asyncio_detailed(
            token_id=token_id,
            client=client,
            x_osmosis_cli_version=x_osmosis_cli_version,
        )
    ).parsed
