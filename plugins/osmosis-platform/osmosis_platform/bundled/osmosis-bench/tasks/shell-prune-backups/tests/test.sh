#!/usr/bin/env bash
# Verifier for shell-prune-backups. Always leaves a reward (1 or 0) in
# $LOGS_DIR/verifier/reward.txt.
set -u

APP_DIR="${APP_DIR:-/app}"
TESTS_DIR="${TESTS_DIR:-/tests}"
LOGS_DIR="${LOGS_DIR:-/logs}"
REWARD_FILE="$LOGS_DIR/verifier/reward.txt"

mkdir -p "$LOGS_DIR/verifier"
echo 0 > "$REWARD_FILE"
export PYTHONDONTWRITEBYTECODE=1 PYTHONUTF8=1

# The script is run against fresh backup folders built in a temporary directory; /app/backups
# is only a sample for the agent and is not graded.
if python3 "$TESTS_DIR/check_prune.py" "$APP_DIR/bin/prune-backups"; then
    echo 1 > "$REWARD_FILE"
    echo "PASS"
else
    echo 0 > "$REWARD_FILE"
    echo "FAIL"
fi
exit 0
