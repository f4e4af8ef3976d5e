from http import HTTPStatus
from io import BytesIO
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_body import ErrorBody
from ...types import UNSET, File, Response, Unset


def _get_kwargs(
    token: str,
    *,
    range_: str | Unset = UNSET,
    if_range: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(range_, Unset):
        headers["Range"] = range_

    if not isinstance(if_range, Unset):
        headers["If-Range"] = if_range

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/cli/files/{token}".format(
            token=quote(str(token), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorBody | File | None:
    if response.status_code == 200:
        response_200 = File(payload=BytesIO(response.content))

        return response_200

    if response.status_code == 206:
        response_206 = File(payload=BytesIO(response.content))

        return response_206

    if response.status_code == 403:
        response_403 = ErrorBody.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ErrorBody.from_dict(response.json())

        return response_404

    if response.status_code == 416:
        response_416 = ErrorBody.from_dict(response.json())

        return response_416

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorBody | File]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    token: str,
    *,
    client: AuthenticatedClient | Client,
    range_: str | Unset = UNSET,
    if_range: str | Unset = UNSET,
) -> Response[ErrorBody | File]:
    """Download a file through a signed URL

     The target of the URLs from `create_benchmark_run_download_urls`. Authorised by the
    signed `token` alone (no bearer token, no scope header), valid for `expires_in`
    seconds. Supports single byte ranges so an interrupted download resumes:
    `Range: bytes=<start>-[<end>]` answers 206 with `Content-Range`; an unsatisfiable
    range answers 416 with `Content-Range: bytes */<size>`. `ETag` is the file's
    quoted sha256; with `If-Range` a changed file is sent whole (200). An expired or
    forged token answers 403.

    Args:
        token (str):
        range_ (str | Unset):
        if_range (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | File]
    """

    kwargs = _get_kwargs(
        token=token,
        range_=range_,
        if_range=if_range,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    token: str,
    *,
    client: AuthenticatedClient | Client,
    range_: str | Unset = UNSET,
    if_range: str | Unset = UNSET,
) -> ErrorBody | File | None:
    """Download a file through a signed URL

     The target of the URLs from `create_benchmark_run_download_urls`. Authorised by the
    signed `token` alone (no bearer token, no scope header), valid for `expires_in`
    seconds. Supports single byte ranges so an interrupted download resumes:
    `Range: bytes=<start>-[<end>]` answers 206 with `Content-Range`; an unsatisfiable
    range answers 416 with `Content-Range: bytes */<size>`. `ETag` is the file's
    quoted sha256; with `If-Range` a changed file is sent whole (200). An expired or
    forged token answers 403.

    Args:
        token (str):
        range_ (str | Unset):
        if_range (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | File
    """

    return sync_detailed(
        token=token,
        client=client,
        range_=range_,
        if_range=if_range,
    ).parsed


async def asyncio_detailed(
    token: str,
    *,
    client: AuthenticatedClient | Client,
    range_: str | Unset = UNSET,
    if_range: str | Unset = UNSET,
) -> Response[ErrorBody | File]:
    """Download a file through a signed URL

     The target of the URLs from `create_benchmark_run_download_urls`. Authorised by the
    signed `token` alone (no bearer token, no scope header), valid for `expires_in`
    seconds. Supports single byte ranges so an interrupted download resumes:
    `Range: bytes=<start>-[<end>]` answers 206 with `Content-Range`; an unsatisfiable
    range answers 416 with `Content-Range: bytes */<size>`. `ETag` is the file's
    quoted sha256; with `If-Range` a changed file is sent whole (200). An expired or
    forged token answers 403.

    Args:
        token (str):
        range_ (str | Unset):
        if_range (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | File]
    """

    kwargs = _get_kwargs(
        token=token,
        range_=range_,
        if_range=if_range,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    token: str,
    *,
    client: AuthenticatedClient | Client,
    range_: str | Unset = UNSET,
    if_range: str | Unset = UNSET,
) -> ErrorBody | File | None:
    """Download a file through a signed URL

     The target of the URLs from `create_benchmark_run_download_urls`. Authorised by the
    signed `token` alone (no bearer token, no scope header), valid for `expires_in`
    seconds. Supports single byte ranges so an interrupted download resumes:
    `Range: bytes=<start>-[<end>]` answers 206 with `Content-Range`; an unsatisfiable
    range answers 416 with `Content-Range: bytes */<size>`. `ETag` is the file's
    quoted sha256; with `If-Range` a changed file is sent whole (200). An expired or
    forged token answers 403.

    Args:
        token (str):
        range_ (str | Unset):
        if_range (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | File
    """

    return (
        await asyncio_detailed(
            token=token,
            client=client,
            range_=range_,
            if_range=if_range,
        )
    ).parsed
