"""Scores, stated with their uncertainty and with both denominators (issue 7, contract §18).

Per agent, over the tasks it attempted:

- ``pass_at_1`` = mean over tasks of c/n, where every finished, non-cancelled attempt counts and
  an errored attempt counts as a failure; ``pass_at_1_scored`` uses only attempts that produced
  a verdict (passed/failed); ``coverage`` = scored / counted. Cancelled attempts never ran and
  count in neither.
- ``pass_at_k`` for k = 1 … min attempts per task: mean over tasks of the unbiased estimator
  1 − C(n−c, k)/C(n, k).
- 95% intervals: percentile bootstrap over tasks, with one seeded resampling shared by all
  agents of a comparison — the same data always gives the same interval, and differences
  between agents are paired (same resampled tasks).
- Ranking by pass@1; an agent whose paired bootstrap difference from the best includes zero is
  ``tied`` and shares rank 1.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from math import comb
from typing import Any

import numpy as np

BOOTSTRAP = 2000
SEED = 20261130
LEVEL = 0.95
COUNTED = ("passed", "failed", "errored")
SCORED = ("passed", "failed")


def pass_at_k(n: int, c: int, k: int) -> float:
    """Unbiased estimator of solving within k of n tries, c of which passed."""
    if k > n:
        raise ValueError(f"k={k} > n={n}")
    if n - c < k:
        return 1.0
    return 1.0 - comb(n - c, k) / comb(n, k)


@dataclass
class AgentOutcomes:
    """One agent's finished attempts: task → outcomes, plus cost/tokens/durations."""

    key: str
    outcomes: dict[str, list[str]] = field(default_factory=dict)
    cost_usd: float | None = None
    tokens: int | None = None
    durations: list[float] = field(default_factory=list)

    def add(
        self,
        task: str,
        outcome: str | None,
        *,
        cost: float | None = None,
        tokens: int | None = None,
        duration: float | None = None,
    ) -> None:
        if outcome is None:
            return
        self.outcomes.setdefault(task, []).append(outcome)
        if cost is not None:
            self.cost_usd = (self.cost_usd or 0.0) + cost
        if tokens is not None:
            self.tokens = (self.tokens or 0) + tokens
        if duration is not None:
            self.durations.append(duration)


@dataclass
class Counts:
    """Per (agent, task) attempt counts: the whole input of the scores, as matrices."""

    keys: list[str]
    counted: np.ndarray  # passed + failed + errored
    passed: np.ndarray
    scored: np.ndarray  # passed + failed
    cost: list[float | None]
    tokens: list[int | None]
    durations: list[list[float]]

    @classmethod
    def from_outcomes(cls, agents: Sequence[AgentOutcomes], tasks: Sequence[str]) -> Counts:
        index = {t: i for i, t in enumerate(tasks)}
        shape = (len(agents), len(tasks))
        counted, passed, scored = np.zeros(shape), np.zeros(shape), np.zeros(shape)
        for a, agent in enumerate(agents):
            for task, outcomes in agent.outcomes.items():
                i = index[task]
                for outcome in outcomes:
                    if outcome in COUNTED:
                        counted[a, i] += 1
                        if outcome in SCORED:
                            scored[a, i] += 1
                            if outcome == "passed":
                                passed[a, i] += 1
        return cls(
            [a.key for a in agents],
            counted,
            passed,
            scored,
            [a.cost_usd for a in agents],
            [a.tokens for a in agents],
            [a.durations for a in agents],
        )


def _ratio(numerator: np.ndarray, denominator: np.ndarray) -> np.ndarray:
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(denominator > 0, numerator / np.maximum(denominator, 1), np.nan)


def pass_at_k_rows(counted: np.ndarray, passed: np.ndarray) -> list[list[dict[str, Any]]]:
    """Per agent: mean over attempted tasks of 1 − C(n−c, k)/C(n, k), k = 1 … min n."""
    curves = []
    for n_row, c_row in zip(counted, passed, strict=True):
        mask = n_row > 0
        if not mask.any():
            curves.append([])
            continue
        n, c = n_row[mask], c_row[mask]
        deepest = int(n.min())
        miss = np.ones_like(n)  # C(n−c, k)/C(n, k) as a running product
        curve = []
        for k in range(1, deepest + 1):
            with np.errstate(invalid="ignore", divide="ignore"):
                miss = miss * np.clip(n - c - (k - 1), 0, None) / (n - (k - 1))
            curve.append({"k": k, "value": _clean(float((1 - miss).mean()))})
        curves.append(curve)
    return curves


def _interval(samples: np.ndarray) -> tuple[float, float]:
    low, high = np.nanpercentile(samples, [(1 - LEVEL) / 2 * 100, (1 + LEVEL) / 2 * 100])
    return float(low), float(high)


def _clean(value: float) -> float:
    return round(float(min(1.0, max(0.0, value))), 6)


def resample_indices(n_tasks: int, draws: int = BOOTSTRAP, seed: int = SEED) -> np.ndarray:
    """The shared bootstrap: ``draws`` resamplings of task indices, deterministic."""
    rng = np.random.default_rng(seed)
    return rng.integers(0, n_tasks, size=(draws, n_tasks), dtype=np.int32)


def _boot_means(rates: np.ndarray, indices: np.ndarray) -> np.ndarray:
    """Mean of each resampling, skipping tasks without a value (NaN) in that resample."""
    picked = rates[indices]
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.nanmean(picked, axis=1) if np.isnan(picked).any() else picked.mean(axis=1)


def estimate(rates: np.ndarray, indices: np.ndarray | None) -> dict[str, Any]:
    present = rates[~np.isnan(rates)]
    n = int(present.size)
    if n == 0:
        return {"value": None, "ci_low": None, "ci_high": None, "n": 0}
    value = float(present.mean())
    if indices is None or n < 2:
        return {"value": _clean(value), "ci_low": None, "ci_high": None, "n": n}
    low, high = _interval(_boot_means(rates, indices))
    widen = small_sample_factor(n)
    low, high = value - (value - low) * widen, value + (high - value) * widen
    return {"value": _clean(value), "ci_low": _clean(low), "ci_high": _clean(high), "n": n}


def small_sample_factor(n: int) -> float:
    """Widen the percentile interval for few tasks: the bootstrap variance of a mean is
    (n−1)/n of the unbiased one, and a t quantile (n−1 dof) exceeds the normal one. Without
    this, intervals over 20–100 tasks cover the truth in only ~92–93% of cases, not 95%."""
    z = 1.959964
    dof = n - 1
    t = z + (z**3 + z) / (4 * dof) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * dof**2)
    return (n / dof) ** 0.5 * t / z


def score_agents(
    agents: Iterable[AgentOutcomes], tasks: Sequence[str], *, n_tasks: int | None = None
) -> dict[str, dict[str, Any]]:
    """Every agent's metrics over ``tasks``, ranks and ties included (keyed by agent key)."""
    agents = list(agents)
    return score_counts(Counts.from_outcomes(agents, list(tasks)), n_tasks=n_tasks)


def score_counts(counts: Counts, *, n_tasks: int | None = None) -> dict[str, dict[str, Any]]:
    n_all = counts.counted.shape[1]
    indices = resample_indices(n_all) if n_all >= 2 else None
    rates = _ratio(counts.passed, counts.counted)
    scored_rates = _ratio(counts.passed, counts.scored)
    curves = pass_at_k_rows(counts.counted, counts.passed)
    results: dict[str, dict[str, Any]] = {}
    for a, key in enumerate(counts.keys):
        counted = float(counts.counted[a].sum())
        attempted = int((counts.counted[a] > 0).sum())
        denominator = n_tasks or attempted
        cost, tokens, durations = counts.cost[a], counts.tokens[a], counts.durations[a]
        results[key] = {
            "pass_at_1": estimate(rates[a], indices),
            "pass_at_1_scored": estimate(scored_rates[a], indices),
            "pass_at_k": curves[a],
            "coverage": round(float(counts.scored[a].sum()) / counted, 6) if counted else None,
            "n_tasks": attempted,
            "cost_per_task": (
                round(cost / denominator, 6) if cost is not None and denominator else None
            ),
            "tokens_per_task": (
                round(tokens / denominator, 3) if tokens is not None and denominator else None
            ),
            "mean_duration_seconds": (
                round(sum(durations) / len(durations), 3) if durations else None
            ),
            "rank": None,
            "tied": False,
        }
    _rank(results, {k: rates[a] for a, k in enumerate(counts.keys)}, indices)
    return results


def _rank(
    results: dict[str, dict[str, Any]], rates: dict[str, np.ndarray], indices: np.ndarray | None
) -> None:
    scored = [
        (k, r["pass_at_1"]["value"])
        for k, r in results.items()
        if r["pass_at_1"]["value"] is not None
    ]
    if not scored:
        return
    scored.sort(key=lambda item: -item[1])
    best_key, best_value = scored[0]
    best_boot = _boot_means(rates[best_key], indices) if indices is not None else None
    for key, value in scored:
        if key == best_key:
            results[key]["rank"] = 1
            continue
        tied = value == best_value
        if not tied and best_boot is not None:
            difference = best_boot - _boot_means(rates[key], indices)
            low, _high = _interval(difference)
            tied = low <= 0.0
        if tied:
            results[key]["rank"], results[key]["tied"] = 1, True
            results[best_key]["tied"] = True
        else:
            results[key]["rank"] = 1 + sum(1 for _k, v in scored if v > value)
