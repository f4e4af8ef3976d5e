"""Per-run secrets (contract §14): ``--secrets-file`` parsing, the resolution order, and
redaction of supplied values from platform errors (§15.6)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from osmosis_benchmark.redact import MASK, redact_error
from osmosis_benchmark.secrets import (
    Stored,
    explain_missing_records,
    missing_values_error,
    not_stored_error,
    read_secrets_file,
    resolve,
)
from osmosis_core.errors import ErrorCode, OsmosisError
from osmosis_core.invocation import Invocation


def invocation(stdin: str = "", environ: dict[str, str] | None = None, **kw: object) -> Invocation:
    return Invocation(argv=[], stdin=io.StringIO(stdin), environ=environ or {}, **kw)


def test_secrets_file_accepts_comments_export_and_quotes(tmp_path: Path) -> None:
    path = tmp_path / "run.env"
    path.write_text(
        "# per-run values\n\nexport A=1\nB=\"two words\"\nC='x=y'\nD=plain\n", encoding="utf-8"
    )
    assert read_secrets_file(str(path), invocation()) == {
        "A": "1",
        "B": "two words",
        "C": "x=y",
        "D": "plain",
    }


def test_secrets_file_from_stdin() -> None:
    assert read_secrets_file("-", invocation("TOKEN=abc\n")) == {"TOKEN": "abc"}


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("A=1\nnot a line with sup3r-secret\n", 2),
        ("1BAD=sup3r-secret\n", 1),
        ('A=1\nB="sup3r-secret\nrest"\n', 2),  # multi-line values are refused
    ],
)
def test_bad_line_is_reported_by_number_without_its_content(
    tmp_path: Path, text: str, line: int
) -> None:
    path = tmp_path / "bad.env"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(OsmosisError) as caught:
        read_secrets_file(str(path), invocation())
    assert caught.value.code == ErrorCode.VALIDATION
    assert caught.value.message.startswith(f"Invalid line {line} in {path}: ")
    assert "sup3r-secret" not in caught.value.message + repr(caught.value.details)


def test_missing_secrets_file(tmp_path: Path) -> None:
    with pytest.raises(OsmosisError) as caught:
        read_secrets_file(str(tmp_path / "none.env"), invocation())
    assert caught.value.message == f"Secrets file not found: {tmp_path / 'none.env'}"


def test_resolution_order_file_then_env_then_store_then_missing() -> None:
    stored = Stored(
        {"IN_STORE": {"workspace"}, "FROM_FILE": {"user"}, "MODEL": {"user", "workspace"}}
    )
    inv = invocation(environ={"FROM_ENV": "env-value", "FROM_FILE": "env-loses", "EMPTY": ""})
    result = resolve(
        ["MODEL", "FROM_FILE", "FROM_ENV", "IN_STORE", "EMPTY", "NOWHERE"],
        ["FROM_FILE", "FROM_ENV", "IN_STORE", "EMPTY", "NOWHERE"],
        {"FROM_FILE": "file-value"},
        inv,
        stored,
        prompt=False,
    )
    assert result.provided == {"FROM_FILE": "file-value", "FROM_ENV": "env-value"}
    assert result.missing == ["EMPTY", "NOWHERE"]
    assert result.scopes == {
        "MODEL": "Personal (overrides workspace)",
        "FROM_FILE": "Run",
        "FROM_ENV": "Run",
        "IN_STORE": "Workspace",
        "EMPTY": "–",
        "NOWHERE": "–",
    }


def test_failed_lookup_labels_names_with_a_dash() -> None:
    result = resolve(["MODEL_KEY"], [], {}, invocation(), None, prompt=False)
    assert result.scopes == {"MODEL_KEY": "–"} and result.missing == []


def test_missing_value_and_not_stored_errors() -> None:
    error = missing_values_error(["A", "B"])
    assert error.code == ErrorCode.INTERACTIVE_REQUIRED
    assert error.message == (
        "No value found for: A, B. Export them or pass --secrets-file, or save them with "
        "`osmosis secret set <NAME>`."
    )
    assert error.details == {"missing": ["A", "B"], "flags": ["--secrets-file"]}
    absent = not_stored_error(["OPENAI_API_KEY", "JUDGE"], invocation(workspace="my ws"))
    assert absent.code == ErrorCode.NOT_FOUND
    assert absent.message.splitlines()[0] == "Could not find secret(s): OPENAI_API_KEY, JUDGE."
    assert "  osmosis --workspace 'my ws' secret set OPENAI_API_KEY" in absent.message
    assert absent.details["missing"] == ["OPENAI_API_KEY", "JUDGE"]


def test_redaction_masks_longest_values_first_everywhere() -> None:
    error = OsmosisError(
        ErrorCode.VALIDATION,
        "value abc-123-xyz rejected (abc-123)",
        {
            "field": "secrets.provided.abc-123",
            "platform_code": "BAD_abc-123",
            "value": "anything",
            "nested": [{"echo": "abc-123-xyz"}],
            "abc-123": 1,
        },
    )
    out = redact_error(error, ["abc-123", "abc-123-xyz", ""])
    assert out.message == f"value {MASK} rejected ({MASK})"
    assert out.details == {
        "field": f"secrets.provided.{MASK}",
        "platform_code": f"BAD_{MASK}",
        "value": MASK,
        "nested": [{"echo": MASK}],
        MASK: 1,
    }
    assert str(out) == out.message


def test_platform_404_for_missing_records_gets_the_add_hints() -> None:
    error = OsmosisError(ErrorCode.NOT_FOUND, "Secret(s) not found: JUDGE_KEY, VLM_KEY.")
    out = explain_missing_records(error, invocation(), "https://platform.example/secrets")
    assert out.message.splitlines() == [
        "Secret(s) not found: JUDGE_KEY, VLM_KEY.",
        "Add them with:",
        "  osmosis secret set JUDGE_KEY",
        "  osmosis secret set VLM_KEY",
        out.message.splitlines()[4],
        "Or add them in the UI: https://platform.example/secrets",
    ]
    assert out.message.splitlines()[4].startswith("A personal secret (the default)")
    other = OsmosisError(ErrorCode.NOT_FOUND, "Benchmark run 'x' not found.")
    assert (
        explain_missing_records(other, invocation(), None).message == "Benchmark run 'x' not found."
    )
