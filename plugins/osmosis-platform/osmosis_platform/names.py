"""Readable, shell-safe, unique run names: ``<benchmark-key>-<adjective>-<animal>-<NNNN>``."""

from __future__ import annotations

import re
import secrets

ADJECTIVES = (
    "amber",
    "bold",
    "brisk",
    "calm",
    "clever",
    "cosmic",
    "crisp",
    "dapper",
    "eager",
    "fierce",
    "gentle",
    "golden",
    "hardy",
    "humble",
    "jolly",
    "keen",
    "lively",
    "lucky",
    "mellow",
    "nimble",
    "noble",
    "plucky",
    "quiet",
    "rapid",
    "rustic",
    "sharp",
    "silver",
    "steady",
    "sunny",
    "swift",
    "tidy",
    "vivid",
    "witty",
    "zesty",
)
ANIMALS = (
    "badger",
    "beaver",
    "bison",
    "crane",
    "dingo",
    "eagle",
    "falcon",
    "ferret",
    "gecko",
    "heron",
    "ibis",
    "jackal",
    "koala",
    "lemur",
    "lynx",
    "marten",
    "moose",
    "newt",
    "ocelot",
    "otter",
    "panda",
    "puffin",
    "quail",
    "raven",
    "salmon",
    "stoat",
    "tapir",
    "toucan",
    "viper",
    "walrus",
    "wombat",
    "yak",
    "zebra",
)
_UNSAFE = re.compile(r"[^a-z0-9]+")


def slug(text: str) -> str:
    """Lowercase letters, digits and single dashes only (safe unquoted in any shell)."""
    return _UNSAFE.sub("-", text.lower()).strip("-")[:60] or "run"


def run_name(benchmark_key: str) -> str:
    adjective = secrets.choice(ADJECTIVES)
    animal = secrets.choice(ANIMALS)
    return f"{slug(benchmark_key)}-{adjective}-{animal}-{secrets.randbelow(10000):04d}"
