"""Saved logins: ``credentials.json`` (format version 2, keyed by normalised platform URL).

The file holds tokens, so it is written atomically with mode 0600 inside a 0700 folder, and a
file with looser permissions is tightened (with a warning) before it is trusted.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from osmosis_core.errors import ErrorCode, OsmosisError

FILE_VERSION = 2


def config_dir(environ: Mapping[str, str]) -> Path:
    override = environ.get("OSMOSIS_CONFIG_DIR")
    if override:
        return Path(override).expanduser()
    xdg = environ.get("XDG_CONFIG_HOME")
    if xdg:
        return Path(xdg) / "osmosis"
    return Path.home() / ".config" / "osmosis"


def credentials_path(environ: Mapping[str, str]) -> Path:
    return config_dir(environ) / "credentials.json"


class CredentialStore:
    def __init__(self, path: Path, warn: Callable[[str, str], None] | None = None) -> None:
        self.path = path
        self.warn = warn or (lambda code, message: None)

    def _read(self) -> dict[str, Any]:
        try:
            mode = self.path.stat().st_mode
        except FileNotFoundError:
            return {"version": FILE_VERSION, "platforms": {}}
        if mode & (stat.S_IRWXG | stat.S_IRWXO):
            self.warn(
                "CREDENTIALS_PERMISSIONS",
                f"{self.path} was readable by other users; its mode was changed to 0600.",
            )
            os.chmod(self.path, 0o600)
        try:
            doc = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError, UnicodeDecodeError):
            raise OsmosisError(
                ErrorCode.CREDENTIALS_PARSE_FAILED,
                f"Cannot read saved logins in {self.path}; run 'osmosis auth login' again.",
                {"path": str(self.path)},
            ) from None
        if not isinstance(doc, dict) or not isinstance(doc.get("platforms"), dict):
            raise OsmosisError(
                ErrorCode.CREDENTIALS_PARSE_FAILED,
                f"Saved logins in {self.path} have an unknown format.",
                {"path": str(self.path)},
            )
        return doc

    def get(self, platform_url: str) -> dict[str, Any] | None:
        entry = self._read()["platforms"].get(platform_url)
        return entry if isinstance(entry, dict) else None

    def save(self, platform_url: str, entry: dict[str, Any]) -> None:
        doc = self._read_for_update()
        doc["platforms"][platform_url] = entry
        self._write(doc)

    def remove(self, platform_url: str) -> dict[str, Any] | None:
        doc = self._read_for_update()
        entry = doc["platforms"].pop(platform_url, None)
        if entry is not None:
            self._write(doc)
        return entry

    def _read_for_update(self) -> dict[str, Any]:
        try:
            return self._read()
        except OsmosisError:
            # A damaged file is moved aside, never silently overwritten.
            backup = self.path.with_suffix(".json.bak")
            n = 1
            while backup.exists():
                backup = self.path.with_suffix(f".json.bak.{n}")
                n += 1
            self.path.rename(backup)
            self.warn("CREDENTIALS_PARSE_FAILED", f"Damaged {self.path} moved to {backup}.")
            return {"version": FILE_VERSION, "platforms": {}}

    def _write(self, doc: dict[str, Any]) -> None:
        doc["version"] = FILE_VERSION
        folder = self.path.parent
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        os.chmod(folder, 0o700)
        fd, tmp = tempfile.mkstemp(prefix=".credentials.", dir=folder)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                os.fchmod(handle.fileno(), 0o600)
                json.dump(doc, handle, indent=2, sort_keys=True)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(tmp, self.path)
        finally:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(tmp)
