"""Wire compatibility with the public ``osmosis-ai`` 0.3.8 CLI: the released package, installed
by uv in its own Python 3.12 venv, runs its real executable against our real platform server
(``platform_server`` fixture) and must get exit 0 and the JSON envelopes it produces against the
hosted platform.

The venv is cached under ``.tools/compat-venv-0.3.8`` (rebuilt when its marker or interpreter is
missing); the tests are skipped only when the package cannot be installed (e.g. no network), with
uv's own error as the reason.

0.3.8 is pointed at the server with ``OSMOSIS_PLATFORM_URL``, given a token with
``OSMOSIS_TOKEN`` bound by ``OSMOSIS_TOKEN_PLATFORM_URL`` (required for a non-default platform),
and kept off the user's files: ``HOME`` and the XDG dirs are temporary (its config dir is
``Path.home() / ".config" / "osmosis"``), ``OSMOSIS_TOKEN_STORE=file`` and the null keyring
backend, and an empty ``.env`` in its working directory stops its upward ``.env`` search.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from uuid import uuid4

import httpx
import pytest

from conftest import ROOT, Completed, clean_env, find_uv

VERSION = "0.3.8"
REQUIREMENT = f"osmosis-ai=={VERSION}"
CACHE = ROOT / ".tools" / f"compat-venv-{VERSION}"
MARKER = CACHE / ".osmosis-compat"
SENTINEL = "sk-compat-SENTINEL-" + uuid4().hex

LIST_KEYS = {"schema_version", "items", "total_count", "has_more", "next_offset", "workspace"}
# 0.3.8's own serialisation: the resource fields, plus the run fields on ``benchmark list``
# items, plus the detail fields on ``benchmark info`` (which drops the run fields)
RESOURCE_FIELDS = {
    "id",
    "name",
    "key",
    "description",
    "source_type",
    "source_ref",
    "source_url",
    "task_count",
    "category_count",
    "task_sets",
    "sync_status",
    "synced_task_count",
    "sync_error",
    "platform_url",
}
RUN_FIELDS = {
    "run_count",
    "running_count",
    "last_run_at",
    "last_run_status",
    "last_run_name",
    "creator_name",
}
DETAIL_FIELDS = {
    "runner_family",
    "supports_harness",
    "requires_harness",
    "default_harness",
    "requires_judge_model",
    "judge_model_default",
    "requires_judge_api_key",
    "pass_threshold",
    "categories",
    "tasks",
    "unavailable_tasks",
}
SECRET_FIELDS = {"id", "name", "scope", "created_at", "updated_at", "creator_name", "updater_name"}
SMOKE_TOML = """\
[experiment]
benchmark = "osmosis-bench"

[tasks]
task_names = ["csv-column-sum"]

[[agents]]
harness = "oracle"

[agents.model]
type = "provider"
model = "openai/gpt-5"
api_key_secret = "COMPAT_OPENAI_KEY"
"""


def _base_python() -> str:
    """A Python 3.12: the one running pytest when it is 3.12, else pyenv's, else ours (3.12+)."""
    if sys.version_info[:2] == (3, 12):
        return sys.executable
    pyenv = Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv"))
    found = sorted(pyenv.glob("versions/3.12*/bin/python3"))
    return str(found[-1]) if found else sys.executable


def _installed(exe: Path) -> bool:
    if not (MARKER.is_file() and MARKER.read_text().strip() == REQUIREMENT and exe.exists()):
        return False
    try:
        proc = subprocess.run(
            [str(exe), "--version"], capture_output=True, text=True, timeout=60, env=_isolated()
        )
    except OSError:  # a cached venv whose interpreter has gone
        return False
    return proc.returncode == 0 and proc.stdout.strip() == f"osmosis-ai {VERSION}"


def _install() -> str | None:
    """Build the venv at CACHE; returns why it failed, or None."""
    python = _base_python()
    shutil.rmtree(CACHE, ignore_errors=True)
    env = clean_env(UV_COMPILE_BYTECODE="1", UV_PYTHON_DOWNLOADS="never")
    env.pop("VIRTUAL_ENV", None)
    uv = find_uv()
    steps = [
        [uv, "venv", "--quiet", "--python", python, str(CACHE)],
        [uv, "pip", "install", "--quiet", "--python", str(CACHE / "bin" / "python"), REQUIREMENT],
    ]
    for argv in steps:
        try:
            proc = subprocess.run(argv, capture_output=True, text=True, env=env, timeout=240)
        except subprocess.TimeoutExpired:
            return f"`{' '.join(argv[1:3])}` timed out after 240 s"
        if proc.returncode != 0:
            detail = (proc.stderr or proc.stdout).strip().splitlines()[-6:]
            return f"`uv {' '.join(argv[1:3])}` exited {proc.returncode}: " + " | ".join(detail)
    MARKER.write_text(REQUIREMENT + "\n")
    return None


@pytest.fixture(scope="session")
def osmosis_ai_exe() -> Path:
    """The ``osmosis`` executable of the released osmosis-ai 0.3.8, in its own venv."""
    exe = CACHE / "bin" / "osmosis"
    CACHE.parent.mkdir(parents=True, exist_ok=True)
    with open(CACHE.parent / f"compat-venv-{VERSION}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not _installed(exe):
            failure = _install()
            if failure is not None:
                shutil.rmtree(CACHE, ignore_errors=True)
                pytest.skip(f"cannot install {REQUIREMENT} from the package index: {failure}")
            assert _installed(exe), f"{REQUIREMENT} installed but `osmosis --version` is wrong"
    return exe


def _same_values(shown: dict[str, Any], wire: dict[str, Any], keys: set[str]) -> None:
    """0.3.8 read every field of ours as sent (``key`` is its copy of ``source_ref``; it
    re-serialises task sets with the fields it knows)."""
    for key in keys - {"key", "task_sets"}:
        assert shown[key] == wire[key], key
    assert [t["name"] for t in shown["task_sets"]] == [t["name"] for t in wire["task_sets"]]


def _isolated(home: Path | None = None, **extra: str) -> dict[str, str]:
    """A minimal environment for 0.3.8: nothing of ours (no PYTHONPATH, no venv), no real
    home, no keyring."""
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "NO_COLOR": "1"}
    if home is not None:
        env.update(
            HOME=str(home),
            XDG_CONFIG_HOME=str(home / ".config"),
            XDG_DATA_HOME=str(home / ".local" / "share"),
            XDG_CACHE_HOME=str(home / ".cache"),
        )
    env.update(
        PYTHON_KEYRING_BACKEND="keyring.backends.null.Keyring",
        OSMOSIS_TOKEN_STORE="file",
        PYTHONDONTWRITEBYTECODE="1",
    )
    env.update(extra)
    return env


class Legacy:
    """Runs osmosis-ai 0.3.8 as one user in one fresh workspace of the test platform."""

    def __init__(self, exe: Path, server: Any, tmp: Path) -> None:
        self.exe = exe
        self.url = server.url
        self.workspace = f"compat-{uuid4().hex[:8]}"
        self.token = server.token("compat-user", self.workspace)
        self.home = tmp / "home"
        self.cwd = tmp / "cwd"
        self.home.mkdir()
        self.cwd.mkdir()
        (self.cwd / ".env").write_text("")  # stops the upward .env search here
        self.results: list[Completed] = []

    def __call__(self, *args: str, token: str | None = None, **extra: str) -> Completed:
        env = _isolated(
            self.home,
            OSMOSIS_PLATFORM_URL=self.url,
            OSMOSIS_TOKEN=token or self.token,
            OSMOSIS_TOKEN_PLATFORM_URL=self.url,
            **extra,
        )
        proc = subprocess.run(
            [str(self.exe), "--json", "--workspace", self.workspace, *args],
            capture_output=True,
            text=True,
            env=env,
            cwd=self.cwd,
            timeout=120,
            stdin=subprocess.DEVNULL,
        )
        result = Completed(proc.returncode, proc.stdout, proc.stderr)
        self.results.append(result)
        return result

    def ok(self, *args: str, **extra: str) -> dict[str, Any]:
        result = self(*args, **extra)
        assert result.returncode == 0, f"osmosis-ai {' '.join(args)}: {result.stderr}"
        assert not result.stderr.strip(), result.stderr  # no warnings either
        doc = result.json()
        assert doc["schema_version"] == 1, doc
        return doc

    def wire(self, path: str) -> dict[str, Any]:
        """What the server itself answers, for comparing with what 0.3.8 made of it."""
        response = httpx.get(
            self.url + path,
            headers={
                "Authorization": f"Bearer {self.token}",
                "X-Osmosis-Workspace": self.workspace,
            },
            timeout=30,
        )
        assert response.status_code == 200, response.text
        return response.json()


@pytest.fixture
def legacy(osmosis_ai_exe: Path, platform_server: Any, tmp_path: Path) -> Iterator[Legacy]:
    runner = Legacy(osmosis_ai_exe, platform_server, tmp_path)
    yield runner
    for result in runner.results:  # whatever ran, the secret value never came back
        assert SENTINEL not in result.stdout
        assert SENTINEL not in result.stderr
    for path in runner.home.rglob("*"):  # nor was it (or the token) saved in its home
        if path.is_file():
            text = path.read_text(errors="replace")
            assert SENTINEL not in text and runner.token not in text, path


def test_it_is_the_released_0_3_8(osmosis_ai_exe: Path) -> None:
    proc = subprocess.run(
        [str(osmosis_ai_exe), "--json", "--version"],
        capture_output=True,
        text=True,
        env=_isolated(),
        timeout=60,
    )
    assert (proc.returncode, proc.stdout) == (0, f"osmosis-ai {VERSION}\n")
    probe = subprocess.run(
        [
            str(CACHE / "bin" / "python"),
            "-c",
            "import importlib.metadata as m, osmosis_ai, sys;"
            "print(m.version('osmosis-ai'), osmosis_ai.__file__.startswith(sys.prefix))",
        ],
        capture_output=True,
        text=True,
        env=_isolated(),
        timeout=60,
    )
    assert probe.stdout.split() == [VERSION, "True"], probe.stderr


def test_benchmark_list_and_info(legacy: Legacy) -> None:
    listed = legacy.ok("benchmark", "list")
    assert set(listed) == LIST_KEYS
    assert listed["workspace"] == {"name": legacy.workspace}
    assert (listed["total_count"], listed["has_more"], listed["next_offset"]) == (1, False, None)
    (bench,) = listed["items"]
    assert set(bench) == RESOURCE_FIELDS | RUN_FIELDS
    assert bench["key"] == bench["source_ref"] == "osmosis-bench"
    assert bench["sync_status"] == "ready"
    (wire,) = legacy.wire("/api/cli/benchmarks?limit=50&offset=0")["benchmarks"]
    _same_values(bench, wire, RESOURCE_FIELDS | RUN_FIELDS)

    info = legacy.ok("benchmark", "info", "osmosis-bench")
    assert set(info) == {"schema_version", "data"}
    data = info["data"]
    assert set(data) == {"benchmark", "leaderboard", "runs", "runs_total_count", "workspace"}
    assert data["workspace"] == {"name": legacy.workspace}
    assert set(data["benchmark"]) == RESOURCE_FIELDS | DETAIL_FIELDS
    wire_detail = legacy.wire("/api/cli/benchmarks/osmosis-bench")
    _same_values(data["benchmark"], wire_detail["benchmark"], RESOURCE_FIELDS | DETAIL_FIELDS)
    assert data["benchmark"]["id"] == bench["id"]
    assert len(data["benchmark"]["tasks"]) == bench["task_count"]
    assert (data["leaderboard"], data["runs"], data["runs_total_count"]) == ([], [], 0)
    # the display name and the UUID resolve too
    for ref in (bench["name"], bench["id"]):
        assert legacy.ok("benchmark", "info", ref)["data"]["benchmark"]["id"] == bench["id"]

    runs = legacy.ok("benchmark", "runs", "list")
    assert set(runs) == LIST_KEYS
    assert (runs["items"], runs["total_count"], runs["next_offset"]) == ([], 0, None)


def test_secret_set_from_env_and_list(legacy: Legacy) -> None:
    saved = legacy.ok("secret", "set", "COMPAT_KEY", "--env", "SRC_VAR", SRC_VAR=SENTINEL)
    wire_list = legacy.wire("/api/cli/environment-secrets?limit=50&offset=0&scope=all")
    page_url = wire_list["platform_url"]
    assert (saved["status"], saved["operation"]) == ("success", "secret.set")
    assert saved["message"] == 'Secret "COMPAT_KEY" saved in personal scope.'
    expected = {"schema_version", "status", "operation", "resource", "message"}
    if wire_list["environment_secrets"][0]["platform_url"]:
        expected |= {"platform_url", "next_steps_structured"}
    assert set(saved) == expected
    resource = saved["resource"]
    assert set(resource) == SECRET_FIELDS | {"workspace"}
    assert (resource["name"], resource["scope"]) == ("COMPAT_KEY", "personal")
    assert resource["workspace"] == {"name": legacy.workspace}
    assert resource["creator_name"] == resource["updater_name"] == "compat-user"

    shared = legacy.ok(
        "secret", "set", "COMPAT_SHARED", "--scope", "workspace", "--env", "SRC_VAR", SRC_VAR="x1"
    )
    assert shared["message"] == 'Secret "COMPAT_SHARED" saved in workspace scope.'

    listed = legacy.ok("secret", "list")
    # 0.3.8 adds ``platform_url`` (and the "View secrets" hint) only when the server names a
    # Secrets page; ours has no web UI and answers null, so the key is there exactly then.
    assert set(listed) == LIST_KEYS | ({"platform_url"} if page_url else set())
    assert listed.get("platform_url") == page_url
    assert listed["workspace"] == {"name": legacy.workspace}
    assert (listed["total_count"], listed["has_more"], listed["next_offset"]) == (2, False, None)
    scopes = {item["name"]: item["scope"] for item in listed["items"]}
    assert scopes == {"COMPAT_KEY": "personal", "COMPAT_SHARED": "workspace"}
    for item in listed["items"]:
        assert set(item) == SECRET_FIELDS
    assert {i["name"] for i in legacy.ok("secret", "list", "--scope", "personal")["items"]} == {
        "COMPAT_KEY"
    }

    # an upsert keeps the record; the value never comes back on any path
    again = legacy.ok("secret", "set", "COMPAT_KEY", "--env", "SRC_VAR", SRC_VAR=SENTINEL + "2")
    assert again["resource"]["id"] == resource["id"]
    deleted = legacy.ok("secret", "delete", "COMPAT_SHARED", "--scope", "workspace", "--yes")
    assert (deleted["operation"], deleted["status"]) == ("secret.delete", "success")
    assert [i["name"] for i in legacy.ok("secret", "list")["items"]] == ["COMPAT_KEY"]


def test_submitted_run_shows_in_runs_list_info_and_benchmark_info(legacy: Legacy) -> None:
    legacy.ok("secret", "set", "COMPAT_OPENAI_KEY", "--env", "SRC_VAR", SRC_VAR=SENTINEL)
    (legacy.cwd / "smoke.toml").write_text(SMOKE_TOML)
    submitted = legacy.ok("benchmark", "submit", "smoke.toml", "--yes")
    assert (submitted["operation"], submitted["status"]) == ("benchmark.submit", "success")
    run = submitted["resource"]
    assert run["task_count"] == 1 and run["name"] and run["id"]

    runs = legacy.ok("benchmark", "runs", "list")
    assert set(runs) == LIST_KEYS
    (item,) = runs["items"]
    assert (item["id"], item["name"]) == (run["id"], run["name"])
    assert item["benchmark_name"] == "Osmosis Bench"
    assert item["progress"] == {"completed": 0, "total": 1, "unit": "results"}

    info = legacy.ok("benchmark", "info", "osmosis-bench")["data"]
    assert info["runs_total_count"] == 1
    assert [r["name"] for r in info["runs"]] == [run["name"]]
    (bench,) = legacy.ok("benchmark", "list")["items"]
    assert (bench["run_count"], bench["last_run_name"]) == (1, run["name"])

    detail = legacy.ok("benchmark", "runs", "info", run["name"])
    assert set(detail["data"]) == {
        "benchmark_run",
        "configuration",
        "agents",
        "progress",
        "totals",
        "agent_metrics",
        "workspace",
    }
    assert detail["data"]["benchmark_run"]["id"] == run["id"]
    assert detail["data"]["configuration"]["resolved_secret_scopes"] == {
        "COMPAT_OPENAI_KEY": "user"
    }

    stopped = legacy.ok("benchmark", "runs", "stop", run["name"], "--yes")
    assert (stopped["operation"], stopped["resource"]["id"]) == ("benchmark.stop", run["id"])
    assert (
        legacy.wire(f"/api/cli/benchmark-runs/{run['id']}")["benchmark_run"]["status"] == "stopped"
    )


def test_errors_come_back_as_its_error_envelopes(legacy: Legacy) -> None:
    def error(result: Completed) -> dict[str, Any]:
        assert result.returncode != 0 and not result.stdout, result.stdout
        (line,) = [ln for ln in result.stderr.splitlines() if ln.startswith("{")]
        doc = json.loads(line)
        assert doc["cli_version"] == VERSION and set(doc["error"]) == {"code", "message", "details"}
        return doc["error"]

    missing = error(legacy("benchmark", "info", "no-such-bench"))
    assert missing["code"] == "NOT_FOUND"
    assert missing["message"] == 'Benchmark "no-such-bench" not found.'

    bad_token = error(legacy("benchmark", "list", token="osm_" + "x" * 43))
    assert bad_token["code"] == "AUTH_REQUIRED"
    assert "OSMOSIS_TOKEN" in bad_token["message"]
