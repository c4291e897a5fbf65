"""Small numeric helpers shared by the library, the evaluation and the benchmarks: milliseconds
since a start, nearest-rank percentiles, min/median/max summaries, a median's bootstrap interval,
resident memory."""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Callable
from pathlib import Path


def ms_since(start: float) -> float:
    """Milliseconds since `start` (a `time.perf_counter()` value), to the microsecond."""
    return round((time.perf_counter() - start) * 1000, 3)


def percentile(values: list[float | None], q: float) -> float | None:
    """Nearest-rank percentile (q in 0..100) of the values that are not None; None for none."""
    values = sorted(v for v in values if v is not None)
    if not values:
        return None
    rank = max(1, -(-q * len(values) // 100))  # ceil
    return values[int(rank) - 1]


def summary(values: list[float]) -> dict:
    values = sorted(values)
    return {"min": round(values[0], 3), "median": round(statistics.median(values), 3), "max": round(values[-1], 3),
            "n": len(values)}


def median_interval(values: list[float], level: float = 0.95, resamples: int = 4000, seed: int = 0) -> dict:
    """The median with a percentile-bootstrap interval: how far the median of another draw of as
    many values could fall, were the values independent (a fixed seed, so a saved result can be
    reproduced). Timings of one run share the machine's drift, so another run may land outside it."""
    import numpy as np

    v = np.asarray(values, dtype=float)
    medians = np.median(v[np.random.default_rng(seed).integers(0, len(v), (resamples, len(v)))], axis=1)
    tail = (1 - level) / 2 * 100
    low, high = np.percentile(medians, [tail, 100 - tail])
    return {"median": round(float(np.median(v)), 3), "low": round(float(low), 3), "high": round(float(high), 3),
            "level": level, "n": len(v)}


def latency(values_ms: list[float]) -> dict:
    values = sorted(values_ms)
    return {"p50": round(percentile(values, 50), 3), "p95": round(percentile(values, 95), 3),
            "min": round(values[0], 3), "max": round(values[-1], 3), "n": len(values)}


def timed(fn: Callable[[], object]) -> tuple[float, object]:
    start = time.perf_counter()
    result = fn()
    return time.perf_counter() - start, result


def rss_bytes() -> int:
    """Resident memory of this process, from /proc (Linux); 0 where unreadable."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0
