"""Harness names a run may use: Harbor's built-in agents (Harbor 0.25), by the names Osmosis
configs use. The executor maps each to a Harbor agent; an unknown name is refused at submit."""

from __future__ import annotations

UTILITY = frozenset({"oracle", "nop"})

KNOWN = UTILITY | frozenset(
    {
        "terminus-2",
        "terminus",
        "terminus-1",
        "claude-code",
        "codex",
        "gemini-cli",
        "openhands",
        "openhands-sdk",
        "aider",
        "goose",
        "cursor-cli",
        "copilot-cli",
        "cline-cli",
        "opencode",
        "qwen-coder",
        "kimi-cli",
        "mini-swe-agent",
        "swe-agent",
        "trae-agent",
    }
)


def is_known(name: str) -> bool:
    return name in KNOWN
