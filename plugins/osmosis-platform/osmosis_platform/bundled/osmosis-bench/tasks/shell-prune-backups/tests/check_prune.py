"""Exercise /app/bin/prune-backups in throw-away directories and check what it does.

Every scenario is built from scratch in a temporary directory (whose path contains a space),
so nothing the agent leaves in /app can influence the result.
"""

import os
import shutil
import subprocess
import sys
import tempfile

GROUPS = {
    "web": [
        "20260105-020000",
        "20260106-020000",
        "20260107-020000",
        "20260108-020000",
        "20260108-140000",
        "20251230-235959",
    ],
    "db-main": ["20260101-000000", "20251231-235959"],
    "mail archive": [
        "20260102-030000",
        "20260103-030000",
        "20260104-030000",
        "20260105-030000",
        "20260110-030000",
    ],
    "x": ["20260201-000000"],
}
OTHERS = [
    "web-20260109-020000.tar.gz.partial",
    "notes.txt",
    "web-2026-01-10.tar.gz",
    "-20260101-000000.tar.gz",
    "web-20260101-00000.tar.gz",
    "web-20260101-000000.tgz",
]
SUBDIR = "old-20200101-000000.tar.gz"  # a directory with a backup-like name


def build(root):
    os.makedirs(os.path.join(root, SUBDIR))
    with open(os.path.join(root, SUBDIR, "web-20200101-000000.tar.gz"), "w") as handle:
        handle.write("nested\n")
    names = [f"{name}-{stamp}.tar.gz" for name, stamps in GROUPS.items() for stamp in stamps]
    for index, name in enumerate(sorted(names) + OTHERS):
        path = os.path.join(root, name)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(f"payload {name}\n")
        # Modification times run against the timestamps in the names.
        mtime = 1_800_000_000 - index * 3600
        os.utime(path, (mtime, mtime))
    os.symlink("web-20260108-140000.tar.gz", os.path.join(root, "link-20990101-000000.tar.gz"))


def listing(root):
    found = set()
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            found.add(os.path.relpath(os.path.join(dirpath, name), root))
    return found


def to_delete(keep):
    doomed = []
    for name, stamps in GROUPS.items():
        for stamp in sorted(stamps, reverse=True)[keep:]:
            doomed.append(f"{name}-{stamp}.tar.gz")
    return sorted(doomed, key=lambda n: n.encode("utf-8"))


class Checker:
    def __init__(self, script, workroot):
        self.script, self.workroot, self.errors, self.count = script, workroot, [], 0

    def run(self, args, cwd):
        try:
            return subprocess.run(
                [self.script, *args],
                cwd=cwd,
                capture_output=True,
                text=True,
                timeout=15,
                stdin=subprocess.DEVNULL,
                check=False,
            )
        except (OSError, subprocess.TimeoutExpired) as exc:
            self.errors.append(f"running prune-backups {args}: {exc}")
            return None

    def scenario(
        self, label, args, *, code, deleted=None, dry=False, setup=True, stdout_nonempty=False
    ):
        """Run one case in a fresh directory named 'backups dir'; `args` may use {dir}."""
        self.count += 1
        case_root = os.path.join(self.workroot, f"case {self.count}")
        target = os.path.join(case_root, "backups dir")
        os.makedirs(case_root)
        if setup:
            os.makedirs(target)
            build(target)
        before = listing(target) if setup else set()
        argv = [a.replace("{dir}", target) for a in args]
        result = self.run(argv, case_root)
        if result is None:
            return
        problems = []
        if result.returncode != code:
            problems.append(f"exit status {result.returncode}, expected {code}")
        after = listing(target) if setup else set()
        if deleted is None:  # an error case or --help: nothing may change or be printed
            if after != before:
                problems.append("files were deleted or created")
            if stdout_nonempty:
                if not result.stdout.strip():
                    problems.append("nothing was printed to standard output")
            elif result.stdout:
                problems.append(f"printed {result.stdout!a} to standard output")
            if code != 0 and not result.stderr.strip():
                problems.append("no message on standard error")
        else:
            expected_out = "".join(f"{name}\n" for name in deleted)
            if result.stdout != expected_out:
                problems.append(f"stdout {result.stdout!a}, expected {expected_out!a}")
            expected_after = before if dry else before - set(deleted)
            if after != expected_after:
                gone = sorted(before - after)
                problems.append(f"afterwards these were gone: {gone!a}")
        for problem in problems:
            self.errors.append(f"{label}: {problem}")


def main():
    script = sys.argv[1]
    if not (os.path.isfile(script) and os.access(script, os.X_OK)):
        print(f"FAIL: {script} does not exist or is not executable")
        return 1
    workroot = tempfile.mkdtemp(prefix="prune check ")
    try:
        c = Checker(script, workroot)
        c.scenario("default keep", ["{dir}"], code=0, deleted=to_delete(3))
        c.scenario("-n 1", ["-n", "1", "{dir}"], code=0, deleted=to_delete(1))
        c.scenario("--keep 2", ["--keep", "2", "{dir}"], code=0, deleted=to_delete(2))
        c.scenario("--dry-run", ["--dry-run", "{dir}"], code=0, deleted=to_delete(3), dry=True)
        c.scenario(
            "--dry-run after -n",
            ["-n", "2", "--dry-run", "{dir}"],
            code=0,
            deleted=to_delete(2),
            dry=True,
        )
        c.scenario(
            "--dry-run before --keep",
            ["--dry-run", "--keep", "1", "--", "{dir}"],
            code=0,
            deleted=to_delete(1),
            dry=True,
        )
        c.scenario("keep more than exist", ["-n", "10", "{dir}"], code=0, deleted=[])
        c.scenario("-- then dir", ["--", "{dir}"], code=0, deleted=to_delete(3))
        c.scenario("--help", ["--help"], code=0, stdout_nonempty=True)
        c.scenario("-h", ["-h", "{dir}"], code=0, stdout_nonempty=True)
        c.scenario("no arguments", [], code=2)
        c.scenario("only options", ["-n", "2"], code=2)
        c.scenario("-n 0", ["-n", "0", "{dir}"], code=2)
        c.scenario("-n -1", ["-n", "-1", "{dir}"], code=2)
        c.scenario("-n two", ["-n", "two", "{dir}"], code=2)
        c.scenario("-n 1.5", ["-n", "1.5", "{dir}"], code=2)
        c.scenario("--keep without value", ["{dir}", "--keep"], code=2)
        c.scenario("unknown option", ["--force", "{dir}"], code=2)
        c.scenario("two directories", ["{dir}", "{dir}"], code=2)
        c.scenario("missing directory", ["{dir}"], code=1, setup=False)
        c.scenario("missing directory, dry run", ["--dry-run", "{dir}/nope"], code=1)
        c.scenario("a file as DIR", ["{dir}/notes.txt"], code=1)
        # A directory whose name starts with a dash, given after --.
        c.count += 1
        dash_root = os.path.join(workroot, f"case {c.count}")
        os.makedirs(os.path.join(dash_root, "-b"))
        build(os.path.join(dash_root, "-b"))
        result = c.run(["--", "-b"], dash_root)
        if result is not None and (result.returncode, result.stdout) != (
            0,
            "".join(f"{n}\n" for n in to_delete(3)),
        ):
            c.errors.append(f"'-- -b': exit {result.returncode}, stdout {result.stdout!a}")
    finally:
        shutil.rmtree(workroot, ignore_errors=True)
    for error in c.errors:
        print("FAIL:", error)
    if c.errors:
        return 1
    print(f"{c.count} scenarios pass")
    return 0


if __name__ == "__main__":
    sys.exit(main())
