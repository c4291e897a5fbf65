"""The extractive answer: the source sentences that best match the question, verbatim, each
with its citation. Used without a model (`--no-llm`) and in place of a model answer that
misses the question. A sentence must add something to the question to be picked."""

from __future__ import annotations

from dataclasses import dataclass

from index.chunking import sentence_spans
from rag.analysis import Analysis
from rag.answer import Source
from rag.checking import asked_figures, informative, new_names, on_subject
from rag.evidence import exact_names
from rag.lexical import content_words, mentions, shared_asked


@dataclass(frozen=True)
class Quote:
    n: int  # the source it is quoted from
    text: str
    score: float


def quote(q: Analysis, sources: list[Source], limit: int) -> list[Quote]:
    """The best sentence of each on-subject source, the `limit` best of those, in source order."""
    picked = []
    for source in (s for s in sources if on_subject(s, q.terms)):
        candidates = [part[a:b] for part in source.text.split(" … ") for a, b in sentence_spans(part)]
        scored = [(match(c, q), -i, c) for i, c in enumerate(candidates) if informative(c, q)]
        # a figure is asked for: a matching sentence with one comes before any without, and one
        # that names the quantity asked for ("27.9% accuracy") before one that gives another;
        # a name is asked for: one that names something ("we introduce … (D3PO)") comes first
        best = max((x for x in scored if x[0] > 0), default=None,
                   key=lambda x: (q.wants_number and _has_digit_figure(x[2], q), gives_quantity(x[2], q),
                                  q.wants_name and bool(new_names(x[2], q)), x))
        if best:
            picked.append(Quote(n=source.n, text=best[2], score=best[0]))
    picked = sorted(picked, key=lambda p: -p.score)[:limit]
    return sorted(picked, key=lambda p: p.n)


def _has_digit_figure(sentence: str, q: Analysis) -> bool:
    return _digits(asked_figures(sentence, q))


def _digits(figures: set[str]) -> bool:
    return any(f[0].isdigit() for f in figures)


def names_quantity(sentence: str, q: Analysis) -> bool:
    """The sentence speaks of what the question asks to be counted (accuracy, GPU hours)."""
    return bool(q.quantities) and shared_asked(q.quantities, content_words(sentence)) > 0


def gives_quantity(sentence: str, q: Analysis) -> bool:
    """A figure question's likeliest answer: a sentence with a figure and the quantity asked."""
    return q.wants_number and _has_digit_figure(sentence, q) and names_quantity(sentence, q)


def match(sentence: str, q: Analysis) -> float:
    """How well a source sentence answers: the asked words it shares and the settings it names
    that the question names (A6000, CIFAR-100), at least two (or all, if fewer), plus two when
    it holds a figure the question asks for (one when the figure is only spelled out: "three
    techniques" is more often a count of parts than the answer), plus one when it also names the
    quantity asked for; for a question that asks for a name, plus one when it names something.
    A question in other words than the abstract's may share one word only: the quantity, next
    to a figure ("27.9% testing accuracy"). 0 when it does not match."""
    asked = shared_asked(q.asked, content_words(sentence))
    shared = asked + sum(mentions(sentence, t) for t in exact_names(q))
    figures = asked_figures(sentence, q) if q.wants_number else set()
    quantity = bool(figures) and names_quantity(sentence, q)
    if not (quantity and _digits(figures)):
        if q.asked and not asked:
            return 0.0  # names alone say what it is about, not that it answers
        if shared < min(2, len(q.asked)):
            return 0.0
    if not q.wants_number:
        return shared + (1.0 if q.wants_name and new_names(sentence, q) else 0.0)
    return shared + (2.0 if _digits(figures) else 1.0 if figures else 0.0) + (1.0 if quantity else 0.0)
