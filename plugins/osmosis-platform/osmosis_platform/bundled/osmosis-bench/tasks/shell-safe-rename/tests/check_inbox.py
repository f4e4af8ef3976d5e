"""Check /app/inbox against the renames computed from the pristine manifest.

manifest.txt lists what the seed script creates under /app/inbox (`file<TAB>sha256<TAB>path` and
`dir<TAB>-<TAB>path`), so the expected final tree does not depend on anything in /app.
"""

import hashlib
import os
import re
import sys

PATTERNS = (
    re.compile(r"IMG_(\d{8})_(\d{6})(?: \(\d+\))?\.(jpe?g|png)", re.IGNORECASE),
    re.compile(r"PXL_(\d{8})_(\d{6})\d{3}\.(jpe?g|png)", re.IGNORECASE),
    re.compile(
        r"Screenshot (\d{4})-(\d{2})-(\d{2}) at (\d{2})\.(\d{2})\.(\d{2})\.(jpe?g|png)", re.I
    ),
)
PREFIXES = ("IMG_", "PXL_", "Screenshot ")


def new_base(name):
    """Return (stem, ext) of the new name, or None if the name matches no pattern."""
    if not name.startswith(PREFIXES):  # the prefixes themselves are case-sensitive
        return None
    for pattern in PATTERNS:
        match = pattern.fullmatch(name)
        if not match:
            continue
        groups = match.groups()
        if len(groups) == 3:
            date, time, ext = groups
            stamp = f"{date[:4]}-{date[4:6]}-{date[6:]}_{time[:2]}-{time[2:4]}-{time[4:]}"
        else:
            year, month, day, hour, minute, second, ext = groups
            stamp = f"{year}-{month}-{day}_{hour}-{minute}-{second}"
        ext = ext.lower()
        return stamp, "jpg" if ext == "jpeg" else ext
    return None


def expected_tree(entries):
    tree = {path: (kind, digest) for kind, digest, path in entries}
    top = sorted((p for p in tree if "/" not in p), key=lambda p: p.encode("utf-8"))
    for name in top:
        kind, _ = tree[name]
        target = new_base(name) if kind == "file" else None
        if target is None:
            continue
        stem, ext = target
        candidate, n = f"{stem}.{ext}", 1
        while candidate in tree:
            n += 1
            candidate = f"{stem}-{n}.{ext}"
        tree[candidate] = tree.pop(name)
    return tree


def actual_tree(root):
    tree = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames:
            path = os.path.join(dirpath, name)
            tree[os.path.relpath(path, root)] = ("link" if os.path.islink(path) else "dir", "-")
        for name in filenames:
            path = os.path.join(dirpath, name)
            if os.path.islink(path) or not os.path.isfile(path):
                tree[os.path.relpath(path, root)] = ("other", "-")
                continue
            with open(path, "rb") as handle:
                digest = hashlib.sha256(handle.read()).hexdigest()
            tree[os.path.relpath(path, root)] = ("file", digest)
    return tree


def main():
    manifest_path, inbox = sys.argv[1], sys.argv[2]
    with open(manifest_path, encoding="utf-8") as handle:
        entries = [line.rstrip("\n").split("\t") for line in handle if line.strip()]
    expected = expected_tree(entries)
    if not os.path.isdir(inbox):
        print(f"FAIL: {inbox} is missing")
        return 1
    actual = actual_tree(inbox)
    errors = []
    for path in sorted(set(expected) | set(actual)):
        want, got = expected.get(path), actual.get(path)
        if want == got:
            continue
        if got is None:
            errors.append(f"missing {path!a}")
        elif want is None:
            errors.append(f"unexpected {path!a}")
        else:
            errors.append(f"{path!a} has the wrong contents (or is the wrong kind of entry)")
    for error in errors:
        print("FAIL:", error)
    if errors:
        return 1
    print(f"{len(expected)} entries match")
    return 0


if __name__ == "__main__":
    sys.exit(main())
