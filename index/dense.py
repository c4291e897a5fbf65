"""Vector search over chunk embeddings with FAISS (inner product on unit vectors = cosine).

Exact search (`IndexFlatIP`) up to `ann_min_vectors`; past that an HNSW graph, whose build
and search cost grow far slower than exact search. `rag bench` measures the switch-over.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

HNSW_M = 32
HNSW_EF_CONSTRUCTION = 80
HNSW_EF_SEARCH = 128


def index_type(count: int, ann_min_vectors: int) -> str:
    return "hnsw" if count >= ann_min_vectors else "flat"


def build(vectors: np.ndarray, kind: str):
    import faiss

    dim = vectors.shape[1]
    if kind == "flat":
        index = faiss.IndexFlatIP(dim)
    elif kind == "hnsw":
        index = faiss.IndexHNSWFlat(dim, HNSW_M, faiss.METRIC_INNER_PRODUCT)
        index.hnsw.efConstruction = HNSW_EF_CONSTRUCTION
        index.hnsw.efSearch = HNSW_EF_SEARCH
    else:
        raise ValueError(f"unknown index type {kind!r}")
    index.add(np.ascontiguousarray(vectors, dtype=np.float32))
    return index


def save(index, path: Path) -> None:
    import faiss

    faiss.write_index(index, str(path))


def load(path: Path):
    import faiss

    index = faiss.read_index(str(path))
    if hasattr(index, "hnsw"):
        index.hnsw.efSearch = HNSW_EF_SEARCH
    return index


def search(index, query: np.ndarray, k: int, allowed: np.ndarray | None = None) -> list[tuple[int, float]]:
    """(chunk row, cosine) pairs, best first; only among `allowed` rows when given (the search
    itself skips the others, so k results are k allowed ones)."""
    import faiss

    params = None
    if allowed is not None:
        selector = faiss.IDSelectorBatch(np.ascontiguousarray(allowed, dtype=np.int64))
        params = (faiss.SearchParametersHNSW(sel=selector, efSearch=HNSW_EF_SEARCH) if hasattr(index, "hnsw")
                  else faiss.SearchParameters(sel=selector))
    k = min(k, index.ntotal if allowed is None else len(allowed))
    if k == 0:
        return []
    x = np.ascontiguousarray(query.reshape(1, -1), dtype=np.float32)
    scores, rows = index.search(x, k, params=params) if params is not None else index.search(x, k)
    return [(int(r), float(s)) for r, s in zip(rows[0], scores[0]) if r >= 0]
