"""sha256 of large files, cached by (path, size, mtime) so a file is hashed once.

The cache is a small JSON file; a stale or unreadable cache is simply rebuilt.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from common.atomic import write_text_atomic

CHUNK = 1 << 20


def sha256_file(path: Path, progress=None) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        while block := f.read(CHUNK):
            digest.update(block)
            if progress is not None:
                progress(len(block))
    return digest.hexdigest()


def cached_sha256(path: Path, cache_file: Path | None) -> str:
    """sha256 of `path`, reusing a cached value while its size and mtime are unchanged."""
    path = Path(path).resolve()
    stat = path.stat()
    key = f"{path}|{stat.st_size}|{stat.st_mtime_ns}"
    cache = _read_cache(cache_file)
    if key in cache:
        return cache[key]
    value = sha256_file(path)
    if cache_file is not None:
        cache = {k: v for k, v in cache.items() if not k.startswith(f"{path}|")}
        cache[key] = value
        try:
            write_text_atomic(cache_file, json.dumps(cache, indent=1))
        except OSError:
            pass  # a read-only cache only costs a re-hash next time
    return value


def _read_cache(cache_file: Path | None) -> dict[str, str]:
    if cache_file is None or not os.path.exists(cache_file):
        return {}
    try:
        data = json.loads(Path(cache_file).read_text())
        return data if isinstance(data, dict) else {}
    except (OSError, ValueError):
        return {}


def remember_sha256(path: Path, value: str, cache_file: Path) -> None:
    """Record a hash computed elsewhere (e.g. while the file was written)."""
    path = Path(path).resolve()
    stat = path.stat()
    cache = {k: v for k, v in _read_cache(cache_file).items() if not k.startswith(f"{path}|")}
    cache[f"{path}|{stat.st_size}|{stat.st_mtime_ns}"] = value
    write_text_atomic(cache_file, json.dumps(cache, indent=1))
