"""Build an index from corpus files: parse, chunk, embed, write FAISS + BM25 + SQLite.

Everything is written into a staging folder; only a complete build is renamed into place
and the `index` link swapped to it, so a build killed at any moment leaves the previous
index usable.
"""

from __future__ import annotations

import fcntl
import os
import secrets
import shutil
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path

from index import dense, store
from common.atomic import replace_symlink, write_text_atomic
from common.errors import IndexBusy
from index.chunking import Chunk, chunk_abstract, embed_text
from index.corpus import BUNDLED, corpus_files, fingerprint, load_corpus
from index.embedder import Embedder
from index.keyword import KeywordIndex
from index.manifest import FORMAT_VERSION, MANIFEST, ChunkingInfo, EmbeddingInfo, Manifest
from index.papers import Paper

LINK = "index"
BUILDS = "indexes"
STAGING_PREFIX = ".staging-"
LOCK = "build.lock"


def make_chunks(papers: list[Paper], embedder: Embedder, max_tokens: int, overlap: int) -> list[Chunk]:
    return [
        chunk
        for p in papers
        for chunk in chunk_abstract(p.paper_id, p.title, p.abstract, embedder.count_tokens, max_tokens, overlap)
    ]


def build_index(
    home: Path,
    paths: list[Path] | None,
    embedder: Embedder,
    embedder_sha256: str,
    max_tokens: int,
    overlap: int,
    ann_min_vectors: int,
    progress: bool = False,
) -> Manifest:
    with build_lock(Path(home)):
        return _build(home, paths, embedder, embedder_sha256, max_tokens, overlap, ann_min_vectors, progress)


@contextmanager
def build_lock(home: Path) -> Iterator[None]:
    """One build at a time per RAG_HOME: a second one stops at once and names the first.
    The lock is the kernel's (flock), so a killed build releases it."""
    home.mkdir(parents=True, exist_ok=True)
    fd = os.open(home / LOCK, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = os.pread(fd, 32, 0).decode(errors="replace").strip() or "unknown"
            raise IndexBusy(f"Another index build is running (pid {holder}) in {home}.",
                            "Wait for it to finish; the index it builds replaces the current one.") from None
        os.ftruncate(fd, 0)
        os.pwrite(fd, str(os.getpid()).encode(), 0)
        yield
    finally:
        os.close(fd)


def _build(home, paths, embedder, embedder_sha256, max_tokens, overlap, ann_min_vectors, progress) -> Manifest:
    started = time.perf_counter()
    builds = Path(home) / BUILDS
    _remove_staging(builds)  # left by killed builds: no other build can be running now
    files = corpus_files(paths or [BUNDLED])
    notices: list[str] = []
    papers = load_corpus(files, notices)
    chunks = make_chunks(papers, embedder, max_tokens, overlap)
    titles = {p.paper_id: p.title for p in papers}
    texts = [embed_text(titles[c.paper_id], c.text) for c in chunks]

    builds.mkdir(parents=True, exist_ok=True)
    build_id = new_build_id()
    staging = builds / f"{STAGING_PREFIX}{build_id}"
    staging.mkdir()
    try:
        vectors = embedder.embed_batch(texts, progress=progress)
        kind = dense.index_type(len(chunks), ann_min_vectors)
        dense.save(dense.build(vectors, kind), staging / "vectors.faiss")
        KeywordIndex.build(texts).save(staging / "bm25")
        store.write(staging / "papers.sqlite", papers, chunks)
        manifest = Manifest(
            format_version=FORMAT_VERSION,
            embedding_model=EmbeddingInfo(name=embedder.name, sha256=embedder_sha256, dim=vectors.shape[1]),
            chunking=ChunkingInfo(max_tokens=max_tokens, overlap_sentences=overlap),
            corpus_fingerprint=fingerprint(papers),
            corpus_files=[str(p) for p in files],
            papers=len(papers),
            chunks=len(chunks),
            index_type=kind,
            built_at=datetime.now(timezone.utc).isoformat(timespec="seconds"),
            build_seconds=round(time.perf_counter() - started, 2),
            files=_file_sizes(staging),
            notices=notices,
        )
        write_text_atomic(staging / MANIFEST, manifest.to_json())
        final = builds / build_id
        os.rename(staging, final)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    replace_symlink(Path(home) / LINK, f"{BUILDS}/{build_id}")
    _remove_old_builds(builds, keep=build_id)
    return manifest


def new_build_id() -> str:
    """Time to the microsecond, a random part, and the pid last (the staging clean-up reads it):
    two builds in the same second, or the same process twice, never share a folder."""
    stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%S%f")
    return f"{stamp}-{secrets.token_hex(3)}-{os.getpid()}"


def _file_sizes(folder: Path) -> dict[str, int]:
    return {
        str(p.relative_to(folder)): p.stat().st_size for p in sorted(folder.rglob("*")) if p.is_file()
    }


def _remove_old_builds(builds: Path, keep: str) -> None:
    """Every build but the current one (the build lock is held, so none is in progress)."""
    for entry in builds.iterdir():
        if entry.name != keep:
            shutil.rmtree(entry, ignore_errors=True)


def _remove_staging(builds: Path) -> None:
    if builds.is_dir():
        for entry in builds.glob(f"{STAGING_PREFIX}*"):
            shutil.rmtree(entry, ignore_errors=True)
