"""``osmosis secret set | list | delete`` end to end: the real executable against the real
platform server (``platform_server`` fixture). Each test uses its own workspace because the
server is shared by the whole session."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any
from uuid import uuid4

import httpx
import pytest

from conftest import ROOT, Completed, RunCli, osmosis_exe

SENTINEL = "sk-e2e-SENTINEL-" + uuid4().hex


@pytest.fixture
def workspace() -> str:
    return f"sec-{uuid4().hex[:8]}"


@pytest.fixture
def env(platform_server: Any, workspace: str) -> dict[str, str]:
    return platform_server.env(user="alice", workspace=workspace)


def items_by_key(doc: dict[str, Any]) -> dict[tuple[str, str], dict[str, Any]]:
    return {(item["name"], item["scope"]): item for item in doc["items"]}


def no_sentinel(*results: Completed) -> None:
    for result in results:
        assert SENTINEL not in result.stdout, result.stdout
        assert SENTINEL not in result.stderr, result.stderr


def test_set_from_env_then_list_in_every_mode(run_cli: RunCli, env: dict[str, str]) -> None:
    saved = run_cli(
        "--json", "secret", "set", "OPENAI_API_KEY", "--env", "SRC", env={**env, "SRC": SENTINEL}
    )
    assert saved.returncode == 0, saved.stderr
    doc = saved.json()
    assert (doc["operation"], doc["status"]) == ("secret.set", "success")
    assert doc["message"] == 'Secret "OPENAI_API_KEY" saved in personal scope.'
    assert doc["resource"]["scope"] == "personal"
    assert "value" not in doc["resource"]

    listed = run_cli("--json", "secret", "list", env=env)
    assert listed.returncode == 0, listed.stderr
    page = listed.json()
    assert {"schema_version", "items", "total_count", "has_more", "next_offset"} <= set(page)
    assert "workspace" in page or "git" in page  # the scope extras are always there
    # as 0.3.8: the key (and the "View secrets" hint) exactly when the server names a page
    wire = httpx.get(
        env["OSMOSIS_PLATFORM_URL"] + "/api/cli/environment-secrets",
        headers={"Authorization": f"Bearer {env['OSMOSIS_TOKEN']}"},
        timeout=30,
    ).json()
    assert page.get("platform_url") == (wire["platform_url"] or None)
    assert ("platform_url" in page) == bool(wire["platform_url"])
    assert ("next_steps_structured" in doc) == bool(wire["platform_url"])
    assert (page["total_count"], page["has_more"], page["next_offset"]) == (1, False, None)
    (item,) = page["items"]
    assert (item["name"], item["scope"]) == ("OPENAI_API_KEY", "personal")
    assert item["updater_name"] and item["updated_at"]
    assert "value" not in item

    table = run_cli("secret", "list", env=env)
    assert table.returncode == 0, table.stderr
    hint = f"View secrets: {wire['platform_url']}" if wire["platform_url"] else ""
    assert table.stderr.strip() == hint
    lines = table.stdout.splitlines()
    assert lines[1].split() == ["Name", "Scope", "Updated", "Updated", "By"]
    assert lines[2].split()[:2] == ["OPENAI_API_KEY", "Personal"]

    plain = run_cli("--plain", "secret", "list", env=env)
    assert plain.returncode == 0, plain.stderr
    (row,) = plain.stdout.splitlines()
    assert row.split("\t")[:2] == ["OPENAI_API_KEY", "Personal"]
    assert len(row.split("\t")) == 4
    no_sentinel(saved, listed, table, plain)


def test_set_from_stdin_in_workspace_scope_and_upsert(run_cli: RunCli, env: dict[str, str]) -> None:
    stdin_set = ("--json", "secret", "set", "HF_TOKEN", "--stdin", "--scope", "workspace")
    first = run_cli(*stdin_set, env=env, input=SENTINEL + "\n")
    assert first.returncode == 0, first.stderr
    created = first.json()
    assert created["message"] == 'Secret "HF_TOKEN" saved in workspace scope.'
    assert created["resource"]["scope"] == "workspace"

    second = run_cli(*stdin_set, env=env, input=SENTINEL + "-2\n")
    assert second.returncode == 0, second.stderr
    replaced = second.json()["resource"]
    assert replaced["id"] == created["resource"]["id"]  # an upsert keeps the record
    assert replaced["updated_at"] > created["resource"]["updated_at"]
    assert replaced["created_at"] == created["resource"]["created_at"]

    page = run_cli("--json", "secret", "list", "--scope", "workspace", env=env).json()
    (item,) = page["items"]  # one record, not two
    assert (item["id"], item["name"], item["scope"]) == (replaced["id"], "HF_TOKEN", "workspace")
    no_sentinel(first, second)


def test_personal_secret_shadows_workspace_secret(run_cli: RunCli, env: dict[str, str]) -> None:
    both = {**env, "SRC": SENTINEL}
    for scope in ("workspace", "personal"):
        result = run_cli("secret", "set", "SHARED_KEY", "--scope", scope, "--env", "SRC", env=both)
        assert result.returncode == 0, result.stderr
    run_cli("secret", "set", "TEAM_ONLY", "--scope", "workspace", "--env", "SRC", env=both)

    page = run_cli("--json", "secret", "list", env=env).json()
    items = items_by_key(page)
    assert set(items) == {
        ("SHARED_KEY", "personal"),
        ("SHARED_KEY", "workspace"),
        ("TEAM_ONLY", "workspace"),
    }
    assert items["SHARED_KEY", "workspace"]["shadowed"] is True
    assert "shadowed" not in items["SHARED_KEY", "personal"]
    assert "shadowed" not in items["TEAM_ONLY", "workspace"]

    only_workspace = run_cli("--json", "secret", "list", "--scope", "workspace", env=env).json()
    assert {i["name"]: i.get("shadowed") for i in only_workspace["items"]} == {
        "SHARED_KEY": True,
        "TEAM_ONLY": None,
    }
    table = run_cli("secret", "list", env=env)
    assert "Workspace (shadowed by personal)" in table.stdout
    no_sentinel(table)


def test_personal_secrets_of_others_are_invisible(
    run_cli: RunCli, platform_server: Any, workspace: str, env: dict[str, str]
) -> None:
    # alice (the workspace's creator) shares one; bob keeps one to himself
    shared = run_cli(
        "secret", "set", "TEAM_KEY", "--scope", "workspace", "--env", "SRC", env={**env, "SRC": "x"}
    )
    assert shared.returncode == 0, shared.stderr
    bob = {**platform_server.env(user="bob", workspace=workspace), "SRC": SENTINEL}
    assert run_cli("secret", "set", "BOB_KEY", "--env", "SRC", env=bob).returncode == 0
    bob_sees = run_cli("--json", "secret", "list", env=bob).json()
    assert {(i["name"], i["scope"]) for i in bob_sees["items"]} == {
        ("BOB_KEY", "personal"),
        ("TEAM_KEY", "workspace"),
    }
    page = run_cli("--json", "secret", "list", env=env).json()
    assert [(i["name"], i["scope"]) for i in page["items"]] == [("TEAM_KEY", "workspace")]
    missing = run_cli("--json", "secret", "delete", "BOB_KEY", "-y", env=env)
    assert missing.returncode == 1
    assert missing.error()["error"]["message"] == 'Secret "BOB_KEY" not found.'


def test_delete_with_yes(run_cli: RunCli, env: dict[str, str]) -> None:
    run_cli(
        "secret",
        "set",
        "GONE_SOON",
        "--scope",
        "workspace",
        "--env",
        "SRC",
        env={**env, "SRC": SENTINEL},
    )
    result = run_cli(
        "--json", "secret", "delete", "GONE_SOON", "--scope", "workspace", "-y", env=env
    )
    assert result.returncode == 0, result.stderr
    doc = result.json()
    assert (doc["operation"], doc["status"]) == ("secret.delete", "success")
    resource = doc["resource"]
    assert (resource["name"], resource["scope"], resource["deleted"]) == (
        "GONE_SOON",
        "workspace",
        True,
    )
    assert "workspace" in resource or "git" in resource
    assert run_cli("--json", "secret", "list", env=env).json()["items"] == []


def test_delete_without_yes_is_refused_non_interactively(
    run_cli: RunCli, env: dict[str, str]
) -> None:
    run_cli("secret", "set", "KEEP_ME", "--env", "SRC", env={**env, "SRC": SENTINEL})
    result = run_cli("--json", "secret", "delete", "KEEP_ME", env=env)
    assert result.returncode == 1
    error = result.error()["error"]
    assert error["code"] == "INTERACTIVE_REQUIRED"
    assert error["message"] == "Use --yes to confirm in non-interactive mode."
    assert error["details"] == {
        "prompt": 'Delete personal secret "KEEP_ME"? This cannot be undone.',
        "summary": {"Name": "KEEP_ME", "Scope": "personal"},
    }
    page = run_cli("--json", "secret", "list", env=env).json()
    assert [i["name"] for i in page["items"]] == ["KEEP_ME"]


def test_delete_missing_is_not_found(run_cli: RunCli, env: dict[str, str]) -> None:
    result = run_cli("--json", "secret", "delete", "NEVER_SET", "-y", env=env)
    assert result.returncode == 1
    error = result.error()["error"]
    assert (error["code"], error["message"]) == ("NOT_FOUND", 'Secret "NEVER_SET" not found.')
    rich = run_cli("secret", "delete", "NEVER_SET", "-y", env=env)
    assert (rich.returncode, rich.stderr.strip()) == (1, 'Error: Secret "NEVER_SET" not found.')


def test_delete_in_the_wrong_scope_hints_at_the_other(run_cli: RunCli, env: dict[str, str]) -> None:
    run_cli(
        "secret",
        "set",
        "TEAM_KEY",
        "--scope",
        "workspace",
        "--env",
        "SRC",
        env={**env, "SRC": SENTINEL},
    )
    result = run_cli("--json", "secret", "delete", "TEAM_KEY", "-y", env=env)
    assert result.returncode == 1
    error = result.error()["error"]
    assert error["code"] == "NOT_FOUND"
    assert error["message"] == (
        'Secret "TEAM_KEY" not found in personal scope.\n'
        "Did you mean: osmosis secret delete TEAM_KEY --scope workspace"
    )
    rich = run_cli("secret", "delete", "TEAM_KEY", "-y", env=env)
    assert "--scope workspace" in rich.stderr  # what a person actually sees
    still = run_cli("--json", "secret", "list", env=env).json()
    assert [(i["name"], i["scope"]) for i in still["items"]] == [("TEAM_KEY", "workspace")]


def test_explicit_workspace_flag_scopes_the_envelope(
    run_cli: RunCli, workspace: str, env: dict[str, str]
) -> None:
    saved = run_cli(
        "--json",
        "--workspace",
        workspace,
        "secret",
        "set",
        "SCOPED",
        "--env",
        "SRC",
        env={**env, "SRC": SENTINEL},
    )
    assert saved.returncode == 0, saved.stderr
    assert saved.json()["resource"]["workspace"] == {"name": workspace}
    page = run_cli("--json", "--workspace", workspace, "secret", "list", env=env).json()
    assert page["workspace"] == {"name": workspace}
    assert [i["name"] for i in page["items"]] == ["SCOPED"]
    deleted = run_cli(
        "--json", "--workspace", workspace, "secret", "delete", "SCOPED", "-y", env=env
    )
    assert deleted.json()["resource"]["workspace"] == {"name": workspace}


def test_paging_against_the_real_server(
    run_cli: RunCli, platform_server: Any, env: dict[str, str]
) -> None:
    headers = {"Authorization": f"Bearer {env['OSMOSIS_TOKEN']}"}
    with httpx.Client(base_url=platform_server.url, headers=headers, timeout=30) as http:
        for index in range(57):
            response = http.post(
                "/api/cli/environment-secrets",
                json={"name": f"KEY_{index:03d}", "value": SENTINEL, "scope": "workspace"},
            )
            assert response.status_code in (200, 201), response.text
    first = run_cli("--json", "secret", "list", env=env).json()
    assert (len(first["items"]), first["total_count"], first["has_more"], first["next_offset"]) == (
        50,
        57,
        True,
        50,
    )
    small = run_cli("--json", "secret", "list", "--limit", "5", env=env).json()
    assert [i["name"] for i in small["items"]] == [f"KEY_{i:03d}" for i in range(5)]
    everything = run_cli("--json", "secret", "list", "--all", env=env).json()
    assert [i["name"] for i in everything["items"]] == [f"KEY_{i:03d}" for i in range(57)]
    assert (everything["has_more"], everything["next_offset"]) == (False, None)
    table = run_cli("secret", "list", env=env)
    assert "Showing 50 of 57. Use --all to show all, or --limit to adjust." in table.stderr
    last = run_cli("--json", "secret", "delete", "KEY_056", "--scope", "workspace", "-y", env=env)
    assert last.returncode == 0, last.stderr  # found on the second page


@pytest.mark.parametrize("value", ["0", "51"])
def test_limit_out_of_range_is_a_usage_error(
    run_cli: RunCli, env: dict[str, str], value: str
) -> None:
    result = run_cli("--json", "secret", "list", "--limit", value, env=env)
    assert result.returncode == 2
    error = result.error()["error"]
    assert (error["code"], error["message"]) == (
        "VALIDATION",
        f"{value} is not in the range 1<=x<=50.",
    )


def test_value_never_appears_even_in_debug_logs(run_cli: RunCli, env: dict[str, str]) -> None:
    debug = {**env, "SRC": SENTINEL, "OSMOSIS_DEBUG": "1"}
    results = [
        run_cli("-vv", "secret", "set", "LOUD_KEY", "--env", "SRC", env=debug),
        run_cli("-vv", "--json", "secret", "set", "LOUD_KEY", "--stdin", env=debug, input=SENTINEL),
        run_cli("-vv", "secret", "list", env=debug),
        run_cli("-vv", "--json", "secret", "list", "--all", env=debug),
        run_cli("-vv", "--json", "secret", "delete", "LOUD_KEY", "-y", env=debug),
    ]
    for result in results:
        assert result.returncode == 0, result.stderr
    no_sentinel(*results)


def test_server_side_rejection_is_reported_without_the_value(
    run_cli: RunCli, platform_server: Any, env: dict[str, str]
) -> None:
    bad = {**env, "OSMOSIS_TOKEN": "osm_not_a_real_token", "SRC": SENTINEL}
    result = run_cli("--json", "secret", "set", "ANY_KEY", "--env", "SRC", env=bad)
    assert result.returncode == 1
    assert result.error()["error"]["code"] == "AUTH_REQUIRED"
    no_sentinel(result)


# ------------------------------------------------- side by side with osmosis-ai 0.3.8

LEGACY_EXE = ROOT / ".tools" / "compat-venv-0.3.8" / "bin" / "osmosis"
SideBySide = Callable[..., tuple[Completed, Completed]]


@pytest.fixture
def side_by_side(workspace: str, env: dict[str, str], tmp_path: Path) -> SideBySide:
    """Run the same argv through 0.3.8 (cached by tests/test_compat_osmosis_ai.py) and ours,
    both with ``--workspace`` (0.3.8 needs it outside a git workspace) and ``TZ=UTC``."""
    if not LEGACY_EXE.exists():
        pytest.skip("osmosis-ai 0.3.8 is not cached; tests/test_compat_osmosis_ai.py installs it")
    home, cwd = tmp_path / "legacy-home", tmp_path / "cwd"
    home.mkdir()
    cwd.mkdir()
    (cwd / ".env").write_text("")  # stops both CLIs' upward .env search
    auth = {
        k: env[k] for k in ("OSMOSIS_PLATFORM_URL", "OSMOSIS_TOKEN", "OSMOSIS_TOKEN_PLATFORM_URL")
    }
    legacy_env = {
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "LANG": "C.UTF-8",
        "NO_COLOR": "1",
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "PYTHON_KEYRING_BACKEND": "keyring.backends.null.Keyring",
        "OSMOSIS_TOKEN_STORE": "file",
        **auth,
    }

    def run(*args: str, only: str | None = None, **extra: str) -> tuple[Completed, Completed]:
        out: list[Completed] = []
        for who, exe, base in (
            ("legacy", str(LEGACY_EXE), legacy_env),
            ("ours", osmosis_exe(), env),
        ):
            if only not in (None, who):
                out.append(Completed(0, "", ""))
                continue
            proc = subprocess.run(
                [exe, "--workspace", workspace, *args],
                capture_output=True,
                text=True,
                env={**base, "TZ": "UTC", **extra},
                cwd=cwd,
                stdin=subprocess.DEVNULL,
                timeout=120,
            )
            out.append(Completed(proc.returncode, proc.stdout, proc.stderr))
        return out[0], out[1]

    return run


def same_error(legacy: Completed, ours: Completed, *, message: str | None = None) -> None:
    assert ours.returncode == legacy.returncode, (legacy.stderr, ours.stderr)
    theirs, mine = legacy.error(), ours.error()
    assert mine["command"] == theirs["command"]
    assert mine["error"]["code"] == theirs["error"]["code"]
    assert mine["error"]["message"] == (message or theirs["error"]["message"])
    for key, value in theirs["error"]["details"].items():  # ours may only add keys
        assert mine["error"]["details"][key] == value


ERROR_CASES = [
    ["secret", "set", "bad-name", "--env", "SRC"],
    ["secret", "set", "", "--env", "SRC"],
    ["secret", "set", "X" * 256, "--env", "SRC"],
    ["secret", "set", "GOOD", "--scope", "team", "--env", "SRC"],
    ["secret", "set", "GOOD"],
    ["secret", "set", "GOOD", "--env", "MISSINGVAR"],
    ["secret", "set", "GOOD", "--env", "EMPTYVAR"],
    ["secret", "set", "GOOD", "--env", " "],
    ["secret", "delete", "bad-name", "-y"],
    ["secret", "delete", "GOOD", "--scope", "user", "-y"],
    ["secret", "list", "--scope", "user"],
    ["secret", "list", "--all", "--limit", "10"],
    ["secret", "list", "--limit", "0"],
    ["secret", "list", "--limit", "51"],
    ["secret", "delete", "NEVER_SET", "-y"],
    ["secret", "delete", "MINE"],
]


@pytest.mark.parametrize("args", ERROR_CASES, ids=lambda a: " ".join(a[1:]) or "-")
def test_errors_match_0_3_8(side_by_side: SideBySide, args: list[str]) -> None:
    side_by_side("secret", "set", "MINE", "--env", "SRC", SRC=SENTINEL)
    legacy, ours = side_by_side("--json", *args, EMPTYVAR="")
    same_error(legacy, ours)
    legacy_plain, ours_plain = side_by_side("--plain", *args, EMPTYVAR="")
    assert ours_plain.returncode == legacy_plain.returncode
    assert ours_plain.stderr == legacy_plain.stderr


def test_wrong_scope_hint_matches_0_3_8_plus_the_workspace(
    side_by_side: SideBySide, workspace: str
) -> None:
    side_by_side("secret", "set", "TEAM_KEY", "--scope", "workspace", "--env", "SRC", SRC="x")
    legacy, ours = side_by_side("--json", "secret", "delete", "TEAM_KEY", "-y")
    expected = legacy.error()["error"]["message"].replace(
        "osmosis secret", f"osmosis --workspace {workspace} secret"
    )
    assert "Did you mean: osmosis secret delete TEAM_KEY --scope workspace" in legacy.stderr
    same_error(legacy, ours, message=expected)


def test_successes_match_0_3_8(side_by_side: SideBySide) -> None:
    legacy_set, ours_set = side_by_side(
        "--json", "secret", "set", "SAME_A", "--env", "SRC", SRC=SENTINEL
    )
    assert set(legacy_set.json()) <= set(ours_set.json())
    assert set(legacy_set.json()["resource"]) <= set(ours_set.json()["resource"])
    assert ours_set.json()["message"] == legacy_set.json()["message"]
    side_by_side("secret", "set", "SAME_B", "--scope", "workspace", "--env", "SRC", SRC=SENTINEL)

    legacy_list, ours_list = side_by_side("--json", "secret", "list")
    theirs, mine = legacy_list.json(), ours_list.json()
    assert set(theirs) <= set(mine)
    assert {k: theirs[k] for k in theirs if k != "items"} == {
        k: mine[k] for k in theirs if k != "items"
    }
    assert [
        {k: i[k] for k in t} for t, i in zip(theirs["items"], mine["items"], strict=True)
    ] == theirs["items"]
    legacy_plain, ours_plain = side_by_side("--plain", "secret", "list")
    assert ours_plain.stdout == legacy_plain.stdout

    legacy_del, _ = side_by_side(
        "--json", "secret", "delete", "SAME_B", "--scope", "workspace", "-y", only="legacy"
    )
    assert legacy_del.returncode == 0, legacy_del.stderr
    side_by_side("secret", "set", "SAME_B", "--scope", "workspace", "--env", "SRC", SRC="x")
    _, ours_del = side_by_side(
        "--json", "secret", "delete", "SAME_B", "--scope", "workspace", "-y", only="ours"
    )
    theirs_doc = legacy_del.json()
    mine_doc = ours_del.json()
    assert {k: mine_doc[k] for k in theirs_doc if k != "resource"} == {
        k: theirs_doc[k] for k in theirs_doc if k != "resource"
    }
    assert {k: mine_doc["resource"][k] for k in theirs_doc["resource"]} == theirs_doc["resource"]
    no_sentinel(legacy_set, ours_set, legacy_list, ours_list)
