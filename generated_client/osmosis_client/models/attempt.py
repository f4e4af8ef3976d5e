from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.attempt_outcome import AttemptOutcome, check_attempt_outcome
from ..models.attempt_status import AttemptStatus, check_attempt_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.attempt_phase_timings import AttemptPhaseTimings
    from ..models.attempt_rewards import AttemptRewards


T = TypeVar("T", bound="Attempt")


@_attrs_define
class Attempt:
    """One try of one agent on one task (a Harbor trial).

    Attributes:
        id (str): Also the folder name under `artifacts/` in the outputs.
        task_name (str):
        agent_index (int):
        attempt_index (int):
        status (AttemptStatus): `finished` attempts carry an `outcome`; a stopped or cancelled attempt is `finished`
            with outcome `cancelled`.
        benchmark_run_agent_id (None | str | Unset):
        outcome (AttemptOutcome | None | Unset): Null until the attempt is finished.
        reward (float | None | Unset): The verifier's main reward.
        rewards (AttemptRewards | Unset): Every reward the verifier reported, by name.
        passed (bool | None | Unset):
        failure_cause (None | str | Unset): Why an attempt did not pass, separating infrastructure from the agent:
            `agent_error`, `agent_timeout`, `verifier_error`, `verifier_timeout`,
            `environment_error`, `cancelled`, or null when it passed or was scored failed.
        failure_message (None | str | Unset):
        exception_type (None | str | Unset):
        input_tokens (int | None | Unset):
        output_tokens (int | None | Unset):
        cache_tokens (int | None | Unset):
        cost_usd (float | None | Unset):
        started_at (datetime.datetime | None | Unset):
        finished_at (datetime.datetime | None | Unset):
        duration_seconds (float | None | Unset):
        phase_timings (AttemptPhaseTimings | Unset): Seconds per phase, e.g. `environment_setup`, `agent_setup`,
            `agent_execution`, `verifier`.
    """

    id: str
    task_name: str
    agent_index: int
    attempt_index: int
    status: AttemptStatus
    benchmark_run_agent_id: None | str | Unset = UNSET
    outcome: AttemptOutcome | None | Unset = UNSET
    reward: float | None | Unset = UNSET
    rewards: AttemptRewards | Unset = UNSET
    passed: bool | None | Unset = UNSET
    failure_cause: None | str | Unset = UNSET
    failure_message: None | str | Unset = UNSET
    exception_type: None | str | Unset = UNSET
    input_tokens: int | None | Unset = UNSET
    output_tokens: int | None | Unset = UNSET
    cache_tokens: int | None | Unset = UNSET
    cost_usd: float | None | Unset = UNSET
    started_at: datetime.datetime | None | Unset = UNSET
    finished_at: datetime.datetime | None | Unset = UNSET
    duration_seconds: float | None | Unset = UNSET
    phase_timings: AttemptPhaseTimings | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        task_name = self.task_name

        agent_index = self.agent_index

        attempt_index = self.attempt_index

        status: str = self.status

        benchmark_run_agent_id: None | str | Unset
        if isinstance(self.benchmark_run_agent_id, Unset):
            benchmark_run_agent_id = UNSET
        else:
            benchmark_run_agent_id = self.benchmark_run_agent_id

        outcome: None | str | Unset
        if isinstance(self.outcome, Unset):
            outcome = UNSET
        elif isinstance(self.outcome, str):
            outcome = self.outcome
        else:
            outcome = self.outcome

        reward: float | None | Unset
        if isinstance(self.reward, Unset):
            reward = UNSET
        else:
            reward = self.reward

        rewards: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rewards, Unset):
            rewards = self.rewards.to_dict()

        passed: bool | None | Unset
        if isinstance(self.passed, Unset):
            passed = UNSET
        else:
            passed = self.passed

        failure_cause: None | str | Unset
        if isinstance(self.failure_cause, Unset):
            failure_cause = UNSET
        else:
            failure_cause = self.failure_cause

        failure_message: None | str | Unset
        if isinstance(self.failure_message, Unset):
            failure_message = UNSET
        else:
            failure_message = self.failure_message

        exception_type: None | str | Unset
        if isinstance(self.exception_type, Unset):
            exception_type = UNSET
        else:
            exception_type = self.exception_type

        input_tokens: int | None | Unset
        if isinstance(self.input_tokens, Unset):
            input_tokens = UNSET
        else:
            input_tokens = self.input_tokens

        output_tokens: int | None | Unset
        if isinstance(self.output_tokens, Unset):
            output_tokens = UNSET
        else:
            output_tokens = self.output_tokens

        cache_tokens: int | None | Unset
        if isinstance(self.cache_tokens, Unset):
            cache_tokens = UNSET
        else:
            cache_tokens = self.cache_tokens

        cost_usd: float | None | Unset
        if isinstance(self.cost_usd, Unset):
            cost_usd = UNSET
        else:
            cost_usd = self.cost_usd

        started_at: None | str | Unset
        if isinstance(self.started_at, Unset):
            started_at = UNSET
        elif isinstance(self.started_at, datetime.datetime):
            started_at = self.started_at.isoformat()
        else:
            started_at = self.started_at

        finished_at: None | str | Unset
        if isinstance(self.finished_at, Unset):
            finished_at = UNSET
        elif isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        duration_seconds: float | None | Unset
        if isinstance(self.duration_seconds, Unset):
            duration_seconds = UNSET
        else:
            duration_seconds = self.duration_seconds

        phase_timings: dict[str, Any] | Unset = UNSET
        if not isinstance(self.phase_timings, Unset):
            phase_timings = self.phase_timings.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "task_name": task_name,
                "agent_index": agent_index,
                "attempt_index": attempt_index,
                "status": status,
            }
        )
        if benchmark_run_agent_id is not UNSET:
            field_dict["benchmark_run_agent_id"] = benchmark_run_agent_id
        if outcome is not UNSET:
            field_dict["outcome"] = outcome
        if reward is not UNSET:
            field_dict["reward"] = reward
        if rewards is not UNSET:
            field_dict["rewards"] = rewards
        if passed is not UNSET:
            field_dict["passed"] = passed
        if failure_cause is not UNSET:
            field_dict["failure_cause"] = failure_cause
        if failure_message is not UNSET:
            field_dict["failure_message"] = failure_message
        if exception_type is not UNSET:
            field_dict["exception_type"] = exception_type
        if input_tokens is not UNSET:
            field_dict["input_tokens"] = input_tokens
        if output_tokens is not UNSET:
            field_dict["output_tokens"] = output_tokens
        if cache_tokens is not UNSET:
            field_dict["cache_tokens"] = cache_tokens
        if cost_usd is not UNSET:
            field_dict["cost_usd"] = cost_usd
        if started_at is not UNSET:
            field_dict["started_at"] = started_at
        if finished_at is not UNSET:
            field_dict["finished_at"] = finished_at
        if duration_seconds is not UNSET:
            field_dict["duration_seconds"] = duration_seconds
        if phase_timings is not UNSET:
            field_dict["phase_timings"] = phase_timings

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.attempt_phase_timings import AttemptPhaseTimings  # noqa: PLC0415
        from ..models.attempt_rewards import AttemptRewards  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        task_name = d.pop("task_name")

        agent_index = d.pop("agent_index")

        attempt_index = d.pop("attempt_index")

        status = check_attempt_status(d.pop("status"))

        def _parse_benchmark_run_agent_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        benchmark_run_agent_id = _parse_benchmark_run_agent_id(d.pop("benchmark_run_agent_id", UNSET))

        def _parse_outcome(data: object) -> AttemptOutcome | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                outcome_type_0 = check_attempt_outcome(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AttemptOutcome | None | Unset, data)

        outcome = _parse_outcome(d.pop("outcome", UNSET))

        def _parse_reward(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        reward = _parse_reward(d.pop("reward", UNSET))

        _rewards = d.pop("rewards", UNSET)
        rewards: AttemptRewards | Unset
        if isinstance(_rewards, Unset):
            rewards = UNSET
        else:
            rewards = AttemptRewards.from_dict(_rewards)

        def _parse_passed(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        passed = _parse_passed(d.pop("passed", UNSET))

        def _parse_failure_cause(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        failure_cause = _parse_failure_cause(d.pop("failure_cause", UNSET))

        def _parse_failure_message(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        failure_message = _parse_failure_message(d.pop("failure_message", UNSET))

        def _parse_exception_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        exception_type = _parse_exception_type(d.pop("exception_type", UNSET))

        def _parse_input_tokens(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        input_tokens = _parse_input_tokens(d.pop("input_tokens", UNSET))

        def _parse_output_tokens(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        output_tokens = _parse_output_tokens(d.pop("output_tokens", UNSET))

        def _parse_cache_tokens(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        cache_tokens = _parse_cache_tokens(d.pop("cache_tokens", UNSET))

        def _parse_cost_usd(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        cost_usd = _parse_cost_usd(d.pop("cost_usd", UNSET))

        def _parse_started_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                started_at_type_0 = datetime.datetime.fromisoformat(data)

                return started_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        started_at = _parse_started_at(d.pop("started_at", UNSET))

        def _parse_finished_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)

                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        finished_at = _parse_finished_at(d.pop("finished_at", UNSET))

        def _parse_duration_seconds(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        duration_seconds = _parse_duration_seconds(d.pop("duration_seconds", UNSET))

        _phase_timings = d.pop("phase_timings", UNSET)
        phase_timings: AttemptPhaseTimings | Unset
        if isinstance(_phase_timings, Unset):
            phase_timings = UNSET
        else:
            phase_timings = AttemptPhaseTimings.from_dict(_phase_timings)

        attempt = cls(
            id=id,
            task_name=task_name,
            agent_index=agent_index,
            attempt_index=attempt_index,
            status=status,
            benchmark_run_agent_id=benchmark_run_agent_id,
            outcome=outcome,
            reward=reward,
            rewards=rewards,
            passed=passed,
            failure_cause=failure_cause,
            failure_message=failure_message,
            exception_type=exception_type,
            input_tokens=input_tokens,
            output_tokens=output_tokens,
            cache_tokens=cache_tokens,
            cost_usd=cost_usd,
            started_at=started_at,
            finished_at=finished_at,
            duration_seconds=duration_seconds,
            phase_timings=phase_timings,
        )

        attempt.additional_properties = d
        return attempt

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
