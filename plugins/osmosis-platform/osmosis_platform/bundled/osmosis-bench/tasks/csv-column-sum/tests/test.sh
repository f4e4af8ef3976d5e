#!/usr/bin/env bash
# Verifier for csv-column-sum. Always leaves a reward (1 or 0) in $LOGS_DIR/verifier/reward.txt.
set -u

APP_DIR="${APP_DIR:-/app}"
TESTS_DIR="${TESTS_DIR:-/tests}"
LOGS_DIR="${LOGS_DIR:-/logs}"
REWARD_FILE="$LOGS_DIR/verifier/reward.txt"

mkdir -p "$LOGS_DIR/verifier"
echo 0 > "$REWARD_FILE"

# The expected totals come from the pristine copy of the data under $TESTS_DIR, so editing
# /app/sales.csv cannot change what is expected.
if python3 "$TESTS_DIR/check_totals.py" "$TESTS_DIR/sales.csv" "$APP_DIR/totals.txt"; then
    echo 1 > "$REWARD_FILE"
    echo "PASS"
else
    echo 0 > "$REWARD_FILE"
    echo "FAIL"
fi
exit 0
