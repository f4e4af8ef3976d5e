"""``benchmark add | resync | remove`` without a platform: what the CLI sends as the source, and
the commands' help (the end-to-end behaviour is in tests/test_e2e_catalog.py)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from osmosis_benchmark.catalog import source_argument


@pytest.mark.parametrize(
    "source",
    [
        "https://github.com/org/tasks.git",
        "git@github.com:org/tasks.git",
        "ssh://git@example.com/org/tasks.git",
        "file:///srv/datasets/tb",
        "/srv/datasets/tb",
        "terminal-bench@2.0",  # not a path: the platform explains what to add instead
    ],
)
def test_urls_absolute_paths_and_hub_references_are_sent_unchanged(source: str) -> None:
    assert source_argument(source) == source


def test_relative_paths_are_made_absolute(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert source_argument("my-dataset") == str(tmp_path / "my-dataset")
    assert source_argument("./sets/registry.json") == str(tmp_path / "sets" / "registry.json")
    assert source_argument("../up") == str(tmp_path.parent / "up")
    (tmp_path / "odd@1.0").mkdir()  # an existing directory wins over the reference syntax
    assert source_argument("odd@1.0") == str(tmp_path / "odd@1.0")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert source_argument("~/data") == os.path.join(str(tmp_path), "data")


def test_help_lists_the_catalog_commands(cli) -> None:
    top = cli("benchmark", "--help")
    for command in ("add", "resync", "remove"):
        assert f" {command} " in top.stdout
    add = cli("benchmark", "add", "--help")
    assert add.returncode == 0
    for option in ("--name", "--ref", "--wait"):
        assert option in add.stdout


def test_remove_looks_the_benchmark_up_before_asking(cli) -> None:
    # the platform is never reached: the benchmark lookup fails with NETWORK first
    result = cli("--json", "benchmark", "remove", "some-key")
    assert result.returncode == 1
    assert result.error()["error"]["code"] == "NETWORK"
