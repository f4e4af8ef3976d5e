"""The benchmark TOML config (contract §13): every pre-check, schema issue and cross-field rule,
with 0.3.8's exact message for each."""

from __future__ import annotations

import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

from osmosis_benchmark.config import BenchmarkConfig, EndpointModel, HostedModel, load_config
from osmosis_core.errors import ErrorCode, OsmosisError

HEAD = """
[experiment]
benchmark = "osmosis-bench"
"""
PROVIDER_AGENT = """
[[agents]]
harness = "codex"
[agents.model]
type = "provider"
model = "openai/gpt-5.2"
api_key_secret = "OPENAI_API_KEY"
"""


def error_of(write: Callable[[str], Path], text: str) -> tuple[OsmosisError, Path]:
    path = write(text)
    with pytest.raises(OsmosisError) as caught:
        load_config(path)
    assert caught.value.code == ErrorCode.VALIDATION
    return caught.value, path.resolve()


def issues_of(write: Callable[[str], Path], text: str) -> list[tuple[str, str]]:
    error, _ = error_of(write, text)
    assert error.details["error"] == "Invalid benchmark config"
    pairs = [(i["key"], i["message"]) for i in error.details["issues"]]
    lines = "".join(f"\n  - {k}: {m}" for k, m in pairs)
    assert error.message == f"Invalid benchmark config:{lines}"
    return pairs


def test_a_complete_config_loads_into_typed_structs(write_config) -> None:
    path = write_config(
        HEAD
        + """
        [tasks]
        task_names = ["csv-column-sum"]
        categories = ["git"]
        [execution]
        attempts_per_task = "lots"
        max_concurrent_attempts = -3
        judge_model = "openai/gpt-5.2"
        [verifier]
        required = ["VLM_KEY"]
        [secrets]
        required = ["EXTRA", "EXTRA"]
        [env]
        LOG_LEVEL = "info"
        HF_TOKEN = "literal-ok"
        [[agents]]
        harness = "foo-agent"
        [agents.model]
        type = "endpoint"
        base_url = "not a url"
        model = "m"
        api_key_secret = "EP_KEY"
        extra_headers = { "X-Team" = "bench" }
        [agents.env]
        LOG_LEVEL = "debug"
        [[agents]]
        [agents.model]
        type = "hosted"
        base_model = "qwen"
        lora_model_name = "mine"
        """
    )
    config, resolved = load_config(path)
    assert resolved == path.resolve()
    assert isinstance(config, BenchmarkConfig)
    assert isinstance(config.agents[0].model, EndpointModel)
    assert isinstance(config.agents[1].model, HostedModel)
    # [execution] values are forwarded unchecked (0.3.8): the platform validates them.
    assert config.execution is not None
    assert config.execution.attempts_per_task == "lots"
    assert config.execution.max_concurrent_attempts == -3
    # Accepted although questionable (§13.10): duplicate [secrets] names.
    assert config.secrets is not None and config.secrets.required == ["EXTRA", "EXTRA"]


# ------------------------------------------------------------------ step 1: pre-checks


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(OsmosisError) as caught:
        load_config(tmp_path / "nope.toml")
    assert caught.value.message == f"Config file not found: {(tmp_path / 'nope.toml').resolve()}"
    assert caught.value.details == {}


def test_invalid_toml_names_line_and_column(write_config) -> None:
    error, path = error_of(write_config, "[experiment]\nbenchmark = \n")
    assert error.message.startswith(f"Invalid TOML in {path}: ")
    assert error.message.endswith("(at line 2, column 13)")


def test_unreadable_file(tmp_path: Path) -> None:
    folder = tmp_path / "dir.toml"
    folder.mkdir()
    with pytest.raises(OsmosisError) as caught:
        load_config(folder)
    assert caught.value.message.startswith(f"Cannot read config file {folder.resolve()}: ")


@pytest.mark.parametrize(
    ("text", "template"),
    [
        ('title = "x"\n' + PROVIDER_AGENT, "Missing [experiment] section in {p}"),
        ('experiment = "x"\n' + PROVIDER_AGENT, "[experiment] must be a table in {p}"),
        (HEAD, "Missing [[agents]] section in {p}"),
        ("agents = 3\n" + HEAD, "[[agents]] must be an array of tables in {p}"),
        ("agents = [1, 2]\n" + HEAD, "[[agents]] must be an array of tables in {p}"),
        (HEAD + "[agents]\nharness = 'codex'\n", "[[agents]] must be an array of tables in {p}"),
    ],
)
def test_structure_prechecks(write_config, text: str, template: str) -> None:
    error, path = error_of(write_config, text)
    assert error.message == template.format(p=path)
    assert error.details == {}


# ------------------------------------------------------------------ step 2: schema issues

SCHEMA_CASES = [
    pytest.param(
        "[experiment]\n" + PROVIDER_AGENT,
        [("experiment.benchmark", "is invalid: Field required")],
        id="benchmark-required",
    ),
    pytest.param(
        "[experiment]\nbenchmark = 1\n" + PROVIDER_AGENT,
        [("experiment.benchmark", "must be a string, got 1")],
        id="wrong-type-string",
    ),
    pytest.param(
        HEAD + "name = 'my run'\n" + PROVIDER_AGENT,
        [("experiment.name", "Unrecognized key")],
        id="experiment-only-benchmark",
    ),
    pytest.param(
        HEAD + "[tasks]\ntask_set = 'smoke'\n" + PROVIDER_AGENT,
        [("tasks.task_set", "is invalid: Input should be 'parity'")],
        id="task-set-parity-only",
    ),
    pytest.param(
        HEAD + "[tasks]\ntask_names = ['', '  ', 'ok', 7]\n" + PROVIDER_AGENT,
        [
            ("tasks.task_names.0", "is invalid: String should have at least 1 character"),
            ("tasks.task_names.1", "is invalid: String should match pattern '\\S'"),
            ("tasks.task_names.3", "must be a string, got 7"),
        ],
        id="task-name-items",
    ),
    pytest.param(
        HEAD + "[tasks]\ncategories = 'git'\n" + PROVIDER_AGENT,
        [("tasks.categories", "must be a list, got 'git'")],
        id="categories-list",
    ),
    pytest.param(
        "tasks = 5\n" + HEAD + PROVIDER_AGENT,
        [("tasks", "must be a table, got 5")],
        id="tasks-table",
    ),
    pytest.param(
        HEAD + PROVIDER_AGENT * 9,
        [("agents", "is invalid: List should have at most 8 items after validation, not 9")],
        id="at-most-8-agents",
    ),
    pytest.param(
        "agents = []\n" + HEAD,
        [("agents", "is invalid: List should have at least 1 item after validation, not 0")],
        id="at-least-1-agent",
    ),
    pytest.param(
        HEAD + "[[agents]]\nharness = 'codex'\n",
        [("agents.0.model", "is invalid: Field required")],
        id="model-required",
    ),
    pytest.param(
        HEAD + "[[agents]]\n[agents.model]\ntype = 'openai'\nmodel = 'x'\n",
        [
            (
                "agents.0.model",
                "is invalid: Input tag 'openai' found using 'type' does not match any of the "
                "expected tags: 'provider', 'endpoint', 'hosted'",
            )
        ],
        id="unknown-model-type",
    ),
    pytest.param(
        HEAD + "[[agents]]\n[agents.model]\nmodel = 'x'\n",
        [("agents.0.model", "is invalid: Unable to extract tag using discriminator 'type'")],
        id="missing-model-type",
    ),
    pytest.param(
        HEAD + "[[agents]]\n[agents.model]\ntype = 'provider'\nmodel = 'openai/gpt-5.2'\n",
        [("agents.0.model.provider.api_key_secret", "is invalid: Field required")],
        id="union-tag-in-key",
    ),
    pytest.param(
        HEAD + "[[agents]]\n[agents.model]\ntype = 'endpoint'\nmodel = 'm'\napi_key_secret = 'K'\n",
        [("agents.0.model.endpoint.base_url", "is invalid: Field required")],
        id="endpoint-base-url",
    ),
    pytest.param(
        HEAD
        + "[[agents]]\n[agents.model]\ntype = 'hosted'\nbase_model = 'b'\n"
        + "lora_model_name = 'l'\napi_key_secret = 'K'\n",
        [("agents.0.model.hosted.api_key_secret", "Unrecognized key")],
        id="hosted-takes-no-secret",
    ),
    pytest.param(
        HEAD
        + "[[agents]]\n[agents.model]\ntype = 'hosted'\nbase_model = 'b'\ncheckpoint_name = 'l'\n",
        [
            ("agents.0.model.hosted.lora_model_name", "is invalid: Field required"),
            ("agents.0.model.hosted.checkpoint_name", "Unrecognized key"),
        ],
        id="old-hosted-key",
    ),
    pytest.param(
        HEAD
        + "[[agents]]\n[agents.model]\ntype = 'endpoint'\nbase_url = 'u'\nmodel = 'm'\n"
        + "api_key_secret = 'K'\nextra_headers = { AuthoriZation = 'Bearer x' }\n",
        [
            (
                "agents.0.model.endpoint.extra_headers",
                "is invalid: Value error, extra_headers must not include an Authorization "
                "header; use api_key_secret for endpoint authentication",
            )
        ],
        id="no-authorization-header",
    ),
    pytest.param(
        HEAD + "[execution]\nattempts = 3\n" + PROVIDER_AGENT,
        [("execution.attempts", "Unrecognized key")],
        id="execution-seven-keys",
    ),
    pytest.param(
        HEAD + "[secrets]\noptional = ['A']\n" + PROVIDER_AGENT,
        [("secrets.optional", "Unrecognized key")],
        id="secrets-only-required",
    ),
    pytest.param(
        HEAD
        + "[verifier]\nrequired = ["
        + ", ".join(f"'V{i}'" for i in range(17))
        + "]\n"
        + PROVIDER_AGENT,
        [
            (
                "verifier.required",
                "is invalid: List should have at most 16 items after validation, not 17",
            )
        ],
        id="verifier-at-most-16",
    ),
    pytest.param(
        HEAD + "[env]\nLEVEL = 3\n" + PROVIDER_AGENT,
        [("env.LEVEL", "must be a string, got 3")],
        id="env-values-strings",
    ),
    pytest.param(
        HEAD + "[runs]\nx = 1\n" + PROVIDER_AGENT,
        [("runs", "Unrecognized key")],
        id="unknown-section",
    ),
    pytest.param(
        HEAD + PROVIDER_AGENT + "[agents.env]\nDEBUG = true\n",
        [("agents.0.env.DEBUG", "must be a string, got True")],
        id="agent-env-values-strings",
    ),
]


@pytest.mark.parametrize(("text", "expected"), SCHEMA_CASES)
def test_schema_issues(write_config, text: str, expected: list[tuple[str, str]]) -> None:
    assert issues_of(write_config, text) == expected


def test_all_issues_are_reported_together_in_field_order(write_config) -> None:
    text = (
        "bogus = 1\n[experiment]\nbenchmark = 2\n[tasks]\ntask_set = 'x'\n"
        "[execution]\nretries = 1\n"
        "[[agents]]\n[[agents]]\n[agents.model]\ntype = 'provider'\nmodel = 1\n"
    )
    assert issues_of(write_config, text) == [
        ("experiment.benchmark", "must be a string, got 2"),
        ("tasks.task_set", "is invalid: Input should be 'parity'"),
        ("agents.0.model", "is invalid: Field required"),
        ("agents.1.model.provider.model", "must be a string, got 1"),
        ("agents.1.model.provider.api_key_secret", "is invalid: Field required"),
        ("execution.retries", "Unrecognized key"),
        ("bogus", "Unrecognized key"),
    ]


# ------------------------------------------------------------------ steps 3 and 4: rules

AGENT_WITH = """
[[agents]]
{harness}
{harness_key}
[agents.model]
{model}
{env}
"""
PROVIDER = 'type = "provider"\nmodel = "openai/gpt-5.2"\napi_key_secret = "{key}"'


def agent(
    *,
    harness: str | None = "codex",
    harness_key: str | None = None,
    key: str = "OPENAI_API_KEY",
    hosted: bool = False,
    env: str = "",
) -> str:
    model = (
        'type = "hosted"\nbase_model = "b"\nlora_model_name = "l"'
        if hosted
        else PROVIDER.format(key=key)
    )
    return AGENT_WITH.format(
        harness=f'harness = "{harness}"' if harness else "",
        harness_key=f'harness_api_key_secret = "{harness_key}"' if harness_key else "",
        model=model,
        env=f"[agents.env]\n{env}" if env else "",
    )


RULE_CASES = [
    pytest.param(
        "[env]\nlog_level = 'x'\n" + agent(),
        "Invalid env var name 'log_level' in [env] of {p}: must match ^[A-Z_][A-Z0-9_]*$",
        id="env-name",
    ),
    pytest.param(
        agent() + agent(env="9LIVES = 'x'"),
        "Invalid env var name '9LIVES' in agent 2's [agents.env] of {p}: "
        "must match ^[A-Z_][A-Z0-9_]*$",
        id="agent-env-name",
    ),
    pytest.param(
        "[env]\n_OSMOSIS_X = 'x'\n" + agent(),
        "'_OSMOSIS_X' in [env] of {p}: env var names starting with _OSMOSIS_ are reserved by "
        "the platform; choose a different name.",
        id="env-reserved-prefix",
    ),
    pytest.param(
        agent(env="_OSMOSIS_RUN = 'x'"),
        "'_OSMOSIS_RUN' in agent 1's [agents.env] of {p}: env var names starting with "
        "_OSMOSIS_ are reserved by the platform; choose a different name.",
        id="agent-env-reserved-prefix",
    ),
    pytest.param(
        "[env]\nlower = 'x'\n" + agent(key="lower_key"),
        "Invalid env var name 'lower' in [env] of {p}: must match ^[A-Z_][A-Z0-9_]*$",
        id="env-names-before-secret-names",
    ),
    pytest.param(
        agent(key="openai_key"),
        "Invalid secret name 'openai_key' in {p}: use uppercase letters, digits, and "
        "underscores, starting with a letter (e.g. MY_SECRET). Must match ^[A-Z][A-Z0-9_]*$.",
        id="secret-name",
    ),
    pytest.param(
        "[secrets]\nrequired = ['_TOKEN']\n" + agent(),
        "Invalid secret name '_TOKEN' in {p}: use uppercase letters, digits, and underscores, "
        "starting with a letter (e.g. MY_SECRET). Must match ^[A-Z][A-Z0-9_]*$.",
        id="per-run-secret-name",
    ),
    pytest.param(
        agent(key="DAYTONA_API_KEY"),
        "Agent 1's api_key_secret 'DAYTONA_API_KEY' in {p} uses a name reserved by the "
        "benchmark runner. Store the model credential under a different Platform secret "
        "record name.",
        id="reserved-daytona-key",
    ),
    pytest.param(
        agent() + agent(key="DAYTONA_API_URL"),
        "Agent 2's api_key_secret 'DAYTONA_API_URL' in {p} uses a name reserved by the "
        "benchmark runner. Store the model credential under a different Platform secret "
        "record name.",
        id="reserved-daytona-url",
    ),
    pytest.param(
        "[env]\nOPENAI_API_KEY = 'x'\n" + agent(),
        "'OPENAI_API_KEY' appears in [env] and as agent 1's api_key_secret in {p}. The "
        "platform injects the secret value under that name; remove the env var or rename it.",
        id="model-secret-in-env",
    ),
    pytest.param(
        "[execution]\njudge_api_key_secret = 'JUDGE_KEY'\n[env]\nJUDGE_KEY = 'x'\n" + agent(),
        "'JUDGE_KEY' appears in [env] and as judge_api_key_secret in {p}. The platform "
        "injects the judge secret value under that name; remove the env var or rename it.",
        id="judge-secret-in-env",
    ),
    pytest.param(
        "[verifier]\nrequired = ['VLM_KEY']\n[env]\nVLM_KEY = 'x'\n" + agent(),
        "'VLM_KEY' appears in [env] and in [verifier].required of {p}. The platform injects "
        "the secret value under that name; remove the env var or rename it.",
        id="verifier-secret-in-env",
    ),
    pytest.param(
        agent(harness="cursor-cli"),
        "Agent 1's cursor-cli harness requires harness_api_key_secret in {p}. Set it to the "
        "name of a Platform secret record containing CURSOR_API_KEY.",
        id="cursor-needs-key",
    ),
    pytest.param(
        agent(harness="cursor-cli", harness_key="MY_CURSOR"),
        "Agent 1's harness_api_key_secret 'MY_CURSOR' in {p} does not match the variable the "
        "cursor-cli harness reads. Store the credential in a Platform secret record named "
        "exactly CURSOR_API_KEY and reference that name.",
        id="cursor-key-name",
    ),
    pytest.param(
        agent(harness="cursor-cli", harness_key="CURSOR_API_KEY", env="CURSOR_API_KEY = 'x'"),
        "'CURSOR_API_KEY' appears in [agents.env] of agent 1 but is managed by agent 1's "
        "cursor-cli harness in {p}. Remove the env var.",
        id="cursor-key-in-env",
    ),
    pytest.param(
        agent(harness="mini-swe-agent", harness_key="MSWEA_API_KEY"),
        "Agent 1's mini-swe-agent harness does not use harness_api_key_secret in {p}. Remove it.",
        id="mswea-no-harness-key",
    ),
    pytest.param(
        agent(harness="mini-swe-agent", env="MSWEA_API_KEY = 'x'"),
        "'MSWEA_API_KEY' appears in [agents.env] of agent 1 but the platform injects agent 1's "
        "model key under that name for the mini-swe-agent harness in {p}. Remove the env var.",
        id="mswea-env",
    ),
    pytest.param(
        agent(harness="codex", harness_key="CODEX_KEY"),
        "Agent 1's codex harness does not use harness_api_key_secret in {p}. Remove it.",
        id="codex-no-harness-key",
    ),
    pytest.param(
        agent(harness=None, harness_key="SCAFFOLD_KEY"),
        "Agent 1's official scaffold does not use harness_api_key_secret in {p}. Remove it.",
        id="official-scaffold-no-harness-key",
    ),
]


@pytest.mark.parametrize(("text", "template"), RULE_CASES)
def test_cross_field_rules(write_config, text: str, template: str) -> None:
    error, path = error_of(write_config, HEAD + text)
    assert error.message == template.format(p=path)
    assert error.details == {}


@pytest.mark.parametrize(
    "text",
    [
        # Another agent may use a name as a literal that is a secret for agent 1 only.
        pytest.param(agent() + agent(key="OTHER_KEY", env="OPENAI_API_KEY = 'x'"), id="per-agent"),
        # Hosted models get no injected key, so they may set MSWEA_API_KEY themselves.
        pytest.param(
            agent(harness="mini-swe-agent", hosted=True, env="MSWEA_API_KEY = 'x'"),
            id="hosted-mswea",
        ),
        pytest.param(
            agent(harness="cursor-cli", harness_key="CURSOR_API_KEY"), id="cursor-correct"
        ),
        # A [secrets].required name may also be an [env] key (0.3.8 accepts it).
        pytest.param("[secrets]\nrequired = ['FOO']\n[env]\nFOO = 'x'\n" + agent(), id="overlap"),
        # judge_model without a secret passes locally (the platform enforces the judge matrix).
        pytest.param("[execution]\njudge_model = 'openai/gpt-5.2'\n" + agent(), id="judge"),
    ],
)
def test_accepted_edge_cases(write_config, text: str) -> None:
    load_config(write_config(HEAD + text))


def test_contract_smoke_example_is_valid(write_config) -> None:
    path = write_config(
        textwrap.dedent(
            """
            # configs/benchmark/terminal-bench-smoke.toml
            [experiment]
            benchmark = "terminal-bench-2-1"

            [tasks]
            task_names = ["terminal-bench/git-multibranch"]

            [execution]
            attempts_per_task = 1

            [[agents]]
            harness = "terminus-2"

            [agents.model]
            type = "provider"
            model = "openai/gpt-5.2"
            api_key_secret = "OPENAI_API_KEY"
            """
        )
    )
    config, _ = load_config(path)
    assert config.experiment.benchmark == "terminal-bench-2-1"
