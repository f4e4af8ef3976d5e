#!/usr/bin/env bash
# Seed the task's working directory: build the version-1 database $APP_DIR/crm.db from
# crm_v1.sql. Docker runs this at image build time; a sandbox without Docker runs it with
# APP_DIR pointing at the task's workdir (default /app).
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"
SEED_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

mkdir -p "$APP_DIR"
rm -f "$APP_DIR/crm.db" "$APP_DIR/migrate_v2.sql"
sqlite3 -bail "$APP_DIR/crm.db" < "$SEED_DIR/crm_v1.sql"
chmod 0644 "$APP_DIR/crm.db"
