"""``local``: a Harbor environment that needs no container daemon.

Each sandbox is a long-lived *holder* process in fresh mount and pid namespaces (plus a network
namespace with only loopback unless the task allows network). Inside it, a per-sandbox root is
assembled: copy-on-write overlayfs views of the host's system directories (writes stay private),
and plain private directories for ``/tmp``, ``/logs``, ``/tests``, ``/solution`` and the task's
workdir. Every ``exec`` enters the same namespaces and chroots into the same root, so files and
background processes (Terminus' tmux server) persist between calls. Killing the holder — pid 1
of the sandbox's pid namespace — kills every process the agent started, and removing the
sandbox directory leaves nothing behind.

Runs as root, or unprivileged where the kernel allows user namespaces (the holder then maps the
caller to root inside its own user namespace).

The task's Dockerfile is honoured where a host-based sandbox can honour it: ``WORKDIR``, ``ENV``,
``COPY``/``ADD`` of local files and ``RUN`` lines run in order; ``FROM`` is the host, and ``RUN``
lines that call a package manager are skipped (the host provides the tools; there is no network).
Not a security boundary against a hostile agent: no cgroup limits, the host's system files are
readable.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import shlex
import shutil
import signal
import subprocess
import tempfile
from pathlib import Path
from typing import Any

from harbor.environments.base import BaseEnvironment, ExecResult
from harbor.environments.capabilities import EnvironmentCapabilities
from harbor.models.task.config import NetworkMode

OVERLAY_DIRS = ("usr", "etc", "var", "opt", "root", "home", "srv")
LINK_DIRS = ("bin", "sbin", "lib", "lib32", "lib64", "libx32")
PRIVATE_DIRS = ("tmp", "logs", "logs/agent", "logs/verifier", "logs/artifacts", "tests", "solution")
PACKAGE_MANAGERS = re.compile(
    r"^\s*(sudo\s+)?(apt-get|apt|apk|yum|dnf|microdnf|zypper|pacman)\b|^\s*(export\s+)?DEBIAN_FRONTEND="
)
BASE_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
START_TIMEOUT = 20.0


def sandbox_root() -> Path:
    """Where sandboxes live: ``OSMOSIS_SANDBOX_DIR``, else the data dir, else a temp dir."""
    configured = os.environ.get("OSMOSIS_SANDBOX_DIR")
    if configured:
        return Path(configured)
    home = os.environ.get("OSMOSIS_HOME")
    if home:
        return Path(home) / "sandboxes"
    return Path(tempfile.gettempdir()) / "osmosis-sandboxes"


class LocalSandbox(BaseEnvironment):
    """Namespaces + overlayfs + chroot; see the module docstring."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        safe = re.sub(r"[^A-Za-z0-9_.-]", "_", self.session_id)[:80]
        self._dir = sandbox_root() / f"{safe}-{os.urandom(4).hex()}"
        self._root = self._dir / "root"
        self._holder: subprocess.Popen[bytes] | None = None
        self._ns_pid: int | None = None
        self._image_env: dict[str, str] = {}
        self._workdir = self.task_env_config.workdir or "/app"
        self._userns = os.geteuid() != 0

    @staticmethod
    def type() -> str:
        return "local"

    @property
    def capabilities(self) -> EnvironmentCapabilities:
        return EnvironmentCapabilities(disable_internet=True)

    def _validate_definition(self) -> None:
        """Nothing is required: the host is the base image and the Dockerfile is optional."""

    # ------------------------------------------------------------------ lifecycle

    def _no_network(self) -> bool:
        return self.network_policy.network_mode != NetworkMode.PUBLIC

    def _mount_script(self) -> str:
        root = shlex.quote(str(self._root))
        lines = ["set -e", "mount --make-rprivate / 2>/dev/null || true"]
        for name in OVERLAY_DIRS:
            host = Path("/") / name
            if not host.is_dir() or host.is_symlink():
                continue
            upper = shlex.quote(str(self._dir / "upper" / name))
            work = shlex.quote(str(self._dir / "work" / name))
            lines.append(
                f"mount -t overlay overlay -o lowerdir=/{name},upperdir={upper},workdir={work} "
                f"{root}/{name}"
            )
        for name in LINK_DIRS:
            host = Path("/") / name
            if host.is_dir() and not host.is_symlink():
                lines.append(f"mount --rbind /{name} {root}/{name}")
                lines.append(f"mount -o remount,bind,ro {root}/{name} 2>/dev/null || true")
        lines += [
            f"mount -t proc proc {root}/proc",
            f"mount --rbind /dev {root}/dev",
            f"mount -t tmpfs -o mode=755 tmpfs {root}/run",
        ]
        if self._no_network():
            lines.append("ip link set lo up 2>/dev/null || true")
        lines.append("exec sleep infinity")
        return "\n".join(lines)

    def _prepare_tree(self) -> None:
        self._dir.mkdir(parents=True)
        self._root.mkdir()
        for name in OVERLAY_DIRS:
            if (Path("/") / name).is_dir() and not (Path("/") / name).is_symlink():
                (self._dir / "upper" / name).mkdir(parents=True)
                (self._dir / "work" / name).mkdir(parents=True)
                (self._root / name).mkdir()
        for name in LINK_DIRS:
            host = Path("/") / name
            if host.is_symlink():
                (self._root / name).symlink_to(os.readlink(host))
            elif host.is_dir():
                (self._root / name).mkdir()
        for name in ("proc", "dev", "run", "sys"):
            (self._root / name).mkdir()
        for name in PRIVATE_DIRS:
            (self._root / name).mkdir(parents=True, exist_ok=True)
        (self._root / "tmp").chmod(0o1777)
        for name in ("logs", "logs/agent", "logs/verifier", "logs/artifacts"):
            (self._root / name).chmod(0o777)
        (self._root / self._workdir.lstrip("/")).mkdir(parents=True, exist_ok=True)

    def _holder_command(self) -> list[str]:
        flags = ["--mount", "--pid", "--fork", "--kill-child"]
        if self._userns:
            flags = ["--user", "--map-root-user", *flags]
        if self._no_network():
            flags.append("--net")
        return ["unshare", *flags, "sh", "-c", self._mount_script()]

    async def start(self, force_build: bool) -> None:
        await asyncio.to_thread(self._prepare_tree)
        self._holder = subprocess.Popen(
            self._holder_command(),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            start_new_session=True,
            preexec_fn=_die_with_parent,
        )
        self._ns_pid = await self._wait_ready()
        await self._apply_dockerfile()

    async def _wait_ready(self) -> int:
        """The holder's namespaced child is ready once it has exec'd ``sleep`` (mounts done)."""
        assert self._holder is not None
        loop = asyncio.get_running_loop()
        deadline = loop.time() + START_TIMEOUT
        while loop.time() < deadline:
            if self._holder.poll() is not None:
                error = (self._holder.stderr.read() if self._holder.stderr else b"").decode()
                raise RuntimeError(f"local sandbox failed to start: {error.strip()[-500:]}")
            child = _child_of(self._holder.pid)
            if child is not None and _comm(child) == "sleep":
                return child
            await asyncio.sleep(0.01)
        raise RuntimeError("local sandbox did not start in time")

    async def stop(self, delete: bool) -> None:
        holder, self._holder = self._holder, None
        if holder is not None and holder.poll() is None:
            # pid 1 of the sandbox's pid namespace: killing it kills every process inside
            if self._ns_pid is not None:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(self._ns_pid, signal.SIGKILL)
            with contextlib.suppress(ProcessLookupError):
                os.killpg(holder.pid, signal.SIGKILL)
            await asyncio.to_thread(holder.wait)
        if holder is not None and holder.stderr:
            holder.stderr.close()
        self._ns_pid = None
        await asyncio.to_thread(shutil.rmtree, self._dir, True)

    # ------------------------------------------------------------------ exec

    def _enter(self) -> list[str]:
        if self._ns_pid is None:
            raise RuntimeError("the local sandbox is not running")
        flags = ["-m", "-p"]
        if self._userns:
            flags = ["-U", "--preserve-credentials", *flags]
        if self._no_network():
            flags.append("-n")
        return ["nsenter", "-t", str(self._ns_pid), *flags, "--", "chroot", str(self._root)]

    def _env(self, extra: dict[str, str] | None) -> dict[str, str]:
        env = {
            "PATH": BASE_PATH,
            "HOME": "/root",
            "LANG": "C.UTF-8",
            "TERM": "xterm-256color",
            "USER": "root",
        }
        env.update(self._image_env)
        env.update(self._merge_env(extra) or {})
        return env

    async def exec(
        self,
        command: str,
        cwd: str | None = None,
        env: dict[str, str] | None = None,
        timeout_sec: int | None = None,
        user: str | int | None = None,
    ) -> ExecResult:
        where = cwd or self._workdir
        script = f"cd {shlex.quote(where)} 2>/dev/null || cd /\n{command}"
        args = [*self._enter(), "/bin/bash", "-c", script]
        user = self._resolve_user(user)
        if user not in (None, "root", 0, "0"):
            args = [*self._enter(), "setpriv", *_setpriv_args(user), "/bin/bash", "-c", script]
        return await self._run(args, self._env(env), timeout_sec)

    async def _run(
        self,
        args: list[str],
        env: dict[str, str],
        timeout_sec: float | None,
        stdin: bytes | None = None,
    ) -> ExecResult:
        proc = await asyncio.create_subprocess_exec(
            *args,
            stdin=asyncio.subprocess.PIPE if stdin is not None else asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            env=env,
            start_new_session=True,
        )
        try:
            out, err = await asyncio.wait_for(proc.communicate(stdin), timeout=timeout_sec)
        except (TimeoutError, asyncio.CancelledError) as exc:
            _kill_group(proc.pid)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(proc.wait(), 5)
            if isinstance(exc, asyncio.CancelledError):
                raise
            raise RuntimeError(f"Command timed out after {timeout_sec} seconds") from None
        return ExecResult(
            stdout=out.decode(errors="replace"),
            stderr=err.decode(errors="replace"),
            return_code=proc.returncode if proc.returncode is not None else -1,
        )

    # ------------------------------------------------------------------ files

    async def _tar_in(self, source: Path, target_dir: str, members: list[str]) -> None:
        data = await asyncio.to_thread(_tar_bytes, source, members)
        quoted = shlex.quote(target_dir)
        args = [*self._enter(), "/bin/sh", "-c", f"mkdir -p {quoted} && tar -C {quoted} -xf -"]
        result = await self._run(args, self._env(None), 600, stdin=data)
        if result.return_code != 0:
            raise RuntimeError(f"upload to {target_dir} failed: {result.stderr}")

    async def upload_file(self, source_path: Path | str, target_path: str) -> None:
        source = Path(source_path)
        target = Path(target_path)
        staged = Path(tempfile.mkdtemp(prefix="osmosis-upload-"))
        try:
            shutil.copy2(source, staged / target.name)
            await self._tar_in(staged, str(target.parent), [target.name])
        finally:
            shutil.rmtree(staged, ignore_errors=True)

    async def upload_dir(self, source_dir: Path | str, target_dir: str) -> None:
        await self._tar_in(Path(source_dir), target_dir, ["."])

    async def _tar_out(self, source: str, target: Path, *, single_file: bool) -> None:
        path = Path(source)
        base, member = (str(path.parent), path.name) if single_file else (source, ".")
        args = [*self._enter(), "tar", "-C", base, "-cf", "-", member]
        proc = await asyncio.create_subprocess_exec(
            *args,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            env=self._env(None),
        )
        data, err = await proc.communicate()
        if proc.returncode != 0:
            raise FileNotFoundError(f"download of {source} failed: {err.decode().strip()}")
        await asyncio.to_thread(_untar_bytes, data, target, single_file)

    async def download_file(self, source_path: str, target_path: Path | str) -> None:
        await self._tar_out(source_path, Path(target_path), single_file=True)

    async def download_dir(self, source_dir: str, target_dir: Path | str) -> None:
        await self._tar_out(source_dir, Path(target_dir), single_file=False)

    # ------------------------------------------------------------------ Dockerfile

    async def _apply_dockerfile(self) -> None:
        dockerfile = self.environment_dir / "Dockerfile"
        if not dockerfile.is_file():
            return
        workdir = "/"
        for keyword, argument in parse_dockerfile(dockerfile.read_text(encoding="utf-8")):
            if keyword == "WORKDIR":
                workdir = argument if argument.startswith("/") else f"{workdir}/{argument}"
                await self.exec(f"mkdir -p {shlex.quote(workdir)}", cwd="/")
                self._workdir = workdir
            elif keyword == "ENV":
                self._image_env.update(parse_env(argument))
            elif keyword in ("COPY", "ADD"):
                await self._copy(argument, workdir)
            elif keyword == "RUN" and not PACKAGE_MANAGERS.search(argument):
                result = await self.exec(argument, cwd=workdir, timeout_sec=600)
                if result.return_code != 0:
                    raise RuntimeError(
                        f"Dockerfile RUN failed ({result.return_code}): {argument[:200]}\n"
                        f"{(result.stderr or '')[-2000:]}"
                    )

    async def _copy(self, argument: str, workdir: str) -> None:
        parts = [p for p in shlex.split(argument) if not p.startswith("--")]
        if len(parts) < 2:
            return
        *sources, dest = parts
        if not dest.startswith("/"):
            dest = f"{workdir.rstrip('/')}/{dest}"
        context = self.environment_dir.resolve()
        for source in sources:
            path = (context / source).resolve()
            if context not in (path, *path.parents) or not path.exists():
                raise RuntimeError(f"Dockerfile COPY source {source!r} is not in the context")
            if path.is_dir():
                await self.upload_dir(path, dest)
            elif dest.endswith("/") or len(sources) > 1:
                await self.upload_file(path, f"{dest.rstrip('/')}/{path.name}")
            else:
                await self.upload_file(path, dest)


# ---------------------------------------------------------------------- helpers


def parse_dockerfile(text: str) -> list[tuple[str, str]]:
    """(KEYWORD, argument) per instruction, continuation lines joined, comments dropped."""
    instructions: list[tuple[str, str]] = []
    pending = ""
    for raw in text.splitlines():
        line = raw.rstrip()
        if not pending and (not line.strip() or line.lstrip().startswith("#")):
            continue
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        full = (pending + line).strip()
        pending = ""
        keyword, _, argument = full.partition(" ")
        instructions.append((keyword.upper(), argument.strip()))
    return instructions


def parse_env(argument: str) -> dict[str, str]:
    parts = shlex.split(argument)
    if parts and "=" not in parts[0]:
        return {parts[0]: " ".join(parts[1:])}
    return dict(p.split("=", 1) for p in parts if "=" in p)


def _setpriv_args(user: str | int) -> list[str]:
    spec = str(user)
    return (
        ["--reuid", spec, "--regid", spec, "--init-groups"]
        if not spec.isdigit()
        else [
            "--reuid",
            spec,
            "--regid",
            spec,
            "--clear-groups",
        ]
    )


def _die_with_parent() -> None:
    """In the child before exec: SIGKILL when the platform dies (even by ``kill -9``), and
    ``unshare --kill-child`` passes that on to the whole sandbox."""
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG


def _child_of(pid: int) -> int | None:
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return None
    return int(children[0]) if children else None


def _comm(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/comm").read_text().strip()
    except OSError:
        return ""


def _kill_group(pid: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, signal.SIGKILL)


def _tar_bytes(source: Path, members: list[str]) -> bytes:
    import io
    import tarfile

    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w") as tar:
        for member in members:
            tar.add(source / member if member != "." else source, arcname=member)
    return buffer.getvalue()


def _untar_bytes(data: bytes, target: Path, single_file: bool) -> None:
    import io
    import tarfile

    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        if single_file:
            member = tar.getmembers()[0]
            extracted = tar.extractfile(member)
            if extracted is None:
                raise FileNotFoundError(member.name)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(extracted.read())
            return
        target.mkdir(parents=True, exist_ok=True)
        tar.extractall(target, filter="data")


def reap_orphans(root: Path | None = None) -> int:
    """Kill holders and remove sandboxes a crashed platform left behind; returns how many.

    Holders die with the platform (parent-death signal), so this is a second line of defence
    for anything that survived (e.g. a platform killed while a holder was starting).
    """
    base = root or sandbox_root()
    if not base.is_dir():
        return 0
    leftovers = [p for p in base.iterdir() if p.is_dir()]
    if not leftovers:
        return 0
    marks = [str(p).encode() for p in leftovers]
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            cmdline = (proc / "cmdline").read_bytes()
        except OSError:
            continue
        if any(mark in cmdline for mark in marks):
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(int(proc.name), signal.SIGKILL)
    for path in leftovers:
        shutil.rmtree(path, ignore_errors=True)
    return len(leftovers)
