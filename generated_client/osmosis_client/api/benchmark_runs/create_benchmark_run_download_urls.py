from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.download_urls_request import DownloadUrlsRequest
from ...models.download_urls_response import DownloadUrlsResponse
from ...models.error_body import ErrorBody
from ...types import UNSET, Response, Unset


def _get_kwargs(
    name_or_id: str,
    *,
    body: DownloadUrlsRequest,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_osmosis_workspace, Unset):
        headers["X-Osmosis-Workspace"] = x_osmosis_workspace

    if not isinstance(x_osmosis_git, Unset):
        headers["X-Osmosis-Git"] = x_osmosis_git

    if not isinstance(x_osmosis_cli_version, Unset):
        headers["X-Osmosis-CLI-Version"] = x_osmosis_cli_version

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/cli/benchmark-runs/{name_or_id}/outputs/download-urls".format(
            name_or_id=quote(str(name_or_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DownloadUrlsResponse | ErrorBody | None:
    if response.status_code == 200:
        response_200 = DownloadUrlsResponse.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ErrorBody.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorBody.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ErrorBody.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ErrorBody.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ErrorBody.from_dict(response.json())

        return response_409

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
) -> Response[DownloadUrlsResponse | ErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    name_or_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: DownloadUrlsRequest,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> Response[DownloadUrlsResponse | ErrorBody]:
    """Get short-lived download URLs for manifest files

     Used by `runs download`, in batches of at most 500 items. Each item echoes the
    manifest `path` and `token`; clients match URLs to files by (token, path). URLs
    last 15 minutes (`expires_in`); a 403 on a URL means "ask again". Our platform
    answers with URLs of `download_file` on itself.

    Args:
        name_or_id (str):
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):
        body (DownloadUrlsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DownloadUrlsResponse | ErrorBody]
    """

    kwargs = _get_kwargs(
        name_or_id=name_or_id,
        body=body,
        x_osmosis_workspace=x_osmosis_workspace,
        x_osmosis_git=x_osmosis_git,
        x_osmosis_cli_version=x_osmosis_cli_version,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    name_or_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: DownloadUrlsRequest,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> DownloadUrlsResponse | ErrorBody | None:
    """Get short-lived download URLs for manifest files

     Used by `runs download`, in batches of at most 500 items. Each item echoes the
    manifest `path` and `token`; clients match URLs to files by (token, path). URLs
    last 15 minutes (`expires_in`); a 403 on a URL means "ask again". Our platform
    answers with URLs of `download_file` on itself.

    Args:
        name_or_id (str):
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):
        body (DownloadUrlsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DownloadUrlsResponse | ErrorBody
    """

    return sync_detailed(
        name_or_id=name_or_id,
        client=client,
        body=body,
        x_osmosis_workspace=x_osmosis_workspace,
        x_osmosis_git=x_osmosis_git,
        x_osmosis_cli_version=x_osmosis_cli_version,
    ).parsed


async def asyncio_detailed(
    name_or_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: DownloadUrlsRequest,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> Response[DownloadUrlsResponse | ErrorBody]:
    """Get short-lived download URLs for manifest files

     Used by `runs download`, in batches of at most 500 items. Each item echoes the
    manifest `path` and `token`; clients match URLs to files by (token, path). URLs
    last 15 minutes (`expires_in`); a 403 on a URL means "ask again". Our platform
    answers with URLs of `download_file` on itself.

    Args:
        name_or_id (str):
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):
        body (DownloadUrlsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DownloadUrlsResponse | ErrorBody]
    """

    kwargs = _get_kwargs(
        name_or_id=name_or_id,
        body=body,
        x_osmosis_workspace=x_osmosis_workspace,
        x_osmosis_git=x_osmosis_git,
        x_osmosis_cli_version=x_osmosis_cli_version,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    name_or_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: DownloadUrlsRequest,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> DownloadUrlsResponse | ErrorBody | None:
    """Get short-lived download URLs for manifest files

     Used by `runs download`, in batches of at most 500 items. Each item echoes the
    manifest `path` and `token`; clients match URLs to files by (token, path). URLs
    last 15 minutes (`expires_in`); a 403 on a URL means "ask again". Our platform
    answers with URLs of `download_file` on itself.

    Args:
        name_or_id (str):
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):
        body (DownloadUrlsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DownloadUrlsResponse | ErrorBody
    """

    return (
        await asyncio_detailed(
            name_or_id=name_or_id,
            client=client,
            body=body,
            x_osmosis_workspace=x_osmosis_workspace,
            x_osmosis_git=x_osmosis_git,
            x_osmosis_cli_version=x_osmosis_cli_version,
        )
    ).parsed
