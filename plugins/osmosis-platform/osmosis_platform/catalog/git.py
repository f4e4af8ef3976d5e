"""Fetching git repositories for benchmark sources, the way Harbor fetches git-hosted tasks
(harbor-engine.md §5.3): a blobless clone, an optional sparse checkout of the task paths, and a
detached checkout of the pinned commit.

Every git command runs without a terminal prompt (``GIT_TERMINAL_PROMPT=0``, ssh in batch mode),
with a bounded time, with only the file/http(s)/ssh/git transports allowed, without hooks and
without LFS smudging, so an unreachable or private repository fails fast with a readable reason
instead of hanging a sync thread.
"""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Sequence
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from osmosis_platform.catalog.errors import SourceError

SCHEMES = ("https", "http", "ssh", "git", "file")
URL = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*)://")
# ``git@github.com:org/repo.git`` (git's scp-like syntax); ``ext::…`` and ``C:\…`` excluded
SCP_LIKE = re.compile(r"^(?:[A-Za-z0-9._+-]+@)?[A-Za-z0-9][A-Za-z0-9.-]+:(?!:)(?!//)\S")
SHA = re.compile(r"^[0-9a-f]{40}([0-9a-f]{24})?$")
# what ``--ref`` may be: a branch, tag or commit; never an option or a revision expression
REF = re.compile(r"^(?!-)(?!.*\.\.)(?!.*//)[A-Za-z0-9._/+@-]{1,255}$")
TIMEOUT_ENV = "OSMOSIS_GIT_TIMEOUT"
DEFAULT_TIMEOUT = 600.0


def timeout() -> float:
    try:
        return max(1.0, float(os.environ.get(TIMEOUT_ENV) or DEFAULT_TIMEOUT))
    except ValueError:
        return DEFAULT_TIMEOUT


def is_url(text: str) -> bool:
    return bool(URL.match(text)) or bool(SCP_LIKE.match(text))


def public_url(url: str) -> str:
    """``url`` without a password or token in its user part (safe to show and store as URL)."""
    match = URL.match(url)
    if not match:
        return url
    parts = urlsplit(url)
    if parts.password is None and not (parts.username and match.group(1).startswith("http")):
        return url
    host = parts.hostname or ""
    if parts.port:
        host = f"{host}:{parts.port}"
    return urlunsplit((parts.scheme, host, parts.path, parts.query, parts.fragment))


def check_url(url: str, *, what: str = "git URL", field: str = "source") -> str:
    """Reject what git must never be handed: options, other transports, control characters."""
    if not url or url != url.strip() or any(c.isspace() or ord(c) < 32 for c in url):
        raise SourceError(
            f"{what} {public_url(url)!r} contains spaces or control characters.", field=field
        )
    if url.startswith("-"):
        raise SourceError(f"{what} {url!r} must not start with '-'.", field=field)
    match = URL.match(url)
    if match:
        scheme = match.group(1).lower()
        if scheme not in SCHEMES:
            raise SourceError(
                f"{what} {public_url(url)!r} uses an unsupported scheme {scheme}:// "
                f"(use one of {', '.join(s + '://' for s in SCHEMES)}).",
                field=field,
            )
        if scheme == "file" and not url[len("file://") :].startswith("/"):
            raise SourceError(
                f"{what} {url!r} must name an absolute path (file:///…).", field=field
            )
        return url
    if SCP_LIKE.match(url):
        return url
    raise SourceError(f"{what} {url!r} is not a git URL.", field=field)


def check_ref(ref: str, *, field: str = "ref") -> str:
    if not REF.match(ref) or ref.endswith((".lock", "/", ".")):
        raise SourceError(
            f"git ref {ref!r} is not a branch, tag or commit name "
            "(letters, digits, '.', '_', '/', '+', '@' or '-'; not starting with '-').",
            field=field,
        )
    return ref


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("GIT_")}
    env.update(
        GIT_TERMINAL_PROMPT="0",
        GIT_ASKPASS="",
        SSH_ASKPASS="",
        GIT_SSH_COMMAND="ssh -o BatchMode=yes -o ConnectTimeout=15",
        GIT_ALLOW_PROTOCOL=":".join(SCHEMES),
        GIT_LFS_SKIP_SMUDGE="1",
    )
    return env


_CONFIG = (
    "-c",
    "core.hooksPath=/dev/null",
    "-c",
    "advice.detachedHead=false",
    "-c",
    "http.lowSpeedLimit=1000",
    "-c",
    "http.lowSpeedTime=30",
    "-c",
    "credential.interactive=false",
)


def _reason(stderr: str) -> str:
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    for prefix in ("fatal:", "error:"):
        found = [line for line in lines if line.lower().startswith(prefix)]
        if found:
            return found[-1][len(prefix) :].strip()
    return lines[-1] if lines else "no error output"


def run(args: Sequence[str], *, cwd: Path | None = None, input: str | None = None) -> str:
    """One git command; its stdout, or a ``SourceError`` with git's own one-line reason."""
    limit = timeout()
    try:
        proc = subprocess.run(
            ["git", *_CONFIG, *args],
            cwd=cwd,
            env=_env(),
            input=input,
            stdin=None if input is not None else subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=limit,
        )
    except FileNotFoundError:
        raise SourceError("git is not installed on the platform host.") from None
    except subprocess.TimeoutExpired:
        raise SourceError(f"git {args[0]} timed out after {limit:.0f}s.") from None
    if proc.returncode != 0:
        raise SourceError(f"git {args[0]} failed: {_reason(proc.stderr)}")
    return proc.stdout


def _commit(repo: Path, rev: str) -> str | None:
    try:
        return run(["rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}"], cwd=repo).strip()
    except SourceError:
        return None


def clone(url: str, dest: Path, ref: str | None = None, *, paths: Sequence[str] = ()) -> str:
    """Clone ``url`` into ``dest`` and check out ``ref`` (branch, tag or commit; default: the
    remote's HEAD), only ``paths`` when given. Returns the commit sha that was checked out."""
    shown = public_url(url)
    try:
        run(["clone", "--quiet", "--no-checkout", "--filter=blob:none", "--", url, str(dest)])
    except SourceError as exc:
        raise SourceError(
            f"could not clone {shown}: {exc.message.removeprefix('git clone failed: ')}"
        ) from None
    sparse = sorted({p.strip("/") for p in paths})
    if sparse and all(sparse):
        patterns = "".join(f"/{p}/\n" for p in sparse)
        run(["sparse-checkout", "set", "--no-cone", "--stdin"], cwd=dest, input=patterns)
    if ref is None:
        sha = _commit(dest, "HEAD")
        if sha is None:
            raise SourceError(f"{shown} has no commits on its default branch.")
    else:
        sha = _commit(dest, ref) or _commit(dest, f"origin/{ref}")
        if sha is None:
            try:
                run(["fetch", "--quiet", "origin", ref], cwd=dest)
                sha = _commit(dest, "FETCH_HEAD")
            except SourceError:
                sha = None
        if sha is None:
            raise SourceError(f"git ref {ref!r} was not found in {shown}.", field="ref")
    run(["checkout", "--quiet", "--detach", sha], cwd=dest)
    return sha


def is_repository(path: Path) -> bool:
    """A working tree (``.git`` inside) or a bare repository."""
    try:
        if (path / ".git").exists():
            return True
        return (
            (path / "HEAD").is_file() and (path / "objects").is_dir() and (path / "refs").is_dir()
        )
    except OSError:
        return False
