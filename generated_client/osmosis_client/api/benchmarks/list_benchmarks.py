from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.benchmark_list import BenchmarkList
from ...models.error_body import ErrorBody
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
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

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["offset"] = offset

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/cli/benchmarks",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> BenchmarkList | ErrorBody | None:
    if response.status_code == 200:
        response_200 = BenchmarkList.from_dict(response.json())

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
) -> Response[BenchmarkList | ErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> Response[BenchmarkList | ErrorBody]:
    """List benchmarks in the workspace

     Used by `osmosis benchmark list`. Offset-paged, at most 50 per page.

    Args:
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BenchmarkList | ErrorBody]
    """

    kwargs = _get_kwargs(
        limit=limit,
        offset=offset,
        x_osmosis_workspace=x_osmosis_workspace,
        x_osmosis_git=x_osmosis_git,
        x_osmosis_cli_version=x_osmosis_cli_version,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> BenchmarkList | ErrorBody | None:
    """List benchmarks in the workspace

     Used by `osmosis benchmark list`. Offset-paged, at most 50 per page.

    Args:
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BenchmarkList | ErrorBody
    """

    return sync_detailed(
        client=client,
        limit=limit,
        offset=offset,
        x_osmosis_workspace=x_osmosis_workspace,
        x_osmosis_git=x_osmosis_git,
        x_osmosis_cli_version=x_osmosis_cli_version,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> Response[BenchmarkList | ErrorBody]:
    """List benchmarks in the workspace

     Used by `osmosis benchmark list`. Offset-paged, at most 50 per page.

    Args:
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BenchmarkList | ErrorBody]
    """

    kwargs = _get_kwargs(
        limit=limit,
        offset=offset,
        x_osmosis_workspace=x_osmosis_workspace,
        x_osmosis_git=x_osmosis_git,
        x_osmosis_cli_version=x_osmosis_cli_version,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> BenchmarkList | ErrorBody | None:
    """List benchmarks in the workspace

     Used by `osmosis benchmark list`. Offset-paged, at most 50 per page.

    Args:
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BenchmarkList | ErrorBody
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            offset=offset,
            x_osmosis_workspace=x_osmosis_workspace,
            x_osmosis_git=x_osmosis_git,
            x_osmosis_cli_version=x_osmosis_cli_version,
        )
    ).parsed
