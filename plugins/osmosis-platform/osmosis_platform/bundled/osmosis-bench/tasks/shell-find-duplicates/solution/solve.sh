#!/usr/bin/env bash
# Reference solution for shell-find-duplicates: hash every non-empty regular file (symbolic
# links are not followed) and print each group of identical files on one tab-separated line.
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"

python3 - "$APP_DIR/data" "$APP_DIR/duplicates.txt" <<'PY'
import hashlib
import os
import sys

root, out_path = sys.argv[1], sys.argv[2]
groups = {}
for dirpath, _dirnames, filenames in os.walk(root):
    for name in filenames:
        path = os.path.join(dirpath, name)
        if os.path.islink(path) or not os.path.isfile(path) or os.path.getsize(path) == 0:
            continue
        with open(path, "rb") as handle:
            digest = hashlib.sha256(handle.read()).hexdigest()
        groups.setdefault(digest, []).append(os.path.relpath(path, root))

lines = [sorted(names, key=os.fsencode) for names in groups.values() if len(names) > 1]
lines.sort(key=lambda names: os.fsencode(names[0]))
with open(out_path, "w", encoding="utf-8") as out:
    for names in lines:
        out.write("\t".join(names) + "\n")
PY
