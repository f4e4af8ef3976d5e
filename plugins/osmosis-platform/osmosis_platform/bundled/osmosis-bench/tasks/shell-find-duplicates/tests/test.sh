#!/usr/bin/env bash
# Verifier for shell-find-duplicates. Always leaves a reward (1 or 0) in
# $LOGS_DIR/verifier/reward.txt.
set -u

APP_DIR="${APP_DIR:-/app}"
TESTS_DIR="${TESTS_DIR:-/tests}"
LOGS_DIR="${LOGS_DIR:-/logs}"
REWARD_FILE="$LOGS_DIR/verifier/reward.txt"

mkdir -p "$LOGS_DIR/verifier"
echo 0 > "$REWARD_FILE"
export PYTHONDONTWRITEBYTECODE=1 PYTHONUTF8=1

# The expected groups come from the pristine manifest under $TESTS_DIR, so editing /app/data
# cannot change what is expected; the manifest also proves /app/data was left untouched.
if python3 "$TESTS_DIR/check_duplicates.py" "$TESTS_DIR/manifest.txt" "$APP_DIR/data" \
    "$APP_DIR/duplicates.txt"; then
    echo 1 > "$REWARD_FILE"
    echo "PASS"
else
    echo 0 > "$REWARD_FILE"
    echo "FAIL"
fi
exit 0
