from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ExecutionConfig")


@_attrs_define
class ExecutionConfig:
    """Execution controls; unset keys take the platform defaults (1 attempt, 4 concurrent).

    Attributes:
        attempts_per_task (int | Unset): Independent tries per agent per task; sets k for pass@k.
        max_concurrent_attempts (int | Unset):
        timeout_multiplier (float | Unset): Scales every task timeout.
        max_retries (int | Unset): Retries of an attempt after an infrastructure failure (never after an agent failure).
        pass_threshold (float | Unset): Overrides the benchmark's `pass_threshold`.
        judge_model (str | Unset): Only for benchmarks that `requires_judge_model`, e.g. `openai/gpt-5.2`.
        judge_api_key_secret (str | Unset): Secret record name of the judge key; required when the benchmark
            `requires_judge_api_key`.
        verifier_secrets (list[str] | Unset): `[verifier].required`: secret records a Harbor dataset's verifier reads.
    """

    attempts_per_task: int | Unset = UNSET
    max_concurrent_attempts: int | Unset = UNSET
    timeout_multiplier: float | Unset = UNSET
    max_retries: int | Unset = UNSET
    pass_threshold: float | Unset = UNSET
    judge_model: str | Unset = UNSET
    judge_api_key_secret: str | Unset = UNSET
    verifier_secrets: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attempts_per_task = self.attempts_per_task

        max_concurrent_attempts = self.max_concurrent_attempts

        timeout_multiplier = self.timeout_multiplier

        max_retries = self.max_retries

        pass_threshold = self.pass_threshold

        judge_model = self.judge_model

        judge_api_key_secret = self.judge_api_key_secret

        verifier_secrets: list[str] | Unset = UNSET
        if not isinstance(self.verifier_secrets, Unset):
            verifier_secrets = self.verifier_secrets

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if attempts_per_task is not UNSET:
            field_dict["attempts_per_task"] = attempts_per_task
        if max_concurrent_attempts is not UNSET:
            field_dict["max_concurrent_attempts"] = max_concurrent_attempts
        if timeout_multiplier is not UNSET:
            field_dict["timeout_multiplier"] = timeout_multiplier
        if max_retries is not UNSET:
            field_dict["max_retries"] = max_retries
        if pass_threshold is not UNSET:
            field_dict["pass_threshold"] = pass_threshold
        if judge_model is not UNSET:
            field_dict["judge_model"] = judge_model
        if judge_api_key_secret is not UNSET:
            field_dict["judge_api_key_secret"] = judge_api_key_secret
        if verifier_secrets is not UNSET:
            field_dict["verifier_secrets"] = verifier_secrets

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attempts_per_task = d.pop("attempts_per_task", UNSET)

        max_concurrent_attempts = d.pop("max_concurrent_attempts", UNSET)

        timeout_multiplier = d.pop("timeout_multiplier", UNSET)

        max_retries = d.pop("max_retries", UNSET)

        pass_threshold = d.pop("pass_threshold", UNSET)

        judge_model = d.pop("judge_model", UNSET)

        judge_api_key_secret = d.pop("judge_api_key_secret", UNSET)

        verifier_secrets = cast(list[str], d.pop("verifier_secrets", UNSET))

        execution_config = cls(
            attempts_per_task=attempts_per_task,
            max_concurrent_attempts=max_concurrent_attempts,
            timeout_multiplier=timeout_multiplier,
            max_retries=max_retries,
            pass_threshold=pass_threshold,
            judge_model=judge_model,
            judge_api_key_secret=judge_api_key_secret,
            verifier_secrets=verifier_secrets,
        )

        execution_config.additional_properties = d
        return execution_config

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
