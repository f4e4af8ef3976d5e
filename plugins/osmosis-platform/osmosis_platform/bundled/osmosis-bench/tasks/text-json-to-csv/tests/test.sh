#!/usr/bin/env bash
# Verifier for text-json-to-csv. Always leaves a reward (1 or 0) in
# $LOGS_DIR/verifier/reward.txt.
set -u

APP_DIR="${APP_DIR:-/app}"
TESTS_DIR="${TESTS_DIR:-/tests}"
LOGS_DIR="${LOGS_DIR:-/logs}"
REWARD_FILE="$LOGS_DIR/verifier/reward.txt"

mkdir -p "$LOGS_DIR/verifier"
echo 0 > "$REWARD_FILE"
export PYTHONDONTWRITEBYTECODE=1 PYTHONUTF8=1

# The expected rows come from the pristine copy of orders.json under $TESTS_DIR; the agent's file
# is parsed as CSV, so any standard quoting style is accepted.
if python3 "$TESTS_DIR/check_csv.py" "$TESTS_DIR/orders.json" "$APP_DIR/orders.csv"; then
    echo 1 > "$REWARD_FILE"
    echo "PASS"
else
    echo 0 > "$REWARD_FILE"
    echo "FAIL"
fi
exit 0
