#!/usr/bin/env bash
# Seed the task's working directory: a camera-upload folder at $APP_DIR/inbox whose files use
# several naming schemes, plus names that are already taken. Docker runs this at image build
# time; a sandbox without Docker runs it with APP_DIR pointing at the task's workdir (default
# /app). Every file holds a line naming its original file, so renames can be traced.
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"
INBOX="$APP_DIR/inbox"
export LC_ALL=C

rm -rf "$INBOX"
mkdir -p "$INBOX/keep" "$INBOX/2026-03-19_12-00-00.jpg"

for name in \
    "IMG_20260311_142233.jpg" \
    "IMG_20260311_142233 (1).jpg" \
    "PXL_20260311_142233917.jpg" \
    "IMG_20260312_080000.JPG" \
    "2026-03-12_08-00-00.jpg" \
    "2026-03-12_08-00-00-2.jpg" \
    "IMG_20260313_190501.jpeg" \
    "img_20260313_190502.jpg" \
    "Screenshot 2026-03-14 at 09.15.02.png" \
    "Screenshot 2026-03-14 at 09.15.02.PNG" \
    "PXL_20260315_070000000.Jpeg" \
    "IMG_20260316_101010.gif" \
    "IMG_20260316_1010.jpg" \
    "IMG_20260317_120000.jpg.part" \
    "IMG_20260319_120000.jpg" \
    "IMG_20260320_000000 (2).png" \
    "IMG_20260320_000000 (10).png" \
    "Screenshot 2026-03-21 at 7.05.00.png" \
    "notes.txt" \
    "keep/IMG_20260318_120000.jpg" \
    "2026-03-19_12-00-00.jpg/README"; do
    printf 'original name: %s\n' "$name" > "$INBOX/$name"
done
