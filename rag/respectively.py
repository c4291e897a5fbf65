"""Figures given "respectively": "improves the average and tail JCT by up to 5.1x and 6.4x,
respectively" pairs average with 5.1x and tail with 6.4x. An answer that gives one of those
figures for another item of the list ("cuts tail latency by 5.1x") states a true figure of
another setting, which a check on numbers alone passes."""

from __future__ import annotations

import re

from index.chunking import sentence_spans
from rag.lexical import content_words
from rag.textnorm import normalise, numbers

_FIG = r"[~<>]?\d+(?:\.\d+)?\s*(?:%|x\b|[a-z]+\b)?"
# the figures just before "respectively": "5.1x and 6.4x,", "2.53%, 19.51%, 0.35%,"
FIGURES_RE = re.compile(rf"((?:{_FIG}\s*(?:,\s*(?:and\s+)?|\s+and\s+)){{1,5}}{_FIG})\s*,?\s*respectively\b")
_ITEM = r"([\w.+-]+)"


def pairs(sentence: str) -> list[tuple[str, frozenset[str], str]]:
    """(an item as written, its stemmed words, its figure), in order, when the sentence gives a list of
    figures "respectively" and a list of as many items before them ("A, B and C"); else []."""
    flat = normalise(sentence).replace("(", " ").replace(")", " ")
    found = FIGURES_RE.search(flat)
    if not found:
        return []
    figs = [n for n in re.findall(r"\d+(?:\.\d+)?", found.group(1))]
    k = len(figs)
    items_re = re.compile((rf"{_ITEM},\s+" * (k - 2)) + rf"{_ITEM},?\s+and\s+{_ITEM}")
    lists = list(items_re.finditer(flat[: found.start()]))
    if not lists:
        return []
    words = lists[-1].groups()
    items = [frozenset(content_words(w)) for w in words]
    if any(not w for w in items) or len(set(items)) < k:
        return []
    return [(word, item, fig[:-2] if fig.endswith(".0") else fig) for word, item, fig in zip(words, items, figs)]


def misaligned(sentence: str, text: str, question_words: frozenset[str]) -> str | None:
    """Why the sentence gives a figure of `text`'s "respectively" lists for another item than
    the one it belongs to, or None: it gives the i-th figure, the question or the sentence
    speaks of another item of that list, and never of the i-th."""
    said = numbers(sentence)
    spoken = question_words | content_words(sentence)
    for part in text.split(" … "):
        for a, b in sentence_spans(part):
            listed = pairs(part[a:b])
            for word, item, fig in listed:
                others = [w for w, o, _ in listed if o != item and o <= spoken]
                if fig in said and others and not item <= spoken:
                    return f"gives {fig}, which the source gives for {word}, not {others[0]}"
    return None
