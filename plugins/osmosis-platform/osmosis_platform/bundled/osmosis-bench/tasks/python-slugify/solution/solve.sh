#!/usr/bin/env bash
# Reference solution for python-slugify: replace the stub with a full implementation.
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"

cat > "$APP_DIR/slug.py" <<'PY'
"""Turn titles into URL slugs.

Usage: python3 slug.py [--max-length N] TITLE [TITLE ...]
"""

import argparse
import re
import unicodedata


def slugify(title: str, max_length: int = 40) -> str:
    """Return the URL slug for `title`, at most `max_length` characters long."""
    if max_length < 1:
        raise ValueError("max_length must be at least 1")
    text = title.replace("'", "").replace("\u2019", "").replace("&", " and ")
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    slug = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
    if len(slug) > max_length:
        if slug[max_length] == "-":
            slug = slug[:max_length]
        else:
            cut = slug.rfind("-", 0, max_length)
            slug = slug[:cut] if cut > 0 else slug[:max_length]
    return slug or "untitled"


def positive_int(text):
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def main(argv=None):
    parser = argparse.ArgumentParser(description="Print the URL slug of each title.")
    parser.add_argument("--max-length", type=positive_int, default=40, metavar="N")
    parser.add_argument("titles", nargs="+", metavar="TITLE")
    args = parser.parse_args(argv)
    for title in args.titles:
        print(slugify(title, args.max_length))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
PY
cd "$APP_DIR" && python3 -B -m unittest -q test_slug
