"""Check the rewritten history of the repository against the expected values in expected.json."""

import json
import subprocess
import sys


def git(repo, *args):
    result = subprocess.run(["git", "-C", repo, *args], capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise RuntimeError(f"git {' '.join(args)} failed: {result.stderr.strip()}")
    return result.stdout


def check(repo, expected):
    errors = []
    branch = expected["branch"]
    email = expected["email"]
    head_ref = git(repo, "symbolic-ref", "-q", "HEAD").strip()
    if head_ref != f"refs/heads/{branch}":
        errors.append(f"HEAD is {head_ref!r}, expected refs/heads/{branch}")
    if git(repo, "status", "--porcelain", "--untracked-files=no").strip():
        errors.append("the working tree or index has uncommitted changes to tracked files")

    hashes = git(repo, "rev-list", "--reverse", branch).split()
    want = expected["commits"]
    if len(hashes) != len(want):
        errors.append(f"{branch} has {len(hashes)} commits, expected {len(want)}")
        return errors

    for index, (commit, exp) in enumerate(zip(hashes, want, strict=True)):
        label = f"commit {index + 1} ({exp['message'].splitlines()[0]!r})"
        parents = git(repo, "rev-list", "--parents", "-n", "1", commit).split()[1:]
        expected_parents = [] if index == 0 else [hashes[index - 1]]
        if parents != expected_parents:
            errors.append(f"{label}: history is not the original linear sequence")
        fields = git(repo, "log", "-1", "--format=%an%x00%ae%x00%aI%x00%ce%x00%T", commit)
        name, author_email, author_date, committer_email, tree = fields.rstrip("\n").split("\0")
        message = git(repo, "log", "-1", "--format=%B", commit).rstrip("\n")
        if exp["hash_must_not_change"] and commit != exp["original_commit"]:
            errors.append(f"{label}: was rewritten but should be untouched")
        if message != exp["message"]:
            errors.append(f"{label}: message changed to {message!r}")
        if tree != exp["tree"]:
            errors.append(f"{label}: tree {tree} differs from the original {exp['tree']}")
        if name != exp["author_name"]:
            errors.append(f"{label}: author name is {name!r}")
        if author_date != exp["author_date"]:
            errors.append(f"{label}: author date is {author_date}, expected {exp['author_date']}")
        if author_email != email:
            errors.append(f"{label}: author email is {author_email!r}")
        if committer_email != email:
            errors.append(f"{label}: committer email is {committer_email!r}")
    return errors


def main():
    repo, expected_path = sys.argv[1], sys.argv[2]
    with open(expected_path, encoding="utf-8") as handle:
        expected = json.load(handle)
    try:
        errors = check(repo, expected)
    except (RuntimeError, ValueError) as exc:
        errors = [str(exc)]
    for error in errors:
        print("FAIL:", error)
    if errors:
        return 1
    print("history matches")
    return 0


if __name__ == "__main__":
    sys.exit(main())
