"""``/api/cli/benchmarks``: list, detail (with leaderboard), add, remove, resync."""

from __future__ import annotations

from litestar import Request, Response, delete, get, post
from sqlalchemy import select, update

from osmosis_platform import clock
from osmosis_platform.run_states import ACTIVE
from osmosis_platform.server.errors import conflict
from osmosis_platform.server.http import decode_body, json_response, page, page_fields
from osmosis_platform.server.state import platform, session
from osmosis_platform.services import benchmarks as service
from osmosis_platform.services import catalog_sources
from osmosis_platform.services.leaderboard import leaderboard
from osmosis_platform.store.models import Benchmark, Run

PATH = "/api/cli/benchmarks"


@get(PATH)
async def list_benchmarks(request: Request) -> Response:
    limit, offset = page(request)
    with session(request, benchmarks=True) as (conn, caller):
        items, total = service.list_benchmarks(conn, caller, limit, offset)
    return json_response({"benchmarks": items, **page_fields(total, limit, offset, len(items))})


@get(PATH + "/{key:str}")
async def get_benchmark(request: Request, key: str) -> Response:
    with session(request, benchmarks=True) as (conn, caller):
        row = service.resolve(conn, caller, key)
        detail = service.detail_view(conn, caller, row)
        entries, warnings = leaderboard(conn, caller, row)
    return json_response({"benchmark": detail, "leaderboard": entries, "warnings": warnings})


@post(PATH, status_code=202)
async def add_benchmark(request: Request) -> Response:
    with session(request, benchmarks=True):
        pass  # who is asking, and may they use benchmarks, before the body is looked at
    body = await decode_body(request, catalog_sources.AddBenchmark)
    home = platform(request).settings.home
    with session(request, write=True, benchmarks=True) as (conn, caller):
        row = catalog_sources.add(conn, caller, body, home)
        view = service.list_view(conn, caller, [row])[0]
    catalog_sources.start_sync(platform(request).engine, row.id)
    return json_response(view, status=202)


@delete(PATH + "/{key:str}", status_code=200)
async def delete_benchmark(request: Request, key: str) -> Response:
    with session(request, write=True, benchmarks=True) as (conn, caller):
        row = service.resolve(conn, caller, key)
        if row.workspace_id is None:
            raise conflict(
                "BENCHMARK_MANAGED",
                f"Benchmark {row.key} is managed by the platform and cannot be removed.",
            )
        active = conn.execute(
            select(Run.name).where(Run.benchmark_id == row.id, Run.status.in_(ACTIVE)).limit(1)
        ).first()
        if active is not None:
            raise conflict(
                "BENCHMARK_HAS_ACTIVE_RUNS",
                f"Benchmark {row.key} has runs in progress (e.g. {active[0]}); stop them first.",
            )
        # Soft delete: finished runs keep their benchmark and stay readable.
        conn.execute(
            update(Benchmark)
            .where(Benchmark.id == row.id)
            .values(deleted_at=clock.now(), key=f"{row.key}~deleted~{row.id[:8]}")
        )
    return json_response({"id": row.id, "name": row.name, "deleted": True})


@post(PATH + "/{key:str}/resync", status_code=202)
async def resync_benchmark(request: Request, key: str) -> Response:
    with session(request, write=True, benchmarks=True) as (conn, caller):
        row = service.resolve(conn, caller, key)
        row = catalog_sources.resync(conn, caller, row)
        view = service.list_view(conn, caller, [row])[0]
    catalog_sources.start_sync(platform(request).engine, row.id)
    return json_response(view, status=202)


HANDLERS = [list_benchmarks, get_benchmark, add_benchmark, delete_benchmark, resync_benchmark]
