"""Check the reported first bad commit and that the repository was left as it was found."""

import json
import os
import re
import subprocess
import sys


def git(repo, *args):
    result = subprocess.run(
        ["git", "-C", repo, *args], capture_output=True, text=True, check=False, timeout=30
    )
    if result.returncode != 0:
        raise RuntimeError(f"git {' '.join(args)} failed: {result.stderr.strip()}")
    return result.stdout


def repo_errors(repo, expected):
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
        errors.append(f"{branch} is not checked out (is a bisect still running?)")
    if git(repo, "rev-parse", f"refs/heads/{branch}").strip() != expected["main_tip"]:
        errors.append(f"{branch} was moved or rewritten")
    if (
        git(repo, "rev-parse", f"refs/tags/{expected['tag']}^{{commit}}").strip()
        != expected["tag_commit"]
    ):
        errors.append(f"tag {expected['tag']} was moved")
    git_dir = git(repo, "rev-parse", "--absolute-git-dir").strip()
    if any(os.path.exists(os.path.join(git_dir, name)) for name in ("BISECT_START", "BISECT_LOG")):
        errors.append("a bisect session is still in progress (run `git bisect reset`)")
    if git(repo, "status", "--porcelain", "--untracked-files=no").strip():
        errors.append("there are uncommitted changes to tracked files")
    return errors


def answer_errors(answer_path, expected):
    try:
        with open(answer_path, encoding="utf-8") as handle:
            text = handle.read()
    except (OSError, UnicodeDecodeError) as exc:
        return [f"cannot read {answer_path}: {exc}"]
    answer = text.strip()
    if not re.fullmatch(r"[0-9a-f]{40}", answer):
        return [f"first_bad.txt holds {answer[:80]!a}, not one full 40-character commit hash"]
    if answer != expected["first_bad"]:
        return [f"{answer} is not the commit that broke the median"]
    return []


def main():
    repo, answer_path, expected_path = sys.argv[1], sys.argv[2], sys.argv[3]
    with open(expected_path, encoding="utf-8") as handle:
        expected = json.load(handle)
    errors = answer_errors(answer_path, expected)
    try:
        errors += repo_errors(repo, expected)
    except (RuntimeError, OSError, subprocess.TimeoutExpired) as exc:
        errors.append(str(exc))
    for error in errors:
        print("FAIL:", error)
    if errors:
        return 1
    print("found the first bad commit; repository left as it was")
    return 0


if __name__ == "__main__":
    sys.exit(main())
