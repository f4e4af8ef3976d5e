#!/usr/bin/env bash
# Seed the task's working directory: the (buggy) ledger package and its visible tests under
# $APP_DIR. Docker runs this at image build time; a sandbox without Docker runs it with APP_DIR
# pointing at the task's workdir (default /app).
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"
SEED_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

mkdir -p "$APP_DIR"
rm -rf "$APP_DIR/ledger" "$APP_DIR/tests"
cp -R "$SEED_DIR/project/ledger" "$SEED_DIR/project/tests" "$APP_DIR/"
find "$APP_DIR/ledger" "$APP_DIR/tests" -type f -exec chmod 0644 {} +
