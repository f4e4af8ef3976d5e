from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.benchmark_detail_response import BenchmarkDetailResponse
from ...models.error_body import ErrorBody
from ...types import UNSET, Response, Unset


def _get_kwargs(
    key: str,
    *,
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
        "method": "get",
        "url": "/api/cli/benchmarks/{key}".format(
            key=quote(str(key), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> BenchmarkDetailResponse | ErrorBody | None:
    if response.status_code == 200:
        response_200 = BenchmarkDetailResponse.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = ErrorBody.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ErrorBody.from_dict(response.json())

        return response_403

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
) -> Response[BenchmarkDetailResponse | ErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    key: str,
    *,
    client: AuthenticatedClient | Client,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> Response[BenchmarkDetailResponse | ErrorBody]:
    """Get a benchmark with its leaderboard

     Used by `osmosis benchmark info`. The runs section is a separate `list_benchmark_runs` call filtered
    by `benchmark`.

    Args:
        key (str):
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BenchmarkDetailResponse | ErrorBody]
    """

    kwargs = _get_kwargs(
        key=key,
        x_osmosis_workspace=x_osmosis_workspace,
        x_osmosis_git=x_osmosis_git,
        x_osmosis_cli_version=x_osmosis_cli_version,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    key: str,
    *,
    client: AuthenticatedClient | Client,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> BenchmarkDetailResponse | ErrorBody | None:
    """Get a benchmark with its leaderboard

     Used by `osmosis benchmark info`. The runs section is a separate `list_benchmark_runs` call filtered
    by `benchmark`.

    Args:
        key (str):
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BenchmarkDetailResponse | ErrorBody
    """

    return sync_detailed(
        key=key,
        client=client,
        x_osmosis_workspace=x_osmosis_workspace,
        x_osmosis_git=x_osmosis_git,
        x_osmosis_cli_version=x_osmosis_cli_version,
    ).parsed


async def asyncio_detailed(
    key: str,
    *,
    client: AuthenticatedClient | Client,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> Response[BenchmarkDetailResponse | ErrorBody]:
    """Get a benchmark with its leaderboard

     Used by `osmosis benchmark info`. The runs section is a separate `list_benchmark_runs` call filtered
    by `benchmark`.

    Args:
        key (str):
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BenchmarkDetailResponse | ErrorBody]
    """

    kwargs = _get_kwargs(
        key=key,
        x_osmosis_workspace=x_osmosis_workspace,
        x_osmosis_git=x_osmosis_git,
        x_osmosis_cli_version=x_osmosis_cli_version,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    key: str,
    *,
    client: AuthenticatedClient | Client,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> BenchmarkDetailResponse | ErrorBody | None:
    """Get a benchmark with its leaderboard

     Used by `osmosis benchmark info`. The runs section is a separate `list_benchmark_runs` call filtered
    by `benchmark`.

    Args:
        key (str):
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BenchmarkDetailResponse | ErrorBody
    """

    return (
        await asyncio_detailed(
            key=key,
            client=client,
            x_osmosis_workspace=x_osmosis_workspace,
            x_osmosis_git=x_osmosis_git,
            x_osmosis_cli_version=x_osmosis_cli_version,
        )
    ).parsed
