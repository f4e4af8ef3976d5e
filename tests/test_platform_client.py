"""The kernel's API client against an in-process transport (httpx.MockTransport)."""

from __future__ import annotations

import io
import json
import os
import stat
import subprocess
from pathlib import Path

import httpx
import pytest

from osmosis_core.errors import OsmosisError
from osmosis_core.invocation import Invocation, activate, deactivate
from osmosis_core.platform.client import platform_client
from osmosis_core.platform.credentials import CredentialStore
from osmosis_core.platform.retry import retry_after_seconds
from osmosis_core.platform.scope import git_identity
from osmosis_core.platform.urls import normalize_url

URL = "http://127.0.0.1:8765"


@pytest.fixture
def inv(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.chdir(tmp_path)  # not inside any git repository
    invocation = Invocation(
        argv=[],
        stdout=io.StringIO(),
        stderr=io.StringIO(),
        environ={"OSMOSIS_CONFIG_DIR": str(tmp_path / "config")},
    )
    invocation.platform = URL
    token = activate(invocation)
    yield invocation
    deactivate(token)


class Recorder:
    def __init__(self, *responses: httpx.Response) -> None:
        self.responses = list(responses)
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        return self.responses.pop(0) if len(self.responses) > 1 else self.responses[0]


def client_for(inv: Invocation, recorder: Recorder, sleeps: list[float] | None = None):  # type: ignore[no-untyped-def]
    sleeps = [] if sleeps is None else sleeps
    return platform_client(inv, transport=httpx.MockTransport(recorder), sleep=sleeps.append)


def ok(body: object = None, **headers: str) -> httpx.Response:
    return httpx.Response(200, json=body if body is not None else {}, headers=headers)


def verify_module():  # type: ignore[no-untyped-def]
    from osmosis_client.api.auth import verify_token

    return verify_token


def bind(inv: Invocation, **env: str) -> None:
    inv.environ = {**inv.environ, **env}


# --- platform URL ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("HTTPS://Platform.Example.COM:443/", "https://platform.example.com"),
        ("localhost:8000", "http://localhost:8000"),
        ("127.0.0.1", "http://127.0.0.1"),
        ("platform.example.com/base/", "https://platform.example.com/base"),
        ("http://[::1]:80", "http://[::1]"),
    ],
)
def test_url_normalisation(raw: str, expected: str) -> None:
    assert normalize_url(raw) == expected


@pytest.mark.parametrize("raw", ["", "   ", "ftp://x", "http://", "http://a b", "https://u:p@h/"])
def test_malformed_urls_are_validation_errors(raw: str) -> None:
    with pytest.raises(OsmosisError) as info:
        normalize_url(raw)
    assert info.value.code == "VALIDATION"


def test_plain_http_to_remote_host_is_refused_unless_allowed(inv: Invocation) -> None:
    inv.platform = "http://platform.example.com"
    bind(inv, OSMOSIS_TOKEN="t", OSMOSIS_TOKEN_PLATFORM_URL="http://platform.example.com")
    with pytest.raises(OsmosisError) as info:
        client_for(inv, Recorder(ok()))
    assert info.value.code == "VALIDATION" and "Refusing insecure" in info.value.message
    bind(inv, OSMOSIS_ALLOW_INSECURE_PLATFORM_URL="1")
    client_for(inv, Recorder(ok()))
    assert "warning: Using insecure platform URL" in inv.stderr.getvalue()


# --- tokens ---------------------------------------------------------------------------


def test_env_token_must_be_bound_to_a_non_default_platform(inv: Invocation) -> None:
    bind(inv, OSMOSIS_TOKEN="env-token")
    with pytest.raises(OsmosisError) as info:
        client_for(inv, Recorder(ok()))
    assert info.value.code == "ENV_TOKEN_PLATFORM_REQUIRED"
    assert info.value.message == (
        "OSMOSIS_TOKEN must be bound to this non-production platform. "
        f"Set OSMOSIS_TOKEN_PLATFORM_URL={URL}."
    )


def test_env_token_bound_elsewhere_is_never_sent(inv: Invocation) -> None:
    bind(inv, OSMOSIS_TOKEN="env-token", OSMOSIS_TOKEN_PLATFORM_URL="https://other.example.com")
    recorder = Recorder(ok())
    with pytest.raises(OsmosisError) as info:
        client_for(inv, recorder)
    assert info.value.code == "ENV_TOKEN_PLATFORM_MISMATCH"
    assert info.value.details == {
        "platform_url": URL,
        "token_platform_url": "https://other.example.com",
    }
    assert recorder.requests == []


def test_env_token_wins_over_saved_login(inv: Invocation, tmp_path: Path) -> None:
    store = CredentialStore(tmp_path / "config" / "credentials.json")
    store.save(URL, {"access_token": "saved-token", "token_id": "t1"})
    recorder = Recorder(ok({"user": {"id": "u"}}))
    client_for(inv, recorder).call(verify_module())
    assert recorder.requests[-1].headers["Authorization"] == "Bearer saved-token"
    bind(inv, OSMOSIS_TOKEN="env-token", OSMOSIS_TOKEN_PLATFORM_URL=URL + "/")
    client_for(inv, recorder).call(verify_module())
    assert recorder.requests[-1].headers["Authorization"] == "Bearer env-token"


def test_no_credential_is_auth_required(inv: Invocation) -> None:
    with pytest.raises(OsmosisError) as info:
        client_for(inv, Recorder(ok()))
    assert info.value.code == "AUTH_REQUIRED"
    assert info.value.message == "Not logged in. Run 'osmosis auth login' first."


def test_expired_saved_login_is_auth_required(inv: Invocation, tmp_path: Path) -> None:
    store = CredentialStore(tmp_path / "config" / "credentials.json")
    store.save(URL, {"access_token": "old", "expires_at": "2020-01-01T00:00:00Z"})
    with pytest.raises(OsmosisError) as info:
        client_for(inv, Recorder(ok()))
    assert info.value.code == "AUTH_REQUIRED" and "expired" in info.value.message


def test_credentials_file_is_0600_and_loose_permissions_are_fixed(
    inv: Invocation, tmp_path: Path
) -> None:
    path = tmp_path / "config" / "credentials.json"
    warnings: list[str] = []
    store = CredentialStore(path, lambda code, message: warnings.append(code))
    store.save(URL, {"access_token": "x"})
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    os.chmod(path, 0o644)
    assert store.get(URL) == {"access_token": "x"}
    assert stat.S_IMODE(path.stat().st_mode) == 0o600 and warnings == ["CREDENTIALS_PERMISSIONS"]


def test_damaged_credentials_are_moved_aside_on_update(tmp_path: Path) -> None:
    path = tmp_path / "credentials.json"
    path.write_text("{not json")
    os.chmod(path, 0o600)
    store = CredentialStore(path)
    with pytest.raises(OsmosisError) as info:
        store.get(URL)
    assert info.value.code == "CREDENTIALS_PARSE_FAILED"
    store.save(URL, {"access_token": "x"})
    assert (tmp_path / "credentials.json.bak").read_text() == "{not json"


# --- headers and scope ----------------------------------------------------------------


def login(inv: Invocation) -> None:
    bind(inv, OSMOSIS_TOKEN="tok", OSMOSIS_TOKEN_PLATFORM_URL=URL)


def test_standard_headers_and_workspace_scope(inv: Invocation) -> None:
    login(inv)
    inv.workspace = "team-a"
    recorder = Recorder(ok())
    client_for(inv, recorder).call(verify_module())
    headers = recorder.requests[0].headers
    assert headers["User-Agent"] == "osmosis-cli/0.1.0"
    assert headers["X-Osmosis-CLI-Version"] == "0.1.0"
    assert headers["X-Osmosis-Workspace"] == "team-a"
    assert "X-Osmosis-Git" not in headers


def test_git_origin_scope_on_any_host(inv: Invocation, tmp_path: Path) -> None:
    login(inv)
    repo = tmp_path / "repo"
    repo.mkdir()
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    subprocess.run(
        [
            "git",
            "-C",
            str(repo),
            "remote",
            "add",
            "origin",
            "git@gitlab.example.org:Group/Sub/Repo.git",
        ],
        check=True,
    )
    os.chdir(repo)
    recorder = Recorder(ok())
    client_for(inv, recorder).call(verify_module())
    assert recorder.requests[0].headers["X-Osmosis-Git"] == "gitlab.example.org/group/sub/repo"
    assert "X-Osmosis-Workspace" not in recorder.requests[0].headers


def test_no_scope_header_outside_git_without_workspace(inv: Invocation) -> None:
    login(inv)
    recorder = Recorder(ok())
    client_for(inv, recorder).call(verify_module())
    assert not {"X-Osmosis-Git", "X-Osmosis-Workspace"} & set(recorder.requests[0].headers)


@pytest.mark.parametrize(
    ("remote", "identity"),
    [
        ("https://github.com/Owner/Repo.git", "owner/repo"),
        ("git@github.com:Owner/Repo.git", "owner/repo"),
        ("ssh://git@github.com/owner/repo", "owner/repo"),
        ("https://user:pw@git.example.com:8443/a/b", "git.example.com/a/b"),
        ("https://github.com/owner%2Frepo", None),
        ("https://github.com/a/b/c", None),
        ("not a url", None),
    ],
)
def test_git_identity(remote: str, identity: str | None) -> None:
    found = git_identity(remote)
    assert (found[0] if found else None) == identity
    if found:
        assert "pw" not in found[1]


# --- retries --------------------------------------------------------------------------


def test_get_retries_503_honouring_retry_after(inv: Invocation) -> None:
    login(inv)
    recorder = Recorder(
        httpx.Response(503, headers={"Retry-After": "2"}, json={"message": "busy"}),
        httpx.Response(503, headers={"Retry-After": "1"}, json={"message": "busy"}),
        ok({"user": {"id": "u1"}}),
    )
    sleeps: list[float] = []
    body = client_for(inv, recorder, sleeps).call(verify_module())
    assert body == {"user": {"id": "u1"}}
    assert len(recorder.requests) == 3 and sleeps == [2.0, 1.0]


def test_get_gives_up_after_max_retries(inv: Invocation) -> None:
    login(inv)
    recorder = Recorder(httpx.Response(502, json={"message": "bad gateway"}))
    sleeps: list[float] = []
    with pytest.raises(OsmosisError) as info:
        client_for(inv, recorder, sleeps).call(verify_module())
    assert len(recorder.requests) == 4 and len(sleeps) == 3
    assert all(0 <= s <= 8 for s in sleeps)
    assert info.value.code == "PLATFORM_ERROR"


def test_post_that_reached_the_server_is_not_retried(inv: Invocation) -> None:
    from osmosis_client.api.benchmark_runs import stop_benchmark_run

    login(inv)
    recorder = Recorder(httpx.Response(503, json={"message": "busy"}))
    with pytest.raises(OsmosisError):
        client_for(inv, recorder).call(stop_benchmark_run, name_or_id="run-1")
    assert len(recorder.requests) == 1


def test_post_is_retried_when_the_connection_never_opened(inv: Invocation) -> None:
    from osmosis_client.api.benchmark_runs import stop_benchmark_run

    login(inv)
    calls = {"n": 0}

    def handler(request: httpx.Request) -> httpx.Response:
        calls["n"] += 1
        if calls["n"] == 1:
            raise httpx.ConnectError("refused", request=request)
        return ok({"id": "r", "status": "stopped"})

    client = platform_client(inv, transport=httpx.MockTransport(handler), sleep=lambda s: None)
    assert client.call(stop_benchmark_run, name_or_id="run 1")["status"] == "stopped"
    assert calls["n"] == 2


def test_retry_after_http_date() -> None:
    assert retry_after_seconds("Wed, 21 Oct 2015 07:28:00 GMT", now=1445412470.0) == 10.0
    assert retry_after_seconds("soon") is None


def test_unreachable_platform_is_a_network_error_naming_the_url(inv: Invocation) -> None:
    login(inv)

    def handler(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("Connection refused", request=request)

    client = platform_client(inv, transport=httpx.MockTransport(handler), sleep=lambda s: None)
    with pytest.raises(OsmosisError) as info:
        client.call(verify_module())
    assert info.value.code == "NETWORK" and URL in info.value.message


# --- error mapping --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("status", "body", "code"),
    [
        (400, {"message": "bad", "code": "INVALID", "field": "agents"}, "VALIDATION"),
        (401, {"message": "no"}, "AUTH_REQUIRED"),
        (403, {"message": "forbidden"}, "PLATFORM_ERROR"),
        (403, {"message": "pay", "code": "SUBSCRIPTION_REQUIRED"}, "SUBSCRIPTION_REQUIRED"),
        (403, {"message": "pay", "error_code": "BILLING_REQUIRED"}, "BILLING_REQUIRED"),
        (404, {"message": "Benchmark run not found."}, "NOT_FOUND"),
        (409, {"message": "conflict"}, "CONFLICT"),
        (426, {"message": "upgrade"}, "UPGRADE_REQUIRED"),
        (429, {"message": "slow down"}, "RATE_LIMITED"),
        (500, {"message": "boom"}, "PLATFORM_ERROR"),
    ],
)
def test_http_errors_map_to_contract_codes(
    inv: Invocation, status: int, body: dict, code: str
) -> None:
    login(inv)
    recorder = Recorder(httpx.Response(status, json=body, headers={"X-Request-Id": "req-42"}))
    client = platform_client(inv, transport=httpx.MockTransport(recorder), sleep=lambda s: None)
    with pytest.raises(OsmosisError) as info:
        client.call(verify_module())
    error = info.value
    assert error.code == code
    assert error.details["status_code"] == status
    assert error.details["request_id"] == "req-42"
    if status == 400:
        assert error.details["field"] == "agents" and error.message == "bad"
    if status == 401:
        assert "OSMOSIS_TOKEN was rejected" in error.message


def test_benchmarks_disabled_message(inv: Invocation) -> None:
    login(inv)
    body = {"message": "disabled", "code": "BENCHMARKS_NOT_ENABLED"}
    recorder = Recorder(httpx.Response(403, json=body))
    with pytest.raises(OsmosisError) as info:
        client_for(inv, recorder).call(verify_module())
    assert info.value.message == "Benchmarks is not available for your account"


def test_version_headers_warn_once(inv: Invocation) -> None:
    login(inv)
    headers = {
        "X-Osmosis-Version-Status": "upgrade_available",
        "X-Osmosis-Version-Message": "0.2 is out",
    }
    recorder = Recorder(ok(**headers))
    client = client_for(inv, recorder)
    client.call(verify_module())
    client.call(verify_module())
    assert inv.stderr.getvalue().count("warning: 0.2 is out") == 1


def test_credential_repr_never_shows_the_token(inv: Invocation) -> None:
    login(inv)
    client = client_for(inv, Recorder(ok()))
    assert "tok" not in repr(client.credential)
    assert json.dumps({"x": repr(client.credential)})
