from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_body import ErrorBody
from ...types import UNSET, Response, Unset


def _get_kwargs(
    name_or_id: str,
    *,
    last_event_id: str | Unset = UNSET,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id

    if not isinstance(x_osmosis_workspace, Unset):
        headers["X-Osmosis-Workspace"] = x_osmosis_workspace

    if not isinstance(x_osmosis_git, Unset):
        headers["X-Osmosis-Git"] = x_osmosis_git

    if not isinstance(x_osmosis_cli_version, Unset):
        headers["X-Osmosis-CLI-Version"] = x_osmosis_cli_version

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/cli/benchmark-runs/{name_or_id}/events".format(
            name_or_id=quote(str(name_or_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorBody | str | None:
    if response.status_code == 200:
        response_200 = response.text
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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorBody | str]:
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
    last_event_id: str | Unset = UNSET,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> Response[ErrorBody | str]:
    """Stream live run progress as server-sent events

     A `text/event-stream` that pushes what changes while a run executes, so `runs watch`,
    `wait` and `logs --follow` need no polling. Each event has an `id` (monotonic per
    run), an `event` name and one JSON object as `data`:

    | event | data schema | when |
    |---|---|---|
    | `status` | `RunStatusEvent` | first, on connect, and on every run status change |
    | `progress` | `RunProgressEvent` | when results are ingested |
    | `attempt` | `Attempt` | when an attempt starts or finishes |
    | `log` | `LogEntry` | for each new log entry |
    | `end` | `RunEndEvent` | once the run is terminal; the server then closes the stream |

    A run that is already terminal gets `status` then `end` at once. Comment lines
    (`: keep-alive`) are sent every 15 s. To resume, reconnect with `Last-Event-ID`;
    events after that id are replayed when still held.

    Args:
        name_or_id (str):
        last_event_id (str | Unset):
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | str]
    """

    kwargs = _get_kwargs(
        name_or_id=name_or_id,
        last_event_id=last_event_id,
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
    last_event_id: str | Unset = UNSET,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> ErrorBody | str | None:
    """Stream live run progress as server-sent events

     A `text/event-stream` that pushes what changes while a run executes, so `runs watch`,
    `wait` and `logs --follow` need no polling. Each event has an `id` (monotonic per
    run), an `event` name and one JSON object as `data`:

    | event | data schema | when |
    |---|---|---|
    | `status` | `RunStatusEvent` | first, on connect, and on every run status change |
    | `progress` | `RunProgressEvent` | when results are ingested |
    | `attempt` | `Attempt` | when an attempt starts or finishes |
    | `log` | `LogEntry` | for each new log entry |
    | `end` | `RunEndEvent` | once the run is terminal; the server then closes the stream |

    A run that is already terminal gets `status` then `end` at once. Comment lines
    (`: keep-alive`) are sent every 15 s. To resume, reconnect with `Last-Event-ID`;
    events after that id are replayed when still held.

    Args:
        name_or_id (str):
        last_event_id (str | Unset):
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | str
    """

    return sync_detailed(
        name_or_id=name_or_id,
        client=client,
        last_event_id=last_event_id,
        x_osmosis_workspace=x_osmosis_workspace,
        x_osmosis_git=x_osmosis_git,
        x_osmosis_cli_version=x_osmosis_cli_version,
    ).parsed


async def asyncio_detailed(
    name_or_id: str,
    *,
    client: AuthenticatedClient | Client,
    last_event_id: str | Unset = UNSET,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> Response[ErrorBody | str]:
    """Stream live run progress as server-sent events

     A `text/event-stream` that pushes what changes while a run executes, so `runs watch`,
    `wait` and `logs --follow` need no polling. Each event has an `id` (monotonic per
    run), an `event` name and one JSON object as `data`:

    | event | data schema | when |
    |---|---|---|
    | `status` | `RunStatusEvent` | first, on connect, and on every run status change |
    | `progress` | `RunProgressEvent` | when results are ingested |
    | `attempt` | `Attempt` | when an attempt starts or finishes |
    | `log` | `LogEntry` | for each new log entry |
    | `end` | `RunEndEvent` | once the run is terminal; the server then closes the stream |

    A run that is already terminal gets `status` then `end` at once. Comment lines
    (`: keep-alive`) are sent every 15 s. To resume, reconnect with `Last-Event-ID`;
    events after that id are replayed when still held.

    Args:
        name_or_id (str):
        last_event_id (str | Unset):
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | str]
    """

    kwargs = _get_kwargs(
        name_or_id=name_or_id,
        last_event_id=last_event_id,
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
    last_event_id: str | Unset = UNSET,
    x_osmosis_workspace: str | Unset = UNSET,
    x_osmosis_git: str | Unset = UNSET,
    x_osmosis_cli_version: str | Unset = UNSET,
) -> ErrorBody | str | None:
    """Stream live run progress as server-sent events

     A `text/event-stream` that pushes what changes while a run executes, so `runs watch`,
    `wait` and `logs --follow` need no polling. Each event has an `id` (monotonic per
    run), an `event` name and one JSON object as `data`:

    | event | data schema | when |
    |---|---|---|
    | `status` | `RunStatusEvent` | first, on connect, and on every run status change |
    | `progress` | `RunProgressEvent` | when results are ingested |
    | `attempt` | `Attempt` | when an attempt starts or finishes |
    | `log` | `LogEntry` | for each new log entry |
    | `end` | `RunEndEvent` | once the run is terminal; the server then closes the stream |

    A run that is already terminal gets `status` then `end` at once. Comment lines
    (`: keep-alive`) are sent every 15 s. To resume, reconnect with `Last-Event-ID`;
    events after that id are replayed when still held.

    Args:
        name_or_id (str):
        last_event_id (str | Unset):
        x_osmosis_workspace (str | Unset):
        x_osmosis_git (str | Unset):
        x_osmosis_cli_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | str
    """

    return (
        await asyncio_detailed(
            name_or_id=name_or_id,
            client=client,
            last_event_id=last_event_id,
            x_osmosis_workspace=x_osmosis_workspace,
            x_osmosis_git=x_osmosis_git,
            x_osmosis_cli_version=x_osmosis_cli_version,
        )
    ).parsed
