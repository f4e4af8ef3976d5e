from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.agent_spec import AgentSpec
    from ..models.create_benchmark_run_request_env_config import CreateBenchmarkRunRequestEnvConfig
    from ..models.execution_config import ExecutionConfig
    from ..models.experiment_config import ExperimentConfig
    from ..models.run_secrets import RunSecrets
    from ..models.tasks_config import TasksConfig


T = TypeVar("T", bound="CreateBenchmarkRunRequest")


@_attrs_define
class CreateBenchmarkRunRequest:
    """The submit body 0.3.8 builds from a benchmark TOML; None values are dropped, not sent as null.

    Attributes:
        experiment_config (ExperimentConfig):
        agents (list[AgentSpec]):
        tasks_config (TasksConfig | Unset): Task selection; omitted or empty means every task. `task_set` wins over the
            other two.
        execution_config (ExecutionConfig | Unset): Execution controls; unset keys take the platform defaults (1
            attempt, 4 concurrent).
        env_config (CreateBenchmarkRunRequestEnvConfig | Unset): Literal env vars for every agent; sent only when non-
            empty.
        secrets (RunSecrets | Unset): Per-run secrets. `provided` holds only values supplied in this invocation; they
            are used for this run and never stored.
    """

    experiment_config: ExperimentConfig
    agents: list[AgentSpec]
    tasks_config: TasksConfig | Unset = UNSET
    execution_config: ExecutionConfig | Unset = UNSET
    env_config: CreateBenchmarkRunRequestEnvConfig | Unset = UNSET
    secrets: RunSecrets | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        experiment_config = self.experiment_config.to_dict()

        agents = []
        for agents_item_data in self.agents:
            agents_item = agents_item_data.to_dict()
            agents.append(agents_item)

        tasks_config: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tasks_config, Unset):
            tasks_config = self.tasks_config.to_dict()

        execution_config: dict[str, Any] | Unset = UNSET
        if not isinstance(self.execution_config, Unset):
            execution_config = self.execution_config.to_dict()

        env_config: dict[str, Any] | Unset = UNSET
        if not isinstance(self.env_config, Unset):
            env_config = self.env_config.to_dict()

        secrets: dict[str, Any] | Unset = UNSET
        if not isinstance(self.secrets, Unset):
            secrets = self.secrets.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "experiment_config": experiment_config,
                "agents": agents,
            }
        )
        if tasks_config is not UNSET:
            field_dict["tasks_config"] = tasks_config
        if execution_config is not UNSET:
            field_dict["execution_config"] = execution_config
        if env_config is not UNSET:
            field_dict["env_config"] = env_config
        if secrets is not UNSET:
            field_dict["secrets"] = secrets

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.agent_spec import AgentSpec  # noqa: PLC0415
        from ..models.create_benchmark_run_request_env_config import CreateBenchmarkRunRequestEnvConfig  # noqa: PLC0415
        from ..models.execution_config import ExecutionConfig  # noqa: PLC0415
        from ..models.experiment_config import ExperimentConfig  # noqa: PLC0415
        from ..models.run_secrets import RunSecrets  # noqa: PLC0415
        from ..models.tasks_config import TasksConfig  # noqa: PLC0415

        d = dict(src_dict)
        experiment_config = ExperimentConfig.from_dict(d.pop("experiment_config"))

        agents = []
        _agents = d.pop("agents")
        for agents_item_data in _agents:
            agents_item = AgentSpec.from_dict(agents_item_data)

            agents.append(agents_item)

        _tasks_config = d.pop("tasks_config", UNSET)
        tasks_config: TasksConfig | Unset
        if isinstance(_tasks_config, Unset):
            tasks_config = UNSET
        else:
            tasks_config = TasksConfig.from_dict(_tasks_config)

        _execution_config = d.pop("execution_config", UNSET)
        execution_config: ExecutionConfig | Unset
        if isinstance(_execution_config, Unset):
            execution_config = UNSET
        else:
            execution_config = ExecutionConfig.from_dict(_execution_config)

        _env_config = d.pop("env_config", UNSET)
        env_config: CreateBenchmarkRunRequestEnvConfig | Unset
        if isinstance(_env_config, Unset):
            env_config = UNSET
        else:
            env_config = CreateBenchmarkRunRequestEnvConfig.from_dict(_env_config)

        _secrets = d.pop("secrets", UNSET)
        secrets: RunSecrets | Unset
        if isinstance(_secrets, Unset):
            secrets = UNSET
        else:
            secrets = RunSecrets.from_dict(_secrets)

        create_benchmark_run_request = cls(
            experiment_config=experiment_config,
            agents=agents,
            tasks_config=tasks_config,
            execution_config=execution_config,
            env_config=env_config,
            secrets=secrets,
        )

        create_benchmark_run_request.additional_properties = d
        return create_benchmark_run_request

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
