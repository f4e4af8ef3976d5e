from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.run_status import RunStatus, check_run_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.agent_aggregates import AgentAggregates
    from ..models.run_agent_environment_variables import RunAgentEnvironmentVariables


T = TypeVar("T", bound="RunAgent")


@_attrs_define
class RunAgent:
    """One agent (harness + model) of a run.

    Attributes:
        id (str):
        agent_index (int | Unset): 0-based position in the submitted `agents` list (shown 1-based).
        harness (None | str | Unset): Null for the benchmark's official scaffold.
        model_display_name (None | str | Unset):
        model (None | str | Unset):
        model_ref (None | str | Unset):
        status (RunStatus | Unset): Run lifecycle. `pending` and `queued` have not started (not downloadable);
            `running` is in progress; `finished`, `failed` and `stopped` are terminal.
        environment_variables (RunAgentEnvironmentVariables | Unset): The agent's literal (non-secret) env vars.
        aggregates (AgentAggregates | Unset):
    """

    id: str
    agent_index: int | Unset = UNSET
    harness: None | str | Unset = UNSET
    model_display_name: None | str | Unset = UNSET
    model: None | str | Unset = UNSET
    model_ref: None | str | Unset = UNSET
    status: RunStatus | Unset = UNSET
    environment_variables: RunAgentEnvironmentVariables | Unset = UNSET
    aggregates: AgentAggregates | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        agent_index = self.agent_index

        harness: None | str | Unset
        if isinstance(self.harness, Unset):
            harness = UNSET
        else:
            harness = self.harness

        model_display_name: None | str | Unset
        if isinstance(self.model_display_name, Unset):
            model_display_name = UNSET
        else:
            model_display_name = self.model_display_name

        model: None | str | Unset
        if isinstance(self.model, Unset):
            model = UNSET
        else:
            model = self.model

        model_ref: None | str | Unset
        if isinstance(self.model_ref, Unset):
            model_ref = UNSET
        else:
            model_ref = self.model_ref

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status

        environment_variables: dict[str, Any] | Unset = UNSET
        if not isinstance(self.environment_variables, Unset):
            environment_variables = self.environment_variables.to_dict()

        aggregates: dict[str, Any] | Unset = UNSET
        if not isinstance(self.aggregates, Unset):
            aggregates = self.aggregates.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
            }
        )
        if agent_index is not UNSET:
            field_dict["agent_index"] = agent_index
        if harness is not UNSET:
            field_dict["harness"] = harness
        if model_display_name is not UNSET:
            field_dict["model_display_name"] = model_display_name
        if model is not UNSET:
            field_dict["model"] = model
        if model_ref is not UNSET:
            field_dict["model_ref"] = model_ref
        if status is not UNSET:
            field_dict["status"] = status
        if environment_variables is not UNSET:
            field_dict["environment_variables"] = environment_variables
        if aggregates is not UNSET:
            field_dict["aggregates"] = aggregates

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.agent_aggregates import AgentAggregates  # noqa: PLC0415
        from ..models.run_agent_environment_variables import RunAgentEnvironmentVariables  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        agent_index = d.pop("agent_index", UNSET)

        def _parse_harness(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        harness = _parse_harness(d.pop("harness", UNSET))

        def _parse_model_display_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        model_display_name = _parse_model_display_name(d.pop("model_display_name", UNSET))

        def _parse_model(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        model = _parse_model(d.pop("model", UNSET))

        def _parse_model_ref(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        model_ref = _parse_model_ref(d.pop("model_ref", UNSET))

        _status = d.pop("status", UNSET)
        status: RunStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = check_run_status(_status)

        _environment_variables = d.pop("environment_variables", UNSET)
        environment_variables: RunAgentEnvironmentVariables | Unset
        if isinstance(_environment_variables, Unset):
            environment_variables = UNSET
        else:
            environment_variables = RunAgentEnvironmentVariables.from_dict(_environment_variables)

        _aggregates = d.pop("aggregates", UNSET)
        aggregates: AgentAggregates | Unset
        if isinstance(_aggregates, Unset):
            aggregates = UNSET
        else:
            aggregates = AgentAggregates.from_dict(_aggregates)

        run_agent = cls(
            id=id,
            agent_index=agent_index,
            harness=harness,
            model_display_name=model_display_name,
            model=model,
            model_ref=model_ref,
            status=status,
            environment_variables=environment_variables,
            aggregates=aggregates,
        )

        run_agent.additional_properties = d
        return run_agent

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
