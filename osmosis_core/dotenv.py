"""A small, strict dotenv reader (``NAME=value`` lines) shared by ``--env-file`` and plugins.

Errors name the line number only, never the line, because the line may hold a secret.
"""

from __future__ import annotations

from pathlib import Path

from osmosis_core.errors import ErrorCode, OsmosisError


def parse_dotenv(text: str, source: str) -> dict[str, str]:
    values: dict[str, str] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("export "):
            line = line[len("export ") :].lstrip()
        name, sep, value = line.partition("=")
        name = name.strip()
        if not sep or not name.isidentifier():
            raise OsmosisError(
                ErrorCode.VALIDATION,
                f"Invalid line {number} in {source}: expected NAME=value.",
                {"line": number, "source": source},
            )
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        elif value[:1] in ("'", '"'):
            raise OsmosisError(
                ErrorCode.VALIDATION,
                f"Invalid line {number} in {source}: unterminated quote "
                "(multi-line values are not supported).",
                {"line": number, "source": source},
            )
        values[name] = value
    return values


def find_dotenv(start: Path) -> Path | None:
    """The nearest ``.env`` at or above ``start``."""
    for directory in (start, *start.parents):
        candidate = directory / ".env"
        if candidate.is_file():
            return candidate
    return None


def read_dotenv(path: Path) -> dict[str, str]:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise OsmosisError(ErrorCode.VALIDATION, f"Env file not found: {path}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise OsmosisError(
            ErrorCode.VALIDATION, f"Cannot read env file {path}: {type(exc).__name__}"
        ) from None
    return parse_dotenv(text, str(path))
