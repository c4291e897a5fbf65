"""Check what the model wrote against the sources it was shown.

Per sentence: citations to sources that were not shown are removed (and warned about); a cited
sentence is supported when its numbers appear in the cited source, the source is about the
subject the question names, and the sentence is close to the source (content-word overlap or
embedding cosine). An uncited sentence is attributed to the source that best supports it,
marked `attributed`. When nothing the model said is supported, the answer abstains.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from functools import lru_cache

from index.chunking import sentence_spans
from rag.answer import Citation, SentenceCheck, Source
from rag.prompting import CANNOT_ANSWER
from rag.textnorm import normalise, numbers

CITE_RE = re.compile(r"\s*\[(\d+(?:\s*[,;]\s*\d+)*)\]")
WORD_RE = re.compile(r"[a-z0-9]+(?:[.+][a-z0-9]+)*")
TOKEN_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9+\-.]*[A-Za-z0-9+]|[A-Za-z0-9]")
PLURAL_ACRONYM_RE = re.compile(r"^[A-Z]{2,}s$")
QUANTITY_RE = re.compile(r"^\d+(?:\.\d+)?[A-Za-z]{1,2}(?:-[a-z]+)*$")
REFUSAL_RE = re.compile(
    r"(do(es)? not|don't|cannot|can't|can not) (answer|contain|provide|state|mention|say)|no information", re.I
)
STOPWORDS = frozenset(
    "a an and are as at be been but by can could did do does for from had has have how in into is it its "
    "of on or our over than that the their then there these this those to up was we were what when where "
    "which while who why will with would up about also only such using used use".split()
)

Similarity = Callable[[str, str], float]


@dataclass
class Thresholds:
    overlap: float = 0.5
    cosine: float = 0.55


@dataclass
class Checked:
    answer: str
    abstained: bool
    citations: list[Citation] = field(default_factory=list)
    sentences: list[SentenceCheck] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


@lru_cache(maxsize=1)
def _stemmer():
    import Stemmer

    return Stemmer.Stemmer("english")


def content_words(text: str) -> set[str]:
    words = [w for w in WORD_RE.findall(normalise(text)) if w not in STOPWORDS and len(w) > 1]
    return set(_stemmer().stemWords(words))


def subject_terms(question: str) -> list[str]:
    """Names the question is about: mixed-case words (LongGen, ZeRO++, MuST-C), words that mix
    letters and digits (GPT-5, LitQA2, A100), and capitalised words after the first (Wuerstchen).
    Plain lower-case words and all-caps acronyms (GPU, FID) are not."""
    terms = []
    for position, token in enumerate(TOKEN_RE.findall(question)):
        parts = token.split("-")
        mixed_case = any(sum(c.isupper() for c in p) >= 2 and any(c.islower() for c in p) for p in parts)
        letters_digits = any(c.isupper() for c in token) and any(c.isdigit() for c in token)
        if PLURAL_ACRONYM_RE.match(token) or QUANTITY_RE.match(token):
            continue  # GPUs, LLMs; 3GB, 7B, 10x
        proper_noun = position > 0 and token[0].isupper() and token[1:].islower() and len(token) > 2
        if mixed_case or letters_digits or proper_noun:
            terms.append(token)
    return terms


def mentions(text: str, term: str) -> bool:
    """Whether `text` names `term`, tolerating case, dashes and a small misspelling of a long name."""
    term_n = normalise(term).replace("-", " ")
    text_n = normalise(text).replace("-", " ")
    if term_n in text_n:
        return True
    if len(term_n) < 6:
        return False
    return any(SequenceMatcher(None, term_n, word).ratio() >= 0.85 for word in set(text_n.split()))


def on_subject(source: Source, terms: list[str]) -> bool:
    """The paper (title and whole abstract, not just the shown chunk) names one of the terms."""
    about = f"{source.title} {source.abstract or source.text}"
    return not terms or any(mentions(about, t) for t in terms)


def is_refusal(text: str) -> bool:
    flat = normalise(text)
    return normalise(CANNOT_ANSWER) in flat or bool(REFUSAL_RE.search(text[:200]))


def split_citations(sentence: str) -> tuple[str, list[int]]:
    cited = [int(n) for m in CITE_RE.finditer(sentence) for n in re.split(r"[,;]", m.group(1))]
    return CITE_RE.sub("", sentence).strip(), cited


def support(sentence: str, sources: list[Source], question_words: set[str], thresholds: Thresholds,
            similarity: Similarity | None) -> tuple[bool, str]:
    """Whether `sources` (one, or two together) back the sentence: its numbers all appear in
    them, and the words it adds to the question mostly do too (or it is very close in meaning)."""
    names = "+".join(str(s.n) for s in sources)
    text = " ".join(f"{s.title} {s.text}" for s in sources)
    about = " ".join(f"{s.title} {s.abstract or s.text}" for s in sources)
    unnamed = [t for t in subject_terms(sentence) if not mentions(about, t)]
    if unnamed:
        return False, f"source {names} does not mention {unnamed[0]}"
    missing = numbers(sentence) - numbers(text)
    if missing:
        return False, f"numbers not in source {names}: {', '.join(sorted(missing))}"
    words = content_words(sentence)
    novel = words - question_words or words
    overlap = len(novel & content_words(text)) / max(len(novel), 1)
    if overlap >= thresholds.overlap:
        return True, f"overlap {overlap:.2f} with source {names}"
    if similarity is not None and len(sources) == 1 and (cos := similarity(sentence, sources[0].text)) >= thresholds.cosine:
        return True, f"cosine {cos:.2f} with source {names}"
    return False, f"too far from source {names} (overlap {overlap:.2f})"


WANTS_NUMBER_RE = re.compile(
    r"^\s*(how (much|many|fast|long|quickly|large|big|small|high|low)|by (how much|what))|"
    r"\b(accuracy|speedup|speed-up|throughput|error|score|rate|percentage|factor|frames?|fps|hours|days|"
    r"mAP|AP|FID|BLEU|LPIPS|memory|latency|improvement|increase|reduction|length)\b", re.I)


def wants_number(question: str) -> bool:
    """Most questions here ask for a figure: how much, how many, what accuracy, by what factor…"""
    return bool(WANTS_NUMBER_RE.search(question))


def new_names(sentence: str, question: str) -> list[str]:
    return [t for t in subject_terms(sentence) if not mentions(question, t)]


def informative(sentence: str, question: str) -> bool:
    """The sentence adds something to the question: a number, a name, or at least two new words."""
    if numbers(sentence) - numbers(question) or new_names(sentence, question):
        return True
    return len(content_words(sentence) - content_words(question)) >= 2


def check_answer(draft: str, question: str, sources: list[Source], thresholds: Thresholds,
                 similarity: Similarity | None = None) -> Checked:
    if not draft.strip() or is_refusal(draft):
        return Checked(answer=CANNOT_ANSWER, abstained=True)
    ctx = _Context(question, {s.n: s for s in sources}, thresholds, similarity)
    result = Checked(answer="", abstained=False)
    rendered = []
    for start, end in sentence_spans(draft):
        text, cited = split_citations(draft[start:end])
        if not re.search(r"\w", text):
            continue
        for n in sorted(set(cited) - set(ctx.by_n)):
            result.warnings.append(f"Removed citation [{n}]: no source {n} was shown.")
        valid = [n for n in dict.fromkeys(cited) if n in ctx.by_n]
        check = ctx.check(text, valid)
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
    if not any(s.supported and informative(s.text, question) for s in result.sentences):
        result.warnings.append("The model's answer is not supported by the sources or does not answer the "
                               "question, so it was withheld.")
        return Checked(answer=CANNOT_ANSWER, abstained=True, sentences=result.sentences, warnings=result.warnings)
    for s in result.sentences:
        if not s.supported:
            result.warnings.append(f"Unsupported sentence: {s.text!r} ({s.reason}).")
    result.answer = " ".join(rendered)
    return result


def _marks(ns: list[int]) -> str:
    return "".join(f"[{n}]" for n in ns)


def _with_marks(text: str, cited: list[int]) -> str:
    """Citation marks go before the sentence's closing punctuation: 'by 62% [1].'"""
    marks = "".join(f" [{n}]" for n in cited)
    body, end = (text[:-1], text[-1]) if text[-1:] in ".!?" else (text, "")
    return f"{body}{marks}{end}"


class _Context:
    """What every sentence is checked against: the question and the shown sources."""

    def __init__(self, question, by_n, thresholds, similarity):
        self.by_n, self.thresholds, self.similarity = by_n, thresholds, similarity
        self.terms = subject_terms(question)
        self.question_words = content_words(question)

    def supports(self, text: str, ns: list[int]) -> tuple[bool, str]:
        off = [n for n in ns if not on_subject(self.by_n[n], self.terms)]
        if off:
            return False, f"source {off[0]} is not about {', '.join(self.terms)}"
        return support(text, [self.by_n[n] for n in ns], self.question_words, self.thresholds, self.similarity)

    def check(self, text: str, cited: list[int]) -> SentenceCheck:
        """The model's own citations first; else the source (or pair) that supports the sentence,
        marked as attributed; else unsupported, keeping what the model cited."""
        reasons = []
        for n in cited:
            ok, reason = self.supports(text, [n])
            if ok:
                return SentenceCheck(text=text, cited=cited, supported=True, reason=reason)
            reasons.append(reason)
        if len(cited) > 1:
            ok, reason = self.supports(text, cited[:2])
            if ok:
                return SentenceCheck(text=text, cited=cited, supported=True, reason=reason)
        best = self._attribute(text)
        if best:
            return SentenceCheck(text=text, cited=best[0], supported=True, reason=f"attributed: {best[1]}")
        return SentenceCheck(text=text, cited=cited, supported=False,
                             reason="; ".join(reasons) or "no source supports it")

    def _attribute(self, text: str) -> tuple[list[int], str] | None:
        words = content_words(text)
        ranked = sorted(self.by_n, key=lambda n: -len(words & content_words(f"{self.by_n[n].title} {self.by_n[n].text}")))
        for group in [[n] for n in ranked] + [[a, b] for i, a in enumerate(ranked[:3]) for b in ranked[i + 1:3]]:
            ok, reason = self.supports(text, group)
            if ok:
                return group, reason
        return None
