from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.benchmark_run_stop_result import BenchmarkRunStopResult
from ...models.error_body import ErrorBody
from ...models.stop_benchmark_run_request import StopBenchmarkRunRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    name_or_id: str,
    *,
    body: StopBenchmarkRunRequest | Unset = UNSET,
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
        "url": "/api/cli/benchmark-runs/{name_or_id}/stop".format(
            name_or_id=quote(str(name_or_id), safe=""),
        ),
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> BenchmarkRunStopResult | ErrorBody | None:
    if response.status_code == 200:
        response_200 = BenchmarkRunStopResult.from_dict(response.json())

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
) -> Response[BenchmarkRunStopResult | ErrorBody]:
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
    body: StopBenchmarkRunRequest | Unset = UNSET,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> Response[BenchmarkRunStopResult | ErrorBody]:
    """Stop a run

     Used by `runs stop` (0.3.8 sends the canonical id and the body `{}`, and does not
    read the answer). Pending, queued and running runs stop; running attempts are
    cancelled. Stopping an already stopped run is a no-op 200; stopping a finished or
    failed run answers 409 `RUN_ALREADY_TERMINAL`.

    Args:
        name_or_id (str):
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):
        body (StopBenchmarkRunRequest | Unset): Always `{}` from 0.3.8.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BenchmarkRunStopResult | ErrorBody]
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
    body: StopBenchmarkRunRequest | Unset = UNSET,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> BenchmarkRunStopResult | ErrorBody | None:
    """Stop a run

     Used by `runs stop` (0.3.8 sends the canonical id and the body `{}`, and does not
    read the answer). Pending, queued and running runs stop; running attempts are
    cancelled. Stopping an already stopped run is a no-op 200; stopping a finished or
    failed run answers 409 `RUN_ALREADY_TERMINAL`.

    Args:
        name_or_id (str):
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):
        body (StopBenchmarkRunRequest | Unset): Always `{}` from 0.3.8.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BenchmarkRunStopResult | ErrorBody
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
    body: StopBenchmarkRunRequest | Unset = UNSET,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> Response[BenchmarkRunStopResult | ErrorBody]:
    """Stop a run

     Used by `runs stop` (0.3.8 sends the canonical id and the body `{}`, and does not
    read the answer). Pending, queued and running runs stop; running attempts are
    cancelled. Stopping an already stopped run is a no-op 200; stopping a finished or
    failed run answers 409 `RUN_ALREADY_TERMINAL`.

    Args:
        name_or_id (str):
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):
        body (StopBenchmarkRunRequest | Unset): Always `{}` from 0.3.8.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BenchmarkRunStopResult | ErrorBody]
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
    body: StopBenchmarkRunRequest | Unset = UNSET,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> BenchmarkRunStopResult | ErrorBody | None:
    """Stop a run

     Used by `runs stop` (0.3.8 sends the canonical id and the body `{}`, and does not
    read the answer). Pending, queued and running runs stop; running attempts are
    cancelled. Stopping an already stopped run is a no-op 200; stopping a finished or
    failed run answers 409 `RUN_ALREADY_TERMINAL`.

    Args:
        name_or_id (str):
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):
        body (StopBenchmarkRunRequest | Unset): Always `{}` from 0.3.8.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BenchmarkRunStopResult | ErrorBody
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
