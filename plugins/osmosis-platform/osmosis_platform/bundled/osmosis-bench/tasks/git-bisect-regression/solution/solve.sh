#!/usr/bin/env bash
# Reference solution for git-bisect-regression: bisect between v1.0 and main, skipping commits
# at which the script does not run, and comparing the median numerically.
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"

cd "$APP_DIR/repo"
probe="$(mktemp)"
trap 'rm -f "$probe"' EXIT
cat > "$probe" <<'SH'
#!/usr/bin/env bash
# Exit 0 (good), 1 (bad) or 125 (cannot test: the script fails).
out="$(python3 -B stats.py data/readings.txt 2>/dev/null)" || exit 125
[[ "$out" =~ (^|$'\n')median:\ *([^$'\n']+) ]] || exit 125
value="${BASH_REMATCH[2]}"
python3 -c 'import sys; sys.exit(0 if float(sys.argv[1]) == 41.5 else 1)' "$value"
SH
chmod +x "$probe"

git bisect start main v1.0 >/dev/null
git bisect run "$probe" >/dev/null
first_bad="$(git rev-parse refs/bisect/bad)"
git bisect reset >/dev/null 2>&1
git checkout --quiet main
printf '%s\n' "$first_bad" > "$APP_DIR/first_bad.txt"
git log -1 --format='%H %s' "$first_bad"
