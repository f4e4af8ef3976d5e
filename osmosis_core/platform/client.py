"""The API client factory: the generated client plus URL, token, scope, headers, retries.

Requests are built by the generated endpoint modules (paths, percent-encoding, query order,
bodies); responses are read as plain JSON so fields a newer server adds pass through to
``--json`` untouched instead of failing a strict model.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import httpx

from osmosis_core import __version__
from osmosis_core.console import warn
from osmosis_core.errors import ErrorCode, OsmosisError
from osmosis_core.invocation import Invocation
from osmosis_core.logs import enabled, get_logger
from osmosis_core.platform.errors import connection_error, platform_error
from osmosis_core.platform.retry import RetryTransport
from osmosis_core.platform.scope import Scope, resolve_scope
from osmosis_core.platform.tokens import Credential, resolve_credential
from osmosis_core.platform.urls import check_transport_security, normalize_url

USER_AGENT = f"osmosis-cli/{__version__}"
VERSION_WARNINGS = {"upgrade_available": "UPGRADE_AVAILABLE", "deprecated": "DEPRECATED"}


@dataclass(frozen=True)
class Target:
    url: str
    is_default: bool


def resolve_platform(inv: Invocation) -> Target:
    """--platform / OSMOSIS_PLATFORM_URL, else the embedded local platform (when installed)."""
    if inv.platform:
        url = normalize_url(inv.platform)
        return Target(url, False)
    pm = inv.plugin_manager
    hook = getattr(pm.hook, "default_platform_url", None) if pm is not None else None
    if hook is not None:
        found = hook(invocation=inv)
        if found:
            return Target(normalize_url(found), True)
    raise OsmosisError(
        ErrorCode.VALIDATION,
        "No platform configured. Pass --platform URL or set OSMOSIS_PLATFORM_URL "
        "(the embedded local platform ships with the osmosis-platform plugin).",
        {"flags": ["--platform"], "env": ["OSMOSIS_PLATFORM_URL"]},
    )


class PlatformClient:
    """One connection pool per invocation; every call goes through ``call``."""

    def __init__(
        self,
        inv: Invocation,
        base_url: str,
        credential: Credential | None,
        scope: Scope,
        *,
        transport: httpx.BaseTransport | None = None,
        max_retries: int = 3,
        sleep: Any = time.sleep,
        timeout: float = 30.0,
    ) -> None:
        from osmosis_client.client import AuthenticatedClient, Client

        self.inv = inv
        self.base_url = base_url
        self.credential = credential
        self.scope = scope
        headers = {
            "User-Agent": USER_AGENT,
            "X-Osmosis-CLI-Version": __version__,
            **scope.headers(),
        }
        retrying = RetryTransport(
            transport or httpx.HTTPTransport(),
            max_retries=max_retries,
            sleep=sleep,
            on_retry=self._log_retry,
        )
        args: dict[str, Any] = {
            "base_url": base_url,
            "headers": headers,
            "timeout": httpx.Timeout(timeout, connect=min(10.0, timeout)),
            "httpx_args": {"transport": retrying},
        }
        if credential is not None:
            self.api = AuthenticatedClient(token=credential.token, **args)
        else:
            self.api = Client(**args)

    def _log_retry(self, request: httpx.Request, why: str, delay: float) -> None:
        if enabled("info"):
            get_logger("osmosis.http").info(
                "retrying request",
                method=request.method,
                path=request.url.path,
                reason=why,
                delay_seconds=round(delay, 3),
            )

    def request(self, endpoint: ModuleType, **kwargs: Any) -> httpx.Response:
        """Send the request an endpoint module builds; map transport failures to NETWORK."""
        built = endpoint._get_kwargs(**kwargs)
        started = time.perf_counter()
        try:
            response = self.api.get_httpx_client().request(**built)
        except httpx.TransportError as exc:
            raise connection_error(self.base_url, exc) from None
        if enabled("debug"):
            get_logger("osmosis.http").debug(
                "http request",
                method=built["method"].upper(),
                url=str(response.request.url),
                status=response.status_code,
                elapsed_ms=round((time.perf_counter() - started) * 1000, 1),
                request_id=response.headers.get("X-Request-Id"),
            )
        self._version_warning(response)
        return response

    def call(self, endpoint: ModuleType, **kwargs: Any) -> Any:
        """The JSON body of a successful call; a contract error otherwise."""
        response = self.request(endpoint, **kwargs)
        if response.status_code >= 400:
            source = self.credential.source if self.credential else None
            raise platform_error(response, token_source=source)
        if not response.content:
            return {}
        try:
            return response.json()
        except json.JSONDecodeError:
            raise OsmosisError(
                ErrorCode.PLATFORM_ERROR,
                f"The platform at {self.base_url} answered with something that is not JSON.",
                {"status_code": response.status_code},
            ) from None

    def _version_warning(self, response: httpx.Response) -> None:
        status = (response.headers.get("X-Osmosis-Version-Status") or "").lower()
        code = VERSION_WARNINGS.get(status)
        if code:
            message = response.headers.get("X-Osmosis-Version-Message") or status
            warn(self.inv, code, message)

    def close(self) -> None:
        self.api.get_httpx_client().close()


def platform_client(
    inv: Invocation,
    *,
    require_auth: bool = True,
    transport: httpx.BaseTransport | None = None,
    sleep: Any = time.sleep,
    credential: Credential | None = None,
    max_retries: int | None = None,
    timeout: float = 30.0,
) -> PlatformClient:
    """A client for the active platform; ``credential`` overrides token resolution (login)."""
    target = resolve_platform(inv)
    insecure = check_transport_security(target.url, inv.environ)
    if insecure:
        warn(inv, "INSECURE_PLATFORM_URL", insecure)
    if credential is None:
        try:
            credential = resolve_credential(inv, target.url, is_default=target.is_default)
        except OsmosisError as exc:
            if require_auth or exc.code != ErrorCode.AUTH_REQUIRED:
                raise
    retries = int(inv.env("OSMOSIS_MAX_RETRIES") or 3) if max_retries is None else max_retries
    return PlatformClient(
        inv,
        target.url,
        credential,
        resolve_scope(inv),
        transport=transport,
        max_retries=retries,
        sleep=sleep,
        timeout=timeout,
    )
