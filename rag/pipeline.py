"""The answer pipeline, one object used by the CLI, the UI and the evaluation:
question (+ history) -> hybrid retrieval -> numbered sources within a token budget -> prompt
-> streamed generation -> checked answer. `stream` yields text pieces, then the Answer."""

from __future__ import annotations

import time
from collections.abc import Iterator

import numpy as np

from rag.answer import Answer, Citation, Provenance, SentenceCheck, Source, Timings, Tokens
from index.chunking import sentence_spans
from rag.checking import (Thresholds, check_answer, content_words, informative, new_names, on_subject,
                          subject_terms, wants_number)
from rag.errors import QuestionError
from rag.prompting import CANNOT_ANSWER, system_prompt, user_prompt
from rag.resources import Resources
from rag.retrieval import PaperHit
from rag.textnorm import numbers

Message = dict[str, str]


class Pipeline:
    def __init__(self, resources: Resources):
        self.res = resources
        self.settings = resources.settings

    def ask(self, question: str, history: list[Message] | None = None, k: int | None = None,
            no_llm: bool = False, temperature: float | None = None) -> Answer:
        for item in self.stream(question, history, k, no_llm, temperature):
            if isinstance(item, Answer):
                return item
        raise AssertionError("the pipeline ended without an answer")

    def stream(self, question: str, history: list[Message] | None = None, k: int | None = None,
               no_llm: bool = False, temperature: float | None = None) -> Iterator[str | Answer]:
        question = self._validated(question)
        started = time.perf_counter()
        found = self.res.retriever.search(self._query(question, history), k=k)
        hits = found.results
        timings = Timings(retrieve_ms=_ms(started))
        sources = self._sources(hits, no_llm)
        provenance = self._provenance(no_llm)
        reason = reason_to_abstain(question, found.best_cosine, sources, self.settings.answer.min_relevance)
        if reason:
            yield self._abstain(question, sources, [reason], timings, started, provenance)
            return
        if no_llm:
            yield self._extractive(question, sources, timings, started, provenance)
            return
        yield from self._generate(question, history or [], sources, timings, started, provenance, temperature)

    def _validated(self, question: str) -> str:
        question = (question or "").strip()
        if not question:
            raise QuestionError("The question is empty.", "Ask something about the papers.")
        limit = self.settings.answer.max_question_chars
        if len(question) > limit:
            raise QuestionError(f"The question is {len(question)} characters long; the limit is {limit}.",
                                "Shorten it, or raise RAG_ANSWER__MAX_QUESTION_CHARS.")
        return question

    def _query(self, question: str, history: list[Message] | None) -> str:
        """A follow-up is searched together with the previous question, which names its subject."""
        earlier = [m["content"] for m in history or [] if m.get("role") == "user"]
        return f"{earlier[-1]} {question}" if earlier else question

    def _sources(self, hits: list[PaperHit], no_llm: bool) -> list[Source]:
        """The top paper's whole abstract (it holds the answer far more often than not) when it
        fits in `whole_abstract_share` of the token budget, else its best chunks; then the best
        chunk of each next paper while the budget lasts, up to `max_sources` papers."""
        a = self.settings.answer
        hits = hits[: a.max_sources]
        if not hits:
            return []
        count = (lambda text: 0) if no_llm else self.res.generator.count_text_tokens
        papers = self.res.index.store.papers([h.paper_id for h in hits])
        sources, used = [], 0
        for hit in hits:
            abstract = papers[hit.paper_id].abstract
            if not sources and count(abstract) <= a.whole_abstract_share * a.context_budget:
                spans = [(0, len(abstract))]
            else:
                spans = [(c.start, c.end) for c in (hit.chunks if not sources else hit.chunks[:1])]
            cost = sum(count(abstract[s:e]) for s, e in spans)
            if sources and used + cost > a.context_budget:
                continue
            used += cost
            sources.append(_source(len(sources) + 1, hit, spans, abstract))
        return sources

    def _abstain(self, question, sources, warnings, timings, started, provenance) -> Answer:
        timings.total_ms = _ms(started)
        return Answer(question=question, answer=CANNOT_ANSWER, abstained=True, method="abstained",
                      possibly_related=sources, warnings=warnings, timings=timings, provenance=provenance)

    def _generate(self, question, history, sources, timings, started, provenance,
                  temperature: float | None) -> Iterator[str | Answer]:
        generator = self.res.generator
        version = self.settings.answer.prompt_version
        turns = history[-2 * self.settings.answer.history_turns:] if self.settings.answer.history_turns else []
        messages = [{"role": "system", "content": system_prompt(version)}, *turns,
                    {"role": "user", "content": user_prompt(version, sources, question)}]
        pieces = []
        for piece in generator.stream(messages, self.settings.generation.max_tokens, temperature):
            if timings.ttft_ms is None:
                timings.ttft_ms = _ms(started)
            pieces.append(piece)
            yield piece
        draft = "".join(pieces).strip()
        a = self.settings.answer
        checked = check_answer(draft, question, sources, Thresholds(a.support_overlap, a.support_cosine),
                               self._similarity())
        tokens = Tokens(prompt=generator.last_usage.prompt, completion=generator.last_usage.completion)
        misses = _misses_the_question(checked, question)
        if misses:
            # The model answered, but not from the sources or not to the point: quote the sources instead.
            quoted = self._extractive(question, sources, timings, started, provenance)
            if not quoted.abstained:
                yield quoted.model_copy(update={"draft": draft, "tokens": tokens, "warnings": checked.warnings + [
                    f"{misses} Showing the best-matching source sentences instead."]})
                return
            if not checked.abstained:
                checked.warnings.append(misses)
        timings.total_ms = _ms(started)
        yield Answer(
            question=question, answer=checked.answer, abstained=checked.abstained,
            method="abstained" if checked.abstained else "generated",
            citations=checked.citations, sources=sources,
            possibly_related=sources if checked.abstained else [],
            sentences=checked.sentences, draft=draft if checked.answer != draft else None,
            warnings=checked.warnings, timings=timings, tokens=tokens, provenance=provenance,
        )

    def _extractive(self, question, sources, timings, started, provenance) -> Answer:
        """The source sentences that best match the question, verbatim, each with its citation.
        A sentence must add something to the question (a number or new words) to be picked."""
        terms = subject_terms(question)
        asked = _asked(question)
        picked = []
        for source in (s for s in sources if on_subject(s, terms)):
            candidates = [part[a:b] for part in source.text.split(" … ") for a, b in sentence_spans(part)]
            scored = [(_match(c, question, asked), -i, c) for i, c in enumerate(candidates) if informative(c, question)]
            best = max(scored, default=None)
            if best and best[0] > 0:
                picked.append((best[0], source.n, best[2]))
        picked = sorted(picked, key=lambda p: -p[0])[: self.settings.answer.no_llm_sentences]
        if not picked:
            return self._abstain(question, sources, ["No sentence in the sources matches the question."],
                                 timings, started, provenance)
        picked.sort(key=lambda p: p[1])
        timings.total_ms = _ms(started)
        by_n = {s.n: s for s in sources}
        return Answer(
            question=question, answer=" ".join(f"{text} [{n}]" for _, n, text in picked), abstained=False,
            method="extractive",
            citations=[Citation(n=n, paper_id=by_n[n].paper_id, title=by_n[n].title, sentence=i, supported=True)
                       for i, (_, n, _) in enumerate(picked)],
            sentences=[SentenceCheck(text=t, cited=[n], supported=True, reason="quoted from the source")
                       for _, n, t in picked],
            sources=sources, timings=timings, provenance=provenance,
        )

    def _similarity(self):
        embedder = self.res.embedder

        def cosine(a: str, b: str) -> float:
            va, vb = embedder.embed_batch([a, b])
            return float(np.dot(va, vb))

        return cosine

    def _provenance(self, no_llm: bool) -> Provenance:
        identity = None if no_llm else self.res.generator.identity
        s = self.settings
        return Provenance(
            model=identity.name if identity else None,
            model_sha256=identity.sha256 if identity else None,
            prompt_version=s.answer.prompt_version,
            index_fingerprint=self.res.index.manifest.corpus_fingerprint,
            settings={"retrieval": s.retrieval.model_dump(), "answer": s.answer.model_dump(),
                      "generation": s.generation.model_dump(mode="json", include={"temperature", "seed", "max_tokens", "n_ctx"}),
                      "device": identity.device if identity else None, "no_llm": no_llm},
        )


def _misses_the_question(checked, question: str) -> str | None:
    """Why a checked model answer does not answer the question, or None. The model's own
    refusal is not a miss: it is kept as an abstention. An answer must have a supported
    sentence that is about what was asked (shares a word of it, or names something new) and
    that gives a figure when the question asks for one."""
    if checked.abstained:
        return "The model's answer was withheld." if checked.sentences else None
    asked = _asked(question)
    on_point = [s.text for s in checked.sentences
                if s.supported and (asked & content_words(s.text) or new_names(s.text, question))]
    if not on_point:
        return "The model's answer does not address what was asked."
    if wants_number(question) and not any(numbers(text) - numbers(question) for text in on_point):
        return "The model's answer gives no figure, though the question asks for one."
    return None


def _asked(question: str) -> set[str]:
    """The question's content words less the names it is about: what is asked of them."""
    return content_words(question) - content_words(" ".join(subject_terms(question)))


def _match(sentence: str, question: str, asked: set[str]) -> float:
    """How well a source sentence answers: the asked words it shares, at least two (or all, if
    fewer), plus two when it holds a figure the question asks for. 0 when it does not match."""
    shared = len(asked & content_words(sentence))
    if shared < min(2, len(asked)):
        return 0.0
    has_figure = bool(numbers(sentence) - numbers(question))
    return shared + (2.0 if has_figure and wants_number(question) else 0.0)


def reason_to_abstain(question: str, best_cosine: float | None, sources: list[Source],
                      min_relevance: float) -> str | None:
    """Why to abstain before calling the model, or None: nothing retrieved, no chunk close
    enough to the question, or no retrieved paper names what the question names."""
    if not sources:
        return "Nothing in the papers matches the question."
    best = best_cosine or 0.0
    if best < min_relevance:
        return f"No paper is close enough to the question (best cosine {best:.2f} < {min_relevance})."
    terms = subject_terms(question)
    if terms and not any(on_subject(s, terms) for s in sources):
        return f"No retrieved paper mentions {', '.join(terms)}."
    return None


def _source(n: int, hit: PaperHit, spans: list[tuple[int, int]], abstract: str) -> Source:
    spans = _merged(sorted(spans))
    return Source(n=n, paper_id=hit.paper_id, title=hit.title, date=hit.date, score=hit.score,
                  text=" … ".join(abstract[s:e] for s, e in spans), spans=spans, abstract=abstract)


def _merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Overlapping chunk spans (neighbours share a sentence) joined into one."""
    out: list[tuple[int, int]] = []
    for start, end in spans:
        if out and start <= out[-1][1] + 1:
            out[-1] = (out[-1][0], max(out[-1][1], end))
        else:
            out.append((start, end))
    return out


def _ms(start: float) -> float:
    return round((time.perf_counter() - start) * 1000, 1)
