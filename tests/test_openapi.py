"""The spec is valid OpenAPI 3.1 and the committed client is exactly what it generates."""

from __future__ import annotations

import filecmp
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from conftest import ROOT

SPEC = ROOT / "openapi" / "osmosis.yaml"
IGNORED = {"__pycache__", ".ruff_cache"}


def load_spec() -> dict:
    return yaml.safe_load(SPEC.read_text())


def test_spec_validates_as_openapi_31() -> None:
    from openapi_spec_validator import validate

    spec = load_spec()
    assert spec["openapi"].startswith("3.1")
    validate(spec)


CONTRACT_ROUTES = {
    ("get", "/api/cli/benchmarks"),
    ("get", "/api/cli/benchmarks/{key}"),
    ("get", "/api/cli/benchmark-runs"),
    ("post", "/api/cli/benchmark-runs"),
    ("get", "/api/cli/benchmark-runs/{name_or_id}"),
    ("get", "/api/cli/benchmark-runs/{name_or_id}/logs"),
    ("post", "/api/cli/benchmark-runs/{name_or_id}/stop"),
    ("get", "/api/cli/benchmark-runs/{name_or_id}/outputs/manifest"),
    ("post", "/api/cli/benchmark-runs/{name_or_id}/outputs/download-urls"),
    ("get", "/api/cli/environment-secrets"),
    ("post", "/api/cli/environment-secrets"),
    ("delete", "/api/cli/environment-secrets"),
    ("delete", "/api/cli/tokens/{token_id}"),
    ("get", "/api/cli/verify"),
}


def operations(spec: dict) -> dict[tuple[str, str], dict]:
    return {
        (method, path): op
        for path, item in spec["paths"].items()
        for method, op in item.items()
        if method in {"get", "post", "put", "patch", "delete"}
    }


def test_every_contract_route_is_present_and_not_an_extension() -> None:
    ops = operations(load_spec())
    missing = CONTRACT_ROUTES - ops.keys()
    assert not missing
    for key in CONTRACT_ROUTES:
        assert not ops[key].get("x-osmosis-extension"), key


def test_everything_beyond_the_contract_is_marked_as_extension() -> None:
    ops = operations(load_spec())
    extra = {key for key in ops if key not in CONTRACT_ROUTES}
    assert extra, "the spec should carry our additions"
    unmarked = [key for key in extra if ops[key].get("x-osmosis-extension") is not True]
    assert not unmarked


def test_list_wrappers_use_the_contract_field_names() -> None:
    schemas = load_spec()["components"]["schemas"]
    text = SPEC.read_text()
    for name in (
        "benchmark_runs",
        "environment_secrets",
        "next_cursor",
        "sync_status",
        "task_sets",
    ):
        assert name in text
    wrappers = [s for s in schemas.values() if "total_count" in s.get("properties", {})]
    assert wrappers and all(
        {"total_count", "has_more", "next_offset"} <= set(s.get("required", [])) for s in wrappers
    )


def _differences(left: Path, right: Path) -> list[str]:
    cmp = filecmp.dircmp(left, right, ignore=list(IGNORED))
    found = [f"only in committed: {n}" for n in cmp.left_only]
    found += [f"only in fresh: {n}" for n in cmp.right_only]
    found += [f"differs: {n}" for n in cmp.diff_files + cmp.funny_files]
    # dircmp compares shallowly by stat; recheck content of "same" files byte for byte.
    for name in cmp.common_files:
        if (left / name).read_bytes() != (right / name).read_bytes():
            found.append(f"differs: {name}")
    for sub in cmp.common_dirs:
        found += [f"{sub}/{d}" for d in _differences(left / sub, right / sub)]
    return found


@pytest.mark.timeout(300)
def test_committed_client_matches_a_fresh_generation(tmp_path: Path) -> None:
    fresh = tmp_path / "generated_client"
    subprocess.run(
        [str(ROOT / "scripts" / "generate-client"), "--output", str(fresh)],
        check=True,
        capture_output=True,
        text=True,
    )
    diffs = _differences(ROOT / "generated_client", fresh)
    assert not diffs, "generated_client/ is stale; run scripts/generate-client:\n" + "\n".join(
        diffs
    )


def test_drift_check_notices_a_changed_spec(tmp_path: Path) -> None:
    """The drift test can fail: a spec edit without regeneration shows up as a difference."""
    copy = tmp_path / "repo"
    for part in ("openapi", "scripts"):
        shutil.copytree(ROOT / part, copy / part)
    (copy / ".venv").symlink_to(ROOT / ".venv")
    spec = copy / "openapi" / "osmosis.yaml"
    spec.write_text(spec.read_text().replace("operationId: verify_token", "operationId: whoami"))
    fresh = tmp_path / "fresh"
    subprocess.run(
        [str(copy / "scripts" / "generate-client"), "--output", str(fresh)],
        check=True,
        capture_output=True,
    )
    diffs = _differences(ROOT / "generated_client", fresh)
    assert any("whoami" in d or "verify_token" in d for d in diffs), diffs
