"""Which setting a source's figure belongs to. An abstract often gives a figure for each of two
settings that exclude each other (black-box / white-box, real-world / simulation, pretraining /
fine-tuning, training / inference, prefill / decoding, end-to-end / kernel-level), or one clause per device or
baseline ("… 3.22x on A100 GPU, and … 2.11x on AGX Orin"; "1.97x faster than vLLM, while …
3.92x faster than FlashAttention's"). A true figure for the other one is not an answer, so the
checker and the extractive answer read which one a figure is given for, clause by clause."""

from __future__ import annotations

import re
from functools import lru_cache

from index.chunking import sentence_spans
from rag.analysis import PART_SPLIT_RE
from rag.lexical import content_words, mentions, shared_asked
from rag.textnorm import figures, normalise, numbers

# (label, how a text states it), two to a pair
PAIRS = (
    (("black-box", re.compile(r"\bblack[- ]box", re.I)), ("white-box", re.compile(r"\bwhite[- ]box", re.I))),
    (("real-world", re.compile(r"\breal[- ]world\b|\breal robots?\b|\bphysical robots?\b", re.I)),
     ("simulation", re.compile(r"\bsimulat\w*|\bin sim\b", re.I))),
    (("pretraining", re.compile(r"\bpre-?train\w*", re.I)), ("fine-tuning", re.compile(r"\bfine-?tun\w*", re.I))),
    (("prefill", re.compile(r"\bpre-?fill\w*|\bprocess(?:es|ing)?\s+(?:the\s+)?(?:input\s+)?prompts?\b|"
                            r"\bprompt processing\b", re.I)),
     ("decoding", re.compile(r"\bdecod(?:e|es|ing)\b|\bgenerat(?:e|es|ing)\s+tokens\b|\btoken generation\b", re.I))),
    (("training", re.compile(r"(?<![\w-])training\b(?!-free)", re.I)),  # not post-training, nor training-free
     ("inference", re.compile(r"\binference\b|\bserving\b", re.I))),
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


@lru_cache(maxsize=256)  # read for every sentence and every pair
def _parts(question: str) -> tuple[str, ...]:
    return tuple(p for p in PART_SPLIT_RE.split(question) if len(p.split()) > 2) or (question,)


def _asked(question: str, pair) -> set[str]:
    """The side every part of the question asks about: "what fraction of the GPU hours …, and how
    much does it cut inference latency" asks of inference in one part only, so of neither alone."""
    sides = [_stated(p, pair) for p in _parts(question)]
    return set.intersection(*sides) if len(sides) > 1 else sides[0]


def contrary(sentence: str, question: str) -> bool:
    """The question asks about one side of a pair and the sentence states only the other."""
    for pair in PAIRS:
        asked, stated = _asked(question, pair), _stated(sentence, pair)
        if len(asked) == 1 and stated and not stated & asked:
            return True
    return False


@lru_cache(maxsize=1024)  # the same shown text is read for every sentence and every check of it
def clauses(source_text: str) -> tuple[str, ...]:
    return tuple(c for part in source_text.split(" … ") for a, b in sentence_spans(part)
                 for c in CLAUSE_RE.split(part[a:b]))


def crossed(sentence: str, source_text: str, question: str, terms: tuple[str, ...] = (),
            given: frozenset[str] = frozenset()) -> str | None:
    """Why a sentence's figure belongs to another setting than the one asked, or None. For a
    pair, the side is the one the sentence states, else the one the question asks about ("in
    the black-box setting"): a figure is crossed when every source clause that gives it states
    the other side only. For a device or baseline the question names (`terms`) that the source
    gives figures for ("on AGX Orin", "than vLLM"), a measured figure (a multiple, a percentage)
    is crossed when no clause that gives it names it. A sentence that counts the machines the
    question counts, never as many ("on 128 GPUs" for "on 8 GPUs"), is about another setting."""
    return _crossed(sentence, clauses(source_text), question, terms, given)


# a count of machines the question names: "on 8 GPUs", "on 128 A100 GPUs", "with 4 nodes"
COUNT_RE = re.compile(r"(?<![\w.])(\d+)\s*(?:x\s*)?(?:[a-z][\w-]*\s+)?(gpu|node|machine|device|core|server|worker|tpu|"
                      r"accelerator|card)s?\b")


def _machine_counts(text: str) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for n, noun in COUNT_RE.findall(normalise(text)):
        found.setdefault(noun, set()).add(n)
    return found


def _other_count(sentence: str, question: str) -> str | None:
    """The sentence counts the machines the question counts, and never as many ("85 minutes on
    128 GPUs" for "on 8 GPUs")."""
    asked = _machine_counts(question)
    if not asked:
        return None
    for noun, stated in _machine_counts(sentence).items():
        if noun in asked and not stated & asked[noun]:
            return f"it speaks of {min(stated, key=float)} {noun}s; the question asks about {min(asked[noun], key=float)}"
    return None


def _crossed(sentence: str, parts: tuple[str, ...], question: str, terms: tuple[str, ...],
             given: frozenset[str]) -> str | None:
    """`crossed`, on the source already split into clauses."""
    other = _other_count(sentence, question)
    if other:
        return other
    figures = sorted(numbers(sentence) - given)
    for pair in PAIRS:
        asked, claimed = _asked(question, pair), _stated(sentence, pair)
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


# a figure and the words just after it that say what it measures: "55.6% TFLOPs and 53.8% KV cache storage"
LABEL_RE = re.compile(r"(?<![\w./])(?<![a-z]-)(\d+(?:\.\d+)?)\s*(?:%|x\b)?\s*((?:(?!(?:and|or|while|with|during|in|on|for|of|"
                      r"at|than|to|by|from|over|compared|respectively)\b)[a-z][\w-]*\s*){1,3})")
# words of an asked quantity that any share or count has
_GENERIC = frozenset(content_words("fraction percentage percent share proportion amount number much many higher lower "
                                   "more less fewer baseline"))


def mislabelled(sentence: str, source_text: str, focus: frozenset[str], given: frozenset[str] = frozenset()) -> str | None:
    """Why a figure of the sentence is, in its source sentence, the figure of another quantity
    than the one asked, or None: the source labels another figure with the quantity asked
    ("53.8% KV cache storage") and this one with something else ("55.6% TFLOPs"), and the
    sentence does not give that other figure too."""
    focus = focus - _GENERIC
    if not focus:
        return None
    said = figures(sentence) - given  # not the digits of a name (FlashAttention-2), nor the question's "128 GPUs"
    for clause in clauses(source_text):
        labels = labelled(clause)
        asked = [f for f, (_, stems) in labels.items() if shared_asked(focus, stems)]
        if not asked or said & set(asked):
            continue
        # a figure of another part's quantity ("8.5 hours" beside "what BLEU …, and how long …") is that part's
        wrong = sorted(f for f, (_, stems) in labels.items() if f in said and stems and not shared_asked(focus, stems))
        if wrong:
            return f"the source gives {wrong[0]} for {labels[wrong[0]][0]}, and {asked[0]} for {labels[asked[0]][0]}"
    return None


def labelled(text: str) -> dict[str, tuple[str, frozenset[str]]]:
    """Each figure of the text with the words just after it, as written and stemmed ("53.8" ->
    "kv cache storage")."""
    return {f: (words.strip(), frozenset(content_words(words))) for f, words in LABEL_RE.findall(normalise(text))}
