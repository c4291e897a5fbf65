"""The one place that decides what the user is given: the model's checked answer, quoted
source sentences, or an abstention, with its reason from a fixed set.

Before the model: abstain when nothing was found, nothing is close enough, no retrieved paper
names what the question names, or the paper never states the setting asked about (a device, a
size, a unit). After it: the model's own refusal is an abstention; an answer that is
unsupported, off the point, or lacks a figure the question asks for is replaced by quoted source
sentences when they give what is asked, and is otherwise an abstention: an evasive quote is
never an answer."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from rag.analysis import (PREDICATE_RE, PUBLICATION_STEMS, SET_ASIDE, SET_ASIDE_RE, SET_ASIDE_WITHIN_RE, SPOKEN_OF_STEMS,
                          USED_TO_RE, WHAT_IS_A_RE, Analysis, said_beyond)
from rag.answer import Reason, Source
from rag.checking import Checked, asked_figures, new_figures, new_names, on_subject, other_quantity
from rag.evidence import about, exact_names, is_name, misspells, part_question, unmet
from rag.contrasts import MAGNITUDE, WORD_COUNTS, gpu_models, names_model
from rag.extractive import (COUNT_WORDS, GPU_KIND, GPU_MODEL_WORDS, GPU_QUANTITY_RE, REASON_RE, Quote, asked_number,
                             beyond_aside, enumerates, fares_in, instance, names_after_closing, new_acronyms,
                             passive_asked, refers_back, restricted, said_before_prep, sort_word)
from rag.lexical import (capitalised_words, content_words, defined_acronyms, mentions, names_whole, phrases, shared_asked,
                         spelling, stem_of, title_head, whole_phrase, STOPWORDS, WORD_RE)
from rag.textnorm import figures, normalise, numbers


MESSAGES = {
    Reason.NO_SOURCES: "Nothing in the papers matches the question.",
    Reason.UNSUPPORTED: "The model's answer was withheld.",
    Reason.OFF_POINT: "The model's answer does not address what was asked.",
    Reason.NO_FIGURE: "The model's answer gives no figure, though the question asks for one.",
    Reason.NO_FOCUS: "The model's answer does not speak of what the question asks for.",
    Reason.OTHER_PAPER: "The model's answer cites other papers than the one the question names.",
    Reason.NO_MATCHING_SENTENCE: "No sentence in the sources matches the question.",
    Reason.MODEL_REFUSED: "The model said the papers do not answer the question, but a source sentence gives what "
                          "it asks.",
    Reason.FALSE_PREMISE: "The papers do not state what is asked, and the paper says the opposite of what the "
                          "question assumes; its sentence is quoted.",
}
# reasons to abstain before the model is asked, on retrieval alone: no paper to quote on a premise
GATE_REASONS = frozenset({Reason.NO_SOURCES, Reason.LOW_RELEVANCE, Reason.SUBJECT_NOT_FOUND, Reason.SETTING_NOT_STATED})
WITHHELD = ("The model's answer is not supported by the sources or does not answer the question, "
            "so it was withheld.")
QUOTING = "Showing the best-matching source sentences instead."


@dataclass(frozen=True)
class Gate:
    """Why to abstain before calling the model."""

    reason: Reason
    message: str


@dataclass
class Decision:
    method: Literal["generated", "extractive", "abstained"]
    reason: Reason | None = None
    warnings: list[str] = field(default_factory=list)
    layout: Literal["prose", "list"] = "prose"
    quotes: list[Quote] | None = None  # the quotes to show, when not all of them


def decide_list(quotes: list[Quote]) -> Decision:
    """A list question: every shown paper with a matching sentence, one a line."""
    if not quotes:
        return Decision("abstained", Reason.NO_MATCHING_SENTENCE, [MESSAGES[Reason.NO_MATCHING_SENTENCE]])
    return Decision("extractive", None, [], layout="list")


def _names_found(q: Analysis, sources: list[Source]) -> bool:
    """The question names the top paper: its name before the title's colon (DVIS, ProMoE), or
    exact names (H100, LongGen) that its title or abstract states, every one; without exact
    names, its plain names (Orca, Grace Hopper), every one. A short question, or one in other
    words than the abstract's, has a low cosine though it is plainly about that paper; the
    setting gate still checks what it asks."""
    top = sources[0]
    # (or misspells it: "GAMMA 2.0" for "GAAMA 2.0: An Integrated System …"); or names another shown paper so, which
    # the question's common words ranked lower ("how many parameters does each Paris expert have": MoE papers first)
    heads = [h for h in (title_head(s.title) for s in sources) if h]
    if any(len(w) >= 3 and any(w in head.split() or misspells(w, head) for head in heads)
           for w in re.findall(r"[A-Za-z][\w+-]*[A-Za-z0-9+]", q.text) if w != w.lower()):
        return True
    # or names one by its title's phrase in its own case ("which papers build on latent consistency models")
    if any(len(stems) >= NAMING_PHRASE and stems in phrases(q.text, len(stems))
           for stems in map(whole_phrase, heads)):
        return True
    names = exact_names(q) or list(q.terms)
    stated = about(top)
    text = stated.lower().replace("-", " ")
    # (a machine's model in the plural names that model: "eight A100s"; a name the abstract writes a little otherwise
    # names it too: "MuLS" for its MuSL)
    return bool(names) and all(t.lower().replace("-", " ") in text or
                               PLURAL_MODEL_RE.fullmatch(t) and t[:-1].lower() in text or
                               misspells(t, spelling(stated, t)) for t in names)


PLURAL_MODEL_RE = re.compile(r"[A-Z]+\d+[A-Za-z]*s")


NAMING_PHRASE = 3  # words a title's phrase must have to name its paper ("Deep Learning" names none)
WORDS_FOUND = 0.6  # share of a question's words the top paper must state to pass a low cosine
WORDS_FOUND_MIN = 4


def _words_found(q: Analysis, sources: list[Source]) -> bool:
    """The top paper states most of the question's words, at least WORDS_FOUND_MIN: a question
    in other words scores a low cosine ("a serving system keeps only the difference between each
    fine-tuned model and its base model", 0.34) though the paper says nearly all of it; one about
    nothing in the papers shares a word or two ("the quantum annealing job scheduler")."""
    found = q.words & content_words(about(sources[0]))
    return len(found) >= max(WORDS_FOUND_MIN, WORDS_FOUND * len(q.words))


LIST_WORDS_MIN = 3  # words a list question must have beyond its frame to pass a low cosine by them


def _list_words_found(q: Analysis, sources: list[Source]) -> bool:
    """A list question's every word beyond its frame, LIST_WORDS_MIN at least, is stated by the top paper: "which papers
    use wavelet-based methods" (0.39) where it presents "low-rank wavelet-based methods"; too few words for
    `_words_found`, though nothing of it is missing; or the top paper names every dataset it asks of."""
    words = q.words - PUBLICATION_STEMS - SPOKEN_OF_STEMS  # the frame ("which papers mention"), no word of what they do
    # (or the dataset or benchmark it asks of, by its name: "which papers report results on the GLUE benchmark"; of a
    # family, by one of its members: "KITTI-360" for "on KITTI benchmarks")
    text = about(sources[0]).lower()
    named = bool(q.datasets) and all(re.search(rf"(?<![\w-]){re.escape(d.lower())}(?!\w|-(?!\d))", text)
                                     for d in q.datasets)
    # (or a topic of two words, said as one phrase: "which papers discuss token merging", "… reduces memory with token
    # merging")
    topic = [p for p in phrases(q.text, 2) if set(p) == q.asked] if len(q.asked) == 2 else []
    return q.is_list and (len(words) >= LIST_WORDS_MIN and words <= content_words(about(sources[0])) or named or
                          bool(topic) and bool(set(topic) & phrases(about(sources[0]), 2)))


def gate(q: Analysis, best_cosine: float | None, sources: list[Source], min_relevance: float) -> Gate | None:
    if not sources:
        return Gate(Reason.NO_SOURCES, MESSAGES[Reason.NO_SOURCES])
    best = best_cosine or 0.0
    if best < min_relevance and not _names_found(q, sources) and not _words_found(q, sources) and \
            not _list_words_found(q, sources):
        return Gate(Reason.LOW_RELEVANCE,
                    f"No paper is close enough to the question (best cosine {best:.2f} < {min_relevance}).")
    if q.terms and not any(on_subject(s, q.terms) for s in sources):
        return Gate(Reason.SUBJECT_NOT_FOUND, f"No retrieved paper mentions {', '.join(q.terms)}.")
    missing = None if q.is_list else unmet(q, sources)  # a list question's settings pick papers, not refuse
    if missing:
        return Gate(Reason.SETTING_NOT_STATED, missing.message())
    return None


def decide(q: Analysis, checked: Checked | None, quotes: list[Quote], subject: int | None = None,
           own: Sequence[Quote] = (), subject_name: str | None = None, ranked_only: bool = False) -> Decision:
    """`checked` is None without a model. Warnings are the checker's plus the decision's own.
    `subject`: the shown paper the question names (`rag.evidence.subject`), if one stands out;
    `own`: the quotes of that paper alone (`quote` of it). When its own sentences answer, a
    quoted answer is taken from them only: a figure quoted from another shown paper is a true
    figure of another method. `subject_name`: the name before that paper's title colon
    (EmbodiedSAM); a question for a name that does not give it is answered by it, not by the
    name of one of its parts ("geometric-aware query lifting module"). `ranked_only`: the subject is retrieval's first
    paper, which the question names by no name or title of its own; where that paper's sentences do not answer, a
    supported answer from another shown paper stands (the model's "tunes 0.6% … [3]", where the first paper, LISA,
    only shares the "LoRA" every shown paper states)."""
    if checked is not None and subject is not None and checked.supported_any and not checked.refused and \
            not any(subject in s.cited for s in checked.sentences if s.supported):
        warnings = checked.warnings + [WITHHELD]
        if answers(own, q):
            return Decision("extractive", Reason.OTHER_PAPER, warnings + [f"{MESSAGES[Reason.OTHER_PAPER]} {QUOTING}"],
                            quotes=list(own))
        if not ranked_only:
            return Decision("abstained", Reason.OTHER_PAPER, warnings + [MESSAGES[Reason.OTHER_PAPER]])
    if checked is not None and _misnamed(q, checked, subject_name) and answers(list(own), q):
        return Decision("extractive", Reason.NO_FOCUS, checked.warnings + [
            f"The question asks for a name; the paper it describes is {subject_name}, which the model's answer "
            f"does not give. {QUOTING}"], quotes=list(own))
    chosen = list(own) if own and answers(own, q) else None
    answering = chosen is not None or answers(quotes, q)
    if checked is None:
        if answering:
            return Decision("extractive", quotes=chosen)
        return Decision("abstained", Reason.NO_MATCHING_SENTENCE, [MESSAGES[Reason.NO_MATCHING_SENTENCE]])
    if checked.refused:  # a refusal answers nothing, as a miss does: sentences that give what is asked do
        if answering:
            return Decision("extractive", Reason.MODEL_REFUSED, checked.warnings + [
                f"{MESSAGES[Reason.MODEL_REFUSED]} {QUOTING}"], quotes=chosen)
        return Decision("abstained", Reason.MODEL_REFUSED, list(checked.warnings))
    miss = _miss(checked, q) or (Reason.OFF_POINT if _thin(checked, q, quotes) or _unacted(checked, q, quotes) or
                                 _other_named(checked, q, quotes) or _half_named(checked, q, quotes) or
                                 _owner_left_out(checked, q, quotes) or _baseline_left_out(checked, q, quotes) or
                                 _agent_left_out(checked, q, quotes) or _instrument_left_out(checked, q, quotes) or
                                 _predicate_unsaid(checked, q, quotes) or _purpose_unsaid(checked, q, quotes) or
                                 _aside_only(checked, q, quotes) or _sort_unsaid(checked, q, quotes) or
                                 _nobody_named(checked, q, quotes) or _other_reason(checked, q, quotes) or
                                 _other_likened(checked, q, quotes) or _identity_left_out(checked, q, quotes) or
                                 _staged(checked, q, quotes) or
                                 _example_left_out(checked, q, quotes) or
                                 _passive_unsaid(checked, q, quotes) or
                                 _miscounted_items(checked, q) or _counted_not_listed(checked, q, quotes) or
                                 _fewer_gpus(checked, q, quotes) else None)
    if miss is None:
        return Decision("generated", None, checked.warnings + _unsupported(checked))
    warnings = checked.warnings + ([WITHHELD] if miss is Reason.UNSUPPORTED else _unsupported(checked))
    if answering:
        return Decision("extractive", miss, warnings + [f"{MESSAGES[miss]} {QUOTING}"], quotes=chosen)
    if miss is Reason.OFF_POINT and not q.wants_number:  # asked for no figure ("compare X and Y"): shown, flagged
        return Decision("generated", miss, warnings + [MESSAGES[miss]])
    return Decision("abstained", miss, warnings + [MESSAGES[miss]])


def _misnamed(q: Analysis, checked: Checked, name: str | None) -> bool:
    return bool(name) and q.wants_name and not q.is_list and not q.names(name) and not checked.refused and \
        checked.supported_any and not any(mentions(s.text, name) for s in checked.sentences if s.supported)


def answers(quotes: list[Quote], q: Analysis) -> bool:
    """Quoted sentences are an answer only when they give what is asked: a figure, if the
    question wants one; else the thing it asks for, when it names one ("under what licence").
    Otherwise they are evasive, shown as closest evidence, not as an answer. Of a question in parts, a quote that
    answers one part is an answer, in part ("… reduce its cost to, and how many parameters does its model have":
    "… with only 5.7M parameters")."""
    if len(q.parts) > 1 and any(answers(quotes, part_question(q, part)) for part in q.parts):
        return True
    if q.wants_number:  # a figure of the quantity asked for, not of another kind only (memory for time)
        return any(_amount(p.text, asked_figures(p.text, q, quoted=True), q) and not other_quantity(p.text, q)
                   for p in quotes)
    return any(speaks_of_focus(q, p.said or p.text) for p in quotes)


COUNT_STEMS = frozenset(content_words(" ".join(COUNT_WORDS)))
# kinds of thing any sentence's content is ("what three results …"), which no sentence need call so
VAGUE_KINDS = frozenset(content_words("thing things result results finding findings aspect aspects point points "
                                     "benefit benefits advantage advantages"))
SIZED_GPU_RE = re.compile(r"\b\d+\s?(?:GB|GiB|G)\b(?:\s+[\w-]+){0,2}?\s+GPUs?\b", re.I)
# GPUs by their generation: "can be implemented on the current generation of GPUs"
GPU_GENERATION_RE = re.compile(r"\b(?:current|latest|newest|previous|next|older|newer)\s+generations?\s+of\s+(?:[\w-]+\s+)?"
                               r"GPUs?\b", re.I)


# a count in words of the things after it ("two major issues"), not an amount ("ten times less", "a factor of two",
# "a factor two speed up", "two-order-of-magnitude", "a batch size of one", "within only one second")
THINGS_COUNTED_RE = (r"(?<![\w-])(?<!\bof )(?<!\bfactor ){count}[\s-]+"
                     r"(?!(?:times|fold|orders?|of|seconds?|minutes?|hours?|days?|weeks?|months?|years?|epochs?|steps?)\b)"
                     r"(?!{magnitude})[a-z]")


def _amount(text: str, figures: set[str], q: Analysis) -> bool:
    """Figures that can give an amount asked: in digits, or an amount in words ("half", "no accuracy loss"); a count in
    words only of what the question counts ("five epochs" for how many passes), not of anything ("two major issues", asked by
    how much BitPipe reduces pipeline bubbles)."""
    counting = lambda f: f in WORD_COUNTS and bool(re.search(THINGS_COUNTED_RE.format(  # noqa: E731
        count=re.escape(f), magnitude=MAGNITUDE), text, re.I))
    return any(not counting(f) for f in figures) or bool(figures) and (bool(q.counted) or
                                                                       bool(re.search(r"\bhow\s+many\b", q.text, re.I)))


def speaks_of_focus(q: Analysis, text: str) -> bool:
    """The sentence speaks of the thing a one-part question asks for: names it ("licence"), or,
    asked which thing of a kind ("on which two datasets"), names one (MVTec): the kind's word
    alone ("any existing anomaly detection model") names none; asked which networks, a name that ends its word in
    "Net" names one ("MobileNet-V1")."""
    if enumerates(text, q) or names_after_closing(text, q):  # "First, … Second, …": the things of the count asked
        return True
    if fares_in(text, q.text):  # "excels in zero-shot retrieval, complex reasoning, …" for "in which tasks"
        return True
    if beyond_aside(text, q):  # "… backbones such as UNet-based denoisers …, as well as adapters", apart from backbones
        return True
    # the answer where the question's words leave it, in any words: "We showcase this flexibility with object
    # retrieval" for "with what task …"; "increasingly used in computer vision" for "in what field are LLMs … used"
    # (not asked which things of a kind: "evaluated on a broad range of benchmarks" names none)
    if not (q.parts and q.parts[0].entity) and \
            (said_before_prep(text, q) or (asked_as := passive_asked(q.text)) is not None and bool(asked_as.search(text))):
        return True
    if refers_back(text, q):  # "Coupling with these two designs …" says what they do, not what they are
        return False
    if counted_only(text, q):  # "spans 285 tasks across 14 well-defined kernel categories": none of the 14 asked
        return False
    focus = q.thing_asked
    if focus - COUNT_STEMS and focus - COUNT_STEMS <= VAGUE_KINDS:  # "what three results does it demonstrate": no
        return True  # word names a result
    if focus and q.parts[0].entity and restricted(text, q):  # "which GPUs does the network connect"
        return True
    # (or "on which GPU model": the kind of model asked is a GPU)
    gpu = q.parts[0].head in GPU_KIND or q.parts[0].head in GPU_MODEL_WORDS and bool(q.parts[0].focus & GPU_KIND)
    if focus and q.parts[0].entity and gpu:  # "on which GPU": one by its model, or a kind
        # (a method's or an author's name is no GPU, nor is "within 8GB GPU memory" a GPU of some kind, while
        # "a single 24GB consumer-grade GPU" says which)
        gpus = GPU_QUANTITY_RE.sub(" ", text)
        return names_model(gpus) or bool(SIZED_GPU_RE.search(gpus)) or _gpu_named(gpus, q) or \
            bool(GPU_GENERATION_RE.search(gpus))
    if focus and q.parts[0].entity and q.parts[0].head in KINDLY_NAMED:  # "between which two processors": a kind of
        return instance(text, q) or qualified(text, q)  # them ("CPU and GPU"), not the system's own name (ExpertFlow)
    if focus and q.parts[0].entity:  # "which anomaly detection models": one named (PatchCore), not "any model"
        # (or, asked a kind whose kinds answer it, one of those: "on what hardware" by "on massively parallel GPUs")
        return bool(new_names(text, q)) or bool(new_acronyms(text, q)) or qualified(text, q) or acted_on(text, q) or \
            instance(text, q)
    words = content_words(text)
    return not focus or shared_asked(focus, words) > 0 or instance(text, q) or \
        bool(focus & NETWORK_STEMS) and any(not q.names(n) for n in NETWORK_NAME_RE.findall(text)) or \
        bool(focus & DATA_STEMS) and bool(words & DATASET_STEMS)


# "Which of MultiKernelBench's 14 kernel categories …": one of the things the question counts itself
WHICH_OF_COUNTED_RE = re.compile(r"\bwhich\s+of\s+(?:the\s+|its\s+|their\s+|[\w-]+'s\s+)(\d+|"
                                 + "|".join(sorted(COUNT_WORDS)) + r")\s+(?:[\w-]+\s+){0,3}?([a-z-]+s)\b", re.I)


def counted_only(text: str, q: Analysis) -> bool:
    """Asked which of the things the question counts ("which of its 14 kernel categories do the LLMs find hardest"),
    a sentence that speaks of them only by that count ("spans 285 tasks across 14 well-defined kernel categories")
    names none of them, unless it says all that is asked of the one ("the hardest of the 14 categories for the LLMs
    is …")."""
    found = WHICH_OF_COUNTED_RE.search(q.text)
    if not found:
        return False
    count, kind = found.group(1).lower(), stem_of(found.group(2).lower())
    words = re.findall(r"[\w-]+", text.lower())
    at = [i for i, w in enumerate(words) if stem_of(w) == kind]
    if not at or not all(count in words[max(0, i - 3):i] for i in at):
        return False
    rest = q.asked - q.thing_asked - content_words(" ".join(q.terms))
    return not rest or shared_asked(rest, content_words(text)) < len(rest)


# asked what data, a sentence on a dataset speaks of it ("on what data was it trained": "using a challenge dataset"); only
# as the thing asked, where a dataset's word would otherwise outrank the data's own (not "what kind of data does …")
DATA_STEMS = frozenset(content_words("data"))
DATASET_STEMS = frozenset(content_words("dataset datasets"))


# kinds of thing named by their kinds' words ("CPU", "GPU"), which a name of the paper's never is
KINDLY_NAMED = frozenset(content_words("processor"))
# "which networks is the module incorporated into": "MobileNet-V1 and ResNeXt-50" name networks by their names' "Net"
NETWORK_STEMS = frozenset(content_words("network networks"))
NETWORK_NAME_RE = re.compile(r"\b[A-Z][A-Za-z]*Ne(?:t|Xt)\w*(?:-[\w.]+)?|\b[A-Z]-Net\b")


# words that say nothing of which thing of a kind it is ("the designed … modules", "existing models")
UNQUALIFYING = frozenset(content_words("designed proposed novel new existing our their its such these those various "
                                       "several multiple different other key main additional specific"
                                       # how many, not which: "a broad range of benchmarks"
                                       " broad wide range variety number set suite series collection diverse many "
                                       "numerous extensive"))
QUALIFIERS = 2  # new words before the kind's word that say which one (one, asked what kind: "layer-level")
KIND_REACH = 5  # words either side of the kind's word where its other asked words may stand


def _gpu_named(text: str, q: Analysis) -> bool:
    """A GPU named by the maker's or model's words right before the word, not the question's:
    "an 8 x Nvidia 6000 Ada GPU", not "modern GPUs" nor "Modern GPUs" opening a sentence."""
    for gpu in re.finditer(r"\bGPUs?\b", text):
        for at in reversed(list(re.finditer(r"[\w-]+", text[:gpu.start()]))[-3:]):
            word, digits = at.group(0), any(c.isdigit() for c in at.group(0))
            if not (word[0].isupper() or digits):
                break
            if (digits or at.start() > 0) and not q.names(word):  # (a capital opening the sentence names none)
                return True
    return False


def acted_on(text: str, q: Analysis) -> bool:
    """Asked which things of a kind the subject acts on ("which models does OpenThaiGPT 1.5 outperform"), the sentence
    says the verb asked, then the kind's word a few words on: "outperforming other open-source Thai language models"
    says which, in words, though it names none."""
    head = q.parts[0].head
    if not (q.acts_on and q.action and head):
        return False
    words = re.findall(r"[\w-]+", text)
    return any(q.action in content_words(w) and head in content_words(" ".join(words[i + 1:i + 1 + ACTED_REACH]))
               for i, w in enumerate(words))


ACTED_REACH = 5  # words after the verb asked within which the kind's word is its object


def qualified(text: str, q: Analysis) -> bool:
    """Asked which thing of a kind ("what modules does it incorporate"), the sentence says which
    in words of its own before the kind's word: "the designed hidden state correction modules".
    Words the question has ("any existing anomaly detection model") say none, and the kind the
    question names with its own words must be the one qualified ("a text-to-image diffusion
    model" is no GPU model). Asked what kind of thing ("what kind of model parallelism"), one
    word says which: "layer-level model parallelism"."""
    head = q.parts[0].head
    kind = q.parts[0].focus - {head}
    tokens = re.findall(r"[A-Za-z][\w-]*", text)
    for i, token in enumerate(tokens):
        if head and head in content_words(token):
            before = tokens[max(0, i - 3):i]
            new = [t for t in before if content_words(t) and not content_words(t) & (q.words | UNQUALIFYING)]
            # the kind's other words may stand a little further off: "the hardware video encoding and decoding
            # module available on GPUs" for "what hardware module on GPUs"
            near = tokens[max(0, i - KIND_REACH):i + KIND_REACH]
            # (one word says which of a kind asked in two, written together after "the": "the scientific knowledge
            # domain" for "which knowledge domain", not "they use layer-level model parallelism")
            # (or the kind in two words or more, all written before it: "logits-masked language modeling head")
            joined = bool(kind) and kind <= content_words(" ".join(before)) and \
                ("the" in (t.lower() for t in before) or len(kind) > 1)
            if len(new) >= (1 if q.asks_sort or joined else QUALIFIERS) and kind <= content_words(" ".join(near)):
                return True
    return False


def _miss(checked: Checked, q: Analysis) -> Reason | None:
    """Why a checked model answer does not answer the question, or None. It must have a
    supported sentence that adds something; one that is about what was asked (shares a word of
    it, or names something new); a figure when the question asks for one; and a name when it
    asks for one."""
    if not checked.supported_any:
        return Reason.UNSUPPORTED
    # a cited paper's title alone names the paper, which answers only a question for a name; so does its title with
    # only the question's words put in ("BiBench name: Benchmarking and Analyzing Network Binarization")
    titles = [] if q.wants_name else [content_words(c.title) for c in checked.citations]
    on_point = [s.text for s in checked.sentences  # "GLH-Bridge has 59,737 bridges": the figure asked is the point
                if s.supported and not _title_alone(s.text, titles, q) and
                (q.asked & content_words(s.text) or new_names(s.text, q) or _spelled(s.text, q) or
                 q.wants_number and asked_figures(s.text, q))]
    if not on_point and not checked.names_asked:
        return Reason.OFF_POINT
    # (a figure of another kind of quantity only is none asked: "ten times less energy" for how much memory)
    if q.wants_number and not any(asked_figures(text, q) for text in on_point):
        return Reason.NO_FIGURE
    if q.wants_name and len(q.parts) == 1 and not checked.names_asked and \
            not any(is_name(t) for text in on_point for t in new_names(text, q) + _spelled(text, q)):
        # asked what a thing is called, it gives no name a cited paper gives itself, nor one written
        # like a name: "built on the first full-stack GPU kernel design with Tensor Core support"; an
        # acronym it spells out is one ("hardware and software platform inference (HSPI)")
        return Reason.NO_FOCUS
    if q.thing_asked and not any(speaks_of_focus(q, text) for text in on_point):
        return Reason.NO_FOCUS
    return None


def _title_alone(text: str, titles: list[set[str]], q: Analysis) -> bool:
    """The text says a whole title's words and, past them, only the question's."""
    said = content_words(text)
    return any(title and title <= said and said - title <= q.words for title in titles)


def _spelled(text: str, q: Analysis) -> list[str]:
    """Acronyms the text spells out that the question does not name (HSPI)."""
    return [a for a in defined_acronyms(text) if not q.names(a)]


THIN_QUOTED, THIN_RATIO = 6, 3  # a quoted sentence sharing this many plain words, this many times the answer's
ECHOED = 4  # a quoted sentence sharing this many plain words, and none of the words an answer adds to the question


def _thin(checked: Checked, q: Analysis, quotes: list[Quote]) -> bool:
    """Asked what a thing does or uses (no figure, no name), the answer shares at most one of
    the question's plain words ("single") while a quoted sentence shares three ("we employ
    optimal transport to prevent the codes from collapsing into a single one"): it speaks of
    something else the paper says. So does an answer sharing two ("the token merging strategy")
    where a quoted sentence shares THIN_RATIO times as many, at least THIN_QUOTED ("a
    sliding-window-based strategy to calculate the similarity among tokens in the diffusion
    features of source videos", asked which strategy calculates that similarity). So does an answer
    that says the question back and adds what no quoted sentence sharing ECHOED of its words says. The words that
    describe the paper are not counted: "BoostDream, a plug-and-play 3D refining method for coarse 3D assets"
    names the paper the question describes, not what it uses."""
    if q.wants_number or q.wants_name or q.is_list or not quotes:
        return False
    # (less names, APTP; and less the thing set aside, which a right answer to "besides X, what …" need not say)
    plain = q.asked - q.described - capitalised_words(q.text[1:]) - _set_aside(q.text)
    best = max(shared_asked(plain, content_words(p.text)) for p in quotes)
    supported = [s.text for s in checked.sentences if s.supported]
    said = max((shared_asked(plain, content_words(t)) for t in supported), default=0)
    # the question's words said back, and something the sentence that says them does not ("MixLoRA applies to
    # address the imbalance of the router by employing a top-k router", where the paper applies a load balance loss)
    added = set().union(*(content_words(t) for t in supported)) - q.words if supported else set()
    return best >= 3 and said <= 1 or best >= THIN_QUOTED and best >= THIN_RATIO * said or \
        best >= ECHOED and bool(added) and not added & content_words(" ".join(p.text for p in quotes))


STAGED_BEYOND = 2  # words asked beyond the scene a quoted sentence must say, where the answer says one at most


def _staged(checked: Checked, q: Analysis, quotes: list[Quote]) -> bool:
    """Asked what comes after a scene the question opens on ("After generating a single synthetic view, what does
    Point-E use to produce a 3D point cloud?"), an answer that says the scene ("Point-E uses a text-to-image diffusion
    model to generate a single synthetic view") and at most one word asked beyond it, where a quoted sentence says
    STAGED_BEYOND of them ("… and then produces a 3D point cloud using a second diffusion model"): it answers what
    comes before what is asked."""
    if not q.scene or q.premise or q.wants_number or not quotes:
        return False
    supported = [content_words(s.text) for s in checked.sentences if s.supported]
    return bool(supported) and any(shared_asked(q.scene, w) >= 2 for w in supported) and \
        max(shared_asked(q.past_scene, w) for w in supported) <= 1 and \
        max(shared_asked(q.past_scene, content_words(p.text)) for p in quotes) >= STAGED_BEYOND


def _unacted(checked: Checked, q: Analysis, quotes: list[Quote]) -> bool:
    """Asked how much faster a thing is done ("how much quicker can recurrent networks be
    trained"), the answer's figures are never stated of doing it ("accelerates GPU evaluation …
    by up to 3 orders of magnitude"), while a quoted sentence's are ("training … can be more than
    10 times faster"): a true figure of another action. Asked for no figure ("what hardware do the authors
    find underutilized"), the answer's figures are ones no quoted sentence that does it states ("… underutilized
    hardware on 4 32-core CPUs", from the experiments' sentence): the action laid on another statement."""
    if not q.action:
        return False
    acts = lambda text: shared_asked(frozenset({q.action}), content_words(text)) > 0  # noqa: E731
    if not q.wants_number:  # (of one part: another part may give the figure, "… 2.5x faster iterations")
        if len(q.parts) > 1:
            return False
        given = {f for s in checked.sentences if s.supported for f in new_figures(s.text, q)}
        acting = [p.text for p in quotes if acts(p.text)]
        return bool(given) and bool(acting) and not given & {n for t in acting for n in numbers(t) | figures(t)}
    figured = [s.text for s in checked.sentences if s.supported and asked_figures(s.text, q)]
    return bool(figured) and not any(acts(t) for t in figured) and \
        any(acts(p.text) and asked_figures(p.text, q, quoted=True) for p in quotes)


def _predicate_unsaid(checked: Checked, q: Analysis, quotes: list[Quote]) -> bool:
    """Asked what is said to be so ("what is prohibitively expensive when serving …", "what is a significant
    bottleneck in …"), a quoted sentence says it ("Dedicating GPU memory for each model is prohibitively expensive")
    and no sentence of the answer does: the answer names something else the paper speaks of."""
    if not (q.thing_phrase and (PREDICATE_RE.match(q.text) or WHAT_IS_A_RE.match(q.text))):
        return False
    return _quoted_only(checked, quotes, lambda text: q.thing_phrase in phrases(text, len(q.thing_phrase)))


def _purpose_unsaid(checked: Checked, q: Analysis, quotes: list[Quote]) -> bool:
    """Asked what a thing is chosen to do ("what is the number of groups … selected to boost?"), a quoted sentence
    says it ("… is selected to boost the predictive performance …") and no sentence of the answer does: the answer
    says something else of the thing ("… the group size (G) remains constant")."""
    found = USED_TO_RE.match(q.text)
    if not (found and found.group(2) and q.action):
        return False
    return _quoted_only(checked, quotes, lambda text: q.action in content_words(text))


def _sort_unsaid(checked: Checked, q: Analysis, quotes: list[Quote]) -> bool:
    """Asked what kind of a thing ("into what kind of shopping platforms …"), a quoted sentence says its sort
    ("… into online shopping platforms") and the answer does not ("… into fashion e-commerce platforms")."""
    sorts = {w for p in quotes if (w := sort_word(p.text, q))}
    return bool(sorts) and _quoted_only(checked, quotes, lambda text: any(
        re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", text, re.I) for w in sorts))


def _aside_only(checked: Checked, q: Analysis, quotes: list[Quote]) -> bool:
    """Asked what else a thing does ("besides reducing GPU memory usage, what do Dyna-DM's simplifications result
    in?"), the answer says only what is set aside ("… reduce GPU memory usage by 29%") and a quoted sentence goes on
    to more ("… and result in … improved depth maps"); so too when it sets the thing aside later ("what does it
    improve besides serving throughput?"). (Of a question in parts, `compose.missing_parts` adds the part's sentence.)"""
    aside = SET_ASIDE_RE.match(q.text) or len(q.parts) == 1 and SET_ASIDE_WITHIN_RE.search(q.text)
    if not aside:
        return False
    known = content_words(aside.group(0)) | q.words
    # (the words a quoted sentence says within its naming of the thing set aside: "a skip-layer channel-wise excitation
    # module", set aside as "a skip-layer excitation module", says nothing more for "channel-wise")
    known |= _within_aside(_set_aside(aside.group(0)), quotes)
    return _quoted_only(checked, quotes, lambda text: bool(said_beyond(text, known)))


SET_ASIDE_PHRASE_RE = re.compile(r"\b" + SET_ASIDE + r"\s+([^?,]*)", re.I)


def _set_aside(question: str) -> set[str]:
    """The words of the thing a question sets aside ("besides a skip-layer excitation module, …")."""
    return set().union(*(content_words(m.group(1)) for m in SET_ASIDE_PHRASE_RE.finditer(question)))


def _within_aside(aside: set[str], quotes: list[Quote]) -> set[str]:
    """The words between those of the thing set aside, where a quoted sentence names it with a few more."""
    found: set[str] = set()
    for p in quotes:
        stems = [content_words(w) for w in WORD_RE.findall(normalise(p.text))]
        hits = [i for i, s in enumerate(stems) if s & aside]
        for a, b in zip(hits, hits[1:]):
            if b - a <= 3:
                found |= set().union(*stems[a:b + 1])
    return found


def _quoted_only(checked: Checked, quotes: list[Quote], says) -> bool:
    """A quoted sentence `says` what is asked, and no supported sentence of the answer does."""
    return any(says(p.text) for p in quotes) and not any(says(s.text) for s in checked.sentences if s.supported)


def _said(checked: Checked) -> str:
    """What the answer's supported sentences say, as one text."""
    return " ".join(s.text for s in checked.sentences if s.supported)


def _other_named(checked: Checked, q: Analysis, quotes: list[Quote]) -> bool:
    """Asked which thing of a kind in the paper's own words ("which largest Chinese language model
    does it outperform"), a quoted sentence gives those words beside a name ("ERNIE TITAN 3.0 --
    the largest Chinese language model") and the answer names none of the names it gives: it
    names another thing the paper speaks of (GPT-3)."""
    if not (q.thing_phrase and len(q.parts) == 1 and q.parts[0].entity):
        return False
    named = {n for p in quotes if q.thing_phrase in phrases(p.text, len(q.thing_phrase)) for n in new_names(p.text, q)}
    said = _said(checked)
    return bool(named) and bool(said) and not any(mentions(said, n) for n in named)


# "Whose Granite-20B MLP layer problem sizes does … evaluate?": the owner of the thing is asked, the thing's first word
WHOSE_RE = re.compile(r"^\s*whose\s+([\w.+-]+)", re.I)


def _owner_left_out(checked: Checked, q: Analysis, quotes: list[Quote]) -> bool:
    """Asked whose a thing is, a quoted sentence names its owner ("IBM WatsonX's Granite-20B MLP layer problem sizes")
    and the answer's supported sentences do not: they say the thing back without whose it is."""
    found = WHOSE_RE.match(q.text)
    if not found:
        return False
    owners = [m.group(1) for p in quotes
              for m in re.finditer(rf"((?:[A-Z][\w.+-]*\s+)?[A-Z][\w.+-]*)'s\s+{re.escape(found.group(1))}(?![\w-])",
                                   p.text)]
    said = _said(checked)
    return bool(owners) and bool(said) and not any(mentions(said, w) for o in owners for w in o.split())


# "Compared with what serving system does DeltaZip increase serving throughput?": what it is set against is asked
COMPARED_WHAT_RE = re.compile(r"^\s*(?:[^?,]*,\s*)?(?:compared\s+(?:with|to)|relative\s+to|against)\s+(?:what|which)\b",
                              re.I)
AGAINST_PHRASE_RE = re.compile(r"\b(?:compared\s+(?:with|to)|relative\s+to|against|than|over)\s+(?:the\s+|an?\s+)?"
                               r"((?:[\w.+-]+\s+){0,3}[\w.+-]+)", re.I)


def _baseline_left_out(checked: Checked, q: Analysis, quotes: list[Quote]) -> bool:
    """Asked compared with what a thing does so, a quoted sentence says ("… by 1.5x to 3x compared to a vanilla
    HuggingFace serving system") and the answer does not: it gives the figures and leaves out what was asked."""
    if not COMPARED_WHAT_RE.match(q.text):
        return False
    return _quoted_unsaid(checked, q, [m.group(1) for p in quotes for m in AGAINST_PHRASE_RE.finditer(p.text)])


def _half_named(checked: Checked, q: Analysis, quotes: list[Quote]) -> bool:
    """Asked which things of a kind ("on which datasets"), the answer names some of those a quoted
    sentence names together ("on ImageNet" of "trained on CIFAR-10 and ImageNet") and leaves out
    the others: half an answer, which a reader takes for the whole."""
    if not (len(q.parts) == 1 and q.parts[0].entity and q.parts[0].head and
            re.search(rf"\b{re.escape(q.parts[0].head)}\w*s\b", q.text, re.I)):
        return False
    said = _said(checked)
    for p in quotes:
        names = new_names(p.text, q)
        given = [n for n in names if mentions(said, n)]
        left = [n for n in names if not mentions(said, n)]
        if any(re.search(rf"{re.escape(a)}\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+){re.escape(b)}(?![\w-])", p.text)
               for g in given for m in left for a, b in ((g, m), (m, g))):
            return True
    return False


# "…, what are the bins, and …": what a thing of the work is, asked by its word
WHAT_ARE_THE_RE = re.compile(r"(?:^|,\s*(?:and\s+)?|\band\s+)(?:in\s+[^?,]+,\s*)?what\s+(?:is|are)\s+the\s+([a-z][a-z-]+)"
                             r"\s*(?=,|\?|$|\s+and\b)", re.I)
NOT_IDENTITIES = frozenset("these those they it this that which there what who all both each some".split())


def _identity_left_out(checked: Checked, q: Analysis, quotes: list[Quote]) -> bool:
    """Asked what a thing of the work is ("what are the bins"), a quoted sentence says it ("where GPUs are bins with a
    capacity and cost") and the answer does not: it says what the thing has ("the bins are defined by a capacity and
    cost") and leaves out what it is."""
    asked = [m.group(1) for m in WHAT_ARE_THE_RE.finditer(q.text)]
    if not asked:
        return False
    said = _said(checked)
    for word in asked:
        what = [m.group(1) for p in quotes
                for m in re.finditer(rf"\b([\w-]+)\s+(?:is|are)\s+(?:the\s+|an?\s+)?{re.escape(word)}\b", p.text, re.I)
                if m.group(1).lower() not in NOT_IDENTITIES and m.group(1).lower() not in STOPWORDS]
        if what and said and not any(mentions(said, w) for w in what):
            return True
    return False


# "Which two systems does … perform comparably to?": the things the subject is likened to are asked
LIKENED_ASKED_RE = re.compile(r"\b(?:comparabl[ey]|similar(?:ly)?|on\s+par|equivalent(?:ly)?)\s+(?:to|with)\s*\?\s*$",
                              re.I)
LIKENED_RE = re.compile(r"\b(?:comparabl[ey]|similar(?:ly)?|on\s+par|equivalent(?:ly)?)\s+(?:to|with)\s+([^.;]*)",
                        re.I)


def _other_likened(checked: Checked, q: Analysis, quotes: list[Quote]) -> bool:
    """Asked what the subject is comparable to, a quoted sentence names those things after its likeness ("…
    outperforms … CodeRosetta …, while achieving performance comparable to DeepSeek-R1 and GPT-4.1") and the answer
    names none of them: it names what the paper sets against it otherwise (CodeRosetta, which it beats)."""
    if not LIKENED_ASKED_RE.search(q.text):
        return False
    likened = {n for p in quotes for m in LIKENED_RE.finditer(p.text) for n in new_names(m.group(1), q)}
    said = _said(checked)
    return bool(likened) and bool(said) and not any(mentions(said, n) for n in likened)


# "What limits the frequency of …": the thing that does it is asked
WHAT_DOES_RE = re.compile(r"^\s*what\s+(?!(?:is|was|does|has)\b)([a-z]+s)\s+(?:the|an?|its|their)\b", re.I)
# "What induces high communication-to-computation ratios …": the verb whose doer is asked, before any object (with or
# without an article), in lower case and not a plural noun's ending ("what analysis shows", "what LPIPS improvement")
WHAT_VERBS_RE = re.compile(r"^\s*what\s+(?!(?:is|was|does|has)\b)((?-i:[a-z]+)(?<![siu])s)\s+"
                           r"(?!(?:is|are|was|were|do|does|did|has|have|had|can|could|will|would|should|may|might)\b)"
                           r"([^?,]+)", re.I)


def _agent_left_out(checked: Checked, q: Analysis, quotes: list[Quote]) -> bool:
    """Asked what does a thing ("what limits the frequency of checkpointing"), a quoted sentence
    says by what, in the passive ("… being significantly limited by the storage I/O overheads"), and
    the answer says none of those words: it says the question back around other words of the paper. So
    with a quoted sentence that says it before the verb ("when large models and/or limited network bandwidth induce
    high communication-to-computation ratios"), asked for no figure."""
    active = WHAT_VERBS_RE.match(q.text) if not q.wants_number else None
    found = WHAT_DOES_RE.match(q.text) or active
    verb = stem_of(found.group(1)) if found else ""
    if not verb:
        return False
    by = rf"\b{re.escape(verb)}\w*\s+by\s+(?:the\s+|an?\s+)?((?:[\w/-]+\s+){{0,2}}[\w/-]+)"
    agents = [agent for p in quotes for agent in re.findall(by, p.text, re.I)]
    if active:  # (the words before the verb that does it to what the question names; adverbs describe, not do)
        done = content_words(active.group(2))
        before = rf"((?:[\w/-]+\s+){{0,2}}[\w/-]+)\s+{re.escape(verb)}\w*\s+((?:[\w/-]+\s+){{0,2}}[\w/-]+)"
        agents += [" ".join(w for w in agent.split() if not w.lower().endswith("ly"))
                   for p in quotes for agent, obj in re.findall(before, p.text, re.I) if content_words(obj) & done]
    return _quoted_unsaid(checked, q, agents)


def _quoted_unsaid(checked: Checked, q: Analysis, phrases: list[str]) -> bool:
    """Some phrase of a quoted sentence that says what is asked has words past the question's, and the answer's
    supported sentences say none of them."""
    said = set().union(*(content_words(s.text) for s in checked.sentences if s.supported))
    return any((words := content_words(phrase) - q.words) and not words & said for phrase in phrases)


# "What does ExpertFlow use to forecast routing paths …": the verb of the purpose the thing used serves
USE_TO_RE = re.compile(r"^\s*what\s+(?:does|do|did)\s+[^?]+?\b(?:use|utili[sz]e|employ|leverage|adopt|apply|rely\s+on)"
                       r"\s+to\s+([a-z]+)\b", re.I)
USING = (r"(?:uses?|using|used|utili[sz](?:es?|ing|ed)|employ(?:s|ing|ed)?|leverag(?:es?|ing|ed)|adopt(?:s|ing|ed)?|"
         r"appl(?:y|ies|ying|ied)|relies\s+on)")


def _instrument_left_out(checked: Checked, q: Analysis, quotes: list[Quote]) -> bool:
    """Asked what a thing uses (or applies) to do something ("what does ExpertFlow use to forecast routing paths"), a
    quoted sentence says what, before the purpose ("… mechanism that utilizes a lightweight predictor to accurately
    forecast routing paths", "By applying entropy coding, DFloat11 assigns …") and the answer says none of its words:
    it names what does the using ("a predictive routing path-based offloading mechanism"), not what is used."""
    found = USE_TO_RE.match(q.text)
    if not found:
        return False
    purpose = content_words(found.group(1))
    using = rf"\b{USING}\s+((?:[\w/-]+\s+){{1,6}}?)to\s+(?:[a-z]+ly\s+)?([a-z]+)\b"
    # ("By applying entropy coding, DFloat11 assigns dynamic-length encodings …": the means before its subject)
    by_using = rf"\bby\s+{USING}\s+((?:[\w/-]+\s+){{0,5}}[\w/-]+),\s+(?:[\w*+-]+\s+){{0,3}}?([a-z]+)\b"
    return _quoted_unsaid(checked, q, [used for p in quotes for pattern in (using, by_using)
                                       for used, verb in re.findall(pattern, p.text, re.I)
                                       if content_words(verb) & purpose])


# people a sentence names: "only those who have massive datacenter-based resources", "AI engineers"
PEOPLE_RE = re.compile(r"\b(?:those|anyone|people|persons?|users?|researchers?|engineers?|architects?|developers?|"
                       r"practitioners?|designers?|scientists?|experts?|authors?|students?|clinicians?|doctors?|"
                       r"physicians?|operators?|providers?|companies|company|organi[sz]ations?|institutions?|teams?|"
                       r"communit(?:y|ies)|humans?|annotators?|labs?|laborator(?:y|ies)|vendors?|manufacturers?|"
                       r"individuals?|groups?|who)\b", re.I)


def _nobody_named(checked: Checked, q: Analysis, quotes: list[Quote]) -> bool:
    """Asked who ("who has been left with the ability to train massive models"), a quoted sentence names people
    ("leaving only those who have massive datacenter-based resources …") and no sentence of the answer does: it
    says something else the paper says of the rest of the question."""
    if not q.asks_who:
        return False
    said = [s.text for s in checked.sentences if s.supported]
    return bool(said) and any(PEOPLE_RE.search(p.text) for p in quotes) and \
        not any(PEOPLE_RE.search(t) for t in said)


# "What have neural surface methods such as NeuS shown …": asked of other work, by a named example of it
OF_EXAMPLE_RE = re.compile(r"^\s*(?:what|how|why|which)\s+(?:have|has|do|does|did|can|could)\s+[^?,]*?\bsuch\s+as\s+"
                           r"((?-i:[A-Z])[\w.-]*)\s+[a-z]", re.I)


def _example_left_out(checked: Checked, q: Analysis, quotes: list[Quote]) -> bool:
    """Asked what other work does, by a named example of it ("what have neural surface methods such as NeuS shown"), a
    quoted sentence names that example ("Recent methods …, for example NeuS, have demonstrated …") and no sentence of
    the answer does: it says what the paper itself does ("NeuS2 significantly outperforms …")."""
    found = OF_EXAMPLE_RE.match(q.text)
    if not found or q.wants_number:
        return False
    example = found.group(1)
    return any(s.supported for s in checked.sentences) and \
        _quoted_only(checked, quotes, lambda text: names_whole(text, example))


def _passive_unsaid(checked: Checked, q: Analysis, quotes: list[Quote]) -> bool:
    """Asked in the passive on what a thing rests ("on what is the success of … based"), a quoted sentence says so
    ("their success is based on vast computational resources") and no sentence of the answer does: it says something
    else the paper says in the question's words ("… reinforcement learning based approaches have recently shown …")."""
    asked_as = passive_asked(q.text)
    return asked_as is not None and any(s.supported for s in checked.sentences) and \
        _quoted_only(checked, quotes, lambda text: bool(asked_as.search(text)))


# "the zero expert, copy expert, and constant expert": a series of three or more short things, its last after "and"
# or "or" (not clauses: "…, capable of swiftly producing 3D assets but often yielding coarse results, and …")
SERIES_ITEM = r"(?!(?:and|or|which|that|who|where|while)\b)(?:[\w+*'-]+\s+){0,3}[\w+*'-]+"
SERIES_RE = re.compile(rf"{SERIES_ITEM}((?:,\s+{SERIES_ITEM})+),?\s+(?:and|or)\s+{SERIES_ITEM}")


def _miscounted_items(checked: Checked, q: Analysis) -> bool:
    """Asked which things of a count ("which two kinds of experts does MoE++ integrate"), each supported sentence of
    the answer lists another number of things ("the zero expert, copy expert, and constant expert"): things of
    another sort the paper names."""
    count = asked_number(q)
    said = [s.text for s in checked.sentences if s.supported]
    if not count or len(q.parts) > 1 or not said:
        return False
    return all(_series_items(t, count) not in (0, count) for t in said)


def _series_items(text: str, count: int) -> int:
    """How many things the text's series lists, less the count with their kind it opens on ("two GPUs, P100 and P4000"
    lists two)."""
    found = SERIES_RE.search(text)
    if not found:
        return 0
    counts = [str(count)] + [w for w, n in WORD_COUNTS.items() if n == str(count)]
    opened = re.search(rf"\b(?:{'|'.join(counts)})\s+[\w-]+s\s*$", found.group(0).split(",")[0], re.I)
    return found.group(1).count(",") + 2 - bool(opened)


def _fewer_gpus(checked: Checked, q: Analysis, quotes: list[Quote]) -> bool:
    """Asked on which GPUs of a count ("on which two graphics cards"), the answer names fewer GPU models ("On P100
    GPU, …") than a quoted sentence that names that many ("on two GPUs, P100 and P4000")."""
    count = asked_number(q)
    if count < 2 or len(q.parts) > 1 or q.parts[0].head not in GPU_KIND:
        return False
    said = frozenset().union(*(gpu_models(s.text) for s in checked.sentences if s.supported))
    return len(said) < count and any(len(gpu_models(p.text)) >= count for p in quotes)


# "What are the branches of InceptionNeXt's Inception depthwise convolution?": the things themselves, of a kind
WHAT_ARE_THINGS_RE = re.compile(r"^\s*what\s+are\s+(?:the|its|their)\s+(?:[\w-]+\s+){0,2}?([a-z-]+s)\s+(?:of|in|that|"
                                r"which|used|does|do)\b", re.I)


def _counted_not_listed(checked: Checked, q: Analysis, quotes: list[Quote]) -> bool:
    """Asked what things are ("what are the branches of …"), a quoted sentence lists them beside their kind's word
    ("… into four parallel branches …, i.e. small square kernel, two orthogonal band kernels, and an identity
    mapping") and no supported sentence of the answer lists any: it gives their count ("four parallel branches")."""
    found = WHAT_ARE_THINGS_RE.match(q.text)
    if not found or q.wants_number or len(q.parts) > 1:
        return False
    kind = frozenset(content_words(found.group(1)))
    said = [s.text for s in checked.sentences if s.supported]
    return bool(said) and not any(SERIES_RE.search(t) for t in said) and \
        any(SERIES_RE.search(p.text) and kind <= content_words(p.text) for p in quotes)


def _reason_words(text: str) -> frozenset[str]:
    """The words of the reason a sentence gives: those after its "due to", "because" …; none without one."""
    found = REASON_RE.search(text)
    return frozenset(content_words(text[found.end():])) if found else frozenset()


def _other_reason(checked: Checked, q: Analysis, quotes: list[Quote]) -> bool:
    """Asked why ("why does training with large mini-batches become prohibitive for LLMs"), a quoted sentence gives a
    reason ("… due to the large GPU memory requirement") and the answer gives only reasons sharing less than half of
    its words: the reason the paper gives for something else it says ("this approach becomes infeasible …, due to the
    highly imbalanced mixture of sources …"); or none at all ("NVIDIA GPUs and their CUDA-based software ecosystem
    provide robust support …", asked why the CUDA ecosystem is dominant, where the quote says "due to …")."""
    if not q.asks_why:
        return False
    quoted = [r for r in (_reason_words(p.text) for p in quotes) if r]
    given = [r for r in (_reason_words(s.text) for s in checked.sentences if s.supported) if r]
    return bool(quoted) and not any(2 * len(g & r) >= len(r) for g in given for r in quoted)


def _unsupported(checked: Checked) -> list[str]:
    return [f"Unsupported sentence: {s.text!r} ({s.reason})." for s in checked.sentences if not s.supported]
