"""Typed results of the answer pipeline: the same JSON for the CLI, the UI and the evaluation."""

from __future__ import annotations

from enum import Enum
from typing import Literal

from pydantic import BaseModel, Field

from index.chunking import sentence_spans

SHOWN_GAP = " … "  # between the spans of an abstract a source shows, where sentences were left out


def shown_sentences(text: str) -> list[str]:
    """The sentences of a source's shown text, never one across a gap (`SHOWN_GAP`)."""
    return [part[a:b] for part in text.split(SHOWN_GAP) for a, b in sentence_spans(part)]


def sentence_before(sentence: str, text: str) -> str:
    """The shown sentence of `text` just before `sentence`, or "" (it opens the text, or is not one of its sentences)."""
    sentences = shown_sentences(text)
    return next((sentences[i - 1] for i, s in enumerate(sentences) if i and s == sentence), "")


class Reason(str, Enum):
    """Why an answer is not the model's own checked answer (see `rag.decision`)."""

    NO_SOURCES = "no_sources"  # retrieval found nothing
    LOW_RELEVANCE = "low_relevance"  # no chunk close enough to the question
    SUBJECT_NOT_FOUND = "subject_not_found"  # no retrieved paper names what the question names
    SETTING_NOT_STATED = "setting_not_stated"  # the paper never states the asked setting (device, size, unit)
    MODEL_REFUSED = "model_refused"  # the model said the papers do not answer it
    UNSUPPORTED = "unsupported"  # nothing the model said is supported and informative
    OFF_POINT = "off_point"  # supported, but not about what was asked
    NO_FIGURE = "no_figure"  # the question asks for a figure; the answer gives none
    NO_FOCUS = "no_focus"  # the question asks for one thing (a licence, a dataset); the answer never names it
    OTHER_PAPER = "other_paper"  # the answer cites only papers other than the one the question names
    NO_MATCHING_SENTENCE = "no_matching_sentence"  # no source sentence to quote
    FALSE_PREMISE = "false_premise"  # the thing asked is not stated; the paper says the opposite of its premise


class Source(BaseModel):
    """A numbered paper shown to the model, with the chunk text it was shown."""

    n: int
    paper_id: str
    title: str
    date: str | None = None
    url: str | None = None
    score: float
    text: str
    spans: list[tuple[int, int]] = Field(default_factory=list, description="Character spans of `text` in the abstract.")
    abstract: str | None = Field(None, exclude=True, repr=False, description="Whole abstract, for subject checks.")


class Citation(BaseModel):
    n: int
    paper_id: str
    title: str
    sentence: int = Field(description="Index of the answer sentence that carries this citation.")
    supported: bool
    attributed: bool = Field(False, description="Added by the checker, not written by the model.")
    evidence: tuple[int, int] | None = Field(None, description="Span in the abstract of the sentence that "
                                             "supports the claim (highlighted on the citation card).")


class PartStatus(BaseModel):
    """One part of a two-part question, and whether the answer gives it."""

    text: str
    status: Literal["answered", "not_stated"]


class SentenceCheck(BaseModel):
    text: str
    cited: list[int]
    supported: bool
    reason: str = ""


class Timings(BaseModel):
    retrieve_ms: float = 0.0
    ttft_ms: float | None = None
    total_ms: float = 0.0


class Tokens(BaseModel):
    prompt: int = 0
    completion: int = 0


class Provenance(BaseModel):
    model: str | None
    model_sha256: str | None
    prompt_version: str
    index_fingerprint: str
    settings: dict


class Answer(BaseModel):
    question: str
    answer: str
    abstained: bool
    method: Literal["generated", "extractive", "abstained"] = Field(
        "generated", description="extractive: quoted source sentences, without the model or in place of "
        "a model answer the checker withheld.")
    reason: Reason | None = Field(None, description="Why the answer abstained or quotes the sources instead "
                                  "of the model's answer; None for a model answer that passed every check.")
    citations: list[Citation] = Field(default_factory=list)
    sources: list[Source] = Field(default_factory=list)
    possibly_related: list[Source] = Field(default_factory=list, description="Closest papers when abstaining.")
    sentences: list[SentenceCheck] = Field(default_factory=list)
    parts: list[PartStatus] = Field(default_factory=list, description="Each part of a two-part question, "
                                    "answered or not stated in the sources; empty for a one-part question.")
    draft: str | None = Field(None, description="What the model wrote, when the checker replaced it.")
    warnings: list[str] = Field(default_factory=list)
    timings: Timings = Field(default_factory=Timings)
    tokens: Tokens = Field(default_factory=Tokens)
    provenance: Provenance
