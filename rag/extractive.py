"""The extractive answer: the source sentences that best match the question, verbatim, each
with its citation. Used without a model (`--no-llm`) and in place of a model answer that
misses the question. A sentence must add something to the question to be picked."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from rag.analysis import (AUXILIARY, CLOSING_MOTIVE_RE, CLOSING_SOURCE_RE, DUE_TO, GENERIC_KINDS, GENERIC_STEMS,
                           MAKERS, FARES_IN_RE, KIND_OF_RE, KINDS, OPENER, PARTICIPLE, PUBLICATION_STEMS, QUANTITY,
                           SET_ASIDE_RE, SET_ASIDE_WITHIN_RE, SORT_OF_RE, VAGUE_VERBS, Analysis, kept_low)
from rag.answer import SHOWN_GAP, Source, shown_sentences
from rag.checking import (WORDED_AMOUNTS, alone_unsaid, asked_figures, before_named, capacity_for_peak, informative,
                           new_names, on_subject, other_machine_count, other_quantity_in_source, premise_words,
                           says_asked_anew, speed_words)
from rag.contrasts import (OUTDOING, WORD_COUNTS, against_other, compared_with_others, contrary, figures_elsewhere,
                           gpu_models, maker, names_model, names_model_of, phrase_elsewhere, pronoun_of_another,
                           sibling_elsewhere, unsized)
from rag.evidence import about as paper_text, exact_names, misspells, premise_need, setting_before, size_elsewhere
from rag.lexical import (CONTRASTED_RE, DIGITS_RE, INTRODUCING_RE, KINDS_OF, NAMED_AS_RE, OWN_VOICE_RE, PLAIN_ACRONYMS,
                         STOPWORDS, WORD_RE, content_words,
                         introduced_names, mentions, names_whole, of_others, on_others, paper_name, phrases,
                         shared_asked, spelled_out, stem_of, whole_phrase)
from rag.textnorm import BIG_O_RE, VAGUE_AMOUNTS, normalise, numbers


@dataclass(frozen=True)
class Quote:
    n: int  # the source it is quoted from
    text: str
    score: float
    said: str = ""  # the text as read against the question, where it differs (`spelled`: "HSIs (hyperspectral images)")


def quote(q: Analysis, sources: list[Source], limit: int) -> list[Quote]:
    """The best sentence of each on-subject source, the `limit` best of those, in source order.
    For a figure question, only sentences with a figure, when any has one; for a name question,
    only sentences that name something, when any does."""
    picked = []
    for source in (s for s in sources if on_subject(s, q.terms) and not (q.is_list and sets_against(q, s.text)) and
                   not _baseline_own(q, s)):
        # (asked a figure against a baseline, not a sentence silent on it from a source whose every comparison is with
        # another: "… accelerate training (1~2 times)" beside "by 0.52pp than LARS", for "over LAMB")
        others = q.wants_number and compared_with_others(source.abstract or source.text, q.baselines)
        # (not one whose figures change another quantity than the one the paper names elsewhere)
        # (nor one whose figures are of another model than the sized one asked of: `unsized`)
        # (nor, asked a figure of the paper by its name, one other work's: "the prohibitive computational demand of
        # conventional NAS algorithms (e.g. 10^4 GPU hours)", asked how many GPU hours ProxylessNAS's search takes)
        own = q.wants_number and _names_own(q, source)
        best = next((r for r in ranked(q, source) if not (own and r[0].others) and
                     not other_quantity_in_source(r[1], source.text, q) and not alone_unsaid(r[1], q) and
                     not capacity_for_peak(r[1], q) and
                     not _against_another(r[1], q) and not _setting_elsewhere(r[1], source, q) and
                     not (q.wants_number and figures_elsewhere(r[1], source.abstract or source.text, q.asking,
                                                               q.numbers)) and
                     not (others and not any(mentions(r[1], b) for b in q.baselines)) and
                     not unsized(r[1], source.abstract or source.text, q.asking, q.terms, q.numbers) and
                     not (q.wants_number and pronoun_of_another(r[1], source.abstract or source.text, q.asking,
                                                                q.terms))), None)
        if best:
            said = spelled(best[1], q, acronyms_defined(source.abstract or source.text))
            picked.append((best[0], Quote(n=source.n, text=best[1], score=best[0].score,
                                          said=said if said != best[1] else "")))
    if not q.is_list and any(found.gives for found, _ in picked):
        picked = [p for p in picked if p[0].gives]  # beside a sentence with the figure, one without is evasive
    elif q.wants_name and not q.is_list and any(found.named for found, _ in picked):
        picked = [p for p in picked if p[0].named]  # beside a sentence with a name, one naming nothing is evasive
    quotes = sorted((p for _, p in picked), key=lambda p: -p.score)[:limit]
    return sorted(quotes, key=lambda p: p.n)


def _names_own(q: Analysis, source: Source) -> bool:
    """The question names the paper by its own name (ProxylessNAS)."""
    name = paper_name(source.title)
    return bool(name) and any(names_whole(t, name) for t in q.terms)


def _baseline_own(q: Analysis, source: Source) -> bool:
    """Asked a figure against a baseline ("… compared with GaLore"), the baseline's own paper: its figures are its own,
    none against itself."""
    name = q.wants_number and q.baselines and paper_name(source.title)
    return bool(name) and any(names_whole(b, name) for b in q.baselines)


def _setting_elsewhere(sentence: str, source: Source, q: Analysis) -> bool:
    """Asked a figure, the sentence gives it on another count of GPUs, or, pointing back ("Here, …") or after a
    sentence naming a thing listed beside the one asked, in the setting of the sentence before, or on another named
    set, or without the model size asked where the source gives that size's own (`checking.setting_elsewhere`), or
    elsewhere than the setting the question closes on (`contrasts.phrase_elsewhere`), or in a setting the source lists
    beside the one asked (`contrasts.sibling_elsewhere`), or, asked of the method once
    applied, only before the source names it (`checking.before_named`)."""
    return q.wants_number and bool(other_machine_count(sentence, q.text) or
                                   before_named(sentence, source.abstract or source.text, q) or
                                   setting_before(sentence, source.abstract or source.text, q.terms, q.text) or
                                   size_elsewhere(sentence, source.abstract or source.text, q) or
                                   sibling_elsewhere(sentence, source.abstract or source.text, q.asking) or
                                   phrase_elsewhere(sentence, source.abstract or source.text, q.text,
                                                    q.focus, q.numbers))


def _against_another(sentence: str, q: Analysis) -> bool:
    """Asked a figure against a baseline ("compared with ResNet-50, how much faster …"), the sentence's figure is
    against another one, or another model's (`against_other`); a baseline the sentence spells otherwise ("ConvNeX-T"
    for ConvNeXt-T) is the one it is against."""
    if not (q.baselines and q.wants_number):
        return False
    words = re.findall(r"\w[\w.+-]*\w", sentence)
    bases = tuple(b for b in q.baselines if not any(misspells(b, w) for w in words))
    return against_other(sentence, bases, q.terms)


def ranked(q: Analysis, source: Source, others_last: bool = True) -> list[tuple["Fit", str]]:
    """The shown sentences of a source that match the question and add to it, best first: a
    figure is asked for, so a matching sentence with one comes before any without, and one that
    names the quantity asked for ("27.9% accuracy") before one that gives another; a name is
    asked for, so one that names something ("we introduce … (D3PO)") comes first; asked how a
    thing does something ("how does HGCA merge …"), one that says it ("… are merged using …"),
    first of all when asked what it acts on ("which method does … extend"); asked
    which thing ("which dataset is extended …"), one that speaks of a thing of that kind; of a question
    that closes on describing its paper ("… in the tool that freezes less-contributory layers"), one
    sharing more of the rest of the question, then less of that description; of two that match as well, asked
    for the name of a kind of thing ("which network design …"), one that introduces a thing of that kind ("we call
    this network …")."""
    # "First, … Second, …" read as one too, and a sentence with the one it carries further, never across a gap
    parts = [shown_sentences(part) for part in source.text.split(SHOWN_GAP)]
    candidates = shown_sentences(source.text) + \
        [e for part in parts for e in enumerations(part, q) + carried_on(part) + specified(part, q) + gone_on(part, q) +
         continued(part, q) + addressed(part, q) + explained(part, q) + purposed(part, q)]
    defined = acronyms_defined(source.abstract or source.text)
    scored = [(fit(spelled(c, q, defined), q), -i, c) for i, c in enumerate(candidates)
              if informative(c, q) or says_asked_anew(c, q)]
    untitled = not paper_name(source.title)  # (its title gives no name: the quote must)
    # asked what a described method acts on ("which method does … extend"), the sentence saying it does so comes
    # before one that names some other thing
    # asked what kind of thing, a sentence that names one comes first no more than one that says what it is
    # a sentence on what other work does is not what the paper does, unless nothing else matches as well
    top = max((x[0].score for x in scored), default=0.0)
    # (of a question describing its paper, matching as well is in the rest of its words: the description's inflate
    # the sentence saying which paper it is, "By introducing overlapping tiles, … stacking ensembles …")
    top_asks = (max((x[0].asks for x in scored), default=0) or None) if q.described else None
    # (asked what the subject acts on, "which models does OpenThaiGPT 1.5 outperform", one naming a model, "based on
    # Qwen v2.5", comes first only over those not saying the verb of the thing asked: "outperforming other … models")
    acting = q.acts_on and any(x[0].acts and x[0].focused and x[0].score > 0 for x in scored)
    # asked how long, an amount in words in the sentence that says the question back ("… still require several days
    # to reach state of the art … using a single machine") comes before a figure of another setting ("in under 5 hours
    # when training on 8 GPUs") that matches WORDED_OVER times less
    figure_top = max((x[0].score for x in scored if x[0].figure), default=0.0)
    # a sentence on other work that matches OTHERS_OVER times better than any on the paper is what the question asks
    # of ("what does run-to-completion processing suffer from, according to FastServe": "Existing … systems use
    # run-to-completion processing …, which suffers from head-of-line blocking"), unless a name is asked: the paper's
    # own, not the established technique it replaces
    own_top = max((x[0].score for x in scored if not x[0].others), default=0.0)
    # (nor one saying every word asked beyond the title's, which no sentence on the paper says: "which memory reduction
    # techniques compromise training efficiency, according to SPPO": "(1) memory reduction techniques, such as …,
    # compromise training efficiency")
    title_words = content_words(source.title)
    rest = q.asked - title_words
    whole = lambda c: len(rest) >= WHOLE_ASKED and rest <= content_words(c)  # noqa: E731
    own_whole = any(whole(x[2]) for x in scored if not x[0].others)
    last = lambda f, c: others_last and f.others and (q.wants_name or f.score < OTHERS_OVER * own_top) and \
        (own_whole or not whole(c))  # noqa: E731
    # of a question resting on a premise, one saying nothing asked beyond the premise's own words after those that do
    # ("… routes it to an architecture code", not "Dynamic pruning … utilizing a separate sub-network for each prompt");
    # of two that match as well, the one sharing more of it ("from a reference prompt's cache", not "Instead of relying
    # on exact token matches, …", for "since X relies on exact token matches, from where does it reuse key-value
    # pairs?"), which `premise_evidence` quotes besides
    beyond = q.asked - premise_words(q) if q.premise else frozenset()
    asked_beyond = lambda c: shared_asked(beyond, content_words(c)) if beyond else 0  # noqa: E731
    # (the premise's own words, all of them, set aside: "prompt" of "… for each prompt, to what does its prompt router
    # route an input prompt"; and its title's, which describe the paper: "the paper on compute-optimal training …")
    unsaid = q.asked - content_words(q.premise) - title_words if q.premise else frozenset()
    says_beyond = lambda c: not unsaid or shared_asked(unsaid, content_words(c)) > 0  # noqa: E731
    # asked what the paper does unlike earlier work ("…, unlike previous works that improved the algorithms"), the
    # sentence on that work ("previous works have focused on making existing algorithms more efficient") after those
    # that are not
    # (a sentence setting the same work against the paper, "Unlike prior … methods that tune the entire model, AGD
    # keeps …", is on the paper past that clause)
    set_against = contrasted_words(q) - title_words
    contrasted = lambda c: shared_asked(set_against, content_words(CONTRAST_RE.sub(" ", c))) \
        if set_against else 0  # noqa: E731
    worded = lambda f: f.gives and not f.figure and figure_top > 0 and f.score >= WORDED_OVER * figure_top  # noqa: E731
    # asked which thing of a kind the figures the question gives are for ("on which benchmarks does PSA boost
    # state-of-the-arts by 1-2 points"), the sentence stating those figures, before one naming other things
    echoes = lambda c: bool(echoing) and echoing <= numbers(c)  # noqa: E731
    # (the part's own figures: of "within how much memory … 1024px images, and on what GPUs", the second gives none)
    # (and figures standing alone, not a name's digits: "GLM-130B", "ImageNet-1K", "BF16")
    echoing = frozenset(f for m in STANDALONE_FIGURE_RE.finditer(q.parts[0].text) for f in numbers(m.group())) \
        if len(q.parts) == 1 and q.parts[0].entity and not q.wants_number and not q.wants_name else frozenset()
    # of sentences that match alike, one that says two asked words as the question does ("a significant bottleneck"),
    # not the title's (a sentence naming the paper says nothing more of what is asked); not of a list (whose papers each
    # say the topic their own way), nor of several parts (each with words of its own)
    asked_pairs = frozenset() if q.is_list or len(q.parts) > 1 else \
        frozenset(p for p in phrases(q.asking, 2) if not set(p) & title_words and set(p) <= q.asked)
    # of those, asked what besides a thing ("… do besides deploying runtime optimization strategies"), one that says that
    # thing too ("It can fuse operations and deploy various runtime optimization strategies"): it lists the other beside it
    aside = frozenset(content_words(" ".join(m.group() for m in SET_ASIDE_WITHIN_RE.finditer(q.text)))) - \
        content_words("besides apart other addition")
    beside = lambda c: bool(aside) and shared_asked(aside, content_words(c)) >= min(2, len(aside))  # noqa: E731
    # asked what else beside a thing, one that names it and goes on "as well as …" gives the other
    more = lambda c: beyond_aside(c, q)  # noqa: E731
    # asked where its code is published, the sentence with the address first
    linking = bool(LINK_ASKED_RE.search(q.text))
    # (an address shares few words with the question: "The source of FastMoE is available at https://…")
    order = sorted((x for x in scored if x[0].score > 0 or linking and URL_RE.search(x[2])), reverse=True,
                   # asked why, the reason, though it is given of other work ("Current CNN-based methods do not …"),
                   # where it matches as well as any sentence does (not any "because" of the paper)
                   # (asked when, any that says when: one that does not cannot answer)
                   # (asked what makes a thing so, one saying it is so and why: "… becomes infeasible …, due to …")
                   key=lambda x: (linking and bool(URL_RE.search(x[2])),
                                  x[0].reason and (x[0].score >= top or q.asks_when or x[0].asks == top_asks
                                                   or bool(q.made_so)),
                                  x[0].figure or worded(x[0]), x[0].quantity or worded(x[0]),
                                  x[0].lists,
                                  # (one that says only which paper the question describes comes after one that
                                  # says something asked: "This paper introduces a gradient caching technique …", of
                                  # "according to the gradient caching paper")
                                  not (q.described and not x[0].asks), not last(x[0], x[2]),
                                  contrasted(x[2]) < CONTRASTED,
                                  # asked what other work does, a sentence on it before the paper's own
                                  on_others(x[2], q), echoes(x[2]),
                                  # "on what GPUs": one named by its model ("RTX 4090") first
                                  x[0].focused > 1 and (x[0].acts or not acting),
                                  x[0].introduces and untitled,
                                  *((x[0].acts, x[0].named and not q.asks_sort) if q.acts_on else
                                    (x[0].named and not q.asks_sort, x[0].acts)), x[0].focused, x[0].phrase,
                                  not x[0].staged, x[0].asks, -x[0].describes, says_beyond(x[2]), more(x[2]),
                                  x[0].score,
                                  asked_beyond(x[2]),
                                  x[0].kind, x[0].near, beside(x[2]), bool(asked_pairs & phrases(x[2], 2)), x[1],
                                  x[2]))
    return [(f, c) for f, _, c in order]


# what a sentence adds past the things it names first: "… backbones such as UNet-based denoisers …, as well as adapters"
ASIDE_MORE_RE = re.compile(r"\b(?:as\s+well\s+as|along\s+with|and\s+also)\s+([^.;]*)", re.I)


def beyond_aside(text: str, q: Analysis) -> bool:
    """Of a question setting a thing aside ("Apart from denoiser backbones, what add-on components …"), the sentence
    names that thing and goes on to another beside it ("… different backbones such as UNet-based denoisers …, as well
    as adapters"): the other is what is asked."""
    aside = _aside_words(q.text)
    return bool(aside) and any(shared_asked(aside, content_words(text[:m.start()])) >= min(2, len(aside)) and
                               content_words(m.group(1)) - q.words for m in ASIDE_MORE_RE.finditer(text))


@lru_cache(maxsize=256)  # read once a question, not once a sentence
def _aside_words(question: str) -> frozenset[str]:
    """The words of the thing a question sets aside, opening it or within it ("Apart from denoiser backbones, …")."""
    found = SET_ASIDE_RE.match(question) or SET_ASIDE_WITHIN_RE.search(question)
    return frozenset(content_words(found.group(0))) - content_words("besides apart other addition") if found else \
        frozenset()


# a figure written on its own ("by 1-2 points", "179 times"), not inside a name ("Qwen2-1.5B", "Janus-4o")
STANDALONE_FIGURE_RE = re.compile(r"(?<![\w.-])\d+(?:\.\d+)?(?:\s*(?:-|to)\s*\d+(?:\.\d+)?)?(?![\w.-]*[A-Za-z])")
OTHERS_OVER = 2.0  # how many times better a sentence on other work must match than any on the paper
WHOLE_ASKED = 3  # words asked beyond the title a sentence on other work must say, all of them, to come first
WORDED_OVER = 2.0  # how many times better a sentence with an amount in words must match than any with a figure


# an acronym in brackets, with two capitals at least, one or many: "(HSIs)", "(PVP)"
BRACKETED_RE = re.compile(r"\(([A-Z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*)\)")


SPELLED_WORDS = 2  # words of the thing asked an acronym's spelling must say to be read for it


@lru_cache(maxsize=256)
def acronyms_defined(text: str) -> tuple[tuple[str, str], ...]:
    """The acronyms a paper defines in brackets, each with the words it stands for ("hyperspectral images (HSIs)")."""
    return tuple((a, words) for a in dict.fromkeys(BRACKETED_RE.findall(text)) if (words := spelled_out(a, text)))


def spelled(sentence: str, q: Analysis, defined: tuple[tuple[str, str], ...]) -> str:
    """The sentence as matched against the question: each acronym its paper defined, where the question asks for a
    thing in the words it stands for, two of them at least, read with them ("training on ground-level HSIs" says
    "hyperspectral images" to "on what kind of hyperspectral images"; not words that only describe the paper: "ASR",
    to "the Gaussian-splatting super-resolution network"; nor one word of a kind: "DNNs", to "which networks")."""
    if len(q.thing_asked) < SPELLED_WORDS:  # (most questions)
        return sentence
    extra = [words for acronym, words in defined
             if re.search(rf"(?<![\w-]){re.escape(acronym)}(?![\w-])", sentence) and words.lower() not in sentence.lower()
             and shared_asked(q.thing_asked, content_words(words)) >= SPELLED_WORDS]
    return f"{sentence} ({'; '.join(extra)})" if extra else sentence


# "Which co-designed system lets …": the work that does what is described is asked for (not "which library is
# it integrated with", nor "which framework does the dissertation on … propose": a thing of the work)
# (or a thing made to be used: "which benchmark checks …", "which compiler tunes …")
DOER_RE = re.compile(rf"^\s*(?:which|what)\s+(?:[\w-]+\s+){{0,3}}?(?:{GENERIC_KINDS}|benchmark|dataset|compiler)s?\s+"
                     rf"(?!{AUXILIARY}\b)[a-z]+s\b", re.I)
SORT_STEMS = frozenset(content_words("kind sort type"))  # the words that ask what kind of thing
NAME_MARGIN = 2.0  # how much better another paper's best sentence must match to be the one a name question describes
WORDS_MARGIN = 3  # how many more of a description's words another paper's whole text must say to be the one described
RETRIEVAL_CLOSE = 0.75  # and how near the first paper's its retrieval score must be (tuned on mix-dev: mix-479, -523, -536)


def described_better(q: Analysis, sources: list[Source], about: int | None) -> int | None:
    """Asked for the name of a thing described in other words, naming nothing ("which co-designed
    system lets a model that routes tokens to specialists run on one graphics card"), the shown paper
    whose best sentence matches NAME_MARGIN better than the first paper's best ("… to cost-effectively
    deploy large-scale LLMs using just a single GPU"), when retrieval scored the two within
    RETRIEVAL_CLOSE of each other: retrieval ranks abstracts, not the sentence that says which; else
    `about`, the subject as found."""
    if not q.is_list and not q.wants_name and not q.wants_number and sources and about == sources[0].n and \
            not exact_names(q):
        return _matched_better(q, sources, about)
    if not (q.wants_name and not q.is_list and not q.terms and sources and about == sources[0].n) or \
            not DOER_RE.match(q.text):
        return about
    # "Which production system trains …": the one shown paper that calls itself so ("We present MegaScale-MoE, a
    # production system …"), though another shares more of the rest ("hide communication behind computation")
    called = _called_kind(q.text)
    # (calling itself so, not other work: "existing once-for-all training approaches incur …" is no training approach
    # of its own)
    calling = [s for s in sources if called and any(called in phrases(c, len(called)) and not OTHERS_KIND_RE.search(c)
                                                    for c in shown_sentences(paper_text(s)))]
    if len(calling) == 1 and calling[0].n != about:
        return calling[0].n
    # (how well a paper's best sentence matches, whatever work it speaks of)
    best = _best_scores(q, sources, others_last=False)
    if other := _clearly_better(q, sources, best):
        return other.n
    # nor does one sentence say all a description says: the paper whose whole text says WORDS_MARGIN more of it, the
    # first so ranked ("… cuts pre-training from thousands of GPU-days to under a hundred by distilling …" is LightGen's,
    # "… reduces pre-training time from potentially thousands of GPU-days to merely 88 GPU-days", though another's
    # one sentence on synthetic samples shares more)
    said = [_described_words(q, s) for s in sources]
    wider = next((s for s, n in zip(sources, said) if n == max(said)), sources[0])
    if max(said) >= said[0] + WORDS_MARGIN and wider.score >= RETRIEVAL_CLOSE * sources[0].score and \
            best[sources.index(wider)] > 0:
        return wider.n
    return about


def _matched_better(q: Analysis, sources: list[Source], about: int) -> int:
    """Of a question that names no paper and asks no figure, which another method's would be ("why is the attention
    layer the main bottleneck in scaling Transformers to longer sequences"), the shown paper whose best sentence matches
    NAME_MARGIN better than the first paper's best ("The attention layer is the main bottleneck in scaling to longer
    sequences, as …"), when retrieval scored the two within RETRIEVAL_CLOSE and it states as many of the question's
    plain names; else `about`."""
    tops = [next(iter(ranked(q, s)), None) for s in sources]
    best = [top[0].score if top else 0.0 for top in tops]
    other = _clearly_better(q, sources, best) or _phrased_better(q, sources, tops, best)
    plain = [t for t in q.terms if not maker(t)]
    # (not where the question describes its work by the first paper's title far more than by the other's: "the work that
    # fine-tunes quantized networks without backpropagated gradients" is "Fine-tuning Quantized Neural Networks with
    # Zeroth-order Optimization", not QLoRA, whose sentence on saving memory matches better)
    titled = lambda s: len(q.described & content_words(s.title))  # noqa: E731
    if other and titled(sources[0]) >= titled(other) + DESCRIBED_TITLE_MARGIN:
        other = None
    # (a sentence that says far more of what is asked beyond the description outweighs a title's words of it: "Language
    # Model Serving" in a title, for "the pay-per-use serving system for adapter-tuned language models")
    other = other or _asked_better(q, sources, tops)
    if other and sum(mentions(paper_text(other), t) for t in plain) >= \
            sum(mentions(paper_text(sources[0]), t) for t in plain):
        return other.n
    return about


DESCRIBED_TITLE_MARGIN = 2  # words of the question's description the first title must share more than another's


def _phrased_better(q: Analysis, sources: list[Source], tops: list, best: list[float]) -> Source | None:
    """The one shown paper whose best sentence says the thing asked as the question words it ("ZAYA1-base achieves
    performance comparable to leading base models such as …", for "which leading base models is … comparable to"),
    where the first paper's does not, matching at least as well, when retrieval scored the two nearly alike."""
    if len(q.thing_phrase) < 2:
        return None
    saying = [s for s, top in zip(sources, tops) if top and q.thing_phrase in phrases(top[1], len(q.thing_phrase))]
    if len(saying) != 1 or saying[0] is sources[0]:
        return None
    other = saying[0]
    return other if best[sources.index(other)] >= best[0] and other.score >= RETRIEVAL_CLOSE * sources[0].score \
        else None


def _best_scores(q: Analysis, sources: list[Source], others_last: bool = True) -> list[float]:
    """How well each shown paper's best sentence matches the question."""
    return [max((f.score for f, _ in ranked(q, s, others_last=others_last)[:1]), default=0.0) for s in sources]


def _asked_better(q: Analysis, sources: list[Source], tops: list) -> Source | None:
    """Of a question that describes its paper, the one shown paper whose best sentence shares NAME_MARGIN more of the
    words asked beyond the description ("These inefficiencies lead to massive GPU wastage, increased Time-To-First-Token
    …" for "in the pay-per-use serving system for adapter-tuned language models, besides a longer time to first token,
    what do the inefficiencies of current systems lead to"), as `_clearly_better` weighs it."""
    if not q.described:
        return None
    asks = [top[0].asks if top else 0 for top in tops]
    return _clearly_better(q, sources, asks)


def _clearly_better(q: Analysis, sources: list[Source], best: list[float]) -> Source | None:
    """The one shown paper whose best sentence matches NAME_MARGIN better than the first paper's, when retrieval
    ranked the two nearly alike (a paper it put first by a clear margin stays the subject) and the first paper's whole
    text shares no more of the question's description ("… a small laptop graphics card busy while running a big
    language model …, by overlapping … in a fine-grained pipeline" is PIPO's, on a laptop, though Domino's one sentence
    on fine-grained overlapping shares more)."""
    top = max(best)
    other = sources[best.index(top)]
    if top >= best[0] + NAME_MARGIN and best.count(top) == 1 and other.score >= RETRIEVAL_CLOSE * sources[0].score \
            and _described_words(q, other) >= _described_words(q, sources[0]):
        return other
    return None


# "To overcome memory requirement barriers, we estimate gradients using only forward passes": what is done for
# a quantity's sake, said after its purpose
PURPOSE_RE = re.compile(r"^\s*(?:To|In order to)\s+(?:overcome|reduce|lower|cut|avoid|address|alleviate|mitigate|save|"
                        r"minimi[sz]e|decrease|limit)\b([^,]{0,80}),\s*(?:we|our|it|this|the)\b")


def _means_for(sentence: str, q: Analysis) -> bool:
    """Asked how a thing keeps a quantity low ("how does it keep memory low"), a sentence that says what
    it does to overcome or reduce that quantity ("To overcome memory requirement barriers, we …") says how."""
    purpose = PURPOSE_RE.match(sentence)  # (rarely matches: the question is read only then)
    return bool(purpose) and bool(kept_low(q.text) & content_words(purpose.group(1)))


KIND_PHRASE_RE = re.compile(rf"^\s*(?:which|what)\s+((?:[\w-]+\s+){{1,2}}?(?:{GENERIC_KINDS}))s?\b",
                            re.I)


OTHERS_KIND_RE = re.compile(r"\b(?:existing|previous|prior|current|traditional|conventional|earlier)\b", re.I)


def _called_kind(question: str) -> tuple[str, ...]:
    """The kind of thing a question asks for with the words that set it apart ("production system" of
    "which production system …"), stemmed; none for a kind alone or one only praised ("which new method")."""
    found = KIND_PHRASE_RE.match(question)
    words = WORD_RE.findall(found.group(1).lower()) if found else []
    if len(words) < 2 or DESCRIBING & set(words[:-1]):
        return ()
    return whole_phrase(found.group(1))


def _described_words(q: Analysis, source: Source) -> int:
    return len(q.words & content_words(paper_text(source)))


COUNT_WORDS = frozenset("two three four five six seven eight nine ten".split())


# "what two techniques is S3D based on": the words the question closes on, which the sentence says before the things
# (a part's text has no "?": "What two techniques is S3D based on, and …")
CLOSING_RE = re.compile(r"\b((?:based|built|founded|relies|rely|depends?|focus(?:es)?)\s+on|consists?\s+of|combines?)"
                        r"\s*\??\s*$", re.I)


# where the things end: "… based on A and B to reduce …", "… optimizes A, B and C, which are validated …"
RUN_END_RE = re.compile(r"\s+to\s|,?\s+(?:which|that|where)\s", re.I)
# "which two techniques does … add to universal logit distillation?": the thing the asked things are added to
ADDED_TO_RE = re.compile(r"\b(?:add|adds|added|bring|brings|apply|applies)\s+to\s+(?:the\s+|its\s+)?"
                         r"((?:[\w-]+\s+){0,3}[\w-]+)\s*\??\s*$", re.I)
# "To address these gaps, we propose …": the things said before, referred back to, not named
REFERS_BACK_RE = re.compile(r"^(?:these|those|them|this|such|both|the\s+above)\b", re.I)
# "Features are fused via cross-attention and …": how it is done, not the things it is done to
MANNER_RUN_RE = re.compile(r"^(?:via|by|through|using|within|into|across)\b", re.I)


def fares_in(sentence: str, question: str) -> bool:
    """Asked in which things a work fares so ("in which tasks does SAIL excel?"), the sentence says it with the verb
    and the things after it ("… and excels in zero-shot retrieval, complex reasoning, …"), in no word of their kind."""
    found = FARES_IN_RE.match(question)
    return bool(found) and bool(re.search(rf"\b{found.group(2)}\w*\s+{found.group('prep')}\s+\w", sentence, re.I))


def names_after_closing(sentence: str, q: Analysis) -> bool:
    """Asked which things of a count with words the question closes on ("what two techniques is
    S3D's decoding based on?"), or with the verb asked ("which three things does FSR jointly
    optimize …"), the sentence says those words and then that many things ("… based on
    simultaneous multi-token decoding and mid-layer skipping", "FSR jointly optimizes compilation
    and functional correctness, as well as the runtime performance"); not when the words go on to
    things said before ("To address these gaps, we propose …"), nor to how it is done ("Features are fused via
    cross-attention and …")."""
    count, closing = asked_count(q), CLOSING_RE.search(q.text)
    if not count or not (closing or q.action):
        return False
    verb = closing.group(1).split()[0].lower().rstrip("s") if closing else q.action
    # asked what a thing adds to another ("… add to universal logit distillation"), the things after that other "with":
    # "enhancing Universal Logit Distillation (ULD) with Top-K selection and Logits Standardization"
    added = ADDED_TO_RE.search(q.text)
    runs = re.findall(rf"\b{re.escape(added.group(1))}(?:\s*\([^()]*\))?\s+with\s+([^.;:()]+)", sentence, re.I) \
        if added else []
    for run in runs + re.findall(rf"\b{re.escape(verb)}\w*\s+(?:on|of)?\s*([^.;:()]+)", sentence, re.I):
        if REFERS_BACK_RE.match(run) or MANNER_RUN_RE.match(run):
            continue
        items = [i for i in re.split(r",\s*(?:and\s+|or\s+|as\s+well\s+as\s+)?|\s+and\s+|\s+or\s+|\s+as\s+well\s+as\s+",
                                     RUN_END_RE.split(run)[0].strip()) if i]
        if len(items) == _number(count):
            return True
    return False


def _lists(sentence: str, q: Analysis) -> int:
    """Asked which things of a count ("what two mechanisms does … propose"), the sentence gives that
    count and lists them after a colon or "namely" ("we propose two coherent mechanisms: Clip
    parallelism and Dual-scope attention"), or is their enumeration ("First, … Second, …"), or names
    them after the words the question closes on (`names_after_closing`), or says that many kinds before the thing's
    own word ("semantic and geometric features", `_modifiers_listed`), not one
    that refers back to them ("Together, the two mechanisms …")."""
    count = asked_count(q)
    if not count:
        return False
    if names_after_closing(sentence, q):
        return 2  # (after the question's own closing words: before a sentence listing things of another kind, "We
        # propose two fusion strategies: …", for "which two techniques does … add to universal logit distillation")
    # (two things said "not only …, but also …": "not only utilizes the structure of input graph, but also an insight
    # gained from actual GNN training process")
    return enumerates(sentence, q) or _modifiers_listed(sentence, q, count) or \
        count == "two" and bool(NOT_ONLY_RE.search(sentence)) or \
        bool(re.search(rf"\b{count}\s+(?:[\w-]+\s+){{0,6}}?[\w-]+\s*(?::|,?\s+(?:namely|i\.e\.,?|including)\s|"
                       rf",\s+an?\s+[^,.;]+?\s+and\s+an?\s)\s*\S", sentence, re.I))


NOT_ONLY_RE = re.compile(r"\bnot\s+only\s+[^.;]+?,?\s+but\s+(?:also\s+)?\S", re.I)
# "… fusion of semantic and geometric features": words listed before a thing's own word, the last after "and"
# (a word of the question's may stand between: "stock and cryptocurrency trading tasks" for "kinds of trading tasks")
MODIFIERS_RE = re.compile(r"\b((?:[\w-]+,\s+){0,3}[\w-]+,?\s+and\s+[\w-]+)\s+([a-z]+)(?:\s+([a-z]+))?\b", re.I)


def _modifiers_listed(sentence: str, q: Analysis, count: str) -> bool:
    """Asked which kinds of a thing of a count ("which two kinds of features does VO-DP fuse?"), the sentence lists
    that many words before the thing's own word ("… fusion of semantic and geometric features")."""
    head = q.parts[0].head if len(q.parts) == 1 else ""

    def before_head(m: re.Match) -> bool:
        return stem_of(m.group(2)) == head or \
            bool(m.group(3)) and stem_of(m.group(3)) == head and stem_of(m.group(2)) in q.asked
    # (not things written whole: "the zero expert, copy expert, and constant expert" lists phrases, one of them the
    # thing's own word)
    return bool(head) and any(
        before_head(m) and len(items := re.split(r",\s*(?:and\s+)?|\s+and\s+", m.group(1))) ==
        _number(count) and not any(stem_of(i) == head for i in items)
        for m in MODIFIERS_RE.finditer(sentence))


# "What are the two core designs …": things of a count, where no phrase of the thing is read ("what two mechanisms",
# "on which three encoder-only models")
ASKED_COUNT_RE = re.compile(r"^\s*" + OPENER + r"(?:(?:on|in|for|with|from|across|among|between|to)\s+)?(?:which|what)\s+"
                            r"(?:(?:are|were)\s+"
                            r"(?:the\s+)?)?(two|three|four|five|[2-5])\s", re.I)
# an enumeration's item: "First, …", "Secondly, …", "(2) …"
ORDINAL_RE = re.compile(r"^\s*(?:(first|second|third|fourth|fifth)(?:ly)?\s*,|\(([1-5])\))", re.I)
ORDINALS = ("first", "second", "third", "fourth", "fifth")
EXTRA_SENTENCES = 1  # sentences an item may add after its opening one ("It allows us to …")


def asked_count(q: Analysis) -> str:
    """The count of things the question asks which ("two" of "what two mechanisms"), or ""."""
    count = q.thing_phrase[0].lower() if q.thing_phrase else ""
    if not count:
        found = ASKED_COUNT_RE.match(q.text)
        count = found.group(1).lower() if found else ""
    return count if count in COUNT_WORDS or count.isdigit() else ""


# "… incorporates two critical designs …: (1) Polarized filtering: …": a run of items opened after a colon
OPENED_RE = re.compile(r":\s*(?:\(1\)|1\)|first,)", re.I)


def _ordinal(sentence: str) -> int:
    found = ORDINAL_RE.match(sentence)
    if not found:
        return 1 if OPENED_RE.search(sentence) else 0
    return ORDINALS.index(found.group(1).lower()) + 1 if found.group(1) else int(found.group(2))


# "what does the first of GAAMA's two implementations include": one of things the paper numbers in turn, which a
# sentence opening on the same ordinal speaks of ("The first includes …"), however few words it shares
ASKED_ORDINAL_RE = re.compile(r"\bthe\s+(first|second|third|fourth|fifth)\s+(?:of|one)\b", re.I)
OPENING_ORDINAL_RE = re.compile(r"^\s*the\s+(first|second|third|fourth|fifth)\b(?!\s+(?:time|step|stage|place)\b)", re.I)


def same_ordinal(sentence: str, q: Analysis) -> bool:
    asked, opens = ASKED_ORDINAL_RE.search(q.text), OPENING_ORDINAL_RE.match(sentence)
    return bool(asked and opens) and asked.group(1).lower() == opens.group(1).lower()


def _number(count: str) -> int:
    return int(count if count.isdigit() else WORD_COUNTS.get(count, 0))


def asked_number(q: Analysis) -> int:
    """How many things the question asks which of (2 of "which two kinds of experts"), or 0."""
    return _number(asked_count(q))


def enumerated(sentences: list[str], q: Analysis) -> list[tuple[int, int]]:
    """Asked which things of a count, where the sentences give them one by one ("First, …
    Second, …"): (first, last) index of each such run, from the first item to the last."""
    n = _number(asked_count(q))
    if n < 2:
        return []
    found = []
    for i, sentence in enumerate(sentences):
        if _ordinal(sentence) != 1:
            continue
        end, item = i, 1
        while item < n:
            at = next((j for j in range(end + 1, min(end + 2 + EXTRA_SENTENCES, len(sentences)))
                       if _ordinal(sentences[j]) == item + 1), None)
            if at is None:
                break
            end, item = at, item + 1
        # (not a run that goes on to more: "(1) … (2) … (3) …" is three processes, not the two paradigms asked)
        after = range(end + 1, min(end + 2 + EXTRA_SENTENCES, len(sentences)))
        if item == n and not any(_ordinal(sentences[j]) == n + 1 for j in after):
            # from the sentence that announces them, when one does ("… the following two main issues.")
            found.append((i - 1 if i and re.search(rf"\b{re.escape(asked_count(q))}\b", sentences[i - 1], re.I)
                          else i, end))
    return found


def enumerations(sentences: list[str], q: Analysis) -> list[str]:
    """The runs of `enumerated`, joined: each sentence alone gives one of the things asked."""
    return [" ".join(sentences[i:j + 1]) for i, j in enumerated(sentences, q)]


# a sentence that carries the one before it further: "By utilizing an expanded network with 1.7B parameters, we
# further improve the FID to 22.4" after "… achieving an FID of 23.3 on MS COCO 2017-5k"
FURTHER_RE = re.compile(r"^(?:\S+\s+){0,10}?(?:we|it|this|they)\s+further\s+(?:improves?|reduces?|increases?|boosts?|"
                        r"raises?|lowers?|cuts?|speeds?\s+up|accelerates?)\b", re.I)


# "… by rearranging input tokens across different batches. This method not only reduces …": a sentence that goes on
# about the thing the one before it introduced, by a word for its kind
# ("However, this approach suffers from …", "However, they neglect …" go on about it too)
# ("Most crucially, they require … since they rely on backpropagation": the methods the sentence before spoke of)
# ("Nevertheless, they suffer from …")
# ("In turn, this enables …": what the sentence before said, by a bare "this" after the opener)
# ("Then, it generates an effective hybrid parallelism strategy": the next step of what the one before introduced)
THIS_KIND_RE = re.compile(r"^\s*(?:(?:However|Yet|But|Unfortunately|Nevertheless|Nonetheless|Still|In\s+turn|Then|Next|"
                          r"(?i:(?:most\s+)?(?:crucially|importantly|notably))),?\s+)?"
                          r"(?:(?i:this|these)\s+(?:[\w-]+\s+)?"
                          r"(?:methods?|approach(?:es)?|strategy|strategies|"
                          r"techniques?|mechanisms?|designs?|schemes?|modules?)|(?<=,\s)they|(?<=,\s)(?:this|it)(?=\s+[a-z]+s\b))\b")


# "To address these limitations, we introduce …": a sentence that names the problems the one before it stated only as
# "these limitations"
ADDRESSED_RE = re.compile(r"^\s*(?:To\s+)?(?:address|tackle|overcome|solve|resolve|mitigate|alleviate|remedy)\w*\s+"
                          r"(?:these|this|such|those)\s+(?:[\w-]+\s+)?(?:limitations?|challenges?|issues?|problems?|"
                          r"drawbacks?|shortcomings?|bottlenecks?|overheads?|gaps?|inefficienc(?:y|ies)|difficult(?:y|ies)|"
                          r"concerns?|obstacles?)\b", re.I)
SOLVING = frozenset(content_words("address tackle overcome solve resolve mitigate alleviate remedy"))


def _joined(sentences: list[str], goes_on: Callable[[str, str], bool]) -> list[str]:
    """Each sentence joined with the next where the next `goes_on` from it."""
    return [f"{a} {b}" for a, b in zip(sentences, sentences[1:]) if goes_on(a, b)]


def carried_on(sentences: list[str]) -> list[str]:
    """Each figure-giving sentence joined with the next when that one carries it further, with a figure of its
    own: the second's figure is for the first's setting too (the dataset), changed by its own (the network)."""
    return _joined(sentences, lambda a, b: bool(FURTHER_RE.match(b) and DIGITS_RE.search(a) and DIGITS_RE.search(b)))


# "Specifically, we use model replication to …": a sentence that says which of what the one before spoke of
SPECIFICALLY_RE = re.compile(r"^\s*(?:more\s+)?(?:specifically|concretely|in\s+particular)\s*,", re.I)


def specified(sentences: list[str], q: Analysis) -> list[str]:
    """Asked no figure, each sentence joined with the next when that one says which of what it spoke of ("The freed
    memory … can then be leveraged by concurrent workloads. Specifically, we use model replication …"), in words (one
    with figures, "Specifically, on a single NVIDIA V100, only 39 GPU days …", gives a case, not which; one counting,
    "Specifically, we introduce three types of …", lists things of its own)."""
    if q.wants_number:
        return []
    return _joined(sentences, lambda a, b: bool(SPECIFICALLY_RE.match(b)) and not DIGITS_RE.search(b) and
                   not any(w in COUNT_WORDS for w in re.findall(r"[a-z]+", b.lower())))


def gone_on(sentences: list[str], q: Analysis) -> list[str]:
    """Asked what a thing does ("what does rearranging input tokens across batches reduce?"), each sentence joined
    with the next when that one speaks of what it introduced as "this method" and says the verb asked, which the
    first does not: what the method does is said of it there ("This method not only reduces the number of activated
    experts …")."""
    if not q.action:
        return []
    return _joined(sentences, lambda a, b: _says_action(b, q) and q.action not in content_words(a))


# "The objective is to unveil …": what the work the sentence before introduced is for
PURPOSE_OPENING_RE = re.compile(r"^\s*(?:the|its|our|their)\s+(?:main\s+|primary\s+|key\s+)?(?:objective|aim|goal|"
                                r"purpose)s?\s+(?:is|are|was|were)\b", re.I)
PURPOSE_STEMS = frozenset(content_words("objective aim goal purpose"))
# "We argue this is because they …": a sentence that gives the reason for what the one before it said
REASON_BACK_RE = re.compile(r"^\s*(?:[\w-]+\s+){0,3}?(?:this|that)\s+is\s+(?:(?:mainly|largely|partly)\s+)?"
                            r"(?:because|due\s+to|caused\s+by)\b|"
                            # "This inconsistency largely stems from …": what the one before said, by a word of its own
                            r"^\s*(?:this|these|that|such)\s+(?:[\w-]+\s+){0,2}?(?:(?:mainly|largely|partly|primarily)\s+)?"
                            r"(?:stem|result|arise|come)s?\s+from\b|"
                            # "However, it is rarely used in financial services not only due to …": the thing the one
                            # before spoke of, by a pronoun, and why
                            r"^\s*(?:(?:however|yet|but|still)\s*,?\s+)?(?:it|they)\s+(?:is|are|was|were|has|have)\b"
                            r"[^.;]*?\b(?:because|due\s+to|owing\s+to)\b", re.I)


def _gives_reason(sentence: str, q: Analysis) -> bool:
    """Asked why, the sentence gives the reason for what the one before it said ("We argue this is because …")."""
    return q.asks_why and bool(REASON_BACK_RE.match(sentence))


def _says_action(sentence: str, q: Analysis) -> bool:
    """The sentence says the verb asked of what the one before it introduced ("However, they neglect …", "This method
    not only reduces …")."""
    return bool(q.action) and bool(THIS_KIND_RE.match(sentence)) and q.action in content_words(sentence)


def _says_purpose(sentence: str, q: Analysis) -> bool:
    """Asked what a work is for, the sentence says what the one before it introduced is for ("The objective is …")."""
    return bool(q.asked & PURPOSE_STEMS) and bool(PURPOSE_OPENING_RE.match(sentence))


def goes_on(sentence: str, q: Analysis) -> bool:
    """The sentence goes on from the one before it with what is asked: its reason, the verb asked, or what it is for."""
    return _gives_reason(sentence, q) or _says_action(sentence, q) or _says_purpose(sentence, q)


def explained(sentences: list[str], q: Analysis) -> list[str]:
    """Asked why ("why do existing once-for-all training approaches incur huge training costs"), each sentence joined
    with the next when that one gives the reason for it ("We argue this is because they …"): the first says what is
    asked about, the second why."""
    if not q.asks_why:
        return []
    return _joined(sentences, lambda _, b: _gives_reason(b, q))


def addressed(sentences: list[str], q: Analysis) -> list[str]:
    """Asked which problems a work addresses ("which limitations of existing benchmarks does MultiKernelBench
    address"), each sentence joined with the next when that one addresses "these limitations": the first says which
    they are, the second that the work addresses them. Not a first that calls them by the word asked ("Existing
    solutions face two key limitations: …"), which answers alone."""
    if q.action not in SOLVING:
        return []
    # (the noun as the question writes it, one or many: "limited hardware support" calls them nothing)
    kinds = {w.rstrip("s") for w in WORD_RE.findall(normalise(q.text)) if stem_of(w) == q.parts[0].head}
    calls = lambda a: any(re.search(rf"\b{re.escape(k)}s?\b", a, re.I) for k in kinds)  # noqa: E731
    return _joined(sentences, lambda a, b: bool(ADDRESSED_RE.match(b)) and not calls(a))


# "However, these methods are vulnerable to …": a sentence that goes on about the other work the one before it
# introduced ("Recent works aim to make unlearnable data …")
# (or by a pronoun, some of them: "However, most of them still require high-end GPU …")
CONTINUED_RE = re.compile(r"^\s*(?:(?:However|Yet|But|Unfortunately|Still),?\s+)?(?:(?:these|such|those)\s+(?:[\w-]+\s+)?"
                          r"(?:methods|approaches|works|techniques|solutions|systems)\b|"
                          r"(?:most|many|some|all)\s+of\s+(?:them|these|those)\b)", re.I)
# (or most of it: "what do most works that cut NeRF latency still require")
EARLIER_RE = re.compile(r"\b(?:earlier|prior|previous|existing|current|conventional|traditional|recent|"
                        r"(?<!the\s)most|many)\s+(?:[\w-]+\s+)?"
                        r"(?:methods?|approaches|works?|techniques?|solutions?|systems?)\b", re.I)


# "…, unlike previous works that improved the algorithms", "Unlike prior methods that tune the entire model, …": what
# the question sets the paper against, earlier work by the words that say so
CONTRAST_RE = re.compile(r"(?:^\s*|,\s*)(?:unlike|as\s+opposed\s+to|in\s+contrast\s+to|rather\s+than)\s+([^?,]+)", re.I)
EARLIER_WORK_RE = re.compile(r"^\s*(?:the\s+|in\s+)?(?:most\s+)?(?:earlier|prior|previous|existing|conventional|"
                             r"traditional|other)\b", re.I)
WORK_WORDS = frozenset(content_words("work works method methods approach approaches technique techniques"))
CONTRASTED = 2  # of those words a sentence must say to be on the earlier work


def contrasted_words(q: Analysis) -> frozenset[str]:
    """The words only the question's clause on earlier work it sets the paper against says (not the paper's kind of
    work: "work", "method")."""
    found = CONTRAST_RE.search(q.text)
    if not found or not EARLIER_WORK_RE.match(found.group(1)):
        return frozenset()
    rest = q.text[:found.start()] + " " + q.text[found.end():]
    return frozenset(content_words(found.group(1))) - frozenset(content_words(rest)) - WORK_WORDS


def continued(sentences: list[str], q: Analysis) -> list[str]:
    """Asked of earlier work ("what are earlier methods that make data unlearnable vulnerable to"), each sentence
    joined with the next when that one goes on about the work it introduced as "these methods"."""
    if not EARLIER_RE.search(q.text):
        return []
    return _joined(sentences, lambda _, b: bool(CONTINUED_RE.match(b)))


def purposed(sentences: list[str], q: Analysis) -> list[str]:
    """Asked what a work is for ("what is the objective of the Hopper benchmarking study"), each sentence joined with
    the next when that one says it ("The objective is to unveil …"): the first says which work, the second what for."""
    return _joined(sentences, lambda _, b: _says_purpose(b, q))


def refers_back(text: str, q: Analysis) -> bool:
    """Asked which things of a count, the text speaks of them only as already said ("Coupling with
    these two designs …"), neither listing nor enumerating them."""
    count = asked_count(q)
    return bool(count) and bool(re.search(rf"\b(?:these|those|the|both)\s+{count}\b", text, re.I)) and \
        not _lists(text, q)


def enumerates(text: str, q: Analysis) -> bool:
    """The text is an enumeration of the things of the count asked (`enumerations`)."""
    if not asked_count(q):
        return False
    sentences = shown_sentences(text)
    return len(sentences) > 1 and enumerations(sentences, q) == [" ".join(sentences)]


# A speedup is stated as a multiple ("58X end-to-end … improvement"), whatever word goes with it.
MULTIPLE_RE = re.compile(r"(?<![a-z\d.])\d+(?:\.\d+)?x\b")


def _multiple(sentence: str, q: Analysis) -> bool:
    return bool(q.quantities & speed_words()) and bool(MULTIPLE_RE.search(normalise(sentence)))


# a model's size written as its parameter count: "LlaVA-Rad (7B)", "Med-PaLM M (84B)", "a 1.3B-parameter model"
PARAMETER_COUNT_RE = re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s?[BMT]\b(?=\s*(?:[),;]|-?param|(?:models?|LLMs?)\b))")
PARAMETER_STEMS = frozenset(content_words("parameters"))


def _sized(sentence: str, q: Analysis) -> bool:
    """Asked how many parameters, a model's size says the quantity without its word ("LlaVA-Rad (7B)")."""
    return bool(q.quantities & PARAMETER_STEMS) and bool(PARAMETER_COUNT_RE.search(sentence))


def _metric(sentence: str, q: Analysis) -> bool:
    """The sentence names the metric the question names before the quantity it asks ("ImgEdit" of
    "what ImgEdit score"), not a baseline after it ("less GPU memory than LoRA")."""
    return any(re.search(rf"(?<![\w-]){re.escape(t)}\s+{re.escape(p.head)}", q.text, re.I) and mentions(sentence, t)
               for p in q.parts if p.metric and p.head for t in q.terms)


# the kind's word, then which of them: "GPUs with communication demands", "experts that …"
RESTRICTED = r"\b{head}\w*\s+(?:with|that|which|whose|having)\s+((?:[\w-]+\s+){{0,3}}[\w-]+)"


def restricted(sentence: str, q: Analysis) -> bool:
    """Asked which ones of a kind, in the plural ("which GPUs does the network connect"), the sentence says which by
    words of its own after the kind's word ("connects GPUs with communication demands")."""
    head = q.parts[0].head if len(q.parts) == 1 else ""
    if not head.endswith("s") or not re.search(rf"\bwhich\s+{re.escape(head)}\b", q.text, re.I):
        return False
    return any(content_words(rest) - q.words for rest in re.findall(RESTRICTED.format(head=re.escape(head[:-1])),
                                                                    sentence, re.I))


# a GPU named by its model alone ("on single 48G A6000", "an RTX 4090") is a thing of the kind "GPU"
GPU_KIND = frozenset(content_words("GPU GPUs graphics card"))  # ("on what GPUs": the plural's stem is its own)
# "on which GPU model", "what kind of GPU model": a GPU's model is a GPU asked too
GPU_MODEL_WORDS = frozenset(content_words("model type"))
# "on what kind of graphics cards": GPUs said with their sort ("consumer-grade GPUs", "commodity GPUs")
GPU_SORT_RE = re.compile(r"\b(?:[a-z]+-(?:grade|end|class|level|range)|commodity|consumer|low-cost|inexpensive|cheap|"
                         r"data-?center|server|desktop|gaming|mobile|edge)\s+(?:gpus?|graphics\s+cards?)\b", re.I)


VERSION_KIND = frozenset(content_words("version"))
# a version as a name writes it: "Stable Diffusion (SD) V2.1", "v1.5"
VERSION_RE = re.compile(r"(?<![\w.])[vV]\d+(?:\.\d+)*\b")


GRAIN_KIND = frozenset(content_words("granularity"))
# a granularity says itself by a compound's second word: "at token-level", "fine-grained", "head-wise", "per-token"
GRAIN_RE = re.compile(r"\b[a-z]+-(?:level|grained|wise)\b|\bper-[a-z]+\b", re.I)
FUNCTION_KIND = frozenset(content_words("function api operator call routine primitive"))
# a function as code writes it: "torch.unique", "np.einsum", "cudaMemcpy()"
CODE_NAME_RE = re.compile(r"(?<![\w./])[A-Za-z_]\w+(?:\.[A-Za-z_]\w+)+\b(?![./]\w)|(?<![\w.])[A-Za-z_]\w+\(\)")


MODEL_KIND = frozenset(content_words("model"))


# a quantity measured on GPUs, which names none: "9,200 GPU hours", "GPU memory"
GPU_QUANTITY_RE = re.compile(r"\bGPUs?[- ](?:memory|hours?|days?|time|utili[sz]ation|costs?)\b", re.I)


def instance(sentence: str, q: Analysis) -> bool:
    """Asked which GPU, or which of a chip maker's parts ("which NVIDIA part"), the sentence names
    one by its model, without the word; asked which version, it writes one ("SD V2.1"); asked at what granularity, it
    says one ("at token-level"); asked
    which function, it writes one as code does ("using torch.unique"); asked which models, it
    names one ("vision modules from BLIP-2 or CLIP"); asked what kind of GPU, it says their sort
    ("consumer-grade GPUs"); asked on what hardware, it names a kind of it the question does not ("on massively parallel
    GPUs")."""
    head = q.parts[0].head if len(q.parts) == 1 else ""  # (the kind asked itself: not "what hardware module")
    if head in ARCHITECTURE_KIND and q.thing_asked & MAKERS.keys():
        return bool(GPU_ARCHITECTURE_RE.search(sentence))
    # (not a quantity measured in one: "9,200 GPU hours" names no hardware)
    if head in KINDS_OF and q.thing_asked and KINDS_OF[head] - q.words & content_words(GPU_QUANTITY_RE.sub(" ", sentence)):
        return True
    makers = [t for t in q.terms if maker(t)]  # "which Intel GPU": one of Intel's, not Nvidia's H100
    # (what kind of a thing done with GPUs is no GPU: "what kind of GPU deployment")
    gpu = bool(q.thing_asked & (GPU_KIND | MAKERS.keys())) and \
        not (q.asks_sort and head and head not in GPU_KIND | MAKERS.keys() | GPU_MODEL_WORDS)
    return gpu and \
        (all(names_model_of(sentence, m) for m in makers) if makers else names_model(sentence)) or \
        q.asks_sort and bool(q.thing_asked & GPU_KIND) and bool(GPU_SORT_RE.search(sentence)) or \
        bool(q.thing_asked & VERSION_KIND) and bool(VERSION_RE.search(sentence)) or \
        bool(q.thing_asked & FUNCTION_KIND) and bool(CODE_NAME_RE.search(sentence)) or \
        bool(q.thing_asked & GRAIN_KIND) and bool(GRAIN_RE.search(sentence)) or \
        bool(q.thing_asked & MODEL_KIND) and len(q.parts) == 1 and q.parts[0].entity and not q.asks_sort and \
        not q.thing_asked & GPU_KIND and bool(new_names(sentence, q)) or \
        bool(head) and len(q.parts) == 1 and q.parts[0].entity and not q.asks_sort and \
        (_exemplified(sentence, head, q.action) or _named_for_kind(sentence, head, q))
    # (a sort is said by what it is: "a pruned (small) model"; "which GPU model" asks a GPU's, not a network's)


KIND_WORD_RE = re.compile(KINDS, re.I)
# an introduced name's kind: the last word of the long form before its acronym ("… Representation Benchmark (ViTeRB)"),
# or the kind's word of what follows it ("ShareLock, an ultra-lightweight CLIP-like model")
LONG_FORM_RE = r"([A-Za-z][\w-]*)\s*\(\s*{name}\s*\)"
APPOSITIVE_RE = r"{name}\)?\s*,\s*(?:an?|the|our)\s+((?:[\w-]+\s+){{0,4}}?[\w-]+)\s*(?=[,.;]|\s+(?:that|which|to|for|with)\b)"


def introduced_kinds_said(sentence: str) -> frozenset[str]:
    """The kinds of thing the sentence says the names it introduces are (stemmed): "benchmark" of "we propose the Visual
    Text Representation Benchmark (ViTeRB)", "model" of "we propose ShareLock, an ultra-lightweight CLIP-like model"."""
    said = []
    for name in introduced_names(sentence):
        n = re.escape(name)
        for found in (re.search(LONG_FORM_RE.format(name=n), sentence), re.search(APPOSITIVE_RE.format(name=n), sentence)):
            if found:
                said += [w for w in found.group(1).split()[-1:] if KIND_WORD_RE.fullmatch(w)]
    return frozenset(content_words(" ".join(said)))


def _named_for_kind(sentence: str, head: str, q: Analysis) -> bool:
    """Asked which thing of a kind ("which … street map"), a new name that closes on the kind's word names one
    ("OpenStreetMaps")."""
    closing = re.compile(rf"[a-z0-9]{re.escape(head[:1].upper() + head[1:])}(?:s|es)?$")
    return len(head) > 2 and any(closing.search(n) for n in new_names(sentence, q))


# "direct hardware metrics (e.g. latency)": one of the kind, by example, in brackets (not "models such as LLMs" nor
# "tasks, such as multiplication", which open a sentence's own list of others' things)
EXAMPLE_AFTER_RE = re.compile(r"\s*\(\s*(?:e\.g\.|for\s+example|such\s+as)\s*,?\s*[A-Za-z]", re.I)
# "… evaluation across various Arabic language tasks, including text classification, …": the sentence's own list
LIST_AFTER_RE = re.compile(r",?\s*(?:including|such\s+as|namely)\s+[A-Za-z]", re.I)


def _exemplified(sentence: str, head: str, action: str = "") -> bool:
    """The kind's word asked, with an example of it right after ("which hardware metric …": "direct hardware metrics
    (e.g. latency)"); or, where the sentence does what is asked of them ("on which tasks is it evaluated": "model
    evaluation across various Arabic language tasks, including …"), the things it lists after it."""
    listing = bool(action) and action in content_words(sentence)
    return any(head in content_words(m.group()) and
               (EXAMPLE_AFTER_RE.match(sentence, m.end()) or listing and LIST_AFTER_RE.match(sentence, m.end()))
               for m in re.finditer(r"[A-Za-z][\w-]*", sentence))


# "which other NVIDIA architecture": one named by its family ("such as Turing"), not a card's model ("RTX A6000")
ARCHITECTURE_KIND = frozenset(content_words("architecture microarchitecture generation"))
GPU_ARCHITECTURE_RE = re.compile(r"\b(?:fermi|kepler|maxwell|pascal|volta|turing|ampere|ada\s+lovelace|hopper|blackwell|"
                                 r"[cr]dna\s?\d?)\b", re.I)


def _sort_said(sentence: str, q: Analysis) -> bool:
    """Asked which kind of a thing ("which kind of fine-tuned models does … serve"), the sentence says the thing in
    the question's words with a word of its own before them, its sort ("… serves multiple full-parameter fine-tuned
    models")."""
    return sort_word(sentence, q) is not None


def sort_word(sentence: str, q: Analysis) -> str | None:
    """The word `_sort_said` reads as the sort ("full-parameter"), if one."""
    opened = SORT_OF_RE.match(q.text)
    thing = opened and SORTED_THING_RE.match(q.text, opened.end())
    if not thing:
        return None
    # (a word of its own, not a verb's: "for analyzing hyperspectral images" says no sort, though after an article one
    # does, "on a pruned (small) model", the aside after the sort; nor an article's, "for a model …", where another
    # place says one)
    for before in re.finditer(rf"(?:\b(an?|the)\s+)?\b([\w-]+)(?:\s+\([\w\s-]+\))?\s+{re.escape(thing.group(1))}\b",
                              sentence, re.I):
        word = before.group(2)
        # (a thing in one word is the head of what is said, not a word of a compound: "the original model parameters"
        # says no sort of model)
        after = re.match(r"\s*([\w-]+)", sentence[before.end():])
        if " " not in thing.group(1) and after and after.group(1).lower() not in STOPWORDS:
            continue
        if word.lower() not in STOPWORDS and (before.group(1) or not re.search(r"(?:ing|ed)$", word)):
            return word
    return None


SORTED_THING_RE = re.compile(r"\s+((?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:does|do|did|is|are|was|were|can|could|has|have)\b",
                             re.I)


NEAR = 6  # words between a figure and the quantity it is a figure of


def _near(sentence: str, figures: set[str], quantities: frozenset[str]) -> bool:
    """A figure stands within NEAR words of a word for the quantity asked: "a fourfold reduction in
    GPU memory footprint", not "4-bit quantization of activations … reducing memory usage"."""
    for piece in re.split(r"[;:]|,\s", normalise(sentence)):  # within one clause
        words = WORD_RE.findall(piece)
        at_figure = [i for i, w in enumerate(words) if any(w == f or w.startswith(f) and not w[len(f)].isdigit()
                                                           for f in figures)]
        at_quantity = [i for i, w in enumerate(words) if shared_asked(quantities, content_words(w))]
        if any(abs(i - j) <= NEAR for i in at_figure for j in at_quantity):
            return True
    return False


def _digits(figures: set[str]) -> bool:
    """A figure written in digits, or in the notation of an order of growth ("O(sqrt(n))")."""
    return any(f[0].isdigit() or BIG_O_RE.fullmatch(f) for f in figures)


class Fit(NamedTuple):
    """How a source sentence answers a question, judged once (`fit`)."""

    score: float  # how well it matches (see `fit`); 0 when it does not
    figure: bool  # it holds a figure in digits of the kind asked for
    quantity: bool  # that figure next to the quantity asked for ("27.9% testing accuracy")
    named: bool  # the question asks for a name, and the sentence names something
    gives: bool  # it holds a figure of the kind asked for, in digits or in words ("four GPU hours")
    acts: bool = False  # "how does HGCA merge …": it says the thing asked of ("… are merged using …")
    focused: int = 0  # "which dataset is extended …": how it speaks of the thing asked for ("the OpenLane-V2 dataset")
    asks: int = 0  # of a question that closes on describing its paper (or opens on setting the scene), the words it
    # shares of the rest
    describes: int = 0  # and those it shares of the description alone: the sentence that says which paper it is
    phrase: bool = False  # it says the thing asked in the question's words ("the SSDTrain offloading framework"), or
    # what the named subject acts on, then the question's opening preposition and a name ("intermediate features from
    # VGGT" of "from which model does VO-DP take intermediate features?"), or what a passive question or a relation
    # asked closes on, in its words ("distilled from", "equivalent to AlexNet": `_said_as_asked`)
    near: bool = False  # a figure asked for within NEAR words of the quantity ("a fourfold reduction in GPU memory")
    lists: int = 0  # asked what two things, it lists them ("two coherent mechanisms: Clip parallelism and …"); 2 after
    # the words the question closes on (`names_after_closing`)
    kind: bool = False  # asked which network design, it introduces something and says "network" ("we call this network …")
    others: bool = False  # it speaks of other work only ("Current multi-exit networks typically implement …")
    # asked why, it gives a reason ("… do not support such high resolutions due to limited GPU memory"); asked when,
    # it says when ("prior to training")
    reason: bool = False
    # asked what a described work is called, it gives its name in its own voice ("Our method (TESLA) …"), not
    # another's it speaks of ("Among recently proposed methods, Matching Training Trajectories (MTT) …")
    introduces: bool = False
    staged: bool = False  # it says the scene the question opens on ("We first obtain pruning bounds …" of "After
    # obtaining the pruning bounds, what …"): what comes before the answer, not the answer


# "… first generates a single synthetic view …, and then produces a 3D point cloud using …": what follows the scene
THEN_RE = re.compile(r"\b(?:and\s+)?then\b", re.I)


def _goes_past_scene(sentence: str, q: Analysis) -> bool:
    """The sentence says the scene the question opens on, then goes on to what it asks ("After generating a single
    synthetic view, what does Point-E use to produce a 3D point cloud?": "… and then produces a 3D point cloud using a
    second diffusion model …"): it answers, though it says the scene too."""
    after = THEN_RE.split(sentence, maxsplit=1)
    return len(after) == 2 and shared_asked(q.past_scene, content_words(after[1])) >= 2


def _does_the_aside(sentence: str, q: Analysis) -> bool:
    """Of "what does AtMan rely on instead of backpropagation", the sentence speaks of backpropagation other than as
    what is set aside ("… since they rely on backpropagation"): it says the verb asked of the thing not asked."""
    aside = frozenset(w for m in CONTRASTED_RE.finditer(q.text) for w in content_words(m.group(1)))
    return bool(aside) and bool(aside & content_words(CONTRASTED_RE.sub(" ", sentence)))


URL_RE = re.compile(r"\bhttps?://\S+|\bwww\.\S+", re.I)
# "where is the source code … published?", "where can one download its weights?": an address is asked
LINK_ASKED_RE = re.compile(r"\bwhere\b(?=[^?]*\b(?:code|source|implementation|weights|checkpoints?|dataset|project\s+page|"
                           r"package|library|toolkit)\b)[^?]*\b(?:available|published|released|found|hosted|obtained|"
                           r"downloaded|shared|accessible|get|find|download|obtain)\b", re.I)


def sets_against(q: Analysis, text: str) -> bool:
    """Of a list, the paper sets the thing asked against its own work ("… learns shape encodings from
    multi-view images instead of point-clouds"): it does not do what is asked, whatever else it says of it."""
    need = min(2, len(q.asked))
    return bool(need) and any(shared_asked(q.asked, content_words(m.group(0))) >= need
                              for m in CONTRASTED_RE.finditer(text))


# asked when a thing is done: "prior to training", "at inference time"
TIMING_RE = re.compile(r"\b(?:prior\s+to|before|after|during|once|until|ahead\s+of|beforehand|in\s+advance|offline|"
                       r"at\s+(?:the\s+)?(?:start|end|beginning|outset)\b|at\s+(?:inference|training|test|run)[\s-]?time)\b",
                       re.I)
# what gives a reason
# ("…, which makes it difficult to choose the best configuration", "the small size of anomalous regions necessitates
# processing the images at a high resolution": what comes before is why)
# ("due primarily to the use of expensive GPU instances": an adverb between)
# ("GPUs target parallel processing rather than sequential token generation, and are not efficient for …": what a
# thing is built for instead)
REASON_RE = re.compile(r"\b(?:" + DUE_TO + r"|because|as a result of|caused by|thanks to|stem(?:s|ming)? from|"
                       r"result(?:s|ing)? from|attributed to|which\s+makes?\s+it|necessitate[sd]?|"
                       r"(?:target|aim|focus|design|optimi[sz]e|build)(?:s|ed)?\s+(?:on\s+|for\s+)?[\w-]+\s+[\w-]+\s+"
                       r"rather\s+than)\b", re.I)


@lru_cache(maxsize=256)  # read once a question, not once a sentence
def _reason_after(question: str) -> re.Pattern | None:
    """Asked "why can zeroth-order optimizers compromise the performance of LMs?": the question's last word, then
    "as" or "since" ("… compromise the performance of LMs as non-zero order optimizers tend to converge …")."""
    last = re.search(r"([\w-]{3,})\s*\?\s*$", question)
    return re.compile(rf"\b{re.escape(last.group(1))},?\s+(?:as|since)\s+"
                      r"(?!well\b|such\b|shown\b|follows\b|in\b|a\b|an\b)", re.I) if last else None


# verbs asked that a sentence says in other words: "what does … cause": "… leads to a significant variance"
ACTIONS_SAID = {"caus": re.compile(r"\b(?:lead(?:s|ing)?|led)\s+to\b|\bresult(?:s|ed|ing)?\s+in\b|"
                                   r"\bgives?\s+rise\s+to\b", re.I),
                # ("what does shrinking the feature maps save": "…, which reduces the memory and time required for …")
                "save": re.compile(r"\breduc(?:e|es|ed|ing)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:memory|time|cost|energy|"
                                   r"compute|computation|bandwidth|storage)\b", re.I)}


def _said_otherwise(sentence: str, action: str) -> bool:
    return action in ACTIONS_SAID and bool(ACTIONS_SAID[action].search(sentence))


def _states_reason(sentence: str, q: Analysis) -> bool:
    """Asked why, the sentence gives a reason: in words that say so ("due to", "because"), or after the words the
    question closes on ("… of LMs as …"). (`_gives_reason` is another question: whether a sentence gives the reason
    for the one before it, to join the two.)"""
    after = _reason_after(q.text)
    return bool(REASON_RE.search(sentence)) or bool(after) and bool(after.search(sentence))


# asked how a thing compares, a sentence that says how it came out ("performance at least as good as the
# base-line benchmarks"), not one that only says a comparison was made ("we compare performance data …")
JUDGED_RE = re.compile(r"\bas\s+(?:good|well|fast|high|low|efficient|accurate)\s+as\b|\bon\s+par\s+with\b|"
                       r"\bcomparable\s+(?:to|with)\b|\b(?:better|worse|faster|slower|higher|lower)\s+than\b|"
                       r"\b(?:outperform|surpass|exceed|match|beat)\w*|\bsimilar\s+to\b|\b(?:superior|inferior)\s+to\b|"
                       r"\d(?:\.\d+)?\s*(?:x|times)\b", re.I)
# "This paper introduces a gradient caching technique that …": a thing of the kind asked, named in lower case
INTRODUCED_KIND_RE = re.compile(r"\b(?:introduc|propos|present|develop)(?:e|es|ed|ing)?\s+(?:a|an)\s+"
                                r"((?:[a-z][\w-]*\s+){1,4}[a-z]+)\b")
# "… utilizing pipeline parallel techniques, …": things of a kind the paper uses, named by words of their own
USED_KIND_RE = re.compile(r"\b(?:utiliz|utilis|employ|leverag|adopt)(?:e|es|ed|ing|s)?\s+(?:(?:a|an)\s+)?"
                          r"((?:[a-z][\w-]*\s+){1,4}[a-z]+)\b")
# words that describe a thing, not name it: "a simple yet effective technique" names none
DESCRIBING = frozenset("new novel simple effective efficient general generic unified lightweight practical fast "
                       "scalable yet and more highly principled robust first better powerful flexible".split())


# "with the key design of a 'region-centric' framework": a thing of a kind, named in quotes after the kind's word
QUOTED_KIND_RE = re.compile(r"\b(?:the|its|our)\s+(?:[a-z-]+\s+)?([a-z]+)\s+of\s+(?:an?\s+)?['‘\"“]([^'’\"”]{2,40})['’\"”]")
# "relies on the im2col algorithm": a thing of a kind, named by a word with digits in it before the kind's word
CODED_KIND_RE = re.compile(r"\b(?:the|an?)\s+([a-z][a-z-]*\d[\w-]*)\s+([a-z]+)\b")
# "the Mixture-of-Experts (MoE) architecture was introduced": a thing of a kind, spelled out with its acronym before the
# kind's word (though the question says the acronym in another name: "according to Pre-gated MoE")
SPELLED_KIND_RE = re.compile(r"\b((?:[A-Z][\w-]*\s+){0,3}[A-Z][\w-]*)\s+\([A-Z][\w-]*\)\s+([a-z]+)\b")


# "We propose a NG processing cluster, a scalable and flexible hardware architecture that …": a thing named in words
# of its own, then said to be of a kind
APPOSED_KIND_RE = re.compile(r"\b(?:we|this\s+(?:paper|work))\s+(?:propose|present|introduce|design|develop|build)s?\s+"
                             r"(?:an?|the)\s+((?:[\w-]+\s+){0,4}?[\w-]+),\s+an?\s+((?:[\w-]+\s+){0,5}[\w-]+)", re.I)


def introduced_kinds(sentence: str, kinds: frozenset[str]) -> list[str]:
    """The things of a kind asked for ("technique") a sentence introduces by words of their own
    ("a gradient caching technique"), though in lower case, or names in quotes after the kind's word ("the key
    design of a 'region-centric' framework"), or by a word with digits before it ("the im2col algorithm"), or spelled
    out with its acronym before it ("the Mixture-of-Experts (MoE) architecture"), or before its kind is said ("we
    propose a NG processing cluster, a … hardware architecture")."""
    found = []
    for m in [*INTRODUCED_KIND_RE.finditer(sentence), *USED_KIND_RE.finditer(sentence)]:
        words = m.group(1).split()
        at = next((i for i, w in enumerate(words) if i and kinds & content_words(w)), None)
        # (a thing used is named by its words alone: not "employ the same technique")
        if at is not None and not DESCRIBING & set(words[:at]) and \
                not (m.re is USED_KIND_RE and STOPWORDS & set(words[:at])):
            found.append(" ".join(words[:at + 1]))
    return found + [m.group(2) for m in QUOTED_KIND_RE.finditer(sentence) if kinds & content_words(m.group(1))] + \
        [m.group(1) for m in CODED_KIND_RE.finditer(sentence) if kinds & content_words(m.group(2))] + \
        [m.group(1) for m in SPELLED_KIND_RE.finditer(sentence) if kinds & content_words(m.group(2))] + \
        [m.group(1) for m in APPOSED_KIND_RE.finditer(sentence) if kinds & content_words(m.group(2))]


MEASURE_HEADS = frozenset(content_words("score metric"))
# a plain acronym names a thing of a kind: "GPU, CPU and NPU platforms", "FID, CLIP, and CMMD scores"
ACRONYM_RE = re.compile(r"\b[A-Z]{2,}\b")
# "What metric identifies the transition point": a metric asked as the doer, whose name is an acronym
METRIC_ASKED_RE = re.compile(r"^\s*(?:which|what)\s+(?:[\w-]+\s+)?(?:metric|score)\s", re.I)
ACRONYMS_RE = re.compile(r"\b([A-Z]{2,})s?\b")  # acronyms as a question writes them: "on what GPUs" asks of the GPU


# the kinds of thing a plain acronym names ("across which devices": "across GPU and CPU")
HARDWARE_STEMS = frozenset(content_words("device devices platform platforms hardware processor processors chip chips "
                                         "accelerator accelerators"))


def new_acronyms(text: str, q: Analysis, plain: bool = True) -> list[str]:
    """Acronyms the text writes and the question does not, but, asked which metric, for one before a word for another
    kind of thing: "LC systems" names systems, not a metric ("TKLQT accurately identifies …" names one; asked which
    hardware, "CPU architectures" does). Without `plain`, not a plain word's (GPU, LLM): "GPU memory usage" names no
    dataset."""
    measure = bool(q.thing_asked & MEASURE_HEADS) or bool(METRIC_ASKED_RE.match(q.text))

    def other_kind(name: str) -> bool:
        after = re.search(rf"(?<![\w-]){re.escape(name)}\s+([a-z]+)\b", text)
        return measure and bool(after) and bool(content_words(after.group(1)) & GENERIC_STEMS)
    return sorted(a for a in set(ACRONYM_RE.findall(text)) - set(ACRONYMS_RE.findall(q.text))
                  if not other_kind(a) and (plain or a not in PLAIN_ACRONYMS))
# two or more acronyms listed right before a kind's word: "GPU, CPU, and NPU platforms" (not "the SSD layer", one
# of a kind named otherwise)
LISTED_KIND_RE = re.compile(r"((?:(?<![\w-])[A-Z]{2,}(?![\w-]),?\s+(?:and\s+|or\s+)?){2,})([a-z]+)")
# asked which compiler, library, tool or optimizer, one in capitals that the work uses names it ("We utilize TVM to
# implement …", "when using SGDM for low-dimensional updates")
TOOL_HEADS = frozenset(content_words("compiler framework library tool toolkit runtime backend language package optimizer"))
USED_ACRONYM_RE = re.compile(r"\b(?:us(?:e|es|ed|ing)|utili[sz](?:e|es|ed|ing)|leverag(?:e|es|ed|ing)|"
                             r"adopt(?:s|ed|ing)?|employ(?:s|ed|ing)?|buil[dt]\s+(?:up)?on|via|through)\s+"
                             r"([A-Z][A-Z0-9]{2,})\b")


# a metric's name as a question writes it: "BLEU", "FID", "mIoU"
METRIC_NAME_RE = re.compile(rf"(?<![\w-])(?-i:(?:{QUANTITY}))(?![\w-])", re.I)


def metric_names(question: str) -> tuple[str, ...]:
    """The metrics the question names by an acronym ("which papers report BLEU scores")."""
    return tuple(m for m in METRIC_NAME_RE.findall(question) if sum(c.isupper() for c in m) >= 2)


def premise_share(q: Analysis, sentence: str) -> int:
    """How many of the premise's words a sentence that speaks of it shares, else 0: what the paper
    says of the premise ("Since FP8 … loses accuracy at every model scale": "FP8 … is lossless across
    all model scales")."""
    if not q.premise or of_others(sentence, q):  # (not what other work does: "However, prevalent … methods …")
        return 0
    words, need = premise_need(q)
    shared = shared_asked(words, content_words(sentence))
    return shared if shared >= need else 0


def states_name(sentence: str, name: str) -> bool:
    """The sentence names the thing: as written, with its words in other forms ("the Segmentation
    Anything Model"), or by its initials ("SAM 2" for the Segment Anything Model)."""
    words = name.split()
    initials = "".join(w[0] for w in words).upper()
    return mentions(sentence, name) or len(words) > 1 and (
        bool(phrases(name, len(words)) & phrases(sentence, len(words))) or
        re.search(rf"\b{initials}\b", sentence) is not None)


def as_data(sentence: str, name: str) -> bool:
    """The sentence states the name as data tested on: after "on", "with", "using" … in a short run of names
    ("on both Wikitext-2 and C4"), or before a kind of data ("with C4 dataset"), or in brackets after one
    ("datasets (CIFAR-10, SVHN)"), or in a list after one's colon ("datasets: S3DIS (…), KITTI-360 (…)"); not "namely
    the C4", a system. A family's member counts for it: "KITTI-2015" is KITTI data."""
    name = re.escape(name) + r"(?:-\d[\w.]*)?"
    return re.search(rf"\b(?:on|with|using|across|from|over|including|such\s+as)\s+(?:the\s+)?(?:both\s+)?"
                     rf"(?:[\w.+-]+(?:,\s*|\s+and\s+)){{0,4}}(?:and\s+)?{name}(?![\w-])|"
                     rf"(?<![\w-]){name}\s+(?:dataset|benchmark|corpus)|"
                     # (in brackets after the kind's word: "on four image classification datasets (CIFAR-10, SVHN)")
                     rf"\b(?:datasets?|benchmarks?|corpora)\s*\((?:[^()]*?,\s*)?(?:and\s+)?{name}\s*(?:,[^()]*)?\)|"
                     rf"\b(?:datasets?|benchmarks?|corpora)\s*:[^;]*?(?<![\w-]){name}(?![\w-])",
                     sentence, re.I) is not None


NO_FIT = Fit(0.0, False, False, False, False)

# "wavelet-based methods": the suffix says how the thing is made, not what it is
SUFFIX_RE = re.compile(r"-(based|driven|aware|oriented|centric|free|like)\b", re.I)


def _topic(q: Analysis) -> frozenset[str]:
    """The words asked that say what a thing is about, not what any work is ("methods") or how it is made ("-based")."""
    return q.asked - GENERIC_STEMS - PUBLICATION_STEMS - frozenset(content_words(" ".join(SUFFIX_RE.findall(q.text))))


# "Which papers report the Model FLOPs Utilization their training reaches?", "… report how many H800 GPU hours their
# training took?": an amount of the paper's own is asked, the last word before "their" its quantity's
REPORTS_AMOUNT_RE = re.compile(r"^\s*which\s+(?:papers|works|studies)\s+report\s+(?:the\s+|how\s+(?:many|much)\s+)?"
                               r"(?:[\w-]+\s+){0,4}?([a-z-]+)\s+(?:their|its)\b", re.I)
AMOUNT_TOKEN_RE = re.compile(r"^[(\[~]?\d[\d.,]*(?:\\?%|x|k|m|b)?[)\],.;:]*$", re.I)
AMOUNT_REACH = 3  # tokens either side of the quantity's word where its figure stands


def _amount_reported(question: str, sentence: str) -> bool:
    """Asked which papers report an amount of their own (`REPORTS_AMOUNT_RE`), the sentence gives a figure beside the
    quantity's word ("72% model FLOPs utilization", "a Model Flops Utilization of 54.2%"), not the word alone
    ("depending on Model FLOPs Utilization (MFU) and hardware lifespan", "outperform existing methods in model FLOPs
    utilization"). True for any other question."""
    found = REPORTS_AMOUNT_RE.match(question)
    if not found:
        return True
    head = stem_of(found.group(1).lower())
    tokens = sentence.split()
    return any(stem_of(re.sub(r"\W+$", "", t.lower())) == head and
               any(AMOUNT_TOKEN_RE.match(u) for u in tokens[max(0, i - AMOUNT_REACH):i] + tokens[i + 1:i + 1 + AMOUNT_REACH])
               for i, t in enumerate(tokens))


def _says_topic(q: Analysis, words: set[str], sentence: str = "") -> bool:
    """A list's paper says a word of the topic asked, not only generic ones: "which papers use wavelet-based methods"
    lists one with "wavelet", not "State-of-the-art pruning is based on coarse-grained methods"."""
    topic = _topic(q)
    # (a list naming what its papers relate to, "which papers build on the Segment Anything Model", is read by the name)
    if q.terms or not topic:
        return True
    if not shared_asked(topic, words):
        return False
    # a topic of two words said together ("kernel fusion") is not said by them apart ("GPU kernels that enable …, by
    # rotation fusion into the weights")
    together = {p for p in phrases(q.text, 2) if set(p) <= topic}
    return not (len(topic) == 2 and together and topic <= words and
                not together & {p for found in phrases(sentence, 2) for p in (found, found[::-1])})


# "What are the sparse models trained with PESC called?": the sentence that calls them something ("our sparse
# models, dubbed Camelidae") before one that only names something else ("a Mixture of Experts (MoE) architecture")
CALLED_RE = re.compile(r"\b(?:called|named|name)\b", re.I)


def _calls(sentence: str, q: Analysis, names: list[str]) -> bool:
    """Asked what a thing is called, the sentence gives a name with a naming word, one the question does not use; asked
    which thing of a kind, it gives one as of that kind ("GPUSQ-ViT scheme achieves …", asked which scheme)."""
    if CALLED_RE.search(q.text) and any(not q.names(n) for n in NAMED_AS_RE.findall(sentence)):
        return True
    return bool(q.kind_asked) and any(
        content_words(m.group(1)) & q.kind_asked
        for n in names if not q.names(n) for m in re.finditer(rf"(?<![\w-]){re.escape(n)}\s+([a-z]+)", sentence))


# "Which work turns click-stream logs into …": a work, paper or study is whatever kind of thing the paper introduces
WORK_ASKED_RE = re.compile(r"^\s*(?:which|what)\s+(?:work|paper|study)\b", re.I)
# the paper's own work, introduced as such: "In this paper, we propose …"
THIS_PAPER_RE = re.compile(r"\bin\s+this\s+(?:paper|work|study|article)\s*,?\s+we\s+(?:propose|introduce|present|"
                           r"design|develop|build)\b", re.I)


def _any_work(sentence: str, q: Analysis) -> bool:
    """Asked which work does it, the sentence introduces the paper's own work, of whatever kind ("In this paper, we
    propose a … method for Clustering (FinDeepBehaviorCluster)"), not a part it also introduces ("We also propose …
    (pHDBSCAN)")."""
    return bool(WORK_ASKED_RE.match(q.text)) and bool(THIS_PAPER_RE.search(sentence))


def _can_score(sentence: str, q: Analysis, words: set[str], asked: int) -> bool:
    """False only where `fit` surely scores 0: a sentence sharing none of the asked words, which
    neither lists the things asked nor gives the quantity asked beside a figure, and no question
    that scores by another rule (a named thing, an expansion). About half the sentences of the
    shown papers, and the costly checks of figures and names are then skipped."""
    if asked or not q.asked or q.named_thing or q.expands or _lists(sentence, q):
        return True
    return q.wants_number and bool(q.quantities) and (
        shared_asked(q.quantities, words) > 0 or _multiple(sentence, q) or _metric(sentence, q) or _sized(sentence, q))


# "SOTA models like LLaMA and GPT-4", "baselines such as vLLM", "as opposed to most … (NAS) methods": names given as
# examples of others' things, or set against them
EXAMPLES_RE = re.compile(r"\b(?:like|such as|e\.g\.,?|including|as opposed to|unlike|rather than|instead of)\s+([^.;:]*)",
                         re.I)
# "Which family of networks was designed …": the work asked for is what was made
MADE_RE = re.compile(rf"^\s*(?:which|what)\s+(?:[\w-]+\s+){{0,3}}?(?:{GENERIC_KINDS}|network|famil(?:y|ie))s?"
                     r"\s+(?:was|were|is|are)\s+[a-z]+ed\b", re.I)


@lru_cache(maxsize=256)  # the question is read once, not once for every sentence judged against it
def _asks_maker(question: str) -> bool:
    """It asks which work does something, or was made so ("which system …s", "which family … was designed")."""
    return bool(DOER_RE.match(question) or MADE_RE.match(question))


def _example(name: str, sentence: str) -> bool:
    """The name stands in the sentence only among examples."""
    spans = [m.span(1) for m in EXAMPLES_RE.finditer(sentence)]
    at = [m.start() for m in re.finditer(re.escape(name), sentence)]
    return bool(at) and all(any(a <= i < b for a, b in spans) for i in at)


# "From which model does VO-DP take intermediate features?": the preposition opening the question, and what the
# subject named acts on, after its verb
OPENING_PREP_RE = re.compile(r"^\s*(from|on|in|with|by|into|through)\s+which\s+[\w-]+\s+(?:does|do|did)\s", re.I)


@lru_cache(maxsize=256)  # read once a question, not once a sentence
def _object_and_prep(question: str, terms: tuple[str, ...]) -> tuple[str, str] | None:
    """("intermediate features", "from") of "From which model does VO-DP take intermediate features?": the words
    closing the question after a name it asks about and that name's verb, and the preposition opening it."""
    opening = OPENING_PREP_RE.match(question)
    if not opening:
        return None
    for term in terms:
        closing = re.search(rf"\b{re.escape(term)}\s+[a-z]+\s+((?:[a-z][\w-]*\s+){{0,2}}[a-z][\w-]*)\s*\?\s*$",
                            question)
        if closing:
            return closing.group(1), opening.group(1).lower()
    return None


# "With what task does Duoduo CLIP showcase the flexibility of multi-view images?": the question's opening preposition,
# its named subject's verb and what that verb acts on
VERB_OBJECT_PREP_RE = re.compile(r"^\s*(?i:(from|on|in|with|by|into|through|for))\s+(?i:which|what)\s+(?:[a-z-]+\s+){0,2}"
                                 r"(?:does|do|did|can|could)\s+(?:the\s+)?(?:[A-Z0-9][\w.+-]*\s+){1,3}([a-z]{3,})\s+"
                                 r"(?:the\s+|its\s+|their\s+)?([a-z][a-z-]{3,})\b")


@lru_cache(maxsize=256)
def _verb_object_prep(question: str) -> tuple[str, str, re.Pattern] | None:
    """The stems of the verb and its object, and the pattern of a verb, its object and the question's preposition."""
    found = VERB_OBJECT_PREP_RE.match(question)
    if not found or found.group(2).lower() in VAGUE_VERBS:
        return None
    prep, verb, head = found.groups()
    return stem_of(verb), stem_of(head), re.compile(
        rf"(?=\b([\w-]+)\s+(?:(?:the|this|these|that|its|their|such)\s+)?([\w-]+)\s+{prep.lower()}\s)", re.I)


def said_before_prep(sentence: str, q: Analysis) -> bool:
    """The answer right after the question's verb and its object, on its preposition ("We showcase this flexibility
    with object retrieval …")."""
    asked = _verb_object_prep(q.text)
    return bool(asked) and any(stem_of(m.group(1)) == asked[0] and stem_of(m.group(2)) == asked[1]
                               for m in asked[2].finditer(sentence))


def _object_before_name(sentence: str, q: Analysis) -> bool:
    """Asked "from which model does VO-DP take intermediate features?", the sentence says what is taken, then the
    question's preposition and a name ("We utilize intermediate features from VGGT …")."""
    found = _object_and_prep(q.text, q.terms)
    # (the name in capitals or digits, whatever case its words are in)
    return bool(found) and \
        bool(re.search(rf"(?i:\b{re.escape(found[0])}\s+{found[1]}\s+(?:the\s+)?)[A-Z0-9]", sentence))


# "From what are Latent Consistency Models distilled?": a passive question opening on its preposition and closing on
# its participle, which the answer says before that preposition ("LCMs are distilled from pre-trained …")
PASSIVE_PREP_RE = re.compile(rf"^\s*(?:[^?,]*,\s*)?(from|on|in|with|by|into|through)\s+(?:what|which)\b[^?]*?\s"
                             rf"(?:is|are|was|were)\s+[^?]+?\s({PARTICIPLE})\s*\?\s*$", re.I)
# "Which PCN model is the equivalent of AlexNet?": a relation to a name the question closes on
RELATION_RE = re.compile(r"^\s*which\s[^?]*?\s(?:is|was)\s+the\s+([a-z]{4,})\s+(?:of|to|for)\s+(?:the\s+)?"
                         r"((?-i:[A-Z0-9])[\w.-]*)\s*\?\s*$", re.I)

# "What does GraphVite propose on the GPU end?": the part of the work a question closes on, which the answer's sentence
# opens on ("On the GPU end, a novel parallel negative sampling is proposed …")
CLOSING_PART_RE = re.compile(r"^\s*what\s+(?:does|do|did)\s[^?,]*?\s(on|at|in)\s+the\s+((?:[\w-]+\s+){0,2}?"
                             r"(?:end|side))\s*\?\s*$", re.I)
# "Which queues does its scheduler skip to reduce demotions?": the purpose a question closes on, which the answer's
# sentence says in its words ("The higher priority queues … are skipped to reduce demotions")
CLOSING_PURPOSE_RE = re.compile(r"^[^?]*?\b(?:which|what)\b[^?]*\s(to\s+[a-z]+\s+(?:the\s+)?[a-z][\w-]*)\s*\?\s*$",
                                re.I)


@lru_cache(maxsize=256)
def passive_asked(question: str) -> re.Pattern | None:
    """How a sentence says what a passive question closes on ("on what is … based": "based on"), whose claim it asks,
    closing it ("…, according to Efficient Architecture Search …"), aside."""
    # (and a closing clause on why it matters: "In what field are LLMs increasingly used, which makes it …?")
    if passive := PASSIVE_PREP_RE.match(CLOSING_MOTIVE_RE.sub("?", CLOSING_SOURCE_RE.sub("", question))):
        return re.compile(rf"\b{passive.group(2)}\s+{passive.group(1)}\b", re.I)
    return None


@lru_cache(maxsize=256)  # read once a question, not once a sentence
def _asked_as(question: str) -> re.Pattern | None:
    """How a sentence says what a passive question or a relation asked closes on ("distilled from", "equivalent to
    AlexNet"), or opens on the part of the work it closes on ("On the GPU end, …"), or the purpose it closes on ("to
    reduce demotions"); whose claim it asks, closing it ("…, according to Efficient Architecture Search …"), aside."""
    if passive := passive_asked(question):
        return passive
    question = CLOSING_SOURCE_RE.sub("", question)
    if relation := RELATION_RE.match(question):
        return re.compile(rf"\b{relation.group(1)}\s+(?:of|to|for)\s+(?:the\s+)?{re.escape(relation.group(2))}\b",
                          re.I)
    if part := CLOSING_PART_RE.match(question):
        return re.compile(rf"^\s*{part.group(1)}\s+the\s+{re.escape(part.group(2))}\s*,", re.I)
    if purpose := CLOSING_PURPOSE_RE.match(question):
        return re.compile(rf"\b{re.escape(purpose.group(1))}\b", re.I)
    if source := FROM_WHAT_RE.match(question):
        return re.compile(rf"\b{re.escape(source.group(1))}\s+from\b", re.I)
    if closing := CLOSING_VERB_RE.match(question):
        return re.compile(rf"\b{re.escape(closing.group(2))}(?:s|es|ed|d|ing)?\s+{closing.group(1)}\b", re.I)
    if stranded := STRANDED_OF_RE.match(question):
        return re.compile(rf"\b{re.escape(stranded.group(1))}\s+of\b", re.I)
    return None


# "What do current methods … require prohibitively large amounts of?": the words the question leaves its "of" after,
# which the answer says before its own ("they require prohibitively large amounts of extra memory")
STRANDED_OF_RE = re.compile(r"^\s*what\s+(?:does|do|did)\s[^?]*?\s((?:[a-z-]+\s+){1,2}[a-z-]{4,})\s+of\s*\??\s*$", re.I)


# "From what does the majority of computation … stem", "on what does it depend": a question opening on its preposition
# and closing on its verb, which the answer says before that preposition ("… computation stems from …")
CLOSING_VERB_RE = re.compile(r"^\s*(from|on|in|upon)\s+(?:what|which)\s+(?:does|do|did)\s[^?]*?\s([a-z]{3,})\s*\??\s*$",
                             re.I)


# "From what does VO-DP take its semantic features": said as "semantic features from DINOv2"
FROM_WHAT_RE = re.compile(r"^\s*from\s+(?:what|which)\s+(?:does|do|did)\s+(?:[\w-]+\s+){1,3}?(?:take|takes|get|draw|"
                          r"derive|obtain|extract|borrow|inherit)\s+(?:its|their|the)\s+((?:[\w-]+\s+){0,2}[\w-]+?)"
                          r"\s*(?:,|\?|$)", re.I)


def _said_as_asked(sentence: str, q: Analysis) -> bool:
    """The sentence says the participle of a passive question before its opening preposition ("distilled from"), or
    the relation a question closes on to its name ("our PCN equivalent to AlexNet"), or opens on the part of the work
    the question closes on ("On the GPU end, …"), or says the purpose it closes on ("… are skipped to reduce
    demotions"), or what is taken from what is asked ("semantic features from DINOv2"), or the named subject and the
    verb a question closes on, as one clause ("The Tester generates unit tests …" for "what does the Tester generate",
    not "the Translator and the Tester mutually generate data …")."""
    said = _asked_as(q.text)
    return bool(said) and bool(said.search(sentence)) or subject_acts(sentence, q)


def subject_acts(sentence: str, q: Analysis) -> bool:
    """The sentence says the named subject the question closes on doing the verb asked, as one clause ("The Tester
    generates …" for "what does the Tester generate")."""
    acts = _subject_acts(q.asking)
    return bool(acts) and bool(acts.search(sentence))


# "…, what does the Tester generate?": a named subject and the verb that closes the question (or only a thing it
# acts for after it: "what does its Translator generate for the Tester"; not a purpose, "… use to automate …")
SUBJECT_VERB_CLOSING_RE = re.compile(r"(?:^|,)\s*(?i:what\s+(?:does|do|did)\s+(?:the\s+|its\s+|their\s+)?)"
                                     r"([A-Z][\w-]*)\s+([a-z]{3,})(?:\s+(?:for|from|with|in|on)\s+[^?,]+)?\s*\??\s*$")


@lru_cache(maxsize=256)  # read once a question, not once a sentence
def _subject_acts(asking: str) -> re.Pattern | None:
    found = SUBJECT_VERB_CLOSING_RE.search(asking)
    if not found or found.group(2).lower() in VAGUE_VERBS:  # ("what does NanoFlow use to automate …": any verb of use)
        return None
    verb = found.group(2)
    stem = verb[:-1] if verb.endswith("e") else verb
    return re.compile(rf"(?<![\w-]){re.escape(found.group(1))}\s+{re.escape(stem)}(?:e|es|s|ed|d)?\b")


SIZES_RE = re.compile(r"\bsizes?\s+(?:of\s+|up\s+to\s+|reaching\s+)?[~<>]?\s*\d", re.I)  # "with sizes up to 111 million"
# "models with tens and even hundreds of trillions of parameters": a size in words, as "how large" asks it
WORDED_SIZE_RE = re.compile(r"\b(?:tens|hundreds|thousands|millions|billions|trillions)\s+of\s+"
                            r"(?:(?:thousands|millions|billions|trillions)\s+of\s+)?parameters\b", re.I)


def _worded_size(sentence: str, q: Analysis) -> bool:
    """Asked how large, with no quantity named, a size said in words ("hundreds of trillions of parameters")."""
    return q.asks_size and not q.quantities and bool(WORDED_SIZE_RE.search(sentence))


def _unnamed_words(text: str, q: Analysis, words: set[str]) -> set[str]:
    """The text's words outside the question's names, when the question asks only words of them ("what does Weight
    Standardization standardize"): each sentence naming it says them, "WS standardizes …" answers. (Not "how many
    bridges does GLH-Bridge feature": "bridges" is one word asked of several.)"""
    if not q.asked or not q.asked <= content_words(" ".join(q.terms)):  # (most questions)
        return words
    names = "|".join(rf"(?<![\w-]){re.escape(t)}(?![\w-])" for t in q.terms)
    return content_words(re.sub(names, " ", text, flags=re.I))


OR_RE = re.compile(r"\s+or\s+", re.I)


def fit(sentence: str, q: Analysis) -> Fit:
    """How well a source sentence answers: the asked words it shares and the settings it names
    that the question names (A6000, CIFAR-100), at least two (or all, if fewer), plus two when
    it holds a figure the question asks for (one when the figure is only spelled out: "three
    techniques" is more often a count of parts than the answer, unless it counts what the question
    does: "five epochs" for how many passes), plus one when it also names the
    quantity asked for; for a question that asks for a name, plus one when it names something.
    A question in other words than the abstract's may share one word only: the quantity, next
    to a figure ("27.9% testing accuracy"). 0 when it does not match, or when it states only
    the other side of a setting the question asks about (white-box figures for black-box).
    Callers read a Fit's other fields only when it scores; one that cannot is returned at once."""
    # of a list, a paper that names the thing asked only as what it does not use is no member ("learns shape
    # encodings from multi-view images instead of point-clouds")
    # (not a link's words: "…/scaling_laws_data_filtering" says nothing of data filtering)
    bare = URL_RE.sub(" ", sentence)
    read = CONTRASTED_RE.sub(" ", bare) if q.is_list else bare
    words = content_words(read)
    asked = shared_asked(q.asked, _unnamed_words(read, q, words))
    # "on which GPU": "(NVIDIA RTX A6000)" names one, and says "GPU" without the word
    gpu_named = not asked and bool(q.thing_asked & GPU_KIND) and instance(sentence, q)
    if not gpu_named and not _can_score(sentence, q, words, asked):
        return NO_FIT
    if q.joined and not shared_asked(q.joined, words):  # a list's paper combining LoRA with pruning says pruning
        return NO_FIT
    if q.is_list and not _says_topic(q, words, read):
        return NO_FIT
    if q.is_list and not _amount_reported(q.text, read):
        return NO_FIT
    # (a list on results on a GPU model: a paper that names that model, not another, "RTX 4090" for "RTX 3090")
    if q.is_list and (models := gpu_models(q.text)) and not models & gpu_models(sentence):
        return NO_FIT
    shared = asked + sum(mentions(sentence, t) for t in exact_names(q)) + \
        sum(q.setting_stated(label, sentence) for label in q.settings)  # "Raspberry Pi", which is no exact name
    if q.is_list:  # "which papers report BLEU scores": the metric it names is a name a listed paper states
        shared += sum(mentions(sentence, m) for m in metric_names(q.text))
        # (and so is a plain name: "evaluate their systems on Mixtral models", the sentence naming Mixtral first)
        shared += sum(mentions(sentence, t) for t in q.terms if t not in exact_names(q))
    figures = asked_figures(sentence, q, quoted=True) if q.wants_number else set()
    # asked how many of a thing, "five epochs" counts it as a figure in digits would (not "three techniques"); so does
    # an amount said in words ("as much GPU memory as a single model needs", "no accuracy loss")
    # (not a vague amount: "multiple GPU-hours" gives a duration as "1-2 minutes" does not)
    worded_size = _worded_size(sentence, q)
    figure = _digits(figures) or bool(figures - VAGUE_AMOUNTS) and (bool(q.counted) or bool(figures & WORDED_AMOUNTS)) \
        or worded_size
    # the quantity asked, or the metric it names ("ImgEdit 3.38 -> 3.75" for "what ImgEdit score"), beside a figure
    # (asked how large a thing is, with no quantity named: "graphs with sizes up to 111 million nodes")
    speaks = bool(figures) and (bool(q.quantities) and
                                (shared_asked(q.quantities, words) > 0 or _multiple(sentence, q) or _metric(sentence, q)
                                 or _sized(sentence, q))
                                or not q.quantities and q.asks_size and bool(SIZES_RE.search(sentence)) or
                                worded_size)
    # asked for a kind of thing's name ("the base model called …"), a sentence that names something of that kind
    # asked which thing of a kind ("on which two datasets"), a sentence that names one (CC3M)
    entity = len(q.parts) == 1 and q.parts[0].entity
    # asked what a described method acts on, the name a sentence introduces ("we introduce … (TAGC)") is the method's
    names = [n for n in new_names(sentence, q) if not (q.acts_on and n in introduced_names(sentence))] + \
        introduced_kinds(sentence, q.kind_asked)
    if q.wants_name and not q.words & GPU_KIND:  # "what algorithm …", asking no GPU: a GPU ("L40s") names none
        names = [n for n in names if not names_model(n)]
    # "on which GPUs can it be implemented": a GPU's name answers, not a number format's ("FP16")
    if entity and q.parts[0].head in GPU_KIND:
        names = [n for n in names if names_model(n) or maker(n)]
    # asked which work does it, or was made so: "models like LLaMA and GPT-4", "as opposed to most Neural Architecture
    # Search (NAS) methods" name others' things, not the work's own
    if (q.wants_name or entity) and not q.terms and _asks_maker(q.text):
        names = [n for n in names if not _example(n, sentence)]
    if entity and q.parts[0].head in MEASURE_HEADS:  # "on which scores": "FID, CLIP, and CMMD scores" names three
        names += [a for a in ACRONYM_RE.findall(sentence) if not q.names(a)]
    elif entity and not q.parts[0].head and METRIC_ASKED_RE.match(q.text):  # "what metric identifies …": "TKLQT …"
        names += new_acronyms(sentence, q, plain=False)
    if entity and q.parts[0].head:  # "across GPU, CPU, and NPU platforms": acronyms listed before the kind's word
        names += [a for m in LISTED_KIND_RE.finditer(sentence) if q.parts[0].head in content_words(m.group(2))
                  for a in ACRONYM_RE.findall(m.group(1)) if not q.names(a)]
    if entity and q.parts[0].head in TOOL_HEADS:
        names += [a for a in USED_ACRONYM_RE.findall(sentence) if a not in PLAIN_ACRONYMS and not q.names(a)]
    # ("Our method (TESLA) …" names the described method, in none of the words that describe it)
    # (a work, paper or study is whatever kind of thing the paper introduces: "we propose a … method for Clustering
    # (FinDeepBehaviorCluster)" for "which work …")
    # (not a thing of another kind: "we propose the Visual Text Representation Benchmark (ViTeRB)", asked what a model
    # is called)
    off_kind = q.wants_name and bool(q.kind_asked) and bool(kinds := introduced_kinds_said(sentence)) and \
        not kinds & q.kind_asked
    own_named = q.wants_name and not q.is_list and bool(OWN_VOICE_RE.search(sentence)) and \
        bool(set(names) & set(introduced_names(sentence))) and \
        (shared_asked(q.kind_asked, words) > 0 or _any_work(sentence, q)) and not off_kind
    # (asked what kinds of a thing, "on what kinds of datasets …": a name says a kind only beside the kind's word, not
    # "we present EvaSurf")
    sort_unsaid = q.asks_sort and entity and bool(q.parts[0].head) and q.parts[0].head not in words
    named = (q.wants_name or entity) and bool(names) and (not q.thing or shared_asked(q.thing, words) > 0 or own_named) \
        and not sort_unsaid or entity and restricted(sentence, q) or \
        entity and q.parts[0].head in KINDS_OF and instance(sentence, q)  # "on massively parallel GPUs"
    described = shared_asked(q.described, words) if q.described else 0
    found = Fit(score=0.0, figure=figure, quantity=speaks and figure, named=named, gives=bool(figures),
                acts=bool(JUDGED_RE.search(sentence)) if q.compares else
                bool(q.action) and (q.action in words or _said_otherwise(sentence, q.action)) and
                not _does_the_aside(sentence, q) or _means_for(sentence, q),
                # (not for the maker's name alone: "NVIDIA GPUs" is no part named for "which NVIDIA part"); one of its
                # kind named ("the NVIDIA RTX 4070") says which, more than its word alone ("on modern GPUs")
                # ("Our method, GemFilter, …" is the paper's own, not the methods asked it outperforms)
                focused=(2 if instance(sentence, q) else 1 if shared_asked(q.thing_asked - MAKERS.keys(),
                                                                      _less_own_kind(sentence, q, words)) else 0)
                if q.thing_asked else 0,
                asks=shared_asked(q.past_scene, words) if q.described or q.scene else 0,
                describes=described,
                phrase=bool(q.thing_phrase) and q.thing_phrase in phrases(sentence, len(q.thing_phrase)) or
                _object_before_name(sentence, q) or _said_as_asked(sentence, q) or
                said_before_prep(sentence, q) or len(q.parts) == 1 and _sort_said(sentence, q),
                near=bool(figures) and _near(sentence, figures, q.quantities), lists=_lists(sentence, q),
                kind=named and shared_asked(q.kind_asked, words) > 0 and bool(INTRODUCING_RE.search(sentence)) and
                not off_kind,
                others=of_others(sentence, q),
                reason=q.asks_why and _states_reason(sentence, q) and q.made_so <= words or
                q.asks_when and bool(TIMING_RE.search(sentence)),
                introduces=own_named,
                # (not of a premise, which the paper's sentence may correct, nor of one word: "After prefilling, …"
                # may be said by the answer too)
                staged=not q.premise and shared_asked(q.scene, words) >= 2 and not _goes_past_scene(sentence, q))
    if contrary(sentence, q.asking):  # (not a premise's setting, which the paper may contradict)
        return found  # white-box figures do not answer for black-box
    if q.named_thing:  # "which papers build on the Segment Anything Model": one that states it, in whatever verb
        stated = states_name(sentence, q.named_thing) and (not q.names_data or as_data(sentence, q.named_thing))
        return found._replace(score=1.0 + asked if stated else 0.0)
    if found.lists and enumerates(sentence, q):  # the things asked, one by one, whatever words they share
        return found._replace(score=shared + 2.0)
    if q.expands:  # "what does S2A stand for": the sentence that spells it out, whatever words it shares
        return found._replace(score=3.0 if spelled_out(q.expands, sentence) else 0.0)
    if gpu_named:
        asked, shared = 1, shared + 1.0
    if not found.quantity:
        if q.asked and not asked:
            return found  # names alone say what it is about, not that it answers
        # (asked what kind of thing, "kind" is a word no sentence need say: "a … distillation method" for "what kind
        # of method")
        # (a list's alternatives ask one of them: "which papers use Hamming distance or Hamming space")
        # (of a list, the topic's words: "wavelet" of "which papers use wavelet-based methods")
        need = len(q.asked - SORT_STEMS if q.asks_sort else (_topic(q) or q.asked) if q.is_list else q.asked) - \
            (len(OR_RE.findall(q.text)) if q.is_list else 0)
        # (of a question resting on a premise, the words it asks beyond the premise, which the answer need not repeat:
        # "The Tester generates unit tests …" for "since … apart, without either making data for the other, what does
        # the Tester generate")
        beyond = q.asked - premise_words(q) if q.premise and not q.is_list else frozenset()
        if shared < min(2, max(1, need)) and not (named and shared) and \
                not (figure and not q.quantities and not q.is_list) and \
                not (beyond and shared_asked(beyond, words) >= min(2, len(beyond))):
            # asked for a name, giving one is the match; asked by how much without naming the quantity
            # ("by how much does HRDA improve on the previous best …"), a figure with an asked word is
            return found
    shared += 1.0 if same_ordinal(sentence, q) else 0.0
    # asked what kind of thing the subject is, one that speaks of the subject ("… fine-grained Pipelined
    # Backpropagation, an asynchronous pipeline parallel training algorithm"), in plain capitalised words too
    shared += 1.0 if q.asks_sort and q.terms and all(mentions(sentence, t) for t in q.terms) else 0.0
    if not q.wants_number:
        return found._replace(score=shared + (1.0 if named else 0.0) +
                              (1.0 if named and _calls(sentence, q, names) else 0.0))
    return found._replace(score=shared + (2.0 if figure else 1.0 if figures else 0.0) + (1.0 if speaks else 0.0))


BEATS_ASKED_RE = re.compile(rf"\b{OUTDOING}\w*", re.I)  # "which methods does it outperform"
# "Our method, GemFilter, …": the paper's own work called by its kind
OWN_KIND_RE = re.compile(rf"\b(?:our|this)\s+(?:proposed\s+|new\s+|novel\s+)?(?:{GENERIC_KINDS})s?\b", re.I)


def _less_own_kind(sentence: str, q: Analysis, words: frozenset[str]) -> frozenset[str]:
    """The sentence's words less the kind's word it calls the paper's own work by ("Our method, …"), asked which
    things of that kind the work is compared with ("which methods does it outperform"): those are others."""
    if not BEATS_ASKED_RE.search(q.text) or not OWN_KIND_RE.search(sentence):
        return words
    return frozenset(content_words(OWN_KIND_RE.sub(" ", sentence)))
