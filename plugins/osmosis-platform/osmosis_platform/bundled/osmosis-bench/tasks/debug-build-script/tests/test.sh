#!/usr/bin/env bash
# Verifier for debug-build-script. Always leaves a reward (1 or 0) in
# $LOGS_DIR/verifier/reward.txt.
set -u

APP_DIR="${APP_DIR:-/app}"
TESTS_DIR="${TESTS_DIR:-/tests}"
LOGS_DIR="${LOGS_DIR:-/logs}"
REWARD_FILE="$LOGS_DIR/verifier/reward.txt"

mkdir -p "$LOGS_DIR/verifier"
echo 0 > "$REWARD_FILE"
export PYTHONDONTWRITEBYTECODE=1 PYTHONUTF8=1

# Expected output is computed from the pristine projects under $TESTS_DIR/projects; the agent's
# build.sh is also run on fresh copies of them, including a second, harder site.
if python3 "$TESTS_DIR/check_build.py" "$APP_DIR/site" "$TESTS_DIR/projects"; then
    echo 1 > "$REWARD_FILE"
    echo "PASS"
else
    echo 0 > "$REWARD_FILE"
    echo "FAIL"
fi
exit 0
