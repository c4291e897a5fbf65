"""Open a built index after checking it against its manifest."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from index import dense
from index.build import LINK
from common.errors import IndexNotReady
from index.keyword import KeywordIndex
from index.manifest import Manifest, read
from index.store import Store


@dataclass
class LoadedIndex:
    folder: Path
    manifest: Manifest
    store: Store
    vectors: object  # a faiss index
    keywords: KeywordIndex


def current_folder(home: Path) -> Path:
    link = Path(home) / LINK
    if not link.exists():
        raise IndexNotReady(f"No index at {link}.")
    return link.resolve()


def read_manifest(home: Path) -> Manifest:
    return read(current_folder(home))


def open_index(home: Path) -> LoadedIndex:
    folder = current_folder(home)
    manifest = read(folder)
    try:
        store = Store(folder / "papers.sqlite")
        counts = store.counts()
        vectors = dense.load(folder / "vectors.faiss")
        keywords = KeywordIndex.load(folder / "bm25", manifest.chunks)
    except IndexNotReady:
        raise
    except Exception as exc:  # any reader's failure means the same thing to the user
        raise IndexNotReady(f"The index at {folder} cannot be read ({type(exc).__name__}: {exc}).") from None
    if counts != (manifest.papers, manifest.chunks) or vectors.ntotal != manifest.chunks:
        raise IndexNotReady(f"The index at {folder} does not match its manifest.")
    return LoadedIndex(folder, manifest, store, vectors, keywords)
