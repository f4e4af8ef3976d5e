"""The submit body (``CreateBenchmarkRunRequest``) as strict msgspec types: a wrong type or an
unknown key is a 400 naming the field before any value rule runs."""

from __future__ import annotations

from typing import Annotated

import msgspec

NonBlank = Annotated[str, msgspec.Meta(min_length=1, pattern=r"\S")]


class ExperimentConfig(msgspec.Struct, forbid_unknown_fields=True):
    benchmark: Annotated[str, msgspec.Meta(min_length=1)]


class TasksConfig(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    task_set: NonBlank | None = None
    task_names: list[NonBlank] | None = None
    categories: list[NonBlank] | None = None


class ExecutionConfig(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    attempts_per_task: int | None = None
    max_concurrent_attempts: int | None = None
    timeout_multiplier: float | None = None
    max_retries: int | None = None
    pass_threshold: float | None = None
    judge_model: NonBlank | None = None
    judge_api_key_secret: str | None = None
    verifier_secrets: Annotated[list[str], msgspec.Meta(max_length=16)] | None = None


class ProviderModel(msgspec.Struct, tag="provider", tag_field="type", forbid_unknown_fields=True):
    model: NonBlank
    api_key_secret: str


class EndpointModel(msgspec.Struct, tag="endpoint", tag_field="type", forbid_unknown_fields=True):
    base_url: NonBlank
    model: NonBlank
    api_key_secret: str
    extra_headers: dict[str, str] = {}


class HostedModel(msgspec.Struct, tag="hosted", tag_field="type", forbid_unknown_fields=True):
    base_model: NonBlank
    lora_model_name: NonBlank


Model = ProviderModel | EndpointModel | HostedModel


class AgentSpec(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    model: Model
    harness: NonBlank | None = None
    harness_api_key_secret: str | None = None
    env: dict[str, str] = {}


class RunSecrets(msgspec.Struct, forbid_unknown_fields=True):
    required: Annotated[list[str], msgspec.Meta(max_length=16)] = []
    provided: dict[str, str] = {}


class CreateRun(msgspec.Struct, forbid_unknown_fields=True):
    experiment_config: ExperimentConfig
    agents: Annotated[list[AgentSpec], msgspec.Meta(min_length=1, max_length=8)]
    tasks_config: TasksConfig | None = None
    execution_config: ExecutionConfig | None = None
    env_config: dict[str, str] = {}
    secrets: RunSecrets | None = None


class StopRun(msgspec.Struct):
    """0.3.8 sends ``{}``; extra keys are ignored so newer clients can add options."""


class RetryRun(msgspec.Struct, forbid_unknown_fields=True):
    scope: str = "errored"
