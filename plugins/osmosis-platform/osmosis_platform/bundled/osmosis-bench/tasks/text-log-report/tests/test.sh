#!/usr/bin/env bash
# Verifier for text-log-report. Always leaves a reward (1 or 0) in
# $LOGS_DIR/verifier/reward.txt.
set -u

APP_DIR="${APP_DIR:-/app}"
TESTS_DIR="${TESTS_DIR:-/tests}"
LOGS_DIR="${LOGS_DIR:-/logs}"
REWARD_FILE="$LOGS_DIR/verifier/reward.txt"

mkdir -p "$LOGS_DIR/verifier"
echo 0 > "$REWARD_FILE"
export PYTHONDONTWRITEBYTECODE=1 PYTHONUTF8=1

# The expected summary is computed from pristine (uncompressed) copies of the three logs under
# $TESTS_DIR, so editing /app/logs cannot change what is expected.
if python3 "$TESTS_DIR/check_report.py" "$APP_DIR/report.json" \
    "$TESTS_DIR/access.log" "$TESTS_DIR/access.log.1" "$TESTS_DIR/access.log.2"; then
    echo 1 > "$REWARD_FILE"
    echo "PASS"
else
    echo 0 > "$REWARD_FILE"
    echo "FAIL"
fi
exit 0
