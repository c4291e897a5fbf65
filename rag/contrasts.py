"""Settings that exclude each other within one paper (black-box / white-box, real-world /
simulation, pretraining / fine-tuning, prefill / decoding, end-to-end / kernel-level). An abstract often gives a figure for
each; a true figure for the other one is not an answer, so the checker and the extractive answer
read which one a figure belongs to."""

from __future__ import annotations

import re

from index.chunking import sentence_spans
from rag.textnorm import numbers

# (label, how a text states it), two to a pair
PAIRS = (
    (("black-box", re.compile(r"\bblack[- ]box", re.I)), ("white-box", re.compile(r"\bwhite[- ]box", re.I))),
    (("real-world", re.compile(r"\breal[- ]world\b|\breal robots?\b|\bphysical robots?\b", re.I)),
     ("simulation", re.compile(r"\bsimulat\w*|\bin sim\b", re.I))),
    (("pretraining", re.compile(r"\bpre-?train\w*", re.I)), ("fine-tuning", re.compile(r"\bfine-?tun\w*", re.I))),
    (("prefill", re.compile(r"\bpre-?fill\w*", re.I)), ("decoding", re.compile(r"\bdecod(?:e|es|ing)\b", re.I))),
    (("end-to-end", re.compile(r"\bend[- ]to[- ]end\b", re.I)),
     ("kernel-level", re.compile(r"\b(?:kernel|layer|operator)[- ]level\b|\blayer[- ]wise\b|\bper[- ](?:layer|kernel)\b", re.I))),
)


def _stated(text: str, pair) -> set[str]:
    return {label for label, found in pair if found.search(text)}


def contrary(sentence: str, question: str) -> bool:
    """The question asks about one side of a pair and the sentence states only the other."""
    for pair in PAIRS:
        asked, stated = _stated(question, pair), _stated(sentence, pair)
        if len(asked) == 1 and stated and not stated & asked:
            return True
    return False


def crossed(sentence: str, source_text: str, question: str, given: frozenset[str] = frozenset()) -> str | None:
    """Why a sentence's figure belongs to the other side of a pair, or None. The side is the one
    the sentence states, else the one the question asks about ("in the black-box setting");
    a figure is crossed when every source sentence that gives it states the other side only."""
    shown = [part[a:b] for part in source_text.split(" … ") for a, b in sentence_spans(part)]
    for pair in PAIRS:
        asked, claimed = _stated(question, pair), _stated(sentence, pair)
        side = claimed or (asked if len(asked) == 1 else set())
        if len(side) != 1:
            continue
        (mine,) = side
        other = next(label for label, _ in pair if label != mine)
        if len(asked) == 1 and claimed and not claimed & asked:
            return f"it speaks of {mine}; the question asks about {other}"
        for figure in sorted(numbers(sentence) - given):
            giving = [s for s in shown if figure in numbers(s)]
            if giving and all(_stated(s, pair) == {other} for s in giving):
                return f"the source gives {figure} for {other}, not {mine}"
    return None
