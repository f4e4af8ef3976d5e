"""``osmosis benchmark add | resync | remove``: Harbor datasets in a workspace.

These use the platform's extension routes (``add_benchmark``, ``resync_benchmark``,
``delete_benchmark``); 0.3.8 has no such commands. The sync runs on the platform in the
background; ``--wait`` follows it (progress on stderr) and exits 1 when it fails.
"""

from __future__ import annotations

import os
import re
import shlex
import time
from typing import Annotated, Any

from cyclopts import Parameter

from osmosis_benchmark.benchmarks import benchmark_key, last_run_text
from osmosis_core.errors import EXIT_ERROR, EXIT_OK
from osmosis_core.invocation import Invocation, current
from osmosis_core.results import OperationResult

Yes = Annotated[bool, Parameter(alias="-y", negative="")]
Wait = Annotated[bool, Parameter(negative="")]
POLL_SECONDS = 0.2
SETTLED = ("ready", "failed")
# what is not a local path: URLs, git's ``host:path``, Harbor Hub references (``name@version``)
_URL = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://")
_SCP_LIKE = re.compile(r"^(?:[A-Za-z0-9._+-]+@)?[A-Za-z0-9][A-Za-z0-9.-]+:(?!:)(?!//)\S")
_HUB_REF = re.compile(r"^[A-Za-z0-9][\w.-]*(/[\w.-]+)?@[\w.+-]+$")


def source_argument(source: str) -> str:
    """A local path made absolute (the platform resolves nothing against the CLI's cwd);
    URLs and other references unchanged."""
    text = source.strip()
    if not text or _URL.match(text) or _SCP_LIKE.match(text):
        return text
    try:
        expanded = os.path.expanduser(text)
    except RuntimeError:
        expanded = text
    if os.path.isabs(expanded):
        return expanded
    if _HUB_REF.match(text) and not os.path.exists(text):
        return text  # the platform explains what to do instead
    return os.path.abspath(expanded)


def _command(inv: Invocation, *args: str) -> str:
    words = ["osmosis"]
    if inv.workspace:
        words += ["--workspace", inv.workspace]
    return shlex.join([*words, *args])


def _resource(benchmark: dict[str, Any], scope: dict[str, Any]) -> dict[str, Any]:
    fields = (
        "id",
        "name",
        "key",
        "source_type",
        "source_url",
        "sync_status",
        "synced_task_count",
        "task_count",
        "sync_error",
    )
    found = {**benchmark, "key": benchmark_key(benchmark)}
    return {**{f: found.get(f) for f in fields}, "scope": scope}


def _follow(inv: Invocation, client: Any, benchmark: dict[str, Any]) -> dict[str, Any]:
    """Poll until the sync settles; each new state line goes to stderr (not in JSON mode)."""
    from osmosis_client.api.benchmarks import get_benchmark

    key = benchmark.get("id") or benchmark_key(benchmark)
    last = None
    while True:
        status = benchmark.get("sync_status")
        if status in SETTLED:
            return benchmark
        line = last_run_text(benchmark)
        if line != last and not inv.json_mode:
            print(f"{benchmark.get('name')}: {line}", file=inv.stderr, flush=True)
            last = line
        time.sleep(POLL_SECONDS)
        benchmark = client.call(get_benchmark, key=key).get("benchmark") or {}


def _synced(
    inv: Invocation, client: Any, operation: str, benchmark: dict[str, Any], wait: bool
) -> OperationResult:
    scope = client.scope.envelope_extras()
    key = benchmark_key(benchmark) or str(benchmark.get("id"))
    name = benchmark.get("name") or key
    info = {
        "action": "benchmark_info",
        "label": "Show it",
        "command": _command(inv, "benchmark", "info", key),
    }
    if not wait:
        verb = "added as" if operation == "benchmark.add" else "resyncing as"
        return OperationResult(
            operation=operation,
            resource=_resource(benchmark, scope),
            message=f'Benchmark "{name}" {verb} {key}; its task list is syncing in the background.',
            next_steps=[info],
        )
    benchmark = _follow(inv, client, benchmark)
    resource = _resource(benchmark, scope)
    if benchmark.get("sync_status") == "failed":
        return OperationResult(
            operation=operation,
            status="failed",
            resource=resource,
            message=f'Benchmark "{name}" ({key}) failed to sync: '
            f"{benchmark.get('sync_error') or 'unknown error'}",
            next_steps=[
                {
                    "action": "benchmark_resync",
                    "label": "Retry",
                    "command": _command(inv, "benchmark", "resync", key),
                }
            ],
            exit_code=EXIT_ERROR,
        )
    count = benchmark.get("task_count")
    return OperationResult(
        operation=operation,
        resource=resource,
        message=f'Benchmark "{name}" ({key}) is ready: {count} task(s).',
        next_steps=[info],
        exit_code=EXIT_OK,
    )


def add(
    source: str,
    /,
    *,
    name: str | None = None,
    ref: str | None = None,
    wait: Wait = False,
) -> OperationResult:
    """Add a Harbor dataset to the workspace; the platform syncs its tasks in the background.

    Parameters
    ----------
    source
        A Harbor dataset directory, a registry.json (path or URL), or a git repository URL
        (https, ssh, git@host:path, file://). A relative path is made absolute.
    name
        Display name; the shell-safe key is made from it. Defaults to the dataset's name.
    ref
        Git branch, tag or commit to pin, or the name@version of a registry.json dataset.
    wait
        Wait until the sync is ready or failed (exit 1 when it failed).
    """
    from osmosis_client.api.benchmarks import add_benchmark
    from osmosis_client.models.add_benchmark_request import AddBenchmarkRequest
    from osmosis_client.types import UNSET
    from osmosis_core.platform.client import platform_client

    inv = current()
    client = platform_client(inv)
    body = AddBenchmarkRequest(
        source=source_argument(source),
        name=UNSET if name is None else name,
        ref=UNSET if ref is None else ref,
    )
    created = client.call(add_benchmark, body=body)
    return _synced(inv, client, "benchmark.add", created, wait)


def resync(key: str, /, *, wait: Wait = False) -> OperationResult:
    """Sync a benchmark's task list from its source again (e.g. after a failed sync).

    Parameters
    ----------
    key
        Benchmark key, exact display name, or id.
    wait
        Wait until the sync is ready or failed (exit 1 when it failed).
    """
    from osmosis_client.api.benchmarks import resync_benchmark
    from osmosis_core.platform.client import platform_client

    inv = current()
    client = platform_client(inv)
    started = client.call(resync_benchmark, key=key)
    return _synced(inv, client, "benchmark.resync", started, wait)


def remove(key: str, /, *, yes: Yes = False) -> OperationResult:
    """Remove a benchmark this workspace added (finished runs stay readable).

    Parameters
    ----------
    key
        Benchmark key, exact display name, or id.
    yes
        Skip the confirmation.
    """
    from osmosis_client.api.benchmarks import delete_benchmark, get_benchmark
    from osmosis_core.confirm import confirm
    from osmosis_core.platform.client import platform_client

    inv = current()
    client = platform_client(inv)
    benchmark = client.call(get_benchmark, key=key).get("benchmark") or {}
    found_key = benchmark_key(benchmark) or key
    label = benchmark.get("name") or found_key
    summary = {
        "Name": label,
        "Key": found_key,
        "Source": benchmark.get("source_url") or "–",
        "Tasks": benchmark.get("task_count") if benchmark.get("task_count") is not None else "–",
        "Runs": benchmark.get("run_count") or 0,
    }
    # A managed benchmark cannot be removed: no question, the platform's refusal says why.
    managed = benchmark.get("source_type") == "managed"
    if not managed and not confirm(
        inv, f'Remove benchmark "{label}" ({found_key})?', summary, default=False, yes=yes
    ):
        return OperationResult(
            operation="benchmark.remove", status="cancelled", message="Cancelled."
        )
    result = client.call(delete_benchmark, key=benchmark.get("id") or key)
    return OperationResult(
        operation="benchmark.remove",
        resource={
            "id": result.get("id") or benchmark.get("id"),
            "name": result.get("name") or label,
            "key": found_key,
            "deleted": bool(result.get("deleted", True)),
            "scope": client.scope.envelope_extras(),
        },
        message=f'Benchmark "{label}" ({found_key}) removed.',
    )
