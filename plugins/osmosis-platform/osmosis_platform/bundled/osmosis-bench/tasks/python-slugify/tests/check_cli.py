"""Run the agent's slug.py as a program and check its output and exit status."""

import subprocess
import sys

CASES = [
    (["Hello, World!"], 0, "hello-world\n"),
    (["Fish & Chips", "Crème Brûlée", "東京"], 0, "fish-and-chips\ncreme-brulee\nuntitled\n"),
    (["--max-length", "18", "The quick brown fox jumps"], 0, "the-quick-brown\n"),
    (["--max-length", "5", "Supercalifragilistic", "a b c d e f"], 0, "super\na-b-c\n"),
    (["--max-length", "0", "Hello"], 2, ""),
    (["--max-length", "two", "Hello"], 2, ""),
    ([], 2, ""),
]


def main():
    script = sys.argv[1]
    failures = 0
    for args, code, stdout in CASES:
        try:
            result = subprocess.run(
                [sys.executable, "-B", script, *args],
                capture_output=True,
                text=True,
                encoding="utf-8",
                timeout=20,
                check=False,
            )
        except subprocess.TimeoutExpired:
            print(f"FAIL: slug.py {args!a} timed out")
            failures += 1
            continue
        problems = []
        if result.returncode != code:
            problems.append(f"exit status {result.returncode}, expected {code}")
        if result.stdout != stdout:
            problems.append(f"stdout {result.stdout!a}, expected {stdout!a}")
        if code != 0 and not result.stderr.strip():
            problems.append("no error message on standard error")
        for problem in problems:
            print(f"FAIL: slug.py {args!a}: {problem}")
        failures += bool(problems)
    print(f"{len(CASES) - failures} of {len(CASES)} command-line cases pass")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
