#!/usr/bin/env bash
# Verifier for sqlite-schema-migration. Always leaves a reward (1 or 0) in
# $LOGS_DIR/verifier/reward.txt.
set -u

APP_DIR="${APP_DIR:-/app}"
TESTS_DIR="${TESTS_DIR:-/tests}"
LOGS_DIR="${LOGS_DIR:-/logs}"
REWARD_FILE="$LOGS_DIR/verifier/reward.txt"

mkdir -p "$LOGS_DIR/verifier"
echo 0 > "$REWARD_FILE"
export PYTHONDONTWRITEBYTECODE=1 PYTHONUTF8=1

# Expected rows come from the pristine version-1 SQL under $TESTS_DIR. /app/migrate_v2.sql is
# also run on a second, hidden version-1 database, so the migration cannot be hard-coded.
if python3 "$TESTS_DIR/check_migration.py" "$APP_DIR/crm.db" "$APP_DIR/migrate_v2.sql" \
    "$TESTS_DIR"; then
    echo 1 > "$REWARD_FILE"
    echo "PASS"
else
    echo 0 > "$REWARD_FILE"
    echo "FAIL"
fi
exit 0
