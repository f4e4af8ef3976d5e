#!/usr/bin/env bash
# Seed the task's working directory: the site sources and the broken build script at
# $APP_DIR/site. Docker runs this at image build time; a sandbox without Docker runs it with
# APP_DIR pointing at the task's workdir (default /app).
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"
SEED_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

mkdir -p "$APP_DIR"
rm -rf "$APP_DIR/site"
cp -R "$SEED_DIR/site" "$APP_DIR/site"
find "$APP_DIR/site" -type f -exec chmod 0644 {} +
chmod 0755 "$APP_DIR/site/build.sh"
