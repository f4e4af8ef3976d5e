"""The LLM-agent and judge paths, offline: a fake OpenAI-compatible server on loopback
(``tests/fake_openai.py``) plays the model.

* Adapter level: ``run_attempt`` with the ``terminus-2`` harness and an ``endpoint`` model solves
  the bundled ``csv-column-sum`` task in the Docker-free local sandbox. The fake model's scripted
  replies make terminus-2 type the solution into its tmux session and then mark the task
  complete; the attempt records the tokens and the number of model calls the server saw, the key
  travels only as ``Authorization: Bearer`` and is in no file of the trial.
* End to end: the same through the real CLI (``secret set``, ``benchmark submit``, ``benchmark
  runs info``) and a real platform whose scheduler executes the run (``live_platform``).
* Judge: a test-only task whose verifier calls the fake server with the judge model and key it
  was given (``JUDGE_MODEL`` and the judge secret under its own name) and passes only if both
  arrived.
"""

from __future__ import annotations

import asyncio
import csv
import json
import os
import textwrap
import time
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any
from uuid import uuid4

import httpx
import pytest
from fake_openai import FakeOpenAI, terminus_reply

import osmosis_platform
from conftest import Completed, RunCli
from osmosis_platform.execution.harbor_adapter import AttemptRequest, AttemptResult, run_attempt

TASK = (
    Path(osmosis_platform.__file__).parent
    / "bundled"
    / "osmosis-bench"
    / "tasks"
    / "csv-column-sum"
)
MODEL = "fake-model"
PROMPT_TOKENS = 1234
COMPLETION_TOKENS = 56
# One shell line that writes /app/totals.txt the way the task asks.
SOLVE = (
    "python3 -c 'import csv; from decimal import Decimal as D; t = {}; "
    '[t.__setitem__(r["region"], t.get(r["region"], D(0)) + D(r["amount"].replace(",", ""))) '
    'for r in csv.DictReader(open("/app/sales.csv", newline=""))]; '
    'open("/app/totals.txt", "w").write("".join(f"{k},{v:.2f}\\n" for k, v in sorted(t.items())))'
    "'\n"
)


def solving_script() -> list[str]:
    """Run the solution and show the result; then claim completion and confirm it."""
    return [
        terminus_reply([(SOLVE, 1.0), ("cat /app/totals.txt\n", 0.3)], note="Compute totals."),
        terminus_reply(complete=True, note="totals.txt is written."),
        terminus_reply(complete=True, note="Confirmed."),
    ]


def expected_totals() -> list[str]:
    totals: dict[str, Decimal] = {}
    with open(TASK / "environment" / "sales.csv", newline="", encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            amount = Decimal(row["amount"].replace(",", ""))
            totals[row["region"]] = totals.get(row["region"], Decimal(0)) + amount
    return [f"{region},{totals[region]:.2f}" for region in sorted(totals)]


def files_containing(root: Path, value: str) -> list[Path]:
    needle = value.encode()
    return [p for p in root.rglob("*") if p.is_file() and needle in p.read_bytes()]


def attempt(tmp_path: Path, server: FakeOpenAI, key_value: str | None, **extra: Any):
    model = {
        "type": "endpoint",
        "base_url": server.url + "/v1",
        "model": MODEL,
        "api_key_secret": "FAKE_KEY",
        **extra.pop("model", {}),
    }
    return AttemptRequest(
        attempt_id=uuid4().hex,
        task_path=extra.pop("task_path", TASK),
        trials_dir=tmp_path / "trials",
        harness="terminus-2",
        model=model,
        env=extra.pop("env", {}),
        secrets={} if key_value is None else {"FAKE_KEY": key_value},
        **extra,
    )


def run(request: AttemptRequest) -> AttemptResult:
    return asyncio.run(run_attempt(request))


@pytest.fixture
def fake() -> Iterator[FakeOpenAI]:
    with FakeOpenAI(prompt_tokens=PROMPT_TOKENS, completion_tokens=COMPLETION_TOKENS) as server:
        yield server


# ---------------------------------------------------------------- adapter level


def test_terminus_with_an_endpoint_model_solves_a_smoke_task(
    fake: FakeOpenAI, tmp_path: Path
) -> None:
    key = "sk-fake-" + uuid4().hex
    fake.serve(MODEL, key, solving_script())
    request = attempt(tmp_path, fake, key, model={"extra_headers": {"X-Osmosis-Test": "llm-path"}})

    result = run(request)

    assert (result.outcome, result.reward, result.passed) == ("passed", 1.0, True), result
    assert result.failure_cause is None and result.exception_type is None
    calls = fake.completions(status=None)
    assert len(calls) == 3 and all(c.status == 200 for c in calls)
    # what the attempt records is what the server reported
    assert result.model_requests == len(calls)
    assert result.input_tokens == PROMPT_TOKENS * len(calls)
    assert result.output_tokens == COMPLETION_TOKENS * len(calls)
    assert result.cache_tokens == 0
    assert result.cost_usd is None  # LiteLLM has no price for a custom model
    for call in calls:
        assert call.path == "/v1/chat/completions"
        assert call.model == MODEL  # the endpoint's model id, sent unchanged
        assert call.authorization == f"Bearer {key}"
        assert call.headers.get("x-osmosis-test") == "llm-path"
        assert call.body and not call.body.get("stream")
    # the agent got the task, and the model got the terminal output of its commands
    first = calls[0].body["messages"]
    assert "Regional sales totals" in first[-1]["content"]
    observed = calls[1].body["messages"][-1]["content"]
    for line in expected_totals():
        assert line in observed, observed
    # the key is in no file of the trial, and no longer in this process's environment
    trial = result.trial_dir
    assert trial is not None and (trial / "agent" / "trajectory.json").is_file()
    assert (trial / "result.json").is_file() and (trial / "config.json").is_file()
    assert files_containing(trial, key) == []
    assert key not in os.environ.values()
    recorded = json.loads((trial / "result.json").read_text())["agent_result"]
    assert recorded["n_input_tokens"] == result.input_tokens


def test_model_id_with_a_slash_reaches_the_endpoint_unchanged(
    fake: FakeOpenAI, tmp_path: Path
) -> None:
    """A custom endpoint's ids often look like provider slugs ("openai/gpt-…", "org/model"):
    LiteLLM must not strip the prefix. The agent gives up without solving, so the attempt is a
    recorded failure that still carries its usage."""
    key = "sk-fake-" + uuid4().hex
    fake.serve("openai/fake-model", key, [terminus_reply(complete=True)])
    result = run(attempt(tmp_path, fake, key, model={"model": "openai/fake-model"}))

    assert (result.outcome, result.reward, result.passed) == ("failed", 0.0, False), result
    calls = fake.completions(status=None)
    assert [c.status for c in calls] == [200, 200]
    assert {c.model for c in calls} == {"openai/fake-model"}
    assert (result.model_requests, result.input_tokens) == (2, 2 * PROMPT_TOKENS)


def test_a_rejected_key_is_a_provider_error(fake: FakeOpenAI, tmp_path: Path) -> None:
    fake.serve(MODEL, "sk-the-right-one", solving_script())
    wrong = "sk-wrong-" + uuid4().hex
    result = run(attempt(tmp_path, fake, wrong))

    assert (result.outcome, result.failure_cause) == ("errored", "provider_error"), result
    assert result.passed is None and result.reward is None
    assert result.model_requests == 0  # calls that returned; the server refused every one
    calls = fake.completions(status=None)
    assert calls and {c.status for c in calls} == {401}
    assert {c.authorization for c in calls} == {f"Bearer {wrong}"}
    assert wrong not in (result.failure_message or "")
    assert result.trial_dir is not None and files_containing(result.trial_dir, wrong) == []


def test_a_missing_model_key_never_falls_back_to_the_platforms_environment(
    fake: FakeOpenAI, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    host_key = "sk-platform-own-" + uuid4().hex
    monkeypatch.setenv("FAKE_KEY", host_key)
    fake.serve(MODEL, host_key, solving_script())
    result = run(attempt(tmp_path, fake, None))

    assert (result.outcome, result.failure_cause) == ("errored", "harness_error"), result
    assert "FAKE_KEY" in (result.failure_message or "")
    assert result.retryable is False
    assert fake.requests == []


@pytest.mark.parametrize(
    ("harness", "model", "message"),
    [
        ("codex", {"extra_headers": {"X-A": "1"}}, "extra_headers"),
        ("terminus-2", {"type": "hosted", "base_model": "m"}, "hosted"),
    ],
    ids=["extra-headers-without-terminus", "hosted-model"],
)
def test_unrunnable_model_configs_fail_before_any_model_call(
    fake: FakeOpenAI, tmp_path: Path, harness: str, model: dict[str, Any], message: str
) -> None:
    fake.serve(MODEL, "sk-x", solving_script())
    request = attempt(tmp_path, fake, "sk-x", model=model)
    request.harness = harness
    result = run(request)
    assert (result.outcome, result.failure_cause) == ("errored", "harness_error"), result
    assert message in (result.failure_message or "") and result.retryable is False
    assert fake.requests == []


# ---------------------------------------------------------------- judge path


def judge_task(
    root: Path, judge_url: str, *, network: str = "public", verifier_net: str = ""
) -> Path:
    """A task whose verifier asks the judge model (``JUDGE_MODEL``, key in ``JUDGE_KEY``) for a
    verdict at ``JUDGE_BASE_URL`` and passes only on an answered ``PASS``."""
    task = root / f"judge-{uuid4().hex[:6]}"
    (task / "tests").mkdir(parents=True)
    (task / "environment").mkdir()
    (task / "instruction.md").write_text("Nothing to do: the judge decides.\n")
    verifier_network = f'network_mode = "{verifier_net}"\n' if verifier_net else ""
    (task / "task.toml").write_text(
        textwrap.dedent(
            """\
            schema_version = "1.4"
            [agent]
            timeout_sec = 60
            [verifier]
            timeout_sec = 60
            {verifier_network}
            [verifier.env]
            JUDGE_BASE_URL = "{url}"
            [environment]
            workdir = "/app"
            network_mode = "{network}"
            """
        ).format(url=judge_url, network=network, verifier_network=verifier_network)
    )
    (task / "tests" / "test.sh").write_text(
        textwrap.dedent(
            """\
            #!/bin/bash
            mkdir -p /logs/verifier
            echo 0 > /logs/verifier/reward.txt
            python3 - <<'PY'
            import json, os, urllib.request
            body = {
                "model": os.environ.get("JUDGE_MODEL", ""),
                "messages": [{"role": "user", "content": "Did the agent pass? PASS or FAIL."}],
            }
            request = urllib.request.Request(
                os.environ["JUDGE_BASE_URL"] + "/chat/completions",
                data=json.dumps(body).encode(),
                headers={
                    "Content-Type": "application/json",
                    "Authorization": "Bearer " + os.environ.get("JUDGE_KEY", ""),
                },
            )
            try:
                with urllib.request.urlopen(request, timeout=20) as response:
                    verdict = json.load(response)["choices"][0]["message"]["content"]
            except Exception as exc:
                print("judge call failed:", exc)
                raise SystemExit(0)
            print("judge verdict:", verdict)
            if verdict.strip() == "PASS":
                with open("/logs/verifier/reward.txt", "w") as handle:
                    handle.write("1\\n")
            PY
            """
        )
    )
    (task / "tests" / "test.sh").chmod(0o755)
    return task


JUDGE_KEY = "sk-judge-" + uuid4().hex


@pytest.mark.parametrize(
    ("judge_model", "verifier_secrets", "passed", "status"),
    [
        ("judge-x", {"JUDGE_KEY": JUDGE_KEY}, True, 200),
        ("judge-x", {}, False, 401),  # no key delivered
        ("judge-x", {"JUDGE_KEY": "sk-judge-wrong"}, False, 401),
        ("judge-other", {"JUDGE_KEY": JUDGE_KEY}, False, 404),  # not the judge model
    ],
    ids=["model-and-key", "no-key", "wrong-key", "wrong-model"],
)
def test_verifier_gets_the_judge_model_and_key(
    fake: FakeOpenAI,
    tmp_path: Path,
    judge_model: str,
    verifier_secrets: dict[str, str],
    passed: bool,
    status: int,
) -> None:
    fake.serve("judge-x", JUDGE_KEY, ["PASS"])
    request = AttemptRequest(
        attempt_id=uuid4().hex,
        task_path=judge_task(tmp_path, fake.url + "/v1"),
        trials_dir=tmp_path / "trials",
        harness="nop",
        model={},
        env={},
        secrets={},
        verifier_secrets=verifier_secrets,
        judge_model=judge_model,
    )
    result = run(request)

    assert result.outcome == ("passed" if passed else "failed"), result
    assert result.reward == (1.0 if passed else 0.0)
    (call,) = fake.completions(status=None)  # the verifier called the judge exactly once
    assert (call.status, call.model) == (status, judge_model)
    assert call.authorization == f"Bearer {verifier_secrets.get('JUDGE_KEY', '')}"
    assert result.trial_dir is not None
    assert files_containing(result.trial_dir, JUDGE_KEY) == []
    stdout = (result.trial_dir / "verifier" / "test-stdout.txt").read_text()
    assert ("judge verdict: PASS" in stdout) == passed, stdout


def test_a_verifier_only_network_grant_is_refused_by_a_static_sandbox(
    fake: FakeOpenAI, tmp_path: Path
) -> None:
    """Harbor 0.25: ``[verifier] network_mode`` may not be broader than the agent's when the
    environment cannot switch policies after start (the local sandbox cannot): a judge task
    needs ``[environment] network_mode = "public"``. Such a task is a clear, non-retried error,
    not a silent zero."""
    fake.serve("judge-x", JUDGE_KEY, ["PASS"])
    task = judge_task(tmp_path, fake.url + "/v1", network="no-network", verifier_net="public")
    result = run(
        AttemptRequest(
            attempt_id=uuid4().hex,
            task_path=task,
            trials_dir=tmp_path / "trials",
            harness="nop",
            model={},
            env={},
            secrets={},
            verifier_secrets={"JUDGE_KEY": JUDGE_KEY},
            judge_model="judge-x",
        )
    )
    assert (result.outcome, result.failure_cause) == ("errored", "harness_error"), result
    assert "network policy" in (result.failure_message or "")
    assert result.retryable is False
    assert fake.requests == []


# ---------------------------------------------------------------- through the platform and CLI


def cli_ok(result: Completed, *secrets: str) -> dict[str, Any]:
    assert result.returncode == 0, result.stderr
    for value in secrets:
        assert value not in result.stdout and value not in result.stderr
    return result.json()


def test_llm_agent_run_end_to_end_through_the_cli(
    run_cli: RunCli, live_platform: Any, fake: FakeOpenAI, tmp_path: Path
) -> None:
    key = "sk-fake-e2e-" + uuid4().hex
    fake.serve(MODEL, key, solving_script())
    workspace = f"llm-{uuid4().hex[:8]}"
    env = live_platform.env("alice", workspace)

    cli_ok(
        run_cli("--json", "secret", "set", "FAKE_KEY", "--env", "SRC", env={**env, "SRC": key}),
        key,
    )
    config = tmp_path / "llm.toml"
    config.write_text(
        textwrap.dedent(
            f"""\
            [experiment]
            benchmark = "osmosis-bench"

            [tasks]
            task_names = ["csv-column-sum"]

            [execution]
            attempts_per_task = 1
            max_concurrent_attempts = 1

            [[agents]]
            harness = "terminus-2"
            [agents.model]
            type = "endpoint"
            base_url = "{fake.url}/v1"
            model = "{MODEL}"
            api_key_secret = "FAKE_KEY"
            """
        ),
        encoding="utf-8",
    )
    submitted = cli_ok(run_cli("--json", "benchmark", "submit", str(config), "-y", env=env), key)
    name = submitted["resource"]["name"]

    deadline = time.monotonic() + 150
    while True:
        info = cli_ok(run_cli("--json", "benchmark", "runs", "info", name, env=env), key)["data"]
        if info["benchmark_run"]["status"] in ("finished", "failed", "stopped"):
            break
        assert time.monotonic() < deadline, info["benchmark_run"]
        time.sleep(0.5)

    calls = fake.completions(status=None)
    assert len(calls) == 3 and {c.status for c in calls} == {200}
    assert {c.authorization for c in calls} == {f"Bearer {key}"}
    assert info["benchmark_run"]["status"] == "finished", info
    totals = info["totals"]
    assert (totals["passed"], totals["failed"], totals["errored"]) == (1, 0, 0), totals
    assert totals["total_input_tokens"] == PROMPT_TOKENS * len(calls)
    assert totals["total_output_tokens"] == COMPLETION_TOKENS * len(calls)
    assert totals["total_cost_usd"] is None
    (agent,) = info["agents"]
    assert agent["harness"] == "terminus-2"
    assert agent["aggregates"]["tokens_per_task"] == (PROMPT_TOKENS + COMPLETION_TOKENS) * len(
        calls
    )
    assert info["agent_metrics"][0]["pass_at_1"]["value"] == 1.0

    wire = httpx.get(
        f"{live_platform.url}/api/cli/benchmark-runs/{name}/attempts",
        headers={"Authorization": f"Bearer {env['OSMOSIS_TOKEN']}"},
        timeout=30,
    )
    assert wire.status_code == 200, wire.text
    assert key not in wire.text
    (row,) = wire.json()["attempts"]
    assert (row["outcome"], row["passed"], row["reward"]) == ("passed", True, 1.0), row
    assert row["input_tokens"] == PROMPT_TOKENS * len(calls)
    assert row["output_tokens"] == COMPLETION_TOKENS * len(calls)
    assert row["model_requests"] == len(calls)
    assert row["phase_timings"].get("agent_execution") is not None

    logs = run_cli("--json", "benchmark", "runs", "logs", name, env=env)
    cli_ok(logs, key)
    # the key is stored encrypted and scrubbed from artifacts: no file of the platform has it
    assert files_containing(live_platform.home, key) == []
