"""Sandbox environments come from the platform's plugin hooks: our Docker-free ``local`` one and
Harbor's own, which are passed through to Harbor unchanged."""

from __future__ import annotations

import asyncio
from pathlib import Path

from osmosis_platform.execution.harbor_adapter import AttemptRequest, run_attempt
from osmosis_platform.hookspecs import collect, plugin_manager

TASK = (
    Path(__file__).resolve().parents[1]
    / "osmosis_platform"
    / "bundled"
    / "osmosis-bench"
    / "tasks"
    / "csv-column-sum"
)


def test_environments_are_registered_through_the_hook() -> None:
    registry = collect(plugin_manager(), "register_sandbox_environments", "environment")
    assert registry.targets["local"] == "osmosis_platform.sandbox.local:LocalSandbox"
    for name in ("docker", "podman", "daytona", "modal", "e2b"):
        assert registry.targets[name] is None  # Harbor's own, by type name
    assert registry.load("local").type() == "local"


def test_a_harbor_environment_is_passed_through_unchanged(tmp_path: Path) -> None:
    """With ``docker`` selected, the trial reaches Harbor's Docker environment (which, with no
    daemon and no egress control here, refuses the no-network task) — not our sandbox."""
    request = AttemptRequest(
        attempt_id="passthrough01",
        task_path=TASK,
        trials_dir=tmp_path,
        harness="oracle",
        model={},
        env={},
        secrets={},
        environment="docker",
        environment_target=None,
    )
    result = asyncio.run(run_attempt(request))
    assert result.outcome == "errored"
    assert "DOCKER" in (result.failure_message or "").upper()
    assert not (tmp_path / "sandboxes").exists()
