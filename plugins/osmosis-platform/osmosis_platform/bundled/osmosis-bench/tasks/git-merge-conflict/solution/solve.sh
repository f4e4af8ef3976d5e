#!/usr/bin/env bash
# Reference solution for git-merge-conflict: merge, write the two conflicted files with both
# sides kept, and commit the merge.
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"

cd "$APP_DIR/repo"
git checkout --quiet main
if git merge --no-ff --no-edit feature/retry; then
    echo "unexpected: the merge had no conflicts" >&2
fi

cat > app/config.py <<'TXT'
"""Default settings for the fetcher."""

DEFAULTS = {
    "host": "api.example.com",
    "port": 443,
    "timeout": 30,
    "retries": 3,
    "backoff_seconds": 0.5,
    "user_agent": "fetcher/1.0",
}
TXT
cat > CHANGELOG.md <<'TXT'
# Changelog

## Unreleased

- Add a request timeout setting (default 30 seconds).
- Send an `Accept: application/json` header.
- Add retry settings with exponential backoff.
- Omit the default port 443 from URLs.

## 1.0.0

- First release.
TXT
git add app/config.py CHANGELOG.md
GIT_EDITOR=true git commit --quiet --no-edit
git log --oneline --graph -5
