"""Contract tests: schemathesis drives every operation of ``openapi/osmosis.yaml`` against the
real platform daemon on loopback, in a seeded workspace, and checks each response: no 5xx, a
documented status code, a documented content type, documented header values and a body that
matches the response schema.

Generated values are mixed with real ones (see ``contract_seed``) by schema hooks, so path
parameters, queries and bodies also reach existing benchmarks, runs, secrets, files and
tokens. Generation is derandomized and bounded, so a run is repeatable and takes well under a
few minutes.
"""

from __future__ import annotations

import copy
import json
from collections import defaultdict
from typing import Any

import httpx
import jsonschema
import pytest
import schemathesis
import yaml
from contract_seed import MANAGED, TASKS, Seed, make_dataset, provider_agent, seed
from hypothesis import strategies as st
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from conftest import ROOT

SPEC = ROOT / "openapi" / "osmosis.yaml"
MAX_EXAMPLES = 50
REQUEST_TIMEOUT = 20
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
]

SPEC_DOC = yaml.safe_load(SPEC.read_text())

schema = schemathesis.openapi.from_path(SPEC)
schema.config.generation.update(max_examples=MAX_EXAMPLES, deterministic=True)

# Filled by the ``seeded`` fixture before any case is generated; read by the hooks below.
SEEDED: dict[str, Seed] = {}
# operationId -> status codes the server answered, filled as the cases run.
ANSWERED: dict[str, set[int]] = defaultdict(set)


def spec_operations() -> dict[str, dict[str, Any]]:
    return {
        op["operationId"]: op
        for item in SPEC_DOC["paths"].values()
        for method, op in item.items()
        if method in {"get", "post", "put", "patch", "delete"}
    }


def operation_id(operation: Any) -> str:
    return operation.definition.raw["operationId"]


@pytest.fixture(scope="module")
def seeded(platform_server, tmp_path_factory: pytest.TempPathFactory) -> Seed:
    data = seed(platform_server, make_dataset(tmp_path_factory.mktemp("contract-dataset")))
    SEEDED["seed"] = data
    return data


# ------------------------------------------------------------------ real values, per operation


def _path_values(s: Seed) -> dict[str, list[dict[str, Any]]]:
    runs = [value for run in s.all_runs for value in (run.name, run.id)]
    # Roles never overlap: the stop operation stops queued[:2]; queued[-1] stays queued for the
    # 409 branches; the event stream stays open while a run is active, so it only gets the
    # stopped run that nothing retries.
    return {
        "get_benchmark": [
            {"key": k} for k in (MANAGED, "Osmosis Bench", s.local_benchmark, s.benchmark_id)
        ],
        "delete_benchmark": [
            {"key": k} for k in (MANAGED, s.busy_benchmark, s.doomed_benchmark, s.doomed_benchmark)
        ],
        "resync_benchmark": [{"key": k} for k in (MANAGED, s.resync_benchmark)],
        "get_benchmark_run": [{"name_or_id": r} for r in runs],
        "list_benchmark_run_logs": [{"name_or_id": r} for r in runs],
        "list_benchmark_run_attempts": [{"name_or_id": r} for r in runs],
        "stream_benchmark_run_events": [
            {"name_or_id": r} for r in (s.events_run.name, s.events_run.id)
        ],
        "stop_benchmark_run": [
            {"name_or_id": r.id} for r in (*s.queued[:2], s.stopped, s.finished)
        ],
        "retry_benchmark_run": [{"name_or_id": r} for r in (s.retryable.name, s.queued[-1].id)],
        "get_benchmark_run_outputs_manifest": [
            {"name_or_id": r} for r in (s.stopped.name, s.stopped.id, s.queued[-1].name)
        ],
        "create_benchmark_run_download_urls": [
            {"name_or_id": r} for r in (s.stopped.id, s.stopped.name, s.queued[-1].id)
        ],
        "download_file": [
            {"token": t}
            for t in (
                *s.download_tokens,
                s.expired_download_token,
                s.forged_download_token,
                "e30.AAAA",  # forged: "{}" signed with nothing
                "e30.\u00e9t\u00e9",  # forged, with a signature that is not even ASCII
            )
        ],
        "revoke_token": [{"token_id": t} for t in (*s.revocable_token_ids, s.foreign_token_id)],
    }


def _query_values(s: Seed) -> dict[str, list[dict[str, Any]]]:
    a, b = s.stopped, s.queued[1]
    return {
        "list_benchmark_runs": [
            {"benchmark": MANAGED},
            {"benchmark": s.local_benchmark, "status": ["queued", "stopped"]},
            {"benchmark": s.benchmark_id, "created_after": "2000-01-01T00:00:00Z"},
            # valid RFC 3339 instants whose UTC form lies outside Python's datetime range
            {"created_after": "0001-01-01T00:00:00+01:00"},
            {"created_after": "9999-12-31T23:59:59-01:00"},
        ],
        "compare_benchmark_runs": [
            {"a": a.name, "b": b.name},
            {"a": a.id, "b": s.retryable.id},
            {"a": s.queued[0].name, "b": b.name},
            {"a": a.name, "b": "no-such-run"},
        ],
        "list_benchmark_run_attempts": [
            {"task": TASKS[0]},
            {"agent": 0, "outcome": ["cancelled"]},
            {"agent": 1, "limit": 1, "offset": 1},
            {"agent": 2**64, "offset": 2**70},  # past any 64-bit database integer
        ],
        "list_benchmark_run_logs": [
            {"cursor": s.log_cursor},
            {"cursor": s.log_cursor, "direction": "newer", "limit": 1},
            {"cursor": "1" * 30},  # past any 64-bit database integer
            {"cursor": "\u00b2", "direction": "newer"},  # a digit to str.isdigit, not to int()
        ],
    }


def _patched_run_body(body: Any) -> Any:
    """A generated submission pointed at the real benchmark and a stored secret, so it gets
    past the existence checks and into the value rules."""
    if not isinstance(body, dict):
        return body
    patched = {**body, "experiment_config": {"benchmark": MANAGED}}
    agents = body.get("agents")
    if isinstance(agents, list):
        patched["agents"] = [
            {**a, "model": {**a["model"], "api_key_secret": "OPENAI_KEY"}}
            if isinstance(a, dict)
            and isinstance(a.get("model"), dict)
            and "api_key_secret" in a["model"]
            else a
            for a in agents
        ]
    return patched


def _body_values(s: Seed, body: Any) -> dict[str, list[Any]]:
    return {
        "add_benchmark": [
            {**body, "source": s.dataset} if isinstance(body, dict) else body,
            {"source": "/nonexistent/contract-dataset", "name": "Contract Missing"},
            {"source": "~no-such-user-contract/dataset"},  # a home directory that does not exist
        ],
        # the state-dependent answers first: hypothesis draws early entries more often
        "create_benchmark_run": [
            {**s.run_bodies[0], "experiment_config": {"benchmark": s.broken_benchmark}},  # 409
            {**s.run_bodies[0], "agents": [provider_agent("NOT_STORED_KEY")]},  # 404
            _patched_run_body(body),
            *s.run_bodies,
        ],
        "delete_environment_secret": [
            {"name": name, "scope": scope}
            for name, scope in (
                ("CONTRACT_DISPOSABLE_0", "user"),
                ("CONTRACT_DISPOSABLE_1", "workspace"),
            )
        ],
        "retry_benchmark_run": [{}, {"scope": "failed"}, {"scope": "errored"}],
        "create_benchmark_run_download_urls": [
            {"items": [{"path": p, "token": None} for p in s.output_paths]},
            {"items": [{"path": s.output_paths[0]}]},
        ],
    }


def _mix(generated: Any, real: list[Any], merge: bool) -> st.SearchStrategy:
    """The generated value or one of the real ones (merged into it when both are mappings)."""
    if not real:
        return st.just(generated)
    if merge and isinstance(generated, dict):
        real = [{**generated, **value} for value in real]
    # Copies: schemathesis may mutate a drawn value, and the same objects are drawn again.
    return st.sampled_from([generated, *real]).map(copy.deepcopy)


# The spec's own examples are drawn while pytest collects, before the seed exists: those keep
# their values (``SEEDED`` is empty then). Every fuzzed case is drawn inside the test, after the
# ``seeded`` fixture ran; the 2xx assertion below fails if the real values never arrived.


@schema.hook
def flatmap_path_parameters(ctx, path_parameters):
    s = SEEDED.get("seed")
    real = _path_values(s).get(operation_id(ctx.operation), []) if s else []
    return _mix(path_parameters, real, merge=True)


@schema.hook
def flatmap_query(ctx, query):
    s = SEEDED.get("seed")
    real = _query_values(s).get(operation_id(ctx.operation), []) if s else []
    return _mix(query, real, merge=True)


@schema.hook
def flatmap_body(ctx, body):
    s = SEEDED.get("seed")
    real = _body_values(s, body).get(operation_id(ctx.operation), []) if s else []
    return _mix(body, real, merge=False)


def _header_values(s: Seed) -> dict[str, list[dict[str, Any]]]:
    ranges = ["bytes=0-9", "bytes=-5", "bytes=100-", "bytes=5-2", "bytes=999999-", "bytes=-"]
    return {
        "download_file": [
            *({"Range": r} for r in ranges),
            {"Range": "bytes=0-4", "If-Range": s.etags[0]},
            {"Range": "bytes=0-4", "If-Range": '"changed"'},
        ],
    }


@schema.hook
def flatmap_headers(ctx, headers):
    """Also send the seeded workspace's scope header (generated ones rarely match it) and, for
    downloads, byte ranges in and out of the seeded files."""
    s = SEEDED.get("seed")
    if s is None:
        return st.just(headers)
    real = _header_values(s).get(operation_id(ctx.operation), [])
    if "X-Osmosis-Workspace" in ctx.operation.headers:
        # Scope errors stay covered by the generated headers; the other two choices (the
        # seeded workspace by name, or no scope header: the token's own) let the rest through.
        unscoped = {
            k: v
            for k, v in (headers or {}).items()
            if k.lower() not in ("x-osmosis-git", "x-osmosis-workspace")
        }
        return st.sampled_from(
            [headers, {**unscoped, "X-Osmosis-Workspace": s.workspace}, unscoped]
        )
    return _mix(headers, real, merge=True)


# ------------------------------------------------------------------------ the event stream


def parse_sse(text: str) -> list[dict[str, str]]:
    """Events of a ``text/event-stream`` body as ``{field: value}`` (``data`` lines joined)."""
    events, current = [], {}
    for line in [*text.splitlines(), ""]:
        if line == "":
            if current:
                events.append(current)
            current = {}
        elif not line.startswith(":"):
            name, _, value = line.partition(":")
            value = value.removeprefix(" ")
            current[name] = f"{current[name]}\n{value}" if name in current else value
    return events


def sse_events_conformance(ctx, response, case) -> None:
    """The stream's events, each named in ``x-osmosis-sse-events`` with JSON ``data`` that
    validates against the schema named there; ``status`` comes first and ``end`` last.

    Used instead of schemathesis' ``response_schema_conformance`` on the event stream: for an
    OpenAPI 3.1 document schemathesis reads the ``text/event-stream`` ``schema`` as the schema of
    each event, while this spec's ``schema`` (``type: string``) describes the whole body and
    names each event's payload schema in ``x-osmosis-sse-events``.
    """
    if response.status_code != 200:
        return
    names = spec_operations()[operation_id(case.operation)]["x-osmosis-sse-events"]
    events = parse_sse(response.text)
    assert events, "the stream carried no event"
    assert events[0].get("event") == "status", events[0]
    assert events[-1].get("event") == "end", events[-1]
    for event in events:
        name = event.get("event")
        assert name in names, f"undocumented event {name!r}"
        root = {"$ref": f"#/components/schemas/{names[name]}", "components": SPEC_DOC["components"]}
        jsonschema.Draft202012Validator(root).validate(json.loads(event["data"]))


# ------------------------------------------------------------------------------ the tests


@schema.parametrize()
def test_operation_conforms_to_the_spec(case, seeded: Seed) -> None:
    security = case.operation.definition.raw.get("security")
    headers = {} if security == [] else seeded.headers
    response = case.call(base_url=seeded.url, headers=headers, timeout=REQUEST_TIMEOUT)
    ANSWERED[operation_id(case.operation)].add(response.status_code)
    checks = CHECKS
    if operation_id(case.operation) == "stream_benchmark_run_events":
        checks = [c for c in CHECKS if c is not response_schema_conformance]
        checks.append(sse_events_conformance)
    case.validate_response(response, checks=checks, headers=headers)


def test_state_dependent_submissions_conform(seeded: Seed) -> None:
    """The 409 (benchmark not ready) and 404 (secret not stored) submissions and the other
    conflicts, sent explicitly so these branches never depend on what hypothesis draws."""
    operation = schema["/api/cli/benchmark-runs"]["POST"]
    for body, status in (
        (
            {**seeded.run_bodies[0], "experiment_config": {"benchmark": seeded.broken_benchmark}},
            409,
        ),
        ({**seeded.run_bodies[0], "agents": [provider_agent("NOT_STORED_KEY")]}, 404),
    ):
        case = operation.Case(body=body, media_type="application/json")
        response = case.call(base_url=seeded.url, headers=seeded.headers, timeout=REQUEST_TIMEOUT)
        assert response.status_code == status, response.text
        ANSWERED["create_benchmark_run"].add(response.status_code)
        case.validate_response(response, checks=CHECKS, headers=seeded.headers)
    # the other conflicts: stopping a finished run, the outputs of a run that has not started
    for path, method, operation_id_, params in (
        ("/api/cli/benchmark-runs/{name_or_id}/stop", "POST", "stop_benchmark_run", {}),
        (
            "/api/cli/benchmark-runs/{name_or_id}/outputs/manifest",
            "GET",
            "get_benchmark_run_outputs_manifest",
            {"types": "all"},
        ),
    ):
        run = seeded.finished if method == "POST" else seeded.queued[-1]
        kwargs = {"body": {}, "media_type": "application/json"} if method == "POST" else {}
        case = schema[path][method].Case(
            path_parameters={"name_or_id": run.id}, query=params, **kwargs
        )
        response = case.call(base_url=seeded.url, headers=seeded.headers, timeout=REQUEST_TIMEOUT)
        assert response.status_code == 409, response.text
        ANSWERED[operation_id_].add(response.status_code)
        case.validate_response(response, checks=CHECKS, headers=seeded.headers)


# Answers the seeded values must have produced, beyond a 2xx for every operation: the
# state-dependent branches (conflicts, ranges, expired links) were reached, not just 404s.
MUST_ANSWER = {
    "add_benchmark": {202, 409},
    "delete_benchmark": {200, 404, 409},
    "resync_benchmark": {202, 409},
    "create_benchmark_run": {201, 400, 404, 409},
    "stop_benchmark_run": {200, 409},
    "retry_benchmark_run": {202, 409},
    "get_benchmark_run_outputs_manifest": {200, 409},
    "create_benchmark_run_download_urls": {200, 404},
    "download_file": {200, 206, 403, 416},
    "delete_environment_secret": {200, 404},
    "upsert_environment_secret": {200, 201},
    "revoke_token": {200, 404},
}


def test_every_operation_in_the_spec_was_exercised_and_reached_a_real_resource() -> None:
    """No route is silently left out, each one answered 2xx at least once (the seeded values
    reached real resources rather than only 4xx paths), and the branches in MUST_ANSWER ran."""
    expected = set(spec_operations())
    assert expected, "the spec lists no operations"
    assert set(ANSWERED) == expected, (
        "operations not exercised (run the whole module): "
        f"{sorted(expected - set(ANSWERED))}; unknown: {sorted(set(ANSWERED) - expected)}"
    )
    no_success = {
        op: sorted(codes)
        for op, codes in ANSWERED.items()
        if not any(200 <= c < 300 for c in codes)
    }
    assert not no_success, f"operations that never answered 2xx: {no_success}"
    missing = {
        op: sorted(codes - ANSWERED[op])
        for op, codes in MUST_ANSWER.items()
        if codes - ANSWERED[op]
    }
    assert not missing, f"answers never seen: {missing}; seen: {dict(ANSWERED)}"


# Building the app in-process only to read its route table; Litestar's advice about how the
# handlers declare path parameters is not what this test is about.
@pytest.mark.filterwarnings("ignore:.*declared using deprecated inferred style")
def test_the_server_serves_exactly_the_operations_of_the_spec(tmp_path) -> None:
    """A route added to the server but not to the spec would escape the contract run above."""
    from osmosis_platform.server.app import create_app
    from osmosis_platform.settings import load_settings

    app = create_app(load_settings({}, home=tmp_path))
    served = {
        (method.lower(), route.path.replace(":str}", "}"))
        for route in app.routes
        for handler in route.route_handlers
        if handler.include_in_schema is not False
        for method in handler.http_methods
        if method != "OPTIONS"
    }
    documented = {
        (method, path)
        for path, item in SPEC_DOC["paths"].items()
        for method in item
        if method in {"get", "post", "put", "patch", "delete"}
    }
    assert served == documented


def test_the_event_stream_of_a_stopped_run_sends_status_then_end(seeded: Seed) -> None:
    run = seeded.events_run
    with httpx.stream(
        "GET",
        f"{seeded.url}/api/cli/benchmark-runs/{run.name}/events",
        headers=seeded.headers,
        timeout=REQUEST_TIMEOUT,
    ) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        assert response.headers["cache-control"] == "no-cache"
        assert response.headers["x-request-id"]
        events = parse_sse(response.read().decode())
    names = [event["event"] for event in events]
    assert names[0] == "status" and names[-1] == "end", names
    assert set(names) <= {"status", "progress", "attempt", "log", "end"}, names
    status, end = (json.loads(events[i]["data"]) for i in (0, -1))
    assert (status["id"], status["name"], status["status"]) == (run.id, run.name, "stopped")
    assert end == {"id": run.id, "name": run.name, "status": "stopped"}


def test_forged_and_expired_download_tokens_are_403(seeded: Seed) -> None:
    tokens = {
        "SIGNED_URL_INVALID": seeded.forged_download_token,
        "SIGNED_URL_EXPIRED": seeded.expired_download_token,
    }
    for code, token in tokens.items():
        r = httpx.get(f"{seeded.url}/api/cli/files/{token}", timeout=REQUEST_TIMEOUT)
        assert r.status_code == 403, r.text
        assert r.json()["code"] == code
        assert r.json()["request_id"] == r.headers["x-request-id"]
    genuine = httpx.get(
        f"{seeded.url}/api/cli/files/{seeded.download_tokens[0]}", timeout=REQUEST_TIMEOUT
    )
    assert genuine.status_code == 200


def test_the_tests_own_token_was_never_revoked(seeded: Seed) -> None:
    r = httpx.get(f"{seeded.url}/api/cli/verify", headers=seeded.headers, timeout=REQUEST_TIMEOUT)
    assert r.status_code == 200
    assert r.json()["token_id"] == seeded.token_id
