"""The submit body (contract §15.4) and the summaries derived from it (§15.2–§15.5)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from osmosis_benchmark import preview
from osmosis_benchmark.config import BenchmarkConfig, parse_config
from osmosis_benchmark.payload import build_payload, config_summary, without_secret_values
from osmosis_core.platform.scope import Scope

PROVIDER = {"type": "provider", "model": "openai/gpt-5.2", "api_key_secret": "OPENAI_API_KEY"}


def config(**raw: Any) -> BenchmarkConfig:
    doc = {"experiment": {"benchmark": "osmosis-bench"}, "agents": [{"model": PROVIDER}]}
    doc.update(raw)
    return parse_config(doc, Path("/cfg/bench.toml"))


def test_minimal_body_has_only_the_always_present_keys() -> None:
    assert build_payload(config(), {}) == {
        "experiment_config": {"benchmark": "osmosis-bench"},
        "agents": [{"model": PROVIDER, "env": {}}],
    }


def test_full_body_matches_the_contract_illustration() -> None:
    body = build_payload(
        config(
            agents=[{"harness": "codex", "model": PROVIDER, "env": {"LOG_LEVEL": "debug"}}],
            tasks={"task_names": ["terminal-bench/git-multibranch"]},
            execution={"attempts_per_task": 3, "max_concurrent_attempts": 8},
            verifier={"required": ["VLM_KEY"]},
            env={"LOG_LEVEL": "info"},
            secrets={"required": ["EXTRA_TOKEN"]},
        ),
        {"EXTRA_TOKEN": "<value>"},
    )
    assert body == {
        "experiment_config": {"benchmark": "osmosis-bench"},
        "agents": [
            {
                "harness": "codex",
                "model": PROVIDER,
                "env": {"LOG_LEVEL": "debug"},
            }
        ],
        "tasks_config": {"task_names": ["terminal-bench/git-multibranch"]},
        "execution_config": {
            "attempts_per_task": 3,
            "max_concurrent_attempts": 8,
            "verifier_secrets": ["VLM_KEY"],
        },
        "env_config": {"LOG_LEVEL": "info"},
        "secrets": {"required": ["EXTRA_TOKEN"], "provided": {"EXTRA_TOKEN": "<value>"}},
    }
    assert list(body) == [
        "experiment_config",
        "agents",
        "tasks_config",
        "execution_config",
        "env_config",
        "secrets",
    ]


def test_none_values_are_dropped_and_model_variants_keep_their_tag() -> None:
    body = build_payload(
        config(
            agents=[
                {
                    "harness": "cursor-cli",
                    "harness_api_key_secret": "CURSOR_API_KEY",
                    "model": {
                        "type": "endpoint",
                        "base_url": "http://127.0.0.1:1/v1",
                        "model": "m",
                        "api_key_secret": "EP",
                    },
                },
                {"model": {"type": "hosted", "base_model": "b", "lora_model_name": "l"}},
            ],
            tasks={"task_set": "parity"},
            execution={"judge_model": "openai/gpt-5.2"},
        ),
        {},
    )
    assert body["agents"] == [
        {
            "harness": "cursor-cli",
            "harness_api_key_secret": "CURSOR_API_KEY",
            "model": {
                "type": "endpoint",
                "base_url": "http://127.0.0.1:1/v1",
                "model": "m",
                "api_key_secret": "EP",
            },
            "env": {},
        },
        {"model": {"type": "hosted", "base_model": "b", "lora_model_name": "l"}, "env": {}},
    ]
    assert body["tasks_config"] == {"task_set": "parity"}
    assert body["execution_config"] == {"judge_model": "openai/gpt-5.2"}
    assert "secrets" not in body and "env_config" not in body


def test_verifier_alone_creates_execution_config_and_empty_lists_are_sent() -> None:
    body = build_payload(config(verifier={"required": ["V"]}, tasks={"task_names": []}), {})
    assert body["execution_config"] == {"verifier_secrets": ["V"]}
    assert body["tasks_config"] == {"task_names": []}


def test_secrets_block_when_required_but_nothing_provided_keeps_duplicates() -> None:
    body = build_payload(config(secrets={"required": ["FOO", "FOO"]}), {})
    assert body["secrets"] == {"required": ["FOO", "FOO"], "provided": {}}


def test_printable_copy_hides_values_and_result_config_drops_env_and_secrets() -> None:
    body = build_payload(
        config(env={"A": "1"}, secrets={"required": ["TOK"]}), {"TOK": "s3cr3t-value"}
    )
    safe = without_secret_values(body)
    assert "s3cr3t-value" not in repr(safe)
    assert safe["secrets"] == {"required": ["TOK"], "provided": {"TOK": "<redacted>"}}
    assert body["secrets"]["provided"] == {"TOK": "s3cr3t-value"}  # original untouched
    summary = config_summary(body)
    assert set(summary) == {"experiment", "tasks", "agents", "execution"}
    assert "s3cr3t-value" not in repr(summary) and "env_config" not in repr(summary)


def test_confirmation_summary_keys_follow_the_contract() -> None:
    cfg = config(
        agents=[
            {"harness": "codex", "model": PROVIDER, "env": {"LOG_LEVEL": "debug"}},
            {"model": {"type": "hosted", "base_model": "b", "lora_model_name": "l"}},
        ],
        tasks={"task_names": ["a", "b", "c"]},
        execution={"attempts_per_task": 3, "max_concurrent_attempts": 8},
        env={"LOG_LEVEL": "info"},
    )
    summary = preview.summary(cfg, Scope("git", "example-org/example-ws"), {"OPENAI_API_KEY": "–"})
    assert summary == {
        "Repository": "example-org/example-ws",
        "Benchmark": "osmosis-bench",
        "Tasks": "3 task(s)",
        "Agents": "2",
        "Attempts per task": "3",
        "Max concurrent attempts": "8",
        "agent.1 · codex": "openai/gpt-5.2",
        "agent.2 · default": "b:l",
        "env.LOG_LEVEL": "info",
        "env.agent 1 · LOG_LEVEL (overrides global)": "debug",
        "secret.OPENAI_API_KEY": "–",
    }
    with_workspace = preview.summary(config(), Scope("workspace", "alpha"), {})
    assert next(iter(with_workspace.items())) == ("Workspace", "alpha")
    assert with_workspace["Attempts per task"] == "1"
    assert with_workspace["Max concurrent attempts"] == "4"


def test_tasks_labels() -> None:
    assert preview.tasks_label(config()) == "all tasks"
    assert preview.tasks_label(config(tasks={"task_names": []})) == "all tasks"
    assert preview.tasks_label(config(tasks={"task_set": "parity", "task_names": ["a"]})) == (
        "parity"
    )
    assert preview.tasks_label(config(tasks={"categories": ["git", "sqlite"]})) == ("2 category(s)")
    both = config(tasks={"task_names": ["a", "b"], "categories": ["git"]})
    assert preview.tasks_label(both) == "2 task(s), 1 category(s)"
