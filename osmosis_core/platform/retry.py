"""Retries with exponential backoff and full jitter, as an httpx transport wrapper.

Idempotent requests are retried on connection failures, timeouts and 429/502/503/504; a
request that may have reached the server (a POST that got an answer or timed out mid-way)
is retried only on 429, which means the server did not act on it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from email.utils import parsedate_to_datetime

import httpx

IDEMPOTENT = frozenset({"GET", "HEAD", "OPTIONS", "PUT", "DELETE"})
RETRY_STATUSES = frozenset({429, 502, 503, 504})
NOT_SENT = (httpx.ConnectError, httpx.ConnectTimeout)
MAYBE_SENT = (httpx.ReadTimeout, httpx.ReadError, httpx.WriteError, httpx.RemoteProtocolError)


def retry_after_seconds(value: str | None, now: float | None = None) -> float | None:
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - (time.time() if now is None else now))


class RetryTransport(httpx.BaseTransport):
    def __init__(
        self,
        inner: httpx.BaseTransport,
        *,
        max_retries: int = 3,
        base_delay: float = 0.5,
        max_delay: float = 8.0,
        max_retry_after: float = 60.0,
        sleep: Callable[[float], None] = time.sleep,
        on_retry: Callable[[httpx.Request, str, float], None] | None = None,
    ) -> None:
        self.inner = inner
        self.max_retries = max_retries
        self.base_delay = base_delay
        self.max_delay = max_delay
        self.max_retry_after = max_retry_after
        self.sleep = sleep
        self.on_retry = on_retry

    def _backoff(self, attempt: int) -> float:
        return random.uniform(0, min(self.max_delay, self.base_delay * 2**attempt))

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        idempotent = request.method.upper() in IDEMPOTENT
        attempt = 0
        while True:
            try:
                response = self.inner.handle_request(request)
            except NOT_SENT as exc:
                if attempt >= self.max_retries:
                    raise
                self._wait(request, type(exc).__name__, self._backoff(attempt))
                attempt += 1
                continue
            except MAYBE_SENT as exc:
                if not idempotent or attempt >= self.max_retries:
                    raise
                self._wait(request, type(exc).__name__, self._backoff(attempt))
                attempt += 1
                continue
            status = response.status_code
            if status not in RETRY_STATUSES or attempt >= self.max_retries:
                return response
            if not idempotent and status != 429:
                return response
            delay = retry_after_seconds(response.headers.get("Retry-After"))
            if delay is not None and delay > self.max_retry_after:
                return response
            response.close()
            self._wait(
                request, f"HTTP {status}", delay if delay is not None else self._backoff(attempt)
            )
            attempt += 1

    def _wait(self, request: httpx.Request, why: str, delay: float) -> None:
        if self.on_retry is not None:
            self.on_retry(request, why, delay)
        self.sleep(delay)

    def close(self) -> None:
        self.inner.close()
