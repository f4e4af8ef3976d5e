#!/usr/bin/env bash
# Seed the task's working directory: an empty $APP_DIR/bin for the script the agent writes and
# a sample backup folder at $APP_DIR/backups to try it on. Docker runs this at image build time;
# a sandbox without Docker runs it with APP_DIR pointing at the task's workdir (default /app).
# File names and modification times are fixed; the mtimes deliberately disagree with the
# timestamps in the names.
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"
export LC_ALL=C TZ=UTC

rm -rf "$APP_DIR/bin" "$APP_DIR/backups"
mkdir -p "$APP_DIR/bin" "$APP_DIR/backups/old-20200101-000000.tar.gz"
cd "$APP_DIR/backups"

day=1
for name in \
    web-20260105-020000.tar.gz web-20260106-020000.tar.gz web-20260107-020000.tar.gz \
    web-20260108-020000.tar.gz web-20260108-140000.tar.gz \
    db-main-20251231-235959.tar.gz db-main-20260101-000000.tar.gz \
    "mail archive-20260102-030000.tar.gz" "mail archive-20260103-030000.tar.gz" \
    "mail archive-20260104-030000.tar.gz" "mail archive-20260105-030000.tar.gz" \
    web-20260109-020000.tar.gz.partial notes.txt web-2026-01-10.tar.gz; do
    printf 'backup payload: %s\n' "$name" > "$name"
    # Older names get newer modification times.
    touch -d "2026-02-$(printf '%02d' $((28 - day))) 12:00:00" "$name"
    day=$((day + 1))
done
