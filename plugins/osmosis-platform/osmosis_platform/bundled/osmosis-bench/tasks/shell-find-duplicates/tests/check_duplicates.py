"""Check /app/duplicates.txt against the groups derived from the pristine manifest.

manifest.txt lists every entry the seed script creates under /app/data: `file<TAB>sha256<TAB>path`
for regular files and `link<TAB>target<TAB>path` for symbolic links. The expected groups are
computed from it, so changing /app/data cannot change what is expected.
"""

import hashlib
import os
import sys

EMPTY_SHA256 = hashlib.sha256(b"").hexdigest()


def read_manifest(path):
    entries = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            kind, value, name = line.rstrip("\n").split("\t")
            entries.append((kind, value, name))
    return entries


def expected_lines(entries):
    groups = {}
    for kind, digest, name in entries:
        if kind == "file" and digest != EMPTY_SHA256:
            groups.setdefault(digest, []).append(name)
    lines = []
    for names in groups.values():
        if len(names) > 1:
            ordered = sorted(names, key=lambda n: n.encode("utf-8"))
            lines.append("\t".join(ordered))
    return sorted(lines, key=lambda line: line.split("\t")[0].encode("utf-8"))


def data_errors(data_dir, entries):
    """The data tree must still hold every seeded file and link, unchanged."""
    errors = []
    for kind, value, name in entries:
        path = os.path.join(data_dir, name)
        if kind == "link":
            if not os.path.islink(path) or os.readlink(path) != value:
                errors.append(f"symbolic link {name!r} was changed or removed")
            continue
        if os.path.islink(path) or not os.path.isfile(path):
            errors.append(f"{name!r} is no longer a regular file")
            continue
        with open(path, "rb") as handle:
            if hashlib.sha256(handle.read()).hexdigest() != value:
                errors.append(f"{name!r} was modified")
    return errors


def main():
    manifest_path, data_dir, answer_path = sys.argv[1], sys.argv[2], sys.argv[3]
    entries = read_manifest(manifest_path)
    expected = expected_lines(entries)
    errors = data_errors(data_dir, entries)
    try:
        with open(answer_path, encoding="utf-8", newline="") as handle:
            text = handle.read()
    except (OSError, UnicodeDecodeError) as exc:
        errors.append(f"cannot read {answer_path}: {exc}")
        text = None
    if text is not None:
        if text.endswith("\n"):
            text = text[:-1]
        actual = text.split("\n") if text else []
        if actual != expected:
            errors.append("duplicates.txt does not list the expected groups")
            print("expected:")
            for line in expected:
                print("   ", ascii(line))
            print("actual:")
            for line in actual:
                print("   ", ascii(line))
    for error in errors:
        print("FAIL:", error)
    if errors:
        return 1
    print(f"{len(expected)} duplicate groups match")
    return 0


if __name__ == "__main__":
    sys.exit(main())
