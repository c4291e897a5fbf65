"""Retrieval policy: dense, BM25 and hybrid (weighted reciprocal rank fusion), grouped to papers.

Fusion is done on paper ranks, not chunk ranks, so a paper with several matching chunks
does not crowd out the others.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterable
from typing import Protocol

import numpy as np
from pydantic import BaseModel, Field

from common.stats import ms_since as _ms
from index import dense
from index.embedder import Embedder
from index.load import LoadedIndex
from rag.analysis import named_datasets, named_tools
from rag.filters import Filters, passes
from rag.lexical import defined_names, head_named, mentions, subject_terms, title_head, title_names
from rag.settings import Mode, RetrievalSettings
from rag.textnorm import normalise


class ChunkHit(BaseModel):
    row: int
    ordinal: int
    start: int
    end: int
    text: str
    score: float


class PaperHit(BaseModel):
    paper_id: str
    title: str
    date: str | None
    url: str | None = None
    score: float
    dense_score: float | None = None
    bm25_score: float | None = None
    chunks: list[ChunkHit]


class SearchResult(BaseModel):
    query: str
    mode: Mode
    results: list[PaperHit]
    best_cosine: float | None = None  # top dense score, whatever the fusion ranked first
    filters: Filters | None = None
    excluded: int | None = Field(None, description="Papers the filters left out.")
    excluded_undated: int | None = Field(None, description="Of those, papers left out by a date filter because "
                                         "their date has no year.")
    title_names: list[str] = Field(default_factory=list, description="Words of the query, written like acronyms, "
                                   "that name a candidate paper by its title (GPTQ for \"GPTQ: Accurate …\").")
    timings: dict[str, float]


class Retriever(Protocol):
    def search(self, query: str, k: int | None = None, mode: Mode | None = None,
               filters: Filters | None = None, listing: bool = False) -> SearchResult: ...

    def paper_vectors(self, paper_ids: list[str]) -> dict[str, np.ndarray]: ...


def rank_papers(hits: Iterable[tuple[int, float]], paper_of: dict[int, str]) -> dict[str, tuple[int, float]]:
    """paper_id -> (1-based rank of its best chunk among papers, that chunk's score)."""
    ranks: dict[str, tuple[int, float]] = {}
    for row, score in hits:
        pid = paper_of[row]
        if pid not in ranks:
            ranks[pid] = (len(ranks) + 1, score)
    return ranks


def fuse(rankings: list[tuple[float, dict]], rrf_k: int) -> dict:
    """Weighted reciprocal rank fusion: key -> sum of weight / (rrf_k + rank)."""
    fused: dict = {}
    for weight, ranks in rankings:
        for key, (rank, _) in ranks.items():
            fused[key] = fused.get(key, 0.0) + weight / (rrf_k + rank)
    return fused


class HybridRetriever:
    def __init__(self, index: LoadedIndex, embedder: Embedder, settings: RetrievalSettings):
        self.index = index
        self.embedder = embedder
        self.settings = settings

    def search(self, query: str, k: int | None = None, mode: Mode | None = None,
               filters: Filters | None = None, listing: bool = False) -> SearchResult:
        """`listing`: for a list question, whose papers a name shared by a few of them identifies (each paper
        "on the C4 dataset"), where for another question it identifies none."""
        s = self.settings
        k, mode = k or s.top_k, mode or s.mode
        timings: dict[str, float] = {}
        t0 = time.perf_counter()
        allowed, excluded, undated = None, None, None
        if filters is not None and filters.active():
            allowed, excluded, undated = self._allowed(filters)
            timings["filter_ms"] = _ms(t0)
        dense_hits, bm25_hits = [], []
        if mode in ("dense", "hybrid"):
            t1 = time.perf_counter()
            vector = self.embedder.embed_batch([query])[0]
            timings["embed_ms"] = _ms(t1)
            t1 = time.perf_counter()
            dense_hits = dense.search(self.index.vectors, vector, s.candidates, allowed)
            timings["dense_ms"] = _ms(t1)
        if mode in ("bm25", "hybrid"):
            t1 = time.perf_counter()
            bm25_hits = self.index.keywords.search(query, s.candidates, allowed)
            timings["bm25_ms"] = _ms(t1)
        t1 = time.perf_counter()
        # (a list's dataset or tool named in capitals, "the GLUE benchmark", "the TVM compiler", identifies its few users
        # as a name does)
        results, titled = self._papers(dense_hits, bm25_hits, mode, k, query, LIST_NAME_USERS if listing else 1,
                                       named_datasets(query) + named_tools(query) if listing else [])
        timings["fuse_ms"] = _ms(t1)
        best = dense_hits[0][1] if dense_hits else self._best_cosine(query, results)
        timings["total_ms"] = _ms(t0)
        return SearchResult(query=query, mode=mode, results=results, best_cosine=best, timings=timings,
                            filters=filters if allowed is not None else None, excluded=excluded,
                            excluded_undated=undated, title_names=titled)

    def paper_vectors(self, paper_ids: list[str]) -> dict[str, np.ndarray]:
        """Each paper's place in the embedding space: the mean of its chunks' stored vectors, unit length."""
        if not paper_ids:
            return {}
        chunks = self.index.store.chunks(self.index.store.rows_of(list(paper_ids)))
        summed: dict[str, np.ndarray] = {}
        for row, c in chunks.items():
            v = self.index.vectors.reconstruct(row)
            summed[c.paper_id] = summed[c.paper_id] + v if c.paper_id in summed else v
        return {pid: v / (np.linalg.norm(v) or 1.0) for pid, v in summed.items()}

    def _allowed(self, filters: Filters) -> tuple[np.ndarray, int, int]:
        """Chunk rows of the papers that pass, papers left out, and of those the undated ones."""
        verdicts = [(pid, passes(filters, d, up, org)) for pid, d, up, org in self.index.store.paper_meta()]
        keep = [pid for pid, ok in verdicts if ok]
        undated = sum(ok is None for _, ok in verdicts)
        rows = np.array(self.index.store.rows_of(keep), dtype=np.int64)
        return rows, len(verdicts) - len(keep), undated

    def _best_cosine(self, query: str, results: list[PaperHit]) -> float | None:
        """Keyword search ranks without embeddings; the relevance gate still needs a cosine,
        so compare the query with the stored vectors of the chunks it found."""
        rows = [c.row for hit in results for c in hit.chunks]
        if not rows:
            return None
        vector = self.embedder.embed_batch([query])[0]
        return max(float(np.dot(vector, self.index.vectors.reconstruct(row))) for row in rows)

    def _papers(self, dense_hits, bm25_hits, mode: Mode, k: int, query: str,
                users: int = 1, datasets: list[str] | None = None) -> tuple[list[PaperHit], list[str]]:
        """The top papers, and the query's words that name one of the candidates by its title; `users`: how many
        candidates a name of the query may identify (`name_ranks`)."""
        s = self.settings
        rows = sorted({r for r, _ in dense_hits} | {r for r, _ in bm25_hits})
        if not rows:
            return [], []
        chunks = self.index.store.chunks(rows)
        paper_of = {row: c.paper_id for row, c in chunks.items()}
        d_ranks, b_ranks = rank_papers(dense_hits, paper_of), rank_papers(bm25_hits, paper_of)
        papers: dict = {}
        headed: dict[str, str] = {}
        if mode == "hybrid":
            # every candidate's title is read here, so the top papers need no second query
            papers = self.index.store.papers(sorted(set(paper_of.values())))
            texts = paper_texts(chunks)
            headed = headed_names(query, texts, {pid: p.title for pid, p in papers.items()})
            # "MVAD": an acronym that one candidate defines as its own name ("… Detection (MVAD)")
            own = defined_names(query, list(texts.values()), tuple(headed))
            terms = subject_terms(query)
            terms += [d for d in datasets or [] if d not in terms]
            n_ranks = name_ranks(terms + list(headed) + own, texts, b_ranks, d_ranks,
                                 {**unstated_heads(terms, texts, papers), **headed}, users)
            scores = fuse([(s.weight_dense, d_ranks), (s.weight_bm25, b_ranks), (s.weight_names, n_ranks)], s.rrf_k)
            chunk_scores = fuse(
                [(s.weight_dense, _row_ranks(dense_hits)), (s.weight_bm25, _row_ranks(bm25_hits))], s.rrf_k
            )
        else:
            ranks = d_ranks if mode == "dense" else b_ranks
            scores = {pid: score for pid, (_, score) in ranks.items()}
            chunk_scores = dict(dense_hits if mode == "dense" else bm25_hits)
        top = sorted(scores, key=lambda pid: (-scores[pid], pid))[:k]
        papers = papers or self.index.store.papers(top)
        return [
            PaperHit(
                paper_id=pid,
                title=papers[pid].title,
                date=papers[pid].date,
                url=papers[pid].url,
                score=round(scores[pid], 6),
                dense_score=d_ranks[pid][1] if pid in d_ranks else None,
                bm25_score=b_ranks[pid][1] if pid in b_ranks else None,
                chunks=self._best_chunks(pid, chunks, chunk_scores),
            )
            for pid in top
        ], list(headed)

    def _best_chunks(self, pid: str, chunks: dict, chunk_scores: dict[int, float]) -> list[ChunkHit]:
        mine = sorted((row for row, c in chunks.items() if c.paper_id == pid and row in chunk_scores),
                      key=lambda row: -chunk_scores[row])
        return [
            ChunkHit(row=row, ordinal=chunks[row].ordinal, start=chunks[row].start, end=chunks[row].end,
                     text=chunks[row].text, score=round(chunk_scores[row], 6))
            for row in mine[: self.settings.chunks_per_paper]
        ]


def paper_texts(chunks: dict) -> dict[str, str]:
    """paper_id -> its candidate chunks' text, joined."""
    text: dict[str, str] = {}
    for c in chunks.values():
        text[c.paper_id] = f"{text.get(c.paper_id, '')} {c.text}"
    return text


def name_ranks(names: list[str], text: dict[str, str], b_ranks: dict, d_ranks: dict,
               headed: dict[str, str] | None = None, users: int = 1) -> dict[str, tuple[int, float]]:
    """The candidate papers that a name of the query identifies, in BM25 order, then dense order:
    a third ranking for the fusion, so an exact name (LongGen) is not outvoted by papers that
    merely share the query's common words. A name counts only when exactly one candidate paper
    uses it (a GPU, a dataset or a benchmark named in many papers identifies none of them), or
    `users` at most (a list question's: each paper "on the C4 dataset"), or
    when it is the name before a candidate's title colon (`headed`: GPTQ, which other papers cite; of a list question,
    that paper and the few others that use it)."""
    if not names:
        return {}
    headed = headed or {}
    flat = {pid: normalise(t) for pid, t in text.items()}
    named: set[str] = set()
    for name in names:
        if name in headed:
            named.add(headed[name])
            if users == 1:  # (a list's name is also of the few papers that use it: "the TVM compiler")
                continue
        exact = {pid for pid, t in flat.items() if normalise(name) in t}
        # a name no candidate spells so (LongGenn, ProxylesNAS): the slower, tolerant comparison
        found = exact or {pid for pid, t in text.items() if mentions(t, name)}
        if 1 <= len(found) <= users:
            named |= found
    order = sorted(named, key=lambda pid: (b_ranks.get(pid, (10**9, 0))[0], d_ranks.get(pid, (10**9, 0))[0]))
    return {pid: (i + 1, 0.0) for i, pid in enumerate(order)}


LIST_NAME_USERS = 5  # the most candidates a name of a list question identifies together

TITLE_NAME_SHARE = 0.2  # of the candidates, the most that may use a title-heading word for it to name its paper


def headed_names(query: str, text: dict[str, str], titles: dict[str, str]) -> dict[str, str]:
    """Words of the query that head a candidate's title (`title_names`), each with the paper it
    heads, in query order; only words few candidates use (GPTQ, cited by 3 of 62): "CUDA", used
    by 13 of 38, is the platform, not the paper titled "CUDA: Convolution-based Unlearnable Datasets"."""
    names = title_names(query, titles.values())
    if not names:
        return {}
    by_head: dict[str, str] = {}
    for pid, t in titles.items():
        if head := title_head(t):
            by_head.setdefault(head, pid)  # two candidates with one head: the first names it
    words = [set(re.findall(r"[\w+-]+", t)) for t in text.values()]
    return {name: by_head[head_named(name, by_head)] for name in names
            if sum(name in w for w in words) <= TITLE_NAME_SHARE * len(titles)}


def unstated_heads(terms: list[str], text: dict[str, str], papers: dict) -> dict[str, str]:
    """Names of the query that head a candidate's title and that no candidate's text states ("Tilus: A Virtual
    Machine for …", whose abstract calls it "our VM"), each with the paper it heads: only its title names it."""
    heads = {head: pid for pid, p in papers.items() if (head := title_head(p.title))}
    return {t: heads[t] for t in terms if t in heads and not any(t.lower() in body.lower() for body in text.values())}


def _row_ranks(hits: list[tuple[int, float]]) -> dict[int, tuple[int, float]]:
    return {row: (i + 1, score) for i, (row, score) in enumerate(hits)}

