"""The Docker-free ``local`` sandbox, end to end through Harbor trials (issue 6's sandbox
acceptance): host files stay untouched, ``no-network`` really has no network, a runaway agent is
killed at its timeout, processes persist across exec calls but not past the trial, 50 attempts
leave no process, mount or file behind, the Dockerfile subset works, and the sandbox runs
without root through user namespaces.

Every task is written by the test into a temp dir in Harbor's task format. Trials run in this
process (``asyncio.run``) against a per-test ``OSMOSIS_SANDBOX_DIR``, so the leftover checks only
ever look at this test's own sandboxes, whatever else runs on the machine.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import json
import os
import secrets
import shlex
import shutil
import socket
import stat
import subprocess
import sys
import tempfile
import textwrap
import threading
import time
from pathlib import Path

import pytest

os.environ.setdefault("HARBOR_TELEMETRY", "0")

from harbor.models.task.config import EnvironmentConfig as TaskEnvironment
from harbor.models.task.config import NetworkMode, NetworkPolicy
from harbor.models.trial.config import (
    AgentConfig,
    EnvironmentConfig,
    TaskConfig,
    TrialConfig,
)
from harbor.models.trial.paths import TrialPaths
from harbor.trial.trial import Trial

from osmosis_platform.sandbox.local import LocalSandbox

LOCAL = "osmosis_platform.sandbox.local:LocalSandbox"
BUNDLED = Path(__file__).resolve().parents[1] / "osmosis_platform" / "bundled" / "osmosis-bench"
SMOKE = ["csv-column-sum", "git-fix-commit-author", "sqlite-top-customers"]
NOBODY = 65534
NOBODY_PREFIX = ["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups"]


# ----------------------------------------------------------------------------- helpers


def make_task(
    root: Path,
    name: str,
    *,
    solve: str,
    test: str = "echo 1 > /logs/verifier/reward.txt",
    network_mode: str = "no-network",
    agent_timeout: float = 60,
    verifier_timeout: float = 30,
    dockerfile: str | None = None,
    files: dict[str, str] | None = None,
) -> Path:
    """A task in Harbor's format: instruction, task.toml, tests/test.sh, solution/solve.sh."""
    task = root / name
    for sub in ("tests", "solution", "environment"):
        (task / sub).mkdir(parents=True, exist_ok=True)
    (task / "instruction.md").write_text(f"Test task {name}.\n")
    (task / "task.toml").write_text(
        textwrap.dedent(
            f"""\
            schema_version = "1.4"
            [verifier]
            timeout_sec = {verifier_timeout}
            [agent]
            timeout_sec = {agent_timeout}
            [environment]
            build_timeout_sec = 60
            workdir = "/app"
            network_mode = "{network_mode}"
            """
        )
    )
    (task / "tests" / "test.sh").write_text("#!/bin/bash\n" + textwrap.dedent(test))
    (task / "solution" / "solve.sh").write_text("#!/bin/bash\n" + textwrap.dedent(solve))
    if dockerfile is not None:
        (task / "environment" / "Dockerfile").write_text(textwrap.dedent(dockerfile))
    for relative, content in (files or {}).items():
        path = task / "environment" / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content)
    return task


async def run_trial(task: Path, trials: Path):
    config = TrialConfig(
        task=TaskConfig(path=task),
        trials_dir=trials,
        agent=AgentConfig(name="oracle"),
        environment=EnvironmentConfig(import_path=LOCAL),
    )
    trial = await Trial.create(config)
    return await trial.run()


def reward(result) -> float | None:
    rewards = result.verifier_result.rewards if result.verifier_result else None
    return (rewards or {}).get("reward")


def exception_type(result) -> str | None:
    return result.exception_info.exception_type if result.exception_info else None


def verifier_output(result, trials: Path) -> str:
    path = trials / result.trial_name / "verifier" / "test-stdout.txt"
    return path.read_text(errors="replace") if path.exists() else "(no verifier output)"


def leftovers(sandbox_dir: Path, *markers: str) -> list[str]:
    """Anything of this test's sandboxes still alive: a process whose command line names the
    sandbox dir or a marker, a mount (in *any* process's mount namespace — a leaked namespace is
    only visible from inside it) whose options name the sandbox dir, or a file in it."""
    needles = [str(sandbox_dir).encode(), *(m.encode() for m in markers)]
    found = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit() or int(proc.name) == os.getpid():
            continue
        try:
            cmdline = (proc / "cmdline").read_bytes()
            mountinfo = (proc / "mountinfo").read_bytes()
        except OSError:
            continue
        if any(needle in cmdline for needle in needles):
            found.append(f"process {proc.name}: {cmdline.replace(b'\0', b' ')[:200]!r}")
        elif needles[0] in mountinfo:
            found.append(f"mount namespace of process {proc.name} still holds sandbox mounts")
    own = Path("/proc/self/mountinfo").read_text()
    found += [f"host mount: {line}" for line in own.splitlines() if str(sandbox_dir) in line]
    if sandbox_dir.exists():
        found += [f"file: {path}" for path in sandbox_dir.iterdir()]
    return found


@pytest.fixture
def sandbox_dir(monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private sandbox dir for this test (short, under /tmp, so command lines stay short)."""
    path = Path(tempfile.mkdtemp(prefix="osm-sbx-"))
    monkeypatch.setenv("OSMOSIS_SANDBOX_DIR", str(path))
    yield path
    shutil.rmtree(path, ignore_errors=True)


class LoopbackServer:
    """A TCP server on the host's 127.0.0.1 that records every line it is sent."""

    def __init__(self) -> None:
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.port = self.sock.getsockname()[1]
        self.received: list[str] = []
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            with conn:
                conn.settimeout(5)
                data = b""
                while b"\n" not in data:
                    try:
                        chunk = conn.recv(1024)
                    except OSError:
                        break
                    if not chunk:
                        break
                    data += chunk
                self.received.append(data.decode(errors="replace").strip())
                with contextlib.suppress(OSError):
                    conn.sendall(b"pong\n")

    def close(self) -> None:
        self.sock.close()


# ----------------------------------------------------------------------------- tests


@pytest.mark.timeout(60)
def test_task_cannot_modify_host_files(tmp_path: Path, sandbox_dir: Path) -> None:
    """Writes, deletes and chmods aimed at host files — through the overlay (/etc, /var/tmp),
    at a host path outside the overlays, and through /proc/1/root — land in the sandbox's own
    copy or fail; the host files are unchanged. The verifier sees the sandbox's own writes,
    which proves the attempts really ran. Root in the sandbox can neither mount nor create a
    device node (the way to the host's disks)."""
    token = secrets.token_hex(6)
    etc_file = Path(f"/etc/osmosis-sandbox-test-{token}")
    var_file = Path(f"/var/tmp/osmosis-sandbox-test-{token}")
    doomed = Path(f"/var/tmp/osmosis-sandbox-doomed-{token}")
    outside = tmp_path / "outside" / "host.txt"  # under /tmp: not in the sandbox at all
    outside.parent.mkdir()
    files = [etc_file, var_file, doomed, outside]
    try:
        for path in files:
            path.write_text("original\n")
            path.chmod(0o644)
        task = make_task(
            tmp_path,
            "escape",
            solve=f"""\
                for f in {etc_file} {var_file} {outside}; do
                    mkdir -p "$(dirname "$f")"; echo pwned > "$f"; chmod 600 "$f"
                    echo pwned > "/proc/1/root$f" 2>/dev/null
                    echo pwned > "/proc/self/root/../..$f" 2>/dev/null
                done
                rm -f {doomed}
                # the ways to the host's disks: a fresh mount, a block device node
                mkdir -p /app/mnt && mount -t tmpfs none /app/mnt && echo mounted > /app/escaped
                mknod /app/disk b 7 0 && echo mknod >> /app/escaped
                """,
            test=f"""\
                ok=1
                for f in {etc_file} {var_file} {outside}; do
                    [ "$(cat "$f")" = pwned ] || ok=0
                done
                [ -e {doomed} ] && ok=0
                [ -e /app/escaped ] && ok=0
                echo $ok > /logs/verifier/reward.txt
                """,
        )
        result = asyncio.run(run_trial(task, tmp_path / "trials"))
        assert exception_type(result) is None, result.exception_info
        assert reward(result) == 1.0, verifier_output(result, tmp_path / "trials")
        for path in files:
            assert path.read_text() == "original\n", f"{path} was modified on the host"
            assert stat.S_IMODE(path.stat().st_mode) == 0o644, f"{path} was chmod'ed"
        assert leftovers(sandbox_dir) == []
    finally:
        for path in files:
            path.unlink(missing_ok=True)


@pytest.mark.timeout(60)
def test_network_only_when_the_task_allows_it(tmp_path: Path, sandbox_dir: Path) -> None:
    """A server on the host's loopback: unreachable from a ``no-network`` task, reachable from
    a ``public`` one (the same solution in both). Loopback inside the sandbox still works."""
    server = LoopbackServer()
    solve = f"""\
        python3 - <<'EOF'
        import socket
        try:
            conn = socket.create_connection(("127.0.0.1", {server.port}), timeout=3)
            conn.sendall(b"NAME\\n")
            conn.recv(16)
            open("/app/outcome", "w").write("connected")
        except OSError as exc:
            open("/app/outcome", "w").write(f"refused: {{exc}}")
        inside = socket.socket()
        inside.bind(("127.0.0.1", 0))
        inside.listen()
        socket.create_connection(inside.getsockname(), timeout=3)
        open("/app/loopback", "w").write("ok")
        EOF
        """
    test = """\
        cat /app/outcome; echo
        [ "$(cat /app/loopback)" = ok ] || { echo 0 > /logs/verifier/reward.txt; exit; }
        case "$(cat /app/outcome)" in connected) echo 1;; *) echo 0;; esac \\
            > /logs/verifier/reward.txt
        """
    closed = make_task(tmp_path, "closed", solve=solve.replace("NAME", "closed"), test=test)
    public = make_task(
        tmp_path,
        "public",
        solve=solve.replace("NAME", "public"),
        test=test,
        network_mode="public",
    )

    async def both():
        return await asyncio.gather(
            run_trial(closed, tmp_path / "trials"), run_trial(public, tmp_path / "trials")
        )

    try:
        closed_result, public_result = asyncio.run(both())
    finally:
        server.close()
    trials = tmp_path / "trials"
    assert exception_type(closed_result) is None and exception_type(public_result) is None
    assert reward(public_result) == 1.0, verifier_output(public_result, trials)
    assert reward(closed_result) == 0.0, verifier_output(closed_result, trials)
    assert "refused" in verifier_output(closed_result, trials)
    assert server.received == ["public"], server.received
    assert leftovers(sandbox_dir) == []


@pytest.mark.timeout(60)
def test_runaway_agent_is_killed_at_its_timeout(tmp_path: Path, sandbox_dir: Path) -> None:
    """A solution that never ends (a busy loop, a background sleeper and a ``setsid``-escaped
    one) under a 2 s agent timeout: the trial records ``AgentTimeoutError`` within seconds, the
    runaway is gone before the verifier runs, and nothing survives the trial."""
    marker = f"osm-runaway-{secrets.token_hex(4)}"
    task = make_task(
        tmp_path,
        "runaway",
        agent_timeout=2,
        solve=f"""\
            (exec -a {marker}-bg sleep 1000) &
            setsid bash -c 'exec -a {marker}-setsid sleep 1000' &
            while :; do :; done
            """,
        test=f"""\
            ps -eo pid,args
            if pgrep -f 'solve.sh|{marker}-bg' >/dev/null; then echo 0; else echo 1; fi \\
                > /logs/verifier/reward.txt
            """,
    )
    started = time.monotonic()
    result = asyncio.run(run_trial(task, tmp_path / "trials"))
    elapsed = time.monotonic() - started
    assert exception_type(result) == "AgentTimeoutError", result.exception_info
    assert elapsed < 12, f"the trial took {elapsed:.1f}s for a 2s agent timeout"
    assert reward(result) == 1.0, verifier_output(result, tmp_path / "trials")
    assert leftovers(sandbox_dir, marker) == []


@pytest.mark.timeout(60)
def test_state_persists_across_exec_calls_and_not_past_stop(
    tmp_path: Path, sandbox_dir: Path
) -> None:
    """What Terminus relies on: a background process and files from one exec are there in the
    next; the exec that started the process returns at once even though the process keeps its
    stdout open (as with ``docker exec``); after ``stop`` the process is gone. Also: the task's
    workdir exists even under an overlaid host dir (/opt), and an exec that prints 20 MB hands
    back a bounded head and tail instead of buffering it all."""
    marker = f"osm-persist-{secrets.token_hex(4)}"
    (tmp_path / "env").mkdir()
    sandbox = LocalSandbox(
        environment_dir=tmp_path / "env",
        environment_name="persist",
        session_id="persist__env",
        trial_paths=TrialPaths(tmp_path / "trial"),
        task_env_config=TaskEnvironment(workdir="/opt/osmosis-work"),
        network_policy=NetworkPolicy(network_mode=NetworkMode.NO_NETWORK),
    )

    async def scenario() -> tuple[float, str, str, str]:
        await sandbox.start(force_build=False)
        try:
            began = time.monotonic()
            first = await sandbox.exec(
                f"(exec -a {marker} sleep 1000) & echo $! > /tmp/pid; echo state > notes.txt",
                timeout_sec=30,
            )
            took = time.monotonic() - began
            assert first.return_code == 0, first
            second = await sandbox.exec(
                'kill -0 "$(cat /tmp/pid)" && echo alive; pwd; cat notes.txt', timeout_sec=30
            )
            host_view = leftovers(sandbox_dir, marker)
            loud = await sandbox.exec(
                "head -c 20000000 /dev/zero | tr '\\0' a; echo; echo END", timeout_sec=30
            )
            return took, second.stdout or "", "\n".join(host_view), loud.stdout or ""
        finally:
            await sandbox.stop(delete=True)

    took, second, alive_on_host, loud = asyncio.run(scenario())
    assert took < 5, f"exec waited {took:.1f}s for a background process"
    assert second.split() == ["alive", "/opt/osmosis-work", "state"], second
    assert loud.startswith("a" * 1000) and loud.endswith("a\nEND\n"), loud[-200:]
    assert len(loud) < 10_000_000 and "bytes of output dropped" in loud, len(loud)
    assert marker in alive_on_host  # it really was a live process while the sandbox ran
    assert leftovers(sandbox_dir, marker) == []


@pytest.mark.timeout(60)
def test_exec_as_a_task_user(tmp_path: Path, sandbox_dir: Path) -> None:
    """A task's ``user`` (by name or uid) runs with that user's group, supplementary groups and
    HOME from the sandbox's /etc/passwd — ``nobody``'s group is not called ``nobody`` on
    Debian — and cannot write what root owns."""
    (tmp_path / "env").mkdir()
    sandbox = LocalSandbox(
        environment_dir=tmp_path / "env",
        environment_name="user",
        session_id="user__env",
        trial_paths=TrialPaths(tmp_path / "trial"),
        task_env_config=TaskEnvironment(workdir="/app"),
        network_policy=NetworkPolicy(network_mode=NetworkMode.NO_NETWORK),
    )
    # the sandbox's /etc is a copy-on-write view of the host's: the same passwd entry
    entry = next(
        line.split(":")
        for line in Path("/etc/passwd").read_text().splitlines()
        if line.startswith("nobody:")
    )

    async def scenario():
        await sandbox.start(force_build=False)
        try:
            command = (
                'echo "$(id -u) $(id -g) $USER $HOME"; touch /app/f 2>/dev/null || echo denied'
            )
            return [await sandbox.exec(command, user=user) for user in ("nobody", NOBODY)]
        finally:
            await sandbox.stop(delete=True)

    for result in asyncio.run(scenario()):
        assert result.return_code == 0, result
        assert (result.stdout or "").split() == [
            entry[2],
            entry[3],
            "nobody",
            entry[5],
            "denied",
        ], result
    assert leftovers(sandbox_dir) == []


def _set_subreaper(on: bool) -> None:
    libc = ctypes.CDLL(None, use_errno=True)
    assert libc.prctl(36, int(on), 0, 0, 0) == 0  # PR_SET_CHILD_SUBREAPER


def _live_descendants(pid: int) -> set[str]:
    """Live (non-zombie) descendants of ``pid`` as ``pid/starttime (name)``."""
    parents: dict[int, tuple[int, str, str]] = {}
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            head, tail = (proc / "stat").read_text().rsplit(")", 1)
        except OSError:
            continue
        fields = tail.split()
        name = f"{proc.name}/{fields[19]} ({head.split('(', 1)[1]})"
        parents[int(proc.name)] = (int(fields[1]), fields[0], name)
    found, frontier = set(), [pid]
    while frontier:
        parent = frontier.pop()
        for child, (ppid, state, name) in parents.items():
            if ppid == parent:
                frontier.append(child)
                if state != "Z":
                    found.add(name)
    return found


@pytest.mark.timeout(120)
def test_no_process_or_mount_left_after_50_attempts(tmp_path: Path, sandbox_dir: Path) -> None:
    """50 oracle trials of the bundled smoke tasks, 8 at a time. This process is made a child
    subreaper for the duration, so anything a sandbox leaked (even double-forked) would still
    be found among its descendants."""
    before = _live_descendants(os.getpid())  # e.g. a platform another test left running
    _set_subreaper(True)
    try:

        async def all_trials():
            gate = asyncio.Semaphore(8)

            async def one(i: int):
                async with gate:
                    return await run_trial(BUNDLED / "tasks" / SMOKE[i % 3], tmp_path / "trials")

            return await asyncio.gather(*(one(i) for i in range(50)))

        results = asyncio.run(all_trials())
        deadline = time.monotonic() + 5  # a just-killed holder may take a moment to be reaped
        while (left := _live_descendants(os.getpid()) - before) and time.monotonic() < deadline:
            time.sleep(0.05)
    finally:
        _set_subreaper(False)
    failures = [(r.trial_name, exception_type(r), reward(r)) for r in results if reward(r) != 1.0]
    assert len(results) == 50 and failures == [], failures
    assert left == set(), left
    assert leftovers(sandbox_dir) == []


@pytest.mark.timeout(60)
def test_dockerfile_subset(tmp_path: Path, sandbox_dir: Path) -> None:
    """WORKDIR (here under an overlaid host dir), ENV in both spellings, COPY of files and of a
    directory, RUN in the workdir (continuation lines joined), and a package-manager RUN that
    is skipped (it would fail: no such package, no network). The verifier and the agent see it all."""
    task = make_task(
        tmp_path,
        "dockerfile",
        dockerfile="""\
            FROM debian:bookworm-slim
            RUN apt-get install -y --no-install-recommends osmosis-no-such-package
            WORKDIR /srv/app
            ENV GREETING="hello world" MODE=test
            ENV LEGACY legacy value
            COPY data.txt more.txt ./
            COPY tree /opt/tree
            # a comment between instructions
            RUN echo "built in $(pwd) with $GREETING" > built.txt \\
                && cp data.txt copy.txt
            WORKDIR sub
            RUN pwd > where.txt
            """,
        files={"data.txt": "data\n", "more.txt": "more\n", "tree/nested/leaf.txt": "leaf\n"},
        solve='pwd > /logs/agent/pwd.txt; echo "$GREETING|$MODE|$LEGACY" > /logs/agent/env.txt\n',
        test="""\
            set -x
            ok=1
            check() { [ "$(cat "$1")" = "$2" ] || { echo "MISMATCH $1: $(cat "$1")"; ok=0; }; }
            check /srv/app/data.txt data
            check /srv/app/more.txt more
            check /srv/app/copy.txt data
            check /opt/tree/nested/leaf.txt leaf
            check /srv/app/built.txt "built in /srv/app with hello world"
            check /srv/app/sub/where.txt /srv/app/sub
            check /logs/agent/pwd.txt /srv/app/sub
            check /logs/agent/env.txt "hello world|test|legacy value"
            [ "$GREETING" = "hello world" ] || ok=0
            echo $ok > /logs/verifier/reward.txt
            """,
    )
    result = asyncio.run(run_trial(task, tmp_path / "trials"))
    assert exception_type(result) is None, result.exception_info
    assert reward(result) == 1.0, verifier_output(result, tmp_path / "trials")
    assert not Path("/srv/app/built.txt").exists()  # built in the sandbox, not on the host
    assert leftovers(sandbox_dir) == []


@pytest.mark.timeout(60)
def test_failing_dockerfile_run_is_a_clear_start_error(tmp_path: Path, sandbox_dir: Path) -> None:
    """A RUN line that fails stops the start with its exit code and stderr, and the half-built
    sandbox is removed."""
    task = make_task(
        tmp_path,
        "broken",
        dockerfile="FROM scratch\nRUN echo 'seed data missing' >&2 && exit 7\n",
        solve="true\n",
    )
    result = asyncio.run(run_trial(task, tmp_path / "trials"))
    assert result.exception_info is not None
    message = result.exception_info.exception_message
    assert "Dockerfile RUN failed (7)" in message and "seed data missing" in message, message
    assert leftovers(sandbox_dir) == []


CHILD = """\
import asyncio, json, os, sys
from pathlib import Path
from harbor.models.trial.config import AgentConfig, EnvironmentConfig, TaskConfig, TrialConfig
from harbor.trial.trial import Trial

async def main():
    config = TrialConfig(
        task=TaskConfig(path=Path(sys.argv[1])), trials_dir=Path(sys.argv[2]),
        agent=AgentConfig(name="oracle"), environment=EnvironmentConfig(import_path=sys.argv[3]))
    result = await (await Trial.create(config)).run()
    info = result.exception_info
    print(json.dumps({
        "euid": os.geteuid(),
        "rewards": result.verifier_result.rewards if result.verifier_result else None,
        "exception": info.exception_type if info else None,
        "message": info.exception_message if info else None,
    }))

asyncio.run(main())
"""


REPO_ROOT = Path(__file__).resolve().parents[3]


def _blocked_ancestor(path: Path) -> Path | None:
    """The topmost directory on the way to ``path`` that others cannot traverse, if any."""
    for parent in [*reversed(path.parents), path]:
        if not parent.stat().st_mode & stat.S_IXOTH:
            return parent
    return None


def _as_nobody(command: list[str], env: dict[str, str]) -> list[str]:
    """``command`` as uid/gid 65534 with no capabilities. The interpreter's install prefix
    (pyenv under /root) and this checkout (its ``.venv`` and editable sources; a CI clone may sit
    in a private temp dir) can live under directories others cannot enter: a private mount
    namespace — set up as root *before* dropping to 65534 — replaces each such directory with a
    tmpfs holding only symlinks to binds of what the child needs, so nothing else shows."""
    drop = [*NOBODY_PREFIX, "env", "-i"]
    drop += [f"{k}={v}" for k, v in env.items()]
    needed = [Path(sys.base_prefix).resolve(), REPO_ROOT]
    plan: dict[Path, list[Path]] = {}
    for path in needed:
        blocked = _blocked_ancestor(path)
        if blocked == path:  # a mount point cannot be replaced by a symlink: hide its parent
            blocked = path.parent
        if blocked is not None:
            plan.setdefault(blocked, []).append(path)
    if not plan:
        return [*drop, *command]
    binds, hides = [], []
    for i, (blocked, paths) in enumerate(plan.items()):
        hides.append(f"mount -t tmpfs -o mode=0755 tmpfs {blocked}")
        for j, path in enumerate(paths):
            hold = Path(env["HOME"]) / f"hold-{i}-{j}"
            hold.mkdir()
            binds.append(f"mount --bind {path} {hold}")
            hides.append(f"mkdir -p {path.parent}")
            hides.append(f"ln -s {hold} {path}")
    script = " && ".join([*binds, *hides, "exec " + shlex.join([*drop, *command])])
    return ["unshare", "--mount", "--propagation", "private", "sh", "-c", script]


def _userns_allowed() -> bool:
    probe = subprocess.run(
        [*NOBODY_PREFIX, "unshare", "--user", "--map-root-user", "--mount", "true"],
        capture_output=True,
    )
    return probe.returncode == 0


@pytest.mark.timeout(90)
def test_runs_without_root_through_user_namespaces(tmp_path: Path) -> None:
    """One trial in a child process running as uid 65534 without capabilities: the sandbox
    switches to user-namespace mode (overlays with ``userxattr``, uploads owned by the mapped
    root, overlayfs' mode-000 work dirs still removed) and passes; where the kernel forbids
    unprivileged user namespaces, the trial fails with the sandbox's explanation instead."""
    assert os.geteuid() == 0, "the test drops from root to uid 65534 itself"
    home = Path(tempfile.mkdtemp(prefix="osm-nobody-"))
    try:
        os.chown(home, NOBODY, NOBODY)
        token = secrets.token_hex(4)
        task = make_task(
            home,
            "unprivileged",
            dockerfile="FROM scratch\nWORKDIR /app\nCOPY seed.txt ./\nRUN id -u > uid.txt\n",
            files={"seed.txt": "seed\n"},
            solve=f"echo {token} > /etc/osmosis-unprivileged; echo {token} > /root/note\n",
            test=f"""\
                ok=1
                [ "$(cat /app/seed.txt)" = seed ] || ok=0
                [ "$(cat /app/uid.txt)" = 0 ] || ok=0
                [ "$(cat /etc/osmosis-unprivileged)" = {token} ] || ok=0
                echo $ok > /logs/verifier/reward.txt
                """,
        )
        for path in [home, *home.rglob("*")]:
            os.chown(path, NOBODY, NOBODY)
        env = {
            "HOME": str(home),
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HARBOR_TELEMETRY": "0",
            "OSMOSIS_SANDBOX_DIR": str(home / "sbx"),
            "PYTHONDONTWRITEBYTECODE": "1",
        }
        command = [sys.executable, "-c", CHILD, str(task), str(home / "trials"), LOCAL]
        completed = subprocess.run(
            _as_nobody(command, env), capture_output=True, text=True, timeout=80
        )
        assert completed.returncode == 0, completed.stderr[-3000:]
        outcome = json.loads(completed.stdout.strip().splitlines()[-1])
        assert outcome["euid"] == NOBODY
        if _userns_allowed():
            assert outcome["exception"] is None, outcome["message"]
            assert outcome["rewards"] == {"reward": 1.0}, outcome
        else:
            assert "unprivileged user namespaces" in (outcome["message"] or ""), outcome
        assert not Path("/etc/osmosis-unprivileged").exists()
        assert leftovers(home / "sbx", token) == []
    finally:
        shutil.rmtree(home, ignore_errors=True)
