"""Small helpers: repeat a measurement, summarise it, read memory use."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from pathlib import Path


def summary(values: list[float]) -> dict:
    values = sorted(values)
    return {"min": round(values[0], 3), "median": round(statistics.median(values), 3), "max": round(values[-1], 3),
            "n": len(values)}


def latency(values_ms: list[float]) -> dict:
    values = sorted(values_ms)
    pick = lambda q: values[min(len(values) - 1, max(0, -(-q * len(values) // 100) - 1))]  # noqa: E731
    return {"p50": round(pick(50), 3), "p95": round(pick(95), 3), "min": round(values[0], 3),
            "max": round(values[-1], 3), "n": len(values)}


def timed(fn: Callable[[], object]) -> tuple[float, object]:
    start = time.perf_counter()
    result = fn()
    return time.perf_counter() - start, result


def rss_bytes() -> int:
    """Resident memory of this process, from /proc (Linux); 0 where unreadable."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        import os

        return pages * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0
