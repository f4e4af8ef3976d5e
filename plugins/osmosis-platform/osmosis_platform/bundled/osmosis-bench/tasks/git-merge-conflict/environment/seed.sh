#!/usr/bin/env bash
# Seed the task's working directory: a git repository at $APP_DIR/repo with a `main` branch and
# a `feature/retry` branch whose changes conflict with main's. Docker runs this at image build
# time; a sandbox without Docker runs it with APP_DIR pointing at the task's workdir (default
# /app). Every name, email and date is fixed, so the commit hashes are the same on every run.
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
git config user.name "Sam Rivera"
git config user.email "sam@example.com"
git config commit.gpgsign false

# commit <author name> <author email> <date> <message>
commit() {
    git add --all
    GIT_AUTHOR_NAME="$1" GIT_AUTHOR_EMAIL="$2" GIT_AUTHOR_DATE="$3" \
        GIT_COMMITTER_NAME="$1" GIT_COMMITTER_EMAIL="$2" GIT_COMMITTER_DATE="$3" \
        git commit --quiet --no-verify -m "$4"
}

cat > README.md <<'TXT'
# fetcher

A small HTTP helper: builds request URLs and headers from a settings dictionary.
TXT
mkdir -p app
cat > app/__init__.py <<'TXT'
"""fetcher: URL and header helpers."""
TXT
cat > app/config.py <<'TXT'
"""Default settings for the fetcher."""

DEFAULTS = {
    "host": "api.example.com",
    "port": 443,
    "user_agent": "fetcher/1.0",
}
TXT
cat > app/client.py <<'TXT'
from app.config import DEFAULTS


def build_url(path, settings=None):
    settings = {**DEFAULTS, **(settings or {})}
    return f"https://{settings['host']}:{settings['port']}/{path.lstrip('/')}"


def headers(settings=None):
    settings = {**DEFAULTS, **(settings or {})}
    return {"User-Agent": settings["user_agent"]}
TXT
cat > CHANGELOG.md <<'TXT'
# Changelog

## Unreleased

## 1.0.0

- First release.
TXT
commit "Sam Rivera" sam@example.com "2026-04-01T09:00:00+00:00" "fetcher 1.0.0"

git checkout --quiet -b feature/retry
cat > app/config.py <<'TXT'
"""Default settings for the fetcher."""

DEFAULTS = {
    "host": "api.example.com",
    "port": 443,
    "retries": 3,
    "backoff_seconds": 0.5,
    "user_agent": "fetcher/1.0",
}
TXT
cat > app/retry.py <<'TXT'
"""Retry helpers."""

from app.config import DEFAULTS


def backoff_delays(settings=None):
    """Seconds to wait before each retry: doubling from backoff_seconds."""
    settings = {**DEFAULTS, **(settings or {})}
    return [settings["backoff_seconds"] * 2**attempt for attempt in range(settings["retries"])]
TXT
commit "Kim Osei" kim@example.com "2026-04-02T10:30:00+00:00" "Add retry settings and backoff_delays"

cat > app/client.py <<'TXT'
from app.config import DEFAULTS


def build_url(path, settings=None):
    settings = {**DEFAULTS, **(settings or {})}
    port = "" if settings["port"] == 443 else f":{settings['port']}"
    return f"https://{settings['host']}{port}/{path.lstrip('/')}"


def headers(settings=None):
    settings = {**DEFAULTS, **(settings or {})}
    return {"User-Agent": settings["user_agent"]}
TXT
cat > CHANGELOG.md <<'TXT'
# Changelog

## Unreleased

- Add retry settings with exponential backoff.
- Omit the default port 443 from URLs.

## 1.0.0

- First release.
TXT
commit "Kim Osei" kim@example.com "2026-04-03T11:00:00+00:00" "Omit the default port from URLs"

git checkout --quiet main
cat > app/config.py <<'TXT'
"""Default settings for the fetcher."""

DEFAULTS = {
    "host": "api.example.com",
    "port": 443,
    "timeout": 30,
    "user_agent": "fetcher/1.0",
}
TXT
cat > app/client.py <<'TXT'
from app.config import DEFAULTS


def build_url(path, settings=None):
    settings = {**DEFAULTS, **(settings or {})}
    return f"https://{settings['host']}:{settings['port']}/{path.lstrip('/')}"


def headers(settings=None):
    settings = {**DEFAULTS, **(settings or {})}
    return {"User-Agent": settings["user_agent"], "Accept": "application/json"}
TXT
cat > CHANGELOG.md <<'TXT'
# Changelog

## Unreleased

- Add a request timeout setting (default 30 seconds).
- Send an `Accept: application/json` header.

## 1.0.0

- First release.
TXT
commit "Sam Rivera" sam@example.com "2026-04-02T15:45:00+00:00" "Add a timeout setting and an Accept header"
