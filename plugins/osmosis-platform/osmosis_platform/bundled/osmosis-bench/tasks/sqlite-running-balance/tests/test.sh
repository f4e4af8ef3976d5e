#!/usr/bin/env bash
# Verifier for sqlite-running-balance. Always leaves a reward (1 or 0) in
# $LOGS_DIR/verifier/reward.txt.
set -u

APP_DIR="${APP_DIR:-/app}"
TESTS_DIR="${TESTS_DIR:-/tests}"
LOGS_DIR="${LOGS_DIR:-/logs}"
REWARD_FILE="$LOGS_DIR/verifier/reward.txt"

mkdir -p "$LOGS_DIR/verifier"
echo 0 > "$REWARD_FILE"
export PYTHONDONTWRITEBYTECODE=1 PYTHONUTF8=1

# Expected balances come from the pristine seed SQL under $TESTS_DIR. The views are run on a copy
# of /app/bank.db, then again after extra.sql adds accounts and transactions to that copy.
if python3 "$TESTS_DIR/check_views.py" "$APP_DIR/bank.db" "$TESTS_DIR/seed.sql" \
    "$TESTS_DIR/extra.sql"; then
    echo 1 > "$REWARD_FILE"
    echo "PASS"
else
    echo 0 > "$REWARD_FILE"
    echo "FAIL"
fi
exit 0
