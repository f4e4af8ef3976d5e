"""Import the agent's semver.py by path and check it against the hidden cases in cases.json."""

import importlib.util
import json
import sys

sys.dont_write_bytecode = True


def outcome(function, *args):
    try:
        return ("ok", function(*args))
    except ValueError:
        return ("ValueError", None)
    except Exception as exc:
        return (type(exc).__name__, str(exc))


def main():
    module_path, cases_path = sys.argv[1], sys.argv[2]
    spec = importlib.util.spec_from_file_location("agent_semver", module_path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    with open(cases_path, encoding="utf-8") as handle:
        cases = json.load(handle)
    failures, total = [], 0

    for text, (major, minor, patch, pre, build) in cases["valid"].items():
        total += 1
        want = (major, minor, patch, tuple(pre), tuple(build))
        status, got = outcome(module.parse, text)
        typed = (
            status == "ok"
            and type(got) is tuple
            and len(got) == 5
            and all(type(v) is int for v in got[:3])
            and all(type(part) is tuple and all(type(i) is str for i in part) for part in got[3:])
        )
        if not typed or got != want:
            failures.append(f"parse({text!a}) gave {status} {got!a}, expected {want!a}")

    for text in cases["invalid"]:
        total += 1
        status, got = outcome(module.parse, text)
        if status != "ValueError":
            failures.append(f"parse({text!a}) gave {status} {got!a}, expected ValueError")

    for a, b, want in cases["compare"]:
        for x, y, expected in ((a, b, want), (b, a, -want)):
            total += 1
            status, got = outcome(module.compare, x, y)
            if status != "ok" or type(got) is not int or got != expected:
                failures.append(f"compare({x!a}, {y!a}) gave {status} {got!a}, expected {expected}")
    for bad in ("1.0", "v1.0.0"):
        total += 1
        if outcome(module.compare, "1.0.0", bad)[0] != "ValueError":
            failures.append(f"compare('1.0.0', {bad!a}) did not raise ValueError")

    for case in cases["sort"]:
        total += 1
        original = list(case["input"])
        status, got = outcome(module.sort_versions, original)
        if status != "ok" or got != case["output"] or original != case["input"]:
            failures.append(
                f"sort_versions({case['input']!a}) gave {status} {got!a}, expected "
                f"{case['output']!a} (and the input list must not be changed)"
            )
    total += 1
    if outcome(module.sort_versions, ["1.0.0", "1.0"])[0] != "ValueError":
        failures.append("sort_versions(['1.0.0', '1.0']) did not raise ValueError")

    for failure in failures:
        print("FAIL:", failure)
    print(f"{total - len(failures)} of {total} module cases pass")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
