"""Run the agent's semver.py as a program on temporary input files."""

import os
import subprocess
import sys
import tempfile

CASES = [
    (
        "mixed",
        "  1.10.0\n1.2.0\n\n1.2.0-rc.1\nv2.0.0\n1.2.0+build.5\n   \n1.02.0\n0.9.0-alpha.10\n"
        "0.9.0-alpha.9\n",
        1,
        "0.9.0-alpha.9\n0.9.0-alpha.10\n1.2.0-rc.1\n1.2.0\n1.2.0+build.5\n1.10.0\n",
        "invalid version: v2.0.0\ninvalid version: 1.02.0\n",
    ),
    (
        "all valid",
        "3.0.0\n\t2.0.0\t\n1.0.0-beta.11\n1.0.0-beta.2\n",
        0,
        "1.0.0-beta.2\n1.0.0-beta.11\n2.0.0\n3.0.0\n",
        "",
    ),
    ("empty", "\n\n", 0, "", ""),
]


def main():
    script = sys.argv[1]
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        for label, content, code, stdout, stderr in CASES:
            path = os.path.join(tmp, f"{label}.txt")
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(content)
            try:
                result = subprocess.run(
                    [sys.executable, "-B", script, path],
                    capture_output=True,
                    text=True,
                    timeout=20,
                    check=False,
                )
            except subprocess.TimeoutExpired:
                print(f"FAIL: {label}: timed out")
                failures += 1
                continue
            problems = []
            if result.returncode != code:
                problems.append(f"exit status {result.returncode}, expected {code}")
            if result.stdout != stdout:
                problems.append(f"stdout {result.stdout!a}, expected {stdout!a}")
            if result.stderr != stderr:
                problems.append(f"stderr {result.stderr!a}, expected {stderr!a}")
            for problem in problems:
                print(f"FAIL: command line, {label} input: {problem}")
            failures += bool(problems)
    print(f"{len(CASES) - failures} of {len(CASES)} command-line cases pass")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
