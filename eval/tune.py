"""Sweep the retrieval-score abstention threshold (`answer.min_relevance`) without the model:
what share of unanswerable questions it catches, and what share of answerable ones it costs."""

from __future__ import annotations

from eval.questions import Question
from rag.analysis import analyse
from rag.decision import gate
from rag.pipeline import Pipeline

THRESHOLDS = [round(0.05 * i, 2) for i in range(0, 13)]
MIN_COVERAGE = 0.95


def sweep(pipeline: Pipeline, questions: list[Question], thresholds=THRESHOLDS) -> dict:
    signals = []
    for q in questions:
        found = pipeline.retriever.search(q.question)
        signals.append((q, found.best_cosine, pipeline.sources(found.results, no_llm=True)))
    rows = [_row(t, signals) for t in thresholds]
    return {"rows": rows, "suggested": suggest(rows), "min_coverage": MIN_COVERAGE}


def _row(threshold: float, signals) -> dict:
    abstain = [(q, gate(analyse(q.question), best, sources, threshold) is not None) for q, best, sources in signals]
    answerable = [a for q, a in abstain if q.answerable]
    unanswerable = [a for q, a in abstain if not q.answerable]
    abstained = [q for q, a in abstain if a]
    return {
        "threshold": threshold,
        "abstained": len(abstained),
        "precision": round(sum(not q.answerable for q in abstained) / len(abstained), 4) if abstained else None,
        "recall": round(sum(unanswerable) / len(unanswerable), 4) if unanswerable else None,
        "coverage": round(1 - sum(answerable) / len(answerable), 4) if answerable else None,
    }


def suggest(rows: list[dict]) -> float:
    """The threshold that catches the most unanswerable questions while still answering at least
    MIN_COVERAGE of the answerable ones; the lowest such threshold on ties."""
    ok = [r for r in rows if (r["coverage"] or 0) >= MIN_COVERAGE]
    if not ok:
        return rows[0]["threshold"]
    return max(ok, key=lambda r: ((r["recall"] or 0), -r["threshold"]))["threshold"]
