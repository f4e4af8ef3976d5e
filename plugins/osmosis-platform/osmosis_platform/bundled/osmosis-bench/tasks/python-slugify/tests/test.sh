#!/usr/bin/env bash
# Verifier for python-slugify. Always leaves a reward (1 or 0) in $LOGS_DIR/verifier/reward.txt.
set -u

APP_DIR="${APP_DIR:-/app}"
TESTS_DIR="${TESTS_DIR:-/tests}"
LOGS_DIR="${LOGS_DIR:-/logs}"
REWARD_FILE="$LOGS_DIR/verifier/reward.txt"

mkdir -p "$LOGS_DIR/verifier"
echo 0 > "$REWARD_FILE"
export PYTHONDONTWRITEBYTECODE=1 PYTHONUTF8=1

# The hidden cases live only under $TESTS_DIR; the agent's module is imported from /app.
status=0
timeout 60 python3 "$TESTS_DIR/run_cases.py" "$APP_DIR/slug.py" "$TESTS_DIR/cases.json" || status=1
python3 "$TESTS_DIR/check_cli.py" "$APP_DIR/slug.py" || status=1

if [ "$status" -eq 0 ]; then
    echo 1 > "$REWARD_FILE"
    echo "PASS"
else
    echo 0 > "$REWARD_FILE"
    echo "FAIL"
fi
exit 0
