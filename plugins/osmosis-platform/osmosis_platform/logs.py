"""Structured server logs (JSON lines on stderr). Secret values are never passed to a logger;
request bodies and headers are never logged."""

from __future__ import annotations

import logging
import sys
from functools import cache
from typing import Any


@cache
def logger() -> Any:
    import structlog

    structlog.configure(
        processors=[
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            structlog.processors.format_exc_info,
            structlog.processors.JSONRenderer(),
        ],
        wrapper_class=structlog.make_filtering_bound_logger(logging.INFO),
        logger_factory=structlog.PrintLoggerFactory(sys.stderr),
        cache_logger_on_first_use=True,
    )
    return structlog.get_logger("osmosis.platform")
