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
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

import numpy as np

from common.atomic import replace_symlink, write_text_atomic
from common.errors import IndexBusy
from index import dense, store
from index.arxiv import Slice
from index.chunking import Chunk, chunk_abstract, embed_text
from index.corpus import BUNDLED, corpus_files, fingerprint, load_corpus
from index.embedder import Embedder
from index.keyword import KeywordIndex
from index.manifest import FORMAT_VERSION, MANIFEST, ChunkingInfo, EmbeddingInfo, Manifest, check_embedder
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
    arxiv: Slice | None = None,
) -> Manifest:
    with build_lock(Path(home)):
        return _build(home, paths, embedder, embedder_sha256, max_tokens, overlap, ann_min_vectors, progress, arxiv)


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
        _remove_staging(home / BUILDS)  # left by killed builds: no other build can be running now
        yield
    finally:
        os.close(fd)


def _build(home, paths, embedder, embedder_sha256, max_tokens, overlap, ann_min_vectors, progress,
           arxiv: Slice | None) -> Manifest:
    started = time.perf_counter()
    files = corpus_files(paths or [BUNDLED])
    notices: list[str] = []
    papers = load_corpus(files, notices, arxiv)
    chunks = make_chunks(papers, embedder, max_tokens, overlap)
    texts = _texts(papers, chunks)
    return _write(Path(home), papers, chunks, texts, lambda: embedder.embed_batch(texts, progress=progress),
                  Built(embedder.name, embedder_sha256, max_tokens, overlap, ann_min_vectors,
                        [str(p) for p in files], notices, started, lambda: engine_report(embedder)))


def add_to_index(home: Path, paths: list[Path], embedder: Embedder, embedder_sha256: str, ann_min_vectors: int,
                 progress: bool = False, arxiv: Slice | None = None) -> tuple[Manifest, int]:
    """Add the papers of `paths` to the current index without re-embedding the indexed ones:
    their vectors are copied, only the new chunks are embedded, BM25 is rebuilt from the stored
    chunk texts, and the result is swapped in like a build. Returns (manifest, papers skipped
    because they were already indexed)."""
    with build_lock(Path(home)):
        from index.load import open_index

        started = time.perf_counter()
        current = open_index(Path(home))
        m = current.manifest
        check_embedder(m, embedder.name, embedder_sha256)  # one vector space per index
        files = corpus_files(paths)
        notices: list[str] = []
        old_papers = current.store.all_papers()
        known = {p.paper_id for p in old_papers}
        found = load_corpus(files, notices, arxiv)
        new_papers = [p for p in found if p.paper_id not in known]
        old_chunks = current.store.all_chunks()
        new_chunks = make_chunks(new_papers, embedder, m.chunking.max_tokens, m.chunking.overlap_sentences)
        papers, chunks = old_papers + new_papers, old_chunks + new_chunks
        new_texts = _texts(new_papers, new_chunks)

        def vectors():
            old = current.vectors.reconstruct_n(0, m.chunks) if m.chunks else np.zeros((0, m.embedding_model.dim))
            new = embedder.embed_batch(new_texts, progress=progress) if new_texts else np.zeros((0, old.shape[1]))
            return np.vstack([old, new]).astype(np.float32)

        built = Built(embedder.name, embedder_sha256, m.chunking.max_tokens, m.chunking.overlap_sentences,
                      ann_min_vectors, m.corpus_files + [str(p) for p in files], m.notices + notices, started,
                      lambda: engine_report(embedder))
        manifest = _write(Path(home), papers, chunks, _texts(papers, chunks), vectors, built)
        current.store.close()
        return manifest, len(found) - len(new_papers)


@dataclass
class Built:
    """What a manifest records besides the counts."""

    embedder: str
    embedder_sha256: str
    max_tokens: int
    overlap: int
    ann_min_vectors: int
    files: list[str]
    notices: list[str]
    started: float
    engine: Callable[[], dict]  # asked after embedding: where it ran


def engine_report(embedder: Embedder) -> dict:
    """What a Ray embedder recorded of its run; a local one ran here."""
    return getattr(embedder, "report", None) or {"engine": "local"}


def _texts(papers: list[Paper], chunks: list[Chunk]) -> list[str]:
    titles = {p.paper_id: p.title for p in papers}
    return [embed_text(titles[c.paper_id], c.text) for c in chunks]


def _write(home: Path, papers, chunks, texts, vectors, b: Built) -> Manifest:
    """Write a complete build into a staging folder, rename it into place, swap the link."""
    builds = home / BUILDS
    builds.mkdir(parents=True, exist_ok=True)
    build_id = new_build_id()
    staging = builds / f"{STAGING_PREFIX}{build_id}"
    staging.mkdir()
    try:
        matrix = vectors()
        kind = dense.index_type(len(chunks), b.ann_min_vectors)
        dense.save(dense.build(matrix, kind), staging / "vectors.faiss")
        KeywordIndex.build(texts).save(staging / "bm25")
        store.write(staging / "papers.sqlite", papers, chunks)
        manifest = Manifest(
            format_version=FORMAT_VERSION,
            embedding_model=EmbeddingInfo(name=b.embedder, sha256=b.embedder_sha256, dim=matrix.shape[1]),
            chunking=ChunkingInfo(max_tokens=b.max_tokens, overlap_sentences=b.overlap),
            corpus_fingerprint=fingerprint(papers),
            corpus_files=b.files,
            papers=len(papers),
            chunks=len(chunks),
            index_type=kind,
            built_at=datetime.now(timezone.utc).isoformat(timespec="seconds"),
            build_seconds=round(time.perf_counter() - b.started, 2),
            files=_file_sizes(staging),
            notices=b.notices,
            engine=b.engine(),
        )
        write_text_atomic(staging / MANIFEST, manifest.to_json())
        os.rename(staging, builds / build_id)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    replace_symlink(home / LINK, f"{BUILDS}/{build_id}")
    _remove_old_builds(builds, keep=build_id)
    return manifest


def new_build_id() -> str:
    """Time to the microsecond, a random part, and the pid last (which process made a folder):
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
