"""Every metric, defined once: per-question scores, then the aggregate over a run."""

from __future__ import annotations

import statistics

from common.stats import percentile
from rag.textnorm import contains

KS = (1, 3, 5, 10)


def recall_at_k(ranked: list[str], gold: list[str], k: int) -> float:
    return len(set(ranked[:k]) & set(gold)) / len(gold) if gold else 0.0


def reciprocal_rank(ranked: list[str], gold: list[str]) -> float:
    return next((1 / (i + 1) for i, pid in enumerate(ranked) if pid in set(gold)), 0.0)


def question_scores(question, answer: dict, ranked: list[str]) -> dict:
    """Scores of one answered question; `answer` is the Answer JSON."""
    shown = {s["n"]: s["paper_id"] for s in answer["sources"]}
    citations = answer["citations"]
    cited_ids = {c["paper_id"] for c in citations}
    cited_sentences = [s for s in answer["sentences"] if s["cited"]]
    abstained = answer["abstained"]
    found = [m for m in question.must_include if not abstained and contains(answer["answer"], m)]
    scores = {
        "abstained": abstained,
        "citations": len(citations),
        "valid_citations": sum(shown.get(c["n"]) == c["paper_id"] for c in citations),
        "cited_sentences": len(cited_sentences),
        "supported_sentences": sum(s["supported"] for s in cited_sentences),
        "cited_gold": bool(cited_ids & set(question.gold_ids)),
        "cited_all_gold": bool(question.gold_ids) and set(question.gold_ids) <= cited_ids,
        "cited_papers": len(cited_ids),
        "cited_gold_papers": len(cited_ids & set(question.gold_ids)),
        "must_include_found": len(found),
        "must_include_total": len(question.must_include),
        "rr": reciprocal_rank(ranked, question.gold_ids),
        **{f"recall@{k}": recall_at_k(ranked, question.gold_ids, k) for k in KS},
        "ttft_ms": answer["timings"]["ttft_ms"],
        "total_ms": answer["timings"]["total_ms"],
        "prompt_tokens": answer["tokens"]["prompt"],
    }
    scores["correct"] = is_correct(question, scores)
    return scores


def is_correct(question, scores: dict) -> bool:
    if not question.answerable:
        return scores["abstained"]
    cited = scores["cited_all_gold"] if question.kind == "list" else scores["cited_gold"]
    return (not scores["abstained"] and cited
            and scores["must_include_found"] == scores["must_include_total"])


def _ratio(num: float, den: float, empty: float | None) -> float | None:
    return num / den if den else empty


def aggregate(rows: list[dict]) -> dict:
    """rows: {"answerable": bool, "scores": {...}} per question."""
    answerable = [r["scores"] for r in rows if r["answerable"]]
    unanswerable = [r["scores"] for r in rows if not r["answerable"]]
    every = [r["scores"] for r in rows]
    abstained = [s for s in every if s["abstained"]]
    with_must = [s for s in answerable if s["must_include_total"]]
    listed = [r["scores"] for r in rows if r.get("kind") == "list" and r["answerable"]]
    summary = {
        "questions": len(rows),
        **{f"recall@{k}": _mean([s[f"recall@{k}"] for s in answerable]) for k in KS},
        "mrr": _mean([s["rr"] for s in answerable]),
        "citation_validity": _ratio(sum(s["valid_citations"] for s in every), sum(s["citations"] for s in every), 1.0),
        "cited_gold": _mean([float(s["cited_gold"]) for s in answerable]),
        "must_include": _mean([s["must_include_found"] / s["must_include_total"] for s in with_must]),
        "supported_sentences": _ratio(sum(s["supported_sentences"] for s in every),
                                      sum(s["cited_sentences"] for s in every), None),
        "abstention_precision": _ratio(sum(not r["answerable"] for r in rows if r["scores"]["abstained"]),
                                       len(abstained), None),
        "abstention_recall": _ratio(sum(s["abstained"] for s in unanswerable), len(unanswerable), None),
        "correct": _mean([float(s["correct"]) for s in every]),
        # of the papers a "which papers" answer lists, the share that are gold: a listed paper that is
        # not gold costs a list nothing in `correct`
        "list_precision": _ratio(sum(s.get("cited_gold_papers", 0) for s in listed),
                                 sum(s.get("cited_papers", 0) for s in listed), None),
        "ttft_ms_p50": percentile([s["ttft_ms"] for s in every], 50),
        "ttft_ms_p95": percentile([s["ttft_ms"] for s in every], 95),
        "total_ms_p50": percentile([s["total_ms"] for s in every], 50),
        "total_ms_p95": percentile([s["total_ms"] for s in every], 95),
        "prompt_tokens_mean": _mean([s["prompt_tokens"] for s in every if s["prompt_tokens"]]),
    }
    return {key: round(v, 4) if isinstance(v, float) else v for key, v in summary.items()}


def by_kind(rows: list[dict]) -> dict[str, dict]:
    """Each kind, and the questions worded away from the abstracts as "paraphrased" (across kinds)."""
    kinds: dict[str, list[dict]] = {}
    for row in rows:
        kinds.setdefault(row["kind"], []).append(row)
        if row.get("paraphrased"):
            kinds.setdefault("paraphrased", []).append(row)
    return {
        kind: {
            "questions": len(group),
            "correct": round(_mean([float(r["scores"]["correct"]) for r in group]), 4),
            "abstained": round(_mean([float(r["scores"]["abstained"]) for r in group]), 4),
            "recall@5": _round(_mean([r["scores"]["recall@5"] for r in group if r["answerable"]])),
            "must_include": _round(_mean([r["scores"]["must_include_found"] / r["scores"]["must_include_total"]
                                          for r in group if r["scores"]["must_include_total"]])),
        }
        for kind, group in sorted(kinds.items())
    }


def _mean(values: list[float]) -> float | None:
    return statistics.fmean(values) if values else None


def _round(value):
    return round(value, 4) if value is not None else None
