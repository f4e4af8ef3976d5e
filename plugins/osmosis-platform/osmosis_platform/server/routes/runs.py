"""``/api/cli/benchmark-runs``: submit, list, detail, logs, events, attempts, stop, retry,
compare, outputs manifest and download URLs."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import msgspec
from litestar import Request, Response, get, post
from litestar.response import Stream

from osmosis_platform import clock, run_states
from osmosis_platform.server.errors import bad_request
from osmosis_platform.server.http import decode_body, json_response, page, page_fields, query_int
from osmosis_platform.server.state import platform, session
from osmosis_platform.services import compare as compare_service
from osmosis_platform.services import outputs
from osmosis_platform.services import runs as service
from osmosis_platform.services.run_logs import page_logs
from osmosis_platform.services.run_requests import CreateRun, RetryRun

PATH = "/api/cli/benchmark-runs"
RUN = PATH + "/{name_or_id:str}"
OUTCOMES = ("passed", "failed", "errored", "cancelled")


def _multi(request: Request, name: str, allowed: tuple[str, ...]) -> list[str]:
    values = request.query_params.getall(name, [])
    for value in values:
        if value not in allowed:
            raise bad_request(f"{name} must be one of {', '.join(allowed)}.", field=name)
    return values


@get(PATH)
async def list_benchmark_runs(request: Request) -> Response:
    limit, offset = page(request)
    benchmark = request.query_params.get("benchmark")
    if benchmark is not None and not benchmark:
        raise bad_request("benchmark must not be empty.", field="benchmark")
    created_after = request.query_params.get("created_after")
    if created_after is not None:
        try:
            created_after = clock.iso(clock.parse(created_after))
        # OverflowError: a valid instant whose UTC form lies outside years 1..9999, e.g.
        # 0001-01-01T00:00:00+01:00, which no stored timestamp can be compared with.
        except (ValueError, OverflowError):
            raise bad_request(
                "created_after must be an ISO-8601 date-time between years 1 and 9999 (UTC).",
                field="created_after",
            ) from None
    statuses = _multi(request, "status", run_states.ALL)
    with session(request, benchmarks=True) as (conn, caller):
        items, total = service.list_runs(
            conn,
            caller,
            limit,
            offset,
            benchmark=benchmark,
            statuses=statuses,
            created_after=created_after,
        )
    return json_response({"benchmark_runs": items, **page_fields(total, limit, offset, len(items))})


@post(PATH, status_code=201)
async def create_benchmark_run(request: Request) -> Response:
    body = await decode_body(request, CreateRun)
    with session(request, write=True, benchmarks=True) as (conn, caller):
        created = service.create_run(conn, caller, body, platform(request).box)
    return json_response(created, status=201)


@get(PATH + "/compare")
async def compare_benchmark_runs(request: Request) -> Response:
    a, b = request.query_params.get("a"), request.query_params.get("b")
    if not a or not b:
        raise bad_request(
            "Both a and b (run names or ids) are required.", field="a" if not a else "b"
        )
    with session(request, benchmarks=True) as (conn, caller):
        result = compare_service.compare(conn, caller, a, b)
    return json_response(result)


@get(RUN)
async def get_benchmark_run(request: Request, name_or_id: str) -> Response:
    with session(request, benchmarks=True) as (conn, caller):
        detail = service.run_detail(conn, caller, name_or_id)
    return json_response(detail)


@get(RUN + "/logs")
async def list_benchmark_run_logs(request: Request, name_or_id: str) -> Response:
    limit = query_int(request, "limit", 50, minimum=1, maximum=200)
    direction = request.query_params.get("direction") or "older"
    if direction not in ("older", "newer"):
        raise bad_request("direction must be 'older' or 'newer'.", field="direction")
    cursor = request.query_params.get("cursor")
    if cursor == "":
        raise bad_request("cursor must not be empty.", field="cursor")
    with session(request, benchmarks=True) as (conn, caller):
        run = service.find_run(conn, caller, name_or_id)
        result = page_logs(conn, run.id, limit, direction, cursor)
    return json_response(result)


@get(RUN + "/attempts")
async def list_benchmark_run_attempts(request: Request, name_or_id: str) -> Response:
    limit = query_int(request, "limit", 50, minimum=1, maximum=200)
    offset = query_int(request, "offset", 0, minimum=0)
    agent = request.query_params.get("agent")
    filters = {
        "outcome": _multi(request, "outcome", OUTCOMES),
        "task": request.query_params.get("task"),
        "agent_index": query_int(request, "agent", 0, minimum=0) if agent is not None else None,
    }
    if filters["task"] == "":
        raise bad_request("task must not be empty.", field="task")
    with session(request, benchmarks=True) as (conn, caller):
        items, total = service.list_attempts(conn, caller, name_or_id, limit, offset, filters)
    return json_response({"attempts": items, **page_fields(total, limit, offset, len(items))})


@post(RUN + "/stop", status_code=200)
async def stop_benchmark_run(request: Request, name_or_id: str) -> Response:
    # The body is not read: it carries nothing (0.3.8 sends {}) and the spec documents no 400
    # for this route, so whatever a client sends, the run stops the same way.
    with session(request, write=True, benchmarks=True) as (conn, caller):
        result = service.stop_run(conn, caller, name_or_id)
    return json_response(result)


@post(RUN + "/retry", status_code=202)
async def retry_benchmark_run(request: Request, name_or_id: str) -> Response:
    raw = await request.body()
    body = await decode_body(request, RetryRun) if raw.strip() else RetryRun()
    with session(request, write=True, benchmarks=True) as (conn, caller):
        result = service.retry_run(conn, caller, name_or_id, body.scope)
    # 202: the attempts are only re-queued here; they run (and rescore the run) later.
    return json_response(result, status=202)


@get(RUN + "/outputs/manifest")
async def get_benchmark_run_outputs_manifest(request: Request, name_or_id: str) -> Response:
    types = outputs.parse_types(request.query_params.get("types"))
    with session(request, benchmarks=True) as (conn, caller):
        run = service.find_run(conn, caller, name_or_id)
        result = outputs.manifest(conn, run, types)
    return json_response(result)


class _UrlItem(msgspec.Struct):
    path: str
    token: str | None = None


class _UrlRequest(msgspec.Struct):
    items: list[_UrlItem]


@post(RUN + "/outputs/download-urls", status_code=200)
async def create_benchmark_run_download_urls(request: Request, name_or_id: str) -> Response:
    body = await decode_body(request, _UrlRequest)
    if not 1 <= len(body.items) <= 500:
        raise bad_request("items must hold between 1 and 500 entries.", field="items")
    if any(not item.path for item in body.items):
        raise bad_request("Every item needs a non-empty path.", field="items")
    state = platform(request)
    with session(request, benchmarks=True) as (conn, caller):
        run = service.find_run(conn, caller, name_or_id)
        result = outputs.download_urls(
            conn,
            run,
            [{"path": i.path, "token": i.token} for i in body.items],
            state.signer,
            state.base_url(request),
        )
    return json_response(result)


def _sse(event: str, data: dict) -> bytes:
    return b"event: " + event.encode() + b"\ndata: " + msgspec.json.encode(data) + b"\n\n"


@get(RUN + "/events")
async def stream_benchmark_run_events(request: Request, name_or_id: str) -> Stream:
    with session(request, benchmarks=True) as (conn, caller):
        run = service.find_run(conn, caller, name_or_id)
    engine = platform(request).engine
    run_id = run.id

    async def events() -> AsyncIterator[bytes]:
        status = progress = None
        while True:
            with engine.connect() as conn:
                current = service.event_state(conn, run_id)
            if current["status"] != status:
                yield _sse(
                    "status",
                    {
                        "id": run_id,
                        "name": current["name"],
                        "status": current["status"],
                        "previous_status": status,
                    },
                )
                status = current["status"]
            snapshot = (current["ingested"], current["expected"])
            if snapshot != progress:
                progress = snapshot
                yield _sse("progress", {"ingested": snapshot[0], "expected": snapshot[1]})
            if status in run_states.TERMINAL:
                yield _sse("end", {"id": run_id, "name": current["name"], "status": status})
                return
            await asyncio.sleep(0.5)

    return Stream(
        events(),
        media_type="text/event-stream",
        headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
    )


HANDLERS = [
    list_benchmark_runs,
    create_benchmark_run,
    compare_benchmark_runs,
    get_benchmark_run,
    list_benchmark_run_logs,
    list_benchmark_run_attempts,
    stop_benchmark_run,
    retry_benchmark_run,
    get_benchmark_run_outputs_manifest,
    create_benchmark_run_download_urls,
    stream_benchmark_run_events,
]
