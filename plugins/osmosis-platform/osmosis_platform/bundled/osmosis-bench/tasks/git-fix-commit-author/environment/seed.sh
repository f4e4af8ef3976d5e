#!/usr/bin/env bash
# Seed the task's working directory: a small git repository at $APP_DIR/repo whose last three
# commits carry the wrong author email. Docker runs this at image build time; a sandbox without
# Docker runs it with APP_DIR pointing at the task's workdir (default /app).
# Every name, email and date is fixed, so the commit hashes are the same on every run.
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
git config user.name "Dana Dev"
git config user.email "dev@example.com"
git config commit.gpgsign false

# commit <author email> <date> <message>
commit() {
    git add --all
    GIT_AUTHOR_NAME="Dana Dev" GIT_AUTHOR_EMAIL="$1" GIT_AUTHOR_DATE="$2" \
        GIT_COMMITTER_NAME="Dana Dev" GIT_COMMITTER_EMAIL="$1" GIT_COMMITTER_DATE="$2" \
        git commit --quiet --no-verify -m "$3"
}

cat > README.md <<'TXT'
# tally

A tiny word-frequency tool.
TXT
commit dev@example.com "2026-02-02T09:00:00+00:00" "Initial commit"

mkdir -p tally
cat > tally/__init__.py <<'TXT'
"""Count words."""
TXT
cat > tally/core.py <<'TXT'
def count_words(text):
    counts = {}
    for word in text.split():
        counts[word] = counts.get(word, 0) + 1
    return counts
TXT
commit dev@example.com "2026-02-02T10:15:00+00:00" "Add count_words"

cat > tally/cli.py <<'TXT'
import sys

from tally.core import count_words


def main():
    counts = count_words(sys.stdin.read())
    for word, n in sorted(counts.items()):
        print(f"{word}\t{n}")
TXT
commit dev@example.com "2026-02-03T11:30:00+00:00" "Add a command-line entry point"

cat > tally/core.py <<'TXT'
def count_words(text):
    counts = {}
    for word in text.lower().split():
        counts[word] = counts.get(word, 0) + 1
    return counts
TXT
commit dana@laptop.local "2026-02-04T14:05:00+00:00" "Make counting case-insensitive"

cat > tally/cli.py <<'TXT'
import sys

from tally.core import count_words


def main():
    counts = count_words(sys.stdin.read())
    for word, n in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
        print(f"{word}\t{n}")
TXT
commit dana@laptop.local "2026-02-04T16:40:00+00:00" "Sort output by frequency

Ties are broken alphabetically so the output is stable."

mkdir -p tests
cat > tests/test_core.py <<'TXT'
from tally.core import count_words


def test_case_insensitive():
    assert count_words("a A b") == {"a": 2, "b": 1}
TXT
commit dana@laptop.local "2026-02-05T08:20:00+00:00" "Add a test for count_words"
