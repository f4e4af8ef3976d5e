"""Recompute the access-log summary from the pristine logs and compare it with report.json."""

import datetime
import json
import math
import re
import sys
from collections import Counter

MONTHS = {
    m: i
    for i, m in enumerate(
        ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"], 1
    )
}
LINE = re.compile(
    r"(\S+) - (\S+) \[(\d{2})/([A-Z][a-z]{2})/(\d{4}):(\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})\]"
    r' "([A-Z]+) (\S+) (HTTP/\d\.\d)" (\d{3}) (\d+|-) (\d+)'
)


def summarise(paths):
    total = malformed = served = 0
    clients, classes, targets, hours, times = set(), Counter(), Counter(), Counter(), []
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().split("\n")
        for line in lines:
            if not line.strip():
                continue
            match = LINE.fullmatch(line)
            if not match or match.group(4) not in MONTHS:
                malformed += 1
                continue
            client, _user, day, mon, year, hh, mm, ss, sign, oh, om = match.groups()[:11]
            target, status, size, millis = match.groups()[12], *match.groups()[14:]
            try:
                local = datetime.datetime(
                    int(year), MONTHS[mon], int(day), int(hh), int(mm), int(ss)
                )
            except ValueError:
                malformed += 1
                continue
            offset = datetime.timedelta(hours=int(oh), minutes=int(om))
            utc = local - offset if sign == "+" else local + offset
            total += 1
            clients.add(client)
            classes[status[0] + "xx"] += 1
            targets[target.split("?", 1)[0]] += 1
            served += 0 if size == "-" else int(size)
            times.append(int(millis))
            hours[utc.strftime("%Y-%m-%dT%H")] += 1
    times.sort()
    top = sorted(targets.items(), key=lambda item: (-item[1], item[0].encode("utf-8")))[:5]
    return {
        "total_requests": total,
        "malformed_lines": malformed,
        "unique_clients": len(clients),
        "status_classes": {key: classes.get(key, 0) for key in ("2xx", "3xx", "4xx", "5xx")},
        "top_paths": [{"path": path, "requests": count} for path, count in top],
        "bytes_served": served,
        "p95_response_ms": times[math.ceil(0.95 * len(times)) - 1],
        "busiest_hour": min(hours, key=lambda hour: (-hours[hour], hour)),
    }


def strict(value):
    """Make bools and floats distinguishable from ints when comparing."""
    if isinstance(value, dict):
        return {k: strict(v) for k, v in value.items()}
    if isinstance(value, list):
        return [strict(v) for v in value]
    if isinstance(value, (bool, float)):
        return (type(value).__name__, value)
    return value


def main():
    answer_path, log_paths = sys.argv[1], sys.argv[2:]
    expected = summarise(log_paths)
    try:
        with open(answer_path, encoding="utf-8") as handle:
            actual = json.load(handle)
    except (OSError, ValueError) as exc:
        print(f"FAIL: cannot read {answer_path} as JSON: {exc}")
        return 1
    if not isinstance(actual, dict):
        print("FAIL: report.json is not a JSON object")
        return 1
    errors = []
    for key in sorted(set(expected) | set(actual)):
        if key not in actual:
            errors.append(f"missing key {key!r}")
        elif key not in expected:
            errors.append(f"unexpected key {key!r}")
        elif strict(actual[key]) != strict(expected[key]):
            errors.append(f"{key}: got {actual[key]!a}, expected {expected[key]!a}")
    for error in errors:
        print("FAIL:", error)
    if errors:
        return 1
    print("report matches")
    return 0


if __name__ == "__main__":
    sys.exit(main())
