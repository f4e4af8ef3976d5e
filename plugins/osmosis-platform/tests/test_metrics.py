"""Scores: pass@k against exact integer combinatorics, interval coverage by simulation, ties,
both denominators, determinism."""

from __future__ import annotations

from fractions import Fraction
from math import comb

import numpy as np
import pytest

from osmosis_platform.metrics import (
    AgentOutcomes,
    estimate,
    pass_at_k,
    resample_indices,
    score_agents,
)


def exact_pass_at_k(n: int, c: int, k: int) -> Fraction:
    """1 − C(n−c, k)/C(n, k) with exact integers (C(a, b) = 0 when a < b)."""
    return 1 - Fraction(comb(n - c, k), comb(n, k))


VECTORS = [
    (n, c, k)
    for n, c, k in [
        (1, 0, 1),
        (1, 1, 1),
        (2, 0, 1),
        (2, 0, 2),
        (2, 1, 1),
        (2, 1, 2),
        (2, 2, 2),
        (5, 0, 3),
        (5, 5, 5),
        (5, 2, 5),
        (5, 2, 3),
        (10, 3, 1),
        (10, 3, 4),
        (10, 7, 4),
        (10, 10, 10),
        (10, 0, 10),
        (20, 1, 19),
        (20, 19, 1),
    ]
]


@pytest.mark.parametrize(("n", "c", "k"), VECTORS)
def test_pass_at_k_matches_exact_combinatorics(n: int, c: int, k: int) -> None:
    assert pass_at_k(n, c, k) == pytest.approx(float(exact_pass_at_k(n, c, k)), abs=1e-12)


def _agent(key: str, table: dict[str, list[str]]) -> AgentOutcomes:
    agent = AgentOutcomes(key)
    for task, outcomes in table.items():
        for outcome in outcomes:
            agent.add(task, outcome)
    return agent


def test_run_level_pass_at_k_is_the_mean_over_tasks_of_the_estimator() -> None:
    table = {
        "t1": ["passed"] * 4,
        "t2": ["passed", "passed", "failed", "failed"],
        "t3": ["failed"] * 4,
    }
    result = score_agents([_agent("a", table)], list(table))["a"]
    for entry in result["pass_at_k"]:
        k = entry["k"]
        expected = (
            exact_pass_at_k(4, 4, k) + exact_pass_at_k(4, 2, k) + exact_pass_at_k(4, 0, k)
        ) / 3
        assert entry["value"] == pytest.approx(float(expected), abs=1e-6)
    assert [e["k"] for e in result["pass_at_k"]] == [1, 2, 3, 4]
    assert result["pass_at_1"]["value"] == pytest.approx(0.5)
    assert result["pass_at_1"]["n"] == 3


def test_both_denominators_and_coverage() -> None:
    table = {
        "t1": ["passed", "errored"],
        "t2": ["failed", "errored"],
        "t3": ["passed", "cancelled"],
    }
    result = score_agents([_agent("a", table)], list(table))["a"]
    # all attempts (errored = failure, cancelled never ran): (1/2 + 0/2 + 1/1) / 3
    assert result["pass_at_1"]["value"] == pytest.approx((0.5 + 0 + 1) / 3)
    # scored attempts only: (1/1 + 0/1 + 1/1) / 3
    assert result["pass_at_1_scored"]["value"] == pytest.approx(2 / 3)
    assert result["coverage"] == pytest.approx(3 / 5)


def test_intervals_are_deterministic() -> None:
    rng = np.random.default_rng(1)
    table = {f"t{i}": ["passed" if x else "failed" for x in rng.random(3) < 0.6] for i in range(40)}
    first = score_agents([_agent("a", table)], list(table))["a"]["pass_at_1"]
    second = score_agents([_agent("a", table)], list(table))["a"]["pass_at_1"]
    assert first == second
    assert first["ci_low"] < first["value"] < first["ci_high"]


def test_interval_coverage_by_simulation() -> None:
    """400 seeded simulations: tasks drawn with known true pass rates (Beta(2,2), mean 0.5),
    3 attempts each; the 95% interval must contain the truth 93–97% of the time."""
    rng = np.random.default_rng(20261130)
    tasks, attempts, sims, truth = 100, 3, 400, 0.5
    indices = resample_indices(tasks)
    hits = 0
    for _ in range(sims):
        rates = rng.binomial(attempts, rng.beta(2, 2, size=tasks)) / attempts
        interval = estimate(rates, indices)
        hits += interval["ci_low"] <= truth <= interval["ci_high"]
    assert 0.93 <= hits / sims <= 0.97, hits / sims


def test_identical_agents_are_tied_and_share_rank_one() -> None:
    rng = np.random.default_rng(3)
    table = {f"t{i}": ["passed" if x else "failed" for x in rng.random(2) < 0.5] for i in range(30)}
    result = score_agents([_agent("a", table), _agent("b", table)], list(table))
    assert result["a"]["rank"] == result["b"]["rank"] == 1
    assert result["a"]["tied"] and result["b"]["tied"]


def test_an_agent_failing_every_task_the_best_passes_is_not_tied() -> None:
    best = {f"t{i}": ["passed", "passed"] if i < 15 else ["failed", "failed"] for i in range(30)}
    worse = {f"t{i}": ["failed", "failed"] for i in range(30)}
    result = score_agents([_agent("best", best), _agent("worse", worse)], list(best))
    assert result["best"]["rank"] == 1 and not result["best"]["tied"]
    assert result["worse"]["rank"] == 2 and not result["worse"]["tied"]


def test_close_agents_are_tied_distant_ones_are_not() -> None:
    tasks = [f"t{i}" for i in range(50)]
    best = {t: ["passed"] for t in tasks[:30]} | {t: ["failed"] for t in tasks[30:]}
    close = {t: ["passed"] for t in tasks[:29]} | {t: ["failed"] for t in tasks[29:]}
    far = {t: ["passed"] for t in tasks[:5]} | {t: ["failed"] for t in tasks[5:]}
    result = score_agents(
        [_agent(k, v) for k, v in (("best", best), ("close", close), ("far", far))], tasks
    )
    assert result["best"]["rank"] == 1 and result["close"]["rank"] == 1 and result["close"]["tied"]
    assert result["far"]["rank"] == 3 and not result["far"]["tied"]
