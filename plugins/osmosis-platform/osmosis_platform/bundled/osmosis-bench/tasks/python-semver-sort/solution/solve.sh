#!/usr/bin/env bash
# Reference solution for python-semver-sort: replace the stub with a full implementation.
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"

cat > "$APP_DIR/semver.py" <<'PY'
"""Semantic Versioning 2.0.0 helpers: parse, compare and sort version strings.

Usage: python3 semver.py FILE
"""

import functools
import re
import sys

_NUMBER = re.compile(r"0|[1-9][0-9]*")
_IDENTIFIER = re.compile(r"[0-9A-Za-z-]+")


def parse(text):
    """Parse `text` into (major, minor, patch, prerelease, build); raise ValueError if invalid."""
    if not isinstance(text, str):
        raise ValueError(f"not a string: {text!r}")
    rest, has_build, build = text.partition("+")
    core, has_pre, pre = rest.partition("-")
    numbers = core.split(".")
    prerelease = tuple(pre.split(".")) if has_pre else ()
    metadata = tuple(build.split(".")) if has_build else ()
    if (
        len(numbers) != 3
        or not all(_NUMBER.fullmatch(n) for n in numbers)
        or not all(_IDENTIFIER.fullmatch(i) for i in prerelease + metadata)
        or any(i.isdigit() and not _NUMBER.fullmatch(i) for i in prerelease)
    ):
        raise ValueError(f"invalid version: {text!r}")
    major, minor, patch = (int(n) for n in numbers)
    return (major, minor, patch, prerelease, metadata)


def _sign(x, y):
    return (x > y) - (x < y)


def _compare_identifiers(x, y):
    x_numeric, y_numeric = x.isdigit(), y.isdigit()
    if x_numeric and y_numeric:
        return _sign(int(x), int(y))
    if x_numeric != y_numeric:
        return -1 if x_numeric else 1
    return _sign(x, y)


def _compare_parsed(a, b):
    result = _sign(a[:3], b[:3])
    if result or a[3] == b[3]:
        return result
    if not a[3] or not b[3]:
        return 1 if not a[3] else -1
    for x, y in zip(a[3], b[3]):
        result = _compare_identifiers(x, y)
        if result:
            return result
    return _sign(len(a[3]), len(b[3]))


def compare(a, b):
    """Return -1, 0 or 1 as version string `a` has lower, equal or higher precedence than `b`."""
    return _compare_parsed(parse(a), parse(b))


def sort_versions(versions):
    """Return a new list of the version strings in ascending order of precedence (stable)."""
    parsed = [(parse(v), v) for v in versions]
    parsed.sort(key=functools.cmp_to_key(lambda p, q: _compare_parsed(p[0], q[0])))
    return [v for _, v in parsed]


def main(argv):
    if len(argv) != 2:
        print("usage: semver.py FILE", file=sys.stderr)
        return 2
    valid, ok = [], True
    with open(argv[1], encoding="utf-8") as handle:
        for line in handle:
            text = line.strip()
            if not text:
                continue
            try:
                parse(text)
            except ValueError:
                print(f"invalid version: {text}", file=sys.stderr)
                ok = False
            else:
                valid.append(text)
    for version in sort_versions(valid):
        print(version)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
PY
cd "$APP_DIR" && python3 -B -m unittest discover -q -s tests
