"""The numbered sources shown to the model, within a token budget counted by the model's own
tokenizer.

`evidence` view (the default): from each paper, the sentences that best match what the question
asks (its asked words, the settings it names, a figure when it wants one), in abstract order,
within a share of the budget: most for the top paper, the rest split among the others. The
model reads what it needs, not whole abstracts: fewer distractors, and every prompt token costs
time before the first answer token. A paper none of whose sentences match shows its best chunk.

`chunks` view: the top paper's whole abstract when it fits, else its best chunks; then the best
chunk of each next paper while the budget lasts."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple, Protocol

from index.chunking import sentence_spans
from rag.analysis import PART_SOURCE_RE, Analysis
from rag.answer import SHOWN_GAP, Source
from rag.evidence import part_question, premise_need, premise_negated
from rag.extractive import LINK_ASKED_RE, URL_RE, acronyms_defined, enumerated, fit, goes_on, premise_share, spelled
from rag.lexical import content_words, paper_name, shared_asked
from rag.retrieval import PaperHit
from rag.settings import AnswerSettings


class PaperStore(Protocol):
    """Papers by id; each has at least an `abstract`."""

    def papers(self, paper_ids: list[str]) -> dict: ...


def select_sources(hits: list[PaperHit], store: PaperStore, count_tokens: Callable[[str], int],
                   settings: AnswerSettings, q: Analysis | None = None) -> list[Source]:
    hits = hits[: settings.max_sources]
    if not hits:
        return []
    papers = store.papers([h.paper_id for h in hits])
    if settings.shown == "evidence" and q is not None:
        return _evidence(hits, papers, count_tokens, settings, q)
    sources, used = [], 0
    for hit in hits:
        abstract = papers[hit.paper_id].abstract
        if not sources and count_tokens(abstract) <= settings.whole_abstract_share * settings.context_budget:
            spans = [(0, len(abstract))]
        else:
            spans = [(c.start, c.end) for c in (hit.chunks if not sources else hit.chunks[:1])]
        cost = sum(count_tokens(abstract[s:e]) for s, e in spans)
        if sources and used + cost > settings.context_budget:
            continue
        used += cost
        sources.append(_source(len(sources) + 1, hit, spans, abstract))
    return sources


def _evidence(hits, papers, count_tokens, settings: AnswerSettings, q: Analysis) -> list[Source]:
    sources = []
    top = int(settings.top_share * settings.context_budget)
    rest = (settings.context_budget - top) // max(1, len(hits) - 1)
    for i, hit in enumerate(hits):
        abstract = papers[hit.paper_id].abstract
        budget = top if i == 0 else rest
        spans = evidence_spans(abstract, q, budget, count_tokens, titled=bool(paper_name(hit.title))) or \
            [(c.start, c.end) for c in hit.chunks[:1]]
        sources.append(_source(len(sources) + 1, hit, spans, abstract))
    return sources


def evidence_spans(abstract: str, q: Analysis, budget: int, count_tokens: Callable[[str], int],
                   titled: bool = True) -> list[tuple[int, int]]:
    """The best-matching sentences of an abstract within `budget` tokens, in abstract order; a
    sentence that gives the quantity asked with a figure comes first. A question of several
    parts first gets, for each part, the best sentence that gives that part's quantity with a
    figure ("…, and how much faster does generation get": the speedup's sentence, which shares
    few words with the whole question). Asked for a name, a sentence that gives one comes before
    others that match as well or better ("our optimized network, namely GSASR"); asked how a thing
    does something, a sentence that says it ("how does HGCA merge …": "… are merged using …"); asked
    which thing ("what single graphics card …"), one that speaks of that kind ("one RTX 3090 GPU"); of a
    question that closes on describing its paper, one that shares more of the rest, then less of the
    description ("what chooses the layers to freeze in the tool that freezes …": "the layers to freeze
    are chosen …", not "we introduce a tool that … freezes less-contributory layers"). A question
    resting on a premise first gets the sentence that speaks of the premise most (`premise_share`); one asking where a
    thing is published, the sentence with its address. A picked sentence brings the one after it that goes on from it
    with what is asked (`rag.extractive.goes_on`). Asked what a described work is called, of a paper whose title
    gives no name (not `titled`), the sentence giving its own name comes first ("Our method (TESLA) …")."""
    spans = sentence_spans(abstract)
    # asked which things of a count, the sentences that give them one by one ("First, … Second, …") come first
    listed = [(True, 1.0, -k) for i, j in enumerated([abstract[a:b] for a, b in spans], q) for k in range(i, j + 1)]
    first = [best for part in (q.parts if len(q.parts) > 1 else ()) if (best := _part_best(abstract, spans, q, part))]
    # a question resting on a premise first gets the sentence that speaks of it most: whether it holds
    premised = max(((_premise_score(q, abstract[a:b]), -i) for i, (a, b) in enumerate(spans)), default=(0, 0))
    # asked where its code is published, the sentence with the address
    linked = [(1.0, -i) for i, (a, b) in enumerate(spans) if URL_RE.search(abstract[a:b])][:1] \
        if LINK_ASKED_RE.search(q.text) else []
    picked, used = [], 0
    for *_, score, neg in listed + linked + [premised] + first + _ranked(abstract, spans, q, titled):
        if score <= 0:
            continue
        a, b = spans[-neg]
        cost = count_tokens(abstract[a:b])
        # (a part's own sentence may run past the budget a little: "…, and how much in server mode" after one long
        # sentence on offline mode; so may the best answer after the premise's sentence)
        stretch = any(neg == x.neg for x in first) or \
            premised[0] > 0 and len(picked) == 1 and picked[0] == spans[-premised[1]]
        limit = budget * (PART_STRETCH if stretch else 1)
        if (a, b) in picked or picked and used + cost > limit:
            continue
        picked.append((a, b))
        used += cost
    # a picked sentence's reason, given next ("We argue this is because …"), or what it is said to do, next ("However,
    # they neglect …"), shares few of its words
    for i, (a, b) in enumerate(spans[1:], 1):
        if spans[i - 1] not in picked or (a, b) in picked or not goes_on(abstract[a:b], q):
            continue
        cost = count_tokens(abstract[a:b])  # (the model's tokenizer: only for a sentence that goes on)
        if used + cost <= budget * PART_STRETCH:
            picked.append((a, b))
            used += cost
    return sorted(picked)


def _premise_score(q: Analysis, text: str) -> float:
    """How much a sentence speaks of the question's premise (`premise_share`); one that says the paper does without
    what the premise claims ("utilizes a lightweight predictor" for "trains a large routing predictor") most of all, as
    `compose.premise_evidence` ranks it, so the model is shown it."""
    if premise_negated(q, text):
        return float(len(premise_need(q)[0]))
    return premise_share(q, text)


DEGREE_WORDS = frozenset(content_words("much more less far"))
PART_STRETCH = 1.5  # how far past its budget a paper's sentences may run to give each part of a question its own


def _part_best(abstract: str, spans: list[tuple[int, int]], q: Analysis, part) -> Rank | None:
    """A part's best sentence, when it gives the part's quantity with a figure; or, of a part that names no quantity
    ("…, and how much in server mode"), a figure; or, of a part that asks which thing ("…, and which library is it
    integrated with"), a name or a thing of that kind ("We integrate our approach with DeepSpeed")."""
    pq = part_question(q, part)
    best = next(iter(_ranked(abstract, spans, pq)), None)
    if not best or best.score <= 0:
        return None
    a, b = spans[-best.neg]
    if not part.wants_number:  # (and says what the part asks of it: "integrate"; not any name for "which model")
        said = content_words(abstract[a:b])
        if part.entity:
            return best if (best.named or best.focused) and shared_asked(part.asked - part.focus, said) > 0 else None
        # ("…, and what does it then generate": the sentence saying every word the part asks, "Then, it generates …")
        # (less whose claim it is: "…, according to the long-context deployment analysis" names no word said)
        whose = PART_SOURCE_RE.search(part.text)
        # (nor a degree's word: "take much more of" is said "takes much longer")
        asked = part.asked - (content_words(whose.group(0)) if whose else frozenset()) - DEGREE_WORDS
        return best if asked and shared_asked(asked, said) == len(asked) else None
    return best if best.quantity or not part.focus and fit(abstract[a:b], pq).figure else None


class Rank(NamedTuple):
    """A sentence's place among an abstract's, compared field by field in this order (its `fit`'s fields where it
    scores); `neg` is minus its index, so the earlier of two alike comes first."""

    quantity: bool
    introduces: bool  # (only where the title gives no name)
    named: bool
    acts: bool
    focused: int
    phrase: bool  # it says the thing asked in the question's words, or the answer where they leave it (`fit`)
    asks: int
    describes: int  # (minus the description's words it shares: fewer first)
    score: float
    neg: int


def _ranked(abstract: str, spans: list[tuple[int, int]], q: Analysis, titled: bool = True) -> list[Rank]:
    defined = acronyms_defined(abstract)  # ("ground-level HSIs" says "hyperspectral images")
    fits = (fit(spelled(abstract[a:b], q, defined), q) for a, b in spans)
    return sorted((Rank(f.score > 0 and f.quantity, f.score > 0 and f.introduces and not titled,
                        f.score > 0 and f.named, f.score > 0 and f.acts, f.score > 0 and f.focused,
                        f.score > 0 and f.phrase, f.score > 0 and f.asks, -f.describes if f.score > 0 else 0, f.score, -i)
                   for i, f in enumerate(fits)), reverse=True)


def no_count(text: str) -> int:
    """Without a model nothing is sent to it, so source text costs nothing."""
    return 0


def _source(n: int, hit: PaperHit, spans: list[tuple[int, int]], abstract: str) -> Source:
    spans = _merged(sorted(spans))
    return Source(n=n, paper_id=hit.paper_id, title=hit.title, date=hit.date, url=hit.url, score=hit.score,
                  text=SHOWN_GAP.join(abstract[s:e] for s, e in spans), spans=spans, abstract=abstract)


def _merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Overlapping chunk spans (neighbours share a sentence) joined into one."""
    out: list[tuple[int, int]] = []
    for start, end in spans:
        if out and start <= out[-1][1] + 1:
            out[-1] = (out[-1][0], max(out[-1][1], end))
        else:
            out.append((start, end))
    return out
