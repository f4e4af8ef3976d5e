from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.agent_spec_env import AgentSpecEnv
    from ..models.endpoint_model import EndpointModel
    from ..models.hosted_model import HostedModel
    from ..models.provider_model import ProviderModel


T = TypeVar("T", bound="AgentSpec")


@_attrs_define
class AgentSpec:
    """One agent to score; every agent of a run gets the same tasks and attempt budget.

    Attributes:
        model (EndpointModel | HostedModel | ProviderModel): The agent's model, a union tagged by `type`.
        harness (str | Unset): Harness name, e.g. `codex`, `terminus-2`; omitted means the benchmark's official
            scaffold.
        harness_api_key_secret (str | Unset): Secret record the harness reads (only `cursor-cli`, as `CURSOR_API_KEY`).
        env (AgentSpecEnv | Unset): Literal env vars for this agent only; override `env_config`. Always sent by 0.3.8,
            possibly `{}`.
    """

    model: EndpointModel | HostedModel | ProviderModel
    harness: str | Unset = UNSET
    harness_api_key_secret: str | Unset = UNSET
    env: AgentSpecEnv | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.endpoint_model import EndpointModel  # noqa: PLC0415
        from ..models.provider_model import ProviderModel  # noqa: PLC0415

        model: dict[str, Any]
        if isinstance(self.model, ProviderModel):
            model = self.model.to_dict()
        elif isinstance(self.model, EndpointModel):
            model = self.model.to_dict()
        else:
            model = self.model.to_dict()

        harness = self.harness

        harness_api_key_secret = self.harness_api_key_secret

        env: dict[str, Any] | Unset = UNSET
        if not isinstance(self.env, Unset):
            env = self.env.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "model": model,
            }
        )
        if harness is not UNSET:
            field_dict["harness"] = harness
        if harness_api_key_secret is not UNSET:
            field_dict["harness_api_key_secret"] = harness_api_key_secret
        if env is not UNSET:
            field_dict["env"] = env

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.agent_spec_env import AgentSpecEnv  # noqa: PLC0415
        from ..models.endpoint_model import EndpointModel  # noqa: PLC0415
        from ..models.hosted_model import HostedModel  # noqa: PLC0415
        from ..models.provider_model import ProviderModel  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_model(data: object) -> EndpointModel | HostedModel | ProviderModel:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_agent_model_type_0 = ProviderModel.from_dict(data)

                return componentsschemas_agent_model_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_agent_model_type_1 = EndpointModel.from_dict(data)

                return componentsschemas_agent_model_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_agent_model_type_2 = HostedModel.from_dict(data)

            return componentsschemas_agent_model_type_2

        model = _parse_model(d.pop("model"))

        harness = d.pop("harness", UNSET)

        harness_api_key_secret = d.pop("harness_api_key_secret", UNSET)

        _env = d.pop("env", UNSET)
        env: AgentSpecEnv | Unset
        if isinstance(_env, Unset):
            env = UNSET
        else:
            env = AgentSpecEnv.from_dict(_env)

        agent_spec = cls(
            model=model,
            harness=harness,
            harness_api_key_secret=harness_api_key_secret,
            env=env,
        )

        agent_spec.additional_properties = d
        return agent_spec

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
