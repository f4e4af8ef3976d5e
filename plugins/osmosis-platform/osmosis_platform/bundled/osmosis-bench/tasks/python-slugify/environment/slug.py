"""Turn titles into URL slugs.

Usage: python3 slug.py [--max-length N] TITLE [TITLE ...]
"""


def slugify(title: str, max_length: int = 40) -> str:
    """Return the URL slug for `title` (see the rules in the task description)."""
    raise NotImplementedError("slugify is not written yet")


if __name__ == "__main__":
    raise SystemExit("the command-line interface is not written yet")
