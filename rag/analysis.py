"""The question, analysed once: what it names, what it asks of those names, whether it wants
a figure. Every later step (the gates, the checker, the extractive answer, the decision) takes
this value instead of re-reading the question."""

from __future__ import annotations

import re
from dataclasses import dataclass

from rag.lexical import content_words, mentions, subject_terms
from rag.textnorm import numbers

WANTS_NUMBER_RE = re.compile(
    r"^\s*(how (much|many|fast|long|quickly|large|big|small|high|low)|by (how much|what))|"
    r"\b(accuracy|speedup|speed-up|throughput|error|score|rate|percentage|factor|frames?|fps|hours|days|"
    r"mAP|AP|FID|BLEU|LPIPS|memory|latency|improvement|increase|reduction|length)\b", re.I)


@dataclass(frozen=True)
class Analysis:
    text: str
    terms: tuple[str, ...]  # names the question is about (LongGen, GPT-5, A100)
    words: frozenset[str]  # its stemmed content words
    asked: frozenset[str]  # content words less the names: what is asked of them
    numbers: frozenset[str]  # figures the question itself gives
    wants_number: bool  # how much / how many / what accuracy …

    def names(self, term: str) -> bool:
        """The question itself mentions `term` (allowing a small misspelling)."""
        return mentions(self.text, term)


def analyse(question: str) -> Analysis:
    terms = tuple(subject_terms(question))
    words = frozenset(content_words(question))
    return Analysis(
        text=question,
        terms=terms,
        words=words,
        asked=words - frozenset(content_words(" ".join(terms))),
        numbers=frozenset(numbers(question)),
        wants_number=bool(WANTS_NUMBER_RE.search(question)),
    )
