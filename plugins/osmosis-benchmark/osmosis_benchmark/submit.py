"""``osmosis benchmark submit``: validate a config, preview, resolve secrets, confirm, POST
(0.3.8 §15). Everything that can fail locally fails before the platform is contacted."""

from __future__ import annotations

import json
import shlex
from typing import TYPE_CHECKING, Annotated, Any

from cyclopts import Parameter

from osmosis_core.console import warn
from osmosis_core.errors import OsmosisError
from osmosis_core.invocation import Invocation, current
from osmosis_core.results import DetailResult, OperationResult

if TYPE_CHECKING:
    from osmosis_benchmark.config import BenchmarkConfig
    from osmosis_benchmark.secrets import Resolution, Stored
    from osmosis_core.platform.client import PlatformClient
    from osmosis_core.platform.scope import Scope

PROMPT = "Submit this benchmark run?"
HLE_WARNING = (
    'For HLE, we recommend [tasks] task_set = "parity" so results are comparable with published '
    "scores. This submission uses the full or a custom task selection."
)


class _Body:
    """Hands our own dict to the generated endpoint module, which only calls ``to_dict``."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data

    def to_dict(self) -> dict[str, Any]:
        return self.data


def submit(
    config_path: str,
    /,
    *,
    yes: Annotated[bool, Parameter(alias="-y", negative="")] = False,
    secrets_file: Annotated[str | None, Parameter(allow_leading_hyphen=True)] = None,
    dry_run: Annotated[bool, Parameter(negative="")] = False,
    wait: Annotated[bool, Parameter(negative="")] = False,
    timeout: float | None = None,
) -> OperationResult:
    """Submit a benchmark run.

    Parameters
    ----------
    config_path
        Path to the benchmark TOML config.
    yes
        Skip the confirmation (only after reviewing the run: runs cost money).
    secrets_file
        Dotenv file (NAME=value lines) with values for [secrets].required; - reads stdin.
        Values are used for this run only and never saved.
    dry_run
        Validate and resolve everything, print the request body without secret values,
        and submit nothing.
    wait
        Wait until the run ends (progress on stderr), then report every agent's results.
        Exit status: 0 finished, 1 failed or stopped — so CI can gate on a run.
    timeout
        With --wait: give up waiting after this many seconds (the run keeps going); exit 1.
    """
    from osmosis_benchmark import preview
    from osmosis_benchmark.config import load_config
    from osmosis_benchmark.payload import build_payload
    from osmosis_benchmark.secrets import read_secrets_file
    from osmosis_core.confirm import confirm
    from osmosis_core.platform.scope import resolve_scope

    inv = current()
    scope = resolve_scope(inv)
    config, _path = load_config(config_path)
    file_values = read_secrets_file(secrets_file, inv) if secrets_file else {}

    if not inv.machine_mode:
        _show(inv, preview.preview_result(config, scope))
    if config.experiment.benchmark.lower() == "hle" and (
        config.tasks is None or config.tasks.task_set != "parity"
    ):
        warn(inv, "HLE_PARITY_RECOMMENDED", HLE_WARNING)

    client = _client(inv, dry_run)
    resolution, stored = _secrets(config, inv, client, file_values, dry_run)
    if resolution.scopes and not inv.machine_mode:
        _show(inv, preview.secrets_result(resolution.scopes))

    body = build_payload(config, resolution.provided)
    if dry_run:
        return _dry_run_result(body, resolution, scope)
    summary = preview.summary(config, scope, resolution.scopes)
    if not confirm(inv, PROMPT, summary, default=True, yes=yes):
        return OperationResult(
            operation="benchmark.submit", status="cancelled", message="Cancelled."
        )
    assert client is not None
    created = _post(client, body, resolution, stored, inv)
    result = _submitted_result(created, body, config, scope, inv)
    if wait:
        from osmosis_benchmark.waiting import wait_for_run

        return wait_for_run(inv, client, result, timeout=timeout)
    return result


def _show(inv: Invocation, result: DetailResult) -> None:
    """Preview tables go through the active output format, like any result (but never
    through ``--fields``/``--query``, which select from the final result)."""
    from osmosis_core.invocation import isatty
    from osmosis_core.registry import RenderContext

    assert inv.formats is not None
    tty = isatty(inv.stdout)
    ctx = RenderContext(
        stdout=inv.stdout,
        stderr=inv.stderr,
        is_tty=tty,
        color=tty and not inv.env("NO_COLOR"),
        command=inv.command,
    )
    inv.formats.get(inv.output).load().render(result, ctx)
    inv.stdout.flush()


def _client(inv: Invocation, dry_run: bool) -> PlatformClient | None:
    from osmosis_core.platform.client import platform_client

    if not dry_run:
        return platform_client(inv)
    try:
        return platform_client(inv)
    except OsmosisError:  # a dry run still checks everything it can without a platform
        return None


def _secrets(
    config: BenchmarkConfig,
    inv: Invocation,
    client: PlatformClient | None,
    file_values: dict[str, str],
    dry_run: bool,
) -> tuple[Resolution, Stored | None]:
    """§15.1 step 5: only when the config references a secret at all."""
    from osmosis_benchmark import secrets
    from osmosis_benchmark.rules import per_run_secrets, referenced_secrets

    names = referenced_secrets(config)
    if not names:
        return secrets.Resolution(), None
    stored = secrets.stored_secrets(client) if client is not None else None
    required = per_run_secrets(config)
    if stored is not None:
        absent = [n for n in names if n not in required and n not in stored.scopes]
        if absent:  # before any prompt: no point asking for values of a doomed run
            raise secrets.not_stored_error(absent, inv)
    resolution = secrets.resolve(
        names, required, file_values, inv, stored, prompt=inv.interactive and not dry_run
    )
    if resolution.missing and not dry_run:
        raise secrets.missing_values_error(resolution.missing)
    return resolution, stored


def _post(
    client: PlatformClient,
    body: dict[str, Any],
    resolution: Resolution,
    stored: Stored | None,
    inv: Invocation,
) -> dict[str, Any]:
    from osmosis_benchmark.redact import redact_error
    from osmosis_benchmark.secrets import explain_missing_records
    from osmosis_client.api.benchmark_runs import create_benchmark_run

    try:
        return client.call(create_benchmark_run, body=_Body(body))
    except OsmosisError as exc:
        error = redact_error(exc, list(resolution.provided.values()))
        ui_url = stored.platform_url if stored is not None else None
        raise explain_missing_records(error, inv, ui_url) from None


def _command(inv: Invocation, *args: str) -> str:
    words = ["osmosis"]
    if inv.workspace:
        words += ["--workspace", inv.workspace]
    return shlex.join([*words, *args])


def _submitted_result(
    created: dict[str, Any],
    body: dict[str, Any],
    config: BenchmarkConfig,
    scope: Scope,
    inv: Invocation,
) -> OperationResult:
    from osmosis_benchmark.payload import config_summary

    name = created.get("name")
    resource: dict[str, Any] = {
        "id": created.get("id"),
        "name": name,
        "status": created.get("status"),
        "benchmark_name": created.get("benchmark_name") or config.experiment.benchmark,
        "workflow_id": created.get("workflow_id"),
        "task_count": created.get("task_count"),
        "created_at": created.get("created_at"),
    }
    if created.get("platform_url"):
        resource["platform_url"] = created["platform_url"]
    resource["scope"] = scope.envelope_extras()
    resource["config"] = config_summary(body)
    steps = [
        {
            "action": "benchmark_info",
            "label": "Show the run",
            "command": _command(inv, "benchmark", "runs", "info", str(name)),
        },
        {
            "action": "benchmark_list",
            "label": "List runs",
            "command": _command(inv, "benchmark", "runs", "list"),
        },
    ]
    if created.get("platform_url"):
        steps.append({"action": "open_url", "label": "View", "url": created["platform_url"]})
    return OperationResult(
        operation="benchmark.submit",
        resource=resource,
        message=f"Benchmark run submitted: {name}",
        next_steps=steps,
    )


def _dry_run_result(body: dict[str, Any], resolution: Resolution, scope: Scope) -> OperationResult:
    from osmosis_benchmark.payload import without_secret_values

    safe = without_secret_values(body)
    message = "Dry run: nothing was submitted. Request body:\n" + json.dumps(
        safe, indent=2, ensure_ascii=False
    )
    resource: dict[str, Any] = {
        "request": safe,
        "secrets": {"scopes": resolution.scopes, "missing": resolution.missing},
        "scope": scope.envelope_extras(),
    }
    if resolution.missing:
        message += (
            f"\nNo value found yet for: {', '.join(resolution.missing)}; a real submit needs "
            "them (environment, --secrets-file, or osmosis secret set)."
        )
    return OperationResult(
        operation="benchmark.submit", status="dry_run", resource=resource, message=message
    )
