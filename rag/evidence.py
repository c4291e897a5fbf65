"""Evidence for what a question asks, read from the shown sources at sentence level.

`unmet` finds a setting the question asks about that the paper it is about never states: a
device, dataset or size it names (H100, CIFAR-100, 72B), a figure it gives (32 GPUs), or a unit
the answer must be in (US dollars). A true figure for another setting is not an answer, so the
pipeline abstains before the model instead of letting it report the nearby figure.

`subject` names the shown paper the question is about, when one stands out."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass

from index.chunking import sentence_spans
from rag.analysis import (CLOSING_ACCORDING_RE, EXAMPLES_RE, GENERIC_KINDS, GENERIC_STEMS, IDENTIFY_RE, MAKERS,
                           PUBLICATION_STEMS, Analysis, Part, part_action)
from rag.answer import Source, sentence_before, shown_sentences
from rag.contrasts import GENERIC_WORDS, hardware, made_by, maker
from rag.lexical import (CONTRASTED_RE, STOPWORDS, capitalised_words, content_words, derived, glyphs, introduced_names,
                         mentions, names_whole, of_others, paper_name, phrase_at, phrases, shared_asked, spelling,
                         stem_of, subject_terms, title_head)
from rag.textnorm import MARK, figures, marked, normalise, numbers

# a claim to check: "says it cuts 10x" (not a setting the question sets: "at a 50% compression rate",
# "with a 2x larger batch", "how long … to reach 97% accuracy")
CLAIMED_RE = re.compile(r"(?<!\bto reach )(?<!\bat a )(?<!\bat an )(?<!\bat )(?<!\bunder )(?<!\bunder a )"
                        r"(?<!\bwith a )(?<!\bfor a )"
                        r"(?<![\d.])(\d+(?:\.\d+)?)\s*(?:x|×|%|times|-fold)(?![a-z])", re.I)


@dataclass(frozen=True)
class Unmet:
    source: Source  # the paper the question is about
    missing: tuple[str, ...]  # what it asks that this paper does not state

    def message(self) -> str:
        return (f"The closest paper, \"{self.source.title}\" [{self.source.n}], does not state it for "
                f"{', '.join(self.missing)}; a figure it gives for another setting would not answer the question.")


def about(source: Source) -> str:
    return f"{source.title} {source.abstract or source.text}"


def unmet(q: Analysis, sources: list[Source]) -> Unmet | None:
    """The paper that names most of what the question names, when it does not state every
    setting the question asks for (names that title another shown paper count as stated:
    a comparison question names two papers). When no paper states an exact name (H100), the
    paper its plain names point to ("Fallback Quantization") is the one that does not state it;
    a paper it names by the paper's own name ("cuRobo … on a Jetson Orin", "Domino … on A100
    GPUs", where another shown paper states A100 and Megatron-LM) is that paper."""
    terms = exact_names(q)
    if not sources or not (terms or q.numbers or q.settings or q.baselines or q.datasets):
        return None
    # a GPU's model ("on Nvidia's A100 GPU") is a setting the paper must state, not a name of the paper:
    # another shown paper that states it is not thereby the one asked about
    # nor is a name the question gives as an example of a kind ("strategies such as QLoRA"): the paper that says so
    # is asked about, not the example's own paper
    examples = {t for t in q.terms if any(mentions(m.group(0), t) for m in EXAMPLES_RE.finditer(q.text))}
    hits = _name_hits([t for t in terms if not hardware(t) and t not in examples], sources)
    if max(hits) == 0:  # no paper states an exact name, or it names none: the one its other names point to
        # (not the words of a dataset it is set on: "Tanks" and "Temples" point to the papers that test on it, while
        # "Grendel" points to the paper asked about)
        words_of_data = {w for d in q.datasets for w in d.split()}
        hits = _name_hits([t for t in q.terms if not hardware(t) and t not in words_of_data | examples], sources)
        if terms and max(hits) == 0 and max(_name_hits(terms, sources)) == 0:
            return None  # no shown paper is about it at all: the subject gate speaks to that
    best = [s for s, h in zip(sources, hits) if h == max(hits)]
    # the paper's own name (cuRobo, Domino): that paper, whatever others say of its hardware
    # (the paper the question closes on first: "… in GPTQ and Greenbit, according to the fast 2-bit LLM paper?")
    titled = closing_paper(q, sources) or named_paper(q, sources) or phrased_paper(q, sources)
    paper = titled or _by_figures(q, best) or _by_data(q, best) or best[0]  # else the first of the best
    text = about(paper)
    others = [s.title for s in sources if s is not paper]
    # a baseline the question compares with ("than Isaac Gym") is a setting too: a figure against another is not it
    # a maker is stated by its products ("on NVIDIA's embedded board": "on AGX Orin")
    # a dataset the question is only set on ("on VQA benchmarks") stays a setting where another shown
    # paper's title names it ("… for Efficient VQA"): that paper is not the one asked about
    set_on = set(q.datasets) - set(terms) - set(q.baselines) | {t for t in terms if reached_for(q, t)}
    missing = [t for t in dict.fromkeys((*terms, *q.baselines, *q.datasets))
               if not mentions(text, t) and not made_by(text, t)
               and (t in set_on or not any(mentions(title, t) for title in others))]
    stated = numbers(text) | {n for t in q.terms for n in numbers(t)}
    claimed = set(CLAIMED_RE.findall(q.text))  # "says it cuts 10x": a claim to check, not a setting
    # nor is a premise's figure ("since it matches bfloat16 only within 5 points, …"): the answer corrects it
    claimed |= numbers(q.premise) if q.premise else set()
    missing += [n for n in sorted(q.numbers) if n not in stated and n not in claimed]
    # (nor a setting only the premise says: "since Surgical Gym runs its physics simulation on the CPU, …", which the
    # answer corrects)
    missing += [label for label in q.settings if not q.setting_stated(label, text) and
                not (q.premise and q.setting_stated(label, q.premise) and not q.setting_stated(label, q.asking))]
    # nor a name only the premise says, of a paper stating another the question does ("since the ZAYA1 study linked its
    # MI300X GPUs with InfiniBand, …": the paper says Pollara, which the answer corrects it with)
    if q.asking != q.text and any(mentions(text, t) for t in terms):
        missing = [t for t in missing if mentions(q.asking, t) or not mentions(q.premise, t)]
    return Unmet(paper, tuple(missing)) if missing else None


DIGIT_RUN_RE = re.compile(r"\d+")


def misspells(term: str, written: str | None) -> bool:
    """`term` is `written` spelt a little otherwise ("InterEvo" for InternEvo), not a longer or
    shorter name ("GPT-4o" is no misspelt "GPT-4"), though a last letter typed twice ("Pariss") is; nor a name
    with other digits ("GPT-3" is another model than GPT-2)."""
    if written and DIGIT_RUN_RE.findall(written) and DIGIT_RUN_RE.findall(term) and \
            DIGIT_RUN_RE.findall(written) != DIGIT_RUN_RE.findall(term) and \
            glyphs(written.lower()) != glyphs(term.lower()):  # (not a digit for the letter it looks like: "D3P0")
        return False
    return bool(written) and spelling(written, term) not in (None, term) and \
        (not (written.lower().startswith(term.lower()) or term.lower().startswith(written.lower()))
         or _doubled_last(term, written))


def _doubled_last(longer: str, shorter: str) -> bool:
    return longer.lower() == shorter.lower() + shorter[-1:].lower() and shorter[-1:].isalpha()


def respelled(q: Analysis, sources: list[Source]) -> str:
    """The question with each name it misspells ("the InterEvo paper") written as the shown paper
    that names it writes it (InternEvo): a model reads a name spelt otherwise as another paper's.
    Not a longer or shorter name ("GPT-4o" is no misspelt "GPT-4")."""
    text = q.text
    for term in q.terms:
        spelt = [w for s in sources if (w := spelling(about(s), term))]
        if spelt and term not in spelt and misspells(term, spelt[0]):  # no shown paper writes it as asked
            text = re.sub(rf"(?<![\w-]){re.escape(term)}(?![\w-])", spelt[0], text)
    return text


# a name as a model may write it otherwise: "LLaVA-1.5-13B", "GPT-4o", "ViT-g" (a capital and a digit or a hyphen)
WRITTEN_NAME_RE = re.compile(r"(?<![\w.+-])(?=[\w.+-]*[A-Z])(?=[\w.+-]*[\d-])[A-Za-z][\w.+-]*[\w+]")


def as_written(sentence: str, sources: list[Source]) -> str:
    """The sentence with each name written as the cited papers write it, where they write it a little otherwise
    ("LLaVA-1.5-13B" for the paper's "LLaVA-v1.5-13B"): a citation quotes the name the paper gives."""
    texts = [s.text for s in sources]
    for name in dict.fromkeys(WRITTEN_NAME_RE.findall(sentence)):
        if any(re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", t) for t in texts):
            continue
        spelt = next((w for t in texts if (w := spelling(t, name)) and w != name and misspells(name, w)), None)
        if spelt:
            sentence = re.sub(rf"(?<![\w.+-]){re.escape(name)}(?![\w+-])", spelt, sentence)
    return sentence


def _opens_on(title: str, term: str) -> bool:
    return bool(re.match(rf"\s*{re.escape(term)}(?![\w-])", title, re.I))


def subject(q: Analysis, sources: list[Source]) -> int | None:
    """The shown paper the question is about: the one it names by the paper's own name (Domino)
    or by its title's words (`phrased_paper`), else the one that states more of the question's
    exact names (ViT-g, LoRA) than any other.
    Else, when the first shown paper states as many of them
    as any, or the question names nothing exactly ("how much memory does fine-tuning one group
    of layers at a time save", "which method uses wavelet transforms …"), the first shown paper,
    since retrieval ranked the papers by the question's description, unless the question describes
    another's title (`described`) or another names more
    of its plain names (Stable Video Diffusion), or alone states the figures the question gives
    while the first does not. None when no paper stands out, or when the question names two
    shown papers, by their titles or by names each states alone, or when the first is the paper
    whose name the question names only as what the thing asked derives from (`derived`); of a question naming it only
    as what a described paper works with (`described_by_use`), the later paper saying all of that description. A study
    the question describes by its title's words ("in the study dissecting the runtime performance of
    …") is the subject before any name it asks of (FlashAttention): what that study says of it."""
    if len(sources) < 2 or q.is_list:
        return None
    if (name := paper_name(sources[0].title)) and derived(q.text, name):
        return None  # "the GPTQ variant that …": not GPTQ's paper, though it ranks first
    if name and described_by_use(q.text, name):  # "the paper integrating LoRA with …": not LoRA's paper, but the one
        want = q.described - GENERIC_STEMS  # saying all of that description, if one does
        return next((s.n for s in sources[1:] if want and want <= content_words(s.abstract or s.text)), None)
    # ("how much does integrating LoRA with structured layer pruning cut …": the one shown paper saying all it does, not
    # the first, which names LoRA only)
    if (doing := doing_words(q)) and not doing <= content_words(about(sources[0])):
        saying = [s for s in sources[1:] if doing <= content_words(about(s))]
        return saying[0].n if len(saying) == 1 else None
    if STUDY_RE.search(q.text) and (title := described(q, sources)) is not None:
        return title.n  # "… does FlashAttention give in the study dissecting the runtime performance of …": that study's
    if (closing := closing_paper(q, sources)) is not None:
        return closing.n  # "what do efforts such as ZeRO++ use …, according to the Frontier partitioning paper?"
    terms = [t for t in exact_names(q) if not maker(t)]  # "on NVIDIA's board": hardware, no paper's name
    named = named_paper(q, sources)
    own = paper_name(named.title) if named else None
    # (not by a word of the one paper's own name it names: the "MoE" of "Pre-gated MoE" titles HetuMoE too)
    plain = [t for t in terms if not (own and t != own and mentions(own, t))]
    # (nor by the baseline it compares with: "… does ProTrain save compared with ZeRO-Offload" is about ProTrain)
    titling = [t for t in plain if not any(names_whole(b, t) for b in q.baselines)]
    # (nor by what the work asked for uses: "which tracker adapts LoRA …" titles no paper by LoRA)
    titling = [t for t in titling if not described_by_use(q.text, t)]
    # it names two shown papers by their titles: a comparison is about both. When it names one by its own name, a
    # title counts only if it opens on a name asked (not "Scaling Up Dataset Distillation to ImageNet-1K" for
    # "… over SHViT on ImageNet-1k", which EfficientViM's paper states)
    # Not when every such title states the same names and the question names another besides: "Which GPU does LoRAM
    # replace for LoRA training", where "LoRA" titles both LoRA's paper and "Memory-Efficient LoRA Training"
    titles = {s.n: frozenset(t for t in titling if (_opens_on(s.title, t) if named else mentions(s.title, t)))
              for s in sources}
    shared = {t for t in titles.values() if t}
    if sum(bool(t) for t in titles.values()) > 1 and (len(shared) > 1 or set(titling) <= next(iter(shared))):
        return None
    titled = named or phrased_paper(q, sources)
    if titled:
        return titled.n  # "What speedup over Megatron-LM does Domino reach": Domino, whoever states Megatron-LM
    if terms:
        hits = _name_hits(terms, sources)
        if hits.count(max(hits)) == 1:
            return sources[hits.index(max(hits))].n
        if hits[0] < max(hits):
            return None
        stated = {frozenset(t for t in terms if mentions(about(s), t)) for s, h in zip(sources, hits) if h == max(hits)}
        if max(hits) and len(stated) > 1:
            return None  # "compare LongGen and Wuerstchen": each names one, so it is about both
    title = described(q, sources)
    if title is not None:
        return title.n  # "the dissertation on data-efficient GPU training": the one its title describes
    named = _name_hits([t for t in q.terms if not maker(t)], sources)
    if named[0] < max(named[1:]):
        return None
    tied = [s for s, h in zip(sources, named) if h == named[0]]
    return (_by_figures(q, tied) or _by_description(q, tied) or _by_data(q, tied) or sources[0]).n


# "in the study dissecting …", "according to the survey of …": the work asked about, described by its title's words
STUDY_RE = re.compile(r"\b(?:in|of|from|by|according\s+to)\s+the\s+(?:study|paper|survey|review|analysis|dissertation|"
                      r"thesis)\b", re.I)
TITLE_WORDS = 5  # words of the question a title must share to be the one it describes
TITLE_MARGIN = 3  # and how many more than any other shown title


WORK_KINDS = frozenset(content_words("survey review dissertation thesis tutorial"))


def described(q: Analysis, sources: list[Source]) -> Source | None:
    """The shown paper whose title the question describes in its own words ("the survey of ViT
    quantization and hardware acceleration"): its title shares TITLE_WORDS of the question's
    words, TITLE_MARGIN more than any other shown title, and no other shown paper states
    TITLE_MARGIN more of them in its title and abstract ("chunk-based … management" is in
    PatrickStar's title, while ProTrain's abstract says all the question describes). Another
    paper's sentence does not answer a question about it."""
    if len(sources) < 2:
        return None
    # a word for the kind of work ("according to the survey of …") says more of which title than a topic's word
    titles = [content_words(s.title) for s in sources]
    shared = [len(q.words & title) + len(q.words & title & WORK_KINDS) for title in titles]
    best = max(shared)
    at = shared.index(best)
    # (the one shown title of the kind of work the question says, "the Vision Transformer quantization survey", needs
    # no margin over a paper sharing the topic's words)
    # (or more of its words in its abstract: the others are not surveys)
    kinds = [bool(q.words & title & WORK_KINDS) for title in titles]
    kind_alone = kinds[at] and sum(kinds) == 1
    if best < TITLE_WORDS or sorted(shared)[-2] > best - TITLE_MARGIN and not kind_alone:
        return None
    stated = [len(q.words & content_words(about(s))) for s in sources]
    return None if max(stated) >= stated[at] + TITLE_MARGIN and not kind_alone else sources[at]


def alike(q: Analysis, sources: list[Source], paper: Source | None) -> list[Source]:
    """The shown papers that may answer in place of the one the question is about: those that
    state every name of the question that it states, its own name included ("vAttention" and
    "vLLM", not "vLLM" alone). Another paper's figure is another method's, not this one's."""
    if paper is None:
        return sources
    # (a benchmark it is set on too: "over the native STREAM benchmark")
    names = [t for t in (*q.terms, *q.datasets) if mentions(about(paper), t)]
    own = paper_name(paper.title)
    own = own if own and names_whole(q.text, own) else None  # as a word: "vAttention" is not "attention"
    # a paper the question names by its title's words ("neural characteristic function matching"): those stating them
    by_phrase = phrased_paper(q, sources) is paper
    phrased = _doer_phrases(q) & phrases(paper.title, PHRASE_WORDS) if by_phrase else set()
    paired = _doer_phrases(q, first=True, n=2) & phrases(paper.title, 2) if by_phrase and not phrased else set()
    # (and each word of the title the question says: "efficient architecture search by network transformation" is not
    # PC-DARTS's "Memory-Efficient Architecture Search")
    titled = q.words & content_words(paper.title) if phrased else frozenset()
    # of a question that names nothing, those stating about as many words of its description
    described = _description(q) if not q.terms else None
    doing = doing_words(q)  # (of a method named by what it does, those saying all it does)
    joined = joined_names(q, paper.title)
    mine = _stated(described, paper) if described is not None else 0
    return [s for s in sources if s is paper or all(mentions(about(s), t) for t in names if t != own)
            and (own is None or names_whole(about(s), own))
            and (described is None or mine - _stated(described, s) <= DESCRIPTION_MISSES)
            and (not phrased or phrased & phrases(about(s), PHRASE_WORDS) and titled <= content_words(about(s)))
            and (not paired or paired & phrases(about(s), 2)) and doing <= content_words(about(s))
            and all(names_whole(about(s), j) for j in joined)]


def joined_names(q: Analysis, title: str) -> list[str]:
    """Two names side by side in the question, as in the paper's title, are one: "fine-grained Pipelined
    Backpropagation", which another paper saying "pipelining" and "backpropagation" apart does not name."""
    return [f"{a} {b}" for a, b in zip(q.terms, q.terms[1:]) if f"{a} {b}" in q.text and names_whole(title, f"{a} {b}")]


DESCRIPTION_MISSES = 1  # fewer words of the question's description than the subject that another paper may state


def _description(q: Analysis) -> frozenset[str]:
    """The question's words less what it asks for. Of a question that names nothing, another shown
    paper that states more than DESCRIPTION_MISSES fewer of them than the paper it is about does not
    answer in its place: "the inference latency of transformer models with efficient model shapes than of
    models with unoptimized shapes" is not DeepSpeed's latency, which states neither shapes nor
    unoptimized ones. (The subject is only the paper ranked first: another that states as many
    words may be the one described.)"""
    asked = frozenset().union(*(p.focus for p in q.parts))
    return frozenset(content_words(q.text)) - asked - GENERIC_WORDS


def _stated(words: frozenset[str], source: Source) -> int:
    return len(words & content_words(about(source)))


CLOSING_WORDS = 3  # words of a title that say which paper a question closes on, where they give no name


def closing_paper(q: Analysis, sources: list[Source]) -> Source | None:
    """The one shown paper whose title holds every word of the paper the question closes on ("…, according to the
    Frontier partitioning paper?": "Scaling … on Frontier with Low-Bandwidth Partitioning"), one of them a name the
    question gives: whose claim is asked, whatever other paper's name the question says before ("efforts such as
    ZeRO++")."""
    closing = CLOSING_ACCORDING_RE.search(q.text)
    if not closing:
        return None
    words = content_words(closing.group(1)) - WORK_KINDS - PUBLICATION_STEMS
    # (or CLOSING_WORDS of a title without a name: "according to the fast 2-bit LLM paper")
    if not words or not any(mentions(closing.group(1), t) for t in q.terms) and len(words) < CLOSING_WORDS:
        return None
    holding = [s for s in sources if words <= content_words(s.title)]
    return holding[0] if len(holding) == 1 else None


def named_paper(q: Analysis, sources: list[Source]) -> Source | None:
    """The one shown paper the question names by its own name (cuRobo, Domino), if just one,
    written as that word ("Domino", "domino"; "GPTQ" in capitals) or misspelt ("InterEvo"), and stating every other
    method the question names: "How much do LongGen and WindowKV …" and "how many TFLOPS does
    Fuyou reach and how many does ZeRO-Infinity reach" are about two papers, while "Domino … on
    A100 GPUs" is Domino's, whether it states A100 or not."""
    # (not the baseline it compares with: "how much does EfficientViM improve … over SHViT" is EfficientViM's)
    # (not a paper named as an example of a kind: "strategies such as QLoRA" is not QLoRA's question)
    unexampled = EXAMPLES_RE.sub(" ", q.text)
    titled = [(s, name) for s in sources if (name := paper_name(s.title) or _title_as_name(s.title)) and
              (names_whole(unexampled, name) or any(misspells(t, name) for t in q.terms if mentions(unexampled, t)))
              and not derived(q.text, name) and not any(names_whole(b, name) for b in q.baselines)
              and not _in_others_title(q.text, name, [o for o in sources if o is not s])]
    if len(titled) != 1:
        return None
    paper, name = titled[0]
    # another method's name that it never states: a comparison of two papers. A method's name is an
    # exact name without digits (LongGen, not A100) or one another shown paper gives itself (Fuyou)
    own = {t for s in sources if s is not paper for t in introduced_names(s.abstract or s.text)}
    # Not a baseline it compares with that no shown paper is ("… faster than TensorRT-LLM" of a paper that
    # compares with vLLM): the paper still answers, or says it does not. A baseline that is another shown
    # paper's own name ("… over ZeRO-Infinity") makes it a comparison of two papers
    own |= {n for s in sources if s is not paper and (n := paper_name(s.title))}
    # (nor the model a figure is reached for: "what MFU does MoE Parallel Folding reach for DeepSeek-V3" asks it of
    # MoE Parallel Folding, whose abstract must state DeepSeek-V3)
    others = [t for t in q.terms if not mentions(name, t) and not reached_for(q, t) and
              (t in own or is_name(t) and not any(c.isdigit() for c in t) and
               not any(names_whole(b, t) for b in q.baselines))]
    return paper if all(mentions(about(paper), t) for t in others) else None


# a figure reached for a thing named after the verb: "… reach for DeepSeek-V3", "… achieve on Mixtral"
# (or caused on one: "what accuracy drop does binarization cause on ImageNet, according to BiBench" is BiBench's question)
REACHED_FOR = r"\b(?:reach|achieve|attain|obtain|deliver|get|cause|give|yield|incur|lose)(?:e?s)?\s+(?:for|on|with)\s+" \
    r"(?:the\s+)?"


REACHED_FOR_RE = re.compile(REACHED_FOR + MARK + r"(?![\w-])")


def reached_for(q: Analysis, term: str) -> bool:
    """The question asks a figure reached for `term`, which is then a setting, not a second paper compared."""
    return q.wants_number and bool(REACHED_FOR_RE.search(marked(q.asking, term)))


TITLE_NAME_WORDS = 4  # words at most of a title without a colon that is the paper's name, each capitalised


def _title_as_name(title: str) -> str | None:
    """A short title without a colon, each word capitalised ("Breadth-First Pipeline Parallelism"), is the paper's
    name, which a question writing it whole names."""
    words = title.split()
    return title if ":" not in title and 1 < len(words) <= TITLE_NAME_WORDS and \
        all(w[:1].isupper() for w in words) else None


def _in_others_title(question: str, name: str, others: list[Source]) -> bool:
    """The question writes the name inside a run of another shown paper's title words: "the robust agentic CUDA kernel
    framework" names "Towards Robust Agentic CUDA Kernel Benchmarking …", not the paper called CUDA."""
    stem = stem_of(name)
    asked = phrases(question, PHRASE_WORDS)
    return any(stem in run and run in asked for o in others for run in phrases(o.title, PHRASE_WORDS))


PHRASE_WORDS = 3  # consecutive words of a title that name its method: "parallel prompt decoding"
# words too common in titles to name a method when they make most of a run ("large language model training")
COMMON_TITLE_WORDS = frozenset(content_words(
    "large language model models llm llms neural network networks deep learning training inference efficient memory "
    "gpu gpus scale scaling high performance fast via based method system"))


# the first words of what a question asks about: "what speedup does parallel prompt decoding reach …"
DOER_RE = re.compile(r"\b(?:does|do|did|can|could|will|would|is|are|was|were)\s+(?:the\s+)?((?:[\w-]+\s+){2}[\w-]+)",
                     re.I)
# "what is the longest video … that the grid diffusion model generates": the doer of a relative clause, where the
# question has no auxiliary before one
RELATIVE_DOER_RE = re.compile(r"\b(?:that|which)\s+the\s+((?:[\w-]+\s+){2}[\w-]+)", re.I)


def phrased_paper(q: Analysis, sources: list[Source]) -> Source | None:
    """The one shown paper whose title has the PHRASE_WORDS words that open what the question
    asks about (after "does"), at least two of them not common in titles, which its abstract
    says too: the question names its method in the paper's own words ("what speedup does
    parallel prompt decoding reach on Llama-2-70B", where another shown paper states
    Llama-2-70B). A phrase elsewhere in the question may name a baseline ("compared with fully
    sharded data parallel training") or a part ("combining low-rank adapters with …"). Two words
    in capitals name a method as three do, when they do what is asked ("does Weight Standardization
    improve …")."""
    if len(sources) < 2:
        return None
    asked = _doer_phrases(q)
    found = [s for s in sources if asked & phrases(s.title, PHRASE_WORDS) & phrases(s.abstract or s.text, PHRASE_WORDS)]
    if not found:  # a title's phrase its abstract words otherwise ("Multi-column Deep Neural Networks …"), no other
        # paper's, when it opens what is asked about (not the object of "sharing key-value caches …")
        found = _titled_alone(sources, _doer_phrases(q, first=True), PHRASE_WORDS)
    if not found:  # a method named in capitals, two words long, that does what is asked ("does Weight Standardization
        # improve …"; not "… with Stable Diffusion", what it is done with)
        named = {p for run in CAPITALISED_DOER_RE.findall(q.text) for p in phrases(run, 2)}
        found = [s for s in sources if named & phrases(s.title, 2) & phrases(s.abstract or s.text, 2)]
    if not found:  # in lower case, two words uncommon in titles that open what is asked, which one shown paper's
        # title and abstract alone say ("is the tiled ensemble evaluated": "… Memory Efficient Tiled Ensemble")
        found = _titled_alone(sources, _doer_phrases(q, first=True, n=2), 2, stated=True)
    if not found:  # another shown paper's name written inside this one's title words ("the robust agentic CUDA kernel
        # framework", beside the paper called CUDA)
        found = [s for s in sources if any(_in_others_title(q.text, name, [s]) for o in sources
                                           if o is not s and (name := paper_name(o.title)))]
    if not found:  # the words before a title's colon, whole and as written ("the Return of the Encoder paper"), a
        # phrase, not a name (ZeRO-Infinity), which the question may name of another paper
        found = [s for s in sources if (head := title_head(s.title)) and len(head.split()) >= 2 and
                 not paper_name(s.title) and len(content_words(head)) >= 2 and
                 re.search(rf"(?<![\w-]){re.escape(head)}(?![\w-])", q.text)]
    if not found:  # "the Megatron-LM GPU clusters paper": the one shown title with every word the question calls it by,
        # a name among them (not "the 2:4 sparse pre-training paper", which more than one title may be)
        called = [words for m in CALLED_PAPER_RE.finditer(q.text) if len(words := content_words(m.group(1))) >= 2
                  and any(mentions(m.group(1), t) for t in q.terms)]
        found = [s for s in sources if any(words <= content_words(s.title) for words in called)]
    return found[0] if len(found) == 1 else None


# "the Megatron-LM GPU clusters paper", "the 2:4 sparsity pre-training paper": a paper called by its title's words
CALLED_PAPER_RE = re.compile(r"\bthe\s+((?:[\w.:+-]+\s+){1,5}?)(?:paper|work|study)\b", re.I)


def _titled_alone(sources: list[Source], runs: set, n: int, stated: bool = False) -> list[Source]:
    """The one shown paper whose title has one of the `n`-word `runs` (its abstract too, when `stated`),
    where no other shown paper says any of them; else none."""
    def titled(s: Source) -> set:
        said = runs & phrases(s.title, n)
        return said & phrases(s.abstract or s.text, n) if stated else said
    found = [s for s in sources if titled(s)]
    return found if len(found) == 1 and not any(runs & phrases(about(s), n) for s in sources if s is not found[0]) \
        else []


# "does Weight Standardization improve …": words in capitals, one after another, after the question's verb
CAPITALISED_DOER_RE = re.compile(r"\b(?:does|do|did|can|could|would|will|is|are|was|were)\s+(?:the\s+)?"
                                 r"((?-i:[A-Z][a-z][\w-]*(?:\s+[A-Z][a-z][\w-]*)+))", re.I)


def _doer_phrases(q: Analysis, first: bool = False, n: int = PHRASE_WORDS) -> set:
    """The `n`-word runs that open what the question asks about, at least two of their words not
    common in titles (`first`: the run its first words make; of two words, both)."""
    runs = {}
    for pattern in (DOER_RE, RELATIVE_DOER_RE):  # ("is the longest video" opens on no phrase of a doer)
        doer = pattern.search(q.text)
        runs = phrase_at(doer.group(1), n) if doer else {}
        if runs:
            break
    if first:
        runs = {p: at for p, at in runs.items() if 0 in at}
    return {p for p in runs if len(set(p) - COMMON_TITLE_WORDS) >= 2}


def _by_figures(q: Analysis, sources: list[Source]) -> Source | None:
    """Of papers the names cannot tell apart, the one paper that states the figures the question
    gives ("a 70-billion-parameter model") when the first does not: the question describes it."""
    given = {f for f in figures(q.text) if f[0].isdigit()}  # not the digits of a name (MI300X)
    if not given or len(sources) < 2:
        return None
    states = [given <= numbers(about(s)) for s in sources]
    if states[0] or states.count(True) != 1:
        return None
    stating = sources[states.index(True)]
    # (not over the first when it alone says what the question calls its paper: "the runtime dissection study" is the
    # first's, though another states the "175B" asked of)
    want = q.described - GENERIC_STEMS
    if want and want <= content_words(about(sources[0])) and not want <= content_words(about(stating)):
        return None
    return stating


def _by_data(q: Analysis, sources: list[Source]) -> Source | None:
    """Of papers the names cannot tell apart, the one paper that states the datasets the question is set on ("… achieve
    on MNIST") when the first does not, and says more of the question's other words: the question describes it ("the
    high-performance GPU implementation of convolutional networks"), not a paper on another setting."""
    if not q.datasets or len(sources) < 2 or all(mentions(about(sources[0]), d) for d in q.datasets):
        return None
    stating = [s for s in sources[1:] if all(mentions(about(s), d) for d in q.datasets)]
    if len(stating) != 1:
        return None
    # (more of the words that describe it: any paper with a figure for the dataset says "error rate")
    words = q.asked - frozenset().union(*(p.focus for p in q.parts)) - content_words(" ".join(q.datasets))
    shared = [shared_asked(words, content_words(about(s))) for s in (sources[0], stating[0])]
    return stating[0] if shared[1] > shared[0] else None


def _by_description(q: Analysis, sources: list[Source]) -> Source | None:
    """Of papers the names cannot tell apart, the one paper that states all the question's description of its paper
    ("…, according to the paper that integrates LoRA with structured layer pruning") when the first does not."""
    want = q.described - GENERIC_STEMS
    if not want or len(sources) < 2 or want <= content_words(about(sources[0])):
        return None
    stating = [s for s in sources[1:] if want <= content_words(about(s))]
    return stating[0] if len(stating) == 1 else None


def exact_names(q: Analysis) -> list[str]:
    return [t for t in q.terms if is_name(t)]


def _name_hits(terms: list[str], sources: list[Source]) -> list[int]:
    """For each source, how many of `terms` its title and abstract state."""
    return [sum(mentions(about(s), t) for t in terms) for s in sources]


def is_name(term: str) -> bool:
    """A name that pins a setting down (H100, CIFAR-100, Llama-3.2-8B, LongGen), not a word that
    is merely capitalised (a second sentence's first word, a plain proper noun)."""
    return any(c.isdigit() for c in term) or sum(c.isupper() for c in term) >= 2


# a sentence that points back to the setting of the one before: "Here, ERM on the clean training data achieves …"
HERE_RE = re.compile(r"^\s*(?:here|there|in\s+(?:this|that)\s+(?:setting|case|setup|scenario)|under\s+this\s+setting)\b",
                     re.I)


def here_of_another(sentence: str, source_text: str, terms: tuple[str, ...]) -> str | None:
    """Why a sentence that points back ("Here, ERM on the clean training data achieves 80.66%") gives its figure in
    another setting than asked: the question sets it on names (VGG-16, CIFAR-10) that neither it nor the sentence
    before names, and the sentence before names others ("training a ResNet-18 on ImageNet-100 …")."""
    if not HERE_RE.match(sentence):
        return None
    before = sentence_before(sentence, source_text)
    missing = [t for t in terms if is_name(t) and not mentions(sentence, t) and not mentions(before, t)]
    if not missing or not before:
        return None
    others = [n for n in subject_terms(before) if is_name(n) and not any(mentions(n, t) or mentions(t, n) for t in terms)]
    return f"gives its figure for {others[0]}, as the sentence before does, not for {missing[0]}" if others else None


# a capitalised name of up to four words ("Stable Video Diffusion"), and the gap that makes two of them items of one list
LIST_NAME_RE = re.compile(r"[A-Z][\w.+-]*(?:\s+[A-Z][\w.+-]*){0,3}")
LIST_GAP_RE = re.compile(r"\s*(?:,|,?\s*(?:and|or))\s*(?:the\s+)?", re.I)
JOINED_GAP_RE = re.compile(r"\b(?:and|or)\b", re.I)


def co_items(name: str, text: str) -> list[str]:
    """The names listed beside `name` in a sentence of the text ("such as AnimateDiff and Stable Video Diffusion"):
    things of its kind. A list joins its last item with "and" or "or" ("Built upon Phi-2, TinyGPT-V …" lists none)."""
    items = []
    for sentence in shown_sentences(text):
        runs, run = [], []
        for m in LIST_NAME_RE.finditer(sentence):
            gap = sentence[run[-1][0].end():m.start()] if run else ""
            if run and LIST_GAP_RE.fullmatch(gap):
                run.append((m, bool(JOINED_GAP_RE.search(gap))))
            else:
                runs.append(run)
                run = [(m, False)]
        runs.append(run)
        for listed in (r for r in runs if any(joined for _, joined in r)):
            names = [m.group() for m, _ in listed]
            if any(mentions(n, name) for n in names):
                items += [n for n in names if not mentions(n, name)]
    return items


def sibling_before(sentence: str, source_text: str, terms: tuple[str, ...]) -> str | None:
    """Why a sentence that names no setting ("requiring only 1.5k GPU hours of training") gives its figure for another
    thing than asked: the question sets it on a name (AnimateDiff) that neither it nor the sentence before names, and
    the sentence before names a thing the paper lists beside it ("we conduct extension training on the Stable Video
    Diffusion model", where "such as AnimateDiff and Stable Video Diffusion")."""
    before = sentence_before(sentence, source_text)
    if not before:
        return None
    for t in terms:
        if not is_name(t) or mentions(sentence, t) or mentions(before, t):
            continue
        other = next((y for y in co_items(t, source_text) if mentions(before, y) and
                      not any(mentions(y, u) or mentions(u, y) for u in terms)), None)
        if other:
            return f"gives its figure for {other}, as the sentence before does, not for {t}"
    return None


# "on MS COCO 2014-30k": a named set with the figures that say which of it
NAMED_FIGURES_RE = re.compile(r"(?<![\w'-])((?:[A-Z][\w-]*\s+){1,3})(\d[\w.-]*)")
FURTHER_RE = re.compile(r"\bfurther\b", re.I)


def other_named_set(sentence: str, source_text: str, question: str) -> str | None:
    """Why the sentence gives its figure on another named set than the question ("on MS COCO 2014-30k"): it names the
    same set with other figures ("achieving an FID of 23.3 on MS COCO 2017-5k"), or goes on from the sentence before,
    which does ("By utilizing an expanded network with 1.7B parameters, we further improve the FID to 22.4"), and
    neither states the figures asked."""
    before = sentence_before(sentence, source_text) if FURTHER_RE.search(sentence) else ""
    said = f"{before} {sentence}"
    for m in NAMED_FIGURES_RE.finditer(question):
        name, asked = m.group(1).strip(), numbers(m.group(2))
        if not asked or asked & numbers(said):
            continue
        other = re.search(rf"(?<![\w-]){re.escape(name)}\s+(\d[\w.-]*)", said)
        if other and not numbers(other.group(1)) & asked:
            return f"gives its figure on {name} {other.group(1).rstrip('.,')}, not on {m.group(0)}"
    return None


# a model's size the question sets its figure on: "InstaFlow's 1.7B-parameter network", "the 13B model" (not a name's
# digits: "GLM-130B")
SIZE_GIVEN_RE = re.compile(r"(?<![\w.-])(\d+(?:\.\d+)?)\s?([BMT])(?=-param|\s+param|\s+model|-model|\b)")


def size_elsewhere(sentence: str, source_text: str, q: Analysis) -> str | None:
    """Why the sentence's figures are not of the model size the question sets them on ("What FID does InstaFlow's
    1.7B-parameter network reach on MS COCO 2014-30k?"): it states no such size, while another sentence of the source
    states it with figures of the quantity asked ("By utilizing an expanded network with 1.7B parameters, we further
    improve the FID to 22.4"); the sentence's are the paper's other model's ("InstaFlow yields an FID of 13.1"). (Not
    a size that says which model the paper is of, with figures of another kind: "671B total parameters with 37B
    activated", asked its GPU hours.)"""
    given = numbers(q.text)
    for m in SIZE_GIVEN_RE.finditer(q.text) if q.quantities else ():
        size = re.compile(rf"(?<![\w.-]){re.escape(m.group(1))}\s?{m.group(2)}\b")
        if size.search(sentence):
            continue
        if any(size.search(s) and numbers(s) - given and shared_asked(q.quantities, content_words(s))
               for s in shown_sentences(source_text) if s != sentence):
            return f"the source gives the {m.group(0)} model's figures in a sentence of their own"
    return None


def setting_before(sentence: str, source_text: str, terms: tuple[str, ...], question: str = "") -> str | None:
    """Why the sentence gives its figure in the setting of the sentence before, not the one asked: pointing back
    (`here_of_another`), or after a sentence naming a thing listed beside the one asked (`sibling_before`), or on
    another named set than asked, its own or the one before's it goes further than (`other_named_set`)."""
    return here_of_another(sentence, source_text, terms) or sibling_before(sentence, source_text, terms) or \
        other_named_set(sentence, source_text, question)


def premise_need(q: Analysis) -> tuple[frozenset[str], int]:
    """The premise's own words (less the question's names), and how many of them a sentence shares to
    speak of it: half or more, and at least two."""
    words = frozenset(content_words(q.premise)) - frozenset(content_words(" ".join(q.terms)))
    return words, max(2, (len(words) + 1) // 2)


def part_question(q: Analysis, part: Part) -> Analysis:
    """The analysis narrowed to one part: its own asked words, whether it wants a figure or a name, its verb."""
    return Analysis(text=part.text, terms=q.terms, words=q.words, asked=part.asked or q.asked, numbers=q.numbers,
                    wants_number=part.wants_number, settings=q.settings, parts=(part,),
                    wants_name=bool(IDENTIFY_RE.match(part.text)),
                    action=part_action(part.text, q.terms) if len(q.parts) > 1 else "")


def supporting_span(sentence: str, source: Source) -> tuple[int, int] | None:
    """The shown sentence of the source's abstract that shares most words with `sentence`
    (at least two): what the citation card highlights."""
    abstract = source.abstract or source.text
    words = content_words(sentence)
    shown = source.spans or [(0, len(abstract))]
    best, best_span = 1, None
    for a, b in sentence_spans(abstract):
        if not any(a < end and b > start for start, end in shown):
            continue
        shared = len(words & content_words(abstract[a:b]))
        if shared > best:
            best, best_span = shared, (a, b)
    return best_span


def named_first(q: Analysis, titles: list[str], texts: list[str]) -> int | None:
    """Which shown paper to put first, if any: the one paper the question names by the name before
    its title's colon ("each Paris expert": "Paris: A Decentralized …") when it was ranked below
    papers that only share the question's common words, and the first states none of the names the
    question asks about (not a baseline the first paper compares with: "… faster than GPTQ"). The
    first paper's evidence gets the larger share of the prompt."""
    named = [i for i, t in enumerate(titles)
             if (name := paper_name(t)) and name in q.text and
             re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", q.text)
             and name not in q.baselines]
    first = f"{titles[0]} {texts[0]}" if titles and texts else ""
    # (nor when the first paper states a name the question asks about: "how much do LongGen and WindowKV reduce …")
    if len(named) != 1 or named[0] == 0 or not first or any(mentions(first, t) for t in q.terms):
        return None
    return named[0]


USING_VERB = r"(?!(?:is|was|has|does|goes)\b)[a-z]+(?:ing|es|s)"  # (not "which model does GLM-130B …")
# "the framework that combines LoRA …", the name written as MARK
KIND_USING_RE = re.compile(rf"\b(?:{GENERIC_KINDS})s?\s+(?:that\s+|which\s+)?{USING_VERB}\s+(?:the\s+)?{MARK}(?!\w)",
                           re.I)
# "which tracker adapts LoRA to visual tracking"
WHICH_USING_RE = re.compile(rf"\s*which\s+(?:[\w-]+\s+){{1,3}}?{USING_VERB}\s+(?:the\s+)?{MARK}(?!\w)", re.I)


def described_by_use(question: str, term: str) -> bool:
    """The question names a work by what it does with the thing ("the paper integrating LoRA with structured layer
    pruning", "the framework that combines LoRA …"): it asks of that work, not of the thing's own paper."""
    text = marked(question, term, ignore_case=True)
    return bool(KIND_USING_RE.search(text) or WHICH_USING_RE.match(text))


# "how much does integrating LoRA with structured layer pruning cut …": a method named by what it does, as the subject
# of a verb of change (not "existing", "growing": no doing)
DOING_SUBJECT_RE = re.compile(r"^\s*(?:[^?,]*,\s*)?(?:(?:by\s+)?how\s+(?:much|many|far)|what)\s+(?:[\w-]+\s+){0,2}?"
                              r"(?:does|do|did|can|could)\s+((?!(?:existing|emerging|leading|remaining|following|"
                              r"underlying|increasing|growing|prevailing)\b)[a-z]+ing\s+(?:[\w./+-]+\s+){1,8}?)"
                              r"(?:cut|reduce|improve|increase|save|lower|raise|boost|accelerate|speed\s+up|shorten|"
                              r"decrease)\b", re.I)


def doing_words(q: Analysis) -> frozenset[str]:
    """The words of a method the question names by what it does with a thing it names ("integrating LoRA with
    structured layer pruning"): a paper that does not say them all is another method's, though it names the thing."""
    found = DOING_SUBJECT_RE.match(q.text)
    if not found or not any(mentions(found.group(1), t) for t in q.terms):
        return frozenset()
    return frozenset(content_words(found.group(1))) - GENERIC_STEMS


def headed_by_term(q: Analysis, titles: list[str]) -> int | None:
    """Which retrieved paper to put first, if any: of a question naming one thing ("what does LoRA freeze?"), the
    paper whose title that name heads ("LoRA: Low-Rank Adaptation …"), though papers that only speak of it ranked
    higher ("Train Small, Infer Large: Memory-Efficient LoRA …")."""
    if q.is_list or len(q.terms) != 1 or described_by_use(q.text, q.terms[0]):
        return None
    headed = [i for i, t in enumerate(titles) if paper_name(t) == q.terms[0]]
    return headed[0] if len(headed) == 1 and headed[0] > 0 else None


def naming_all_terms(q: Analysis, shown: list[str], deeper: Callable[[], list[str]]) -> int | None:
    """Which retrieved paper to put first, if any: of a question naming several things ("how many Transformer layers
    does the framework that combines LoRA with structured layer pruning prune?"), the one paper past the shown ones
    whose text (title and abstract) names them all, where no shown paper does: a shown paper naming one of them only
    ("Vision Transformers") is about another thing. `shown`: the shown papers' texts; `deeper`: the rest's, in rank
    order, read only when needed. The index is among all of them."""
    terms = [t for t in q.terms if not maker(t)]
    names_all = lambda text: all(mentions(text, term) for term in terms)  # noqa: E731
    if q.is_list or len(terms) < 2 or any(names_all(t) for t in shown):
        return None
    naming = [len(shown) + i for i, t in enumerate(deeper()) if names_all(t)]
    return naming[0] if len(naming) == 1 else None


# how much of a thing the premise's change takes: "most of the KV cache" is of the KV cache
SHARE_OF = r"(?:(?:most|all|much|some|part|half)\s+of\s+)?(?:the\s+|its\s+|their\s+)?"
# "since LOGO needs a reference model": "a reference-free preference optimization strategy"
NEEDS = r"needs?|requires?|relies\s+on|depends\s+on|uses?|employs?"
# "since FlexGS must be fine-tuned again": a step the premise says is needed, by its verb
MUST_BE_RE = re.compile(r"\b(?:must|has\s+to|have\s+to|needs?\s+to)\s+be\s+([a-z][\w-]*ed)\b")
TRAINING_STEPS = frozenset({"tune", "finetun", "train", "retrain", "pretrain"})  # stems of the steps that train
# "since Mask Frozen-DETR fine-tunes the whole DETR detector": what the premise says is trained
TRAINS_RE = re.compile(rf"\b(?:fine-?tun\w*|re-?train\w*|train\w*|updat\w*)\s+{SHARE_OF}(?:whole\s+|entire\s+)?"
                       r"((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)")
# "since GS-ProCams … is limited to one fixed viewpoint": a restriction the paper may say it is free of ("view-agnostic")
LIMITED_RE = re.compile(r"\b(?:limited|restricted|constrained|tied|bound)\s+to\s+(?:one|a|an|the|a\s+single)\s+"
                        r"(?:(?:fixed|single|specific|particular|given)\s+)?([a-z][\w-]*)")
# "since ExpertFlow trains a large routing predictor": a thing the premise calls heavy
HEAVY_RE = re.compile(r"\b(?:large|heavy|heavyweight|bulky|costly)\s+((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)")
# "ProTrain does not change the training algorithm": a thing the sentence says is not done, with what it is done to
DOES_NOT_RE = re.compile(r"\b(?:does|do|did|will|can)\s+not\s+([a-z]+)\s+(?:the\s+|its\s+|their\s+|any\s+)?"
                         r"((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)")
# "since HSPI needs white-box access": "… of a (black-box) machine learning model"; a need and the kind of work
# done without it
OPPOSITE_NEEDS = (("white-box", "black-box"), ("labell?ed", "unlabell?ed"), ("paired", "unpaired"),
                  ("supervised", "(?:un|self-)supervised"))
TRADITION_RE = re.compile(r"\b(?:traditionally|conventionally|typically|usually|commonly|often)\b")
# "since QG-VTC simply drops every token it does not select": "… softly compressing others", kept in part
DISCARDS_RE = re.compile(r"\b(?:drops?|discards?|prunes?|removes?|throws?\s+away|evicts?)\b")
SOFTLY_RE = re.compile(r"\bsoft(?:ly)?[\s-]+(?:compress|merg|prun|evict|drop|discard)\w*")
# "since Quartet keeps its major computations in higher precision": "… all the major computations (in e.g. linear
# layers) being performed in low precision", the same thing at the opposite precision
HIGH_PRECISION_RE = re.compile(r"\b([a-z]{4,})\s+(?:\([^)]*\)\s+)?in\s+(?:higher|high|full)[\s-]+precision\b")
LOW_PRECISION = r"(?:\s+\([^)]*\))?(?:\s+[a-z]+){0,3}?\s+in\s+(?:low|lower|reduced)[\s-]+precision\b"
# "since Punica keeps a separate copy of the pre-trained model on the GPU for each LoRA model": "… to hold only a
# single copy of the underlying pre-trained model", one thing where the premise has one of each
SEPARATE_RE = re.compile(r"\b(?:separate|distinct|dedicated|its own|their own)\s+([a-z]{4,})\b[^,;]*?"
                         r"\b(?:for each|for every|per|of each)\b")
# "since MBQ treats language and vision tokens equally during calibration": "MBQ incorporates the different
# sensitivities across modalities during the calibration process", what the premise has alike, told apart
ALIKE_RE = re.compile(r"\b(?:equally|uniformly|alike|identically|the same way)\b")
TOLD_APART_RE = re.compile(r"\b(?:different|differing|distinct|varying)\s+(?:[\w-]+\s+){0,2}?(?:across|among|between|"
                           r"of)\s+(?:the\s+|different\s+)?[\w-]+")
# "since ConvNeXt-T has far more FLOPs than ResNet-50": "ConvNeXt-T has similar FLOPs with ResNet-50"
MORE_THAN_RE = re.compile(r"\b(?:more|fewer|less|higher|lower|larger|smaller)\s+([a-z][\w-]*)\s+than\s+([\w.-]*\w)")
ALIKE_THAN_RE = re.compile(r"\b(?:similar|comparable|the same)\s+([a-z][\w-]*)\s+(?:with|to|as)\s+([\w.-]*\w)")
NOT_RE = re.compile(r"\bnot\b|n't\b|\bnever\b")
PHRASE_ENDS = frozenset("together with and or to for in on of by while as at from per".split())
WITHOUT = r"\bwithout\s+(?:an?\s+|any\s+|the\s+|additional\s+|further\s+|extra\s+)*"


def negates(premise: str, sentence: str) -> bool:
    """The premise says a thing is needed or used ("since LOGO needs a reference model", "since
    FlexGS must be fine-tuned again") and the sentence that it is done free of it ("a
    reference-free preference optimization strategy", "without additional fine-tuning"); or that
    a part is trained ("fine-tunes the whole DETR detector") where the sentence has it frozen ("a
    frozen DETR-based object detector"); or that the work is limited to one of a thing ("to one
    fixed viewpoint") where the sentence says it is agnostic of it ("view-agnostic"); or that it does a thing
    ("changes the training algorithm") the sentence says it does not ("does not change the training algorithm"); or
    that a thing is large ("a large routing predictor") where the sentence has it lightweight; or that it needs a
    kind of access or data ("white-box access") the sentence says it works without ("a (black-box) model"); or names
    a thing ("searches on proxy tasks") that the sentence has it free of ("ProxylessNAS", "proxy-free"), or says it
    does a thing ("compresses Mixtral-8x7B") the sentence has undone ("the uncompressed Mixtral-8x7B model"); or
    says it does what the sentence sets the paper's way against ("making the architecture more complex": "rather than
    increasing model complexity"), or drops what the sentence has it keep in part ("softly compressing others"), or
    keeps a thing in higher precision the sentence has in low precision, or keeps a separate one of a thing for
    each where the sentence has a single one, or treats things alike the sentence tells apart, or has more of a
    thing than another where the sentence has them similar, or takes a training step where the sentence has it free of
    it ("trains every candidate during its search": "a training-free search process"), or has a fixed count of a thing
    where the sentence has it vary ("the same number of FFN experts": "a dynamic number of FFNs"), or has one side beat
    another where the sentence has the other beat it ("shallow nets outperform deep ones": "Deep nets … perform better
    than more shallow ones")."""
    said, claim = normalise(sentence), normalise(premise)
    if _other_maker(premise, sentence):
        return True
    # (or the head of a short phrase: "relies on dense human-written captions": "without captions")
    for m in re.finditer(rf"\b(?:{NEEDS})\s+(?:an?\s+|the\s+)?(?:[a-z][\w-]*\s+){{0,2}}?([a-z][\w]*)\b(?=\s*(?:$|[,.;]|"
                         rf"\b(?:to|for|in|on|of|with|and|or|that|which|from|at|by)\b))", claim):
        thing = re.escape(m.group(1))
        if len(m.group(1)) >= 5 and re.search(rf"{WITHOUT}(?:[\w-]+\s+){{0,2}}?{thing}\b", said):
            return True
    for m in re.finditer(rf"\b(?:{NEEDS})\s+(?:an?\s+|the\s+)?([a-z][\w]*)", claim):
        # (done again, "requires retraining", is free of it: "a training-free approach")
        thing = re.escape(m.group(1)) if not re.fullmatch(r"re[a-z]{5,}", m.group(1)) else \
            f"(?:re-?)?{re.escape(m.group(1)[2:])}"
        # ("without requiring model code refactoring" for "requires refactoring the model's code")
        if re.search(rf"\b{thing}-free\b|{WITHOUT}(?:(?:requiring|needing|using)\s+(?:[\w-]+\s+){{0,3}}?)?{thing}\b",
                     said):
            return True
    for m in MUST_BE_RE.finditer(claim):  # "fine-tuned": "without additional fine-tuning", "training-free"
        step = stem_of(m.group(1))
        if step and re.search(rf"\b{re.escape(step)}\w*-free\b", said):
            return True
        # (a training step of any kind, "must be fine-tuned", is one a "training-free" work is free of)
        if step in TRAINING_STEPS and re.search(r"\btraining-free\b", said):
            return True
        # (done again, "retrained", is free of the step: "without training")
        if step and any(step in (done, "re" + done)
                        for done in (stem_of(w.group(1)) for w in re.finditer(rf"{WITHOUT}([a-z][\w-]*)", said))):
            return True
    for m in TRAINS_RE.finditer(claim):  # the thing's head noun, frozen: "frozen DETR-based object detector"
        head = _head_noun(m.group(1))
        if head and re.search(rf"\bfrozen\s+(?:(?!(?:and|or|the)\b)[\w-]+\s+){{0,2}}?{re.escape(head)}\b", said):
            return True
    if not NOT_RE.search(claim):  # "changes the training algorithm": "does not change the training algorithm"
        for m in DOES_NOT_RE.finditer(said):
            verb, thing = stem_of(m.group(1)), frozenset(content_words(m.group(2)))
            if verb and thing and thing <= frozenset(content_words(claim)) and \
                    any(stem_of(w) == verb for w in re.findall(r"[a-z]+", claim)):
                return True
    for m in HEAVY_RE.finditer(claim):  # "a large routing predictor": "a lightweight predictor"
        head = _head_noun(m.group(1))
        if head and re.search(rf"\b(?:lightweight|light-weight|tiny|small)\s+(?:[\w-]+\s+){{0,2}}?{re.escape(head)}\b", said):
            return True
    for needed, free in OPPOSITE_NEEDS:  # (the sentence not saying the need too: "in a white-box setting")
        if re.search(rf"\b(?:{NEEDS})\s+(?:[\w-]+\s+){{0,2}}?{needed}\b", claim) and \
                re.search(rf"(?<![\w-]){free}\b", said) and not re.search(rf"(?<![\w-]){needed}\b", said):
            return True
    words = set(re.findall(r"\b([a-z]{4,})\b", claim)) - STOPWORDS
    # "since Fiddler compresses Mixtral-8x7B": "can run the uncompressed Mixtral-8x7B model"; "targets
    # latency-sensitive tasks": "latency-insensitive tasks"
    for word in (w for w in words if len(w) >= 5):
        done = stem_of(word)
        if len(done) >= 5 and re.search(rf"\bun-?{re.escape(done)}", said) and \
                not re.search(rf"\bun-?{re.escape(done)}", claim):
            return True
        if re.fullmatch(r"[a-z]+(?:ive|ible|able|ent|ant|ate)", word) and \
                re.search(rf"\b(?:in|im|non-?){word}\b", said) and not re.search(rf"\b(?:in|im|non-?){word}\b", claim):
            return True
    # "since ProxylessNAS searches on proxy tasks": "we present ProxylessNAS that …", named free of them
    for word in (() if NOT_RE.search(claim) or "without" in claim else words):
        if re.search(rf"\b{word}(?:-?less|-free)", said) and not re.search(rf"\b{word}(?:-?less|-free)\b", claim):
            return True
    # "since Dyna-DM gets its results by making the architecture more complex": "… rather than increasing model
    # complexity", the thing the paper sets its own way against (not what is done by tradition: "Rather than storing
    # activations for backpropagation, they are traditionally recomputed"; and of the premise's own, not what it
    # compares with: "more parameters than point cloud methods")
    if not CONTRASTED_RE.search(claim) and not TRADITION_RE.search(said):
        claimed = content_words(re.sub(r"\bthan\s+[\w\s-]+", " ", claim))
        for m in CONTRASTED_RE.finditer(said):
            head = content_words(m.group(1).split()[-1]) - GENERIC_STEMS
            if any(len(w) >= 5 for w in head) and head <= claimed:
                return True
    if DISCARDS_RE.search(claim) and SOFTLY_RE.search(said) and not SOFTLY_RE.search(claim):
        return True
    if any(opposed(claim, said, premise) for opposed in OPPOSED_DEGREES):
        return True
    for m in LIMITED_RE.finditer(claim):  # "viewpoint": "view-agnostic", "viewpoint-independent"
        thing = m.group(1)
        if any(len(a) >= 4 and thing.startswith(a) for a in re.findall(r"\b([a-z]+)-(?:agnostic|independent|free)\b",
                                                                       said)):
            return True
    return False


def _similar_not_more(claim: str, said: str, premise: str) -> bool:
    """"more FLOPs than ResNet-50": "similar FLOPs with ResNet-50"."""
    return any(stem_of(a.group(1)) == stem_of(m.group(1)) and a.group(2) == m.group(2)
               for m in MORE_THAN_RE.finditer(claim) for a in ALIKE_THAN_RE.finditer(said))


def _single_not_separate(claim: str, said: str, premise: str) -> bool:
    """"a separate copy … for each LoRA model": "a single copy", "one shared copy"."""
    singles = {stem_of(w) for pair in re.findall(r"\b(?:single|one|shared)\s+([a-z]+)(?:\s+([a-z]+))?", said)
               for w in pair if w}
    return any(stem_of(m.group(1)) in singles for m in SEPARATE_RE.finditer(claim))


def _apart_not_alike(claim: str, said: str, premise: str) -> bool:
    """"treats language and vision tokens equally during calibration": "the different sensitivities across
    modalities during the calibration process", sharing a word of the premise past its names."""
    return bool(ALIKE_RE.search(claim)) and not ALIKE_RE.search(said) and bool(TOLD_APART_RE.search(said)) and \
        bool(content_words(claim) & content_words(said) - capitalised_words(premise))


def _low_not_high_precision(claim: str, said: str, premise: str) -> bool:
    """"its major computations in higher precision": "the major computations … being performed in low precision"."""
    return any(re.search(rf"\b{re.escape(thing)}\w*{LOW_PRECISION}", said)
               for thing in (stem_of(m.group(1)) for m in HIGH_PRECISION_RE.finditer(claim)) if thing)


# "trains every candidate", "fine-tunes the whole model": a training step the premise says the work takes
STEP_DONE_RE = re.compile(r"\b((?:re-?)?train|fine-?tun)\w*\b")


def _free_of_step(claim: str, said: str, premise: str) -> bool:
    """"trains every candidate architecture during its search": "a training-free search process", free of the step
    where the premise takes it (a word after the step's "-free" is the premise's, past the step)."""
    for m in STEP_DONE_RE.finditer(claim):
        rest = frozenset(content_words(claim[m.end():]))
        if any(frozenset(content_words(f.group(1))) & rest
               for f in re.finditer(rf"\b{re.escape(m.group(1))}\w*-free\s+((?:[\w-]+\s+){{0,2}}[\w-]+)", said)):
            return True
    return False


# "the same number of FFN experts" for every token: "a dynamic number of FFNs"
FIXED_COUNT_RE = re.compile(r"\b(?:the\s+same|a\s+fixed|a\s+constant|an\s+equal|a\s+uniform)\s+(?:number|amount|count)\s+"
                            r"of\s+([a-z][\w-]*)")
VARIED_COUNT_RE = re.compile(r"\b(?:dynamic|variable|varying|adaptive|different)\s+(?:number|amount|count)s?\s+of\s+"
                             r"([a-z][\w-]*)")


def _varied_not_fixed(claim: str, said: str, premise: str) -> bool:
    """"the same number of FFN experts": "a dynamic number of FFNs", of the same thing."""
    one = lambda word: stem_of(word.removesuffix("s"))  # noqa: E731  ("FFNs": an acronym's plural)
    varied = {one(m.group(1)) for m in VARIED_COUNT_RE.finditer(said)}
    return any(one(m.group(1)) in varied for m in FIXED_COUNT_RE.finditer(claim))


# "gives up a little precision", "sacrifices accuracy": a thing the premise says the work loses
LOST_RE = re.compile(r"\b(?:gives?\s+up|giving\s+up|sacrific\w*|los(?:es|ing|t)|trad(?:es|ing)\s+off|"
                     r"at\s+the\s+(?:cost|expense)\s+of)\s+(?:(?:a|some|little|bit|of|much|its|their|the)\s+|[\w-]+'s\s+)*"
                     r"([a-z][\w-]*)")
LOSS_WORDS = r"(?:loss|degradation|drop|sacrific\w*|los(?:s|ing)|compromis\w*|hurt\w*|degrad\w*)"


def _kept_not_lost(claim: str, said: str, premise: str) -> bool:
    """"gives up a little precision": "without any loss of precision", "without sacrificing accuracy", "no accuracy
    loss", the same thing kept."""
    kept = {stem_of(m.group(1) or m.group(2)) for m in re.finditer(
        rf"{WITHOUT}(?:{LOSS_WORDS}\s+(?:(?:of|in|to)\s+)?(?:the\s+|any\s+)?)?([a-z][\w-]*)|"
        rf"\b(?:no|zero|without|without\s+any)\s+([a-z][\w-]*)\s+{LOSS_WORDS}", said)}
    # ("doesn't compromise the model's innate generalization capabilities": each word of what is not lost)
    kept |= {w for m in NOT_LOST_RE.finditer(said) for w in content_words(m.group(1))}
    return any(len(thing) >= 4 and thing in kept for thing in (stem_of(m.group(1)) for m in LOST_RE.finditer(claim)))


NOT_LOST_RE = re.compile(r"(?:n't|\bnot|\bnever)\s+(?:[a-z]+\s+)?(?:compromis\w*|sacrific\w*|hurt\w*|degrad\w*|harm\w*)\s+"
                         r"((?:[\w'-]+\s+){0,4}[\w'-]+)")


# "keeps its diffusion prior fixed": a thing the premise says is never changed
FIXED_THING_RE = re.compile(r"\bkeeps?\s+(?:its\s+|the\s+|their\s+)?((?:[\w-]+\s+){0,2}?[\w-]+)\s+"
                            r"(?:fixed|frozen|unchanged|static)\b")


def _changed_not_fixed(claim: str, said: str, premise: str) -> bool:
    """"keeps its diffusion prior fixed": "an alternating optimization of the diffusion prior and …", the thing
    optimised, trained or updated."""
    return any(re.search(rf"\b(?:optimi[sz]\w*|train(?:s|ed|ing)?|updat\w*|fine-?tun\w*)\s+(?:of\s+)?(?:the\s+|its\s+)?"
                         rf"(?:[\w-]+\s+){{0,2}}?{re.escape(head)}\b", said)
               for head in (_head_noun(m.group(1)) for m in FIXED_THING_RE.finditer(claim)) if len(head) >= 4)


# families of network architecture, one of which a part is built of
ARCHITECTURES = {"convolution": r"convolution(?:al)?|cnns?|conv", "mlp": r"mlps?|multi-layer\s+perceptrons?|perceptrons?",
                 "transformer": r"transformers?|self-attention|attention", "recurrent": r"recurrent|rnns?|lstms?"}


def _other_architecture(claim: str, said: str, premise: str) -> bool:
    """"keeps a convolutional head": "an anchor-free head solely based on MLP", the same part of another family."""
    for family, pattern in ARCHITECTURES.items():
        for m in re.finditer(rf"\b(?:{pattern})(?:-based)?\s+([a-z]+)\b", claim):
            part = re.escape(m.group(1).removesuffix("s"))
            others = "|".join(p for f, p in ARCHITECTURES.items() if f != family)
            if re.search(rf"\b{part}s?\s+(?:(?:solely|entirely|purely|only|fully)\s+)?(?:based\s+on|built\s+(?:on|from))\s+"
                         rf"(?:an?\s+|the\s+)?(?:{others})\b|\b(?:{others})(?:-based|-only)\s+(?:[\w-]+\s+)?{part}s?\b", said) \
                    and not re.search(rf"\b(?:{pattern})\b", said):
                return True
    return False


# "since M+ drops MemoryLLM's retriever": the thing dropped, its head noun ("retriever")
DROPPED_RE = re.compile(r"\b(?:drops?|discards?|removes?|eliminates?|omits?|throws?\s+away|does\s+away\s+with|"
                        r"gets?\s+rid\s+of)\s+(?:the\s+|its\s+|their\s+|an?\s+|[\w+.-]+'s\s+)?((?:[a-z][\w-]*\s+){0,3})"
                        r"([a-z][\w-]*)\b")


def _kept_not_dropped(claim: str, said: str, premise: str) -> bool:
    """"drops MemoryLLM's retriever": "integrates a long-term memory mechanism with a co-trained retriever", the
    thing dropped kept (with it, or brought in), not done without."""
    for m in DROPPED_RE.finditer(claim):
        head = re.escape(m.group(2))
        if re.search(rf"\b(?:with|integrat\w*|incorporat\w*|adds?|added|adding|equipp\w*|introduc\w*|keeps?|retains?)\s+"
                     rf"(?:(?!without\b)[\w-]+\s+){{0,6}}?{head}s?\b", said) and \
                not re.search(rf"\b(?:without|no|drops?|removes?|discards?)\s+(?:[\w-]+\s+){{0,3}}?{head}s?\b", said):
            return True
    return False


# a kind of a thing and its opposite: "dense all-to-all communication" against "sparse all-to-all communication"
OPPOSITE_KINDS = (("dense", "sparse"), ("static", "dynamic"), ("synchronous", "asynchronous"),
                  ("centralized", "decentralized"), ("lossy", "lossless"), ("offline", "online"))


def _opposite_kind(claim: str, said: str, premise: str) -> bool:
    """"with dense all-to-all communication": "employs sparse all-to-all communication", the same thing (the one to
    three words after the kind's word) of the opposite kind, and not of the premise's too."""
    for one, other in OPPOSITE_KINDS:
        for mine, theirs in ((one, other), (other, one)):
            for m in re.finditer(rf"\b{mine}\s+((?:[\w-]+\s+){{0,2}}[\w-]+)", claim):
                thing = re.escape(m.group(1))
                if re.search(rf"\b{theirs}\s+{thing}\b", said) and not re.search(rf"\b{mine}\s+{thing}\b", said):
                    return True
    return False


def _opposite_manner(claim: str, said: str, premise: str) -> bool:
    """"prunes value cache channels dynamically at run time": "prunes … cache channels by leveraging static channel
    sparsity", done in the opposite manner (the adverb of one kind's word) to a thing the claim names (one of the one to
    three words after the other kind's word), and not in the claim's manner too."""
    claimed = content_words(claim) - GENERIC_STEMS
    for one, other in OPPOSITE_KINDS:
        for mine, theirs in ((one, other), (other, one)):
            if not re.search(rf"\b{mine}(?:al)?ly\b", claim) or re.search(rf"\b{mine}", said):
                continue
            for m in re.finditer(rf"\b{theirs}\s+((?:[\w-]+\s+){{0,2}}[\w-]+)", said):
                if content_words(m.group(1)) & claimed:
                    return True
    return False


# "existing implementations in SciPy and mpmath fail to fit successfully": what the premise has them do ("since SciPy and
# mpmath fit vMF distributions … without trouble"), by those it names
FAIL_TO_RE = re.compile(r"((?:[\w-]+\s+){1,5}?)fail(?:s|ed)?\s+to\s+([a-z]+)")


def _failed_not_done(claim: str, said: str, premise: str) -> bool:
    """"since SciPy and mpmath fit vMF distributions … without trouble": "… in SciPy and mpmath fail to fit
    successfully", the same verb failed by a doer whose words the claim names."""
    if NOT_RE.search(claim) or re.search(r"\bfail", claim):
        return False
    claimed = content_words(claim) - GENERIC_STEMS
    verbs = {stem_of(w) for w in re.findall(r"[a-z]+", claim)}
    for m in FAIL_TO_RE.finditer(said):
        doers = {w for w in content_words(m.group(1)) - GENERIC_STEMS if len(w) >= 4}
        if stem_of(m.group(2)) in verbs and doers & claimed:
            return True
    return False


# "shallow nets outperform deep ones", "data volume matters more than data diversity": one side said to beat the other
BEATS = r"(?:outperforms?|beats?|outweighs?|(?:perform|work|matter)s?\s+(?:better|more)\s+than|" \
    r"(?:is|are)\s+more\s+important\s+than)"
BEATS_RE = re.compile(rf"((?:[a-z][\w-]*\s+){{1,6}}?)(?:[a-z]+ly\s+)?{BEATS}\s+(?:the\s+|more\s+|much\s+)?"
                      r"((?:[a-z][\w-]*\s*){1,2})")


def _beaten_not_beating(claim: str, said: str, premise: str) -> bool:
    """"shallow nets outperform deep ones": "Deep nets … perform better than more shallow ones"; "data volume matters
    more than data diversity": "data diversity significantly outweighs data volume": the same two sides, what sets
    each apart, the other way round."""
    for c in BEATS_RE.finditer(claim):
        # (the two words before the verb name the claim's side: "… that data volume")
        before, after = content_words(" ".join(c.group(1).split()[-2:])), content_words(c.group(2))
        mine, theirs = before - after, after - before
        for m in BEATS_RE.finditer(said):
            first, second = content_words(m.group(1)), content_words(m.group(2))
            if any(w in second and w not in first for w in mine) and any(w in first and w not in second for w in theirs):
                return True
    return False


# "attends only to recent tokens": "direct access to all tokens", the same things
ONLY_SOME_RE = re.compile(r"\bonly\s+(?:to\s+|on\s+|the\s+)*(?:[a-z][\w-]*\s+){0,2}?([a-z][\w-]*s)\b")


def _all_not_only(claim: str, said: str, premise: str) -> bool:
    """"lets the model attend only to recent tokens": "It is essential for the model to have direct access to all
    tokens", the premise's few of a thing where the sentence has them all."""
    return any(re.search(rf"\ball\s+(?:the\s+|of\s+the\s+)?{re.escape(m.group(1))}\b", said) and
               not re.search(rf"\bonly\b[^.;]*\b{re.escape(m.group(1))}\b", said)
               for m in ONLY_SOME_RE.finditer(claim))


# "re-evaluates every model on each new sample": "reuses previously evaluated models", the step done once
REDONE_RE = re.compile(r"\bre-?(evaluat|comput|train|run|process|encod|profil|measur|test)\w*\s+(?:(?:every|each|all|"
                       r"the|its)\s+)*([a-z][\w-]*)")


def _reused_not_redone(claim: str, said: str, premise: str) -> bool:
    """"re-evaluates every model": "reuses previously evaluated models", of the same thing."""
    return any(re.search(rf"\breus\w*\s+(?:the\s+)?(?:previously|already|earlier|past)\s+{m.group(1)}\w*\s+"
                         rf"{re.escape(stem_of(m.group(2)))}", said) for m in REDONE_RE.finditer(claim))


# a degree, count or step the premise claims, the sentence its opposite (`negates`)
OPPOSED_DEGREES = (_similar_not_more, _single_not_separate, _apart_not_alike, _low_not_high_precision, _free_of_step,
                   _varied_not_fixed, _kept_not_lost, _changed_not_fixed, _other_architecture, _kept_not_dropped,
                   _opposite_kind, _opposite_manner, _beaten_not_beating, _all_not_only, _reused_not_redone,
                   _failed_not_done)


def premise_negated(q: Analysis, sentence: str, contrary: tuple = ()) -> bool:
    """The sentence says the paper's own work does without what the question's premise claims (`negates`, or one of
    the `contrary` patterns: "based on Qwen v2.5" for "trained from scratch"), not what other work does."""
    return bool(q.premise) and (any(c.search(sentence) for c in contrary) or negates(q.premise, sentence)) and \
        not of_others(sentence, q)


PREMISE_OPENERS = frozenset("since given because as now".split())


def _other_maker(premise: str, sentence: str) -> bool:
    """The premise says a named thing's hardware is one maker's, by that maker's name ("since Frontier is built with
    NVIDIA GPUs"), where the sentence naming the thing says another's and none of that one's ("Frontier, equipped with
    AMD GPUs")."""
    own = [k for k in MAKERS if re.search(rf"\b{k}\b", premise, re.I)]
    if len(own) != 1:
        return False
    names = [w for w in re.findall(r"\b[A-Z][\w-]*", premise)
             if w.lower() not in PREMISE_OPENERS and not maker(w) and not any(made_by(w, k) for k in MAKERS)
             and not re.fullmatch(r"[A-Z]PUs?", w)]  # (a kind of chip, "GPUs", or any maker's, "Gaudi's", names no thing)
    return any(mentions(sentence, n) for n in names) and not made_by(sentence, own[0]) and \
        any(made_by(sentence, k) for k in MAKERS if k != own[0])


def _head_noun(run: str) -> str:
    """The last word of a run of words before one that ends its phrase ("routing predictor" of "routing predictor at
    prohibitive …"), or ""."""
    words = list(itertools.takewhile(lambda w: w not in PHRASE_ENDS, run.split()))
    return words[-1] if words else ""
