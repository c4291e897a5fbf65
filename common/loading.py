"""Loading a library and its model in one go, without Python's cyclic collector rescanning it."""

from __future__ import annotations

import gc
import threading
from contextlib import contextmanager
from typing import Iterator

_lock = threading.Lock()
_depth = 0
_was_enabled = False


@contextmanager
def collector_paused() -> Iterator[None]:
    """Importing torch and sentence-transformers makes ~400,000 objects that live as long as the
    process; the collector, triggered by those allocations, rescanned them six times (~0.9 s of a
    first question on 2 cores). Paused while they load, one full pass afterwards files them as old,
    and later collections leave them be. Nested or concurrent loads resume it once, at the end."""
    global _depth, _was_enabled
    with _lock:
        if _depth == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            resume = _depth == 0 and _was_enabled
        if resume:
            gc.collect()
            gc.enable()
