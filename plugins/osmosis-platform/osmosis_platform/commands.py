"""``osmosis platform serve | start | stop | status`` and the admin commands
``platform token create | list | revoke`` and ``platform workspace list | update``.

Admin commands work on the store directly (the data dir, or ``--database-url``), so they need
no token: whoever can read the database already controls the platform.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Annotated, Literal

from cyclopts import Parameter

from osmosis_core.errors import ErrorCode, OsmosisError
from osmosis_core.invocation import current
from osmosis_core.results import Column, DetailResult, ListResult, OperationResult


def _settings(database_url: str | None = None):
    from osmosis_platform.settings import load_settings

    inv = current()
    return load_settings(inv.environ, database_url=database_url)


@contextmanager
def _store(database_url: str | None) -> Iterator[object]:
    from osmosis_platform.services.admin import AdminError
    from osmosis_platform.settings import ensure_home
    from osmosis_platform.store.db import make_engine, migrate

    settings = _settings(database_url)
    ensure_home(settings.home)
    engine = make_engine(settings.database_url)
    migrate(engine)
    try:
        with engine.begin() as conn:
            yield conn
    except AdminError as exc:
        raise OsmosisError(ErrorCode.VALIDATION, str(exc)) from None
    finally:
        engine.dispose()


def serve(
    *,
    host: str = "127.0.0.1",
    port: int = 8765,
    database_url: Annotated[str | None, Parameter(name="--database-url")] = None,
) -> OperationResult:
    """Serve the platform API in the foreground until Ctrl-C.

    Parameters
    ----------
    host
        Interface to listen on (loopback by default; put a TLS proxy in front for others).
    port
        TCP port (0 picks a free one).
    database_url
        SQLAlchemy URL, e.g. postgresql+psycopg://user@host/db (default: SQLite in the data dir).
    """
    from osmosis_platform.daemon import serve as run

    run(_settings(database_url), host, port)
    return OperationResult(operation="platform.serve", status="stopped", message="Stopped.")


def _status_resource(st, home) -> dict:
    return {"running": st.running, "pid": st.pid, "url": st.url, "home": str(home)}


def start(*, port: int = 0) -> OperationResult:
    """Start the local platform in the background (no-op when it is running)."""
    from osmosis_platform import daemon

    home = _settings().home
    before = daemon.state(home)
    try:
        st = daemon.start(home, port=port, environ=dict(current().environ))
    except RuntimeError as exc:
        raise OsmosisError(ErrorCode.PLATFORM_ERROR, str(exc)) from None
    if before.running:
        return OperationResult(
            operation="platform.start",
            status="noop",
            resource=_status_resource(st, home),
            message=f"The platform is already running at {st.url}.",
        )
    return OperationResult(
        operation="platform.start",
        resource=_status_resource(st, home),
        message=f"Platform started at {st.url} (pid {st.pid}, data {home}).",
        next_steps=[{"action": "stop", "command": "osmosis platform stop"}],
    )


def stop() -> OperationResult:
    """Stop the background platform (finished results are kept; running work is re-queued)."""
    from osmosis_platform import daemon

    home = _settings().home
    before = daemon.stop(home)
    if not before.running:
        return OperationResult(
            operation="platform.stop",
            status="noop",
            resource=_status_resource(before, home),
            message="The platform is not running.",
        )
    return OperationResult(
        operation="platform.stop",
        resource={**_status_resource(before, home), "running": False},
        message=f"Platform stopped (was pid {before.pid} at {before.url}).",
    )


def status() -> DetailResult:
    """Show whether the background platform runs, where, and its data dir."""
    from osmosis_platform import daemon

    home = _settings().home
    st = daemon.state(home)
    healthy = daemon.healthy(st.url) if st.url else False
    data = {**_status_resource(st, home), "healthy": healthy}
    return DetailResult(
        data=data,
        rows=[
            ("Running", "yes" if st.running else "no"),
            ("Healthy", "yes" if healthy else "no"),
            ("URL", st.url),
            ("PID", st.pid),
            ("Data dir", str(home)),
        ],
        title="Osmosis platform",
    )


def token_create(
    *,
    user: Annotated[str, Parameter(name="--user")],
    workspace: Annotated[str, Parameter(name="--workspace")],
    label: str | None = None,
    role: Literal["owner", "admin", "member"] | None = None,
    expires_days: Annotated[int | None, Parameter(name="--expires-days")] = None,
    database_url: Annotated[str | None, Parameter(name="--database-url")] = None,
) -> OperationResult:
    """Create a token for USER in WORKSPACE (both created if new); the token is shown once.

    Parameters
    ----------
    user
        User name (e.g. an email address).
    workspace
        Workspace the token is scoped to.
    label
        A note to recognise the token by in ``token list``.
    role
        Set the user's role in the workspace (default: owner of a new workspace, else
        unchanged / member). Owners and admins manage workspace secrets.
    expires_days
        Days until the token expires (default: never).
    database_url
        SQLAlchemy URL of the platform's database (default: SQLite in the data dir).
    """
    from osmosis_platform.services.admin import create_token

    with _store(database_url) as conn:
        made = create_token(
            conn, user, workspace, label=label, expires_days=expires_days, role=role
        )
    return OperationResult(
        operation="platform.token.create",
        resource=made,
        message=made["token"],
        next_steps=[
            {
                "action": "use_token",
                "label": "Shown once; store it now. Use it with",
                "command": "osmosis auth login < token.txt  (or export OSMOSIS_TOKEN)",
            }
        ],
    )


def token_list(
    *,
    user: Annotated[str | None, Parameter(name="--user")] = None,
    database_url: Annotated[str | None, Parameter(name="--database-url")] = None,
) -> ListResult:
    """List tokens (never their values)."""
    from osmosis_platform.services.admin import list_tokens

    with _store(database_url) as conn:
        items = list_tokens(conn, user)
    return ListResult(
        items=items,
        columns=[
            Column("token_id", "Token ID"),
            Column("user", "User"),
            Column("workspace", "Workspace"),
            Column("token_type", "Type"),
            Column("label", "Label"),
            Column("created_at", "Created"),
            Column("expires_at", "Expires"),
            Column("revoked", "Revoked"),
        ],
        empty_message="No tokens.",
    )


def token_revoke(
    token_id: str,
    *,
    database_url: Annotated[str | None, Parameter(name="--database-url")] = None,
) -> OperationResult:
    """Revoke a token by its id; calls with it answer 401 from then on."""
    from osmosis_platform.services.admin import revoke_token

    with _store(database_url) as conn:
        revoked = revoke_token(conn, token_id)
    if not revoked:
        raise OsmosisError(ErrorCode.NOT_FOUND, f'Token "{token_id}" not found or already revoked.')
    return OperationResult(
        operation="platform.token.revoke",
        resource={"token_id": token_id, "revoked": True},
        message=f"Token {token_id} revoked.",
    )


def workspace_list(
    *, database_url: Annotated[str | None, Parameter(name="--database-url")] = None
) -> ListResult:
    """List workspaces."""
    from osmosis_platform.services.admin import list_workspaces

    with _store(database_url) as conn:
        items = list_workspaces(conn)
    return ListResult(
        items=items,
        columns=[
            Column("name", "Name"),
            Column("git_repo", "Repository"),
            Column("benchmarks_enabled", "Benchmarks"),
            Column("created_at", "Created"),
        ],
        empty_message="No workspaces.",
    )


def workspace_update(
    name: str,
    *,
    benchmarks: Literal["on", "off"] | None = None,
    git_repo: Annotated[str | None, Parameter(name="--git-repo")] = None,
    database_url: Annotated[str | None, Parameter(name="--database-url")] = None,
) -> OperationResult:
    """Switch benchmarks on or off for a workspace, or connect it to a repository.

    Parameters
    ----------
    name
        Workspace name.
    benchmarks
        ``off`` makes every benchmark route answer 403 for this workspace.
    git_repo
        ``owner/repo`` whose X-Osmosis-Git header selects this workspace ("" disconnects).
    """
    from osmosis_platform.services.admin import update_workspace

    enabled = None if benchmarks is None else benchmarks == "on"
    with _store(database_url) as conn:
        updated = update_workspace(conn, name, benchmarks=enabled, git_repo=git_repo)
    return OperationResult(
        operation="platform.workspace.update",
        resource=updated,
        message=f"Workspace {name} updated.",
    )
