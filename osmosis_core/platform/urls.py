"""Platform base URLs: normalisation (as 0.3.8 keys saved logins) and the https rule."""

from __future__ import annotations

import ipaddress
from collections.abc import Mapping
from urllib.parse import urlsplit, urlunsplit

from osmosis_core.errors import ErrorCode, OsmosisError

DEFAULT_PORTS = {"http": 80, "https": 443}


def is_loopback(host: str) -> bool:
    host = host.strip("[]").lower()
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def normalize_url(raw: str) -> str:
    """Lowercase scheme and host, drop the default port and trailing slash; a URL without a
    scheme gets http for loopback hosts and https otherwise."""
    text = raw.strip()
    if not text or any(ch.isspace() for ch in text):
        raise _bad(raw, "it is empty or contains whitespace")
    if "://" not in text:
        host = text.split("/", 1)[0].rsplit(":", 1)[0] if not text.startswith("[") else text
        scheme = "http" if is_loopback(host.split("]")[0]) else "https"
        text = f"{scheme}://{text}"
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError as exc:
        raise _bad(raw, str(exc)) from None
    scheme = parts.scheme.lower()
    if scheme not in DEFAULT_PORTS:
        raise _bad(raw, "the scheme must be http or https")
    host = (parts.hostname or "").lower()
    if not host:
        raise _bad(raw, "it has no host")
    if parts.query or parts.fragment or parts.username or parts.password:
        raise _bad(raw, "it must not carry credentials, a query or a fragment")
    netloc = f"[{host}]" if ":" in host else host
    if port is not None and port != DEFAULT_PORTS[scheme]:
        netloc = f"{netloc}:{port}"
    path = parts.path.rstrip("/")
    return urlunsplit((scheme, netloc, path, "", ""))


def _bad(raw: str, why: str) -> OsmosisError:
    return OsmosisError(
        ErrorCode.VALIDATION,
        f"Invalid platform URL {raw!r}: {why}.",
        {"platform_url": raw},
    )


def check_transport_security(url: str, environ: Mapping[str, str]) -> str | None:
    """Refuse plain http to a non-loopback host unless explicitly allowed; return a warning."""
    parts = urlsplit(url)
    if parts.scheme == "https" or is_loopback(parts.hostname or ""):
        return None
    if environ.get("OSMOSIS_ALLOW_INSECURE_PLATFORM_URL") == "1":
        return (
            f"Using insecure platform URL {url}: tokens and secrets travel unencrypted "
            "(OSMOSIS_ALLOW_INSECURE_PLATFORM_URL=1)."
        )
    raise OsmosisError(
        ErrorCode.VALIDATION,
        f"Refusing insecure platform URL {url}: use https, or set "
        "OSMOSIS_ALLOW_INSECURE_PLATFORM_URL=1 to allow plain http to a non-loopback host.",
        {"platform_url": url},
    )
