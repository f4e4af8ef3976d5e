#!/usr/bin/env bash
# Seed the task's working directory: $APP_DIR/logs with a web server's access log, its two
# rotated predecessors (the older one gzip-compressed) and an unrelated error log. Docker runs
# this at image build time; a sandbox without Docker runs it with APP_DIR pointing at the
# task's workdir (default /app).
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"
SEED_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
LOGS="$APP_DIR/logs"

rm -rf "$LOGS"
mkdir -p "$LOGS"
cp "$SEED_DIR/access.log" "$SEED_DIR/access.log.1" "$SEED_DIR/error.log" "$LOGS/"
# Compress without a timestamp or file name in the header, so the bytes are always the same.
python3 - "$SEED_DIR/access.log.2" "$LOGS/access.log.2.gz" <<'PY'
import gzip
import sys

with open(sys.argv[1], "rb") as source, open(sys.argv[2], "wb") as target:
    with gzip.GzipFile(filename="", mode="wb", fileobj=target, mtime=0) as zipped:
        zipped.write(source.read())
PY
chmod 0644 "$LOGS"/*
