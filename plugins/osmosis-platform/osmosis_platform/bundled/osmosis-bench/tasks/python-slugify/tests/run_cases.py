"""Import the agent's slug.py by path and compare slugify() with every case in cases.json."""

import importlib.util
import json
import sys

sys.dont_write_bytecode = True


def main():
    module_path, cases_path = sys.argv[1], sys.argv[2]
    spec = importlib.util.spec_from_file_location("agent_slug", module_path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    with open(cases_path, encoding="utf-8") as handle:
        cases = json.load(handle)
    failures = 0
    for case in cases:
        args = (
            (case["title"],) if case["max_length"] is None else (case["title"], case["max_length"])
        )
        try:
            got = module.slugify(*args)
        except Exception as exc:
            got = f"<raised {type(exc).__name__}: {exc}>"
        if got != case["slug"]:
            failures += 1
            print(f"FAIL: slugify{args!a} returned {got!a}, expected {case['slug']!a}")
    for bad in (0, -3):
        try:
            module.slugify("anything", bad)
        except ValueError:
            continue
        except Exception as exc:
            print(f"FAIL: slugify('anything', {bad}) raised {type(exc).__name__}, not ValueError")
        else:
            print(f"FAIL: slugify('anything', {bad}) did not raise ValueError")
        failures += 1
    print(f"{len(cases) + 2 - failures} of {len(cases) + 2} slugify cases pass")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
