"""Which setting a source's figure belongs to. An abstract often gives a figure for each of two
settings that exclude each other (black-box / white-box, real-world / simulation, pretraining /
fine-tuning, prefill / decoding, end-to-end / kernel-level), or one clause per device or
baseline ("… 3.22x on A100 GPU, and … 2.11x on AGX Orin"; "1.97x faster than vLLM, while …
3.92x faster than FlashAttention's"). A true figure for the other one is not an answer, so the
checker and the extractive answer read which one a figure is given for, clause by clause."""

from __future__ import annotations

import re

from index.chunking import sentence_spans
from rag.lexical import mentions
from rag.textnorm import normalise, numbers

# (label, how a text states it), two to a pair
PAIRS = (
    (("black-box", re.compile(r"\bblack[- ]box", re.I)), ("white-box", re.compile(r"\bwhite[- ]box", re.I))),
    (("real-world", re.compile(r"\breal[- ]world\b|\breal robots?\b|\bphysical robots?\b", re.I)),
     ("simulation", re.compile(r"\bsimulat\w*|\bin sim\b", re.I))),
    (("pretraining", re.compile(r"\bpre-?train\w*", re.I)), ("fine-tuning", re.compile(r"\bfine-?tun\w*", re.I))),
    (("prefill", re.compile(r"\bpre-?fill\w*|\bprocess(?:es|ing)?\s+(?:the\s+)?(?:input\s+)?prompts?\b|"
                            r"\bprompt processing\b", re.I)),
     ("decoding", re.compile(r"\bdecod(?:e|es|ing)\b|\bgenerat(?:e|es|ing)\s+tokens\b|\btoken generation\b", re.I))),
    (("end-to-end", re.compile(r"\bend[- ]to[- ]end\b", re.I)),
     ("kernel-level", re.compile(r"\b(?:kernel|layer|operator)[- ]level\b|\blayer[- ]wise\b|"
                                 r"\bper[- ](?:layer|kernel)\b", re.I))),
)
# ", while processing input prompts …", "; …", ", and 1.57x … on AGX Orin": a clause of its own
CLAUSE_RE = re.compile(r",\s*(?=(?:and|while|whereas|but|compared)\b)|;\s*")
# a figure measured against a setting: a multiple, a percentage, a rate (not "a 7B model")
MEASURED_RE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*(?:x|%|fps|ms)(?![a-z])")


def _stated(text: str, pair) -> set[str]:
    return {label for label, found in pair if found.search(text)}


def contrary(sentence: str, question: str) -> bool:
    """The question asks about one side of a pair and the sentence states only the other."""
    for pair in PAIRS:
        asked, stated = _stated(question, pair), _stated(sentence, pair)
        if len(asked) == 1 and stated and not stated & asked:
            return True
    return False


def clauses(source_text: str) -> list[str]:
    return [c for part in source_text.split(" … ") for a, b in sentence_spans(part)
            for c in CLAUSE_RE.split(part[a:b])]


def crossed(sentence: str, source_text: str, question: str, terms: tuple[str, ...] = (),
            given: frozenset[str] = frozenset()) -> str | None:
    """Why a sentence's figure belongs to another setting than the one asked, or None. For a
    pair, the side is the one the sentence states, else the one the question asks about ("in
    the black-box setting"): a figure is crossed when every source clause that gives it states
    the other side only. For a device or baseline the question names (`terms`) that the source
    gives figures for ("on AGX Orin", "than vLLM"), a measured figure (a multiple, a percentage)
    is crossed when no clause that gives it names it."""
    return _crossed(sentence, clauses(source_text), question, terms, given)


def _crossed(sentence: str, parts: list[str], question: str, terms: tuple[str, ...],
             given: frozenset[str]) -> str | None:
    """`crossed`, on the source already split into clauses."""
    figures = sorted(numbers(sentence) - given)
    for pair in PAIRS:
        asked, claimed = _stated(question, pair), _stated(sentence, pair)
        side = claimed or (asked if len(asked) == 1 else set())
        if len(side) != 1:
            continue
        (mine,) = side
        other = next(label for label, _ in pair if label != mine)
        if len(asked) == 1 and claimed and not claimed & asked:
            return f"it speaks of {mine}; the question asks about {other}"
        for figure in figures:
            giving = [c for c in parts if figure in numbers(c)]
            if giving and all(_stated(c, pair) == {other} for c in giving):
                return f"the source gives {figure} for {other}, not {mine}"
    settings = [t for t in terms if any(numbers(c) and _sets(c, t) for c in parts)]
    if len(settings) == 1:  # two named settings: each part of the answer may speak of either
        (term,) = settings
        for figure in sorted(set(MEASURED_RE.findall(normalise(sentence))) - given):
            giving = [c for c in parts if figure in numbers(c)]
            if giving and not any(mentions(c, term) for c in giving):
                return f"the source gives {figure} for another setting than {term}"
    return None


def for_other_setting(figure: str, sentence: str, question: str, terms: tuple[str, ...] = (),
                      given: frozenset[str] = frozenset()) -> bool:
    """Every clause of the sentence that gives the figure speaks of another setting than the
    question's, read against the sentence itself."""
    parts = clauses(sentence)
    giving = [c for c in parts if figure in numbers(c)]
    return bool(giving) and all(_crossed(c, parts, question, terms, given) for c in giving)


def _sets(clause: str, term: str) -> bool:
    """The clause gives its figures for `term`: "on AGX Orin", "than vLLM", "over Megatron-LM", with
    a few words between ("on a single AGX Orin"), not a clause away ("to train models, X reaches")."""
    return bool(re.search(rf"\b(?:on|than|over|vs\.?|versus|against|compared (?:to|with)|relative to)\s+"
                          rf"(?:[^\s,.;]+\s+){{0,3}}?{re.escape(term)}(?![\w-])",
                          clause, re.I))
