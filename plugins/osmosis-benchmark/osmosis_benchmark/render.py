"""Human text for wire values: rates are fractions on the wire and percentages on screen,
times are UTC on the wire and local on screen."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

DASH = "–"
TERMINAL = frozenset({"finished", "failed", "stopped"})


def parse_time(value: Any) -> datetime | None:
    if not isinstance(value, str) or not value:
        return None
    try:
        parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def local_time(value: Any) -> str:
    """``2026-08-01 10:00 AM UTC`` in the local time zone (0.3.8's Submitted column)."""
    moment = parse_time(value)
    if moment is None:
        return DASH
    return moment.astimezone().strftime("%Y-%m-%d %I:%M %p %Z").strip()


def clock_time(value: Any) -> str:
    """Log timestamps: local, to the second."""
    moment = parse_time(value)
    if moment is None:
        return DASH if value is None else str(value)
    return moment.astimezone().strftime("%Y-%m-%d %H:%M:%S")


def relative_age(value: Any, now: datetime | None = None) -> str:
    """``3mo ago``: coarse on purpose, it only tells fresh from stale."""
    moment = parse_time(value)
    if moment is None:
        return DASH
    seconds = int(((now or datetime.now(UTC)) - moment).total_seconds())
    if seconds < 60:
        return "just now"
    for unit, size in (("y", 365 * 86400), ("mo", 30 * 86400), ("d", 86400), ("h", 3600)):
        if seconds >= size:
            return f"{seconds // size}{unit} ago"
    return f"{seconds // 60}m ago"


def duration(seconds: Any) -> str:
    if not isinstance(seconds, (int, float)) or isinstance(seconds, bool):
        return DASH
    total = round(seconds)
    if total < 60:
        return f"{total}s"
    minutes, secs = divmod(total, 60)
    if minutes < 60:
        return f"{minutes}m {secs}s" if secs else f"{minutes}m"
    hours, minutes = divmod(minutes, 60)
    return f"{hours}h {minutes}m" if minutes else f"{hours}h"


def span(start: Any, end: Any, now: datetime | None = None) -> str:
    """Started → completed, or → now while the run is still going."""
    began = parse_time(start)
    if began is None:
        return DASH
    finished = parse_time(end) or now or datetime.now(UTC)
    return duration(max(0.0, (finished - began).total_seconds()))


def percent(value: Any, decimals: int = 1) -> str:
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        return DASH
    return f"{value * 100:.{decimals}f}%"


def pass_at_1(metric: Any) -> str:
    """``42.0% (40.0–44.0)``: one decimal when n ≥ 100, none otherwise."""
    if not isinstance(metric, dict) or metric.get("value") is None:
        return DASH
    n = metric.get("n")
    decimals = 1 if isinstance(n, int) and n >= 100 else 0
    text = percent(metric["value"], decimals)
    low, high = metric.get("ci_low"), metric.get("ci_high")
    if isinstance(low, (int, float)) and isinstance(high, (int, float)):
        text += f" ({low * 100:.{decimals}f}–{high * 100:.{decimals}f})"
    return text


def deepest_pass_at_k(entries: Any, n: Any = None) -> str:
    """The pass@k with the largest k, e.g. ``pass@3 55%``."""
    points = [e for e in entries or [] if isinstance(e, dict) and e.get("value") is not None]
    if not points:
        return DASH
    best = max(points, key=lambda e: e.get("k") or 0)
    decimals = 1 if isinstance(n, int) and n >= 100 else 0
    return f"pass@{best.get('k')} {percent(best['value'], decimals)}"


def money(value: Any, places: int = 2) -> str:
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        return DASH
    if places == 2 and 0 < value < 0.01:
        places = 4
    return f"${value:.{places}f}"


def tokens(value: Any) -> str:
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        return DASH
    if value >= 1_000_000:
        return f"{value / 1_000_000:.1f}M"
    if value >= 1_000:
        return f"{value / 1_000:.1f}k"
    return f"{value:.0f}"


def status_text(status: Any) -> str:
    return str(status).capitalize() if status else DASH


def run_name(run: dict[str, Any]) -> str | None:
    return run.get("name") or run.get("benchmark_run_name")


def run_benchmark_name(run: dict[str, Any]) -> str | None:
    ref = run.get("benchmark")
    return run.get("benchmark_name") or (ref.get("name") if isinstance(ref, dict) else None)


def run_progress(run: dict[str, Any]) -> dict[str, Any] | None:
    """``{completed, total, unit}`` with completed clamped to 0..total; null without a total."""
    total = run.get("expected_results")
    if not isinstance(total, int) or isinstance(total, bool):
        server = run.get("progress")
        return server if isinstance(server, dict) else None
    done = run.get("ingested_results")
    done = done if isinstance(done, int) and not isinstance(done, bool) else 0
    return {"completed": max(0, min(done, total)), "total": total, "unit": "results"}


def progress_text(progress: Any) -> str:
    if not isinstance(progress, dict) or progress.get("total") is None:
        return DASH
    unit = progress.get("unit") or "results"
    return f"{progress.get('completed', 0)} / {progress['total']} {unit}"
