#!/usr/bin/env bash
# Seed the task's working directory: a small file tree at $APP_DIR/data with several groups of
# identical files, near-misses (same size, different bytes), empty files and symbolic links.
# Docker runs this at image build time; a sandbox without Docker runs it with APP_DIR pointing
# at the task's workdir (default /app). All content is fixed.
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"
DATA="$APP_DIR/data"
export LC_ALL=C

rm -rf "$DATA"
mkdir -p "$DATA"
cd "$DATA"
mkdir -p reports "archive/old" "photos/.thumbs" config docs "a/b/c" logs links "team share"

summary=$'Quarterly summary\nRevenue up 4%\n'
printf '%s' "$summary" > "reports/2025 Q4 summary.txt"
printf '%s' "$summary" > "reports/copy of 2025 Q4 summary.txt"
printf '%s' "$summary" > "archive/old/summary-final.txt"
# Same size as the summary, different bytes.
printf 'Revenue up 4%%\nQuarterly summary\n' > reports/notes.txt

# Two large identical files and a third of the same size differing only in the last byte.
yes "sand and sea" | head -c 200000 > photos/beach.raw || true
cp photos/beach.raw photos/.thumbs/beach.raw
{ yes "sand and sea" | head -c 199999 || true; printf 'X'; } > photos/sunset.raw

printf 'mode=prod\n' > config/app.ini
printf 'mode=prod\n' > config/app.ini.bak
printf 'mode=prod' > config/app.ini.orig
printf 'mode=prod\n' > "team share/app settings.ini"

printf 'API_KEY=\nDEBUG=0\n' > .env.example
printf 'API_KEY=\nDEBUG=0\n' > docs/.env.example

printf 'same text\n' > a/b/c/deep.txt
printf 'same text\n' > deep.txt
printf 'Same text\n' > docs/Deep.txt

printf '# Readme\n' > docs/readme.md
printf '# README\n' > docs/README.md

# Empty files are not duplicates of each other for this task.
: > empty.log
: > logs/empty.log
: > logs/rotated.log

# Symbolic links are ignored (one points at a regular file, one is dangling).
ln -s ../config/app.ini links/current.ini
ln -s ../missing.txt links/dangling.txt

printf 'unique line\n' > logs/app.log
