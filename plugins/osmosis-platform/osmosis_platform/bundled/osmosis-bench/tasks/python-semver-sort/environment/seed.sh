#!/usr/bin/env bash
# Seed the task's working directory: a stub module $APP_DIR/semver.py and a few visible tests
# under $APP_DIR/tests. Docker runs this at image build time; a sandbox without Docker runs it
# with APP_DIR pointing at the task's workdir (default /app).
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"
SEED_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

mkdir -p "$APP_DIR/tests"
cp "$SEED_DIR/semver.py" "$APP_DIR/semver.py"
cp "$SEED_DIR/app-tests/test_semver.py" "$APP_DIR/tests/test_semver.py"
chmod 0644 "$APP_DIR/semver.py" "$APP_DIR/tests/test_semver.py"
