#!/usr/bin/env bash
# Reference solution for shell-safe-rename, in bash: walk the top-level files in byte order and
# move each matching one to the first free name (mv -n never overwrites).
set -euo pipefail
shopt -s nullglob

APP_DIR="${APP_DIR:-/app}"
export LC_ALL=C  # glob expansion in byte order

cd "$APP_DIR/inbox"
for name in *; do
    [[ -f "$name" && ! -L "$name" ]] || continue
    if [[ "$name" =~ ^IMG_([0-9]{8})_([0-9]{6})(\ \([0-9]+\))?\.([A-Za-z]+)$ ]]; then
        date="${BASH_REMATCH[1]}" time="${BASH_REMATCH[2]}" ext="${BASH_REMATCH[4]}"
    elif [[ "$name" =~ ^PXL_([0-9]{8})_([0-9]{6})[0-9]{3}\.([A-Za-z]+)$ ]]; then
        date="${BASH_REMATCH[1]}" time="${BASH_REMATCH[2]}" ext="${BASH_REMATCH[3]}"
    elif [[ "$name" =~ ^Screenshot\ ([0-9]{4})-([0-9]{2})-([0-9]{2})\ at\ ([0-9]{2})\.([0-9]{2})\.([0-9]{2})\.([A-Za-z]+)$ ]]; then
        date="${BASH_REMATCH[1]}${BASH_REMATCH[2]}${BASH_REMATCH[3]}"
        time="${BASH_REMATCH[4]}${BASH_REMATCH[5]}${BASH_REMATCH[6]}"
        ext="${BASH_REMATCH[7]}"
    else
        continue
    fi
    ext="${ext,,}"
    case "$ext" in
        jpg | png) ;;
        jpeg) ext=jpg ;;
        *) continue ;;
    esac
    stem="${date:0:4}-${date:4:2}-${date:6:2}_${time:0:2}-${time:2:2}-${time:4:2}"
    target="$stem.$ext"
    n=1
    while [[ -e "$target" || -L "$target" ]]; do
        n=$((n + 1))
        target="$stem-$n.$ext"
    done
    mv -n -- "$name" "$target"
done
ls -1
