#!/usr/bin/env bash
# Seed the task's working directory: a git repository at $APP_DIR/repo with 32 commits on
# `main`. One commit after the tag v1.0 breaks the median that stats.py prints; a few others
# break the script outright. Docker runs this at image build time; a sandbox without Docker runs
# it with APP_DIR pointing at the task's workdir (default /app). Every name, email and date is
# fixed, so the commit hashes are the same on every run.
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"
REPO="$APP_DIR/repo"

# Ignore the host's git configuration (signing, hooks, default branch, ...).
export GIT_CONFIG_NOSYSTEM=1
export GIT_CONFIG_GLOBAL=/dev/null
export TZ=UTC LC_ALL=C

rm -rf "$REPO"
mkdir -p "$REPO"
cd "$REPO"
git init --quiet --initial-branch=main --object-format=sha1 .
git config user.name "Robin Park"
git config user.email "robin@example.org"
git config commit.gpgsign false

n=0
# commit <message>: commit everything, one hour after the previous commit.
commit() {
    n=$((n + 1))
    local date
    date="$(printf '2026-05-%02dT%02d:00:00+00:00' $((1 + n / 12)) $((8 + n % 12)))"
    git add --all
    GIT_AUTHOR_DATE="$date" GIT_COMMITTER_DATE="$date" git commit --quiet --no-verify -m "$1"
}
# replace <file> <old> <new>: replace the single occurrence of old by new (files end in one
# newline).
replace() {
    local text
    text="$(< "$1")"
    if [[ "$text" != *"$2"* || "${text/"$2"/}" == *"$2"* ]]; then
        echo "seed: the text to replace does not occur exactly once in $1" >&2
        exit 1
    fi
    printf '%s\n' "${text/"$2"/"$3"}" > "$1"
}

mkdir -p data
printf '%s\n' 38 45 41 12 57 42 39 44 40 61 43 29 > data/readings.txt
cat > README.md <<'TXT'
# sensor-stats

Summary statistics for a file of sensor readings.
TXT
cat > stats.py <<'TXT'
import sys


def read_values(path):
    with open(path) as handle:
        return [float(line) for line in handle if line.strip()]


def median(values):
    ordered = sorted(values)
    middle = len(ordered) // 2
    if len(ordered) % 2:
        return ordered[middle]
    return (ordered[middle - 1] + ordered[middle]) / 2


def main(argv):
    values = read_values(argv[1])
    print(f"count: {len(values)}")
    print(f"mean: {sum(values) / len(values):g}")
    print(f"median: {median(values):g}")


if __name__ == "__main__":
    main(sys.argv)
TXT
commit "Initial commit"                                                    # 1

printf '__pycache__/\n*.pyc\n' > .gitignore
commit "Add a .gitignore"                                                  # 2

printf '\nUsage: `python3 stats.py FILE` (one number per line).\n' >> README.md
commit "Document usage"                                                    # 3
git tag v1.0

replace stats.py '    print(f"median: {median(values):g}")' \
'    print(f"median: {median(values):g}")
    print(f"min: {min(values):g}")
    print(f"max: {max(values):g}")'
commit "Print the minimum and maximum"                                     # 4

printf '# Contributing\n\nOpen an issue first.\n' > CONTRIBUTING.md
commit "Add contributing notes"                                            # 5

replace stats.py 'if line.strip()]' 'if line.strip() and not line.startswith("#")]'
commit "Skip comment lines in the input"                                   # 6

mkdir -p tests
cat > tests/test_mean.py <<'TXT'
import subprocess
import sys


def test_mean():
    out = subprocess.run([sys.executable, "stats.py", "data/readings.txt"],
                         capture_output=True, text=True, check=True).stdout
    assert "mean:" in out
TXT
commit "Add a smoke test"                                                  # 7

replace README.md 'Summary statistics' 'Summary statistcs'
commit "Reword the README"                                                 # 8

for field in 'sum(values) / len(values)' 'median(values)' 'min(values)' 'max(values)'; do
    replace stats.py "{$field:g}" "{$field:.2f}"
done
commit "Print two decimal places"                                          # 9

printf 'MIT License\n\nCopyright (c) 2026 Robin Park\n' > LICENSE
commit "Add a licence"                                                     # 10

replace README.md 'Summary statistcs' 'Summary statistics'
commit "Fix a typo in the README"                                          # 11

replace stats.py '    print(f"max: {max(values):.2f}")' \
'    print(f"max: {max(values):.2f}")
    print(f"range: {max(values) - min(values):.2f}")'
commit "Print the range"                                                   # 12

printf '\nComment lines start with `#`.\n' >> README.md
commit "Describe comment lines"                                            # 13

replace stats.py '    ordered = sorted(values)
    middle' '    ordered = sorted(values)  # never sort in place: callers reuse values
    middle'
commit "Explain why median copies its input"                               # 14

printf '\n## Development\n\nRun `python3 -m pytest tests`.\n' >> CONTRIBUTING.md
commit "Describe how to run the tests"                                     # 15

printf -- '- Python 3.9 or newer\n' > REQUIREMENTS.md
commit "List requirements"                                                 # 16

replace stats.py 'import sys


def read_values(path):
    with open(path) as handle:
        return [float(line) for line in handle if line.strip() and not line.startswith("#")]
' 'import sys

from readings import read_values
'
commit "Move input parsing into its own module"                            # 17

printf '\nThe parser lives in `readings.py`.\n' >> README.md
commit "Mention readings.py in the README"                                 # 18

replace stats.py 'def main(argv):' 'def main(argv):  # argv[1] is the input file'
commit "Comment main"                                                      # 19

cat > readings.py <<'TXT'
def read_values(path):
    with open(path) as handle:
        return [float(line) for line in handle if line.strip() and not line.startswith("#")]
TXT
commit "Add the missing readings module"                                   # 20

replace stats.py 'def median(values):' 'def median(values: list[float]) -> float:'
commit "Add type hints to median"                                          # 21

replace stats.py '    values = read_values(argv[1])
' '    values = read_values(argv[1])
    if not values:
        print("no values", file=sys.stderr)
        return 1
'
replace stats.py '    main(sys.argv)' '    sys.exit(main(sys.argv))'
commit "Handle empty input"                                                # 22

replace stats.py '    middle = len(ordered) // 2
    if len(ordered) % 2:
        return ordered[middle]
    return (ordered[middle - 1] + ordered[middle]) / 2' '    middle, odd = divmod(len(ordered), 2)
    if odd:
        return ordered[middle]
    return (ordered[middle] + ordered[middle + 1]) / 2'
commit "Tidy up the median helper"                                         # 23

printf '# Changelog\n\n## 1.1\n\n- Range, min and max.\n' > CHANGELOG.md
commit "Start a changelog"                                                 # 24

printf '__version__ = "1.1"\n' > version.py
commit "Add a version module"                                              # 25

replace stats.py '    print(f"mean: {sum(values) / len(values):.2f}")
    print(f"median: {median(values):.2f}")' '    print(f"median: {median(values):.2f}")
    print(f"mean: {sum(values) / len(values):.2f}")'
commit "Print the median before the mean"                                  # 26

replace stats.py 'def main(argv):  # argv[1] is the input file' 'def main(argv)  # argv[1] is the input file'
commit "Reformat main"                                                     # 27

replace stats.py 'def main(argv)  # argv[1] is the input file' 'def main(argv):  # argv[1] is the input file'
commit "Fix the syntax error in main"                                      # 28

printf -- '- Median printed first.\n' >> CHANGELOG.md
commit "Update the changelog"                                              # 29

replace README.md 'Summary statistics' 'Summary statistics (count, mean, median, min, max, range)'
commit "List the statistics in the README"                                 # 30

replace version.py '1.1' '1.2'
commit "Bump the version to 1.2"                                           # 31

printf -- '- Version 1.2.\n' >> CHANGELOG.md
commit "Release 1.2"                                                       # 32
