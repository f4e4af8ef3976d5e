"""``local``: a Harbor environment that needs no container daemon.

Each sandbox is a long-lived *holder* process in fresh mount and pid namespaces (plus a network
namespace with only loopback unless the task allows network). The holder assembles a per-sandbox
root: copy-on-write overlayfs views of the host's system directories (writes stay private),
plain private directories for ``/tmp``, ``/logs``, ``/tests``, ``/solution`` and the task's
workdir, a fresh ``/proc`` (``/proc/sys`` read-only), and a minimal ``/dev`` (null, zero, full,
random, urandom, tty, a private devpts and ``/dev/shm``) — never the host's device nodes. It then
switches to that root with ``pivot_root`` and detaches the host's tree, so no host path is
reachable from inside, not even through ``/proc/1/root``. Every ``exec`` enters the same namespaces
(``nsenter``), so files and background processes (Terminus' tmux server) persist between calls;
commands run with Docker's default capability set minus ``CAP_MKNOD`` (there is no device cgroup
to stop a new block device node), so an agent cannot mount or create devices by accident.
Killing the holder's pid 1 (of the sandbox's pid namespace) kills every process the agent
started, and the mounts die with the mount namespace.

Not a boundary against a deliberately hostile agent when run as root: the capability bound is
applied by the sandbox's own ``setpriv``, which a root agent can replace in its copy of /usr
before the next exec. Unprivileged mode (below) is the stronger boundary: there, root in the
sandbox is only root of its own user namespace.

Runs as root, or unprivileged where the kernel allows user namespaces: the holder then maps the
caller to root inside its own user namespace (one uid only, so a task ``user`` other than root
cannot be switched to), mounts overlays with ``userxattr``, and host directories the caller
cannot read (``/root``) become empty private directories.

The task's Dockerfile is honoured where a host-based sandbox can honour it: ``WORKDIR``, ``ENV``,
``COPY``/``ADD`` of local files and ``RUN`` lines run in order; ``FROM`` is the host, and ``RUN``
lines that call a package manager are skipped (the host provides the tools; there is no network).
Resource limits (cpus, memory) are not enforced.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import shlex
import shutil
import signal
import tarfile
import tempfile
from pathlib import Path, PurePosixPath
from typing import IO, Any

from harbor.environments.base import BaseEnvironment, ExecResult
from harbor.environments.capabilities import EnvironmentCapabilities
from harbor.models.task.config import NetworkMode

OVERLAY_DIRS = ("usr", "etc", "var", "opt", "root", "home", "srv")
# Without these the sandbox cannot run anything; any other overlay that the kernel refuses
# (e.g. an unreadable /root when unprivileged) degrades to an empty private directory.
ESSENTIAL_OVERLAYS = frozenset({"usr", "etc"})
LINK_DIRS = ("bin", "sbin", "lib", "lib32", "lib64", "libx32")
PRIVATE_DIRS = (
    "tmp",
    "logs",
    "logs/agent",
    "logs/verifier",
    "logs/artifacts",
    "tests",
    "solution",
)
DEVICES = ("null", "zero", "full", "random", "urandom", "tty")
DEV_LINKS = {
    "ptmx": "pts/ptmx",
    "fd": "/proc/self/fd",
    "stdin": "/proc/self/fd/0",
    "stdout": "/proc/self/fd/1",
    "stderr": "/proc/self/fd/2",
}
# Docker's default capability set, minus mknod: with no device cgroup, a root agent that can
# create block device nodes can mount the host's disks.
CAPABILITIES = (
    "-all,+chown,+dac_override,+fowner,+fsetid,+kill,+setgid,+setuid,+setpcap,+setfcap,"
    "+net_bind_service,+net_raw,+sys_chroot,+audit_write"
)
# A task's non-root ``user`` (name or uid), as ``docker exec --user`` does it: the group, the
# supplementary groups and HOME come from the sandbox's own /etc/passwd — read with shell
# builtins, so the switch costs no extra process.
SWITCH_USER = """\
u=$1 g=$1 h=/ n=$1 groups=--clear-groups
while IFS=: read -r name _ uid gid _ home _; do
    if [ "$name" = "$u" ] || [ "$uid" = "$u" ]; then
        g=$gid h=$home n=$name groups=--init-groups
        break
    fi
done < /etc/passwd
HOME=$h USER=$n LOGNAME=$n exec setpriv --reuid "$u" --regid "$g" $groups /bin/bash -c "$2"
"""
PACKAGE_MANAGERS = re.compile(
    r"^\s*(sudo\s+)?(apt-get|apt|apk|yum|dnf|microdnf|zypper|pacman)\b|^\s*(export\s+)?DEBIAN_FRONTEND="
)
BASE_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
START_TIMEOUT = 20.0
# Per stream, what one exec keeps in memory: the first and the last half of this. An agent that
# prints gigabytes costs a bounded amount of platform memory.
EXEC_OUTPUT_LIMIT = 8 << 20
# After the command exits, how long to keep reading output that is still in the pipe. A
# background process started by the command (``server &``) keeps the pipe open for as long as
# it lives; like ``docker exec``, the call returns when the command itself is done.
DRAIN_SECONDS = 0.2
OWNER_FILE = "owner"


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
    """Namespaces + overlayfs + pivot_root; see the module docstring."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        safe = re.sub(r"[^A-Za-z0-9_.-]", "_", self.session_id)[:80]
        self._dir = sandbox_root() / f"{safe}-{os.urandom(4).hex()}"
        self._root = self._dir / "root"
        self._holder: asyncio.subprocess.Process | None = None
        self._ns_pid: int | None = None
        self._image_env: dict[str, str] = {}
        self._workdir = self.task_env_config.workdir or "/app"
        self._userns = os.geteuid() != 0
        self._overlays: list[str] = []
        self._devices: list[str] = []

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
        """The holder's shell script: build the root, pivot into it, say ``ready``, wait.

        Everything that can be made on the host side beforehand (directories, /dev's symlinks
        and device placeholders) is, in ``_prepare_tree``: each ``mount`` here is a process
        (~1-2 ms), and the whole start is on every attempt's critical path.
        """
        root = shlex.quote(str(self._root))
        options = ",userxattr" if self._userns else ""
        lines = ["set -e", f"mount --bind {root} {root}"]
        for name in self._overlays:
            upper = shlex.quote(str(self._dir / "upper" / name))
            work = shlex.quote(str(self._dir / "work" / name))
            mount = (
                f"mount -t overlay overlay -o lowerdir=/{name},upperdir={upper},"
                f"workdir={work}{options} {root}/{name}"
            )
            lines.append(mount if name in ESSENTIAL_OVERLAYS else f"{mount} 2>/dev/null || true")
        for name in LINK_DIRS:
            host = Path("/") / name
            if host.is_dir() and not host.is_symlink():
                lines.append(f"mount --rbind /{name} {root}/{name}")
                lines.append(f"mount -o remount,bind,ro {root}/{name} 2>/dev/null || true")
        lines += [
            f"mount -t proc proc {root}/proc",
            # as Docker does: kernel tunables read-only, no magic SysRq (host-wide effects)
            f"mount --bind {root}/proc/sys {root}/proc/sys",
            f"mount -o remount,bind,ro {root}/proc/sys",
            f"[ ! -e {root}/proc/sysrq-trigger ] "
            f"|| mount --bind /dev/null {root}/proc/sysrq-trigger",
        ]
        lines += [f"mount --bind /dev/{d} {root}/dev/{d}" for d in self._devices]
        lines += [
            f"mount -t devpts -o newinstance,ptmxmode=0666,mode=0620 devpts {root}/dev/pts",
            f"mount -t tmpfs -o mode=1777,nosuid,nodev tmpfs {root}/dev/shm",
        ]
        if self._no_network():
            lines.append("ip link set lo up 2>/dev/null || true")
        lines += [
            # pivot_root(".", "."), then detach the old root stacked on top: no host path is
            # reachable from inside any more, not even through /proc/<pid>/root
            f"cd {root}",
            "pivot_root . .",
            "umount -l .",
            "cd /",
            "echo ready",
            # pid 1 of the sandbox: reaps every orphan (a bare ``sleep`` would leave zombies
            # until the end), and outlives an agent's ``pkill sleep`` or ``kill -9 -1``.
            "exec sh -c 'while :; do sleep infinity & wait; done' </dev/null >/dev/null 2>&1",
        ]
        return "\n".join(lines)

    def _prepare_tree(self) -> None:
        """The sandbox's directories on the host side, before the holder mounts over them.

        Host system dirs become overlays — unless empty (often /home, /srv, /opt in
        containers), where a private directory behaves the same and costs no mount.
        """
        self._dir.mkdir(parents=True)
        (self._dir / OWNER_FILE).write_text(_process_identity(os.getpid()))
        self._root.mkdir()
        self._overlays = [name for name in OVERLAY_DIRS if _nonempty_dir(Path("/") / name)]
        for name in OVERLAY_DIRS:
            (self._root / name).mkdir()
        for name in self._overlays:
            (self._dir / "upper" / name).mkdir(parents=True)
            (self._dir / "work" / name).mkdir(parents=True)
        for name in LINK_DIRS:
            host = Path("/") / name
            if host.is_symlink():
                (self._root / name).symlink_to(os.readlink(host))
            elif host.is_dir():
                (self._root / name).mkdir()
        for name in ("proc", "run", "sys", "dev", "dev/pts", "dev/shm", *PRIVATE_DIRS):
            (self._root / name).mkdir(parents=True, exist_ok=True)
        dev = self._root / "dev"
        self._devices = [d for d in DEVICES if Path(f"/dev/{d}").exists()]
        for device in self._devices:
            (dev / device).touch()  # bind-mount targets for the host's device nodes
        for name, target in DEV_LINKS.items():
            (dev / name).symlink_to(target)
        (self._root / "tmp").chmod(0o1777)
        # Harbor's log dirs (and any other writable mount target, e.g. /logs/user-agent)
        # exist and are world-writable before the agent runs, as ``ensure_dirs`` would make them
        # — created here on the host side, which saves an exec per start.
        targets = {"/logs", "/logs/agent", "/logs/verifier", "/logs/artifacts"}
        targets.update(str(t) for t in self._mount_targets(writable_only=True))
        for target in sorted(targets):
            path = self._host_path(target)
            path.mkdir(parents=True, exist_ok=True)
            path.chmod(0o777)
        self._host_path(self._workdir).mkdir(parents=True, exist_ok=True)

    def _host_path(self, sandbox_path: str) -> Path:
        """Where a sandbox path lives on the host before the holder starts: under an overlay
        mount point it must go to the overlay's upper dir, or the mount would hide it."""
        parts = PurePosixPath("/", sandbox_path).parts[1:]
        if parts and parts[0] in self._overlays:
            return self._dir / "upper" / Path(*parts)
        return self._root.joinpath(*parts)

    def _plain_host_dir(self, sandbox_path: str) -> Path | None:
        """The host path of a sandbox directory outside every mount (e.g. /app), if nothing on
        the way is a symlink — safe to create from the host side while the sandbox runs. None
        means: create it from inside."""
        parts = PurePosixPath("/", sandbox_path).parts[1:]
        if not parts or parts[0] in (*OVERLAY_DIRS, *LINK_DIRS, "proc", "dev", "sys"):
            return None
        path = self._root
        for part in parts:
            if part in (".", ".."):
                return None
            path = path / part
            if path.is_symlink() or (path.exists() and not path.is_dir()):
                return None
        return path

    def _holder_command(self) -> list[str]:
        flags = ["--mount", "--pid", "--fork", "--kill-child"]
        if self._userns:
            flags = ["--user", "--map-root-user", *flags]
        if self._no_network():
            flags.append("--net")
        # --pdeathsig: the holder (and, through --kill-child, the whole sandbox) dies with the
        # thread that started it, even on ``kill -9`` of the platform. Set by setpriv rather
        # than a preexec_fn, which is not safe in a process with threads.
        return [
            "setpriv",
            "--pdeathsig",
            "KILL",
            "unshare",
            *flags,
            "sh",
            "-c",
            self._mount_script(),
        ]

    async def start(self, force_build: bool) -> None:
        try:
            await asyncio.to_thread(self._prepare_tree)
            self._holder = await asyncio.create_subprocess_exec(
                *self._holder_command(),
                stdin=asyncio.subprocess.DEVNULL,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
                # a clean environment: pid 1's environ is readable from inside the sandbox,
                # and the platform's holds other attempts' secrets
                env={"PATH": BASE_PATH, "LANG": "C.UTF-8"},
                start_new_session=True,
            )
            self._ns_pid = await self._wait_ready()
            await self._apply_dockerfile()
        except BaseException:
            await self.stop(delete=True)
            raise

    async def _wait_ready(self) -> int:
        """The holder prints ``ready`` once the root is built and pivoted into."""
        holder = self._holder
        assert holder is not None and holder.stdout is not None and holder.stderr is not None
        try:
            line = await asyncio.wait_for(holder.stdout.readline(), START_TIMEOUT)
        except TimeoutError:
            raise RuntimeError("local sandbox did not start in time") from None
        child = _child_of(holder.pid) if line == b"ready\n" else None
        if child is None:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(holder.wait(), 5)
            error = b""
            with contextlib.suppress(TimeoutError):
                error = await asyncio.wait_for(holder.stderr.read(), 1)
            raise RuntimeError(
                f"local sandbox failed to start: {error.decode(errors='replace').strip()[-800:]}"
                + (_unprivileged_hint() if self._userns else "")
            )
        return child

    async def stop(self, delete: bool) -> None:
        holder, self._holder = self._holder, None
        if holder is not None:
            if holder.returncode is None:
                # pid 1 of the sandbox's pid namespace: killing it kills every process inside
                if self._ns_pid is not None:
                    with contextlib.suppress(ProcessLookupError, PermissionError):
                        os.kill(self._ns_pid, signal.SIGKILL)
                _kill_group(holder.pid)
            await _exited(holder)
        self._ns_pid = None
        await asyncio.to_thread(remove_tree, self._dir)

    # ------------------------------------------------------------------ exec

    def _enter(self) -> list[str]:
        """nsenter into the sandbox (its root via ``-r``), then setpriv to bound capabilities."""
        if self._ns_pid is None:
            raise RuntimeError("the local sandbox is not running")
        flags = ["-m", "-p"]
        if self._userns:
            flags = ["-U", "--preserve-credentials", *flags]
        if self._no_network():
            flags.append("-n")
        return [
            "nsenter",
            "-t",
            str(self._ns_pid),
            *flags,
            "-r",
            "-w",
            "--",
            "setpriv",
            "--bounding-set",
            CAPABILITIES,
        ]

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
        user = self._resolve_user(user)
        if user in (None, "root", 0, "0"):
            args = [*self._enter(), "/bin/bash", "-c", script]
        else:
            args = [*self._enter(), "/bin/sh", "-c", SWITCH_USER, "sh", str(user), script]
        return await self._run(args, self._env(env), timeout_sec)

    async def _run(
        self,
        args: list[str],
        env: dict[str, str],
        timeout_sec: float | None,
        stdin: IO[bytes] | None = None,
    ) -> ExecResult:
        proc = await asyncio.create_subprocess_exec(
            *args,
            stdin=stdin if stdin is not None else asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            env=env,
            start_new_session=True,
        )
        assert proc.stdout is not None and proc.stderr is not None
        out = _BoundedReader(proc.stdout)
        err = _BoundedReader(proc.stderr)
        readers = [asyncio.create_task(out.run()), asyncio.create_task(err.run())]
        try:
            try:
                await asyncio.wait_for(_exited(proc), timeout=timeout_sec)
            except (TimeoutError, asyncio.CancelledError) as exc:
                _kill_group(proc.pid)
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(_exited(proc), 5)
                if isinstance(exc, asyncio.CancelledError):
                    raise
                raise RuntimeError(f"Command timed out after {timeout_sec} seconds") from None
            await asyncio.wait(readers, timeout=DRAIN_SECONDS)
        finally:
            for reader in readers:
                reader.cancel()
        return ExecResult(
            stdout=out.text(),
            stderr=err.text(),
            return_code=proc.returncode if proc.returncode is not None else -1,
        )

    # ------------------------------------------------------------------ files
    # Transfers go through a tar stream via the same nsenter, spooled to a temporary file on
    # each side, so a large log costs disk, not platform memory.

    async def _tar_in(self, items: list[tuple[Path, str]], target_dir: str) -> None:
        with tempfile.TemporaryFile() as spool:
            await asyncio.to_thread(_write_tar, spool, items)
            quoted = shlex.quote(target_dir)
            args = [
                *self._enter(),
                "/bin/sh",
                "-c",
                f"mkdir -p {quoted} && tar -C {quoted} -xf -",
            ]
            result = await self._run(args, self._env(None), 600, stdin=spool)
        if result.return_code != 0:
            raise RuntimeError(f"upload to {target_dir} failed: {result.stderr}")

    async def upload_file(self, source_path: Path | str, target_path: str) -> None:
        source, target = Path(source_path), PurePosixPath(target_path)
        await self._tar_in([(source, target.name)], str(target.parent))

    async def upload_dir(self, source_dir: Path | str, target_dir: str) -> None:
        await self._tar_in([(Path(source_dir), ".")], target_dir)

    async def _tar_out(self, source: str, target: Path, *, single_file: bool) -> None:
        path = PurePosixPath(source)
        base, member = (str(path.parent), path.name) if single_file else (source, ".")
        args = [*self._enter(), "tar", "-C", base, "-cf", "-", member]
        with tempfile.TemporaryFile() as spool:
            proc = await asyncio.create_subprocess_exec(
                *args,
                stdin=asyncio.subprocess.DEVNULL,
                stdout=spool,
                stderr=asyncio.subprocess.PIPE,
                env=self._env(None),
                start_new_session=True,
            )
            try:
                _, err = await proc.communicate()
            except asyncio.CancelledError:
                _kill_group(proc.pid)
                raise
            if proc.returncode != 0:
                raise FileNotFoundError(f"download of {source} failed: {err.decode().strip()}")
            spool.seek(0)
            await asyncio.to_thread(_untar, spool, target, single_file)

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
                host = self._plain_host_dir(workdir)
                if host is not None:  # a plain directory: made from the host, one exec saved
                    await asyncio.to_thread(host.mkdir, parents=True, exist_ok=True)
                else:
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
        paths = []
        for source in sources:
            path = (context / source).resolve()
            if context not in (path, *path.parents) or not path.exists():
                raise RuntimeError(f"Dockerfile COPY source {source!r} is not in the context")
            paths.append(path)
        files = [p for p in paths if not p.is_dir()]
        for path in paths:
            if path.is_dir():  # a directory's contents land in dest, as with Docker
                await self.upload_dir(path, dest)
        if not files:
            return
        if dest.endswith("/") or len(sources) > 1:
            await self._tar_in([(p, p.name) for p in files], dest.rstrip("/") or "/")
        else:
            await self.upload_file(files[0], dest)


# ---------------------------------------------------------------------- helpers


class _BoundedReader:
    """Reads a stream to its end, keeping at most ``EXEC_OUTPUT_LIMIT`` bytes: the head and
    the tail, with a marker saying how much was dropped in between."""

    def __init__(self, stream: asyncio.StreamReader, limit: int = EXEC_OUTPUT_LIMIT) -> None:
        self.stream = stream
        self.half = limit // 2
        self.head = bytearray()
        self.tail = bytearray()
        self.dropped = 0

    async def run(self) -> None:
        while chunk := await self.stream.read(1 << 16):
            room = self.half - len(self.head)
            if room > 0:
                self.head += chunk[:room]
                chunk = chunk[room:]
            if chunk:
                self.tail += chunk
                excess = len(self.tail) - self.half
                if excess > self.half:  # trim in big steps: amortised O(1) per byte
                    self.dropped += excess
                    del self.tail[:excess]

    def text(self) -> str:
        excess = len(self.tail) - self.half
        if excess > 0:
            self.dropped += excess
            del self.tail[:excess]
        middle = f"\n[... {self.dropped} bytes of output dropped ...]\n" if self.dropped else ""
        return self.head.decode(errors="replace") + middle + self.tail.decode(errors="replace")


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


def _unprivileged_hint() -> str:
    return (
        "\nRunning without root needs unprivileged user namespaces and overlayfs inside them "
        "(Linux >= 5.11; e.g. kernel.unprivileged_userns_clone=1, "
        "user.max_user_namespaces > 0, no AppArmor restrict_unprivileged_userns); otherwise "
        "run the platform as root."
    )


def _nonempty_dir(path: Path) -> bool:
    if not path.is_dir() or path.is_symlink():
        return False
    try:
        with os.scandir(path) as entries:
            return next(entries, None) is not None
    except OSError:  # unreadable (e.g. /root when unprivileged): an overlay may still work
        return True


def _child_of(pid: int) -> int | None:
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return None
    return int(children[0]) if children else None


def _process_identity(pid: int) -> str:
    """``pid starttime``: names one process even after its pid is reused."""
    try:
        start = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[19]
    except (OSError, IndexError):
        start = "?"
    return f"{pid} {start}"


async def _exited(proc: asyncio.subprocess.Process) -> int:
    """The exit status as soon as the process exits. asyncio's ``wait()`` also waits for its
    pipes to close, and a background process the command started (``server &``) holds them
    open for as long as it lives."""
    loop = asyncio.get_running_loop()
    try:
        pidfd = os.pidfd_open(proc.pid)
    except OSError:  # already reaped, or no pidfd support: the poll below suffices
        pidfd = None
    if pidfd is not None:
        try:
            exited = loop.create_future()
            loop.add_reader(pidfd, lambda: exited.done() or exited.set_result(None))
            try:
                await exited
            finally:
                loop.remove_reader(pidfd)
        finally:
            os.close(pidfd)
    while proc.returncode is None:  # the child watcher reaps it a moment later
        await asyncio.sleep(0.001 if pidfd is not None else 0.005)
    return proc.returncode


def _kill_group(pid: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, signal.SIGKILL)


def _write_tar(spool: IO[bytes], items: list[tuple[Path, str]]) -> None:
    def as_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
        # Uploads belong to root, as with ``docker cp``; host uids may not even exist in an
        # unprivileged sandbox's user namespace, where tar could not chown to them.
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    with tarfile.open(fileobj=spool, mode="w") as tar:
        for source, arcname in items:
            tar.add(source, arcname=arcname, filter=as_root)
    spool.flush()
    spool.seek(0)


def _skip_unsafe(member: tarfile.TarInfo, path: str) -> tarfile.TarInfo | None:
    """Tar's ``data`` filter, but an unsafe member (a symlink out of the tree, say) is skipped
    instead of failing the whole download — one odd file must not lose a trial's logs."""
    try:
        return tarfile.data_filter(member, path)
    except tarfile.FilterError:
        return None


def _untar(spool: IO[bytes], target: Path, single_file: bool) -> None:
    with tarfile.open(fileobj=spool) as tar:
        if single_file:
            member = tar.next()
            try:
                extracted = tar.extractfile(member) if member is not None else None
            except KeyError:  # a symlink whose target is not in the archive
                extracted = None
            if extracted is None:
                raise FileNotFoundError(str(target))
            target.parent.mkdir(parents=True, exist_ok=True)
            with target.open("wb") as handle:
                shutil.copyfileobj(extracted, handle, 1 << 20)
            return
        target.mkdir(parents=True, exist_ok=True)
        tar.extractall(target, filter=_skip_unsafe)


def remove_tree(path: Path) -> None:
    """``rm -rf`` that also works unprivileged: overlayfs leaves its ``work/work`` dirs mode
    000, which only root could descend into; their owner may still chmod them."""

    def retry(function: Any, name: str, exc: BaseException) -> None:
        if not isinstance(exc, PermissionError):
            return
        with contextlib.suppress(OSError):
            os.chmod(os.path.dirname(name), 0o700)
            os.chmod(name, 0o700)
            if os.path.isdir(name) and not os.path.islink(name):
                shutil.rmtree(name, ignore_errors=True)
            else:
                os.unlink(name)

    if path.exists():
        shutil.rmtree(path, onexc=retry)


def reap_orphans(root: Path | None = None) -> int:
    """Kill holders and remove sandboxes whose owning process is gone; returns how many.

    Holders die with the platform (parent-death signal), so this is a second line of defence
    for anything that survived (e.g. a platform killed while a holder was starting). A sandbox
    whose owner is still alive — another platform or test sharing the directory — is left
    alone.
    """
    base = root or sandbox_root()
    if not base.is_dir():
        return 0
    leftovers = []
    for path in base.iterdir():
        if not path.is_dir():
            continue
        try:
            owner = (path / OWNER_FILE).read_text().strip()
        except OSError:
            owner = ""
        pid = owner.split(" ", 1)[0]
        if pid.isdigit() and _process_identity(int(pid)) == owner:
            continue
        leftovers.append(path)
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
        remove_tree(path)
    return len(leftovers)
