#!/usr/bin/env bash
# Seed the task's working directory: build $APP_DIR/bank.db from seed.sql. Docker runs this at
# image build time; a sandbox without Docker runs it with APP_DIR pointing at the task's
# workdir (default /app).
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"
SEED_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

mkdir -p "$APP_DIR"
rm -f "$APP_DIR/bank.db"
sqlite3 -bail "$APP_DIR/bank.db" < "$SEED_DIR/seed.sql"
chmod 0644 "$APP_DIR/bank.db"
