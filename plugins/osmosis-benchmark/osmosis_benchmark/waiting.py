"""``benchmark submit --wait``: follow a run to its end and report each agent's results.

0.3.8 has no way to wait, so CI cannot gate on a run (contract §22.2). Progress goes to stderr;
the result keeps the ``benchmark.submit`` operation shape, with the final state added, and the
exit status says how the run ended.
"""

from __future__ import annotations

import sys
import time
from typing import Any

from osmosis_core.errors import EXIT_OK
from osmosis_core.invocation import Invocation
from osmosis_core.platform.client import PlatformClient
from osmosis_core.results import OperationResult

TERMINAL = ("finished", "failed", "stopped")
EXIT_UNSUCCESSFUL = 1


def _percent(value: float | None) -> str:
    return "–" if value is None else f"{value * 100:.0f}%"


def agent_lines(detail: dict[str, Any]) -> list[str]:
    """One line per agent: pass@1 (and pass@k), outcome counts, mean time per attempt."""
    metrics = {m["benchmark_run_agent_id"]: m for m in detail.get("agent_metrics") or []}
    lines = []
    for agent in detail.get("agents") or []:
        metric = metrics.get(agent["id"], {})
        p1 = (metric.get("pass_at_1") or {}).get("value")
        deepest = (metric.get("pass_at_k") or [{}])[-1] if metric.get("pass_at_k") else {}
        label = f"Agent {agent['agent_index'] + 1} · {agent.get('harness') or 'default'}"
        model = agent.get("model_display_name")
        if model and agent.get("harness") not in ("oracle", "nop"):
            label += f" · {model}"
        text = f"{label}: pass@1 {_percent(p1)}"
        if deepest.get("k", 1) > 1:
            text += f", pass@{deepest['k']} {_percent(deepest.get('value'))}"
        text += f" over {metric.get('n_tasks') or 0} task(s)"
        duration = (agent.get("aggregates") or {}).get("mean_duration_seconds")
        if duration is not None:
            text += f", {duration:.1f}s/attempt"
        lines.append(text)
    return lines


def wait_for_run(
    inv: Invocation,
    client: PlatformClient,
    submitted: OperationResult,
    *,
    timeout: float | None = None,
    interval: float = 1.0,
) -> OperationResult:
    from osmosis_client.api.benchmark_runs import get_benchmark_run

    resource = dict(submitted.resource or {})
    name = str(resource.get("name"))
    started = time.monotonic()
    last = None
    while True:
        detail = client.call(get_benchmark_run, name_or_id=name)
        run = detail.get("benchmark_run") or {}
        status = run.get("status")
        progress = detail.get("progress") or {}
        done, total = progress.get("ingested", 0), progress.get("expected", 0)
        line = f"{name}: {status} · {done} / {total} results"
        if line != last and not inv.json_mode:
            print(line, file=sys.stderr, flush=True)
            last = line
        if status in TERMINAL:
            break
        if timeout is not None and time.monotonic() - started > timeout:
            resource.update({"status": status, "waited_seconds": round(timeout, 1)})
            return OperationResult(
                operation="benchmark.submit",
                status="timeout",
                resource=resource,
                message=f"Stopped waiting after {timeout:g}s; {name} is still {status}.",
                next_steps=submitted.next_steps,
                exit_code=EXIT_UNSUCCESSFUL,
            )
        time.sleep(interval)
    totals = detail.get("totals") or {}
    resource.update(
        {
            "status": status,
            "completed_at": run.get("completed_at"),
            "totals": totals,
            "agent_metrics": detail.get("agent_metrics"),
            "agents": detail.get("agents"),
        }
    )
    counts = ", ".join(
        f"{totals.get(k, 0)} {k}" for k in ("passed", "failed", "errored", "cancelled")
    )
    message = "\n".join(
        [f"Benchmark run {status}: {name} ({counts})", *(f"  {x}" for x in agent_lines(detail))]
    )
    return OperationResult(
        operation="benchmark.submit",
        status="success" if status == "finished" else status,
        resource=resource,
        message=message,
        next_steps=submitted.next_steps,
        exit_code=EXIT_OK if status == "finished" else EXIT_UNSUCCESSFUL,
    )
