"""Semantic Versioning 2.0.0 helpers: parse, compare and sort version strings.

Usage: python3 semver.py FILE
"""


def parse(text):
    """Parse `text` into (major, minor, patch, prerelease, build).

    major, minor and patch are ints; prerelease and build are tuples of the dot-separated
    identifier strings as written. Raise ValueError if `text` is not a valid version.
    """
    raise NotImplementedError


def compare(a, b):
    """Return -1, 0 or 1 as version string `a` has lower, equal or higher precedence than `b`."""
    raise NotImplementedError


def sort_versions(versions):
    """Return a new list of the version strings in ascending order of precedence."""
    raise NotImplementedError


if __name__ == "__main__":
    raise SystemExit("not implemented")
