"""Bad input to the executor (issue 6, "Bad input"): every broken task or misbehaving agent
becomes a recorded attempt outcome — never an exception out of ``run_attempt``, never a hang.

Each test writes its own task (Harbor's format) and runs it through the one adapter the
scheduler uses, ``harbor_adapter.run_attempt``, on the Docker-free ``local`` sandbox, with a
per-test ``OSMOSIS_SANDBOX_DIR`` that must be empty again afterwards.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
import time
import uuid
from pathlib import Path

import pytest

from osmosis_platform.execution.harbor_adapter import (
    LOCAL_ENVIRONMENT,
    AttemptRequest,
    AttemptResult,
    run_attempt,
)

MB = 1 << 20


def make_task(
    root: Path,
    name: str,
    *,
    solve: str,
    test: str = "echo 1 > /logs/verifier/reward.txt",
    agent_timeout: float = 60,
    verifier_timeout: float = 30,
) -> Path:
    task = root / name
    for sub in ("tests", "solution", "environment"):
        (task / sub).mkdir(parents=True, exist_ok=True)
    (task / "instruction.md").write_text(f"Test task {name}.\n")
    (task / "task.toml").write_text(
        textwrap.dedent(
            f"""\
            schema_version = "1.4"
            [verifier]
            timeout_sec = {verifier_timeout}
            [agent]
            timeout_sec = {agent_timeout}
            [environment]
            workdir = "/app"
            network_mode = "no-network"
            """
        )
    )
    (task / "tests" / "test.sh").write_text("#!/bin/bash\n" + textwrap.dedent(test))
    (task / "solution" / "solve.sh").write_text("#!/bin/bash\n" + textwrap.dedent(solve))
    return task


def request(task: Path, trials: Path, **overrides) -> AttemptRequest:
    fields = {
        "attempt_id": uuid.uuid4().hex,
        "task_path": task,
        "trials_dir": trials,
        "harness": "oracle",
        "model": {},
        "env": {},
        "secrets": {},
        "environment_target": LOCAL_ENVIRONMENT,
    }
    fields.update(overrides)
    return AttemptRequest(**fields)


def attempt(task: Path, trials: Path, **overrides) -> tuple[AttemptResult, float]:
    started = time.monotonic()
    result = asyncio.run(run_attempt(request(task, trials, **overrides)))
    return result, time.monotonic() - started


@pytest.fixture
def sandbox_dir(monkeypatch: pytest.MonkeyPatch) -> Path:
    path = Path(tempfile.mkdtemp(prefix="osm-exec-"))
    monkeypatch.setenv("OSMOSIS_SANDBOX_DIR", str(path))
    yield path
    leftover = list(path.iterdir())
    shutil.rmtree(path, ignore_errors=True)
    assert leftover == [], f"sandboxes left behind: {leftover}"


@pytest.mark.timeout(60)
def test_verifier_that_writes_no_reward_is_a_verifier_error(
    tmp_path: Path, sandbox_dir: Path
) -> None:
    """The verifier runs and exits 0 but writes no reward file: not a pass, not a fail (Harbor
    alone would count it as 0), but an ``errored`` attempt blaming the verifier."""
    task = make_task(tmp_path, "no-reward", solve="true\n", test="echo checked, no reward\n")
    result, _ = attempt(task, tmp_path / "trials")
    assert result.outcome == "errored", result
    assert result.failure_cause == "verifier_error", result
    assert result.passed is None and result.reward is None
    assert result.trial_dir is not None and (result.trial_dir / "result.json").is_file()


@pytest.mark.timeout(60)
def test_hanging_test_script_ends_at_the_verifier_timeout(
    tmp_path: Path, sandbox_dir: Path
) -> None:
    """A test script that never returns is cut off at the task's 2 s verifier timeout: the
    attempt is ``errored`` with ``verifier_timeout`` a few seconds later, not minutes."""
    task = make_task(
        tmp_path,
        "hang",
        solve="true\n",
        test="echo 1 > /logs/verifier/reward.txt; sleep 1000\n",
        verifier_timeout=2,
    )
    result, elapsed = attempt(task, tmp_path / "trials")
    assert result.outcome == "errored", result
    assert result.failure_cause == "verifier_timeout", result
    assert result.exception_type == "VerifierTimeoutError"
    assert elapsed < 2 + 8, f"the attempt took {elapsed:.1f}s for a 2s verifier timeout"
    assert 1.5 < result.phase_timings["verifier"] < 2 + 5, result.phase_timings


@pytest.mark.timeout(60)
def test_solution_exiting_non_zero_is_scored_not_crashed(tmp_path: Path, sandbox_dir: Path) -> None:
    """An agent's exit status is not the grade: a solution that does the work and then exits 3
    passes; one that gives up with exit 3 fails. Both are ordinary recorded outcomes."""
    verifier = '[ "$(cat /app/answer 2>/dev/null)" = 42 ] && echo 1 > /logs/verifier/reward.txt || echo 0 > /logs/verifier/reward.txt\n'
    solved = make_task(tmp_path, "solved", solve="echo 42 > /app/answer\nexit 3\n", test=verifier)
    gave_up = make_task(tmp_path, "gave-up", solve="echo 'giving up' >&2\nexit 3\n", test=verifier)

    async def both():
        return await asyncio.gather(
            run_attempt(request(solved, tmp_path / "trials")),
            run_attempt(request(gave_up, tmp_path / "trials")),
        )

    passed, failed = asyncio.run(both())
    assert (passed.outcome, passed.reward, passed.passed) == ("passed", 1.0, True), passed
    assert (failed.outcome, failed.reward, failed.passed) == ("failed", 0.0, False), failed
    assert failed.failure_cause is None or failed.failure_cause == "agent_error", failed
    assert failed.trial_dir is not None
    assert (failed.trial_dir / "agent" / "exit-code.txt").read_text().strip() == "3"


LOUD_CHILD = """\
import asyncio, json, resource, sys, uuid
from pathlib import Path
from osmosis_platform.execution.harbor_adapter import AttemptRequest, run_attempt

def run(task):
    result = asyncio.run(run_attempt(AttemptRequest(
        attempt_id=uuid.uuid4().hex, task_path=Path(task), trials_dir=Path(sys.argv[3]),
        harness="oracle", model={}, env={}, secrets={})))
    log = result.trial_dir / "agent" / "oracle.txt" if result.trial_dir else None
    return {
        "outcome": result.outcome, "reward": result.reward, "cause": result.failure_cause,
        "log_bytes": log.stat().st_size if log and log.exists() else None,
        "peak_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
    }

quiet = run(sys.argv[1])  # warms every import and code path: the baseline peak
loud = run(sys.argv[2])
print(json.dumps({"quiet": quiet, "loud": loud}))
"""


@pytest.mark.timeout(90)
def test_agent_printing_megabytes_completes_with_bounded_memory(
    tmp_path: Path, sandbox_dir: Path
) -> None:
    """An agent that prints 48 MB (and a verifier that prints 48 MB more) still completes and
    is scored; the platform process's peak memory grows by far less than the output (logs are
    streamed through disk), and the agent log is kept whole as the attempt's artifact.

    Measured in a fresh child process: a quiet attempt first sets the peak with everything
    imported, then the loud one may raise it only a little."""
    size = 48 * MB
    quiet = make_task(tmp_path, "quiet", solve="echo hi\n")
    loud = make_task(
        tmp_path,
        "loud",
        solve=f"head -c {size} /dev/zero | tr '\\0' x\necho\necho done > /app/done\n",
        test=(
            f"head -c {size} /dev/zero | tr '\\0' y\n"
            "[ -f /app/done ] && echo 1 > /logs/verifier/reward.txt\n"
        ),
    )
    env = {**os.environ, "OSMOSIS_SANDBOX_DIR": str(sandbox_dir), "HARBOR_TELEMETRY": "0"}
    started = time.monotonic()
    completed = subprocess.run(
        [sys.executable, "-c", LOUD_CHILD, str(quiet), str(loud), str(tmp_path / "trials")],
        capture_output=True,
        text=True,
        timeout=80,
        env=env,
    )
    elapsed = time.monotonic() - started
    assert completed.returncode == 0, completed.stderr[-3000:]
    report = json.loads(completed.stdout.strip().splitlines()[-1])
    first, second = report["quiet"], report["loud"]
    assert first["outcome"] == "passed", first
    assert (second["outcome"], second["reward"]) == ("passed", 1.0), second
    assert second["log_bytes"] == size + 1, second  # the whole log, as an artifact
    growth = (second["peak_kb"] - first["peak_kb"]) * 1024
    assert growth < 16 * MB, (
        f"peak memory grew by {growth / MB:.1f} MB for {size // MB} MB of output"
    )
    assert elapsed < 60, f"{elapsed:.1f}s"


@pytest.mark.timeout(60)
def test_timeout_multiplier_scales_the_agent_timeout(tmp_path: Path, sandbox_dir: Path) -> None:
    """A 1 s agent timeout and a solution that needs ~2.5 s: at multiplier 1 the attempt times
    out (graded as Harbor does: reward 0, ``agent_timeout``); at multiplier 5 the same task
    passes."""
    task = make_task(
        tmp_path,
        "slow",
        agent_timeout=1,
        solve="sleep 2.5\necho 42 > /app/answer\n",
        test='[ "$(cat /app/answer 2>/dev/null)" = 42 ] && echo 1 > /logs/verifier/reward.txt || echo 0 > /logs/verifier/reward.txt\n',
    )

    async def both():
        return await asyncio.gather(
            run_attempt(request(task, tmp_path / "t1", timeout_multiplier=1.0)),
            run_attempt(request(task, tmp_path / "t5", timeout_multiplier=5.0)),
        )

    short, long = asyncio.run(both())
    assert short.exception_type == "AgentTimeoutError", short
    assert (short.outcome, short.failure_cause) == ("failed", "agent_timeout"), short
    assert short.phase_timings["agent_execution"] < 2.0, short.phase_timings
    assert long.exception_type is None, long
    assert (long.outcome, long.reward) == ("passed", 1.0), long
    assert long.phase_timings["agent_execution"] > 2.0, long.phase_timings


@pytest.mark.timeout(60)
def test_unknown_harness_and_missing_secret_are_errored_attempts(
    tmp_path: Path, sandbox_dir: Path
) -> None:
    """What slipped past submit-time checks still ends as a recorded, non-retryable
    ``harness_error`` naming the problem, never an exception into the scheduler: a harness
    Harbor does not know, and a model key secret with no value (Harbor must not fall back to
    this process's own environment for it)."""
    task = make_task(tmp_path, "any", solve="true\n")
    endpoint = {"type": "endpoint", "model": "m", "base_url": "http://127.0.0.1:9/v1"}
    unknown, _ = attempt(task, tmp_path / "trials", harness="no-such-harness", model=endpoint)
    keyless, _ = attempt(
        task,
        tmp_path / "trials",
        harness="terminus-2",
        model={**endpoint, "api_key_secret": "OSMOSIS_TEST_MISSING_KEY"},
    )
    for result, needle in ((unknown, "no-such-harness"), (keyless, "OSMOSIS_TEST_MISSING_KEY")):
        assert (result.outcome, result.failure_cause) == ("errored", "harness_error"), result
        assert result.retryable is False, result
        assert needle in (result.failure_message or ""), result.failure_message
