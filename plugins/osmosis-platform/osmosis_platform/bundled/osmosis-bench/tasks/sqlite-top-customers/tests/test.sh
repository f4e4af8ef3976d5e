#!/usr/bin/env bash
# Verifier for sqlite-top-customers. Always leaves a reward (1 or 0) in
# $LOGS_DIR/verifier/reward.txt.
set -u

APP_DIR="${APP_DIR:-/app}"
TESTS_DIR="${TESTS_DIR:-/tests}"
LOGS_DIR="${LOGS_DIR:-/logs}"
REWARD_FILE="$LOGS_DIR/verifier/reward.txt"

mkdir -p "$LOGS_DIR/verifier"
echo 0 > "$REWARD_FILE"

# The expected answer is computed from the pristine seed SQL under $TESTS_DIR, so changing
# /app/shop.db cannot change what is expected.
if python3 "$TESTS_DIR/check_top.py" "$TESTS_DIR/seed.sql" "$APP_DIR/top.txt"; then
    echo 1 > "$REWARD_FILE"
    echo "PASS"
else
    echo 0 > "$REWARD_FILE"
    echo "FAIL"
fi
exit 0
