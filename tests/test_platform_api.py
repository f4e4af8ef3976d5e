"""The platform's HTTP API on loopback: auth, scope isolation, errors, secrets at rest."""

from __future__ import annotations

import json
import uuid

import httpx
import pytest

RUN_BODY = {
    "experiment_config": {"benchmark": "osmosis-bench"},
    "agents": [
        {
            "harness": "oracle",
            "model": {"type": "provider", "model": "openai/gpt-5", "api_key_secret": "OPENAI_KEY"},
            "env": {},
        }
    ],
}


def _ws() -> str:
    return f"api-{uuid.uuid4().hex[:8]}"


@pytest.fixture
def api(platform_server):
    def make(workspace: str | None = None, user: str = "alice") -> httpx.Client:
        token = platform_server.token(user, workspace or _ws())
        return httpx.Client(
            base_url=platform_server.url, headers={"Authorization": f"Bearer {token}"}, timeout=30
        )

    return make


def test_every_response_has_a_request_id_and_errors_have_the_flat_body(platform_server) -> None:
    r = httpx.get(platform_server.url + "/api/cli/benchmarks")
    assert r.status_code == 401
    body = r.json()
    assert body["code"] == body["error_code"] == "UNAUTHORIZED"
    assert body["request_id"] == r.headers["x-request-id"]
    assert set(body) == {"code", "error_code", "message", "field", "details", "request_id"}


def test_revoked_and_forged_tokens_are_refused(platform_server, api) -> None:
    client = api()
    assert client.get("/api/cli/verify").status_code == 200
    token_id = client.get("/api/cli/verify").json()["token_id"]
    assert client.delete(f"/api/cli/tokens/{token_id}").json() == {
        "token_id": token_id,
        "revoked": True,
    }
    assert client.get("/api/cli/benchmarks").status_code == 401
    forged = httpx.get(
        platform_server.url + "/api/cli/benchmarks",
        headers={"Authorization": "Bearer osm_not-a-real-token"},
    )
    assert forged.status_code == 401


def test_managed_benchmark_is_in_every_workspace(api) -> None:
    for client in (api(), api()):
        listing = client.get("/api/cli/benchmarks").json()
        keys = [b["key"] for b in listing["benchmarks"]]
        assert "osmosis-bench" in keys
        detail = client.get("/api/cli/benchmarks/osmosis-bench").json()["benchmark"]
        assert detail["default_harness"] == "terminus-2"
        assert {t["name"] for t in detail["tasks"]} >= {"csv-column-sum", "sqlite-top-customers"}
        by_name = client.get("/api/cli/benchmarks/Osmosis%20Bench").json()["benchmark"]
        assert by_name["id"] == detail["id"]


def test_workspaces_see_nothing_of_each_other(api) -> None:
    a_name, b_name = _ws(), _ws()
    a, b = api(a_name), api(b_name)
    assert (
        a.post(
            "/api/cli/environment-secrets",
            json={"name": "OPENAI_KEY", "value": "v1", "scope": "workspace"},
        ).status_code
        == 201
    )
    created = a.post("/api/cli/benchmark-runs", json=RUN_BODY)
    assert created.status_code == 201, created.text
    run = created.json()
    # b cannot see a's run, logs, attempts, secrets or workspace name
    for path in (
        f"/api/cli/benchmark-runs/{run['name']}",
        f"/api/cli/benchmark-runs/{run['id']}",
        f"/api/cli/benchmark-runs/{run['name']}/logs",
        f"/api/cli/benchmark-runs/{run['name']}/attempts",
        f"/api/cli/benchmark-runs/{run['name']}/outputs/manifest",
    ):
        assert b.get(path).status_code == 404, path
    assert b.post(f"/api/cli/benchmark-runs/{run['id']}/stop", json={}).status_code == 404
    assert b.post(f"/api/cli/benchmark-runs/{run['id']}/retry", json={}).status_code == 404
    assert b.get(f"/api/cli/benchmark-runs/{run['id']}/events").status_code == 404
    urls = b.post(
        f"/api/cli/benchmark-runs/{run['id']}/outputs/download-urls",
        json={"items": [{"path": "summary.csv"}]},
    )
    assert urls.status_code == 404
    compared = b.get("/api/cli/benchmark-runs/compare", params={"a": run["id"], "b": run["id"]})
    assert compared.status_code == 404
    filtered = b.get("/api/cli/benchmark-runs", params={"status": "queued"}).json()
    assert filtered["total_count"] == 0
    assert b.get("/api/cli/benchmark-runs").json()["total_count"] == 0
    assert b.get("/api/cli/environment-secrets").json()["environment_secrets"] == []
    assert (
        b.request(
            "DELETE",
            "/api/cli/environment-secrets",
            json={"name": "OPENAI_KEY", "scope": "workspace"},
        ).status_code
        == 404
    )
    listing = b.get("/api/cli/benchmarks").json()["benchmarks"]
    assert all(item["run_count"] == 0 for item in listing)
    # naming a's workspace in the scope header is refused exactly as a workspace that does not
    # exist (403 with the spec's scope code), so names do not leak
    scoped = b.get("/api/cli/benchmarks", headers={"X-Osmosis-Workspace": a_name})
    missing = b.get("/api/cli/benchmarks", headers={"X-Osmosis-Workspace": "no-such-ws"})
    assert scoped.status_code == missing.status_code == 403
    assert scoped.json()["message"].replace(a_name, "X") == missing.json()["message"].replace(
        "no-such-ws", "X"
    )
    assert scoped.json()["code"] == "WORKSPACE_SCOPE_HEADER_ACCESS_DENIED"
    # and a still sees its own
    assert a.get(f"/api/cli/benchmark-runs/{run['name']}").status_code == 200


@pytest.mark.parametrize(
    ("body", "status", "field"),
    [
        (b"{not json", 400, None),
        (b"[]", 400, None),
        (
            b'{"experiment_config": {"benchmark": 3}, "agents": []}',
            400,
            "experiment_config.benchmark",
        ),
        (json.dumps({**RUN_BODY, "agents": []}).encode(), 400, "agents"),
        (
            json.dumps({**RUN_BODY, "experiment_config": {"benchmark": "nope"}}).encode(),
            404,
            None,
        ),
        (
            json.dumps({**RUN_BODY, "tasks_config": {"task_names": ["../../etc/passwd"]}}).encode(),
            400,
            "tasks_config.task_names.0",
        ),
        (
            json.dumps({**RUN_BODY, "execution_config": {"attempts_per_task": 0}}).encode(),
            400,
            "execution_config.attempts_per_task",
        ),
        (
            json.dumps({**RUN_BODY, "execution_config": {"attempts_per_task": "lots"}}).encode(),
            400,
            "execution_config.attempts_per_task",
        ),
    ],
)
def test_bad_submissions_are_4xx_and_write_nothing(api, body, status, field) -> None:
    client = api()
    client.post(
        "/api/cli/environment-secrets", json={"name": "OPENAI_KEY", "value": "v", "scope": "user"}
    )
    r = client.post(
        "/api/cli/benchmark-runs", content=body, headers={"Content-Type": "application/json"}
    )
    assert r.status_code == status, r.text
    err = r.json()
    assert err["code"] and err["message"] and err["request_id"]
    if field:
        assert err["field"] == field
    assert client.get("/api/cli/benchmark-runs").json()["total_count"] == 0


def test_oversized_bodies_are_refused(api) -> None:
    client = api()
    r = client.post(
        "/api/cli/environment-secrets",
        content=b'{"name":"BIG","scope":"user","value":"' + b"x" * (2 << 20) + b'"}',
        headers={"Content-Type": "application/json"},
    )
    assert r.status_code == 413
    assert r.json()["code"] == "PAYLOAD_TOO_LARGE"
    assert client.get("/api/cli/environment-secrets").json()["total_count"] == 0


def test_unknown_routes_and_runs_are_404_with_the_error_body(api) -> None:
    client = api()
    for path in ("/api/cli/nope", "/api/cli/benchmark-runs/..%2F..%2Fetc", "/api/cli/benchmarks/x"):
        r = client.get(path)
        assert r.status_code == 404, path
        assert r.json()["code"] in {"NOT_FOUND"}


def test_logs_page_newest_first_with_entries_oldest_first(api) -> None:
    client = api()
    client.post(
        "/api/cli/environment-secrets", json={"name": "OPENAI_KEY", "value": "v", "scope": "user"}
    )
    run = client.post("/api/cli/benchmark-runs", json=RUN_BODY).json()
    client.post(f"/api/cli/benchmark-runs/{run['id']}/stop", json={})
    all_logs = client.get(f"/api/cli/benchmark-runs/{run['name']}/logs?limit=200").json()["logs"]
    assert len(all_logs) == 3
    first = client.get(f"/api/cli/benchmark-runs/{run['name']}/logs?limit=2&direction=older").json()
    assert [e["message"] for e in first["logs"]] == [e["message"] for e in all_logs[1:]]
    assert first["next_cursor"]
    older = client.get(
        f"/api/cli/benchmark-runs/{run['name']}/logs",
        params={"limit": 2, "direction": "older", "cursor": first["next_cursor"]},
    ).json()
    assert [e["message"] for e in older["logs"]] == [all_logs[0]["message"]]
    assert older["next_cursor"] is None


def test_stop_is_idempotent(api) -> None:
    client = api()
    client.post(
        "/api/cli/environment-secrets", json={"name": "OPENAI_KEY", "value": "v", "scope": "user"}
    )
    run = client.post("/api/cli/benchmark-runs", json=RUN_BODY).json()
    stopped = client.post(f"/api/cli/benchmark-runs/{run['id']}/stop", json={})
    assert stopped.json() == {"id": run["id"], "name": run["name"], "status": "stopped"}
    again = client.post(f"/api/cli/benchmark-runs/{run['id']}/stop", json={})
    assert again.status_code == 200
    assert again.json() == stopped.json()
    retry = client.post(f"/api/cli/benchmark-runs/{run['id']}/retry", json={"scope": "failed"})
    assert retry.status_code == 202, retry.text
    assert retry.json()["status"] == "queued"
    assert client.post(f"/api/cli/benchmark-runs/{run['id']}/stop", json={}).status_code == 200
    detail = client.get(f"/api/cli/benchmark-runs/{run['name']}").json()
    tasks = client.get("/api/cli/benchmarks/osmosis-bench").json()["benchmark"]["task_count"]
    assert tasks >= 15
    assert detail["totals"]["cancelled"] == tasks == detail["progress"]["expected"]
    assert detail["benchmark_run"]["status"] == "stopped"


def test_run_names_are_unique_and_shell_safe(api) -> None:
    import re

    client = api()
    client.post(
        "/api/cli/environment-secrets", json={"name": "OPENAI_KEY", "value": "v", "scope": "user"}
    )
    names = {client.post("/api/cli/benchmark-runs", json=RUN_BODY).json()["name"] for _ in range(5)}
    assert len(names) == 5
    assert all(re.fullmatch(r"osmosis-bench-[a-z]+-[a-z]+-\d{4}", n) for n in names)


def test_secret_value_is_nowhere_in_plain_text(platform_server, api) -> None:
    value = f"sk-plaintext-{uuid.uuid4().hex}"
    client = api()
    r = client.post(
        "/api/cli/environment-secrets", json={"name": "LEAK_CHECK", "value": value, "scope": "user"}
    )
    assert r.status_code == 201
    assert value not in r.text
    assert value not in client.get("/api/cli/environment-secrets").text
    found = []
    for path in platform_server.home.rglob("*"):
        if path.is_file() and value.encode() in path.read_bytes():
            found.append(path)
    assert found == []
    key = platform_server.home / "secret.key"
    assert key.stat().st_mode & 0o777 == 0o600


def test_only_owners_and_admins_change_workspace_secrets(platform_server) -> None:
    ws = _ws()
    owner = platform_server.token("owner-" + ws, ws)
    member = platform_server.token("member-" + ws, ws)

    def client(token: str) -> httpx.Client:
        return httpx.Client(
            base_url=platform_server.url, headers={"Authorization": f"Bearer {token}"}
        )

    body = {"name": "SHARED_KEY", "value": "v", "scope": "workspace"}
    denied = client(member).post("/api/cli/environment-secrets", json=body)
    assert denied.status_code == 403 and denied.json()["code"] == "WORKSPACE_ADMIN_REQUIRED"
    assert client(owner).post("/api/cli/environment-secrets", json=body).status_code == 201
    personal = client(member).post("/api/cli/environment-secrets", json={**body, "scope": "user"})
    assert personal.status_code == 201
    listed = client(member).get("/api/cli/environment-secrets").json()["environment_secrets"]
    assert sorted(s["scope"] for s in listed) == ["user", "workspace"]
    gone = client(member).request(
        "DELETE", "/api/cli/environment-secrets", json={"name": "SHARED_KEY", "scope": "workspace"}
    )
    assert gone.status_code == 403
    platform_server.admin(
        "token", "create", "--user", "member-" + ws, "--workspace", ws, "--role", "admin"
    )
    promoted = client(member).request(
        "DELETE", "/api/cli/environment-secrets", json={"name": "SHARED_KEY", "scope": "workspace"}
    )
    assert promoted.status_code == 200
