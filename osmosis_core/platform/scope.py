"""Workspace scope: ``--workspace`` / OSMOSIS_WORKSPACE, else the git ``origin`` (any host),
else nothing (the platform then uses the token's default workspace)."""

from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from osmosis_core.invocation import Invocation

_SCP = re.compile(r"^(?:(?P<user>[^@/\s]+)@)?(?P<host>[^:/\s]+):(?P<path>[^\s]+)$")


@dataclass(frozen=True)
class Scope:
    kind: str  # "workspace", "git" or "default"
    value: str | None = None
    remote_url: str | None = None
    directory: str | None = None

    def headers(self) -> dict[str, str]:
        if self.kind == "workspace" and self.value:
            return {"X-Osmosis-Workspace": self.value}
        if self.kind == "git" and self.value:
            return {"X-Osmosis-Git": self.value}
        return {}

    def envelope_extras(self) -> dict[str, Any]:
        """The scope keys 0.3.8 adds to every platform command's JSON."""
        if self.kind == "workspace":
            return {"workspace": {"name": self.value}}
        if self.kind == "git":
            return {
                "git": {"identity": self.value, "remote_url": self.remote_url},
                "workspace_directory": self.directory,
            }
        return {"workspace": None}


def git_identity(remote: str) -> tuple[str, str] | None:
    """``(identity, display_url)`` of a remote URL; github.com keeps 0.3.8's ``owner/repo``."""
    remote = remote.strip()
    if not remote or any(ord(c) < 32 or c.isspace() for c in remote) or "%2f" in remote.lower():
        return None
    if "://" in remote:
        parts = urlsplit(remote)
        host = (parts.hostname or "").lower()
        path = parts.path
        netloc = host + (f":{parts.port}" if parts.port else "")
        display = urlunsplit((parts.scheme, netloc, parts.path, "", ""))
    else:
        match = _SCP.match(remote)
        if not match:
            return None
        host, path = match["host"].lower(), match["path"]
        display = f"{host}:{path}"
    path = path.strip("/")
    if path.endswith(".git"):
        path = path[:-4]
    segments = [s for s in path.split("/") if s]
    if not host or len(segments) < 2 or any(s in (".", "..") for s in segments):
        return None
    if host in ("github.com", "www.github.com"):
        if len(segments) != 2:
            return None
        return "/".join(segments).lower(), display
    return f"{host}/{'/'.join(segments)}".lower(), display


def _git(args: list[str], cwd: Path) -> str | None:
    try:
        proc = subprocess.run(
            ["git", *args], cwd=cwd, capture_output=True, text=True, timeout=5, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return proc.stdout.strip() if proc.returncode == 0 else None


def resolve_scope(inv: Invocation, cwd: Path | None = None) -> Scope:
    if inv.workspace:
        return Scope("workspace", inv.workspace)
    cwd = cwd or Path.cwd()
    top = _git(["rev-parse", "--show-toplevel"], cwd)
    if top:
        remote = _git(["remote", "get-url", "origin"], cwd)
        found = git_identity(remote) if remote else None
        if found:
            return Scope("git", found[0], found[1], top)
    return Scope("default")
