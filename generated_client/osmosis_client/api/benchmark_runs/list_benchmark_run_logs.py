from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.benchmark_run_log_page import BenchmarkRunLogPage
from ...models.error_body import ErrorBody
from ...models.log_direction import LogDirection
from ...types import UNSET, Response, Unset


def _get_kwargs(
    name_or_id: str,
    *,
    limit: int | Unset = 50,
    direction: LogDirection | Unset = UNSET,
    cursor: str | Unset = UNSET,
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

    json_direction: str | Unset = UNSET
    if not isinstance(direction, Unset):
        json_direction = direction

    params["direction"] = json_direction

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/cli/benchmark-runs/{name_or_id}/logs".format(
            name_or_id=quote(str(name_or_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> BenchmarkRunLogPage | ErrorBody | None:
    if response.status_code == 200:
        response_200 = BenchmarkRunLogPage.from_dict(response.json())

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
) -> Response[BenchmarkRunLogPage | ErrorBody]:
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
    limit: int | Unset = 50,
    direction: LogDirection | Unset = UNSET,
    cursor: str | Unset = UNSET,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> Response[BenchmarkRunLogPage | ErrorBody]:
    """Page through a run's log entries

     Cursor-paged. 0.3.8 always sends `direction=older`: the first page is the newest
    entries and `next_cursor` continues toward older ones. `direction=newer` with a
    cursor returns entries after it, oldest first, for tailing. Entries within a page
    are in timestamp order (oldest first).

    Args:
        name_or_id (str):
        limit (int | Unset):  Default: 50.
        direction (LogDirection | Unset): `older` pages back in time from the newest entries (what
            0.3.8 sends); `newer` pages forward from a cursor.
        cursor (str | Unset):
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BenchmarkRunLogPage | ErrorBody]
    """

    kwargs = _get_kwargs(
        name_or_id=name_or_id,
        limit=limit,
        direction=direction,
        cursor=cursor,
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
    limit: int | Unset = 50,
    direction: LogDirection | Unset = UNSET,
    cursor: str | Unset = UNSET,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> BenchmarkRunLogPage | ErrorBody | None:
    """Page through a run's log entries

     Cursor-paged. 0.3.8 always sends `direction=older`: the first page is the newest
    entries and `next_cursor` continues toward older ones. `direction=newer` with a
    cursor returns entries after it, oldest first, for tailing. Entries within a page
    are in timestamp order (oldest first).

    Args:
        name_or_id (str):
        limit (int | Unset):  Default: 50.
        direction (LogDirection | Unset): `older` pages back in time from the newest entries (what
            0.3.8 sends); `newer` pages forward from a cursor.
        cursor (str | Unset):
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BenchmarkRunLogPage | ErrorBody
    """

    return sync_detailed(
        name_or_id=name_or_id,
        client=client,
        limit=limit,
        direction=direction,
        cursor=cursor,
        x_osmosis_workspace=x_osmosis_workspace,
        x_osmosis_git=x_osmosis_git,
        x_osmosis_cli_version=x_osmosis_cli_version,
    ).parsed


async def asyncio_detailed(
    name_or_id: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    direction: LogDirection | Unset = UNSET,
    cursor: str | Unset = UNSET,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> Response[BenchmarkRunLogPage | ErrorBody]:
    """Page through a run's log entries

     Cursor-paged. 0.3.8 always sends `direction=older`: the first page is the newest
    entries and `next_cursor` continues toward older ones. `direction=newer` with a
    cursor returns entries after it, oldest first, for tailing. Entries within a page
    are in timestamp order (oldest first).

    Args:
        name_or_id (str):
        limit (int | Unset):  Default: 50.
        direction (LogDirection | Unset): `older` pages back in time from the newest entries (what
            0.3.8 sends); `newer` pages forward from a cursor.
        cursor (str | Unset):
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BenchmarkRunLogPage | ErrorBody]
    """

    kwargs = _get_kwargs(
        name_or_id=name_or_id,
        limit=limit,
        direction=direction,
        cursor=cursor,
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
    limit: int | Unset = 50,
    direction: LogDirection | Unset = UNSET,
    cursor: str | Unset = UNSET,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> BenchmarkRunLogPage | ErrorBody | None:
    """Page through a run's log entries

     Cursor-paged. 0.3.8 always sends `direction=older`: the first page is the newest
    entries and `next_cursor` continues toward older ones. `direction=newer` with a
    cursor returns entries after it, oldest first, for tailing. Entries within a page
    are in timestamp order (oldest first).

    Args:
        name_or_id (str):
        limit (int | Unset):  Default: 50.
        direction (LogDirection | Unset): `older` pages back in time from the newest entries (what
            0.3.8 sends); `newer` pages forward from a cursor.
        cursor (str | Unset):
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BenchmarkRunLogPage | ErrorBody
    """

    return (
        await asyncio_detailed(
            name_or_id=name_or_id,
            client=client,
            limit=limit,
            direction=direction,
            cursor=cursor,
            x_osmosis_workspace=x_osmosis_workspace,
            x_osmosis_git=x_osmosis_git,
            x_osmosis_cli_version=x_osmosis_cli_version,
        )
    ).parsed
