"""Retrieval latency in-process, models loaded: dense, BM25 and hybrid over the core questions,
split into query embedding, search and fusion."""

from __future__ import annotations

from common.stats import latency
from eval.questions import CORE, load_questions
from rag.resources import Resources


def measure(res: Resources, rounds: int = 3) -> dict:
    questions = [q.question for q in load_questions(CORE, res.index.store.paper_by_title())]
    retriever = res.retriever
    retriever.search(questions[0])  # load the embedder and warm caches
    out = {}
    for mode in ("dense", "bm25", "hybrid"):
        parts: dict[str, list[float]] = {}
        for _ in range(rounds):
            for q in questions:
                for key, value in retriever.search(q, mode=mode).timings.items():
                    parts.setdefault(key, []).append(value)
        out[mode] = {key: latency(values) for key, values in parts.items()}
    return {"questions": len(questions), "rounds": rounds, "modes": out}
