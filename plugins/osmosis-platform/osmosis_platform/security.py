"""Token hashing and secret encryption.

Tokens are random and long, so a plain SHA-256 is a sound verifier (no salt or slow hash needed:
there is nothing to brute-force). Secret values are encrypted with Fernet (AES-128-CBC +
HMAC-SHA256) under a key kept in a 0600 file beside the database, never in the database.
"""

from __future__ import annotations

import hashlib
import os
import secrets
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cryptography.fernet import Fernet

TOKEN_PREFIX = "osm_"


def new_token() -> str:
    return TOKEN_PREFIX + secrets.token_urlsafe(32)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _write_private(path: Path, data: bytes) -> None:
    """Create ``path`` with mode 0600 atomically (never world-readable, even briefly)."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        os.write(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)
    try:
        os.link(tmp, path)  # fails if another process created the key first
    except FileExistsError:
        pass
    finally:
        tmp.unlink()


class SecretBox:
    """Encrypts and decrypts secret values with the key file at ``key_path``."""

    def __init__(self, key_path: Path) -> None:
        self.key_path = key_path
        self._fernet: Fernet | None = None

    def _key(self) -> Fernet:
        if self._fernet is None:
            from cryptography.fernet import Fernet

            if not self.key_path.exists():
                self.key_path.parent.mkdir(parents=True, exist_ok=True)
                _write_private(self.key_path, Fernet.generate_key())
            os.chmod(self.key_path, 0o600)
            self._fernet = Fernet(self.key_path.read_bytes().strip())
        return self._fernet

    def encrypt(self, value: str) -> str:
        return self._key().encrypt(value.encode()).decode()

    def decrypt(self, token: str) -> str:
        return self._key().decrypt(token.encode()).decode()
