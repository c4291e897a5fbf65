"""Sentence-aware chunks of an abstract that fit the embedder's input, with a small overlap.

Each chunk's `text` is exactly `abstract[start:end]`, so the UI can highlight it. The title is
not part of the span; `embed_text` pairs it with the chunk so a chunk is findable by title.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from common.errors import CorpusError

# Words after which a full stop does not end a sentence.
ABBREVIATIONS = {"e.g", "i.e", "vs", "etc", "fig", "figs", "eq", "eqs", "sec", "no", "approx", "resp", "cf"}
BOUNDARY_RE = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9])")
# "… as guidance in refinement.Our extensive experiment …": a full stop the corpus left no space after, between a
# plain word and a capitalised one (not "llama.cpp", "e.g.Our", "github.com/X")
GLUED_RE = re.compile(r"(?<=[A-Za-z]{3}\.)(?=[A-Z][a-z])")
PLAIN_END_RE = re.compile(r"(?:^|\s)[(\"']?[A-Za-z]+\.$")


@dataclass(frozen=True)
class Chunk:
    paper_id: str
    ordinal: int
    start: int
    end: int
    text: str


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence, whitespace between sentences excluded."""
    spans, start = [], 0
    glued = [m for m in GLUED_RE.finditer(text) if PLAIN_END_RE.search(text, 0, m.start())]
    for m in sorted([*BOUNDARY_RE.finditer(text), *glued], key=lambda m: m.start()):
        if _ends_with_abbreviation(text[start:m.start()]):
            continue
        spans.append((start, m.start() + len(m.group(0).rstrip())))
        start = m.end()
    spans.append((start, len(text)))
    return [_trim(text, s, e) for s, e in spans if text[s:e].strip()]


def _ends_with_abbreviation(sentence: str) -> bool:
    words = sentence.rstrip(".!?").lower().split()
    if not words:
        return False
    last = words[-1].lstrip("([\"'")
    return last in ABBREVIATIONS or (last == "al" and len(words) > 1 and words[-2] == "et")


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def _pack(units: list[tuple[int, int, int]], budget: int, overlap: int) -> list[tuple[int, int]]:
    """Greedy packing of (start, end, tokens) units into spans within `budget` tokens,
    each span after the first repeating the last `overlap` units of the one before."""
    spans, first = [], 0
    while first < len(units):
        last, used = first, units[first][2]
        while last + 1 < len(units) and used + units[last + 1][2] <= budget:
            last += 1
            used += units[last][2]
        spans.append((units[first][0], units[last][1]))
        if last + 1 >= len(units):
            break
        first = max(first + 1, last + 1 - overlap)
    return spans


def chunk_abstract(
    paper_id: str,
    title: str,
    abstract: str,
    count_tokens: Callable[[str], int],
    max_tokens: int,
    overlap_sentences: int = 1,
) -> list[Chunk]:
    """Whole sentences packed up to `max_tokens` (title and the model's 2 special tokens
    included); a sentence longer than that is cut at word boundaries.

    Counts add up because the word-piece tokenizer splits on white space first."""
    budget = max_tokens - 2 - count_tokens(title)
    if budget < 1:
        raise CorpusError(
            f"The title of {paper_id} alone fills the {max_tokens}-token chunk limit; shorten it or raise "
            "RAG_INDEX__CHUNK_TOKENS."
        )
    units: list[tuple[int, int, int]] = []
    for s, e in sentence_spans(abstract):
        n = count_tokens(abstract[s:e])
        if n <= budget:
            units.append((s, e, n))
        else:
            words = [(s + m.start(), s + m.end()) for m in re.finditer(r"\S+", abstract[s:e])]
            pieces = _pack([(ws, we, count_tokens(abstract[ws:we])) for ws, we in words], budget, 0)
            units.extend((ps, pe, count_tokens(abstract[ps:pe])) for ps, pe in pieces)
    spans = _pack(units, budget, overlap_sentences)
    return [Chunk(paper_id, i, s, e, abstract[s:e]) for i, (s, e) in enumerate(spans)]


def embed_text(title: str, chunk_text: str) -> str:
    """What the embedder and BM25 see for a chunk: the title, then the chunk."""
    return f"{title}\n{chunk_text}"
