from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.benchmark_run_retry_result import BenchmarkRunRetryResult
from ...models.error_body import ErrorBody
from ...models.retry_benchmark_run_request import RetryBenchmarkRunRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    name_or_id: str,
    *,
    body: RetryBenchmarkRunRequest | Unset = UNSET,
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
        "url": "/api/cli/benchmark-runs/{name_or_id}/retry".format(
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
) -> BenchmarkRunRetryResult | ErrorBody | None:
    if response.status_code == 202:
        response_202 = BenchmarkRunRetryResult.from_dict(response.json())

        return response_202

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
) -> Response[BenchmarkRunRetryResult | ErrorBody]:
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
    body: RetryBenchmarkRunRequest | Unset = UNSET,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> Response[BenchmarkRunRetryResult | ErrorBody]:
    """Retry a terminal run's unsuccessful attempts

     Re-queues, in the same run, the attempts selected by `scope`; attempts that passed
    are kept. The run goes back to `queued` and its metrics are recomputed as retried
    attempts finish. A run that is not terminal answers 409 `RUN_NOT_TERMINAL`; one
    with nothing to retry answers 409 `NOTHING_TO_RETRY`.

    Args:
        name_or_id (str):
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):
        body (RetryBenchmarkRunRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BenchmarkRunRetryResult | ErrorBody]
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
    body: RetryBenchmarkRunRequest | Unset = UNSET,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> BenchmarkRunRetryResult | ErrorBody | None:
    """Retry a terminal run's unsuccessful attempts

     Re-queues, in the same run, the attempts selected by `scope`; attempts that passed
    are kept. The run goes back to `queued` and its metrics are recomputed as retried
    attempts finish. A run that is not terminal answers 409 `RUN_NOT_TERMINAL`; one
    with nothing to retry answers 409 `NOTHING_TO_RETRY`.

    Args:
        name_or_id (str):
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):
        body (RetryBenchmarkRunRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BenchmarkRunRetryResult | ErrorBody
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
    body: RetryBenchmarkRunRequest | Unset = UNSET,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> Response[BenchmarkRunRetryResult | ErrorBody]:
    """Retry a terminal run's unsuccessful attempts

     Re-queues, in the same run, the attempts selected by `scope`; attempts that passed
    are kept. The run goes back to `queued` and its metrics are recomputed as retried
    attempts finish. A run that is not terminal answers 409 `RUN_NOT_TERMINAL`; one
    with nothing to retry answers 409 `NOTHING_TO_RETRY`.

    Args:
        name_or_id (str):
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):
        body (RetryBenchmarkRunRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BenchmarkRunRetryResult | ErrorBody]
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
    body: RetryBenchmarkRunRequest | Unset = UNSET,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> BenchmarkRunRetryResult | ErrorBody | None:
    """Retry a terminal run's unsuccessful attempts

     Re-queues, in the same run, the attempts selected by `scope`; attempts that passed
    are kept. The run goes back to `queued` and its metrics are recomputed as retried
    attempts finish. A run that is not terminal answers 409 `RUN_NOT_TERMINAL`; one
    with nothing to retry answers 409 `NOTHING_TO_RETRY`.

    Args:
        name_or_id (str):
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):
        body (RetryBenchmarkRunRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BenchmarkRunRetryResult | ErrorBody
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
