"""The answer pipeline, one object used by the CLI, the UI and the evaluation. One path:

question -> analyse (once) -> retrieve -> numbered sources within a token budget -> gate
-> prompt -> streamed generation -> check -> decide -> Answer.

`stream` returns an AnswerStream: iterate it for the text pieces as the model writes them;
afterwards its `answer` holds the checked Answer. The parts come in through small interfaces
(retriever, generator, paper store, embedder); `rag.resources.Resources` assembles real ones.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterator

import numpy as np

from common.errors import QuestionError
from common.stats import ms_since
from index.embedder import Embedder
from rag.analysis import AUXILIARY, Analysis, analyse
from rag.answer import Answer, Citation, PartStatus, Provenance, Reason, SentenceCheck, Source, Timings, Tokens
from rag.checking import Checked, Thresholds, check_answer
from rag.compose import list_candidates, list_items, missing_parts, plain_text, premise_evidence, reverses, spelled
from rag.decision import GATE_REASONS, MESSAGES, Decision, Gate, decide, decide_list, gate
from rag.evidence import (alike, described, headed_by_term, joined_names, named_first, named_paper, naming_all_terms,
                          respelled, subject, supporting_span)
from rag.extractive import Quote, described_better, quote
from rag.filters import Filters
from rag.generator import Generator, Message
from rag.lexical import defined_names, derived, mentions, own_name, paper_name, work_name
from rag.prompting import CANNOT_ANSWER, check_version, strip_special, system_prompt, user_prompt
from rag.retrieval import Retriever
from rag.settings import Settings
from rag.sources import PaperStore, no_count, select_sources


class AnswerStream:
    """Iterate for the text pieces; once iteration ends, `answer` holds the Answer."""

    def __init__(self, items: Iterator[str | Answer]):
        self._items = items
        self.answer: Answer | None = None

    def __iter__(self) -> Iterator[str]:
        for item in self._items:
            if isinstance(item, Answer):
                self.answer = item
            else:
                yield item
        if self.answer is None:
            raise AssertionError("the pipeline ended without an answer")

    def finish(self) -> Answer:
        for _ in self:
            pass
        return self.answer


class Pipeline:
    def __init__(self, retriever: Retriever, generator: Generator, store: PaperStore, embedder: Embedder,
                 settings: Settings, index_fingerprint: str, prompt_profile: str | None = None):
        check_version(settings.answer.prompt_version)  # before any model loads
        self.retriever, self.generator, self.store, self.embedder = retriever, generator, store, embedder
        self.settings = settings
        self.index_fingerprint = index_fingerprint
        self.prompt_profile = prompt_profile  # the generator's own prompts (its lock entry), if it has them
        self.thresholds = Thresholds.from_settings(settings.answer)

    def ask(self, question: str, history: list[Message] | None = None, k: int | None = None,
            no_llm: bool = False, temperature: float | None = None, filters: Filters | None = None) -> Answer:
        return self.stream(question, history, k, no_llm, temperature, filters).finish()

    def stream(self, question: str, history: list[Message] | None = None, k: int | None = None,
               no_llm: bool = False, temperature: float | None = None,
               filters: Filters | None = None) -> AnswerStream:
        return AnswerStream(self._run(question, history or [], k, no_llm, temperature, filters))

    def sources(self, hits, no_llm: bool, q: Analysis | None = None) -> list[Source]:
        count = no_count if no_llm else self.generator.count_text_tokens
        return select_sources(hits, self.store, count, self.settings.answer, q)

    def gate(self, q: Analysis, best_cosine: float | None, sources: list[Source]) -> Gate | None:
        return gate(q, best_cosine, sources, self.settings.answer.min_relevance)

    def provenance(self, no_llm: bool) -> Provenance:
        identity = None if no_llm else self.generator.identity
        s = self.settings
        return Provenance(
            model=identity.name if identity else None,
            model_sha256=identity.sha256 if identity else None,
            prompt_version=s.answer.prompt_version + (f"/{self.prompt_profile}" if self.prompt_profile else ""),
            index_fingerprint=self.index_fingerprint,
            settings={"retrieval": s.retrieval.model_dump(), "answer": s.answer.model_dump(),
                      "generation": s.generation.model_dump(mode="json", include={"temperature", "seed", "max_tokens", "n_ctx"}),
                      "device": identity.device if identity else None, "no_llm": no_llm},
        )

    def _run(self, question, history, k, no_llm, temperature, filters) -> Iterator[str | Answer]:
        question = self._validated(question)
        started = time.perf_counter()  # the first token's time counts the analysis too
        q = analyse(question)
        searching = time.perf_counter()
        top_k = self.settings.retrieval.top_k
        depth = k or top_k
        # a list looks deeper unless asked for another depth (the chat page always sends its slider's)
        deeper = self.settings.answer.list_papers if q.is_list and depth == top_k else depth
        found = self.retriever.search(self._query(q.text, history), k=max(depth, deeper), filters=filters,
                                      listing=q.is_list)
        timings = Timings(retrieve_ms=ms_since(searching))
        # "PERP", "GPTQ", "HSPI": a paper's own name, though written like an acronym
        shown = found.results[: self.settings.answer.max_sources]
        papers = self.store.papers([h.paper_id for h in shown]) if shown else {}  # read once for the two below
        titled = self._titled_names(question, found, papers, q.datasets)
        if titled:
            q = analyse(question, titled)
        sources = self.sources(self._named_first(q, found.results, papers), no_llm, q)
        result = _Result(question, q, sources, timings, started, self.provenance(no_llm),
                         _filter_notes(found) + _instruction_notes(q))
        stop = self.gate(q, found.best_cosine, sources)
        if stop:
            yield result.abstained(stop.reason, [stop.message])
            return
        if q.is_list:  # every retrieved paper that fits, one a line, each with its sentence
            vectors = self.retriever.paper_vectors([h.paper_id for h in found.results])
            deep = [h.paper_id for h in found.results[depth:]] if q.datasets else []
            abstracts = {i: paper.abstract for i, paper in self.store.papers(deep).items()} if deep else {}
            hits = list_candidates(q, found.results, depth, vectors, abstracts)
            listed = select_sources(hits, self.store, no_count,
                                    self.settings.answer.model_copy(update={"max_sources": len(hits)}))
            items = list_items(q, listed, len(listed))
            result.sources = listed
            yield result.decided(decide_list(items), items)
            return
        limit = self.settings.answer.no_llm_sentences
        about = described_better(q, sources, subject(q, sources))
        asked = next((s for s in sources if s.n == about), None)
        # asked which paper, its title names it; asked which method, the name it goes by ("RecA")
        name = (paper_name(asked.title) if q.asks_publication else own_name(asked.title, asked.abstract)) \
            if asked else None
        # (asked which work does it, the name its abstract gives it over a title's phrase: LoRAT, not "Tracking Meets
        # LoRA")
        if asked and not q.asks_publication and WORK_DOES_RE.match(q.text) and (not name or " " in name):
            name = work_name(asked.title, asked.abstract or asked.text) or name

        def quoted(by_title: Source | None) -> tuple[list[Quote], list[Quote]]:
            own = quote(q, [asked], limit) if asked else []
            # a paper the question describes by its title answers alone; else those stating its names may
            return own, (own if asked is not None and by_title is asked else
                         quote(q, alike(q, sources, asked), limit))
        if no_llm:
            own, quotes = quoted(described(q, sources))
            yield result.decided(decide(q, None, quotes, about, own, name), quotes)
            return
        pieces = []
        for piece in self._generate(q, history, sources, temperature):
            if timings.ttft_ms is None:
                timings.ttft_ms = ms_since(started)
            pieces.append(piece)
            yield piece
        # after the model: the first token waits for nothing it does not need
        by_title = described(q, sources)  # the shown paper the question describes by its title's words, if one
        own, quotes = quoted(by_title)
        draft = "".join(pieces).strip()
        checked = spelled(q, check_answer(draft, q, sources, self.thresholds, self._similarity(), subject=about),
                          sources)
        usage = self.generator.last_usage
        tokens = Tokens(prompt=usage.prompt, completion=usage.completion)
        # (the subject only as retrieval ranked it: the question names it by no name or title of its own, nor by two of
        # its title's names side by side, "fine-grained Pipelined Backpropagation")
        ranked_only = bool(sources) and about == sources[0].n and named_paper(q, sources) is None and \
            by_title is None and not joined_names(q, sources[0].title)
        yield result.decided(decide(q, checked, quotes, about, own, name, ranked_only), quotes, checked, draft, tokens)

    def _named_first(self, q: Analysis, hits: list, papers: dict) -> list:
        """`papers`: the shown papers by id."""
        if q.is_list:
            return hits  # a list's papers are ranked by what they do, not by a name
        shown = hits[: self.settings.answer.max_sources]
        first = papers.get(shown[0].paper_id) if shown else None
        named = named_first(q, [h.title for h in shown], [first.abstract] if first else [])
        if named is None:
            named = headed_by_term(q, [h.title for h in hits])
        if named is None:
            named = naming_all_terms(q, self._texts(shown, papers), lambda: self._texts(hits[len(shown):]))
        return hits if named is None else [hits[named]] + [h for i, h in enumerate(hits) if i != named]

    def _texts(self, hits: list, papers: dict | None = None) -> list[str]:
        """Each hit's title and abstract (from `papers`, by id, or read)."""
        papers = papers if papers is not None else self.store.papers([h.paper_id for h in hits]) if hits else {}
        return [f"{h.title} {p.abstract}" if (p := papers.get(h.paper_id)) else h.title for h in hits]

    def _titled_names(self, question: str, found, papers: dict, set_on: tuple[str, ...] = ()) -> tuple[str, ...]:
        """Words of the question that head a retrieved title, or that one shown paper (of `papers`, by id)
        defines as its own name."""
        # not "GPTQ" of "the GPTQ variant that …": the question asks about another paper
        titled = tuple(n for n in found.title_names if not derived(question, n))
        abstracts = [p.abstract for p in papers.values()]
        return titled + tuple(defined_names(question, abstracts, titled, set_on))

    def _validated(self, question: str) -> str:
        question = (question or "").strip()
        if not question:
            raise QuestionError("The question is empty.", "Ask something about the papers.")
        limit = self.settings.answer.max_question_chars
        if len(question) > limit:
            raise QuestionError(f"The question is {len(question)} characters long; the limit is {limit}.",
                                "Shorten it, or raise RAG_ANSWER__MAX_QUESTION_CHARS.")
        return question

    def _query(self, question: str, history: list[Message]) -> str:
        """A follow-up is searched together with the previous question, which names its subject."""
        earlier = [m["content"] for m in history if m.get("role") == "user"]
        return f"{earlier[-1]} {question}" if earlier else question

    def _generate(self, q: Analysis, history, sources, temperature) -> Iterator[str]:
        """Question, sources and history reach the model with no control-token text in them, and a name the
        question misspells as the papers write it (`respelled`)."""
        a = self.settings.answer
        special = self.generator.special_tokens()
        clean = lambda text: strip_special(text, special)  # noqa: E731
        turns = [{**m, "content": clean(m["content"])} for m in (history[-2 * a.history_turns:] if a.history_turns else [])]
        shown = [s.model_copy(update={"title": clean(s.title), "text": clean(s.text)}) for s in sources]
        profile = self.prompt_profile
        messages = [{"role": "system", "content": system_prompt(a.prompt_version, profile)}, *turns,
                    {"role": "user", "content": user_prompt(a.prompt_version, shown, clean(respelled(q, sources)), profile)}]
        return self.generator.stream(messages, self.settings.generation.max_tokens, temperature)

    def _similarity(self) -> Callable[[str, str], float]:
        def cosine(a: str, b: str) -> float:
            va, vb = self.embedder.embed_batch([a, b])
            return float(np.dot(va, vb))

        return cosine


def _instruction_notes(q: Analysis) -> list[str]:
    if not q.instruction:
        return []
    return [f'The question opens with an instruction ("{q.instruction}"); it was not followed: answers come only '
            f'from the papers.']


# "our text-to-image models", "our framework": the paper's own thing, which only its title names
OWN_KIND_RE = re.compile(r"\bour\s+(?:[\w-]+\s+){0,3}?(?:models?|methods?|systems?|frameworks?|approach|algorithms?)\b",
                         re.I)


# "Which visual tracker makes …": which work does something, its kind the question's subject
WORK_DOES_RE = re.compile(rf"^\s*which\s+(?:(?!{AUXILIARY}\b)[\w-]+\s+){{1,3}}?(?!{AUXILIARY}\b)[a-z]+s\b", re.I)


def _titled(source: Source, quoted: str, question: str) -> str:
    """The title a quote is answered under, with the name the abstract gives its work where neither says it, asked
    which work does something: "Tracking Meets LoRA: … (LoRAT)", asked which tracker makes … practical."""
    # (not asked what a thing is called, whose name the quote gives)
    name = work_name(source.title, source.abstract or source.text) if WORK_DOES_RE.match(question) else None
    return f"{source.title} ({name})" if name and not mentions(quoted, name) else source.title


def _own_kind_asked(q: Analysis, quotes: list[Quote]) -> bool:
    """Asked which things of a kind do something, naming none ("which text-to-image models reach …"), and every
    quote says the paper's own ("our text-to-image models are the first to …")."""
    return not q.terms and len(q.parts) == 1 and q.parts[0].entity and bool(quotes) and \
        all(OWN_KIND_RE.search(p.text) for p in quotes)


def _filter_notes(found) -> list[str]:
    if not found.excluded:
        return []
    notes = [f"The filters left out {found.excluded} papers."]
    if found.excluded_undated:
        notes.append(f"{found.excluded_undated} of them have no dated year, so a date filter cannot place them.")
    return [" ".join(notes)]


class _Result:
    """Turns a decision into the Answer the user gets."""

    def __init__(self, question: str, q: Analysis, sources: list[Source], timings: Timings, started: float,
                 provenance: Provenance, notes: list[str]):
        self.question = question  # as asked, instructions and all
        self.q, self.sources, self.timings, self.started, self.provenance = q, sources, timings, started, provenance
        self.notes = notes

    def abstained(self, reason, warnings: list[str], checked: Checked | None = None, draft: str | None = None,
                  tokens: Tokens | None = None) -> Answer:
        """After the model, the shown sources stay listed (the draft cited them). A question resting on a premise
        gets what the paper says of it ("since it was trained from scratch, …": "based on Qwen v2.5 …"), which
        corrects a false one though the thing asked is not stated."""
        premise = premise_evidence(self.q, [], self.sources)
        if premise and reason not in GATE_REASONS and reverses(self.q.premise, premise.text):
            # "Since X increases global communication, how large is its slowdown?": "… to reduce global communication"
            return self.decided(Decision("extractive", Reason.FALSE_PREMISE, warnings + [MESSAGES[Reason.FALSE_PREMISE]],
                                         quotes=[Quote(premise.n, premise.text, 1.0)]), [], checked, draft, tokens)
        self.timings.total_ms = ms_since(self.started)
        warnings = warnings + ([f'The question assumes "{premise.part}"; the paper says: "{premise.text}" [{premise.n}]']
                               if premise else [])
        return Answer(question=self.question, answer=CANNOT_ANSWER, abstained=True, method="abstained",
                      reason=reason, possibly_related=self.sources, sources=self.sources if checked else [],
                      sentences=checked.sentences if checked else [],
                      draft=draft if draft != CANNOT_ANSWER else None, warnings=warnings + self.notes,
                      timings=self.timings, tokens=tokens or Tokens(), provenance=self.provenance)

    def decided(self, d: Decision, quotes: list[Quote], checked: Checked | None = None, draft: str | None = None,
                tokens: Tokens | None = None) -> Answer:
        if d.method == "abstained":
            return self.abstained(d.reason, d.warnings, checked, draft, tokens)
        self.timings.total_ms = ms_since(self.started)
        common = dict(question=self.question, abstained=False, method=d.method, reason=d.reason, sources=self.sources,
                      timings=self.timings, tokens=tokens or Tokens(), provenance=self.provenance)
        quotes = d.quotes if d.quotes is not None else quotes
        by_n = {s.n: s for s in self.sources}
        if d.method == "extractive":
            listed = d.layout == "list"
            # "which method …": the quote alone may not say its name; nor "our text-to-image models are the first
            # to …", asked which models do so
            titled = listed or self.q.wants_name or _own_kind_asked(self.q, quotes)
            # (a list's lines name their papers by title alone)
            lines = [f"{'- ' if listed else ''}"
                     f"{(by_n[p.n].title if listed else _titled(by_n[p.n], p.text, self.q.text)) + ': ' if titled else ''}"
                     f"{p.text} [{p.n}]" for p in quotes]
            text = ("\n" if listed else " ").join(lines)
            sentences = [SentenceCheck(text=p.text, cited=[p.n], supported=True, reason="quoted from the source")
                         for p in quotes]
            citations = self._quoted_citations(quotes)
        else:
            text, sentences, citations = checked.answer, list(checked.sentences), list(checked.citations)
        answered = [(s.text, s.cited) for s in sentences if s.supported]
        # (an unsupported sentence stays, warned of: not quoted again from the paper it cites; from another, the
        # quote gives the citation that backs it)
        shown = {(plain_text(s.text), n) for s in sentences for n in s.cited}
        added = [] if d.layout == "list" else [a for a in missing_parts(self.q, answered, self.sources)
                                                 if not (a.quoted and (plain_text(a.text), a.n) in shown)]
        said = answered + [(a.text, [a.n]) for a in added if a.quoted]
        premise = None if d.layout == "list" else premise_evidence(self.q, said, self.sources)
        added += [premise] if premise and premise.text not in {t for t, _ in said} else []  # else quoted already
        text = " ".join([text] + [f"{a.text} [{a.n}]." if not a.quoted else f"{a.text} [{a.n}]" for a in added])
        for a in added:
            citations.append(Citation(n=a.n, paper_id=by_n[a.n].paper_id, title=by_n[a.n].title,
                                      sentence=len(sentences), supported=True))
            sentences.append(SentenceCheck(text=a.text, cited=[a.n], supported=True,
                                           reason=("quoted from the source on the question's premise"
                                                   if a is premise else
                                                   "quoted from the source for a part the answer left out") if a.quoted
                                           else "the part is not given in the source"))
        warnings = d.warnings + [f"Not stated in the sources: {a.part}." for a in added if not a.quoted] + self.notes
        warnings += [f'The question assumes "{premise.part}"; what the paper says of it is quoted [{premise.n}].']\
            if premise else []
        missing = {a.part for a in added if not a.quoted}
        parts = [PartStatus(text=p.text, status="not_stated" if p.text in missing else "answered")
                 for p in self.q.parts] if len(self.q.parts) > 1 and d.layout != "list" else []
        citations = [c.model_copy(update={"evidence": supporting_span(sentences[c.sentence].text, by_n[c.n])})
                     for c in citations]
        return Answer(answer=text, citations=citations, sentences=sentences, warnings=warnings, parts=parts,
                      draft=draft if text != draft else None, **common)

    def _quoted_citations(self, quotes: list[Quote]) -> list[Citation]:
        by_n = {s.n: s for s in self.sources}
        return [Citation(n=p.n, paper_id=by_n[p.n].paper_id, title=by_n[p.n].title, sentence=i, supported=True)
                for i, p in enumerate(quotes)]
