#!/usr/bin/env bash
# Verifier for debug-python-ledger. Always leaves a reward (1 or 0) in
# $LOGS_DIR/verifier/reward.txt.
set -u

APP_DIR="${APP_DIR:-/app}"
TESTS_DIR="${TESTS_DIR:-/tests}"
LOGS_DIR="${LOGS_DIR:-/logs}"
REWARD_FILE="$LOGS_DIR/verifier/reward.txt"

mkdir -p "$LOGS_DIR/verifier"
echo 0 > "$REWARD_FILE"
export PYTHONDONTWRITEBYTECODE=1 PYTHONUTF8=1

# The hidden tests (under $TESTS_DIR only) import the agent's ledger package from /app; the
# visible tests in /app/tests are not used, so editing them changes nothing.
if [ -f "$APP_DIR/ledger/__init__.py" ] && (cd "${TMPDIR:-/tmp}" &&
    timeout 60 python3 "$TESTS_DIR/hidden_tests.py" "$APP_DIR"); then
    echo 1 > "$REWARD_FILE"
    echo "PASS"
else
    echo 0 > "$REWARD_FILE"
    echo "FAIL"
fi
exit 0
