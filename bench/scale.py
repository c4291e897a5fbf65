"""Scale: synthetic corpora of 100k and 1M chunks. Random unit vectors of the real dimension for
FAISS (exact, HNSW, IVF), generated text for BM25. Build time, memory, search latency one query
at a time (as the app searches), and recall@10 of the approximate indexes against exact search.

The vectors are drawn around 10,000 random topic centres (cosine about 0.55 to their centre), as
real abstract embeddings cluster by topic; uniformly random vectors in 384 dimensions are all
nearly equidistant, so their "top 10" is noise and no index can recall it. Queries are stored
vectors moved by noise (cosine about 0.95), so each has true near neighbours, as a question does."""

from __future__ import annotations

import time

import numpy as np

from index import dense
from index.keyword import KeywordIndex
from common.stats import latency, rss_bytes

DIM = 384
QUERIES = 200
K = 10
WORDS = ("gpu memory training inference model attention cache kernel quantization throughput latency "
         "transformer diffusion image vision language token sparse parallel pipeline tensor batch "
         "accuracy speedup bandwidth compression pruning distillation expert routing serving cluster").split()


TOPICS = 10_000


def _normalised(x: np.ndarray) -> np.ndarray:
    return x / np.linalg.norm(x, axis=1, keepdims=True)


def unit_vectors(rng, n: int) -> np.ndarray:
    centres = _normalised(rng.standard_normal((TOPICS, DIM), dtype=np.float32))
    x = centres[rng.integers(0, TOPICS, n)]
    for start in range(0, n, 100_000):  # in blocks, to keep the peak memory down
        block = x[start:start + 100_000]
        block += rng.standard_normal(block.shape, dtype=np.float32) * (1.5 / np.sqrt(DIM))
        x[start:start + 100_000] = _normalised(block)
    return x


def variants(n: int) -> list[tuple[str, dict]]:
    nlist = 1024 if n <= 200_000 else 4096
    return [("flat", {}), ("hnsw", {"efSearch": 64}), ("hnsw", {"efSearch": 128}),
            ("ivf", {"nlist": nlist, "nprobe": 16}), ("ivf", {"nlist": nlist, "nprobe": 64})]


def build(kind: str, x: np.ndarray, params: dict):
    import faiss

    if kind in ("flat", "hnsw"):
        index = dense.build(x, kind)
    else:
        quantizer = faiss.IndexFlatIP(DIM)
        index = faiss.IndexIVFFlat(quantizer, DIM, params["nlist"], faiss.METRIC_INNER_PRODUCT)
        rng = np.random.default_rng(1)
        index.train(x[rng.choice(len(x), min(len(x), 40 * params["nlist"]), replace=False)])
        index.add(x)
    return index


def search_all(index, kind: str, params: dict, queries: np.ndarray) -> tuple[list[float], np.ndarray]:
    if kind == "hnsw":
        index.hnsw.efSearch = params["efSearch"]
    if kind == "ivf":
        index.nprobe = params["nprobe"]
    times, found = [], []
    for q in queries:
        start = time.perf_counter()
        _, rows = index.search(q.reshape(1, -1), K)
        times.append((time.perf_counter() - start) * 1000)
        found.append(rows[0])
    return times, np.array(found)


def recall(found: np.ndarray, exact: np.ndarray) -> float:
    return float(np.mean([len(set(f) & set(e)) / K for f, e in zip(found, exact)]))


def measure_vectors(n: int, seed: int = 0) -> list[dict]:
    rng = np.random.default_rng(seed)
    x = unit_vectors(rng, n)
    noise = rng.standard_normal((QUERIES, DIM), dtype=np.float32) * (0.33 / np.sqrt(DIM))
    queries = _normalised(x[rng.choice(n, QUERIES, replace=False)] + noise)
    rows, built, exact = [], {}, None
    for kind, params in variants(n):
        key = (kind, params.get("nlist"))
        build_s = mem = None
        if key not in built:
            before = rss_bytes()
            start = time.perf_counter()
            built[key] = build(kind, x, params)
            build_s, mem = time.perf_counter() - start, rss_bytes() - before
        times, found = search_all(built[key], kind, params, queries)
        if kind == "flat":
            exact = found
        rows.append({"n": n, "index": kind, "params": params, "build_s": _r(build_s), "memory_mb": _mb(mem),
                     "search_ms": latency(times), f"recall@{K}": round(recall(found, exact), 4)})
    return rows


def measure_bm25(n: int, seed: int = 0) -> dict:
    rng = np.random.default_rng(seed)
    vocab = WORDS + [f"w{i}" for i in range(20_000)]
    weights = 1 / np.arange(1, len(vocab) + 1) ** 1.1  # Zipf-like word frequencies
    weights /= weights.sum()
    words = np.array(vocab)[rng.choice(len(vocab), size=(n, 60), p=weights)]  # one draw, not n
    docs = [" ".join(row) for row in words]
    del words
    before = rss_bytes()
    start = time.perf_counter()
    index = KeywordIndex.build(docs)
    build_s, mem = time.perf_counter() - start, rss_bytes() - before
    del docs
    queries = [" ".join(rng.choice(WORDS, size=6)) for _ in range(QUERIES)]
    times = []
    for q in queries:
        start = time.perf_counter()
        index.search(q, 50)
        times.append((time.perf_counter() - start) * 1000)
    return {"n": n, "build_s": _r(build_s), "memory_mb": _mb(mem), "search_ms": latency(times)}


def _r(value):
    return None if value is None else round(value, 3)


def _mb(value):
    return None if value is None else round(value / 1e6, 1)
