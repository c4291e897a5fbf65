"""Check what the model wrote against the sources it was shown.

Per sentence: citations to sources that were not shown are removed (and warned about); a cited
sentence is supported when its numbers appear in the cited source, the source is about the
subject the question names, and the sentence is close to the source (content-word overlap or
embedding cosine). An uncited sentence is attributed to the source that best supports it,
marked `attributed`. It reports what it found; `rag.decision` decides what the user sees.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

from index.chunking import sentence_spans
from rag.analysis import AUXILIARY, BIG_O_ASKED_RE, DURATION_RE, METRIC_ACRONYM, METRIC_ACRONYM_ASKED_RE, Analysis
from rag.answer import Citation, SentenceCheck, Source, shown_sentences
from rag.contrasts import (BRAND_RE, GENERIC_WORDS, MAGNITUDE, METRICS, WORD_COUNTS, base_for_variant, borrowed_label, changed,
                           clauses, compared_with_itself, compared_with_others, crossed, crossed_parallel,
                           failure_moved, figures_given, for_other_setting, hardware, labelled, made_by, misused,
                           mislabelled, misowned, misroled, names_model, names_other_variant, replaced_object,
                           replaced_subject, sibling_elsewhere, swapped_object, unsized, variant_of)
from rag.evidence import as_written, negates, premise_need, setting_before, size_elsewhere
from rag.lexical import (ASKS_OTHERS_RE, BRACKETED_ACRONYM_RE, MEASURE_ACRONYMS, METRIC_NAMES, OTHER_WORK, OWN_VOICE_RE,
                         PLAIN_ACRONYMS, STOPWORDS, TOKEN_RE, content_words, introduced_acronyms, introduced_names,
                         mentions, names_whole, of_others, paper_name, shared_asked, spelled_out, stem_of,
                         subject_terms, title_head, versioned_names)
from rag.prompting import CANNOT_ANSWER
from rag.respectively import misaligned
from rag.settings import AnswerSettings
from rag.textnorm import VAGUE_AMOUNTS, contains, figures, in_text, normalise, numbers, occurrences, plain

_NUMBERS = r"\d+(?:\s*[,;]\s*\d+)*"  # inside one citation mark: "1", "1, 3"
CITE_RE = re.compile(rf"\s*\[({_NUMBERS})\]")
# "… by 62%. [1] It …": marks after the full stop still belong to the sentence before it (and a second stop after
# them, "… by 62%. [1].", is the same one)
CITE_AFTER_STOP_RE = re.compile(rf"([.!?])((?:\s*\[{_NUMBERS}\])+)[.!?]?")
REFUSAL_RE = re.compile(
    r"(do(es)? not|don't|cannot|can't|can not) (answer|contain|provide|state|mention|say)|no information", re.I
)

Similarity = Callable[[str, str], float]


@dataclass(frozen=True)
class Thresholds:
    """How close a sentence must be to its source; always taken from the settings."""

    overlap: float
    cosine: float

    @classmethod
    def from_settings(cls, answer: AnswerSettings) -> "Thresholds":
        return cls(overlap=answer.support_overlap, cosine=answer.support_cosine)


@dataclass
class Checked:
    """The checked draft. `refused`: the model said it cannot answer (or said nothing);
    `supported_any`: some sentence is supported and adds something to the question."""

    answer: str
    refused: bool = False
    supported_any: bool = False
    names_asked: bool = False  # asked for a name, a supported sentence gives a cited paper's own ("GSASR.")
    citations: list[Citation] = field(default_factory=list)
    sentences: list[SentenceCheck] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def on_subject(source: Source, terms: tuple[str, ...] | list[str]) -> bool:
    """The paper (title and whole abstract, not just the shown chunk) names one of the terms (a
    maker by one of its products: "AGX Orin" for "NVIDIA's")."""
    about = f"{source.title} {source.abstract or source.text}"
    return not terms or any(mentions(about, t) or made_by(about, t) for t in terms)


def is_refusal(text: str) -> bool:
    flat = normalise(text)
    return normalise(CANNOT_ANSWER) in flat or bool(REFUSAL_RE.search(text[:200]))


def split_citations(sentence: str) -> tuple[str, list[int]]:
    cited = [int(n) for m in CITE_RE.finditer(sentence) for n in re.split(r"[,;]", m.group(1))]
    return CITE_RE.sub("", sentence).strip(), cited


def support(sentence: str, sources: list[Source], question_words: frozenset[str], thresholds: Thresholds,
            similarity: Similarity | None, given: frozenset[str] = frozenset(),
            stated: frozenset[str] = frozenset()) -> tuple[bool, str]:
    """Whether `sources` (one, or two together) back the sentence: its numbers all appear in
    them, its figures as figures, and the words it adds to the question mostly do too (or it
    is very close in meaning). `given`: numbers the question gives ("on an RTX 4070"); repeating
    one is backed when the source's abstract states it anywhere, like a name, though the shown
    sentences do not. `stated`: the figures the question gives as figures ("on 8 GPUs")."""
    names = "+".join(str(s.n) for s in sources)
    text, about = _shown_and_whole(sources)
    unnamed = [t for t in subject_terms(sentence) if not mentions(about, t)]
    if unnamed:
        return False, f"source {names} does not mention {unnamed[0]}"
    missing = numbers(sentence) - numbers(text) - (given & numbers(about))
    if missing:
        return False, f"numbers not in source {names}: {', '.join(sorted(missing))}"
    # "the parameters are 8B" of "Mixtral-8x7B": a figure the source has only as digits of a name
    named_only = {f for f in figures(sentence) - figures(text) - stated if f[0].isdigit()}
    if named_only:
        return False, f"source {names} gives {min(named_only)} only within a name, not as a figure"
    unit = invented_unit(sentence, text, given)
    if unit:
        return False, f"source {names} {unit}"
    unpercent = sorted(percentages(sentence) - percentages(text, ranges=True) - given)
    if unpercent:  # "a test error of 10.0%" from "10^4 GPU hours"
        return False, f"source {names} gives {unpercent[0]} only as another figure than a percentage"
    mixed = misaligned(sentence, text, question_words, given)
    if mixed:
        return False, mixed
    overlap = claim_overlap(sentence, text, question_words)
    if overlap >= thresholds.overlap:
        return True, f"overlap {overlap:.2f} with source {names}"
    if similarity is not None and len(sources) == 1 and (cos := similarity(sentence, sources[0].text)) >= thresholds.cosine:
        return True, f"cosine {cos:.2f} with source {names}"
    return False, f"too far from source {names} (overlap {overlap:.2f})"


def _shown_and_whole(sources: list[Source]) -> tuple[str, str]:
    """What the model was shown of the sources, and all they say (a name counts anywhere in the abstract)."""
    return (" ".join(f"{s.title} {s.text}" for s in sources),
            " ".join(f"{s.title} {s.abstract or s.text}" for s in sources))


def claim_overlap(sentence: str, text: str, question_words: frozenset[str]) -> float:
    """The share of the words a sentence adds to the question that `text` has (of all its words,
    when it adds fewer than two)."""
    words = content_words(sentence)
    novel = words - question_words
    if len(novel) < 2:  # "… requires O(1) memory …": one new word is too few to judge by
        novel = words
    return len(novel & content_words(text)) / max(len(novel), 1)


def swapped_names(sentence: str, source: Source, q: Analysis, thresholds: Thresholds) -> bool:
    """The sentence says what `source` says, of a name `source` does not mention: another
    paper's name on this paper's claim. Numbers it adds to the question are the source's too."""
    text, about = _shown_and_whole([source])
    return any(not mentions(about, t) for t in subject_terms(sentence)) and \
        not numbers(sentence) - q.numbers - numbers(text) and claim_overlap(sentence, text, q.words) >= thresholds.overlap


def premise_words(q: Analysis) -> frozenset[str]:
    """The words only a question's premise says ("must", "whole", "dataset" of "Since GPTQ must
    retrain the whole model on the full dataset, how many GPU hours does that retraining take?"),
    less its names: an answer that repeats them states the premise, which the source must back."""
    if not q.premise:
        return frozenset()
    names = content_words(" ".join(q.terms))
    rest = q.text.replace(q.premise, " ", 1)  # after "since X,"; of "why does X need more …", nothing but "why"
    return frozenset(content_words(q.premise) - content_words(rest) - names)


def new_names(sentence: str, q: Analysis) -> list[str]:
    found = subject_terms(sentence)
    found += [t for t in introduced_names(sentence) + introduced_acronyms(sentence) + versioned_names(sentence)
              if t not in found]
    # ("Segment Anything Model (SAM)" names what the question calls SAM)
    known = {w for a in BRACKETED_ACRONYM_RE.findall(sentence) if q.names(a)
             for w in (spelled_out(a, sentence) or "").split()}
    return [t for t in found if not q.names(t) and not (known and set(t.split()) <= known)
            and not UNIT_NAME_RE.fullmatch(t)]


# "502 petaFLOP/s", "TFLOPs": a unit of work, written in mixed case as a name is, names nothing
UNIT_NAME_RE = re.compile(r"(?:[kmgtpe]|kilo|mega|giga|tera|peta|exa)?flops?", re.I)


def new_figures(sentence: str, q: Analysis) -> set[str]:
    """The sentence's figures the question does not give; a digit within a name the question writes ("S3DIS") gives
    none."""
    given, found = _given(q.text, q.numbers), figures(sentence)
    return found - given - _worded(sentence, q.text) | _in_other_unit(sentence, q.text, found & given)


@lru_cache(maxsize=256)  # the question is read once, not once for every sentence judged against it
def _given(question: str, asked_numbers: frozenset[str]) -> frozenset[str]:
    """The figures a question gives, each written on its own somewhere in it (not only within a name: "S3DIS")."""
    flat = normalise(question)
    return frozenset(f for f in asked_numbers | figures(question) if _ends(flat, f))


def _in_other_unit(sentence: str, question: str, shared: set[str]) -> set[str]:
    """Of the figures `shared` by the sentence and the question, those the question gives in one unit
    and the sentence also in another: asked "within how much GPU memory … with 8-bit inference", the 8
    of "within 8GB GPU memory" is a new figure."""
    if not shared:  # (most sentences: nothing to read again)
        return set()
    flat, asked = normalise(sentence), normalise(question)
    found = set()
    for figure in shared:
        theirs = {_unit_of(asked, end) for end in _ends(asked, figure)}
        if theirs and None not in theirs and \
                any(u is not None and u not in theirs for u in (_unit_of(flat, end) for end in _ends(flat, figure))):
            found.add(figure)
    return found


def _unit_of(flat: str, end: int) -> int | str | None:
    """The unit of time or memory (its family in `UNITS`) written right after a figure ending at `end`,
    or "bit", or "multiple"; else None. (Not a magnitude: the "B" of "8B" counts parameters or tokens alike.)"""
    after = re.match(r"[\s-]?([a-z]+)\b", flat[end:])
    word = after.group(1) if after else ""
    if word in ("bit", "bits"):
        return "bit"
    if word in ("fold", "x", "times"):  # a multiple ("a 4-fold reduction"), no count of bits
        return "multiple"
    return next((i for i, family in enumerate(_units()[:2]) if word in family), None)


# "what additional inference latency …", "how much memory overhead …": a quantity added, which may be none
ADDED_RE = re.compile(r"\b(?:additional|extra|added)\s+((?:[a-z-]+\s+){0,2}[a-z]+)|\b([a-z]+)\s+overheads?\b")


@lru_cache(maxsize=256)  # the question is read once, not once for every sentence judged against it
def _added_heads(question: str, quantities: frozenset[str]) -> tuple[str, ...]:
    added = {w for pair in ADDED_RE.findall(normalise(question)) for w in pair if w}
    return tuple(h for h in sorted(quantities) if any(h in content_words(w) for w in added))


# figures `asked_figures` reads from words: none added or lost, all of a total, as much as another's (not a "limited
# amount of data", which others' work is often said to use, and which `amount_said` gives as its word)
NONE, ALL, AS_MUCH, SAME, NEAR, SHARE = "none", "all", "as much as", "the same", "near", "a share"
WORDED_AMOUNTS = frozenset({NONE, ALL, AS_MUCH, SAME, NEAR, SHARE})
# "how much accuracy does ZO2 lose": a quantity lost, which may be none
LOST_RE = re.compile(r"\bhow much\s+([a-z-]+)\s+(?:does|do|did|would|will|can|could)\s+[^?]*?\b(?:lose|drop|sacrifice)\b")


def _none_lost(sentence: str, q: Analysis) -> set[str]:
    """Asked how much of a quantity a thing loses ("how much accuracy does ZO2 lose"), a sentence that says it loses
    none ("absolutely no accuracy loss", "without any loss in accuracy") gives the figure: none."""
    lost = LOST_RE.search(normalise(q.text))
    if not lost:  # (most questions)
        return set()
    head = re.escape(lost.group(1)[:5])  # (its first letters: "accuracy", "accurate")
    return {NONE} if re.search(rf"\b(?:no|zero|without(?:\s+any)?)\s+(?:[a-z-]+\s+){{0,2}}?{head}\w*\s+(?:loss|drop|"
                                 rf"degradation)\b|\b(?:no|without(?:\s+any)?)\s+(?:loss|drop|degradation)\s+(?:of|in)\s+"
                                 rf"{head}", normalise(sentence)) else set()


def _none_added(sentence: str, q: Analysis) -> set[str]:
    """Asked what a thing adds ("what additional inference latency does LoRA introduce"), a
    sentence that says it adds none ("no additional inference latency") gives the figure: none."""
    if len(q.parts) != 1 or not q.quantities:
        return set()
    heads = _added_heads(q.text, q.quantities)
    flat = normalise(sentence)
    return {NONE} if any(re.search(rf"\b(?:no|zero|without\s+any)\s+(?:additional\s+|extra\s+|added\s+)?"
                                     rf"(?:[a-z-]+\s+){{0,2}}?{re.escape(h)}[a-z]*", flat) for h in heads) else set()


# "how much data": "using a minimal amount of data", an amount said in words ("at what cost in FLOPs": the same)
AMOUNT_ASKED_RE = re.compile(r"\bhow\s+much\s+([a-z]{3,})\b(?!\s+(?:faster|slower|more|less|lower|higher|better|worse))|"
                             r"\bat\s+what\s+cost\s+in\s+([a-z]{3,})\b")
AMOUNT_WORDS = r"minimal|small|tiny|limited|modest|little|large|huge|substantial|vast|massive"


@lru_cache(maxsize=256)  # the question is read once, not once for every sentence judged against it
def _amounts_asked(question: str) -> tuple[str, ...]:
    return tuple(a or b for a, b in AMOUNT_ASKED_RE.findall(normalise(question)))


def amount_said(sentence: str, q: Analysis) -> set[str]:
    """Asked how much of a thing ("with how much data"), a sentence that gives its amount in words ("using a
    minimal amount of data"), or as another's ("as much GPU memory as a single model needs", "with nearly same FLOPs"),
    gives the figure; so does one bringing a thing down to another's level, asked what it is reduced to."""
    asked = _amounts_asked(q.text)
    if not asked:  # (most questions)
        return _level_reached(sentence, q) | _size_said(sentence, q) | _grade_said(sentence, q) | _share_said(sentence, q)
    flat = normalise(sentence)
    # ("consuming only as much GPU memory as a single model needs": the amount of another thing)
    return {m.group(1) for noun in asked
            for m in re.finditer(rf"\b({AMOUNT_WORDS})\s+amounts?\s+of\s+(?:[a-z-]+\s+){{0,2}}?{re.escape(noun)}", flat)} | \
        {m.group(1) for noun in asked  # ("with minimal hyperparameter tuning": the amount before the thing)
         for m in re.finditer(rf"\b(?:with|using|requiring|needing)\s+(?:only\s+|very\s+)?({AMOUNT_WORDS})\s+"
                              rf"(?:[a-z-]+\s+){{0,1}}?{re.escape(noun)}", flat)} | \
        {AS_MUCH for noun in asked
         if re.search(rf"\bas\s+much\s+(?:[a-z-]+\s+){{0,2}}?{re.escape(noun)}\w*\s+(?:[a-z-]+\s+)?as\b", flat)} | \
        {SAME for noun in asked
         if re.search(rf"\b(?:the\s+)?same\s+(?:amount\s+of\s+)?(?:[a-z-]+\s+)?{re.escape(noun)}", flat)}


# "how large is the increase in parameters": a change's size, which may be said in words ("a minimal increase in
# parameters")
SIZE_ASKED_RE = re.compile(r"\bhow\s+(?:large|big|small)\s+(?:is|was|are|were)\s+the\s+([a-z]{3,})\s+(?:in|of)\s+"
                           r"([a-z]{3,})\b", re.I)


def _size_said(sentence: str, q: Analysis) -> set[str]:
    """Asked how large a change is ("how large is the increase in parameters"), a sentence that sizes it in words ("a
    minimal increase in parameters") gives the figure."""
    asked = SIZE_ASKED_RE.search(q.text)
    if not asked:  # (most questions)
        return set()
    change, thing = (re.escape(w.lower()) for w in asked.groups())
    return set(re.findall(rf"\b(?:an?|the)\s+(?:very\s+)?({AMOUNT_WORDS})\s+{change}\s+(?:in|of)\s+{thing}",
                          normalise(sentence)))


# "how much of the training time does that process account for": a share of a thing, which may be said in words ("a
# significant portion of the training time")
SHARE_ASKED_RE = re.compile(r"\bhow\s+much\s+of\s+(?:the\s+|its\s+|their\s+)?(?:[a-z-]+\s+)?([a-z]{3,})\b", re.I)
SHARE_WORDS = r"significant|major|considerable|large|big|small|minor|substantial|sizable|sizeable|tiny"


def _share_said(sentence: str, q: Analysis) -> set[str]:
    """Asked how much of a thing another takes ("how much of the training time"), a sentence that says its share in
    words ("accounts for a significant portion of the training time") gives the figure."""
    asked = SHARE_ASKED_RE.search(q.text)
    if not asked:  # (most questions)
        return set()
    return {SHARE} if re.search(rf"\b(?:an?|the)\s+(?:very\s+)?(?:{SHARE_WORDS})\s+(?:portion|share|fraction|part|"
                                rf"proportion)\s+of\s+(?:the\s+|its\s+|their\s+)?(?:[a-z-]+\s+){{0,2}}?"
                                rf"{re.escape(asked.group(1).lower())}", normalise(sentence)) else set()


# "what resolution does it keep inside channel and spatial attention": a grade of it, which may be said in words ("high
# internal resolution")
GRADE_ASKED_RE = re.compile(r"\bwhat\s+(resolution|precision)\b", re.I)
GRADES = r"high|higher|low|lower|full|original|native|reduced"


def _grade_said(sentence: str, q: Analysis) -> set[str]:
    """Asked what resolution or precision a thing keeps, a sentence that grades it in words ("keeping high internal
    resolution") gives the figure."""
    asked = GRADE_ASKED_RE.search(q.text)
    if not asked:  # (most questions)
        return set()
    return set(re.findall(rf"\b({GRADES})\s+(?:[a-z-]+\s+)?{asked.group(1).lower()}\b", normalise(sentence)))


# "what does it reduce its computational cost to?": a level it is brought down to, which may be another's
REDUCED_TO_RE = re.compile(r"\b(?:reduce|cut|lower|bring|decrease|shrink)\w*\s+[^?,]*?\bto\s*(?:[?,]|$)", re.I)
SAME_LEVEL_RE = re.compile(r"\b(?:reduc|cut|lower|bring|brought|decreas|shrink)\w*\s+[^.;]*?\bto\s+(?:the\s+)?"
                           r"(?:same|similar|comparable)\s+level\s+(?:of|as)\b", re.I)


def _level_reached(sentence: str, q: Analysis) -> set[str]:
    """Asked what a thing is reduced to, a sentence that brings it down to another's level ("reduce the computational
    cost … to the same level of regular training") gives the amount: the same."""
    return {SAME} if REDUCED_TO_RE.search(q.text) and SAME_LEVEL_RE.search(sentence) else set()


# a short time said in words: "clips lasting merely a few seconds", "in a number of seconds or minutes"
FEW_UNITS_RE = re.compile(r"\b(?:a\s+few|a\s+couple\s+of|a\s+number\s+of)\s+(?:seconds|minutes|hours|days|weeks|months|"
                          r"years)\b")


def _few_units(sentence: str, q: Analysis) -> set[str]:
    """Asked how long a thing takes or lasts, a sentence that says it in words ("lasting merely a few seconds") gives
    the figure."""
    if not DURATION_RE.match(q.text):  # (most questions)
        return set()
    flat = normalise(sentence)
    # (asked how long a thing takes to do, a length it lasts is another's: "clips lasting merely a few seconds" is no time
    # to generate them)
    taken = bool(TAKES_RE.search(q.text))
    return {m.group(0) for m in FEW_UNITS_RE.finditer(flat) if not (taken and LASTING_RE.search(flat, 0, m.start()))}


# a size said by its order: "a few million nodes", "hundreds of millions of nodes", "66 million nodes"
SCALE_RE = re.compile(r"(?:\b(a\s+few|several|a|one|tens\s+of|hundreds\s+of|(?<![\d.])\d+(?:\.\d+)?)\s+)?"
                      r"\b(thousand|million|billion|trillion)s?\s+(?:of\s+)?([a-z]+)")
SCALE_STEPS = {"thousand": 3, "million": 6, "billion": 9, "trillion": 12}


def _scales(flat: str, led: bool = False) -> dict[str, set[int]]:
    """The orders of size said of each counted noun ("hundreds of millions of nodes": node, 8); `led`: only those said
    with a word or figure before the magnitude ("a few million nodes", not "how many million Gaussians")."""
    said: dict[str, set[int]] = {}
    for m in SCALE_RE.finditer(flat):
        lead = m.group(1) or ""
        if led and not lead:
            continue
        digits = re.fullmatch(r"[\d.]+", lead)
        order = len(str(int(float(lead)))) - 1 if digits else 1 if lead.startswith("tens") else \
            2 if lead.startswith("hundreds") else 0
        said.setdefault(stem_of(m.group(3)), set()).add(SCALE_STEPS[m.group(2)] + order)
    return said


@lru_cache(maxsize=256)  # the question is read once, not once for every sentence judged against it
def _asked_scales(question: str) -> dict[str, set[int]]:
    return _scales(normalise(question), led=True)


def other_scale(sentence: str, question: str) -> bool:
    """Asked of things of a size ("on graphs with a few million nodes"), the sentence says the same things at another
    order of size only ("on graphs with hundreds of millions of nodes"): its figures are another setting's."""
    asked = _asked_scales(question)
    if not asked:
        return False
    said = _scales(normalise(sentence))
    return any(noun in said and not said[noun] & orders for noun, orders in asked.items())


TAKES_RE = re.compile(r"\btak(?:e|es|ing)\b", re.I)
LASTING_RE = re.compile(r"\blast(?:s|ing|ed)?\s+(?:(?:merely|only|just|about|roughly|up\s+to)\s+)?$")


# "how close to full attention is its quality": how near to a mark, which a sentence may say in words
CLOSE_TO_RE = re.compile(r"\bhow\s+close\s+to\s+([a-z]{3,})\b")


@lru_cache(maxsize=256)  # the question is read once, not once for every sentence judged against it
def _near_mark(question: str) -> re.Pattern | None:
    mark = CLOSE_TO_RE.search(normalise(question))
    return re.compile(rf"\b(?:near|nearly|close\s+to|almost)[\s-]+{re.escape(mark.group(1))}\b") if mark else None


def _near(sentence: str, q: Analysis) -> set[str]:
    """Asked how close to a mark a thing comes ("how close to full attention is the quality HGCA keeps"), a sentence
    that says it is near the mark ("with near-full attention quality") gives the figure."""
    near = _near_mark(q.text)
    if near is None:  # (most questions)
        return set()
    return {NEAR} if near.search(normalise(sentence)) else set()


# "what relative error do they have": "relative errors on the order of machine precision", an error said in words
ERROR_ASKED_RE = re.compile(r"\bwhat\s+(?:[a-z-]+\s+)?errors?\b|\bhow\s+(?:large|big|small)\s+(?:is|are)\s+"
                            r"(?:the|its|their)\s+(?:[a-z-]+\s+)?errors?\b")
MACHINE_PRECISION_RE = re.compile(r"\berrors?\s+(?:[a-z-]+\s+){0,2}?(?:on\s+the\s+order\s+of|at|within|near|close\s+to)\s+"
                                  r"(?:the\s+)?machine\s+(?:precision|epsilon)\b")


@lru_cache(maxsize=256)  # the question is read once, not once for every sentence judged against it
def _error_asked(question: str) -> bool:
    return bool(ERROR_ASKED_RE.search(normalise(question)))


def machine_precision(sentence: str, q: Analysis) -> set[str]:
    """Asked what error a method has, a sentence saying its errors are on the order of machine precision gives it."""
    if not _error_asked(q.text):  # (most questions)
        return set()
    return {NEAR} if MACHINE_PRECISION_RE.search(normalise(sentence)) else set()


# "on how many of 27 benchmarks": a count out of a total the question gives
OUT_OF_RE = re.compile(r"\bhow many of (?:the |its |their )?(\d+)\b", re.I)


def _all_of(sentence: str, q: Analysis) -> set[str]:
    """Asked how many of a total ("on how many of 27 benchmarks"), a sentence that says all of them ("surpasses … on
    all 27 benchmarks") gives the count, though its only digits are the question's."""
    total = OUT_OF_RE.search(q.text)
    if not total:  # (most questions)
        return set()
    all_of = re.compile(rf"\ball\s+(?:of\s+)?(?:the\s+)?{total.group(1)}\b")
    # (in a clause on the variants asked: "Bar-4B beats Baz-3B on all 27 tasks" is no count for Bar-4B against Baz-7B)
    return {ALL} if any(all_of.search(normalise(c)) and not names_other_variant(c, q.terms) for c in clauses(sentence)) \
        else set()


# a figure the question writes in words with what it counts: "to four bits"
WORDED_RE = re.compile(rf"\b({'|'.join(w for w, n in WORD_COUNTS.items() if n != '1')})[\s-]+([a-z]{{3,}})")


@lru_cache(maxsize=256)  # the question is read once, not once for every sentence judged against it
def _worded_figures(question: str) -> tuple[tuple[str, list[str]], ...]:
    return tuple((WORD_COUNTS[word], content_words(noun)) for word, noun in WORDED_RE.findall(normalise(question)))


def _worded(sentence: str, question: str) -> set[str]:
    """The question's own figures, written in words, that the sentence writes in digits with the
    same word after them ("four bits" and "4-bit quantization"; not "a 4-fold reduction")."""
    flat = normalise(sentence)
    own = set()
    for figure, stem in _worded_figures(question):
        after = [content_words(m.group(1)) for m in re.finditer(rf"(?<![\w./]){figure}[\s-]*([a-z]+)", flat)]
        if stem and after and all(a == stem for a in after):
            own.add(figure)
    return own


HOW_MANY_RE = re.compile(r"\bhow\s+many\b", re.I)
REACHED_FIGURE_RE = re.compile(r"\b(?:reach|achiev|attain|hit)\w*\s+(?:an?\s+|the\s+)?(\d+(?:\.\d+)?)", re.I)
# "How long do state-of-the-art text-conditional 3D generation methods typically need …": asked of other work
ASKED_OF_OTHERS_RE = re.compile(r"^\s*(?:[^?,]*,\s*)?(?:how\s+[a-z]+|what(?:\s+[\w-]+){0,3}?)\s+(?:do|does|did|can|"
                                r"could|are|is|were|was)\s+(?:the\s+)?" + OTHER_WORK, re.I)


def _own_for_others(sentence: str, asking: str) -> bool:
    """Asked what other work needs or reaches, a sentence in the paper's own voice that does not speak of that work
    gives the paper's figures ("we explore an alternative method … which produces 3D models in only 1-2 minutes")."""
    return bool(ASKED_OF_OTHERS_RE.match(asking)) and bool(OWN_VOICE_RE.search(sentence)) and \
        not ASKS_OTHERS_RE.search(sentence)


# "(e.g. >3% for Llama2-7b with 2-bit quantization in GPTQ and Greenbit)": an example's figures, credited by name at
# its end to other methods
CREDITED_RE = re.compile(r"\((?:e\.g\.|for\s+example|for\s+instance)[,:]?\s+([^()]*?)\s+(?:in|by|from|using)\s+"
                         r"((?:the\s+)?[A-Z][\w.-]*(?:(?:,\s*|,?\s+(?:and|or)\s+)[A-Z][\w.-]*)*)\s*\)")
CREDITED_NAME_RE = re.compile(r"[A-Z][\w.-]*")


def _credited_names(m: re.Match) -> list[str]:
    """The methods an example is credited to, not a kind of hardware ("(e.g. hundreds of GPUs)")."""
    return [n for n in CREDITED_NAME_RE.findall(m.group(2)) if n.rstrip("s") not in PLAIN_ACRONYMS]


def _credits(text: str, q: Analysis) -> list[tuple[set[str], list[str]]]:
    """Each example the text credits by name to other methods the question does not name, as its figures and those
    names: not the paper's own ("… nonnegligible accuracy loss (e.g. >3% for Llama2-7b with 2-bit quantization in GPTQ
    and Greenbit)")."""
    return [(figures(m.group(1)) | numbers(m.group(1)), names) for m in CREDITED_RE.finditer(text)
            if (names := _credited_names(m)) and not any(q.names(n) for n in names)]


def _credited_to_others(sentence: str, q: Analysis) -> set[str]:
    """The figures of the sentence's examples credited to other methods (`_credits`)."""
    return {f for found, _ in _credits(sentence, q) for f in found}


# a comparison a sentence states: "outperforms …", "… than …"
COMPARING_RE = re.compile(r"\b(?:outperform\w*|surpass\w*|beat\w*|than|compared\s+(?:to|with)|versus|vs\.?)\s", re.I)


def against_unnamed(sentence: str, shown: str, q: Analysis) -> str | None:
    """A sentence that gives a figure against the baseline the question names ("outperforms GPT-4V on 9 benchmarks"),
    which every source clause giving that figure states against other things ("outperforms established LMMs … on 9
    benchmarks")."""
    said = [b for b in q.baselines if mentions(sentence, b)]
    found = new_figures(sentence, q)
    # (or against another it names: "outperforms established LMMs … on 9 benchmarks", copied from the source)
    if not q.baselines or not found or not said and not COMPARING_RE.search(sentence):
        return None
    giving = [c for c in clauses(shown) if found & (numbers(c) | figures(c))]
    if not giving or any(mentions(c, b) for c in giving for b in q.baselines):
        return None
    return f"the source gives {', '.join(sorted(found))} against other work than {(said or q.baselines)[0]}"


def credited_elsewhere(sentence: str, shown: str, q: Analysis) -> str | None:
    """A sentence that gives its subject figures the source gives only in an example it credits to other methods:
    "The fast 2-bit method itself has a 3% accuracy degradation …" of "(e.g. >3% for Llama2-7b with 2-bit quantization
    in GPTQ and Greenbit)"."""
    said = figures(sentence) - figures(q.text)
    credits = _credits(shown, q) if said and "(" in shown else []
    if not credits or not said <= {f for found, _ in credits for f in found}:
        return None
    names = [n for _, named in credits for n in named]
    opener = next(iter(TOKEN_RE.findall(sentence)), None)
    if opener in names:  # ("GPTQ loses over 3% …": said of the one credited)
        return None
    return f"the source gives {min(said)} for {' and '.join(dict.fromkeys(names))}, not for what the question asks of"


def asked_figures(sentence: str, q: Analysis, quoted: bool = False) -> set[str]:
    """The new figures that can be the one asked for: for a question for a share ("what
    fraction …"), only percentages; a count of parameters is a true figure of another kind. Nor
    a figure the sentence gives for another setting than the question's ("1.97x faster than
    vLLM" in generating tokens, when asked about processing prompts), nor one labelled with
    another kind of quantity ("55.6% TFLOPs" for how much faster); asked how much faster, a
    multiple, a share or a time; asked how many of a thing, a figure next to that thing ("a single
    GPU", when no figure in digits counts it). A `quoted` source sentence is the source itself: a
    multiple it does not state against the baseline the question names ("than QLoRA") is against
    another; a model's sentence need not repeat the baseline, the check against its source decides."""
    found = new_figures(sentence, q) | _none_added(sentence, q) | _none_lost(sentence, q) | amount_said(sentence, q) | \
        _all_of(sentence, q) | _few_units(sentence, q) | _near(sentence, q) | machine_precision(sentence, q)
    flat = normalise(sentence)
    # "a 3D U-Net": a space's dimensions name a kind of thing, no quantity of it
    # (nor an item's mark, "(2) in a lossless manner without adding parameters", nor "two-dimensional")
    found = {f for f in found if not (f in DIMENSION_COUNTS and _marks_only(flat, f))}
    if "(" in sentence:
        found -= _credited_to_others(sentence, q)
    # asked for "97% test accuracy", a sentence whose accuracies are 94% and 95% gives its figures for other targets
    if _other_target(flat, q.text):
        found = set()
    # "if we want to render 4k res. at 60FPS, there is a gap …": a figure wished for, none reached
    found = {f for f in found if not ((ends := _ends(flat, f)) and all(_wished(flat, end) for end in ends))}
    # "Contests in 2023 and 2024": a year is no amount, unless when is asked
    if not WHEN_ASKED_RE.search(q.text):
        found = {f for f in found if not _year(flat, f)}
    if q.wants_percent:  # a share is a percentage or a fraction ("just 1/8 of the visual tokens")
        found = {f for f in found if re.search(rf"(?<![\d.]){re.escape(f)}\s*(?:%|percent|/\s*\d)", flat)}
    baselines = q.baselines if quoted else ()
    # (not the settings of a premise the sources may contradict: "since it needs two nodes with four GPUs to beat the
    # baseline" sets no setting of the figure asked after it)
    asking = q.asking
    kept = {f for f in found if not for_other_setting(f, sentence, asking, q.terms, q.numbers, baselines)
            and not _foregone(flat, f)} if not _own_for_others(sentence, asking) else set()
    # ("billion" of "70 billion", where 70 is another setting's: a magnitude is its figure's)
    kept = {f for f in kept if not (re.fullmatch(MAGNITUDE, f) and (before := re.findall(
        rf"(?<![\w.])(\d+(?:\.\d+)?)\s*{f}\b", flat)) and not set(before) & kept)}
    if HOW_MANY_RE.search(asking):  # "several GPU hours" counts none
        kept -= VAGUE_AMOUNTS
    # asked what it takes to reach a figure ("to reach 29.8 BLEU"), a sentence silent on that figure gives a vague amount
    # of something else ("models still require several days to reach state of the art")
    if (reached := REACHED_FIGURE_RE.search(asking)) and reached.group(1) not in numbers(sentence):
        kept -= VAGUE_AMOUNTS
    if ELAPSED_RE.search(q.text) and not MACHINE_ASKED_RE.search(q.text):  # "2.788M H800 GPU hours" is no elapsed time
        kept = {f for f in kept if not all(MACHINE_TIME_RE.match(flat, end) for end in _ends(flat, f))}
    if other_scale(sentence, q.text):  # "hundreds of millions of nodes", asked of "a few million"
        kept = set()
    elsewhere, found = kept != found, kept
    asked = _asked_kinds(q)
    found -= of_other_kind(sentence, q, found)
    found -= _other_acronym_metric(sentence, q, found)
    if q.quantities & speed_words():  # "how much faster": a multiple, a share or a time, not "14 benchmarks"
        # nor a share of things ("more than 99.9% of values are multiplied in 8-bit")
        found = {f for f in found if f in {"twice", "double", "half"} or
                 any(SPEED_RE.match(flat, end) and not SHARE_OF_RE.match(flat, end) or
                     FACTOR_RE.search(flat, 0, end - len(f)) for end in _ends(flat, f))}
    if q.quantities == {"fps"}:  # asked what frame rate, "30FPS"; not "72% of application time", a share
        found = {f for f in found if any(FPS_AFTER_RE.match(flat, end) for end in _ends(flat, f))}
    if found and _hardware_can(sentence, q):  # what the hardware can do is no figure of the method asked about
        found = set()
    if asked:  # "billions of edges" counts things, whatever quantity is asked
        found = {f for f in found if not (re.fullmatch(MAGNITUDE, f) and _only(OF_THINGS_RE, flat, f))}
    if asked and not q.asks_size and not {"paramet", "size"} & q.asked or \
            not q.asks_size and CHANGE_ASKED_RE.search(q.text):  # "(7B)" is a model's size, no latency
        found = {f for f in found if not _sizes(flat, f)}  # (nor "by how much" a parameter count shrinks)
    if asked and all(k == _kinds()[ACCURACY] for k in asked):  # "91K synthetic samples" is no accuracy
        found = {f for f in found if not _somewhere(COUNT_OF_THINGS_RE, flat, f)}
    elif asked and _kinds()[COST] not in asked:  # "on two Apple Silicon devices" is no latency, "on 8 GPUs" no time
        # (each time it is written: "on a single GPU … within a day" gives "a day")
        # ("a couple of days on a single GPU": a time said in words holds its own unit, and counts no GPU)
        found = {f for f in found if FEW_UNITS_RE.fullmatch(f) or not _only(MACHINES_RE, flat, f)}
    if q.asks_level:  # "a 0.7% performance improvement over SHViT" is no accuracy reached
        found = {f for f in found if not _somewhere(CHANGE_AFTER_RE, flat, f)}
    if q.asks_saving and not SAVED_RE.search(flat):  # "trained for thousands of GPU hours" saves none of them
        found = set()
    if not q.asked & PARTS_STEMS:  # "from three aspects", "two techniques": a count of a method's parts, no amount
        found = {f for f in found if not (f.isalpha() and _only(PARTS_COUNT_RE, flat, f))}
    change_asked = bool(CHANGE_ASKED_RE.search(q.text))
    if change_asked:  # "a 3-level hierarchical partitioning": how many levels, no change of anything
        found = {f for f in found if not _only(LEVELS_RE, flat, f)}
    if change_asked and (counted := NUMBER_OF_RE.search(q.text)):  # "by how much … reduce the
        # number of loss spikes": a multiple, a share or a count of spikes, not "1-8 iterations after …"
        stem = stem_of(counted.group(1))
        found = {f for f in found if f in SAID_AMOUNTS or any(
            RANGED_MULTIPLE_RE.match(flat, end) or stem in content_words(" ".join(flat[end:].split()[:3]))
            for end in _ends(flat, f))}
    if "latenc" in q.quantities:  # a latency is a time or how many times lower, not "1/20 of the GPU hours", "two
        # alternative … methods" or "2/5 of that achieved"
        found = {f for f in found if f in SAID_AMOUNTS or
                 any(RANGED_MULTIPLE_RE.match(flat, end) or SHORT_TIME_RE.match(flat, end) for end in _ends(flat, f))}
    if "batch" not in q.asked:  # "(batch size of 16)" is no score, time or memory
        found = {f for f in found if not _batch_size(flat, f)}
    if q.asks_size:  # "8x80GB GPUs" is no model's size, while "a 13B parameter model" is one
        found = {f for f in found if not _somewhere(ONLY_MACHINES_RE, flat, f)}
        # nor is a multiple or a share ("2.5times faster iterations"), asked the largest model (not how large a speedup)
        if not q.quantities and not q.asked & speed_words():
            found = {f for f in found if not _only(MULTIPLE_AFTER_RE, flat, f)}
    if not q.asked & dimension_words():  # "from 512X512 to 1152X2048 (9X)": a resolution and its scale, no memory
        scales = {plain(m) for m in DIMENSION_SCALE_RE.findall(flat)}
        found = {f for f in found if not _only(DIMENSION_RE, flat, f) and f not in scales}
    if LENGTH_OF_RE.search(q.text):  # "how many seconds long are the videos": a thing's length, no machine's time
        found = {f for f in found if not any(MACHINE_TIME_RE.match(flat, end) for end in _ends(flat, f))}
    if q.counted:  # "how many GPUs": "10^5 frames/second" counts something else
        acronyms = frozenset(a.lower() for a in COUNTED_ACRONYM_RE.findall(sentence))
        # (a time said in words counts its own unit: "a few seconds")
        found = {f for f in found if any(_counts(flat, f, noun, acronyms) for noun in q.counted) or
                 FEW_UNITS_RE.fullmatch(f)}
        if not found and not elsewhere:  # "using just a single GPU": one, though "one GPU" is no figure elsewhere
            # (not the one measured against: "as much GPU memory as a single model needs to process a single tile")
            found = {m.group(1) for pattern in (ONE_RE, ONE_HEAD_RE) for m in pattern.finditer(flat)
                     if any(_is_noun(m.group(2), noun) for noun in q.counted) and
                     not AS_MUCH_AS_RE.search(flat, 0, m.start())}
        found = {f for f in found if not _counts_another(flat, f, q)}
    return found


FPS_AFTER_RE = re.compile(r"\s*(?:(?:-|to)\s*\d+(?:\.\d+)?\s*)?fps\b")
WISHED_RE = re.compile(r"\bif\s+(?:we|one|you|they|users?)\s+(?:want|wish|need|aim|hope)\s+to\b[^,;:]*$")


def _wished(flat: str, end: int) -> bool:
    """The figure ending at `end` is in a clause saying what is wished for ("if we want to render 4k res. at 60FPS")."""
    return bool(WISHED_RE.search(flat, 0, end))


# a sentence that says something is saved: "saves 40% of GPU hours", "reducing compute cost from 180 GPU days to 5",
# "fewer GPU hours", "2x less memory"
SAVED_RE = re.compile(r"\b(?:sav|reduc|cut|fewer|less|lower|shrink|decreas|drop|shav|slash|smaller|compress)\w*|\bfrom\s+[\d.,]+[^.;]*?\bto\s+[\d.,]+")


def _other_acronym_metric(sentence: str, q: Analysis, found: set[str]) -> set[str]:
    """Asked a metric by its acronym ("what NDS does it reach"), the figures labelled with another acronym ("73.8 mAP",
    "23 FPS", "on 128 GPUs")."""
    asked = METRIC_ACRONYM_ASKED_RE.search(q.text)
    if not asked:
        return set()
    want = asked.group(1).lower()
    labels = {f: m.group(1).lower() for f in found
              if (m := re.search(rf"(?<![\w.]){re.escape(f)}\s*%?\s*({METRIC_ACRONYM})s?(?![\w-])", sentence))}
    return {f for f, label in labels.items() if label != want}


def of_other_kind(sentence: str, q: Analysis, found: set[str]) -> set[str]:
    """Those of the figures `found` whose own label is another kind of quantity than the one asked
    ("55.6% TFLOPs" is not how much faster): its label after it, else the quantity it changes
    ("reduces GPU memory usage by 60%")."""
    asked = _asked_kinds(q, labels=True)
    if not asked:
        return set()
    flat, labels, objects = normalise(sentence), labelled(sentence), changed(sentence)
    # a label that says only which way ("39% higher") leaves the quantity changed to say what it measures
    words = {f: label if (label := labels.get(f, ("", frozenset()))[1]) - GENERIC_WORDS else objects.get(f, label)
             for f in found}
    # (an efficiency is how fast or how thrifty: "the computation efficiency … increased 500 times" may be a speed)
    # (a token latency asked by its words is a latency: "12x higher throughput" is no time to first token)
    measures = q.quantities | _asked_token_time(q.text)
    return {f for f in found if not _flops_rate(flat, f, asked) and "effici" not in words[f] and
            (_other_kind(words[f], asked, labels=True) or _other_measure(words[f], measures) or
             _other_metric(words[f], q.quantities) or _other_token_time(words[f], q.text) or
             _per_token_for_first(flat, f, q.text))}


# words that name no quantity of their own: "how much does it improve performance" may be answered by any
VAGUE_QUANTITIES = frozenset(content_words("performance result results improvement gain gains efficiency quality "
                                           "benefit effect impact"))


CAPS_RE = re.compile(r"(?<![\w-])[A-Z][A-Z0-9]{2,}(?![\w-])")


def other_quantity_in_source(sentence: str, source_text: str, q: Analysis) -> str | None:
    """Asked by how much a thing changes ("reduce network congestion"), which the source speaks of, the
    sentence gives figures only of changes to something else, in words that share none of it ("cutting
    error-induced overhead by roughly 30% and enhancing runtime performance by about 15%"): a nearby
    quantity, not the one asked (mechanism 1). Of a thing of a kind `_kinds` knows ("the energy cost"),
    only a sentence that states no kind is judged here. Where the source never names the thing asked, it
    may name it in other words, and this says nothing."""
    if len(q.parts) != 1 or not q.parts[0].wants_number:
        return None
    # asked a quantity of a kind `_kinds` knows ("the energy cost"), a sentence that states some kind is
    # `other_quantity`'s to judge; one that states none ("reduces bandwidth penalties by over 80%") is judged here,
    # its words of the kind asked ("price") as good as the question's
    # (a multiple's "times" is no time: "increases throughput by 1.5times" for "reduce time-to-first-token")
    kinds, words = _asked_kinds(q), content_words(normalise(sentence))
    # (asked a token latency, figures from a source that never says a latency or a time are not of it, though an
    # answer may say they are: "reduces time-to-first-token by 1.5times to 3times" of a throughput)
    token_time = next((pattern for pattern, _, _ in TOKEN_TIMES if pattern.search(q.text)), None)
    if token_time and not token_time.search(source_text) and \
            not content_words(normalise(source_text)) & LATENCY_WORDS and new_figures(sentence, q):
        return "its figures are of another quantity than the token latency asked, which the source never states"
    if kinds and any(k & words for k in _kinds()):
        return None
    # (an acronym the source spells out says the words it stands for: "TTFT", a time)
    spelled = {stem_of(a.lower()): frozenset(content_words(spelled_out(a, source_text) or ""))
               for a in CAPS_RE.findall(sentence)}
    words |= frozenset().union(*spelled.values())
    focus = q.parts[0].focus
    said = focus.union(*kinds)
    if not focus - GENERIC_WORDS - VAGUE_QUANTITIES - frozenset(content_words(" ".join(q.terms))) or \
            not shared_asked(focus, content_words(normalise(source_text))):
        return None
    objects, found = changed(sentence), new_figures(sentence, q)
    # (one that says the quantity asked with no figure of it is judged by its figures too: "high cumulative returns
    # …, reducing maximum drawdown by up to 4.17%" for "what annual return"; what each changes in the words an acronym
    # stands for: "reduces TTFT by up to 86%", a time to first token)
    if shared_asked(said, words) and not (found and all(objects.get(f) for f in found)):
        return None
    objects = {f: o.union(*(spelled.get(w, frozenset()) for w in o)) for f, o in objects.items()}
    # (of a quantity of a known kind, a figure's thing must share the kind or the word asked, not a word that only
    # says whose it is: "improves task completion rates by up to 17%" changes no "average task latency")
    # (a latency by its acronym is of the time kind: "tail JCT")
    heads = _kind_heads(q, kinds) if kinds else said
    if found and all((words := objects.get(f, frozenset()) - GENERIC_WORDS) and not words & heads for f in found):
        return f"its figures change other quantities than the {' '.join(sorted(focus))} the source speaks of"
    return None


def _kind_heads(q: Analysis, kinds: list[frozenset[str]]) -> frozenset[str]:
    """The words that say a quantity of the kinds asked: the kinds' own, the word asked, and a latency's acronyms."""
    return frozenset().union(*kinds, {p.head for p in q.parts} - {""},
                             SPEED_MEASURES[0] if _kinds()[SPEED] in kinds else ())


# "by how much does sequence parallelism alone reduce activation memory": the thing by itself, not with another
ALONE_RE = re.compile(r"\b(?:does|do|did|is|are|was|were|can|could|would|will)\s+((?:[\w-]+\s+){0,3}?[\w-]+)\s+alone\b",
                      re.I)


def _alone_asked(q: Analysis) -> tuple[str, frozenset[str]]:
    """The thing a figure question asks of alone, as written and as its words ("sequence parallelism"), or ("", ∅)."""
    asked = ALONE_RE.search(q.text) if q.wants_number else None
    return (asked.group(1), frozenset(content_words(asked.group(1)))) if asked else ("", frozenset())


def alone_unsaid(sentence: str, q: Analysis) -> str | None:
    """Asked a figure of a thing alone, the sentence does not name it: "our method reduces activation memory by 5x" is
    the figure of the method its two techniques make up together."""
    name, thing = _alone_asked(q)
    if not thing or thing <= content_words(sentence):
        return None
    return f"it does not say its figure of {name} alone"


def alone_unsourced(sentence: str, source_text: str, q: Analysis) -> str | None:
    """Asked a figure of a thing alone, the sentence gives it a figure the source gives only in sentences not naming
    it ("Sequence parallelism alone reduces activation memory by 5x", where the source's 5x is "our method"'s)."""
    name, thing = _alone_asked(q)
    if not thing:
        return None
    spans = [source_text[a:b] for a, b in sentence_spans(source_text)]
    for f in sorted(new_figures(sentence, q)):
        holding = [c for c in spans if f in numbers(c)]
        if holding and not any(thing <= content_words(c) for c in holding):
            return f"the source gives {f} in sentences that do not name {name}"
    return None


# degree words and their opposites: "less-contributory layers" are not "most-contributory" ones
OPPOSITE_DEGREES = {"less": {"more", "most"}, "least": {"more", "most"}, "more": {"less", "least", "fewer"},
                    "most": {"less", "least"}, "fewer": {"more"}, "lower": {"higher"}, "higher": {"lower"},
                    "smaller": {"larger", "bigger"}, "larger": {"smaller"}, "bigger": {"smaller"},
                    "slower": {"faster"}, "faster": {"slower"}}
DEGREE_RE = re.compile(rf"\b({'|'.join(OPPOSITE_DEGREES)})[\s-]+([a-z][a-z-]*)\b", re.I)


def polarity_swapped(sentence: str, source_text: str) -> str | None:
    """The sentence puts the opposite degree word on a thing the source says with one ("SlimFit freezes most-contributory
    layers", where the source freezes "less-contributory layers"), and the source never says it so."""
    theirs = DEGREE_RE.findall(normalise(source_text))
    for degree, head in DEGREE_RE.findall(normalise(sentence)):
        said = {d for d, h in theirs if h == head}
        if said & OPPOSITE_DEGREES[degree.lower()] and degree.lower() not in said:
            return f"the source says {sorted(said)[0]}-{head}, not {degree}-{head}"
    return None


# "how much GPU memory does the fine-tuning use at its peak": memory used at most, which a machine's size is not
PEAK_USE_RE = re.compile(r"\bhow\s+much\s+(?:[\w-]+\s+)?memory\b(?![^?]*\b(?:reduc|sav|cut|lower|decreas)\w*)[^?]*\bpeak\b",
                         re.I)


def capacity_for_peak(sentence: str, q: Analysis) -> str | None:
    """Asked how much memory a thing uses at its peak, the sentence's only figures are a machine's memory size ("on a
    system with only 4GB VRAM"): what it ran on, not what it used."""
    if not PEAK_USE_RE.search(q.text):
        return None
    found = new_figures(sentence, q)
    sizes = {f for m in MEMORY_SIZE_RE.finditer(sentence) for f in numbers(m.group())}
    return "its figures are a machine's memory size, not the peak memory used" if found and found <= sizes else None


def kind_relabelled(sentence: str, source_text: str, q: Analysis) -> str | None:
    """Asked a quantity of a known kind ("average task latency"), the sentence gives a figure as its change that the
    source gives as the change of another quantity sharing only a word that says whose it is ("improves task completion
    rates by up to 17%")."""
    if len(q.parts) != 1 or not q.parts[0].wants_number or not (kinds := _asked_kinds(q)):
        return None
    heads, mine = _kind_heads(q, kinds), changed(sentence)
    quantities = frozenset().union(*_kinds(), RATES)
    for clause in clauses(source_text):
        for f, theirs in changed(clause).items():
            if mine.get(f, frozenset()) & heads and not theirs & heads and theirs & q.parts[0].focus and \
                    theirs & quantities:
                return f"the source gives {f} for {' '.join(sorted(theirs))}, not for the " \
                       f"{' '.join(sorted(heads & mine[f]))} asked"
    return None


LATENCY_WORDS = frozenset(content_words("latency latencies time delay"))
# two latencies of serving named alike: the first token's, and each output token's after it
TOKEN_TIMES = ((re.compile(r"\bttft\b|\btime[- ]to[- ]first[- ]token\b", re.I), frozenset({"ttft"}),
                frozenset(content_words("first token"))),
               (re.compile(r"\btpot\b|\btime[- ]per[- ]output[- ]token\b", re.I), frozenset({"tpot"}),
                frozenset(content_words("output token"))))


@lru_cache(maxsize=256)  # the question is read once, not once for every figure judged against it
def _unasked_token_time(question: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """Of the two token latencies, the one the question does not ask, when it asks the other alone."""
    asked = [bool(pattern.search(question)) for pattern, _, _ in TOKEN_TIMES]
    return TOKEN_TIMES[1 - asked.index(True)][1:] if asked.count(True) == 1 else None


def _asked_token_time(question: str) -> frozenset[str]:
    """The acronyms of the token latencies a question asks in words ("time to first token": TTFT)."""
    return frozenset().union(*(acronym for pattern, acronym, _ in TOKEN_TIMES if pattern.search(question)))


# a latency per token is each output token's: "adding 2ms latency per token" is no time to first token
PER_TOKEN_RE = re.compile(r"\s*(?:ms|milliseconds?|s|seconds?)?\s+(?:of\s+)?(?:latency|delay|time)\s+per\s+(?:output\s+)?"
                          r"token\b", re.I)


def _per_token_for_first(flat: str, figure: str, question: str) -> bool:
    """A figure of a latency per token where the time to first token alone is asked."""
    other = _unasked_token_time(question)
    return other is not None and "tpot" in other[0] and any(PER_TOKEN_RE.match(flat, end) for end in _ends(flat, figure))


def _other_token_time(label: frozenset[str], question: str) -> bool:
    """A figure labelled with one of the two token latencies where the question asks the other alone
    ("reduces TTFT by up to 86%" for "by how much does it reduce time per output token")."""
    other = _unasked_token_time(question)
    return other is not None and (bool(label & other[0]) or other[1] <= label)


def _other_metric(label: frozenset[str], asked: frozenset[str]) -> bool:
    """A figure of one quality metric where another is asked, or where memory or speed is ("a 12.8% improvement
    in LPIPS" for "how much does it reduce training memory")."""
    return bool(label & METRICS and not label & asked and asked & NAMED_MEASURES)


# two measures of speed that are not each other: how long one request takes, how many are done in a time
# (job completion time, time to first token and time per output token are latencies a serving paper names by acronym)
SPEED_MEASURES = (frozenset({"latenc", "jct", "ttft", "tpot"}), frozenset({"throughput"}))
# data held is not data moved: "reduces CPU-GPU traffic by 87-95%" or "data movement by up to 22.91%" is no saving
# of GPU memory
MEMORY_MEASURES = (frozenset(content_words("memory ram vram hbm footprint storage")),
                   frozenset(content_words("traffic movement swap")))
# the measures a quality metric's figure is not: another metric, speed, memory held or moved
NAMED_MEASURES = METRICS | frozenset().union(*SPEED_MEASURES, *MEMORY_MEASURES)


def _moved_not_held(label: frozenset[str], asked: frozenset[str]) -> bool:
    """Words of data moved only ("data movement", "traffic") where memory held is asked ("GPU memory")."""
    held, moved = MEMORY_MEASURES
    return bool(label & moved) and not label & held and bool(asked & held) and not asked & moved


def _other_measure(label: frozenset[str], asked: frozenset[str]) -> bool:
    """A figure labelled with one measure of speed only ("2.2x throughput") where the other alone is
    asked ("how much lower latency"); or of data moved ("CPU-GPU traffic") where data held is ("GPU memory")."""
    return any(label & mine and not label & other and asked & other and not asked & mine
               for pair in (SPEED_MEASURES, MEMORY_MEASURES) for mine, other in (pair, pair[::-1]))


# a change asked: "by how much does LoRA reduce the number of trainable parameters", which no model's size answers
CHANGE_ASKED_RE = re.compile(r"\bby\s+(?:up\s+to\s+)?how\s+much\b", re.I)
# a size written after its model's name: "GPT-3 175B as an example"
NAMED_SIZE_RE = re.compile(r"[a-z][\w.-]*\d[\w.-]*\s+\d+(?:\.\d+)?[bmt]\b")


def _sizes(flat: str, figure: str) -> bool:
    """Each time the figure is written, it is a model's size ("(7B)", "175B parameters", "GPT-3 175B")."""
    ends = _ends(flat, figure)
    named = {m.end() - 1 for m in NAMED_SIZE_RE.finditer(flat)}  # where each size after a name ends, before its b/m/t
    return bool(ends) and all(MODEL_SIZE_RE.match(flat, end) or end in named for end in ends)


# "Rather than requiring synchronized gradient updates across thousands of GPUs, we …": what the work does without
FOREGONE_RE = re.compile(r"\b(?:rather\s+than|instead\s+of)\b[^,;:.()]*$")


def _foregone(flat: str, figure: str) -> bool:
    """Each time the figure is written, it is in a clause on what the work does without, not on what it does."""
    ends = _ends(flat, figure)
    return bool(ends) and all(FOREGONE_RE.search(flat, 0, end - len(figure)) for end in ends)


def _only(after: re.Pattern, flat: str, figure: str) -> bool:
    """Each time the figure is written, `after` follows it (and it is written at least once)."""
    ends = _ends(flat, figure)
    return bool(ends) and all(after.match(flat, end) for end in ends)


DIMENSIONS_RE = re.compile(r"-?d\b|-dimensional\b")
DIMENSION_COUNTS = frozenset("1 2 3 4 one two three four".split())


def _marks_only(flat: str, figure: str) -> bool:
    """Each time the small figure is written, it counts a space's dimensions ("2D", "two-dimensional") or marks an item
    ("(2)")."""
    ends = _ends(flat, figure)
    return bool(ends) and all(DIMENSIONS_RE.match(flat, end) or
                              flat[end:end + 1] == ")" and flat[end - len(figure) - 1:end - len(figure)] == "("
                              for end in ends)
# a multiple or a share after a figure: "2.5times faster", "3x", "40%"
MULTIPLE_AFTER_RE = re.compile(r"\s*(?:x\b|×|times\b|-?fold\b|%)")
WHEN_ASKED_RE = re.compile(r"\bwhen\b|\byears?\b", re.I)
# a year named after "in", "since" … and before the clause goes on ("in 2023 and 2024."), not "in 2048 environments"
YEAR_BEFORE_RE = re.compile(r"(?:\b(?:in|since|from|until|of|and|to|or)|[,(–-])\s*$")
YEAR_AFTER_RE = re.compile(r"\s*(?:[.,;:)–-]|\s(?:and|or|to)\b|$)")
# a share and the quantity it is of, in the two words after it: "97% test accuracy", "94% accuracy"
SHARE_TARGET_RE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*%((?:\s+[a-z][\w-]*){1,2})")
# "train a ResNet-50 to 75%": the share a model is trained to, a target
TRAINED_TO_RE = re.compile(r"\btrain\w*\s+(?:[\w-]+\s+){0,4}?to\s+\d+(?:\.\d+)?\s*%", re.I)


@lru_cache(maxsize=256)  # the question's are read for every sentence judged against it
def _share_targets(question: str) -> tuple[tuple[str, frozenset[str]], ...]:
    return tuple((n, frozenset(content_words(w))) for n, w in SHARE_TARGET_RE.findall(normalise(question)))


def _other_target(flat: str, question: str) -> bool:
    """The question sets a share of a quantity to reach ("for 97% test accuracy") and the sentence gives that quantity
    at other shares only ("94% accuracy in 3.29 seconds, 95% in 10.4 seconds"), or trains to another share, whatever
    quantity it leaves unsaid ("train … to 75% in only 20 mins", asked "to 78% accuracy")."""
    asked = _share_targets(question)
    if not asked:
        return False
    stated = [content_words(w) for _, w in SHARE_TARGET_RE.findall(flat)]
    shares = set(re.findall(r"(?<![\w.])(\d+(?:\.\d+)?)\s*%", flat))
    if shares & {n for n, _ in asked}:
        return False
    return any(w & a for w in stated for _, a in asked) or \
        bool(TRAINED_TO_RE.search(question)) and bool(TRAINED_TO_RE.search(flat))


def _counts_another(flat: str, figure: str, q: Analysis) -> bool:
    """Asked how many of a thing ("how many source models … into its pivot model"), the figure counts the other thing
    of that noun the question names ("into a single pivot model"): every time, words of the question other than the
    thing's own stand between them."""
    own = frozenset().union(*(p.focus for p in q.parts if p.wants_number)) - frozenset(q.counted)
    if not own:
        return False
    between = [frozenset(content_words(m.group(1))) for noun in q.counted if in_text(flat, figure, noun)
               for m in re.finditer(rf"(?<![\w.]){re.escape(figure)}\s+((?:[a-z][\w-]*\s+){{1,2}}){re.escape(noun)}",
                                    flat)]
    return bool(between) and all(w and not w & own and w <= q.words for w in between)


def _year(flat: str, figure: str) -> bool:
    """Each time the figure is written, it is a year named in passing (`YEAR_BEFORE_RE`, `YEAR_AFTER_RE`)."""
    ends = _ends(flat, figure) if re.fullmatch(r"(?:19|20)\d\d", figure) else []
    return bool(ends) and all(YEAR_AFTER_RE.match(flat, end) and YEAR_BEFORE_RE.search(flat, 0, end - len(figure))
                              for end in ends)


PARTS = ("aspect technique component stage step way idea part module strategy mechanism contribution challenge phase "
         "category type kind direction perspective").split()
PARTS_COUNT_RE = re.compile(r"\s+(?:[a-z][\w-]*\s+)?(?:" +
                            "|".join(f"{w[:-1]}(?:y|ies)" if re.search("[^aeiou]y$", w) else f"{w}s?" for w in PARTS) + r")\b")
PARTS_STEMS = frozenset(content_words(" ".join(PARTS)))
# "the number of loss spikes": what is counted
NUMBER_OF_RE = re.compile(r"\bnumber\s+of\s+(?:[\w-]+\s+){0,2}?([a-z]+)\s*(?:\?|$|,|\b(?:in|on|during|for|when|by|per)\b)",
                          re.I)
# a multiple or a share, of a range's first figure too ("1.9x-2.7x", "2-3x", "40 percent")
RANGED_MULTIPLE_RE = re.compile(rf"(?:\s*-\s*\d+(?:\.\d+)?)?(?:{MULTIPLE_AFTER_RE.pattern}|\s*percent\b)")
# a latency's own unit ("5.1 ms", "up to 2-3 seconds"), beside a multiple or a share (`RANGED_MULTIPLE_RE`)
SHORT_TIME_RE = re.compile(r"\s*(?:-\s*\d+(?:\.\d+)?\s*)?(?:ms|milliseconds?|s|secs?|seconds?|us|\u00b5s|microseconds?|ns|"
                           r"minutes?|mins?)(?![\w-])")
# amounts in words, which carry their own unit: "no additional latency", "twice"
SAID_AMOUNTS = WORDED_AMOUNTS | frozenset({"twice", "half", "double"})
# a figure joined to the word for how many levels a design has: "3-level", "two-tier", "2-stage"
LEVELS_RE = re.compile(r"-(?:levels?|tiers?|stages?|layers?|steps?|phases?|ways?)\b")
BATCH_SIZE_RE = re.compile(r"\bbatch[- ]sizes?\s*(?:of|=|:|is)?\s*(?:up\s+to\s+)?$")


def _batch_size(flat: str, figure: str) -> bool:
    """Each time the figure is written, it is a batch size ("(batch size of 16)")."""
    ends = _ends(flat, figure)
    return bool(ends) and all(BATCH_SIZE_RE.search(flat, max(0, end - len(figure) - 40), end - len(figure))
                              for end in ends)


def _somewhere(after: re.Pattern, flat: str, figure: str) -> bool:
    """Some time the figure is written, `after` follows it."""
    return any(after.match(flat, end) for end in _ends(flat, figure))


# what follows a change's figure: "0.7% performance improvement", "2.1 points higher", "5% gain over"
CHANGE_AFTER_RE = re.compile(r"\s*(?:%|percent|points?|pp|x)?\s*(?:[a-z][\w-]*\s+){0,2}?(?:improvements?|gains?|increases?|"
                             r"boosts?|higher|lower|better|worse|more|less|drops?|reductions?)\b")
ONES = "|".join(w for w, n in WORD_COUNTS.items() if n == "1" and " " not in w)  # "one", "single"
# "a single GPU", "one A100 GPU": one of the thing counted (not "the single-GPU case", "a single server with GPUs")
# (not one kind of it: "utilizing only a single GPU type")
ONE_RE = re.compile(rf"\b({ONES})\s+(?:[\w-]*\d[\w-]*\s+)?([a-z]+)\b(?!-)(?!\s+(?:types?|kinds?|models?|famil(?:y|ies))\b)")
# "into a single persistent GPU kernel.", "only one forward pass is performed": one of the noun that closes a short
# phrase, or opens its verb (not "a single server with GPUs")
ONE_HEAD_RE = re.compile(rf"\b({ONES})\s+"
                         r"(?:(?!(?:with|of|for|in|on|at|to|from|by|and|or|per|than|as)\b)[a-z][\w-]*\s+){1,2}?"
                         r"([a-z]+)(?=\s*[,.;:)]|\s*$|\s+(?:is|are|was|were)\b)")


# "as much GPU memory as …": what follows, up to the clause's end, is what an amount is measured against
AS_MUCH_AS_RE = re.compile(r"\bas\s+(?:much|many|little|few)\b[^,;:.]*?\bas\b[^,;:.]*$")


# "Nvidia Ampere and Hopper GPUs can accelerate matrix multiplications twice as fast": what hardware can do
GPU_FAMILIES = frozenset("ampere hopper volta turing pascal blackwell kepler maxwell lovelace".split())
HARDWARE_CAN_RE = re.compile(r"\b(?:GPUs?|hardware|tensor\s+cores|accelerators?)\s+(?:can|could|are\s+able\s+to)\b", re.I)


def _hardware_can(sentence: str, q: Analysis) -> bool:
    """The question is about a method it names (S-STE), and the sentence says what hardware can do
    without naming it; unless the question asks of that hardware, in the sentence's words ("how much can a … model on
    a high-end GPU slow down …": "a high-performing model on a high-end GPU can slow down by up to 7 times")."""
    methods = [t for t in q.terms if not hardware(t) and t.lower() not in GPU_FAMILIES]
    can = HARDWARE_CAN_RE.search(sentence)
    if not (methods and can) or any(mentions(sentence, t) for t in methods):
        return False
    said = re.search(r"((?:[\w-]+\s+){1,2})$", sentence[:can.start()])  # ("a high-end" of "a high-end GPU can")
    return not (said and f"{said.group(1)}{can.group(0).split()[0]}".lower() in q.text.lower())


# a magnitude in words (contrasts.MAGNITUDE), of things ("hundreds of millions of nodes and billions of edges")
OF_THINGS_RE = re.compile(r"\s+of\s+(?!(?:bytes|gb|tb|parameters?|dollars|flops)\b)")
# what follows a count of things ("91K synthetic samples", "8 A800-GPU machines"), never an accuracy or a score
COUNT_OF_THINGS_RE = re.compile(r"\s*(?:[kmb]\b|(?:million|billion|thousand)\b|(?:[a-z][\w-]*\s+)?(?:gpu|node|machine|"
                                r"device|server|worker|sample|image|token|example|pair|video|parameter|benchmark|task)s?\b)")
# what follows a count of machines or models ("two Apple Silicon macbook devices", "8 A100 GPUs"), not a unit's,
# nor a quantity of them ("four GPU hours", "24GB GPU memory")
def _counting(nouns: str) -> re.Pattern:
    # ("two-node-four-GPU": a count joined to its noun by a hyphen)
    return re.compile(r"[\s-]*(?:(?!(?:gb|mb|tb|kb|gib|mib|g|ms|s|x|fps|[kmgtpe]?flops?|hours?|days?|minutes?|seconds?|times|percent)\b)"
                      rf"[a-z][\w-]*\s+){{0,3}}?(?:{nouns})s?\b"
                      # ("32 A100 GPU training hours" are hours)
                      r"(?![\s-]*(?:(?:training|compute|computing|inference)[\s-]+)?"
                      r"(?:/|per\b|hours?\b|days?\b|minutes?\b|seconds?\b|memory\b|time\b|utili[sz]ation\b))")


MACHINES_RE = _counting("gpu|node|machine|device|server|worker|model|dataset|benchmark")
ONLY_MACHINES_RE = _counting("gpu|node|machine|device|server|worker")  # of machines alone, not of models
# what follows a speed's figure ("2.5 times", "30%", "10 ms", "3 orders of magnitude"), or precedes it ("a factor two")
SPEED_RE = re.compile(r"\s*(?:x\b|%|-fold|fps|orders? of magnitude|(?:ms|s|sec|seconds?|minutes?|min|hours?|h|days?|"
                      r"tokens?/s|it/s)\b|times\b|percent)")
FACTOR_RE = re.compile(r"\bfactor(?: of)?\s*$")
# a share of things, not of time: "99.9% of values", "a 99.5% reduction of parameters" (not "30% of the latency",
# "a 40% reduction in training time")
SHARE_OF_RE = re.compile(r"\s*(?:%|percent)\s+(?:(?:reduction|decrease|drop|cut)\s+(?:of|in)|of)\b(?!\s+(?:the\s+|its\s+)?"
                         r"(?:[\w-]+\s+)?(?:time|latency|runtime|baseline|original|wall)\w*\b)")
# a model's size glued to its figure: "LLaVA-Rad (7B)", "a 13b model" (not "80GB")
MODEL_SIZE_RE = re.compile(r"[bmt]\b(?=\s*(?:[),.;]|$|-?param|"
                           r"\s+(?:models?|llms?|language|fine-tuned|pre-?trained|trained)\b))")


# a figure of a resolution or a shape ("512x512"), and the scale written after one ("1152x2048 (9x)")
DIMENSION_RE = re.compile(r"x\d")
DIMENSION_SCALE_RE = re.compile(r"(?<![\w.])\d+x\d+\s*\((\d+(?:\.\d+)?)x\)")


@lru_cache(maxsize=1)
def dimension_words() -> frozenset[str]:
    """The words of a question that asks for a resolution or a shape, stemmed."""
    return frozenset(content_words("resolution dimension dimensions shape size pixel pixels"))


@lru_cache(maxsize=1)
def speed_words() -> frozenset[str]:
    """The words of a question that asks how much faster ("speedup", "quicker", "by what factor"; or slower, longer),
    stemmed."""
    return frozenset(content_words("speedup speed-up faster quicker slower longer accelerate factor"))


# How a counted noun may be written next to its figure: a time asked in hours is answered in days
# ("2.5 days"), memory in GB ("24G"), parameters in billions ("260B"), compute in TF ("30TF").
UNITS = ("second seconds sec secs s ms millisecond milliseconds microsecond microseconds us minute minutes min mins "
         "hour hours hr hrs h day days week weeks month months year years",
         "byte bytes gigabyte gigabytes gb gib g megabyte megabytes mb mib terabyte terabytes tb",
         "parameter parameters params b m billion billions million millions trillion trillions", "frame frames fps",
         "flop flops tflop tflops gflop gflops pflop pflops teraflops petaflops tf")  # "30TF" counts TFLOPs


@lru_cache(maxsize=1)
def _units() -> tuple[frozenset[str], ...]:
    return tuple(frozenset(family.split()) | frozenset(content_words(family)) for family in UNITS)


# a percentage as the normalised text writes it; with ranges=True, also the first figure of a range whose
# second is one ("5-10%", "44 to 63%")
PERCENTAGE_RE = re.compile(r"(?<![\w.^])(\d+(?:\.\d+)?)\s*(?:%|percent\b)")
PERCENTAGE_RANGE_RE = re.compile(r"(?<![\w.^])(\d+(?:\.\d+)?)\s*(?:-|to|and|or|,)\s*\d+(?:\.\d+)?\s*(?:%|percent\b)")


def percentages(text: str, ranges: bool = False) -> set[str]:
    flat = normalise(text)
    found = {plain(n) for n in PERCENTAGE_RE.findall(flat)}
    return found | ({plain(n) for n in PERCENTAGE_RANGE_RE.findall(flat)} if ranges else set())


def invented_unit(sentence: str, text: str, given: frozenset[str] = frozenset()) -> str | None:
    """Why a figure the sentence gives in a unit ("242000x microseconds") is not backed: the
    source never gives that figure with a unit of that kind ("MPI_Pack speedup of up to 242000x")."""
    flat, source = normalise(sentence), normalise(text)
    for figure in sorted(f for f in figures(sentence) - given if f[0].isdigit()):
        for end in _ends(flat, figure):
            after = re.match(r"\s*(?:x\s+)?([a-z]+)", flat[end:])
            unit = after.group(1) if after else ""
            if any(unit in family for family in _units()) and _ends(source, figure) and \
                    not _counts(source, figure, unit):
                return f"gives {figure} without {unit}"
    return None


# what follows a figure given as a percentage ("5.42%", "65-92%", "10 to 40 percent")
PERCENT_AFTER_RE = re.compile(r"\s*(?:%|percent(?:age)?\b|(?:-|to|and|or|,)\s*\d+(?:\.\d+)?\s*(?:%|percent(?:age)?\b))")


def unit_dropped(sentence: str, source_text: str, given: frozenset[str] = frozenset()) -> str | None:
    """Why a figure the sentence gives bare ("the median error … is 5.42") is not backed: the source gives it
    only as a percentage ("median error 5.42%"), which the sentence no longer says."""
    flat, source = normalise(sentence), normalise(source_text)
    for figure in sorted(numbers(sentence) - given):
        theirs, ours = _ends(source, figure), _ends(flat, figure)
        if theirs and ours and all(PERCENT_AFTER_RE.match(source, end) for end in theirs) and \
                not any(PERCENT_AFTER_RE.match(flat, end) for end in ours):
            return f"gives {figure} without the percent sign the source gives it with"
    return None


def miscounted_machines(sentence: str, source_text: str, question: str) -> str | None:
    """Why a count of machines the sentence gives ("… with 8-bit inference on 8 GPUs") is not
    backed: the source never counts that machine with that figure (its 8s are "8-bit" and "8GB GPU
    memory"), nor does the question ("on 8 GPUs"), whatever else either gives the figure for."""
    flat, source, asked = normalise(sentence), normalise(source_text), normalise(question)
    for figure in sorted(f for f in figures(sentence) if f[0].isdigit()):
        nouns = {noun for end in _ends(flat, figure) if (noun := _machines(flat, end))}
        if not nouns:
            continue
        # ("eight GPUs" counts 8 of them)
        backed = {_machines(text, e) for text in (source, asked) for w in _written(figure) for e in _ends(text, w)}
        for noun in sorted(nouns - backed):
            return f"gives {figure} as a count of {noun}s, which the source does not"
    return None


# the count of GPUs a question sets its figure on: "on a single Titan X", "of a single V100", "on one 24GB card",
# "with 8 A100s"
# (its describing words: "NVIDIA", "24GB", "A100-80GB"; not a preposition or a count: "one node of eight GPUs" asks 8)
_DESCRIBING = r"(?:(?!(?:with|of|and|or|per|in|on|for|at|to|from|each|nodes?|servers?|machines?)\b)[a-z][\w.()-]*\s+|" \
              r"\d+\s?gb\s+)"
ASKED_MACHINES_RE = re.compile(r"\b(?:on|with|using|across|over|of)\s+(a\s+single|single|just\s+one|only\s+one|one|\d+|"
                               r"two|three|four|five|six|seven|eight|sixteen)[\s-]+" + _DESCRIBING + r"{0,3}?"
                               r"(?:gpus?|graphics\s+cards?|cards?|titan\b|[a-z]{1,2}\d{3}\w*|rtx\s*\d{4}\w*)\b", re.I)
# one GPU in a sentence: "on a single GPU", "one 24GB A100", "single-GPU"
ONE_MACHINE_RE = re.compile(r"\b(?:single|one)[\s-]+" + _DESCRIBING + r"{0,3}?(?:gpu|card|titan\b|[a-z]{1,2}\d{3})", re.I)
# a machine's time, no count of machines: "665000 H100 GPU hours", "3.8 A100 GPU days"
MACHINE_TIME_AFTER_RE = re.compile(r"(?:\s*[x×]\s*|[\s-]*)(?:[\w.-]+\s+){0,3}?[\w.-]*?(?:gpu|[a-z]{1,2}\d{3}\w*)s?[\s-]*"
                                   r"(?:hours?|days?|weeks?|months?|years?|h)\b")


def other_machine_count(sentence: str, question: str) -> str | None:
    """Why the sentence's figure is of another setting: the question asks it on a count of GPUs ("on a single Titan
    X") and the sentence counts others only ("… in 35 minutes … on 4 Maxwell Titan X GPUs"), not that one."""
    asked = {WORD_COUNTS.get(c, "1" if c.endswith("one") else c)
             for c in (re.sub(r"\s+", " ", m.group(1).lower()) for m in ASKED_MACHINES_RE.finditer(question))}
    if not asked:
        return None
    flat = BRAND_RE.sub(r"\1", normalise(sentence))  # "8 x Nvidia 6000 Ada GPU" counts 8, not 6000
    counts = {WORD_COUNTS.get(f, f) for f in figures(sentence)
              for e in _ends(flat, f) if _machines(flat, e) == "gpu" and not MORE_OR_FEWER_RE.match(flat, e)
              and not MACHINE_TIME_AFTER_RE.match(flat, e)}
    # ("using 8 or 32 A800 80GB", "on 8, 16 and 32 GPUs": each figure of the run counts them)
    counts |= {m.group(1) for m in COUNT_RUN_RE.finditer(flat) if m.group(3) in counts}
    counts |= {"1"} if ONE_MACHINE_RE.search(sentence) else set()
    if counts and not counts & asked:
        return f"gives a figure on {min(counts, key=float)} GPUs; the question asks it on {min(asked, key=float)}"
    return None


# a run of counts before one noun: "8 or 32 A800", "8, 16 and 32 GPUs" (its first figure, and its last: group 3)
COUNT_RUN_RE = re.compile(r"(?<![\w.])(\d+)(?=((?:\s*,\s*|\s+(?:or|and|to)\s+)(?:\d+(?:\s*,\s*|\s+(?:or|and|to)\s+))*"
                          r"(\d+)\b))")
MORE_OR_FEWER_RE = re.compile(r"\s*[x×]?\s*(?:fewer|less|more)\b")  # "4x fewer GPUs" counts none


def setting_elsewhere(sentence: str, source_text: str, q: Analysis) -> str | None:
    """Why every sentence of the source giving the sentence's figures (those the question does not give) gives them in
    another setting than asked, which the sentence may not say ("Building the graph takes 35 minutes"): on another
    count of GPUs ("… in 35 minutes … on 4 Maxwell Titan X GPUs": `other_machine_count`), or in the setting of the
    sentence before ("Here, …", or after a sentence naming a thing listed beside the one asked: `setting_before`), on
    things of another order of size (`other_scale`), or against other work than the baseline asked, where the source
    compares only with other work (`compared_with_others`: "1/10 of the GPU memory" after "Compared to … NeRF-based
    methods", asked against CNN-based ones), or in a setting the source lists beside the one asked
    (`contrasts.sibling_elsewhere`: "with multi res. hashgrid encoding", asked with densegrid encoding)."""
    given = figures(sentence) - figures(q.text)
    if not given:
        return None
    giving = [s for s in shown_sentences(source_text) if given & figures(s)]
    others = q.wants_number and compared_with_others(source_text, q.baselines)
    reasons = [other_machine_count(s, q.text) or setting_before(s, source_text, q.terms, q.text) or
               size_elsewhere(s, source_text, q) or sibling_elsewhere(s, source_text, q.asking) or
               (other_scale(s, q.text) and "its figures are for things of another size than asked") or
               (others and not any(mentions(s, b) for b in q.baselines) and
                f"the source compares with other work than {q.baselines[0]}") for s in giving]
    return reasons[0] if reasons and all(reasons) else None


def _written(figure: str) -> set[str]:
    """The ways a count may be written: "8", "eight"; a count found in words is its digits too."""
    return {figure, WORD_COUNTS.get(figure, figure)} | {w for w, n in WORD_COUNTS.items() if n == figure}


def _ends(flat: str, figure: str) -> list[int]:
    """Where each occurrence of the figure ends in the normalised text ("2.5" not in "12.5")."""
    if figure not in flat:
        return []
    edge = LETTER_AFTER if figure[0].isalpha() else DIGIT_AFTER
    return [end for _, end in occurrences(flat, figure, FIGURE_BEFORE, edge)]


FIGURE_BEFORE = re.compile(r"[\w./]")
LETTER_AFTER = re.compile(r"(?![a-z])")
DIGIT_AFTER = re.compile(r"(?!\.?\d)")


# "NFEs", "RSIs": an acronym in the plural, whose last letter is its counted noun's first (evaluations, images)
COUNTED_ACRONYM_RE = re.compile(r"\b([A-Z]{2,5}s)\b")


def _is_noun(word: str, noun: str) -> bool:
    stem = stem_of(word) or word
    return stem.rstrip("s") == noun.rstrip("s") or shared_asked(frozenset({noun}), {stem}) > 0


# A count's describing words run on to its noun ("250 carefully selected PyTorch ML workloads", "14.8 trillion
# diverse and high-quality tokens"); a preposition, a figure or a stop ends them ("8 A100 GPUs for training models"
# counts no models).
RUN_ENDS = frozenset("for of on in with to by that which per from at than across over into while where".split())


# a count of machines after its figure: "8 A100 GPUs", "8×A100", "8 80GB A100 GPUs", "16 V100 (32GB) GPUs",
# "4-GPU", "8 GPUs per node"; not "8GB GPU memory", "8-bit inference on 8 GPUs" (for its first 8), "8 GPU hours"
# (its describing words are words, or a memory's size: "has 10,000 PCIe A100 GPUs" counts no 2 of "Fire-Flyer 2")
MACHINE_COUNT_RE = re.compile(
    r"(?:\s*[x×]\s*|[\s-]*)(?:(?!(?:gb|mb|tb|kb|gib|mib|g|ms|s|fps|[kmgtpe]?flops?|hours?|days?|minutes?|seconds?|"
    r"times|percent|bits?|has|have|had|is|are|was|were|uses?|used|runs?|needs?)\b)(?!(?:" + "|".join(RUN_ENDS) +
    r")\b)(?:[a-z][\w.-]*|\(?\d+(?:\.\d+)?\s?(?:gb|gib|g)\)?)\s+){0,3}?"
    r"(?:(gpu|node|machine|device|server|worker)s?\b"
    r"(?![\s-]*(?:/|hours?\b|days?\b|minutes?\b|seconds?\b|memory\b|time\b|utili[sz]ation\b))"
    r"|[a-z]{1,2}\d{3}[a-z]?s?\b)")  # an accelerator's model is a GPU: "8xA100"


def _machines(flat: str, end: int) -> str | None:
    """The machine a figure ending at `end` counts ("8 A100 GPUs": gpu), if it counts one."""
    counted = MACHINE_COUNT_RE.match(flat[end:end + 80])
    return counted and (counted.group(1) or "gpu")


def _following(flat: str, end: int) -> list[str]:
    """The words that may be what a figure ending at `end` counts: the next four, or the run of
    describing words after it, up to seven; none past a colon or semicolon, after which the things counted are named
    ("three groups: initial layers …" counts no layers)."""
    window = re.split(r"[:;]", flat[end:end + 80], maxsplit=1)[0]
    run = []
    # a compound is one word ("seven state-of-the-art LLMs": its "of" ends no run)
    for word in re.findall(r"[a-z]+(?:-[a-z]+)*", re.match(r"[\sa-z'-]*", window).group(0))[:7]:
        if word in RUN_ENDS:
            break
        run.append(word)
    # (not a rate's denominator: "1 token/s", "30 frames per second" count no seconds)
    return [m.group(2) for m in list(RATE_WORD_RE.finditer(window))[:4] if not m.group(1)] + run


RATE_WORD_RE = re.compile(r"(/\s*|\bper\s+)?([a-z]+)")  # a word, and whether it is what a rate is per


MULTIPLIERS = frozenset({"x", "times", "fold"})


# "how many seconds long are the videos", "how long is each clip": the length of a thing, not of a process
LENGTH_OF_RE = re.compile(r"\bhow\s+(?:many\s+(?:seconds|minutes|hours)\s+)?long\s+(?:is|are|was|were)\s+"
                          r"(?:the|a|an|its|their|each)\b", re.I)
# how many units of time a thing took ("how many days did its training take"), which a machine's time ("2.788M H800
# GPU hours") does not say, unless the question asks one: "how many days of a single V100", "hours of AMD accelerator
# time", "hours on workstation-class NVIDIA cards", "how many GPU hours" (asked only "how long", such hours say it)
ELAPSED_RE = re.compile(rf"\bhow\s+many\s+(?:minutes|hours|days|weeks|months|years)\s+{AUXILIARY}\b", re.I)
MACHINES = r"gpu|tpu|node|machine|device|core"  # what a machine's time is counted in ("GPU hours", "core-years")
MACHINE_ASKED_RE = re.compile(rf"\b(?:{MACHINES}|accelerator|card)s?[\s-]+(?:hours?|days?|time|years?)\b|"
                              r"\b(?:hours?|days?|weeks?|years?)\s+(?:of|on)\b", re.I)
# a machine's time after a figure: "59.4K H100 GPU hours", "2.5 GPU-days", "1,000 TPU core-years"
MACHINE_TIME_RE = re.compile(rf"\s*(?:[\w.]+\s+){{0,2}}?({MACHINES})s?[\s-]+"
                             r"(?:hours?|days?|weeks?|months?|years?|minutes?|seconds?)\b")


def _counts(flat: str, figure: str, noun: str, acronyms: frozenset[str] = frozenset()) -> bool:
    """The figure counts `noun`: it, or a unit of its kind, is one of the next four words ("258k
    images", "18 of 27 benchmarks", "four downstream datasets", "10^5 environment frames"), or is that unit
    ("in minutes"), or ends the describing words after it ("250 carefully selected PyTorch ML workloads"), or an
    acronym for it ("half the NFEs" counts neural function evaluations)."""
    family = next((f for f in _units() if noun in f), frozenset())
    if figure in family:  # the unit is the figure: "fine-tuned in minutes"
        return True
    for end in _ends(flat, figure):
        if (timed := MACHINE_TIME_RE.match(flat, end)) and _is_noun(timed.group(1), noun):
            continue  # "59.4K H100 GPU hours" counts hours, no GPUs
        for i, word in enumerate(_following(flat, end)):
            if i == 0 and word in MULTIPLIERS:
                break  # "over 10x times faster to train" is a multiple, no count of hours
            word = word.rsplit("-", 1)[-1]  # a compound counts by its last word ("2.5 GPU-days": days)
            if word in family or _is_noun(word, noun):
                return True  # "212k parameters" counts weights
            if word in acronyms and word[-2] == noun[0]:
                return True
    return False


# Kinds of quantity a figure can measure: a figure next to one kind only is not one of another
# ("reduces peak memory by 25-30%" does not say how much shorter training gets; "covering a 25km^2 city area"
# is no PSNR).
QUANTITY_KINDS = ("time hours days minutes seconds weeks months years latency fast faster speed speedup throughput fps "
                  "slow slower long longer quick quicker accelerate",
                  "memory ram vram hbm footprint storage GB space volume traffic",
                  "accuracy accurate correctness error score PSNR SSIM FID mIoU F1 BLEU perplexity MAPE MAE RMSE",
                  "cost price dollars budget",
                  "energy power watts", "flops tflops gflops macs", "area distance km kilometers meters miles",
                  "utilization occupancy")


# quality metrics a question names, which no other word of their kind says ("accuracy" is no perplexity)
NAMED_QUALITY = METRICS | frozenset(content_words("perplexity"))
# quantities whose kind the word before them says ("correctness rate", "accuracy loss")
RATES = frozenset({"rate", "ratio", "loss"})
SPEED, ACCURACY, COST, ENERGY = 0, 2, 3, 4  # indexes among QUANTITY_KINDS: time and speed, accuracy, cost, energy
# a sum of money states a cost, whatever words it has: "59.4K H100 GPU hours (\$148K)"
MONEY_RE = re.compile(r"\$\s?\d|\d\s?(?:usd|us dollars)\b", re.I)
# points of performance state a score, whatever its name: "up to 6 average performance points improvement"
SCORE_POINTS_RE = re.compile(r"\b(?:performance|accuracy|score|percentage)\s+points?\b", re.I)
MEMORY_INDEX = 1
# a GPU's size of memory states memory, whatever words it has: "an 8 x Nvidia 6000 Ada GPU (48G)", "a 24GB GPU" (not a
# file's: "a final package … taking up only 40-50 MB" is no GPU memory)
MEMORY_SIZE_RE = re.compile(r"\bGPUs?\s*\(\s*\d+(?:\.\d+)?\s?(?:G|GB|GiB)\s*\)|"
                            r"(?<![\w.])\d+(?:\.\d+)?\s?(?:G|GB|GiB)\s+(?:[\w-]+\s+)?(?:GPUs?|VRAM|HBM)\b")


@lru_cache(maxsize=1)
def _kinds() -> tuple[frozenset[str], ...]:
    return tuple(frozenset(content_words(kind)) for kind in QUANTITY_KINDS)


# Computation is work done, as FLOPs are, where a figure's own label or the quantity asked says it ("a 20x
# reduction in attention computation"); a sentence's words at large do not ("the computation efficiency … 500x")
COMPUTATION = "computation compute"
# a time's unit right after its figure ("18.04ms (iPhone 13)"), which elsewhere may be a name's letters ("MS COCO")
TIME_UNITS = "ms milliseconds"


@lru_cache(maxsize=1)
def _label_kinds() -> tuple[frozenset[str], ...]:
    flops = QUANTITY_KINDS.index("flops tflops gflops macs")
    extra = {flops: frozenset(content_words(COMPUTATION)), SPEED: frozenset(content_words(TIME_UNITS))}
    return tuple(k | extra.get(i, frozenset()) for i, k in enumerate(_kinds()))


def _asked_kinds(q: Analysis, labels: bool = False) -> list[frozenset[str]]:
    """The kinds of quantity its parts ask to be counted (time for "how much faster"; accuracy for
    "what correctness rate", a rate saying its kind by the word before it); with `labels`, as a
    figure's own label is read (`_label_kinds`)."""
    asked = q.quantities | {w for p in q.parts if p.head in RATES for w in p.focus}
    return [k for k in (_label_kinds() if labels else _kinds()) if k & asked]


# "40 TFlops/GPU", "225 TFLOPs/s per A100": floating-point work per device or per second is a speed
# (not work per item: "55 TFLOPs per token")
FLOPS_RATE_RE = re.compile(r"\s*[kmgtpe]?flops?\s*(?:/\s*|per\s+)(?:s|sec|seconds?|gpus?|devices?|chips?|nodes?|"
                           r"accelerators?|cards?)\b", re.I)


def _flops_rate(flat: str, figure: str, asked: list[frozenset[str]]) -> bool:
    # (`asked` as labels read it: a time's kind with its units)
    return any(_kinds()[SPEED] <= k for k in asked) and any(FLOPS_RATE_RE.match(flat, end) for end in _ends(flat, figure))


def _other_kind(words: frozenset[str], asked: list[frozenset[str]], labels: bool = False) -> bool:
    return any(k & words for k in (_label_kinds() if labels else _kinds())) and not any(k & words for k in asked)


def other_quantity(sentence: str, q: Analysis) -> bool:
    """The question asks for a quantity of one kind (time) and the sentence speaks of others only
    (memory), and not of a metric the question names for it ("GenEval score")."""
    asked = _asked_kinds(q)
    if not asked:
        return False
    words = content_words(sentence)
    if any(p.metric and p.metric <= words for p in q.parts):
        return False
    stated = [k for k in _kinds() if k & words] + ([_kinds()[COST]] if MONEY_RE.search(sentence) else []) + \
        ([_kinds()[ACCURACY]] if SCORE_POINTS_RE.search(sentence) else []) + \
        ([_kinds()[MEMORY_INDEX]] if MEMORY_SIZE_RE.search(sentence) else [])
    # ("We reduce data movement by up to 22.91% …" says nothing of GPU memory saved)
    # (energy only is asked, which no figure gives unsaid: "how much training energy … save" is no "1.30x
    # performance improvement")
    # (nor accuracy: "achieved 13.7times and 3.0times maximum batch size" says no accuracy, for how accurate a model is)
    return bool(stated) and not any(k in asked for k in stated) or _moved_not_held(frozenset(words), q.quantities) or \
        not stated and asked in ([_kinds()[ENERGY]], [_kinds()[ACCURACY]]) or _unnamed_metric(frozenset(words), q)


def _unnamed_metric(words: frozenset[str], q: Analysis) -> bool:
    """A metric asked by its name ("what perplexity"), where the sentence says only other words of its kind:
    "state-of-the-art accuracy for FP4 precision" gives no perplexity."""
    stated = words & _kinds()[ACCURACY]
    return bool(q.quantities & NAMED_QUALITY) and bool(stated) and not stated & q.quantities


def miscounted(sentence: str, source_text: str, q: Analysis) -> str | None:
    """Asked how many of a thing, the sentence counts it with a figure ("PipeDream uses 5 GPUs")
    that the source never counts it with: its 5 is "up to 5x faster" and "five different DNNs"."""
    flat, text = normalise(sentence), normalise(source_text)
    acronyms = frozenset(a.lower() for a in COUNTED_ACRONYM_RE.findall(sentence))
    for noun in q.counted:
        for f in sorted(new_figures(sentence, q)):
            if _counts(flat, f, noun, acronyms) and not any(_counts(text, w, noun, acronyms) for w in _written(f)):
                return f"source does not give {f} as a count of {noun}"
    return None


def premise_restated(sentence: str, sources: list[Source], q: Analysis) -> str | None:
    """The sentence repeats the question's premise ("COMET only supports 8-bit activations, so …"),
    which is the paper's claim only where one shown sentence of it, not one on other work, holds every
    premise word the answer repeats: a premise the paper does not state, or states otherwise ("…
    compresses most activations into 4-bit"), is not the answer's to state (mechanism 7)."""
    if not q.premise:
        return None
    words, need = premise_need(q)
    said = words & frozenset(content_words(sentence))
    if len(said) < need:
        return None
    # (not one that says the opposite: "… without requiring model code refactoring" for "requires refactoring the
    # model's code")
    if any(said <= frozenset(content_words(t)) for s in sources for t in (s.title, *shown_sentences(s.text))
           if not of_others(t, q) and not negates(q.premise, t)):
        return None
    return f"it states the question's premise, which no sentence of source {_marks([s.n for s in sources])} does"


def echoed(sentence: str, source_text: str, q: Analysis) -> str | None:
    """A figure the question gives of one thing, written in the answer as the amount asked of another
    ("How many training tokens does the 10.6x compression use?": "… uses 10.6x training tokens"), which
    the source never says."""
    asked = frozenset().union(*(p.focus for p in q.parts if p.wants_number), *(content_words(n) for n in q.counted))
    flat, question, text = normalise(sentence), normalise(q.text), normalise(source_text)

    def labels(where: str, figure: str) -> list[frozenset[str]]:
        return [frozenset(content_words(m.group(1))) for m in
                re.finditer(rf"(?<![\w.]){re.escape(figure)}(?:x|%)?\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?)", where)]
    for f in sorted(q.numbers):
        own = frozenset().union(*labels(question, f))
        for label in labels(flat, f):
            if label & asked and not label & own and not any(label & said for said in labels(text, f)):
                return f"it gives the question's own {f} as the {' '.join(sorted(label & asked))} asked"
    return None


def of_other_kind_in_source(sentence: str, source_text: str, q: Analysis) -> str | None:
    """The sentence speaks of the kind of quantity asked, and every figure it gives is one that every
    source clause giving it gives with other kinds of quantity only: "speeds up the fine-tuning of
    BERT by an average of 2.2x … with an average degradation of 0.2% in accuracy", where the source's
    2.2x is "reduce the overall on-device GPU memory usage … by an average of 2.2x" (beside a figure
    of the kind asked, another figure is extra, so one such figure alone is not enough)."""
    asked = [_kinds().index(k) for k in _asked_kinds(q)]
    if not asked or len(q.parts) > 1:  # (of two parts, the other may ask the other kind)
        return None
    if not any(_kinds()[i] & content_words(sentence) for i in asked):
        return None  # it does not say its figure is of the kind asked ("keeps only 12% of the KV cache")
    # each source clause's figures and the kinds of quantity it speaks of, read once
    # (figures, not all digits: a multiple in words is one, "twice as fast", and a sparsity pattern's "2:4" is none)
    read = [(figures(c), {i for i, k in enumerate(_kinds()) if k & words})
            for c in clauses(source_text) for words in [content_words(c)]]
    other = []
    for figure in sorted(figures(sentence) - q.numbers - figures(q.text)):
        stated = [kinds for found, kinds in read if figure in found]
        if not (stated and all(stated) and not any(i in kinds for i in asked for kinds in stated)):
            return None
        other.append(figure)
    return f"the source gives {other[0]} for another kind of quantity than the one asked" if other else None


def moved_for_held(sentence: str, source_text: str, q: Analysis) -> str | None:
    """Asked how much memory is held or saved, every figure the sentence gives is, wherever the source gives it, a
    change of data moved: "saves 22.91% when training BERT", where the source reduces "data movement by up to 22.91%"."""
    held, moved = MEMORY_MEASURES
    if not q.quantities & held or q.quantities & moved:  # (most questions)
        return None
    said = sorted(new_figures(CITE_RE.sub("", sentence), q))
    read = [{**changed(c), **{f: words for f, (_, words) in labelled(c).items()}} for c in clauses(source_text)]
    labels = {f: [found[f] for found in read if f in found] for f in said}
    if said and all(labels[f] and all(_moved_not_held(w, q.quantities) for w in labels[f]) for f in said):
        return f"the source gives {said[0]} as a change of data moved, not of memory held"
    return None


KEPT_RE = re.compile(r"\b(?:only|just|keeps?|kept|retain\w*)\b", re.I)


def unsaved(sentence: str, source_text: str, q: Analysis) -> str | None:
    """Asked how much a thing saves or reduces, a figure of the sentence that every source clause giving it gives as
    no saving ("the all-to-all communication ratio averaged around 45%", said as "reduces … by 45%"), nor as what is
    kept ("keeps only 12% of the KV cache")."""
    if not q.asks_saving:
        return None
    for figure, giving in figures_given(sentence, source_text, q.numbers):
        if giving and not any(SAVED_RE.search(normalise(c)) or KEPT_RE.search(c) for c in giving):
            return f"the source gives {figure} as no amount saved"
    return None


# a change from one figure to another: "extending knowledge retention from under 20k to over 160k tokens"
QUALIFIER = r"(?:(?:below|under|over|above|about|around|nearly|roughly|only|just|less\s+than|more\s+than)\s+)?"
FROM_TO_RE = re.compile(rf"\bfrom\s+{QUALIFIER}(\d+(?:\.\d+)?)[^,;()]{{0,16}}?\bto\s+{QUALIFIER}(\d+(?:\.\d+)?)")
# a question asking where a change starts, or what came before: "from what", "before", "the original model"
START_ASKED_RE = re.compile(r"\b(?:from|before|original(?:ly)?|baselines?|previous(?:ly)?|prior|existing|without|"
                            r"initial(?:ly)?|start\w*|old|vanilla|default|conventional|traditional|used\s+to)\b", re.I)


def started_from(sentence: str, source_text: str, q: Analysis, own: str = "") -> str | None:
    """Asked a figure, the sentence gives the figure a source's change starts from and not the one it ends at ("retains
    knowledge up to 20k tokens", where the source extends "knowledge retention from under 20k to over 160k tokens"),
    unless the question asks where it starts or what came before, or names another work than the paper's `own` name
    that the source speaks of ("beyond how many tokens does MemoryLLM struggle", of the work it starts from)."""
    if not q.wants_number or START_ASKED_RE.search(q.text) or \
            any(mentions(source_text, t) and t.lower() != own.lower() for t in q.terms):
        return None
    said = numbers(sentence)
    for first, then in FROM_TO_RE.findall(normalise(source_text)):
        if first in said - q.numbers and then not in said and first != then:
            return f"it gives {first}, where the source's change starts; the source says it goes to {then}"
    return None


def before_named(sentence: str, source_text: str, q: Analysis) -> str | None:
    """Asked a figure once the method is applied ("… once LSH-MoE compresses the tokens"), a figure of the sentence
    that the source gives only before it first names the method: what came before it ("… we found that the all-to-all
    communication ratio averaged around 45%" of existing systems, ahead of "we propose LSH-MoE")."""
    applied = [t for t in q.terms if re.search(rf"\b(?:once|after)\s+(?:the\s+)?{re.escape(t)}(?![\w-])", q.text)]
    if not q.wants_number or not applied:
        return None
    said = numbers(sentence) - q.numbers
    if not said:
        return None
    sentences = shown_sentences(source_text)
    first = next((i for i, s in enumerate(sentences) if any(mentions(s, t) for t in applied)), None)
    giving = [i for i, s in enumerate(sentences) if said & numbers(s)]
    if first is None or not giving or any(i >= first for i in giving):
        return None
    return f"the source gives {min(said)} before it names {applied[0]}: a figure of what came before it"


# an order of growth in words: "minimise the computational complexity to linear"
GROWTH_WORD_RE = re.compile(r"\b(?:linear|quadratic|cubic|constant|logarithmic|sub-?linear|sub-?quadratic)\b", re.I)


# a sentence that is a question, not one that says something first ("we focus on …, and ask whether …?")
ASKING_RE = re.compile(r"^\s*(?:how|what|why|which|who|when|where|does|do|did|can|could|is|are|was|were|should|would|"
                       r"will)\b[^.!]*\?\s*$", re.I)


def informative(sentence: str, q: Analysis) -> bool:
    """The sentence adds something to the question: a number, a name, at least two new words, or, asked of a
    complexity, an order of growth in words ("… to linear")."""
    if ASKING_RE.match(sentence):  # (the paper's own question: "How well do text-only LLMs grasp …?")
        return False
    if new_figures(sentence, q) or new_names(sentence, q):
        return True
    if BIG_O_ASKED_RE.search(q.text) and GROWTH_WORD_RE.search(sentence) and not GROWTH_WORD_RE.search(q.text):
        return True
    new = content_words(sentence) - q.words
    return len(new) >= 2 or bool(new) and _qualifies_asked(sentence, q)


def says_asked_anew(sentence: str, q: Analysis) -> bool:
    """A source sentence saying MANY_ASKED words asked beyond a description of the paper adds enough with one new word:
    "Code is provided for anyone to reproduce the trials", asked what is provided so that anyone can reproduce them.
    (Not a model's sentence, which may say the question back with one word of its own.)"""
    words = content_words(sentence)
    return len(words - q.words) == 1 and shared_asked(q.asked - q.described, words) >= MANY_ASKED


MANY_ASKED = 3


def _qualifies_asked(sentence: str, q: Analysis) -> bool:
    """Asked which thing of a kind ("in which precision regimes"), a new word before the kind's words says which:
    "in high precision regimes" adds one word, the answer."""
    part = q.parts[0] if len(q.parts) == 1 else None
    if not (part and part.head):
        return False
    tokens = re.findall(r"[A-Za-z][\w-]*", sentence)
    for i, token in enumerate(tokens):
        if part.head in content_words(token):
            j = i - 1
            while j >= 0 and content_words(tokens[j]) and content_words(tokens[j]) <= part.focus:
                j -= 1
            if j >= 0 and content_words(tokens[j]) and not content_words(tokens[j]) & q.words:
                return True
    return False


def names_paper(sentence: str, sources: list[Source], q: Analysis) -> bool:
    """Asked for a name, the sentence gives the name before a cited paper's title colon, or the
    name its abstract gives its method ("namely GSASR"), which the question does not: "Flash
    Diffusion." answers "what is the distillation method called …"."""
    return q.wants_name and any(mentions(sentence, name) and not q.names(name)
                                for s in sources for name in _own_names(s))


def _own_names(source: Source) -> list[str]:
    head = title_head(source.title)
    return ([head] if head else []) + introduced_names(source.abstract or source.text)


def _only_own_name(sentence: str, papers: list[Source], q: Analysis) -> bool:
    """The sentence says no more than the question's words and the own name of one of `papers`
    (those it cites, and the one the question is about), spelled out or not ("Transformer-Aware
    Gradient Compression (TAGC)")."""
    names = [(name, s) for s in papers for name in _own_names(s) if mentions(sentence, name)]
    # each acronym a name is built of, spelled out too ("LSH-MoE": "locality-sensitive hashing")
    said = {w for name, s in names for part in dict.fromkeys([name, *name.split("-")]) if part
            for w in content_words(f"{part} {spelled_out(part, s.abstract or s.text) or ''}")}
    # ("uses" is a plain word, though its stem is no stopword's spelling)
    return bool(names) and not content_words(sentence) - q.words - said - STOPWORDS


# "1K-4K", "512K", "7B": a size or a range of sizes, written like a name
QUANTITY_TERM_RE = re.compile(r"\d+(?:\.\d+)?[KMBT]?(?:-\d+(?:\.\d+)?[KMBT]?)?")


ECHO_WORDS = 5  # words of the question's asking, in a row, that a sentence repeats to ask rather than answer
WH_WORDS = frozenset("what which".split())  # (not "when", "how": "… when they do not merge …" may be an answer)
# a question's asking inside a sentence: "which kinds of unified multimodal models does it apply"
# (or asked again as a clause: "… and on which GPU it compresses CIFAR-100 losslessly")
ASKING_IN_RE = re.compile(r"\b(?:what|which)\b[^.,;:]*?\b(?:does|do|did|is|are|was|were|can|could)\s+\w+|"
                          r"\b(?:on|in|at|with|for|by|from)\s+(?:what|which)\s+[\w-]+\s+(?:it|they)\s+\w+", re.I)
AUXILIARIES = frozenset("does do did".split())  # dropped where a clause asks again: "which GPU (does) it compress"


def echoes_question(text: str, question: str) -> bool:
    """The sentence repeats a run of the question holding its question word ("… leverages as dense text prompts,
    and across which kinds of unified multimodal models does it apply"): it asks again, answering nothing."""
    if not ASKING_IN_RE.search(text):
        return False
    said = [w for w in re.findall(r"[a-z0-9]+", text.lower()) if w not in AUXILIARIES]
    asked = [w for w in re.findall(r"[a-z0-9]+", question.lower()) if w not in AUXILIARIES]
    runs = {tuple(asked[i:i + ECHO_WORDS]) for i in range(len(asked) - ECHO_WORDS + 1)
            if WH_WORDS & set(asked[i:i + ECHO_WORDS])}
    return any(tuple(said[i:i + ECHO_WORDS]) in runs for i in range(len(said) - ECHO_WORDS + 1))


# a benchmark's name right before its figure, or before a change to it: "GEdit 6.94 -> 7.25", "GEdit 7.25"
NAMED_FIGURE_RE = re.compile(r"(?<![\w-])([a-z][\w-]*[a-z0-9])\s+(?:score\s+(?:of\s+)?)?(?:[\d.]+\s*->\s*)?"
                             r"(\d+(?:\.\d+)?)(?![\d.]*\s*->)")


def figure_of_other_name(text: str, source_text: str) -> str | None:
    """The sentence gives a figure after a name ("GEdit 3.75") that the source gives, each time, after another name,
    where it gives the name asked its own figure ("ImgEdit 3.38 -> 3.75, GEdit 6.94 -> 7.25"): names swapped."""
    source = normalise(source_text)
    for name, figure in NAMED_FIGURE_RE.findall(normalise(text)):
        written = re.findall(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text, re.I)
        if figure not in numbers(source) or name in STOPWORDS or not any(w[:1].isupper() for w in written):
            continue  # (a name, written with a capital: "GEdit", not "reaches")
        named = [(n, f) for n, f in NAMED_FIGURE_RE.findall(source) if n not in STOPWORDS]
        owners = {n for n, f in named if f == figure}
        own = {f for n, f in named if n == name}
        if owners and name not in owners and own and figure not in own:
            return f"the source gives {figure} for {sorted(owners)[0]}, and {name} another figure"
    return None


def check_answer(draft: str, q: Analysis, sources: list[Source], thresholds: Thresholds,
                 similarity: Similarity | None = None, subject: int | None = None) -> Checked:
    """`subject`: the shown paper the question is about (`rag.evidence.subject`), if one stands out."""
    if not draft.strip() or is_refusal(draft):
        return Checked(answer=CANNOT_ANSWER, refused=True)
    draft = CITE_AFTER_STOP_RE.sub(r"\2\1", draft)
    ctx = _Context(q, {s.n: s for s in sources}, thresholds, similarity, subject)
    result = Checked(answer="")
    rendered = []
    for start, end in sentence_spans(draft):
        text, cited = split_citations(draft[start:end])
        if not re.search(r"\w", text):
            continue
        for n in sorted(set(cited) - set(ctx.by_n)):
            result.warnings.append(f"Removed citation [{n}]: no source {n} was shown.")
        valid = [n for n in dict.fromkeys(cited) if n in ctx.by_n]
        text = as_written(text, [ctx.by_n[n] for n in valid])
        check = ctx.check(text, valid)
        if not check.cited:  # no citation and no source supports it ("OK.", "Sure!"): not part of the answer
            result.warnings.append(f"Removed {text!r}: it cites no source and none supports it.")
            continue
        if valid and check.supported and set(check.cited) != set(valid):
            result.warnings.append(f"Citation {_marks(valid)} did not support {text!r}; cited {_marks(check.cited)} instead.")
        sentence_index = len(result.sentences)
        result.sentences.append(check)
        result.citations.extend(
            Citation(n=n, paper_id=ctx.by_n[n].paper_id, title=ctx.by_n[n].title, sentence=sentence_index,
                     supported=check.supported, attributed=n not in valid)
            for n in check.cited
        )
        rendered.append(_with_marks(text, check.cited))
    _off_subject(result, subject)
    result.names_asked = any(s.supported and names_paper(s.text, [ctx.by_n[n] for n in s.cited], q)
                             for s in result.sentences)
    result.supported_any = result.names_asked or any(s.supported and informative(s.text, q) for s in result.sentences)
    result.answer = " ".join(rendered)
    return result


def _off_subject(result: Checked, subject: int | None) -> None:
    """When the answer speaks of the paper the question is about, a sentence backed only by
    another shown paper answers nothing asked ("QDyLoRA fine-tunes Falcon-40b …" in an answer
    about the Arabic fine-tuning of Qwen2-1.5B): it is flagged as unsupported."""
    if subject is None or not any(s.supported and subject in s.cited for s in result.sentences):
        return
    for i, s in enumerate(result.sentences):
        if s.supported and subject not in s.cited:
            result.sentences[i] = s.model_copy(update={"supported": False, "reason": (
                f"backed only by {_marks(s.cited)}, not by [{subject}], the paper the question is about")})
    flagged = {i for i, s in enumerate(result.sentences) if not s.supported}
    result.citations = [c.model_copy(update={"supported": False}) if c.sentence in flagged else c
                        for c in result.citations]


def _marks(ns: list[int]) -> str:
    return "".join(f"[{n}]" for n in ns)


def _with_marks(text: str, cited: list[int]) -> str:
    """Citation marks go before the sentence's closing punctuation: 'by 62% [1].'"""
    marks = "".join(f" [{n}]" for n in cited)
    body, end = (text[:-1], text[-1]) if text[-1:] in ".!?" else (text, "")
    return f"{body}{marks}{end}"


class _Context:
    """What every sentence is checked against: the question and the shown sources."""

    def __init__(self, q: Analysis, by_n: dict[int, Source], thresholds: Thresholds, similarity: Similarity | None,
                 subject: int | None = None):
        self.by_n, self.thresholds, self.similarity = by_n, thresholds, similarity
        self.q, self.subject = q, subject
        self._question_figures = frozenset(figures(q.text))

    def supports(self, text: str, ns: list[int]) -> tuple[bool, str]:
        off = [n for n in ns if not on_subject(self.by_n[n], self.q.terms)]
        if off:
            return False, f"source {off[0]} is not about {', '.join(self.q.terms)}"
        if compared_with_itself(text):  # "Decoder-only models … compared to decoder-only models"
            return False, "it compares what it speaks of with itself"
        opener = self._opened_by(text)
        if opener is not None and opener not in ns:  # "DeepSpeed Inference achieves …" is DeepSpeed Inference's claim
            return False, f"it speaks of {paper_name(self.by_n[opener].title)}, source {opener}, not of {_marks(ns)}"
        # cited with another paper, its figures are the named paper's, unless it names the other's subject too
        # ("EvaSurf trains in 1-2 hours, while NeuS takes 8 hours"), not only as what it is compared with
        if opener is not None and len(ns) > 1 and not self._speaks_of_other(text, opener, ns) and \
                numbers(text) - self.q.numbers - numbers(self._whole(opener)):
            return False, f"its figures are not those of {paper_name(self.by_n[opener].title)}, source {opener}"
        if len(ns) > 1 and any(swapped_names(text, self.by_n[n], self.q, self.thresholds) for n in ns):
            return False, "it says what one source says under a name only the other mentions"
        if len(ns) > 1 and self.subject in ns and not self._names_other(ns, text):
            # a question about one paper: a figure only the other paper states is another method's
            foreign = numbers(text) - self.q.numbers - numbers(self._whole(self.subject))
            if foreign:
                return False, f"gives {min(foreign)}, which the paper asked about [{self.subject}] does not state"
        cited = [self.by_n[n] for n in ns]
        spelled = [x for s in cited if self.q.expands and (x := spelled_out(self.q.expands, s.abstract or s.text))]
        if spelled and not any(contains(text, x) for x in spelled):  # not the words the paper abbreviates
            return False, f"source {ns[0]} spells {self.q.expands} out as {spelled[0]!r}"
        about = cited + ([self.by_n[self.subject]] if self.subject in self.by_n else [])
        if self.q.acts_on and _only_own_name(text, about, self.q):
            return False, "it gives the name of the method the question asks about, not what it asks for"
        own = [head for s in cited if (head := title_head(s.title))]
        # not its own name (or a misspelling of it), though a word within one ("GPT-4o" of "ShareGPT-4o-Image") is not
        settings = tuple(t for t in self.q.terms if not any(names_whole(head, t) or mentions(head, t) and
                                                             t.lower() not in head.lower() for head in own))
        shown = _shown_and_whole(cited)[0]
        # (a variant of the paper's own name is another method: NeuS, asked of NeuS2)
        wrong_side = crossed(text, shown, self.q.text, settings, self.q.numbers, self.q.baselines) or \
            variant_of(text, shown, self.q.terms, self.q.numbers) or base_for_variant(text, shown, self.q.numbers) or \
            next((why for s in cited  # (the whole abstract: the clause naming the model may not be shown)
                  if (why := unsized(text, s.abstract or s.text, self.q.asking, self.q.terms, self.q.numbers))), None)
        if wrong_side:
            return False, wrong_side
        # ("MoETuner faces key challenges …", which the abstract says of expert parallelism, shown or not)
        # (not with the title, which may run into the abstract's first sentence)
        named = self.by_n[opener] if opener is not None else None
        if named is not None:
            whole, its_name = named.abstract or named.text, paper_name(named.title) or ""
            replaced = replaced_subject(text, whole, its_name) or failure_moved(text, whole, its_name)
        else:
            replaced = False
        if replaced:
            return False, replaced
        wrong_label = next((why for focus in self.q.focus_of(text)
                            if (why := mislabelled(text, shown, focus, self.q.numbers))), None) or \
            misowned(text, shown, self.q.numbers) or credited_elsewhere(text, shown, self.q) or \
            against_unnamed(text, shown, self.q) or misroled(text, shown, new_names(text, self.q)) or \
            replaced_object(text, shown) or crossed_parallel(text, shown) or misused(text, shown) or \
            borrowed_label(text, shown, self.q.numbers) or swapped_object(text, shown) or \
            of_other_kind_in_source(text, shown, self.q) or moved_for_held(text, shown, self.q) or \
            other_quantity_in_source(text, shown, self.q) or kind_relabelled(text, shown, self.q) or \
            alone_unsaid(text, self.q) or alone_unsourced(text, shown, self.q) or \
            capacity_for_peak(text, self.q) or polarity_swapped(text, shown) or \
            miscounted_machines(text, shown, self.q.text) or \
            other_machine_count(text, self.q.text) or \
            next((why for s in cited if (why := setting_elsewhere(text, s.abstract or s.text, self.q))), None) or \
            miscounted(text, shown, self.q) or echoed(text, shown, self.q) or premise_restated(text, cited, self.q) or \
            unsaved(text, shown, self.q) or unit_dropped(text, shown, self.q.numbers | figures(self.q.text)) or \
            next((why for s in cited if (why := started_from(text, s.abstract or s.text, self.q,
                                                             paper_name(s.title) or ""))), None) or \
            next((why for s in cited if (why := before_named(text, s.abstract or s.text, self.q))), None)
        if wrong_label:
            return False, wrong_label
        # asked which work does X, "Z does X" claims X of Z: the question's words are the claim too;
        # and a premise's ("since X must retrain the whole model, …") is a claim the source must make
        claimed = frozenset() if self.q.wants_name else self.q.words - premise_words(self.q)
        def by(papers: list[Source]) -> tuple[bool, str]:
            return support(text, papers, claimed, self.thresholds, self.similarity, self.q.numbers,
                           self._question_figures)

        supported = by(cited)
        named = self._answered_name(text, ns)
        if supported[0] and named is not None and not by([self.by_n[named]])[0]:
            # "Rolling Forcing cuts the denoising steps …" in Flash Diffusion's words: a name on another's claim
            return False, f"it names {title_head(self.by_n[named].title)}, source {named}, for what only another says"
        return supported

    def _answered_name(self, text: str, ns: list[int]) -> int | None:
        """Asked for a name, the one cited paper (of several) whose title's head the sentence gives as the answer."""
        if not self.q.wants_name or len(ns) < 2:
            return None
        heads = {n: head for n in ns if (head := title_head(self.by_n[n].title)) and len(head) >= 3}
        given = [n for n, head in heads.items() if mentions(text, head) and not self.q.names(head)]
        return given[0] if len(given) == 1 else None

    def _speaks_of_other(self, text: str, opener: int, ns: list[int]) -> bool:
        subjects = [t for t in subject_terms(text)  # not what it is compared with ("over DeepSpeed", "compared to the
                    # original LLaMA-3.1-70B (LLaMA-2-13B)", "compared to the vision-only baseline DP3"), nor what a
                    # figure is measured on ("speedup on GPT-2", "on both Wikitext-2 and C4"), nor a quantity ("seq.
                    # length 1K-4K"), nor the GPU it runs on ("trained … on a single A100 GPU", which another paper names)
                    if not QUANTITY_TERM_RE.fullmatch(t) and not names_model(t) and
                    not re.search(rf"(?:\b(?:over|than|against|versus|vs\.?|and|or|with|to|on)\s+"
                                  rf"(?:the\s+|both\s+|each\s+)?(?:original\s+|(?:[\w-]+\s+)?baseline\s+|base\s+)?|\()"
                                  rf"{re.escape(t)}(?![\w-])", text)]
        return self._named_by_other(ns, opener, subjects)

    def _opened_by(self, text: str) -> int | None:
        """The shown paper whose own name opens the sentence ("DeepSpeed Inference achieves …"), if one does."""
        opening = re.sub(r"^(?:the|in|with|using)\s+", "", text.strip(), flags=re.I).lower()
        names = {n: name for n, source in self.by_n.items() if (name := paper_name(source.title)) and len(name) >= 3}
        opened = [n for n, name in names.items() if re.match(rf"{re.escape(name.lower())}(?![\w-])", opening)]
        return max(opened, key=lambda n: len(names[n]), default=None)  # "DeepSpeed Inference", not "DeepSpeed"

    def _names_other(self, ns: list[int], text: str) -> bool:
        """The question or the sentence names another paper of the pair too ("compare LongGen and
        Wuerstchen", "… while NeuS takes 8 hours"): its figures are that paper's, said as such."""
        # (a metric names no paper: "mAP", which the other paper happens to report)
        names = [t for t in list(self.q.terms) + subject_terms(text) if t not in METRIC_NAMES | MEASURE_ACRONYMS]
        return self._named_by_other(ns, self.subject, names)

    def _named_by_other(self, ns: list[int], own: int, names: list[str]) -> bool:
        """One of `names` is stated by a cited paper other than `own`, and not by `own`."""
        mine = self._whole(own)
        return any(mentions(self._whole(n), t) and not mentions(mine, t) for n in ns if n != own for t in names)

    def _whole(self, n: int) -> str:
        return _shown_and_whole([self.by_n[n]])[1]

    def check(self, text: str, cited: list[int]) -> SentenceCheck:
        """The model's own citations first, narrowed to those that support the sentence alone when
        any does ("reduces memory by 23.1% [1][2][3]", where only [2] states it: a citation of [1]
        would lend that figure to the paper asked about); else the source (or pair) that supports
        the sentence, marked as attributed; else unsupported, keeping what the model cited."""
        if echoes_question(text, self.q.text):
            return SentenceCheck(text=text, cited=cited, supported=False,
                                 reason="repeats what the question asks, which answers nothing")
        swapped_figure = next((why for n in cited if n in self.by_n and
                               (why := figure_of_other_name(text, self.by_n[n].text))), None)
        if swapped_figure:  # "GEdit 3.75", where the source says "ImgEdit 3.38 -> 3.75, GEdit 6.94 -> 7.25"
            return SentenceCheck(text=text, cited=cited, supported=False, reason=swapped_figure)
        reasons, alone = [], []
        for n in cited:
            ok, reason = self.supports(text, [n])
            if ok:
                alone.append((n, reason))
            reasons.append(reason)
        if alone:
            return SentenceCheck(text=text, cited=[n for n, _ in alone], supported=True, reason=alone[0][1])
        if len(cited) > 1:
            ok, reason = self.supports(text, cited[:2])
            if ok:
                return SentenceCheck(text=text, cited=cited, supported=True, reason=reason)
        swapped = next((n for n in cited if swapped_names(text, self.by_n[n], self.q, self.thresholds)), None)
        if swapped is not None:  # moving the citation to the named paper would give it this claim
            return SentenceCheck(text=text, cited=cited, supported=False,
                                 reason=f"says what source {swapped} says, of a name it does not mention")
        best = self._attribute(text)
        if best:
            return SentenceCheck(text=text, cited=best[0], supported=True, reason=f"attributed: {best[1]}")
        return SentenceCheck(text=text, cited=cited, supported=False,
                             reason="; ".join(reasons) or "no source supports it")

    def _figures_lent(self, text: str, pair: list[int]) -> bool:
        """Of a pair of sources, one states every figure of the sentence and the other none, and all the other adds is
        the question's words ("In the 3D generator whose attention works on sparse volumes, the forward pass is 13.7x
        faster …", 13.7x from a video paper): the figures lent to the paper the question describes, no joint
        support."""
        found = numbers(text) - self.q.numbers
        if not found:
            return False
        stated = {n: numbers(f"{self.by_n[n].title} {self.by_n[n].text}") for n in pair}
        holders = [n for n in pair if found <= stated[n]]
        if len(holders) != 1 or any(found & stated[n] for n in pair if n != holders[0]):
            return False
        holder = self.by_n[holders[0]]
        added = frozenset(content_words(text)) - frozenset(content_words(f"{holder.title} {holder.text}"))
        return bool(added) and added <= self.q.words

    def _attribute(self, text: str) -> tuple[list[int], str] | None:
        words = content_words(text)
        ranked = sorted(self.by_n, key=lambda n: -len(words & content_words(f"{self.by_n[n].title} {self.by_n[n].text}")))
        for group in [[n] for n in ranked] + [[a, b] for i, a in enumerate(ranked[:3]) for b in ranked[i + 1:3]]:
            if len(group) == 2 and self._figures_lent(text, group):
                continue
            ok, reason = self.supports(text, group)
            if ok:
                return group, reason
        return None
