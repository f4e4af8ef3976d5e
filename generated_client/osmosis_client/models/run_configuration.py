from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.run_configuration_config_type_0 import RunConfigurationConfigType0
    from ..models.run_configuration_resolved_secret_scopes import RunConfigurationResolvedSecretScopes
    from ..models.run_configuration_task_filters_type_0 import RunConfigurationTaskFiltersType0


T = TypeVar("T", bound="RunConfiguration")


@_attrs_define
class RunConfiguration:
    """What the run resolved at submit time.

    Attributes:
        source_type (None | str | Unset):
        source_ref (None | str | Unset):
        resolved_version (None | str | Unset):
        resolved_digest (None | str | Unset):
        task_filters (None | RunConfigurationTaskFiltersType0 | Unset): The submitted `tasks_config`, or null for all
            tasks.
        config (None | RunConfigurationConfigType0 | Unset): The submitted configuration (experiment, tasks, agents,
            execution) without secret values.
        resolved_secret_scopes (RunConfigurationResolvedSecretScopes | Unset): Secret name → where its value came from.
        benchmark_name (None | str | Unset):
        benchmark_id (None | str | Unset):
    """

    source_type: None | str | Unset = UNSET
    source_ref: None | str | Unset = UNSET
    resolved_version: None | str | Unset = UNSET
    resolved_digest: None | str | Unset = UNSET
    task_filters: None | RunConfigurationTaskFiltersType0 | Unset = UNSET
    config: None | RunConfigurationConfigType0 | Unset = UNSET
    resolved_secret_scopes: RunConfigurationResolvedSecretScopes | Unset = UNSET
    benchmark_name: None | str | Unset = UNSET
    benchmark_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.run_configuration_config_type_0 import RunConfigurationConfigType0  # noqa: PLC0415
        from ..models.run_configuration_task_filters_type_0 import RunConfigurationTaskFiltersType0  # noqa: PLC0415

        source_type: None | str | Unset
        if isinstance(self.source_type, Unset):
            source_type = UNSET
        else:
            source_type = self.source_type

        source_ref: None | str | Unset
        if isinstance(self.source_ref, Unset):
            source_ref = UNSET
        else:
            source_ref = self.source_ref

        resolved_version: None | str | Unset
        if isinstance(self.resolved_version, Unset):
            resolved_version = UNSET
        else:
            resolved_version = self.resolved_version

        resolved_digest: None | str | Unset
        if isinstance(self.resolved_digest, Unset):
            resolved_digest = UNSET
        else:
            resolved_digest = self.resolved_digest

        task_filters: dict[str, Any] | None | Unset
        if isinstance(self.task_filters, Unset):
            task_filters = UNSET
        elif isinstance(self.task_filters, RunConfigurationTaskFiltersType0):
            task_filters = self.task_filters.to_dict()
        else:
            task_filters = self.task_filters

        config: dict[str, Any] | None | Unset
        if isinstance(self.config, Unset):
            config = UNSET
        elif isinstance(self.config, RunConfigurationConfigType0):
            config = self.config.to_dict()
        else:
            config = self.config

        resolved_secret_scopes: dict[str, Any] | Unset = UNSET
        if not isinstance(self.resolved_secret_scopes, Unset):
            resolved_secret_scopes = self.resolved_secret_scopes.to_dict()

        benchmark_name: None | str | Unset
        if isinstance(self.benchmark_name, Unset):
            benchmark_name = UNSET
        else:
            benchmark_name = self.benchmark_name

        benchmark_id: None | str | Unset
        if isinstance(self.benchmark_id, Unset):
            benchmark_id = UNSET
        else:
            benchmark_id = self.benchmark_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if source_type is not UNSET:
            field_dict["source_type"] = source_type
        if source_ref is not UNSET:
            field_dict["source_ref"] = source_ref
        if resolved_version is not UNSET:
            field_dict["resolved_version"] = resolved_version
        if resolved_digest is not UNSET:
            field_dict["resolved_digest"] = resolved_digest
        if task_filters is not UNSET:
            field_dict["task_filters"] = task_filters
        if config is not UNSET:
            field_dict["config"] = config
        if resolved_secret_scopes is not UNSET:
            field_dict["resolved_secret_scopes"] = resolved_secret_scopes
        if benchmark_name is not UNSET:
            field_dict["benchmark_name"] = benchmark_name
        if benchmark_id is not UNSET:
            field_dict["benchmark_id"] = benchmark_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.run_configuration_config_type_0 import RunConfigurationConfigType0  # noqa: PLC0415
        from ..models.run_configuration_resolved_secret_scopes import RunConfigurationResolvedSecretScopes  # noqa: PLC0415
        from ..models.run_configuration_task_filters_type_0 import RunConfigurationTaskFiltersType0  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_source_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source_type = _parse_source_type(d.pop("source_type", UNSET))

        def _parse_source_ref(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source_ref = _parse_source_ref(d.pop("source_ref", UNSET))

        def _parse_resolved_version(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        resolved_version = _parse_resolved_version(d.pop("resolved_version", UNSET))

        def _parse_resolved_digest(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        resolved_digest = _parse_resolved_digest(d.pop("resolved_digest", UNSET))

        def _parse_task_filters(data: object) -> None | RunConfigurationTaskFiltersType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                task_filters_type_0 = RunConfigurationTaskFiltersType0.from_dict(data)

                return task_filters_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RunConfigurationTaskFiltersType0 | Unset, data)

        task_filters = _parse_task_filters(d.pop("task_filters", UNSET))

        def _parse_config(data: object) -> None | RunConfigurationConfigType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                config_type_0 = RunConfigurationConfigType0.from_dict(data)

                return config_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RunConfigurationConfigType0 | Unset, data)

        config = _parse_config(d.pop("config", UNSET))

        _resolved_secret_scopes = d.pop("resolved_secret_scopes", UNSET)
        resolved_secret_scopes: RunConfigurationResolvedSecretScopes | Unset
        if isinstance(_resolved_secret_scopes, Unset):
            resolved_secret_scopes = UNSET
        else:
            resolved_secret_scopes = RunConfigurationResolvedSecretScopes.from_dict(_resolved_secret_scopes)

        def _parse_benchmark_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        benchmark_name = _parse_benchmark_name(d.pop("benchmark_name", UNSET))

        def _parse_benchmark_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        benchmark_id = _parse_benchmark_id(d.pop("benchmark_id", UNSET))

        run_configuration = cls(
            source_type=source_type,
            source_ref=source_ref,
            resolved_version=resolved_version,
            resolved_digest=resolved_digest,
            task_filters=task_filters,
            config=config,
            resolved_secret_scopes=resolved_secret_scopes,
            benchmark_name=benchmark_name,
            benchmark_id=benchmark_id,
        )

        run_configuration.additional_properties = d
        return run_configuration

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
