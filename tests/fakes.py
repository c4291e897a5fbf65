"""Deterministic stand-ins for the swappable parts, for fast tests of the pipeline's logic."""

from __future__ import annotations

import hashlib
import re
from types import SimpleNamespace

import numpy as np

from rag.generator import ModelIdentity, Usage
from rag.pipeline import Pipeline
from rag.retrieval import ChunkHit, PaperHit, SearchResult
from rag.settings import Settings


class FakeEmbedder:
    """Bag-of-words vectors: texts sharing words get a high cosine."""

    name, dim = "fake", 256

    def embed_batch(self, texts, progress=False):
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for i, text in enumerate(texts):
            for word in re.findall(r"\w+", text.lower()):
                out[i, int(hashlib.md5(word.encode()).hexdigest(), 16) % self.dim] += 1
        return out / np.maximum(np.linalg.norm(out, axis=1, keepdims=True), 1e-9)

    def count_tokens(self, text):
        return len(text.split())


class ScriptedGenerator:
    """Replays queued outputs, one per call, in pieces; remembers the messages it was sent."""

    def __init__(self, *outputs: str):
        self.outputs = list(outputs)
        self.calls: list[list[dict]] = []
        self.identity = ModelIdentity(name="scripted", sha256="0" * 64, path="-", quantization=None)
        self.last_usage = Usage()

    def count_text_tokens(self, text):
        return len(text.split())

    def count_tokens(self, messages):
        return sum(len(m["content"].split()) for m in messages)

    def special_tokens(self):
        return frozenset({"<|im_start|>", "<|im_end|>", "<|endoftext|>"})

    def stream(self, messages, max_tokens, temperature=None):
        self.calls.append(messages)
        text = self.outputs.pop(0)
        self.last_usage = Usage(prompt=self.count_tokens(messages), completion=len(text.split()))
        for word in re.findall(r"\S+\s*", text):
            yield word


class FixedRetriever:
    def __init__(self, papers: list[tuple], vectors: dict | None = None):
        """papers: (title, text, cosine to the question[, fused score]) in rank order; the text is the
        abstract; the fused score is 1/rank unless given. vectors: paper_id ("p0", "p1", …) -> unit
        vector, for the papers that have one."""
        self.papers = papers
        self.vectors = vectors or {}
        self.abstracts = {f"p{i}": text for i, (_, text, *_) in enumerate(papers)}

    def search(self, query, k=None, mode=None, filters=None, listing=False):
        hits = [
            PaperHit(paper_id=f"p{i}", title=title, date=None, score=fused[0] if fused else 1 / (i + 1),
                     dense_score=cos,
                     chunks=[ChunkHit(row=i, ordinal=0, start=0, end=len(text), text=text, score=1.0)])
            for i, (title, text, cos, *fused) in enumerate(self.papers[: k or 5])
        ]
        best = max((cos for _, _, cos, *_ in self.papers), default=None)
        return SearchResult(query=query, mode="hybrid", results=hits, best_cosine=best, timings={})

    def paper_vectors(self, paper_ids):
        return {pid: self.vectors[pid] for pid in paper_ids if pid in self.vectors}


class FakeStore:
    def __init__(self, abstracts: dict[str, str]):
        self.abstracts = abstracts

    def papers(self, ids):
        return {pid: SimpleNamespace(abstract=self.abstracts[pid]) for pid in ids if pid in self.abstracts}


def fake_pipeline(retriever: FixedRetriever, generator: ScriptedGenerator | None = None,
                  settings: Settings | None = None) -> Pipeline:
    """The real Pipeline over fakes of each part (no generator: extractive answers only)."""
    return Pipeline(retriever=retriever, generator=generator, store=FakeStore(retriever.abstracts),
                    embedder=FakeEmbedder(), settings=settings or Settings(home="/nonexistent"),
                    index_fingerprint="f" * 64)
