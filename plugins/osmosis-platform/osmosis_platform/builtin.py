"""What the platform itself registers through its own hooks: harnesses (Harbor's built-in
agents), sandbox environments (our Docker-free ``local`` plus Harbor's, passed through) and
benchmark sources."""

from __future__ import annotations

from collections.abc import Callable

from osmosis_platform.harnesses import KNOWN
from osmosis_platform.hookspecs import hookimpl

HARBOR_ENVIRONMENTS = ("docker", "podman", "daytona", "modal", "e2b", "gke", "ack", "runloop")


@hookimpl
def register_harnesses(register: Callable[..., None]) -> None:
    for name in sorted(KNOWN):
        register(name, None, help=f"Harbor's built-in {name} agent.")


@hookimpl
def register_sandbox_environments(register: Callable[..., None]) -> None:
    register(
        "local",
        "osmosis_platform.sandbox.local:LocalSandbox",
        help="Docker-free: namespaces + overlayfs over the host, killed on timeout or stop.",
    )
    for name in HARBOR_ENVIRONMENTS:
        register(name, None, help=f"Harbor's {name} environment, passed through unchanged.")


@hookimpl
def register_benchmark_sources(register: Callable[..., None]) -> None:
    # Order matters: the first kind that claims a source takes it (plugins are asked first).
    register(
        "harbor_registry",
        "osmosis_platform.catalog.sources:RegistrySource",
        help="A Harbor registry.json (path, file:// or http(s):// URL) with ref name@version.",
    )
    register(
        "git",
        "osmosis_platform.catalog.sources:GitSource",
        help="A git repository URL (https, ssh, git@host:…, file://) at an optional ref.",
    )
    register(
        "local",
        "osmosis_platform.catalog.sources:LocalDirectorySource",
        help="A Harbor dataset directory on the platform host (absolute path or file:// URL).",
    )
