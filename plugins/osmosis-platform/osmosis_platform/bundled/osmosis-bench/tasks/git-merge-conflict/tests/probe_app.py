"""Run inside a copy of the merged tree: check that both branches' behaviour is present."""

import sys

sys.path.insert(0, sys.argv[1])

from app.client import build_url, headers
from app.config import DEFAULTS
from app.retry import backoff_delays

CHECKS = [
    (
        "DEFAULTS",
        DEFAULTS,
        {
            "host": "api.example.com",
            "port": 443,
            "timeout": 30,
            "retries": 3,
            "backoff_seconds": 0.5,
            "user_agent": "fetcher/1.0",
        },
    ),
    ("build_url default port", build_url("/v1/items"), "https://api.example.com/v1/items"),
    ("build_url other port", build_url("x", {"port": 8443}), "https://api.example.com:8443/x"),
    ("headers", headers(), {"User-Agent": "fetcher/1.0", "Accept": "application/json"}),
    ("backoff_delays", backoff_delays(), [0.5, 1.0, 2.0]),
    ("backoff_delays override", backoff_delays({"retries": 2, "backoff_seconds": 1}), [1, 2]),
]
failed = False
for label, got, want in CHECKS:
    if got != want:
        print(f"FAIL: {label}: got {got!r}, expected {want!r}")
        failed = True
sys.exit(1 if failed else 0)
