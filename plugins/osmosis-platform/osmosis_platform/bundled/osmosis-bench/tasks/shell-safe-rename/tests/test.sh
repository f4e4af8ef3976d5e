#!/usr/bin/env bash
# Verifier for shell-safe-rename. Always leaves a reward (1 or 0) in
# $LOGS_DIR/verifier/reward.txt.
set -u

APP_DIR="${APP_DIR:-/app}"
TESTS_DIR="${TESTS_DIR:-/tests}"
LOGS_DIR="${LOGS_DIR:-/logs}"
REWARD_FILE="$LOGS_DIR/verifier/reward.txt"

mkdir -p "$LOGS_DIR/verifier"
echo 0 > "$REWARD_FILE"
export PYTHONDONTWRITEBYTECODE=1 PYTHONUTF8=1

# The expected tree is computed from the pristine manifest under $TESTS_DIR: every original file
# must be present exactly once, under the name the renaming rules give it.
if python3 "$TESTS_DIR/check_inbox.py" "$TESTS_DIR/manifest.txt" "$APP_DIR/inbox"; then
    echo 1 > "$REWARD_FILE"
    echo "PASS"
else
    echo 0 > "$REWARD_FILE"
    echo "FAIL"
fi
exit 0
