"""Check the merge in the repository against expected.json and the merged code's behaviour."""

import json
import os
import subprocess
import sys
import tempfile

MARKERS = ("<<<<<<<", "=======", ">>>>>>>", "|||||||")


def git(repo, *args, binary=False):
    result = subprocess.run(
        ["git", "-C", repo, *args], capture_output=True, text=not binary, check=False, timeout=30
    )
    if result.returncode != 0:
        stderr = result.stderr if not binary else result.stderr.decode("utf-8", "replace")
        raise RuntimeError(f"git {' '.join(args)} failed: {stderr.strip()}")
    return result.stdout


def check(repo, expected, probe):
    errors = []
    branch = expected["branch"]
    head = subprocess.run(
        ["git", "-C", repo, "symbolic-ref", "-q", "HEAD"],
        capture_output=True,
        text=True,
        check=False,
        timeout=30,
    ).stdout.strip()
    if head != f"refs/heads/{branch}":
        errors.append(f"{branch} is not checked out")
    git_dir = git(repo, "rev-parse", "--absolute-git-dir").strip()
    if os.path.exists(os.path.join(git_dir, "MERGE_HEAD")):
        errors.append("a merge is still in progress")
    if git(repo, "status", "--porcelain", "--untracked-files=no").strip():
        errors.append("there are uncommitted changes to tracked files")

    tip = git(repo, "rev-parse", f"refs/heads/{branch}").strip()
    parents = git(repo, "rev-list", "--parents", "-n", "1", tip).split()[1:]
    want_parents = [expected["main_before"], expected["feature_before"]]
    if parents != want_parents:
        errors.append(
            f"the tip of {branch} has parents {parents}; expected a merge commit with parents "
            f"{want_parents} (main first)"
        )
        return errors

    files = sorted(git(repo, "ls-tree", "-r", "--name-only", tip).split("\n")[:-1])
    if files != expected["files"]:
        errors.append(f"tracked files are {files}, expected {expected['files']}")
    for name in files:
        text = git(repo, "show", f"{tip}:{name}", binary=True).decode("utf-8", "replace")
        if any(line.startswith(MARKERS) for line in text.splitlines()):
            errors.append(f"{name} still contains conflict markers")

    changelog = git(repo, "show", f"{tip}:CHANGELOG.md")
    lines = [line.rstrip() for line in changelog.splitlines() if line.strip()]
    if lines != expected["changelog"]:
        errors.append(f"CHANGELOG.md lists {lines}, expected {expected['changelog']}")

    with tempfile.TemporaryDirectory() as tree:
        for name in files:
            if not name.endswith(".py"):
                continue
            target = os.path.join(tree, name)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as handle:
                handle.write(git(repo, "show", f"{tip}:{name}", binary=True))
        result = subprocess.run(
            [sys.executable, "-B", probe, tree],
            capture_output=True,
            text=True,
            timeout=30,
            cwd=tree,
            check=False,
        )
        if result.returncode != 0:
            output = (result.stdout + result.stderr).strip().splitlines()
            errors.append("the merged code does not behave as both branches intended:")
            errors.extend("  " + line for line in output[-15:])
    return errors


def main():
    repo, expected_path, probe = sys.argv[1], sys.argv[2], sys.argv[3]
    with open(expected_path, encoding="utf-8") as handle:
        expected = json.load(handle)
    try:
        errors = check(repo, expected, probe)
    except (RuntimeError, OSError, subprocess.TimeoutExpired) as exc:
        errors = [str(exc)]
    for error in errors:
        print("FAIL:", error)
    if errors:
        return 1
    print("merge is complete and correct")
    return 0


if __name__ == "__main__":
    sys.exit(main())
