"""``/api/cli/files/{token}``: signed, short-lived downloads with single byte ranges."""

from __future__ import annotations

import re

from litestar import Request, Response, get
from litestar.response import File

from osmosis_platform.server.errors import ApiError
from osmosis_platform.server.state import platform
from osmosis_platform.services import outputs

_RANGE = re.compile(r"^bytes=(\d*)-(\d*)$")


@get("/api/cli/files/{token:str}")
async def download_file(request: Request, token: str) -> Response:
    state = platform(request)
    file_id = state.signer.verify(token)
    with state.engine.connect() as conn:
        row, path = outputs.file_for_token(conn, file_id)
    size = path.stat().st_size
    etag = f'"{row.sha256}"' if row.sha256 else None
    headers = {"Accept-Ranges": "bytes"}
    if etag:
        headers["ETag"] = etag
    wanted = request.headers.get("range")
    if_range = request.headers.get("if-range")
    match = _RANGE.match(wanted.strip()) if wanted else None
    # A Range that is not one byte range (``bytes=-``, another unit, several ranges) is ignored
    # and the whole file sent, as RFC 9110 lets a server do; the spec has no 400 for this route.
    if match and any(match.groups()) and (if_range is None or if_range == etag):
        start_text, end_text = match.groups()
        if start_text:
            start = int(start_text)
            end = min(int(end_text), size - 1) if end_text else size - 1
        else:  # a suffix range: the last N bytes
            start, end = max(0, size - int(end_text)), size - 1
        if start >= size or start > end:
            raise ApiError(
                416,
                "RANGE_NOT_SATISFIABLE",
                f"The range lies outside the file ({size} bytes).",
                headers={"Content-Range": f"bytes */{size}"},
            )
        with path.open("rb") as handle:
            handle.seek(start)
            chunk = handle.read(end - start + 1)
        headers["Content-Range"] = f"bytes {start}-{end}/{size}"
        return Response(
            content=chunk, status_code=206, media_type="application/octet-stream", headers=headers
        )
    return File(
        path=path,
        filename=path.name,
        media_type="application/octet-stream",
        headers=headers,
        content_disposition_type="attachment",
    )


HANDLERS = [download_file]
