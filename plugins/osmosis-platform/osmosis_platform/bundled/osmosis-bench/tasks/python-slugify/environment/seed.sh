#!/usr/bin/env bash
# Seed the task's working directory: a stub module $APP_DIR/slug.py and a few example tests.
# Docker runs this at image build time; a sandbox without Docker runs it with APP_DIR pointing
# at the task's workdir (default /app).
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"
SEED_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

mkdir -p "$APP_DIR"
cp "$SEED_DIR/slug.py" "$SEED_DIR/test_slug.py" "$APP_DIR/"
chmod 0644 "$APP_DIR/slug.py" "$APP_DIR/test_slug.py"
