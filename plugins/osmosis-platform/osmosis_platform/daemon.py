"""Running the platform: in the foreground (``serve``) or as a background daemon with a pid file
and a port file under the data dir (``start``/``stop``/``status``).

A daemon prefers the port it had last time, so the local platform's URL — and the login saved
for it — stays the same across restarts.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from osmosis_platform.settings import LOG_FILE, PID_FILE, PORT_FILE, Settings, ensure_home

HOST = "127.0.0.1"
LAST_PORT_FILE = "platform.last-port"  # survives stop, so a restart keeps the URL
START_TIMEOUT = 60.0


@dataclass(frozen=True)
class DaemonState:
    running: bool
    pid: int | None
    port: int | None
    url: str | None


def _read_int(path: Path) -> int | None:
    try:
        return int(path.read_text().strip())
    except (OSError, ValueError):
        return None


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:  # a reused pid belongs to some other program
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return True
    return b"osmosis_platform" in cmdline


def state(home: Path) -> DaemonState:
    """Cheap (no network): is the daemon recorded under ``home`` alive, and where?"""
    pid = _read_int(home / PID_FILE)
    port = _read_int(home / PORT_FILE)
    running = pid is not None and port is not None and _alive(pid)
    url = f"http://{HOST}:{port}" if running else None
    return DaemonState(running, pid if running else None, port if running else None, url)


def healthy(url: str, timeout: float = 2.0) -> bool:
    import http.client
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    try:
        conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=timeout)
        conn.request("GET", "/healthz")
        ok = conn.getresponse().status == 200
        conn.close()
        return ok
    except OSError:
        return False


def bind(host: str, port: int) -> socket.socket:
    # proto must be IPPROTO_TCP, not 0: accepted sockets copy it, and asyncio sets TCP_NODELAY
    # on a transport only when it is. Without TCP_NODELAY the response body (sent after the
    # headers, in a second write) waits for the client's delayed ACK: ~40 ms per request.
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    try:
        sock.bind((host, port))
    except OSError:
        if port == 0:
            raise
        sock.bind((host, 0))
    sock.listen(2048)
    sock.set_inheritable(True)
    return sock


def serve(settings: Settings, host: str, port: int, *, record: bool = False) -> None:
    """Serve in this process until SIGINT/SIGTERM. ``record`` writes the pid and port files."""
    import uvicorn

    from osmosis_platform.server.app import create_app

    ensure_home(settings.home)
    preferred = port if port or not record else (_read_int(settings.home / LAST_PORT_FILE) or 0)
    sock = bind(host, preferred)
    actual = sock.getsockname()[1]
    app = create_app(settings)
    config = uvicorn.Config(
        app, log_level="warning", access_log=False, lifespan="on", timeout_graceful_shutdown=5
    )
    server = uvicorn.Server(config)
    if record:
        (settings.home / PORT_FILE).write_text(f"{actual}\n")
        (settings.home / LAST_PORT_FILE).write_text(f"{actual}\n")
        (settings.home / PID_FILE).write_text(f"{os.getpid()}\n")
    print(f"Osmosis platform listening on http://{host}:{actual}", file=sys.stderr, flush=True)
    try:
        server.run(sockets=[sock])
    finally:
        if record and _read_int(settings.home / PID_FILE) == os.getpid():
            for name in (PID_FILE, PORT_FILE):
                with contextlib.suppress(OSError):
                    (settings.home / name).unlink()


@contextlib.contextmanager
def _start_lock(home: Path):
    import fcntl

    ensure_home(home)
    with open(home / "platform.lock", "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        yield


def start(home: Path, *, port: int = 0, environ: dict[str, str] | None = None) -> DaemonState:
    """Start the daemon unless it runs already; wait until it answers ``/healthz``."""
    with _start_lock(home):
        current = state(home)
        if current.running:
            return current
        env = dict(os.environ if environ is None else environ)
        env["OSMOSIS_HOME"] = str(home)
        env.setdefault("PYTHONUNBUFFERED", "1")
        args = [sys.executable, "-m", "osmosis_platform", "serve", "--record"]
        if port:
            args += ["--port", str(port)]
        with open(home / LOG_FILE, "ab") as log:
            proc = subprocess.Popen(
                args,
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=log,
                env=env,
                start_new_session=True,
                close_fds=True,
            )
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                raise RuntimeError(
                    f"The platform exited during start-up (status {proc.returncode}); "
                    f"see {home / LOG_FILE}."
                )
            current = state(home)
            if current.running and current.pid == proc.pid and healthy(current.url or ""):
                return current
            time.sleep(0.05)
        proc.terminate()
        raise RuntimeError(f"The platform did not become healthy in time; see {home / LOG_FILE}.")


def stop(home: Path, timeout: float = 15.0) -> DaemonState:
    """SIGTERM, then SIGKILL after ``timeout``; returns the state before stopping."""
    current = state(home)
    if not current.running or current.pid is None:
        for name in (PID_FILE, PORT_FILE):
            with contextlib.suppress(OSError):
                (home / name).unlink()
        return current
    os.kill(current.pid, signal.SIGTERM)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and _alive(current.pid):
        time.sleep(0.05)
    if _alive(current.pid):
        os.kill(current.pid, signal.SIGKILL)
    for name in (PID_FILE, PORT_FILE):
        with contextlib.suppress(OSError):
            (home / name).unlink()
    return current
