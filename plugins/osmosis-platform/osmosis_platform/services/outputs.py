"""Run outputs: the manifest (size and sha256 per file) and short-lived signed download URLs
that the platform itself serves (``/api/cli/files/{token}``, with Range support)."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import time
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, select

from osmosis_platform.server.errors import ApiError, bad_request
from osmosis_platform.store.models import OutputFile

TYPES = ("summary", "results", "artifacts", "logs")
URL_TTL = 900


def parse_types(raw: str | None) -> list[str]:
    if not raw:
        return ["summary", "results"]
    chosen = [t.strip() for t in raw.split(",") if t.strip()]
    if "all" in chosen:
        return list(TYPES)
    unknown = [t for t in chosen if t not in TYPES]
    if unknown or not chosen:
        raise bad_request(
            f"Unknown output type(s): {', '.join(unknown) or raw}. "
            "Choose from summary, results, artifacts, logs, all.",
            field="types",
        )
    return chosen


def manifest(conn: Connection, run: Any, types: list[str]) -> dict[str, Any]:
    if run.status in ("pending", "queued"):
        raise ApiError(
            409,
            "RUN_NOT_DOWNLOADABLE",
            f'Benchmark run "{run.name}" is {run.status}; outputs exist once it is running.',
            details={"status": run.status},
        )
    rows = conn.execute(
        select(OutputFile)
        .where(OutputFile.run_id == run.id, OutputFile.type.in_(types))
        .order_by(OutputFile.path)
    ).all()
    files = [
        {"path": r.path, "size": r.size, "token": r.id, "type": r.type, "sha256": r.sha256}
        for r in rows
    ]
    return {"files": files, "totals": {"files": len(files), "size": sum(f["size"] for f in files)}}


class Signer:
    """HMAC-SHA256 over (file id, expiry) with a key derived from the platform key file."""

    def __init__(self, key_material: bytes) -> None:
        self._key = hashlib.sha256(b"osmosis-download-url\0" + key_material).digest()

    def sign(self, file_id: str, ttl: int = URL_TTL) -> str:
        payload = json.dumps({"f": file_id, "e": int(time.time()) + ttl}, separators=(",", ":"))
        body = base64.urlsafe_b64encode(payload.encode()).rstrip(b"=")
        mac = base64.urlsafe_b64encode(hmac.digest(self._key, body, "sha256")).rstrip(b"=")
        return f"{body.decode()}.{mac.decode()}"

    def verify(self, token: str) -> str:
        body, _, mac = token.partition(".")
        expected = base64.urlsafe_b64encode(hmac.digest(self._key, body.encode(), "sha256"))
        # Compared as bytes: compare_digest refuses str with non-ASCII characters (TypeError),
        # and a forged token may hold anything.
        if not mac or not hmac.compare_digest(expected.rstrip(b"="), mac.encode()):
            raise ApiError(403, "SIGNED_URL_INVALID", "This download link is not valid.")
        try:
            payload = json.loads(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))
        except ValueError:
            raise ApiError(403, "SIGNED_URL_INVALID", "This download link is not valid.") from None
        if payload.get("e", 0) < time.time():
            raise ApiError(
                403, "SIGNED_URL_EXPIRED", "This download link has expired; request a new one."
            )
        return str(payload["f"])


def download_urls(
    conn: Connection, run: Any, items: list[dict[str, Any]], signer: Signer, base_url: str
) -> dict[str, Any]:
    paths = [i["path"] for i in items]
    rows = {
        r.path: r
        for r in conn.execute(
            select(OutputFile).where(OutputFile.run_id == run.id, OutputFile.path.in_(paths))
        )
    }
    unknown = [p for p in paths if p not in rows]
    if unknown:
        raise ApiError(
            404, "NOT_FOUND", f"No such output file: {unknown[0]}.", details={"paths": unknown[:20]}
        )
    out = []
    for path in paths:
        token = signer.sign(rows[path].id)
        out.append(
            {"path": path, "url": f"{base_url}/api/cli/files/{token}", "token": rows[path].id}
        )
    return {"items": out, "expires_in": URL_TTL}


def file_for_token(conn: Connection, file_id: str) -> tuple[Any, Path]:
    row = conn.execute(select(OutputFile).where(OutputFile.id == file_id)).first()
    if row is None or not Path(row.storage_path).is_file():
        raise ApiError(404, "NOT_FOUND", "The file no longer exists.")
    return row, Path(row.storage_path)
