"""Retrieval latency in-process, models loaded: dense, BM25 and hybrid over the core questions,
split into query embedding, search and fusion."""

from __future__ import annotations

import json

from rag.bench.stats import latency
from rag.resources import Resources
from rag.settings import PROJECT_ROOT

QUESTIONS = PROJECT_ROOT / "eval" / "questions" / "core.jsonl"


def measure(res: Resources, rounds: int = 3) -> dict:
    questions = [json.loads(line)["question"] for line in QUESTIONS.read_text().splitlines() if line.strip()]
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
