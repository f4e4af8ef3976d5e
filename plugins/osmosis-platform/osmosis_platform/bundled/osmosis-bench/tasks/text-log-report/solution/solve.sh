#!/usr/bin/env bash
# Reference solution for text-log-report.
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"

python3 - "$APP_DIR/logs" "$APP_DIR/report.json" <<'PY'
import gzip
import json
import math
import os
import re
import sys
from collections import Counter
from datetime import datetime, timedelta, timezone

log_dir, out_path = sys.argv[1], sys.argv[2]
pattern = re.compile(
    r'^\S+ - \S+ \[(\d{2}/[A-Z][a-z]{2}/\d{4}:\d{2}:\d{2}:\d{2} [+-]\d{4})\] '
    r'"[A-Z]+ (\S+) HTTP/\d\.\d" (\d{3}) (\d+|-) (\d+)$'
)


def lines():
    for name in ("access.log", "access.log.1", "access.log.2.gz"):
        path = os.path.join(log_dir, name)
        opener = gzip.open if name.endswith(".gz") else open
        with opener(path, "rt", encoding="utf-8") as handle:
            yield from handle.read().split("\n")


total = malformed = served = 0
clients, classes, paths, hours, times = set(), Counter(), Counter(), Counter(), []
for line in lines():
    if not line.strip():
        continue
    match = pattern.match(line)
    try:
        # %b accepts English month names only in the C locale, which is the default here.
        stamp = datetime.strptime(match.group(1), "%d/%b/%Y:%H:%M:%S %z") if match else None
    except ValueError:
        stamp = None
    if stamp is None:
        malformed += 1
        continue
    total += 1
    clients.add(line.split(" ", 1)[0])
    classes[match.group(3)[0] + "xx"] += 1
    paths[match.group(2).split("?", 1)[0]] += 1
    served += 0 if match.group(4) == "-" else int(match.group(4))
    times.append(int(match.group(5)))
    hours[stamp.astimezone(timezone.utc).strftime("%Y-%m-%dT%H")] += 1

times.sort()
report = {
    "total_requests": total,
    "malformed_lines": malformed,
    "unique_clients": len(clients),
    "status_classes": {k: classes[k] for k in ("2xx", "3xx", "4xx", "5xx")},
    "top_paths": [
        {"path": p, "requests": n} for p, n in sorted(paths.items(), key=lambda i: (-i[1], i[0]))[:5]
    ],
    "bytes_served": served,
    "p95_response_ms": times[math.ceil(0.95 * len(times)) - 1],
    "busiest_hour": sorted(hours.items(), key=lambda i: (-i[1], i[0]))[0][0],
}
with open(out_path, "w", encoding="utf-8") as out:
    json.dump(report, out, indent=2)
    out.write("\n")
PY
cat "$APP_DIR/report.json"
