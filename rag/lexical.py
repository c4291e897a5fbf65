"""Words and names in a text, as the answer stage compares them: stemmed content words, the
names a text is about, and whether a text mentions a name (allowing a small misspelling)."""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from functools import lru_cache
from typing import TYPE_CHECKING

from common.text import FUZZY_CUTOFF, MIN_NAME_FUZZY_LENGTH, stemmer
from rag.textnorm import MARK, in_text, marked, normalise, occurrences

if TYPE_CHECKING:  # only a type here: the analysis is built on these words
    from rag.analysis import Analysis

WORD_RE = re.compile(r"[a-z0-9]+(?:[.+][a-z0-9]+)*")
# ("MPI_Recv": a function's name, one token)
TOKEN_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9+\-._]*[A-Za-z0-9+]|[A-Za-z0-9]")
DIGITS_RE = re.compile(r"\d+")
PLURAL_ACRONYM_RE = re.compile(r"^[A-Z]{2,}s$")
QUANTITY_RE = re.compile(r"^\d+(?:\.\d+)?[A-Za-z]{1,2}(?:-[a-z]+)*$")
# one all-caps word with a release number after it: "GAAMA 2.0" (not a figure: "PSNR 26.15", "CIFAR10 2.57%";
# a metric's own name is set aside where it is used); `VERSIONED_RE` takes two or more such words
RELEASE_RE = re.compile(r"(?<![\w-])([A-Z]{3,})\s+v?\d\.\d(?![\d%])")
# written in mixed case, yet a metric or a unit, not a name
METRIC_NAMES = frozenset("mAP mIoU mAcc mAR mAUC pAUC kWh mWh mAh dB kHz kB kW mW".split())
PLAIN_ACRONYMS = frozenset("GPU GPUs CPU TPU NPU LLM AI ML DNN CNN RNN NLP KV IO RL SSD API HPC".split())
STOPWORDS = frozenset(
    "a an and are as at be been but by can could did do does for from had has have how in into is it its "
    "of on or our over than that the their then there these this those to up was we were what when where "
    "which while who whose why besides will with would up about also only such using used use according".split()
)


@lru_cache(maxsize=1)
def _stemmer():
    return stemmer()


# Irregular verb forms the stemmer leaves apart: "how does it choose" and "the layers … are chosen"
IRREGULAR = {form: verb for verb, forms in (
    ("choose", "chose chosen"), ("freeze", "froze frozen"), ("take", "took taken"), ("give", "gave given"),
    ("write", "wrote written"), ("grow", "grew grown"), ("draw", "drew drawn"), ("hide", "hid hidden"),
    ("break", "broke broken"), ("rise", "rose risen"), ("fall", "fell fallen"), ("drive", "drove driven"),
    ("teach", "taught"), ("bring", "brought"), ("think", "thought"), ("keep", "kept"), ("hold", "held"),
    ("build", "built"), ("spend", "spent"), ("send", "sent"), ("lose", "lost"), ("feed", "fed"),
    ("begin", "began begun"), ("speak", "spoke spoken"), ("know", "knew known"), ("show", "shown"), ("free", "freed"),
) for form in forms.split()}


# an acronym's plural, which the stemmer keeps whole for want of a vowel: "LLMs", "MLLMs", "CNNs" (not a rate per
# second, whose "s" is no plural: "FPS" is no FP, "TPS" no TP)
VOWELLESS_PLURAL_RE = re.compile(r"^[b-df-hj-np-tv-xz]{2,}s$")
RATES = frozenset("fps tps qps rps sps bps kbps mbps gbps".split())


def _stems(words: list[str]) -> list[str]:
    return _stemmer().stemWords([IRREGULAR.get(w, w[:-1] if VOWELLESS_PLURAL_RE.match(w) and w not in RATES else w)
                                 for w in words])


def content_words(text: str) -> set[str]:
    words = [w for w in WORD_RE.findall(normalise(text)) if w not in STOPWORDS and len(w) > 1]
    return set(_stems(words))


def capitalised_words(text: str) -> set[str]:
    """The content words of the text's tokens that carry a capital: its names, loosely ("APTP", "MBQ"), which a
    count of plain words leaves out."""
    return content_words(" ".join(re.findall(r"\S*[A-Z]\S*", text)))


def stem_of(text: str) -> str:
    """The stem of the text's last content word ("day" of "GPU-days", the head of a compound), or
    "". Not the first of `content_words`: a set's order changes from one process to the next."""
    words = [w for w in WORD_RE.findall(normalise(text)) if w not in STOPWORDS and len(w) > 1]
    return _stems(words[-1:])[0] if words else ""


def whole_phrase(text: str) -> tuple[str, ...]:
    """All of the text's words as one stemmed phrase ("production system"), or () when it has
    fewer than two or a stopword is among them."""
    n = len(WORD_RE.findall(normalise(text)))
    return next(iter(phrases(text, n)), ()) if n >= 2 else ()  # (one phrase at most: all n words)


@lru_cache(maxsize=4096)  # a shown clause is read for every sentence checked and every question's phrase
def phrases(text: str, n: int) -> frozenset[tuple[str, ...]]:
    """The runs of `n` consecutive words of the text, stemmed, with no stopword among them."""
    return frozenset(phrase_at(text, n))


@lru_cache(maxsize=4096)
def phrase_at(text: str, n: int) -> dict[tuple[str, ...], list[int]]:
    """`phrases`, each with the word positions where it starts."""
    words = WORD_RE.findall(normalise(text))
    stems = _stems(words)
    found: dict[tuple[str, ...], list[int]] = {}
    for i in range(len(words) - n + 1):
        if not any(w in STOPWORDS for w in words[i:i + n]):
            found.setdefault(tuple(stems[i:i + n]), []).append(i)
    return found


# Words a question may use for what an abstract says another way ("quicker" for "speedup").
SYNONYMS = [
    "fast faster quick quicker speed speedup speeds accelerate acceleration accelerates",
    "gpu gpus card cards graphics accelerator accelerators",
    "cpu cpus host processor processors",  # "the host processor" is the abstracts' "CPU"
    "memory ram vram footprint",
    "parameter parameters weight weights",
    "cost costs price budget cheap cheaper expense",
    "kind kinds type types sort sorts category categories",
    "reduce reduces reduction cut cuts lower lowers shrink shrinks save saves saving savings less smaller",
    "accuracy accurate correct",
    "success successful succeed succeeds succeeded",  # "how often does it succeed": a success rate
    "train training trained learn learning fit",
    "picture pictures image images photo photos visual vision",  # "image tokens" are the abstracts' "vision tokens"
    "view views frame frames picture pictures",  # "several pictures of one object": its "multiple frames" or views
    "change changes changed modify modifies modified modification modifications alter alters",
    "video videos clip clips",
    "energy power electricity",
    "hybrid mixed",
    "overhead overheads slow slows slowing slowdown",
    "throughput tokens/s",
    "evaluate evaluates evaluated evaluation evaluations experiment experiments tested",
    "check checks checked checking checker checkers verify verifies verified verification verifier verifiers",
    "long hour hours day days minute minutes second seconds week weeks time",
    "epoch epochs pass passes",
    "match matches par comparable",
    "basis based",  # "on what basis does it select …": what it selects "based on"
    "beat beats outperform outperforms surpass surpasses better exceed exceeds exceeding",
    "represent represents represented representing representation representations",  # stems "repres", "represent"
    "fraction fractions proportion share ratio",  # "the fraction of tokens kept" is a "retention ratio"
    "keep keeps kept retain retains retained retention",
    "2d dimension dimensional",  # "two-dimensional Gaussians" are the abstracts' "2D Gaussian"
    "choice choices choose chooses",  # "what choice do frameworks force on users": "users must choose between …"
    "analysis analyses analyse analyze analyzes analysing analyzing",  # stems "analysi", "analys", "analyz"
    "before ahead beforehand",  # "picked out before training begins": "identified ahead of training"
    "extra additional",  # "the extra costs of serving long inputs" are the abstracts' "additional computational costs"
    "perplexity ppl",  # "outperform a Transformer on WikiText103 by 0.2 PPL" reports a perplexity
    "hope hopes anticipate anticipates expect expects",  # "what do they hope it can serve as": "we anticipate …"
    "first start starts starting begin begins beginning",  # "what is its first stage": "starting with … pretraining"
    "small smaller compact",  # "how much smaller is it": "40% more compact"
]


# words that stand for their group only when asked: "how long" asks a time, but the "long" of a
# source's "long-context performance" is no time
ASKED_ONLY = frozenset({"long"})
# an asked word that the words of its kinds answer, not the other way: "on what hardware" is answered by "on 4
# 32-core CPUs and 4 A100 GPUs", while "hardware" says no GPU
KINDS_OF = {"hardwar": frozenset(content_words("gpu gpus cpu cpus chip chips accelerator accelerators device devices")),
            # "between which two processors": "between CPU and GPU"
            "processor": frozenset(content_words("gpu gpus cpu cpus npu npus tpu tpus chip chips accelerator "
                                                 "accelerators")),
            # "on what kind of machine": "on a single commodity server"
            # (not "computer", whose stem is computation's)
            "machin": frozenset(content_words("server servers workstation workstations laptop laptops desktop "
                                              "desktops")),
            # "for what kind of robots": "motion generation for manipulators"
            "robot": frozenset(content_words("manipulator manipulators humanoid humanoids quadruped quadrupeds drone "
                                             "drones"))}


@lru_cache(maxsize=1)
def synonym_groups() -> dict[str, frozenset[str]]:
    """Asked word -> the words of a text that stand in for it (the one-way relations folded in)."""
    groups = {}
    for line in SYNONYMS:
        stems = frozenset(content_words(line))
        for stem in stems:
            groups[stem] = groups.get(stem, frozenset()) | stems
    for asked, kinds in KINDS_OF.items():
        groups[asked] = groups.get(asked, frozenset()) | kinds
    return {w: found if w in ASKED_ONLY else found - ASKED_ONLY for w, found in groups.items()}


def shared_asked(asked: frozenset[str], words: set[str]) -> int:
    """How many asked words a text shares, directly or through a synonym; one word of the text
    stands in for one asked word only ("GPUs" for "graphics cards" is one shared word, not two)."""
    groups = synonym_groups()
    direct = asked & words
    used: set[str] = set()
    count = len(direct)
    for w in sorted(asked - direct):
        found = sorted((groups.get(w, frozenset()) & words) - used)
        if found:
            used.add(found[0])
            count += 1
    return count


NAME_TAILS = frozenset("bench base large small tiny".split())


SIM_RE = re.compile(r"sim\d")  # "(sim2.6B parameters)": "~2.6B" written in TeX, its backslash lost


JOINING_WORDS = frozenset("in a an of the to and on for".split())


def subject_terms(text: str) -> list[str]:
    """Names a text is about: mixed-case words (LongGen, ZeRO++, MuST-C), words that mix
    letters and digits (GPT-5, LitQA2, A100), a capital with a plus (M+), and capitalised words
    after the first (Wuerstchen).
    Plain lower-case words and all-caps acronyms (GPU, FID) are not, unless a version number
    follows ("GAAMA 2.0": a system's release, not an acronym that names nothing)."""
    terms = []
    versioned = {m.group(1) for m in RELEASE_RE.finditer(text)} - PLAIN_ACRONYMS - MEASURE_ACRONYMS
    for position, token in enumerate(TOKEN_RE.findall(text)):
        if token.islower():
            continue  # every kind of name below has a capital (`versioned` too), and most words of a text none
        token = _named_head(token)
        parts = token.split("-")
        mixed_case = any(sum(c.isupper() for c in p) >= 2 and any(c.islower() for c in p) for p in parts)
        letters_digits = any(c.isupper() for c in token) and any(c.isdigit() for c in token)
        if PLURAL_ACRONYM_RE.match(token) or QUANTITY_RE.match(token) or SIM_RE.match(token) or token in METRIC_NAMES:
            continue  # GPUs, LLMs; 3GB, 7B, 10x; "sim2.6B", a size after a "\sim" that lost its backslash; mIoU, kWh
        # ("Needle-in-a-Haystack": capitalised words joined by small ones)
        proper_noun = position > 0 and len(token) > 2 and all(p[:1].isupper() and p[1:].islower() or
                                                              0 < i < len(parts) - 1 and p in JOINING_WORDS
                                                              for i, p in enumerate(parts) if p)
        # "nuPlan", "cuRobo": a capital after a lower-case start (not a metric, mAP, nor a plain acronym joined
        # to a word, "ten-thousand-GPU"); "Real-IAD": an acronym joined to a capitalised word (not a plain one: "Multi-GPU")
        camel = token[:1].islower() and any(c.isupper() for c in token[1:]) and token not in METRIC_NAMES and \
            not all(p in PLAIN_ACRONYMS for p in parts if p != p.lower())
        joined = len(parts) > 1 and any(p[:1].isupper() and p[1:].islower() for p in parts) and \
            any(len(p) >= 2 and p.isalpha() and p.isupper() and p not in PLAIN_ACRONYMS for p in parts)
        plus = token[:1].isupper() and token.endswith("+")  # "M+": too short to be a proper noun, yet a name
        # "BIG-bench", "BERT-large": an acronym and the plain word of a benchmark or a model's size, where most
        # acronyms joined to a plain word describe by it ("CUDA-based", "GPT-style", "GPU-hours")
        suite = len(parts) == 2 and parts[0].isalpha() and parts[0].isupper() and parts[0] not in PLAIN_ACRONYMS and \
            parts[1] in NAME_TAILS
        if mixed_case or letters_digits or proper_noun or camel or joined or plus or suite or token in versioned:
            terms.append(token)
    return terms


# "our optimized network, namely GSASR", "… that we call HB domains", "We present HGCA, a hybrid …": a name the text gives
# something, though written in capitals like an acronym that names nothing (GPU, FID)
# (of those, the name a naming word gives it)
NAMED_AS = r"\b(?:namely|called|dubbed|named|termed|coined|[Ww]e\s+call)\s+([A-Z][A-Za-z0-9+\-]*[A-Za-z0-9+])"
NAMED_AS_RE = re.compile(NAMED_AS)
# "Our method (TESLA) achieves …": the name the paper's own work goes by, in brackets
OWN_KINDS = r"method|approach|framework|system|model|algorithm|technique|pipeline|network"  # kinds a paper's work is
OUR_NAMED = rf"\b[Oo]ur\s+(?:[\w-]+\s+){{0,2}}?(?:{OWN_KINDS})\s+\(([A-Z][A-Za-z0-9+\-]*[A-Za-z0-9+])\)"
OUR_NAMED_RE = re.compile(OUR_NAMED)
# "we propose LoRAT, a method that …": the work's own name, set beside its kind (not "we propose CheXprompt, a
# GPT-4-based metric", a means of the work's evaluation)
WORK_NAMED_RE = re.compile(r"\b[Ww]e\s+(?:propose|present|introduce)\s+([A-Z][A-Za-z0-9+\-]*[A-Za-z0-9+]),\s+an?\s+"
                           rf"(?:[\w-]+\s+){{0,3}}?(?:{OWN_KINDS}|tracker|detector|architecture|strategy)\b")
INTRODUCED_RE = re.compile(NAMED_AS + "|" + OUR_NAMED + "|"
                           r"\b[Ww]e\s+(?:present|propose|introduce)\s+([A-Z][A-Za-z0-9+\-]*[A-Za-z0-9+])(?=[\s,.:;(])|"
                           # "We introduce a decoder-decoder architecture, YOCO, for …": the name set beside what it is
                           r"\b[Ww]e\s+(?:present|propose|introduce)\s+an?\s+(?:[\w-]+\s+){0,5}?[\w-]+,\s+"
                           r"([A-Z][A-Za-z0-9+\-]*[A-Za-z0-9+]),|"
                           # "we introduce robust-kbench, a new benchmark …": a name in lower case, hyphenated, set
                           # beside the new thing it is
                           r"\b[Ww]e\s+(?:present|propose|introduce)\s+(?!(?:state|end|plug|off|easy|open|large|high|low)-)"
                           r"([a-z][a-z0-9]*(?:-[a-z0-9]+)+),\s+an?\s+"
                           r"(?:new|novel)\b|"
                           # "we define a ``flip rate'' to monitor …": a name in quotes, which the text defines (not
                           # a word of a longer name: "a "soft" variant")
                           r"\b(?:define|introduce|propose|coin)s?\s+(?:a|an|the)\s+(?:new\s+|novel\s+)?(?:``|\"|“)"
                           r"([A-Za-z][\w -]{1,38}[A-Za-z0-9])(?:''|\"|”)(?=\s*(?:[,.;:(]|(?:to|that|which|as|for)\b|$))|"
                           # "a GPU powered HDBSCAN (pHDBSCAN)", "Long Short-attention (LS-attention)": an
                           # abbreviation given in brackets, written as a name (not a plain acronym: "(SA)", "(CE-SSL)")
                           r"\w\s+\((?=[A-Za-z0-9+\-]*[A-Z][A-Za-z0-9+\-]*[A-Z])(?=[A-Za-z0-9+\-]*[a-z0-9])"
                           r"([A-Za-z][A-Za-z0-9+\-]*[A-Za-z0-9+])\)")


def introduced_names(text: str) -> list[str]:
    found = (next(g for g in groups if g) for groups in INTRODUCED_RE.findall(text))
    # "named The …" names nothing, nor "(CVDs)": a plural acronym
    return [t for t in dict.fromkeys(found) if t.lower() not in STOPWORDS and not PLURAL_ACRONYM_RE.match(t)]


def _named_head(token: str) -> str:
    """"PCIe-attached", "A100-based": the name, without the plain word that describes it; an
    abstract says "PCIe A100" or "A100 GPUs", not the question's compound. "log-Bessel": the
    capitalised name after a plain lower-case word ("the logarithm of modified Bessel functions")."""
    first, _, rest = token.partition("-")
    if rest and first.isalpha() and first.islower() and all(p[:1].isupper() and p[1:].islower() and p.isalpha()
                                                            for p in rest.split("-")):
        return rest
    head, _, tail = token.rpartition("-")
    if head and tail.isalpha() and tail.islower() and len(tail) >= 3 and not QUANTITY_RE.match(head) and \
            (any(c.isdigit() for c in head) or any(sum(c.isupper() for c in p) >= 2 and any(c.islower() for c in p)
                                                    for p in head.split("-"))):
        return _named_head(head)
    return token


# the acronym written as MARK:
# "Skippy Simultaneous Speculative Decoding (or S3D)": the capitalised words before an "(or …)", whatever letters the
# short form keeps
OR_NAMED_RE = re.compile(rf"((?:[A-Z][\w'-]*\s+){{2,8}})\(or\s+{MARK}\)")
NAMED_AFTER_RE = re.compile(rf"(?<![\w-]){MARK}\s+\(([^()]{{3,120}})\)")  # "FRUGAL (Full-Rank Updates with …)"


@lru_cache(maxsize=None)
def _named_before(most: int) -> re.Pattern:
    """"called Structure to Activation (S2A)": up to `most` words before the bracketed acronym."""
    return re.compile(rf"((?:[\w'-]+\s+){{1,{most}}})\({MARK}\)")


def spelled_out(acronym: str, text: str) -> str | None:
    """What `text` says `acronym` stands for: the words before it in brackets, back to one that
    starts with its first letter ("called Structure to Activation (S2A)"), or the bracket after it
    when that starts so ("FRUGAL (Full-Rank Updates with GrAdient spLitting)"); else None."""
    if acronym not in text:  # every writing below names it as it is
        return None
    first, text = acronym[:1].lower(), marked(text, acronym)
    named = OR_NAMED_RE.search(text)
    if named and named.group(1)[:1].lower() == first:
        return named.group(1).strip()
    after = NAMED_AFTER_RE.search(text)
    if after and after.group(1)[:1].lower() == first and " " in after.group(1).strip():
        return after.group(1).strip().replace(MARK, acronym)
    before = _named_before(len(acronym) + 3).search(text)
    words = before.group(1).split() if before else []
    for i in range(len(words) - 2, -1, -1):  # at least two words, back to the nearest that fits
        if words[i][:1].lower() == first:
            return " ".join(words[i:])
    # "Time-To-First-Token (TTFT)": one word, its parts' initials the acronym's letters
    if words and "".join(p[:1] for p in words[-1].split("-")).lower() == acronym.lower() and "-" in words[-1]:
        return words[-1]
    return None


# ("Skippy Simultaneous Speculative Decoding (or S3D)": a short form given as another name)
BRACKETED_ACRONYM_RE = re.compile(r"\((?:or\s+)?([A-Z][A-Z0-9]{2,})\)")


KIND_TAILS = frozenset("technique method framework approach algorithm scheme strategy".split())


def defined_acronyms(text: str) -> list[str]:
    """Acronyms in brackets whose words' initials the text spells out just before ("hardware and
    software platform inference (HSPI)"): a thing named, where a bare "(SA)" may be any phrase's
    short form; not a plain acronym (GPU)."""
    found = []
    for acronym in dict.fromkeys(BRACKETED_ACRONYM_RE.findall(text)):
        words = (spelled_out(acronym, text) or "").split()
        # (the kind of thing after its words: "variance reduced gradient descent technique (VRGD)")
        words = words[:-1] if len(words) > len(acronym) and words[-1].lower() in KIND_TAILS else words
        initials = "".join(w[0] for w in words if w.lower() not in STOPWORDS)
        if acronym not in PLAIN_ACRONYMS and initials.lower() == acronym.lower():
            found.append(acronym)
    return found


# "we introduce …", "a method called …": a sentence that gives a new thing its name
# (not within a hyphenated word: "tool-calling functionality" names nothing)
INTRODUCING_RE = re.compile(r"(?<![\w-])(?:introduc|propos|present|develop|call|dubb?|term|coin)(?:e|es|ed|ing)?\b", re.I)


def introduced_acronyms(sentence: str) -> list[str]:
    """`defined_acronyms` of a sentence that introduces what it names ("we introduce Latent
    Consistency Fine-tuning (LCF)"), not of one that speaks of a known method ("the direct
    preference optimization (DPO) method, effective in …")."""
    return defined_acronyms(sentence) if INTRODUCING_RE.search(sentence) else []


# "ERNIE TITAN 3.0": two or more words in capitals with a version after them are a name, though each alone
# is written like an acronym that names nothing (one alone is often a metric and its value: "FID 12.5")
VERSIONED_RE = re.compile(r"(?<![\w-])((?:[A-Z]{2,}\s+)+[A-Z]{2,}\s+\d+\.\d+)(?![\w.%-])")


def versioned_names(text: str) -> list[str]:
    found = (n for n in VERSIONED_RE.findall(text) if not PLAIN_ACRONYMS.intersection(n.split()))
    return list(dict.fromkeys(found))


def title_head(title: str) -> str | None:
    """What a title says before its colon ("PERP" for "PERP: Rethinking …"), if it has one."""
    return title.split(":")[0].strip() if ":" in title else None


def paper_name(title: str) -> str | None:
    """The name a paper gives itself before its title's colon (EmbodiedSAM, Pre-gated MoE), not
    a phrase ("Training Foundation Models on a Full-Stack AMD Platform")."""
    head = title_head(title)
    words = head.split() if head else []
    if not words or len(words) > 3 or len(words) > 1 and not all(w[:1].isupper() or w[:1].isdigit() for w in words):
        return None
    # two or three words are a name when one is written like one (MoE, 3D), not "Repurposing Diffusion"
    return head if len(words) == 1 or any(any(c.isupper() or c.isdigit() for c in w[1:]) for w in words) else None


# "We introduce Reconstruction Alignment (RecA)": two or more capitalised words and the acronym given them
OPENING_NAME_RE = re.compile(r"((?:[A-Z][\w-]*\s+){2,5})\(([A-Z][\w-]*[A-Z][\w-]*)\)")


KIND_WORD_END_RE = re.compile(r"\s+(?:Model|Framework|Network|Method|System|Approach|Architecture)$")


def own_name(title: str, abstract: str) -> str | None:
    """The name a paper goes by: the one before its title's colon (`paper_name`), else the acronym
    its abstract gives the words its title opens on ("Reconstruction Alignment (RecA)" of
    "Reconstruction Alignment Improves Unified Multimodal Models"; not "Large Language Models (LLMs)"), else the one
    it gives its own work ("Our method (TESLA) …")."""
    if name := paper_name(title):
        return name
    for found in OPENING_NAME_RE.finditer(abstract or ""):
        words, acronym = found.group(1).strip(), found.group(2)
        # (its kind's word after the title's: "Perceive Anything Model (PAM)" of "Perceive Anything: Recognize, …")
        bare = KIND_WORD_END_RE.sub("", words)
        if (title.lower().startswith(words.lower()) or bare != words and title.lower().startswith(bare.lower() + ":")) \
                and not PLURAL_ACRONYM_RE.match(acronym):
            return acronym
    ours = OUR_NAMED_RE.search(abstract or "")
    return ours.group(1) if ours else None


def work_name(title: str, abstract: str) -> str | None:
    """The name the abstract gives its work beside the work's kind (`WORK_NAMED_RE`), where the title does not say it
    and does not open on a one-word name ("ShiftAddViT: …", the name the paper goes by)."""
    head = paper_name(title)
    found = WORK_NAMED_RE.search(abstract or "")
    if not found or head and " " not in head or mentions(title, found.group(1)):
        return None
    return found.group(1)


def title_names(text: str, titles) -> list[str]:
    """Words of `text` that are a whole name before a title's colon ("PERP" for "PERP: Rethinking
    the Prune-Retrain Paradigm …"), when `subject_terms` does not already take them: a paper's
    own name, though written in capitals like an acronym (GPU, FID) that names nothing."""
    heads = {title_head(t) for t in titles} - {None}
    known = set(subject_terms(text))
    return [w for w in dict.fromkeys(TOKEN_RE.findall(text)) if (len(w) >= 3 or w.endswith("+")) and head_named(w, heads)
            and w not in known]


def head_named(word: str, heads) -> str | None:
    """The title head `word` is, or, for a word in capitals that no head is, the one head it misspells ("MINI-LMM" for
    "MINI-LLM: Memory-Efficient …"): a paper's name in capitals, misspelt, is read as no name at all otherwise."""
    if word in heads:
        return word
    if not ACRONYM_RE.match(word) or word in PLAIN_ACRONYMS or word in MEASURE_ACRONYMS:
        return None
    # (the whole head, not a part of it: the dataset "VITON" is no misspelt "DM-VTON")
    written = _flat(word)
    close = [h for h in heads if _misspelt(flat := _flat(h), written, word) == flat.strip(WRAPPING)]
    return close[0] if len(close) == 1 else None


# what a question calls a new thing made from a named one: "the GPTQ variant that …", "a successor of X"
DERIVED = r"(?:variant|derivative|successor|extension|adaptation|descendant)s?"


DERIVED_RE = re.compile(rf"(?<![\w-]){MARK}\s+{DERIVED}\b|\b{DERIVED}\s+of\s+(?:the\s+)?(?:\w+\s+)?{MARK}(?![\w-])",
                        re.I)


def derived(question: str, name: str) -> bool:
    """The question names `name` only as what the thing asked for derives from ("What is the GPTQ
    variant that tailors quantization to FP4 called?"): not a question about that paper."""
    return bool(DERIVED_RE.search(marked(question, name, ignore_case=True)))


ACRONYM_RE = re.compile(r"^[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*$")


REPEATED_NAME = 2  # uses of an acronym in one abstract that make it that paper's name
# measures, which abstracts repeat without naming themselves by them
MEASURE_ACRONYMS = frozenset("FID PSNR SSIM BLEU LPIPS MFU FLOPS TFLOPS GFLOPS FPS MACS TOPS".split())


LOWER_NAME_RE = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)+")  # "robust-kbench"


NAME_BEFORE = re.compile(r"[\w-]")  # what a name's occurrence may not follow (nor run into: "LoRA" of "QLoRA")
NAME_AFTER = re.compile(r"(?![\w-])")
PLURAL_AFTER = re.compile(r"s?(?![\w-])")


def defined_names(text: str, abstracts: list[str], known: tuple[str, ...] = (),
                  set_on: tuple[str, ...] = ()) -> list[str]:
    """Words of `text` written like acronyms (HSPI) that exactly one of `abstracts` defines for
    itself ("… platform inference (HSPI)", "namely GSASR") or uses REPEATED_NAME times, and no
    other uses: that paper's own
    name, where a common acronym (GPU, LLM) names none. `set_on`: words the question is set on
    ("on VQA benchmarks"), the name of a task or dataset that a paper spells out ("Visual Question
    Answering (VQA)") or uses again and again, unless it introduces it as its own ("we propose X")."""
    found, named = [], set(subject_terms(text)) | set(known)
    for word in dict.fromkeys(TOKEN_RE.findall(text)):
        # (or a name in lower case that the paper introduces so: "we introduce robust-kbench, a new benchmark")
        lower = bool(LOWER_NAME_RE.fullmatch(word))
        if len(word) < 3 or not (ACRONYM_RE.match(word) or lower) or word in named:
            continue
        # (each abstract's uses of it: "LLMs" uses LLM too)
        using = [(a, uses) for a in abstracts if (uses := occurrences(a, word, NAME_BEFORE, PLURAL_AFTER))]
        # (or one it uses again and again, as a name: "NGPC gives up to 58X …", "NGPC enables …")
        if len(using) != 1:
            continue
        (abstract, uses), = using
        if word in introduced_names(abstract) or not lower and word not in set_on and (
                f"({word})" in abstract or word not in PLAIN_ACRONYMS | MEASURE_ACRONYMS and
                len(uses) >= REPEATED_NAME):
            found.append(word)
    return found


WRAPPING = "()[]{}:;,.!?\"'"  # what a word may be wrapped in or followed by


def mentions(text: str, term: str) -> bool:
    """Whether `text` names `term`, tolerating case, dashes and a small misspelling of a long name, or states a joined
    pair's two words (`_paired`)."""
    term_n, text_n = _flat(term), _flat(text)
    return _as_asked(text_n, term_n, text, term) or _misspelt(text_n, term_n, term) is not None or \
        _paired(text_n, term)


# "English-Chinese": two capitalised words joined, which a text may state as "English and Chinese"
PAIRED_TERM_RE = re.compile(r"([A-Z][a-z]{2,})-([A-Z][a-z]{2,})")


def _paired(text_n: str, term: str) -> bool:
    """The text states both words of a joined pair ("a bilingual (English and Chinese) model" of "English-Chinese"),
    either way round."""
    pair = PAIRED_TERM_RE.fullmatch(term)
    if not pair:  # (most terms)
        return False
    a, b = (normalise(w) for w in pair.groups())
    return bool(re.search(rf"\b(?:{a}\s+(?:and|&)\s+{b}|{b}\s+(?:and|&)\s+{a})\b", text_n))


def _flat(text: str) -> str:
    return normalise(text).replace("-", " ")


def _as_asked(text_n: str, term_n: str, text: str = "", term: str = "") -> bool:
    """The normalised text writes the term as asked, whatever its case, dashes or spaces: CIFAR100
    and CIFAR-100 name the same thing; "a 100B-scale model" names no A100. A plain word asked (`term`, one capital at
    most, first) is named as a word of its own, or one a capital goes on from in the text as written (`text`):
    "StableDiffusion" states "Stable", "double buffer" no "Buff" (a name of its own make, "LLM-Mesh", is itself
    though a word is glued on: "LLM-Meshimproves")."""
    if term_n in text_n and _number_whole(text_n, term_n):
        return not (term.isalpha() and term[1:].islower()) or _word_ends(text_n, term_n) or \
            re.search(rf"(?i:{re.escape(term)})(?=[A-Z])", text) is not None
    return term_n.replace(" ", "") in text_n.replace(" ", "") and bool(_spaced(term_n).search(text_n))


def _number_whole(text_n: str, term_n: str) -> bool:
    """Somewhere the term's number is not part of a longer one: "BF16" states no "F1", "A1000" no "A100"."""
    at = text_n.find(term_n)
    while at >= 0:
        end = at + len(term_n)
        if not (term_n[-1].isdigit() and text_n[end:end + 1].isdigit()) and \
                not (term_n[0].isdigit() and text_n[at - 1:at].isdigit() and at > 0):
            return True
        at = text_n.find(term_n, at + 1)
    return False


def _word_ends(text_n: str, term_n: str) -> bool:
    """The term ends a word somewhere in the text, in the plural too ("caches"): "Buff" is not the "buff" of
    "double buffer"."""
    at = text_n.find(term_n)
    while at >= 0:
        after = text_n[at + len(term_n):at + len(term_n) + 3]
        if not after[:1].isalpha() or after[:1] == "s" and not after[1:2].isalpha() or \
                after[:2] == "es" and not after[2:3].isalpha():
            return True
        at = text_n.find(term_n, at + 1)
    return False


GLYPH_DIGITS_RE = re.compile(r"[a-z][01]|[01][a-z]")  # a 0 or 1 within letters, where an O or an l may be meant
GLYPHS = str.maketrans("01", "ol")


def glyphs(word: str) -> str:
    return word.translate(GLYPHS)


@lru_cache(maxsize=8192)  # each check of a question asks again whether a shown sentence names its terms
def _misspelt(text_n: str, term_n: str, term: str = "") -> str | None:
    """The words of a normalised text that spell a long name with a small difference, if any
    (`term`, as asked, tells a name built on another: `_built_on`)."""
    # (a four-letter name in mixed case only with two letters swapped: "MuLS" for MuSL; not an all-capital acronym, which
    # swapped is often another's: SALM, SLAM)
    short = len(term_n) < MIN_NAME_FUZZY_LENGTH
    # (a digit typed for the letter it looks like, whatever the name's length: "D3P0" for D3PO)
    if GLYPH_DIGITS_RE.search(term_n):
        alike = next((w for w in {w.strip(WRAPPING) for w in text_n.split()} if glyphs(w) == glyphs(term_n)), None)
        if alike and alike != term_n:
            return alike
    if short and not (len(term_n) == MIN_NAME_FUZZY_LENGTH - 1 and term != term.upper() and term != term.lower()):
        return None
    term_n = term_n.strip(WRAPPING)  # "LMM.int8" against "LLM.int8():", not its brackets and colon
    digits = DIGITS_RE.findall(term_n)
    matcher = SequenceMatcher(None, a=term_n)
    sounded = _sounded(term_n) if any(p.search(term_n) for p, _ in SOUNDS_ALIKE) else None  # (most names: none)
    # "PyTorch-Dirct" is read against two words at a time
    words, n = [w.strip(WRAPPING) for w in text_n.split()], term_n.count(" ") + 1
    for word in sorted({" ".join(words[i:i + n]) for i in range(len(words) - n + 1)}):
        if _length_bound(len(word), len(term_n)) < FUZZY_CUTOFF:
            continue  # no path below takes a word of another length this far off
        if DIGITS_RE.findall(word) != digits:
            continue
        if term_n.endswith(word):
            continue  # "pHDBSCAN" is not a misspelt "HDBSCAN", nor QLoRA LoRA: a name built on it
        if _built_on(term, term_n, word):
            continue
        if _transposed(word, term_n) or not short and _doubled_elsewhere(word, term_n):  # "Mosiac", "GAMMA": a short
            # name's ratio is low for two letters swapped or a doubled letter moved
            return word
        if short:
            continue
        matcher.set_seq2(word)
        # the cheap upper bounds first (the length one above): same answers as ratio() alone, far fewer full comparisons
        if matcher.quick_ratio() >= FUZZY_CUTOFF and matcher.ratio() >= FUZZY_CUTOFF:
            return word
        # (or spelt as it sounds: "graphvight" for "graphvite", each written alike once its sounds are)
        if sounded and word != term_n and _sounded(word) == sounded:
            return word
    return None


# spellings that sound alike, which a name heard rather than read swaps: "GraphVight" for GraphVite, "MegaBlox" for
# MegaBlocks, "Mozaic" for Mosaic
SOUNDS_ALIKE = ((re.compile(r"ight|ite"), "ite"), (re.compile(r"cks|ks|cs|x"), "x"), (re.compile(r"z"), "s"))


def _sounded(text: str) -> str:
    for pattern, sound in SOUNDS_ALIKE:
        text = pattern.sub(sound, text)
    return text


def _length_bound(a: int, b: int) -> float:
    """SequenceMatcher.real_quick_ratio for strings of these lengths, before any matcher is set up."""
    return 2.0 * min(a, b) / (a + b) if a + b else 1.0


def _differing(word: str, term: str) -> list[int]:
    """Where two words of one length differ, letter by letter (none when the lengths differ)."""
    return [i for i, (a, b) in enumerate(zip(word, term)) if a != b] if len(word) == len(term) else []


def _transposed(word: str, term: str) -> bool:
    """`word` is `term` with two neighbouring letters swapped ("mosiac" for "mosaic")."""
    at = _differing(word, term)
    return len(at) == 2 and at[1] == at[0] + 1 and word[at[0]] == term[at[1]] and word[at[1]] == term[at[0]] \
        and word[at[0]].isalpha() and word[at[1]].isalpha()


def _doubled_elsewhere(word: str, term: str) -> bool:
    """`word` is `term` with the wrong one of two letters doubled ("gamma" for "gaama"): they differ
    in one letter, which in each repeats its neighbour. Not two names a letter apart (LLaMA, LLaVA)."""
    at = _differing(word, term)
    if len(at) != 1 or not (word[at[0]].isalpha() and term[at[0]].isalpha()):
        return False
    return all(w[at[0]] in (w[at[0] - 1:at[0]] + w[at[0] + 1:at[0] + 2]) for w in (word, term))


def _built_on(term: str, term_n: str, word: str) -> bool:
    """One name is the other with capitals after it, the name they share written in capitals as
    asked: LoRAM is built on LoRA, not a misspelt LoRA (nor LoRA a misspelt LoRAM), while "Quartett"
    is a misspelt Quartet, "ViTs" is ViT and GPT-4o is read as GPT-4 is."""
    term = term.strip(WRAPPING)
    short, longer = sorted((term_n.strip(WRAPPING), word), key=len)
    if short == longer or not longer.startswith(short) or longer[len(short):] in ("s", "es"):
        return False
    added = term[len(short):] if len(term_n.strip(WRAPPING)) > len(word) else ""  # the text's case is lost
    return sum(c.isupper() for c in term[:len(short)]) >= 2 and (not added or added.isupper())


def spelling(text: str, term: str) -> str | None:
    """How `text` writes a name: `term` itself when it writes it as asked (as `mentions` reads it),
    its own spelling when it writes it a little otherwise ("InternEvo" for the question's "InterEvo"),
    None when it does not write it."""
    term_n, text_n = _flat(term), _flat(text)
    if _as_asked(text_n, term_n, text, term):
        return term
    word = _misspelt(text_n, term_n, term)
    if word is None:
        return None
    n = word.count(" ") + 1
    tokens = re.findall(r"\S+", text)
    for i in range(len(tokens)):
        for j in range(i + 1, min(i + n, len(tokens)) + 1):  # "Dirct" may be one word of two, or two of one
            written = " ".join(tokens[i:j]).strip(WRAPPING)
            if _flat(written).strip(WRAPPING) == word:
                return written
    return term  # its words not found as written: nothing to write otherwise


@lru_cache(maxsize=4096)
def _spaced(term: str) -> re.Pattern:
    """The term written with or without spaces between its characters, as whole words."""
    chars = [re.escape(c) for c in term.replace(" ", "")]
    return re.compile(r"(?<![a-z0-9])" + " ?".join(chars) + r"(?![a-z0-9])")


def names_whole(text: str, name: str) -> bool:
    """The name as a word of its own: not "GPTQ" within "MR-GPTQ", nor "REACH" in "reach their goal",
    nor "vAttention" in "attention kernels"."""
    blind = not name.isupper()
    return in_text(text, name, ignore_case=blind) and bool(occurrences(text, name, NAME_BEFORE, NAME_AFTER, blind))


# "Current multi-exit networks typically implement …", "Existing methods rely on …": a sentence on other work
WORK_KIND = (r"((?:[\w-]+\s+){0,3}?(?:methods?|networks?|models?|approaches|works?|systems?|techniques?|"
             r"frameworks?|solutions?|studies|designs?|architectures?|algorithms?|strateg(?:y|ies)))\b")
OTHER_WORK = (r"(?:current|existing|previous|prior|earlier|conventional|traditional|mainstream|state-of-the-art|prevalent|"
              r"popular|common|widely[- ]used)\s+" + WORK_KIND)
# "As a result, most pruning strategies for LLMs rely on …": most or many of a kind of work is others' too
# (or what it costs: "However, the prohibitive computational demand of conventional NAS algorithms (e.g. 10^4 GPU
# hours) …")
OTHERS_COST = r"(?:the\s+(?:[\w-]+\s+){0,2}?(?:demands?|costs?|overheads?|requirements?|burden)\s+of\s+)?"
OTHERS_RE = re.compile(r"^\s*(?:(?:However|Yet|But|Still|Unfortunately|In practice|As a result|Consequently|Thus|"
                       r"Therefore),?\s+)?" + OTHERS_COST + r"(?:(?:most|many)\s+(?:" + OTHER_WORK + "|" + WORK_KIND +
                       ")|" + OTHER_WORK + ")", re.I)
# "Implicit neural representations (INRs) recently achieved great success in …": the field's work, named with
# its acronym, said to have lately succeeded, opening the abstract before the paper's own
FIELD_NAMED = r"^\s*((?:[\w-]+\s+){1,5})\([A-Z][A-Za-z0-9-]*\)\s+"  # "Implicit neural representations (INRs) "
RECENTLY_RE = re.compile(FIELD_NAMED + r"(?:have\s+|has\s+)?recently\b")
# "Classifier-Free Guidance (CFG) has been a default technique in …": the field's established work, named with its
# acronym, opening the abstract before the paper's own
ESTABLISHED_RE = re.compile(FIELD_NAMED + r"(?:has|have)\s+(?:been|become)\s+"
                            r"(?:an?|the)\s+(?:default|standard|common|popular|de\s+facto|dominant|prevalent|"
                            r"widely[- ]used|go-to|out-of-(?:the-)?box|mainstream)\b", re.I)
# "While various dynamic sparse attention methods have been proposed to …, they either fail …": work proposed before,
# set against the paper's
PROPOSED_OPENER_RE = re.compile(r"^\s*(?:While|Although|Though)\b", re.I)
PROPOSED_RE = re.compile(PROPOSED_OPENER_RE.pattern + r"\s+(?:various|many|several|numerous|a\s+(?:number|variety)\s+of)"
                         r"\s+" + WORK_KIND + r"\s+(?:have|has)\s+been\s+(?:proposed|developed|introduced)\b", re.I)
ASKS_OTHERS_RE = re.compile(r"\b" + OTHER_WORK, re.I)
# the paper's own voice: "we propose to decompose …", "our method …"
OWN_VOICE_RE = re.compile(r"\b(?:we|our|ours)\b", re.I)
# other work is what the question asks about, its subject: "on what kind of GPU clusters do existing MoE training
# systems train"
# (or a clause on them that opens the question: "When earlier methods shrink the cache …, what do they risk")
OTHERS_SUBJECT_RE = re.compile(r"\b(?:do|does|did|are|is|were|was|have|has)\s+(?:the\s+|most\s+|many\s+)?" + OTHER_WORK +
                               r"|^\s*(?:when|if|as|since|while)\s+(?:the\s+|most\s+|many\s+)?" + OTHER_WORK, re.I)


def on_others(sentence: str, q: Analysis) -> bool:
    """The question's subject is other work ("do existing MoE training systems …") and the sentence is on that work,
    not in the paper's voice ("Existing MoE training systems only support …")."""
    return bool(OTHERS_SUBJECT_RE.search(q.text)) and bool(OTHERS_RE.match(sentence)) and \
        not OWN_VOICE_RE.search(sentence)


# what a paper does not use or do: "multi-view images instead of point-clouds" (not what other work does, which is often
# of its own kind: "unlike previous 4-bit training methods", "in contrast to point cloud methods that …", nor a
# baseline it is compared with: "saves 60% memory compared with full fine-tuning"); the phrase ends at a stop or
# where a clause or preposition begins
CONTRASTED_RE = re.compile(r"\b(?:instead\s+of|rather\s+than|as\s+opposed\s+to)\s+"
                           r"((?:[\w-]+\s+){0,5}?[\w-]+)(?=\s*(?:[,;.)]|$)|\s+(?:that|which|who|where|while|with|in|on|"
                           r"for|by|to|and|but|we|it)\b)", re.I)
# (not "while maintaining …": how the others work, no contrast)
OWN_RE = re.compile(r"\b(?:we|our|ours|this (?:paper|work|study)|while(?!\s+[a-z]+ing\b)|whereas|unlike|in contrast)\b",
                    re.I)


def of_others(sentence: str, q: Analysis) -> bool:
    """The sentence says what other work does, not the paper ("Current multi-exit networks typically
    implement linear classifiers …", "Classifier-Free Guidance (CFG) has been a default technique …"), and the
    question does not ask of other work."""
    found = OTHERS_RE.match(sentence) or RECENTLY_RE.match(sentence) or ESTABLISHED_RE.match(sentence) or \
        PROPOSED_RE.match(sentence)
    # (asked of that very kind of work: "which LLM training frameworks focus on …" of "Current LLM training frameworks")
    kind = frozenset(content_words(next(g for g in found.groups() if g))) if found else frozenset()
    # (the paper's own voice, past the opening "While" that sets proposed work against what follows)
    voice = sentence[PROPOSED_OPENER_RE.match(sentence).end():] if found and found.re is PROPOSED_RE else sentence
    # (a name of the question's is its subject's, unless the question sets its figure on it: "… search on ImageNet",
    # which "… on large-scale tasks (e.g. ImageNet)" names too)
    return bool(found) and not OWN_RE.search(voice) and not kind <= q.words and \
        not any(mentions(sentence, t) for t in q.terms if not _set_on(q.text, t)) and not ASKS_OTHERS_RE.search(q.text)


SET_ON_RE = re.compile(rf"\bon\s+(?:the\s+)?{MARK}(?![\w-])")


def _set_on(question: str, term: str) -> bool:
    """The question gives the name as where its figure is measured: "on ImageNet"."""
    return bool(SET_ON_RE.search(marked(question, term)))
