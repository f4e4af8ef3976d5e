from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.agent_metric import AgentMetric
    from ..models.benchmark_run import BenchmarkRun
    from ..models.ingest_progress import IngestProgress
    from ..models.run_agent import RunAgent
    from ..models.run_configuration import RunConfiguration
    from ..models.run_totals import RunTotals


T = TypeVar("T", bound="BenchmarkRunDetail")


@_attrs_define
class BenchmarkRunDetail:
    """
    Attributes:
        benchmark_run (BenchmarkRun): A run as listed by `list_benchmark_runs` and as `benchmark_run` in the detail.
        configuration (RunConfiguration | Unset): What the run resolved at submit time.
        agents (list[RunAgent] | Unset):
        progress (IngestProgress | Unset): Results ingested so far out of the results the run will produce.
        totals (RunTotals | Unset): Outcome counts over all attempts and token and cost sums.
        agent_metrics (list[AgentMetric] | Unset):
        is_internal_user (bool | Unset): Internal users also see the run id in `runs info`.
        warnings (list[str] | Unset): Caveats, e.g. a subset run that will not rank, or many errored attempts.
    """

    benchmark_run: BenchmarkRun
    configuration: RunConfiguration | Unset = UNSET
    agents: list[RunAgent] | Unset = UNSET
    progress: IngestProgress | Unset = UNSET
    totals: RunTotals | Unset = UNSET
    agent_metrics: list[AgentMetric] | Unset = UNSET
    is_internal_user: bool | Unset = UNSET
    warnings: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        benchmark_run = self.benchmark_run.to_dict()

        configuration: dict[str, Any] | Unset = UNSET
        if not isinstance(self.configuration, Unset):
            configuration = self.configuration.to_dict()

        agents: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.agents, Unset):
            agents = []
            for agents_item_data in self.agents:
                agents_item = agents_item_data.to_dict()
                agents.append(agents_item)

        progress: dict[str, Any] | Unset = UNSET
        if not isinstance(self.progress, Unset):
            progress = self.progress.to_dict()

        totals: dict[str, Any] | Unset = UNSET
        if not isinstance(self.totals, Unset):
            totals = self.totals.to_dict()

        agent_metrics: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.agent_metrics, Unset):
            agent_metrics = []
            for agent_metrics_item_data in self.agent_metrics:
                agent_metrics_item = agent_metrics_item_data.to_dict()
                agent_metrics.append(agent_metrics_item)

        is_internal_user = self.is_internal_user

        warnings: list[str] | Unset = UNSET
        if not isinstance(self.warnings, Unset):
            warnings = self.warnings

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "benchmark_run": benchmark_run,
            }
        )
        if configuration is not UNSET:
            field_dict["configuration"] = configuration
        if agents is not UNSET:
            field_dict["agents"] = agents
        if progress is not UNSET:
            field_dict["progress"] = progress
        if totals is not UNSET:
            field_dict["totals"] = totals
        if agent_metrics is not UNSET:
            field_dict["agent_metrics"] = agent_metrics
        if is_internal_user is not UNSET:
            field_dict["is_internal_user"] = is_internal_user
        if warnings is not UNSET:
            field_dict["warnings"] = warnings

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.agent_metric import AgentMetric  # noqa: PLC0415
        from ..models.benchmark_run import BenchmarkRun  # noqa: PLC0415
        from ..models.ingest_progress import IngestProgress  # noqa: PLC0415
        from ..models.run_agent import RunAgent  # noqa: PLC0415
        from ..models.run_configuration import RunConfiguration  # noqa: PLC0415
        from ..models.run_totals import RunTotals  # noqa: PLC0415

        d = dict(src_dict)
        benchmark_run = BenchmarkRun.from_dict(d.pop("benchmark_run"))

        _configuration = d.pop("configuration", UNSET)
        configuration: RunConfiguration | Unset
        if isinstance(_configuration, Unset):
            configuration = UNSET
        else:
            configuration = RunConfiguration.from_dict(_configuration)

        _agents = d.pop("agents", UNSET)
        agents: list[RunAgent] | Unset = UNSET
        if _agents is not UNSET:
            agents = []
            for agents_item_data in _agents:
                agents_item = RunAgent.from_dict(agents_item_data)

                agents.append(agents_item)

        _progress = d.pop("progress", UNSET)
        progress: IngestProgress | Unset
        if isinstance(_progress, Unset):
            progress = UNSET
        else:
            progress = IngestProgress.from_dict(_progress)

        _totals = d.pop("totals", UNSET)
        totals: RunTotals | Unset
        if isinstance(_totals, Unset):
            totals = UNSET
        else:
            totals = RunTotals.from_dict(_totals)

        _agent_metrics = d.pop("agent_metrics", UNSET)
        agent_metrics: list[AgentMetric] | Unset = UNSET
        if _agent_metrics is not UNSET:
            agent_metrics = []
            for agent_metrics_item_data in _agent_metrics:
                agent_metrics_item = AgentMetric.from_dict(agent_metrics_item_data)

                agent_metrics.append(agent_metrics_item)

        is_internal_user = d.pop("is_internal_user", UNSET)

        warnings = cast(list[str], d.pop("warnings", UNSET))

        benchmark_run_detail = cls(
            benchmark_run=benchmark_run,
            configuration=configuration,
            agents=agents,
            progress=progress,
            totals=totals,
            agent_metrics=agent_metrics,
            is_internal_user=is_internal_user,
            warnings=warnings,
        )

        benchmark_run_detail.additional_properties = d
        return benchmark_run_detail

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
