"""Median start-up times of the osmosis CLI against a bare-interpreter baseline."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

RUNS = int(os.environ.get("BENCH_RUNS", "20"))
BIN = Path(sys.executable).parent
TARGETS_MS = {"--version": 120, "--help": 250, "plugins --json": None}


def median_ms(argv: list[str]) -> float:
    env = {k: v for k, v in os.environ.items() if not k.startswith("OSMOSIS_")}
    samples = []
    for _ in range(RUNS + 2):
        start = time.perf_counter()
        subprocess.run(
            argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=True
        )
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples[2:])  # the first two warm the page cache


def main() -> None:
    baseline = median_ms([sys.executable, "-c", "pass"])
    print(f"baseline  python -c pass          {baseline:7.1f} ms")
    exe = str(BIN / "osmosis")
    failed = False
    for args, target in TARGETS_MS.items():
        ms = median_ms([exe, *args.split()])
        verdict = ""
        if target is not None:
            ok = ms < target
            failed |= not ok
            verdict = f"target < {target} ms: {'ok' if ok else 'MISSED'}"
        print(f"osmosis {args:<24} {ms:7.1f} ms  x{ms / baseline:5.1f} baseline  {verdict}")
    sys.exit(1 if failed and os.environ.get("BENCH_STRICT") else 0)


if __name__ == "__main__":
    main()
