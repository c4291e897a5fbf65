"""Which setting a source's figure belongs to. An abstract often gives a figure for each of two
settings that exclude each other (black-box / white-box, real-world / simulation, pretraining /
fine-tuning, training / inference, prefill / decoding, end-to-end / kernel-level), or one clause per device or
baseline ("… 3.22x on A100 GPU, and … 2.11x on AGX Orin"; "1.97x faster than vLLM, while …
3.92x faster than FlashAttention's"). A true figure for the other one is not an answer, so the
checker and the extractive answer read which one a figure is given for, clause by clause."""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from functools import lru_cache

from rag.analysis import ACRONYM_ONLY_RE, GENERIC_KINDS, MAKERS, PART_SPLIT_RE, SET_ASIDE_RE
from rag.answer import sentence_before, shown_sentences
from rag.lexical import (DIGITS_RE, PLAIN_ACRONYMS, PLURAL_ACRONYM_RE, STOPWORDS, WORD_RE, content_words, mentions,
                         TOKEN_RE, names_whole, phrase_at, phrases, shared_asked, stem_of, synonym_groups,
                         subject_terms)
from rag.respectively import against_respectively, pairs
from rag.textnorm import (ENUMERATOR_RE, MARK, NUMBER_WORDS, figures, greek_letters, in_text, marked, normalise,
                          numbers, occurrences, plain, unstyled)

# a maker's or a line's word before a GPU model's number: "RTX 3090", "GeForce 1080", "NVIDIA 2080 Ti"
BRANDS = ("nvidia", "geforce", "titan", "tesla", "quadro", "radeon", "jetson", "rtx", "gtx")
NO_BRAND = "".join(rf"(?<!{b}\s)" for b in BRANDS)  # (a number after one is no count)

# (label, how a text states it), two to a pair
PAIRS = (
    # an accuracy lost is not one gained ("<0.5% accuracy improvement" for "what accuracy loss")
    (("accuracy loss", re.compile(r"\b(?:accuracy|quality)\s+(?:loss|drop|degradation|decline)s?\b|"
                                  r"\blos(?:e|es|ing|t)\s+(?:[\w.%<>~-]+\s+){0,2}?(?:of\s+)?(?:accuracy|quality)\b|"
                                  r"\b(?:accuracy|quality)\s+(?:[\w-]+\s+){1,4}?los(?:e|es|ing|t)\b", re.I)),
     ("accuracy gain", re.compile(r"\b(?:accuracy|quality)\s+(?:improvement|gain|boost|increase)s?\b|"
                                  r"\b(?:improv|boost|increas)\w*\s+(?:the\s+)?(?:[\w-]+\s+)?(?:accuracy|quality)\b",
                                  re.I))),
    (("black-box", re.compile(r"\bblack[- ]box", re.I)), ("white-box", re.compile(r"\bwhite[- ]box", re.I))),
    # ("28% higher acceptance rate for long-range predictions" is no figure for short-range ones)
    (("short-range", re.compile(r"\bshort[- ]range\b", re.I)), ("long-range", re.compile(r"\blong[- ]range\b", re.I))),
    # ("on a real community GPU deployment" is no figure of "extensive simulation results")
    (("real-world", re.compile(r"\breal[- ]world\b|\breal robots?\b|\bphysical robots?\b|"
                               r"\breal\s+(?:[\w-]+\s+){0,3}?(?:deployments?|testbeds?|hardware)\b", re.I)),
     ("simulation", re.compile(r"\bsimulat\w*|\bin sim\b", re.I))),
    # (a stage after pretraining is fine-tuning's side: "post-training", "Direct Preference Optimization", RLHF)
    (("pretraining", re.compile(r"\bpre-?train\w*", re.I)),
     ("fine-tuning", re.compile(r"\bfine-?tun\w*|\bpost-?train\w*|\bpreference optimi[sz]ation\b|\b(?-i:DPO|RLHF)\b",
                                re.I))),
    (("prefill", re.compile(r"\bpre-?fill\w*|\bprocess(?:es|ing)?\s+(?:the\s+)?(?:input\s+)?prompts?\b|"
                            r"\bprompt processing\b", re.I)),
     ("decoding", re.compile(r"\bdecod(?:e|es|ing)\b|\bgenerat(?:e|es|ing)\s+tokens\b|\btoken generation\b", re.I))),
    # ("supports both NPU and GPU platforms" states both; "a 2x prefill speedup … with 8 GPUs" is no NPU figure)
    (("NPU", re.compile(r"\bNPUs?\b|\bAscend\b")), ("GPU", re.compile(r"\bGPUs?\b|\bgraphics cards?\b", re.I))),
    # run on the CPU is not run on a GPU ("over 3 tokens per second on a single GPU" for "on the CPU alone"); a device
    # named as where a thing runs, not its memory nor the pair of them ("CPU-GPU orchestration", "CPU and GPU")
    # ("on the GPU/CPU" states neither alone; "on a single 24GB card" is a GPU)
    (("CPU", re.compile(r"\bon\s+(?:[\w-]+\s+){0,3}?CPUs?\b(?![- /](?:memory|and|or|GPU))(?!/)|\bCPU[- ]only\b|"
                        r"\bCPUs?\s+alone\b")),
     ("GPU", re.compile(r"\bon\s+(?:[\w-]+\s+){0,3}?(?:GPUs?|cards?)\b(?![- ](?:memory|and|or|CPU))(?!/)|"
                        r"\bGPU[- ]only\b|\bGPUs?\s+alone\b"))),
    # not post-training, nor training-free; "60% throughputs when trained on A100 GPUs" is measured in training
    # ("trainable on 32GB V100 GPUs within a single day" is training; generating a picture is inference, but not
    # augmented samples, made to train on: "how does GraphVite generate augmented edge samples")
    # ("on how many GPUs is Long-VITA trained" asks of training: "… 4x context length extension in single node with 8
    # GPUs" is of its inference designs)
    (("training", re.compile(r"(?<![\w-])training\b(?!-free)|\bwhen (?:being )?trained\b|"
                             r"\btrainable\s+(?:on|in|within|with)\b|"
                             r"\b(?:is|are|was|were)\s+(?:[\w+.-]+\s+){0,3}?trained\b", re.I)),
     # (a device's evaluation of a model is running it: "accelerates GPU evaluation of sequential models")
     ("inference", re.compile(r"\binference\b|\bserving\b|\b(?:GPU|CPU)\s+evaluation\b|"
                              r"\bgenerat(?:e|es|ing)\s+(?:an?\s+)?(?:(?!augmented\b|training\b)[\w-]+\s+){0,2}?"
                              r"(?:images?|videos?|pictures?|samples?)\b", re.I))),
    # the data a model was pre-trained on is not the data it is evaluated on after ("four downstream datasets" for "on
    # how many upstream datasets")
    (("upstream", re.compile(r"\bupstream\b", re.I)), ("downstream", re.compile(r"\bdownstream\b", re.I))),
    # a figure on mathematics reasoning is not one on programming ("reduces KV cache size by 50% … on mathematics
    # reasoning datasets" for "on programming tasks")
    (("mathematics", re.compile(r"\bmath(?:s|ematics|ematical)?\b", re.I)),
     ("programming", re.compile(r"\bprogramming\b|\bcod(?:e|ing)\s+(?:generation|tasks?|benchmarks?)\b", re.I))),
    # an 8-bit integer format is not an 8-bit floating-point one ("a speed-up of 13-25%" for int8, asked of float8)
    (("int8", re.compile(r"\bint-?8\b|\b8-bit\s+integers?\b", re.I)),
     ("float8", re.compile(r"\b(?:float-?8|fp-?8)\b|\b8-bit\s+floating[- ]point\b", re.I))),
    # a quantized model is not its unquantized self ("1.4 to 2 times faster than the quantized EAGLE model" for "than
    # the unquantized EAGLE model")
    (("unquantized", re.compile(r"\b(?:un|non-?)quantized\b", re.I)),
     ("quantized", re.compile(r"(?<![\w-])quantized\b", re.I))),
    # a recurrent network is not a convolutional one ("30 percent additional running time" of a 1,000-layer deep
    # residual network, for "when training recurrent networks")
    (("recurrent networks", re.compile(r"\brecurrent\b|\b(?-i:RNNs?|LSTMs?)\b", re.I)),
     ("convolutional networks", re.compile(r"\bconvolutional\s+(?:neural\s+)?networks?\b|\bresidual\s+networks?\b|"
                                           r"\b(?-i:CNNs?|ResNets?)\b", re.I))),
    # one GPU is not several ("In a multi-GPU training setup, our method is 65-92% faster")
    # ("a single 8timesA800 GPU machine" is one machine of eight GPUs)
    (("a single GPU", re.compile(r"\b(?:single|one)[- ](?:[\w-]+\s+){0,2}?GPU\b(?!s)"
                                 r"(?![- ](?:machine|node|server|cluster)s?\b)", re.I)),
     ("multiple GPUs", re.compile(r"\bmulti-?GPUs?\b|\b(?:multiple|several)\s+(?:[\w-]+\s+){0,2}?GPUs\b|"
                                  r"(?<!how )\bmany\s+(?:[\w-]+\s+){0,2}?GPUs\b|"
                                  # ("distributing 40.4 million Gaussians across 16 GPUs": a count of two or more)
                                  # (not a model's number: "on RTX 3090 GPUs")
                                  rf"(?<![\w.]){NO_BRAND}(?:[2-9]|[1-9]\d+|{'|'.join(NUMBER_WORDS)})\s*(?:x\s*)?"
                                  r"(?:[\w-]+\s+){0,2}?GPUs\b", re.I))),
    # a batch size named small is not one named large ("at large batch sizes, achieving 1.9x-2.7x faster prefill")
    (("small batches", re.compile(r"\b(?:small|smaller|low|lower)[- ]batch(?:[- ]sizes?)?\b", re.I)),
     ("large batches", re.compile(r"\b(?:large|larger|high|higher|big|bigger)[- ]batch(?:[- ]sizes?)?\b", re.I))),
    # (not "an end-to-end deep learning compiler": a kind of system, not a measure's setting)
    (("end-to-end", re.compile(r"\bend[- ]to[- ]end\b(?!\s+(?:[a-z-]+\s+){0,2}?(?:compiler|system|framework|pipeline|"
                               r"platform|solution|approach|toolchain|stack)s?\b)", re.I)),
     # ("Custom decoding kernel enables 1.3x speedup for attention computation": a kernel's own figure)
     ("kernel-level", re.compile(r"\b(?:kernel|layer|operator)[- ]level\b|\blayer[- ]wise\b|"
                                 r"\bper[- ](?:layer|kernel)\b|\bkernels?\b(?![- ]level)", re.I))),
    # training split across the model is not training split across the data ("up to 5x faster … compared to
    # data-parallel training" for "than model-parallel training")
    (("model parallelism", re.compile(r"\bmodel[- ]parallel(?:ism)?\b", re.I)),
     ("data parallelism", re.compile(r"\bdata[- ]parallel(?:ism)?\b", re.I))),
    # a convolutional layer is no linear one ("a 99.5% reduction of parameters in its linear layers" for "in its
    # convolutional layers")
    (("convolutional layers", re.compile(r"\bconv(?:olution(?:al)?)?[- ]layers?\b", re.I)),
     ("linear layers", re.compile(r"\b(?:linear|fully[- ]connected|dense)[- ]layers?\b", re.I))),
    # an attention layer is no MLP layer ("up to 1.78x speedup for Granite-20B MLP layer problem sizes" for its
    # attention layers)
    # ("1.3x speedup for attention computation" is no figure for the feed-forward layers)
    (("attention layers", re.compile(r"\b(?:self-)?attention[- ](?:layers?|blocks?|modules?|computations?)\b", re.I)),
     ("MLP layers", re.compile(r"\b(?:MLP|FFN|feed[- ]forward(?:[- ]network)?)[- ](?:layers?|blocks?)\b", re.I))),
    # the whole of training is not a part of it ("59.4K H100 GPU hours … for full training" for its training "on its
    # Korean data alone"; a figure per epoch for the full run)
    (("full training", re.compile(r"\b(?:full|entire|whole|complete)\s+(?:pre-?)?training\b", re.I)),
     ("part of training", re.compile(r"\b(?:pre-?)?training\s+on\s+(?:its\s+|the\s+)?(?:[\w-]+\s+){1,2}?data\s+alone\b|"
                                     r"\b(?:a\s+single|one|each|per)\s+(?:training\s+)?(?:stage|phase|epoch)\b", re.I))),
    # run on a phone or an edge device is not run on a desktop or server GPU ("run on mobile devices at over 40 FPS" for
    # "on a desktop GPU", "4.7x higher throughput … on edge devices" for "on datacenter GPUs")
    (("mobile or edge devices", re.compile(r"\bmobile\s+(?:devices?|phones?|platforms?|GPUs?)\b|\bsmartphones?\b|"
                                           r"\bedge\s+devices?\b", re.I)),
     ("desktop or server GPUs", re.compile(r"\b(?:desktop|server|data[- ]?center)(?:[- ]grade)?\s+(?:[\w-]+\s+)?GPUs?\b",
                                           re.I))),
    # inside each group is not between groups ("communication within them" is no word on that across the groups)
    (("within groups", re.compile(r"\bwithin\s+(?:them|each\s+(?:[\w-]+\s+){0,2}?(?:group|node|domain)|"
                                  r"(?:the|these|a)\s+(?:[\w-]+\s+){0,2}?(?:groups?|nodes?|domains?))\b|"
                                  r"\bintra-?(?:node|group|domain)\b", re.I)),
     ("across groups", re.compile(r"\b(?:across|between)\s+(?:the\s+|these\s+|those\s+|different\s+|multiple\s+)?"
                                  r"(?:[\w-]+\s+){0,2}?(?:groups|nodes|domains)\b|\binter-?(?:node|group|domain)\b",
                                  re.I))),
    # made from one picture is not from several ("monocular 3D object reconstruction which operates at 38 FPS" for how
    # fast it reconstructs "from two input images")
    (("a single image", re.compile(r"\bmonocular\b|\bsingle[- ](?:view|image|picture)\b|\bone\s+(?:input\s+)?image\b",
                                   re.I)),
     ("several images", re.compile(r"\b(?:two|three|four|multiple|several|many|more\s+than\s+one)\s+(?:input\s+)?"
                                   r"(?:images|views|pictures)\b|\bmulti-view\b", re.I))),
)
# ", while processing input prompts …", "; …", ", and 1.57x … on AGX Orin": a clause of its own
# ("… on a single 40GB A100 GPU--a feat infeasible for previous methods--and yields … on an 8-GPU system": a dash
# sets a clause apart as a comma does)
# ("uses only 1/10 of the GPU memory for training and is 900 times faster in inference speed": a second
# predicate of one subject, opened by "and is", is a clause of its own)
CLAUSE_RE = re.compile(r",\s*(?=(?:and|while|whereas|but|compared)\b)|;\s*|\s*(?:--|\u2014)\s*|"
                       r"\s+(?=and\s+(?:is|are|was|were)\s)")
# a clause that only says what the clause before it is measured against
COMPARED_AFTER_RE = re.compile(r"\s*compared\s+(?:to|with)\b[^,]*$", re.I)
# a figure measured against a setting: a multiple, a percentage, a rate (not "a 7B model")
# (a gain in percentage points too: "by 0.52pp than LARS")
MEASURED_RE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*(?:x|%|fps|ms|pp)(?![a-z])")


# "in offline mode" / "in server mode": modes a question may name, any two of which exclude each other
NOT_A_MODE = r"(?:this|that|the|a|an|each|either|both|same|any|every|other|its|our|their|one|two|different|various|" \
             r"multiple|all|such|new)"
MODE_RE = re.compile(rf"\b(?!{NOT_A_MODE}\b)([a-z][a-z0-9]*(?:-[a-z0-9]+)*)\s+mode\b", re.I)


@lru_cache(maxsize=1024)  # (the question's, read again for every sentence checked against it)
def modes_named(text: str) -> frozenset[str]:
    """The modes the text names ("in offline mode": offline), lower-cased."""
    return frozenset(m.lower() for m in MODE_RE.findall(text))


def other_mode(sentence: str, question: str) -> bool:
    """The question names one mode ("in server mode") and the sentence another only ("In offline mode, …")."""
    asked, said = modes_named(question), modes_named(sentence)
    return len(asked) == 1 and bool(said) and not said & asked


# "in image generation" / "in video generation": what is generated (of "text-to-image", the image)
MEDIA = r"image|video|text|3d|audio|speech|music|code|motion"
GENERATION_RE = re.compile(rf"\b(?:[a-z0-9]+-to-)?({MEDIA})\s+(?:generation|synthesis)\b", re.I)


@lru_cache(maxsize=256)
def _pairs(question: str) -> tuple:
    """PAIRS, and, when the question names one mode ("in offline mode"), that mode against any other
    ("In server mode, … the speedups further increase to …"), or two, each against the other; so too one medium generated ("in image
    generation") against any other ("… a 2.2x end-to-end speedup in video generation")."""
    own = []
    modes = sorted(modes_named(question))
    if len(modes) == 1:
        (mode,) = modes
        own.append(((f"{mode} mode", re.compile(rf"\b{re.escape(mode)}\s+mode\b", re.I)),
                    ("another mode", re.compile(rf"\b(?!{re.escape(mode)}\s)(?!{NOT_A_MODE}\s)"
                                                rf"[a-z][a-z0-9]*(?:-[a-z0-9]+)*\s+mode\b", re.I))))
    elif len(modes) == 2:  # "in offline mode, and how much in server mode": each part's mode against the other's
        own.append(tuple((f"{mode} mode", re.compile(rf"\b{re.escape(mode)}\s+mode\b", re.I)) for mode in modes))
    media = {m.lower() for m in GENERATION_RE.findall(question)}
    if len(media) == 1:
        (medium,) = media
        own.append(((f"{medium} generation", re.compile(rf"\b(?:[a-z0-9]+-to-)?{medium}\s+(?:generation|synthesis)\b",
                                                          re.I)),
                    ("another medium", re.compile(rf"\b(?:[a-z0-9]+-to-)?(?!{medium}\s)(?:{MEDIA})\s+"
                                                  r"(?:generation|synthesis)\b", re.I))))
    if ASKED_MEMORY_RE.search(question):
        own.append(MEMORIES)
    if AMOUNT_ASKED_RE.search(question):
        own.append(IMAGE_TASKS)
    return PAIRS + tuple(own)


# a picture made from text is not one made from a picture: "text-and-image-to-image generation … 6 hours of training"
# gives no time for text-to-image; a pair only where the question asks an amount (the sentences that name either task
# still say which work a question describing one is about)
IMAGE_TASKS = (("text-to-image", re.compile(r"(?<![\w-])text-to-image\b", re.I)),
               ("image-to-image", re.compile(r"(?<![\w-])(?:text-and-)?image-to-image\b", re.I)))
AMOUNT_ASKED_RE = re.compile(r"\bhow\s+(?:many|much|long)\b", re.I)


# "93.72% GPU memory savings" is no saving of CPU memory: a pair only where the question asks how much of one
# memory (not "zero-copy GPU access to host-memory features", where it asks how much faster)
MEMORIES = (("CPU memory", re.compile(r"\bCPU[- ]memory\b", re.I)),
            ("GPU memory", re.compile(r"\bGPU[- ]memory\b|\bdevice memory\b|\bVRAM\b", re.I)))
ASKED_MEMORY_RE = re.compile(r"\b(?:CPU|GPU)[- ]memory\s+(?:usage|use|consumption|footprint|savings?)\b|"
                             r"\bhow\s+much\s+(?:CPU|GPU)[- ]memory\b|"
                             # ("when the KV cache is extended to CPU memory": the memory a figure is measured with)
                             r"\b(?:when|while|once)\s+[^?,]*?\b(?:extended|offloaded|moved|spilled)\s+(?:in)?to\s+"
                             r"(?:the\s+)?(?:CPU|GPU)[- ]memory\b", re.I)


@lru_cache(maxsize=8192)  # read for every figure of every clause, against every pair
def _stated(text: str, pair) -> frozenset[str]:
    return frozenset(label for label, found in pair if found.search(text))


@lru_cache(maxsize=256)  # read for every sentence and every pair
def _parts(question: str) -> tuple[str, ...]:
    return tuple(p for p in PART_SPLIT_RE.split(question) if len(p.split()) > 2) or (question,)


# a side's word that only names what the work is: "the INT4 transformer training method", asked how much it speeds
# up inference
SIDE_AS_KIND_RE = re.compile(r"\b(?:(?:pre-?)?training|inference|serving)\s+(?:method|algorithm|framework|scheme|"
                             r"system|technique|approach|recipe|library|pipeline|procedure|engine)s?\b", re.I)


def _asked(question: str, pair) -> frozenset[str]:
    """The side every part of the question asks about: "what fraction of the GPU hours …, and how
    much does it cut inference latency" asks of inference in one part only, so of neither alone."""
    sides = [_stated(SIDE_AS_KIND_RE.sub(" ", p), pair) for p in _parts(question)]
    return frozenset.intersection(*sides) if len(sides) > 1 else sides[0]


def _offered(question: str, pair, asked: frozenset[str]) -> bool:
    """The side asked is only another thing's alternative ("which papers build on or fine-tune Phi-2"): a paper doing
    the other ("Built upon Phi-2, … with pre-trained vision modules") is no paper of the other side alone."""
    side = next(pattern for label, pattern in pair if label in asked)
    return all(re.search(r"\w\s+or\s+$", question[:m.start()]) for m in side.finditer(question))


def contrary(sentence: str, question: str) -> bool:
    """The question asks about one side of a pair and the sentence states only the other; or it
    asks a figure on one name ("on SVHN") and the sentence gives one on another only ("On
    CIFAR-10, our model … achieves 4.23% test error"). What the question sets aside first ("besides deep residual
    networks, …") is no side it asks."""
    question = SET_ASIDE_RE.sub("", question)
    for pair in _pairs(question):
        asked, stated = _asked(question, pair), _stated(sentence, pair)
        if len(asked) == 1 and stated and not stated & asked and not _offered(question, pair, asked):
            return True
    on = _asked_on(question, ())
    # (a maker's product states the maker: "on AGX Orin" for "on NVIDIA's embedded board")
    return bool(on) and not mentions(sentence, on) and not made_by(sentence, on) and \
        bool(MEASURED_RE.search(normalise(sentence))) and \
        any(not mentions(question, n) and not names_model(n) for n in _on_names(sentence))  # not "on A100 GPUs"


# "In offline mode, where …, X yields +22.0% over A; +19.2% over B; …": a mode that opens a sentence is every clause's
OPENING_MODE_RE = re.compile(rf"^\s*(?:in|under)\s+((?!{NOT_A_MODE}\b)[a-z][a-z0-9]*(?:-[a-z0-9]+)*\s+mode)\b", re.I)


@lru_cache(maxsize=1024)  # the same shown text is read for every sentence and every check of it
def clauses(source_text: str) -> tuple[str, ...]:
    found = []
    for sentence in shown_sentences(source_text):
        split, mode = CLAUSE_RE.split(sentence), OPENING_MODE_RE.match(sentence)
        found += split[:1] + [c if not mode or MODE_RE.search(c) else f"In {mode.group(1)}, {c}" for c in split[1:]]
    return tuple(found)


def crossed(sentence: str, source_text: str, question: str, terms: tuple[str, ...] = (),
            given: frozenset[str] = frozenset(), baselines: tuple[str, ...] = ()) -> str | None:
    """Why a sentence's figure belongs to another setting than the one asked, or None. For a
    pair, the side is the one the sentence states, else the one the question asks about ("in
    the black-box setting"): a figure is crossed when every source clause that gives it states
    the other side only. For a device or baseline the question names (`terms`) that the source
    gives figures for ("on AGX Orin", "than vLLM"), or a baseline the question compares with
    (`baselines`: "than QLoRA"), a measured figure (a multiple, a percentage) is crossed when no
    clause that gives it names it. A sentence that counts the machines the
    question counts, never as many ("on 128 GPUs" for "on 8 GPUs"), is about another setting."""
    return _crossed(sentence, clauses(source_text), question, terms, given, baselines)


# a count of machines the question names: "on 8 GPUs", "on 128 A100 GPUs", "with 4 nodes", "an 8-GPU system"
MAGNITUDE = r"(?:hundred|thousand|million|billion|dozen)s?\b"
# "8 or 32 A800 GPUs": counts listed for one machine
COUNTS = r"((?:\d+\s*(?:,|or|and|/)\s*)*\d+)"
# (a model's digits may take a short word after them: "8 x NVIDIA 6000 Ada GPU", "2 2080 Ti GPUs")
# (a memory size is no count: "a 48GB GPU" is one GPU, "8 80GB GPUs" eight)
MEMORY = r"(?:gb|gib|mb|tb|g)\b"
COUNT_RE = re.compile(rf"(?<![\w.]){COUNTS}(?![\d.])\s*(?:x\s*|-(?=[a-z]))?(?:(?!of\b|{MAGNITUDE}|{MEMORY})([a-z][\w-]*|[a-z]*\d{{3,4}}\s+[a-z]{{2,3}}|"
                      rf"\d+\s?{MEMORY})\s+)?(gpu|node|machine|device|core|server|worker|tpu|accelerator|card)s?\b")
# an image's resolution: "4k res.", "8k resolution", "1080p"
RESOLUTION_RE = re.compile(r"(?<![\w.])(\d+k)\s*(?:res\b|resolution)|(?<![\w.])(\d{3,4}p)\b")
# a GPU's model, counted without the word GPU: "on a single A100", "8 H100s", "4 RTX4090"
MODEL_RE = re.compile(r"(?:[a-z]|mi|rtx)\d{2,4}[a-z]{0,2}")
MODEL_COUNT_RE = re.compile(rf"(?<![\w.]){COUNTS}\s*(?:x\s*)?({MODEL_RE.pattern})s?\b")
# a count in words: "a single GPU", "one node", "single-GPU", "two A100 GPUs"
WORD_COUNTS = {"a single": "1", "single": "1", "one": "1", **{w: str(i) for i, w in enumerate(NUMBER_WORDS, start=2)}}
WORD_COUNT_RE = re.compile(rf"(?<![\w-])({'|'.join(WORD_COUNTS)})[\s-]+(?=[a-z])(?!{MAGNITUDE})")
# a maker's or a line's word before a model's digits: "NVIDIA 2080 Ti", "RTX 3090" name no 2080 or 3090 machines
BRAND_RE = re.compile(rf"\b({'|'.join(BRANDS)})\s+(?=\d)")


# a model named alone, in words of its own: "on single 48G A6000", "an RTX 4090"
# (a line's word joined to its digits by BRAND_RE: "NVIDIA 2080 Ti", "GeForce 1080")
MODEL_NAMED_RE = re.compile(rf"(?<![\w.-])(?:(?:{'|'.join(BRANDS)})\d{{2,4}}[a-z]{{0,2}}|{MODEL_RE.pattern})\b")


def names_model(text: str) -> bool:
    """The text names a GPU's model, with or without the word GPU."""
    return bool(MODEL_NAMED_RE.search(BRAND_RE.sub(r"\1", normalise(text))))


def gpu_models(text: str) -> frozenset[str]:
    """The GPU models the text names, without their line's word: "RTX 3090" and "3090" are one, "A100" another."""
    return frozenset(re.sub(rf"^(?:{'|'.join(BRANDS)})", "", m.group(0))
                     # ("4timesRTX 3090": four of them)
                     for m in MODEL_NAMED_RE.finditer(BRAND_RE.sub(r"\1", GLUED_COUNT_RE.sub("x ", normalise(text)))))


GLUED_COUNT_RE = re.compile(r"(?<=\d)times(?=[a-z])")


def names_model_of(text: str, maker_name: str) -> bool:
    """The text names a GPU model of the maker, its name a few words before the model's digits ("the Intel Data
    Center GPU Max 1550", "Nvidia's H100"), not only another maker's ("the same Intel GPU … Nvidia's H100 GPU")."""
    key = re.escape(_maker_key(maker_name))
    return bool(re.search(rf"\b{key}(?:'s)?\s+(?:[\w-]+\s+){{0,4}}?[a-z]*\d{{2,4}}[a-z]{{0,2}}\b", normalise(text)))


def _maker_key(term: str) -> str:
    return re.sub(r"'s$", "", term.lower())  # "NVIDIA's" is NVIDIA


def maker(term: str) -> bool:
    """The term is a chip maker's name ("NVIDIA's"): hardware the question is set on, no paper's name."""
    return _maker_key(term) in MAKERS


def hardware(term: str) -> bool:
    """A GPU's model (A100) or a chip maker (NVIDIA's): a setting the question is set on, no paper's name."""
    return names_model(term) or maker(term)


def made_by(text: str, maker: str) -> bool:
    """The text names hardware of `maker` ("NVIDIA", "NVIDIA's"), its name or one of its products."""
    found = MAKERS.get(_maker_key(maker))
    return bool(found and found.search(normalise(text)))


# a context length: "a 1 million token context", "3-million-token context", "with 5k tokens input"
CONTEXT_RE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)(?:\s*|-)(k|m|thousand|million)?\b(?:\s*|-)tokens?"
                        r"(?:\s+|-)(?:context|input|prompt|sequence)s?\b")
MAGNITUDES = {"thousand": "k", "million": "m"}
# a count at scale of what a setting is made of: "a network with 1 million nodes", "66 million nodes", "7B parameters"
SCALE_RE = re.compile(r"(?<![\w.-])(\d+(?:\.\d+)?)(?:\s*|-)(thousand|million|billion|trillion|[kmbt])(?:\s+|-)([a-z]{3,}?)s?\b"
                      r"(?!\s+(?:context|input|prompt|sequence)s?\b)")  # a context length is CONTEXT_RE's
SCALES = {"thousand": "k", "million": "m", "billion": "b", "trillion": "t"}
# a model's size, however it is written: "a 7B LLM" is a 7B-parameter model
SIZED_MODELS = frozenset("param parameter model llm transformer".split())
# a scale's count in words: "a one-trillion-parameter model" is "1 trillion parameter"
WORD_SCALE_RE = re.compile(rf"(?<![\w-])({'|'.join(WORD_COUNTS)})[\s-]+(?=(?:thousand|million|billion|trillion)\b)")


# a model's number with its suffix: "a single 2080 Ti GPU" is one GPU, not 2080
SUFFIXED_MODEL_RE = re.compile(r"(?<![\w.])(?:(?:nvidia|geforce|rtx|gtx)\s+)*(\d{3,4})\s+(ti|super|xtx|xt)\b")


@lru_cache(maxsize=1024)  # the question's are read for every clause that gives a figure
def _machine_counts(text: str) -> dict[str, frozenset[str]]:
    found: dict[str, set[str]] = {}
    flat = SUFFIXED_MODEL_RE.sub(r"rtx\1\2", normalise(text))
    flat = BRAND_RE.sub(r"\1", WORD_COUNT_RE.sub(lambda m: WORD_COUNTS[m.group(1)] + " ", flat))
    for ns, model, noun in COUNT_RE.findall(flat):
        found.setdefault(noun, set()).update(DIGITS_RE.findall(ns))
        if MODEL_RE.fullmatch(model):  # "8 A100 GPUs" counts A100s too
            found.setdefault(_model(model), set()).update(DIGITS_RE.findall(ns))
    for ns, model in MODEL_COUNT_RE.findall(flat):
        found.setdefault(_model(model), set()).update(DIGITS_RE.findall(ns))
    for n, magnitude in CONTEXT_RE.findall(flat):
        found.setdefault("token context", set()).add(n + MAGNITUDES.get(magnitude, magnitude))
    for k, p in RESOLUTION_RE.findall(flat):
        found.setdefault("resolution", set()).add(k or p)
    for n, magnitude, noun in SCALE_RE.findall(WORD_SCALE_RE.sub(lambda m: WORD_COUNTS[m.group(1)] + " ", flat)):
        if noun == "scale":  # "a 100B-scale model": of a size, no count of scales
            continue
        noun = "parameter" if noun in SIZED_MODELS else noun
        if noun not in found:  # not a machine counted above ("4 nodes")
            found.setdefault(f"{noun}:scale", set()).add(n + SCALES.get(magnitude, magnitude))
    return {noun: frozenset(ns) for noun, ns in found.items()}


# a time counted on one GPU model ("57 A5000 hours", "480 NVIDIA A100 GPU hours") and the one asked ("how many A100
# hours")
DEVICE_HOURS = rf"(?:nvidia\s+)?({MODEL_RE.pattern})(?:[\s-]+gpus?)?[\s-]+(?:hours?|days?)\b"
DEVICE_HOURS_RE = re.compile(rf"(?<![\w.])(\d+(?:\.\d+)?)\s*(?:k\s+)?{DEVICE_HOURS}")
ASKED_HOURS_RE = re.compile(rf"(?<![\w.-]){DEVICE_HOURS}")


@lru_cache(maxsize=256)  # the question's are read for every figure of every clause
def _asked_hours(question: str) -> frozenset[str]:
    return frozenset(_model(m) for m in ASKED_HOURS_RE.findall(BRAND_RE.sub(r"\1", normalise(question))))


def _other_device_hours(giving: list[str], figure: str, question: str) -> str | None:
    """Asked for hours on one GPU model (A100 hours), every clause giving the figure counts it in
    another's ("we only require 57 A5000 hours")."""
    asked = _asked_hours(question)
    if not asked:
        return None
    stated = [{_model(m) for n, m in DEVICE_HOURS_RE.findall(BRAND_RE.sub(r"\1", normalise(c))) if n == figure}
              for c in giving]
    if giving and all(stated) and not any(found & asked for found in stated):
        return f"the source gives {figure} in {min(stated[0])} hours; the question asks for {min(asked)} hours"
    return None


def _gpus(text: str) -> frozenset[str]:
    return frozenset(_model(m.group(0)) for m in MODEL_NAMED_RE.finditer(BRAND_RE.sub(r"\1", normalise(text))))


# the plain thing a question's multiple is against: "what speedup over full attention does …" (not a name: `baselines`)
# (or closing the question: "how much faster is MoE++ than a dense model of the same size?")
ASKED_AGAINST_RE = re.compile(r"(?:\b(?:speedups?|faster|slower|higher|lower|better|improvements?|gains?)\s+"
                              r"(?:(?:is|are|was|were)\s+[^?,]*?\s+)?(?:over|than)\s+(?:the\s+|an?\s+)?"
                              r"((?:[a-z][\w-]*\b\s*){1,6}?)|"
                              # ("… cut GPU memory compared with other local learning methods?")
                              r"\bcompared\s+(?:with|to)\s+(?:the\s+|an?\s+)?(other\s+(?:[a-z][\w-]*\b\s*){1,5}?)|"
                              # (or opening it: "Against unstructured pruning on its own, how far does …")
                              r"^\s*(?:[Aa]gainst|[Cc]ompared\s+(?:with|to)|[Rr]elative\s+to)\s+(?:the\s+|an?\s+)?"
                              r"((?:[a-z][\w-]*\b\s*){1,6}?)(?:(?:on\s+(?:its|their)\s+own|alone)\s*)?(?=,))"
                              r"(?=(?:does|do|did|is|are|was|were|when|on|in|for)\b|[,?])")
# what a figure is against, right after it: "4.5X speedup over full attention within …", "10.5X over sparse attention
# baselines when …"
# (or after a range it ends, and what the multiple is of: "1.1-2.1x expert forward throughput compared to a vanilla MoE
# model of the same size")
# (or past another figure given against the same: "84.2% lower perplexity and 31.4% higher accuracy than …")
AGAINST_AFTER_RE = re.compile(r"(?:-\d+(?:\.\d+)?)?(?:[x\u00d7]|\\?%)?\s*"
                              r"(?:(?:[a-z][\w-]*|\d+(?:\.\d+)?(?:[x\u00d7]|\\?%))\s+){0,6}?"
                              r"(?:over|than|compared\s+(?:to|with))\s+(?:the\s+|an?\s+)?([a-z][^\d,;]*)", re.I)


def _written_ends(clause: str, figure: str) -> list[int]:
    """Where each writing of the figure ends in the clause, a multiple's too ("4.5X")."""
    return [end for _, end in occurrences(clause, figure, WRITTEN_BEFORE, WRITTEN_AFTER, ignore_case=True)]


WRITTEN_BEFORE = re.compile(r"[\w.]")
WRITTEN_AFTER = re.compile(r"(?=[x\u00d7]?(?![\w.]))", re.I)


def other_of_kind(text: str, way: str) -> bool:
    """A baseline asked in lower-case words ("compared with data parallelism"), which the text does not name but names
    another of its kind ("graph parallelism"), the same last word with another before it: a figure against that one
    is not against the one asked. (Where the text names neither, it may call the one asked otherwise: "end-to-end
    training" for "end-to-end backpropagation".)"""
    words = way.split()
    # (one word, in lower case and particular, before the kind: not "earlier simulators", nor "LC systems" for
    # loosely-coupled ones)
    if len(words) != 2 or not content_words(words[0]) or content_words(words[0]) <= UNSPECIFIC or mentions(text, way):
        return False
    return any(m.group(1) != words[0] and content_words(m.group(1)) and not content_words(m.group(1)) <= UNSPECIFIC
               for m in re.finditer(rf"(?<![\w-])([a-z][a-z-]+)\s+{re.escape(words[1])}\b", text))


# words of one list: side by side with "and" or "or" between ("hashgrid or densegrid"), or after a comma, "and" or
# "or" with the same words before each ("multi res. hashgrid, multi res. densegrid and …")
SIBLING_GAP = 4
LETTER_WORD_RE = re.compile(r"[A-Za-z][\w-]*")  # (a word from its first letter: "4k" is none)
JOINING = frozenset({"and", "or"})
SENTENCE_END_RE = re.compile(r"[.;:!?]\s+[A-Z(]|[;:()]")


@lru_cache(maxsize=64)  # (read once for each sentence a question checks against the source)
def _siblings(source_text: str) -> frozenset[frozenset[str]]:
    """Pairs of words, stemmed, that the source lists side by side as things of one kind."""
    tokens = [(m.start(), m.end(), m.group(0).lower()) for m in LETTER_WORD_RE.finditer(source_text)]
    found = set()
    for i, (_, end, one) in enumerate(tokens):
        for j in range(i + 1, min(i + 2 + SIBLING_GAP, len(tokens))):
            start, other = tokens[j][0], tokens[j][2]
            text, between = source_text[end:start], [t[2] for t in tokens[i + 1:j]]
            if SENTENCE_END_RE.search(text):
                break
            mods = [w for w in between if w not in JOINING]
            joined = "," in text or len(mods) < len(between)
            side_by_side = not mods and len(between) == 1
            parallel = bool(mods) and [t[2] for t in tokens[max(0, i - len(mods)):i]] == mods and \
                between[:len(between) - len(mods)] == [w for w in between if w in JOINING]
            pair = content_words(one) | content_words(other)
            if joined and (side_by_side or parallel) and len(pair) == 2:
                found.add(frozenset(pair))
    return frozenset(found)


@lru_cache(maxsize=1024)  # (the question's and each shown sentence's, read again for every sentence checked)
def _before_heads(text: str) -> frozenset[tuple[str, str]]:
    """Each word of the text, stemmed, with the word after it: a qualifier and what it qualifies ("densegrid
    encoding")."""
    stems = [w for m in LETTER_WORD_RE.finditer(text) for w in [content_words(m.group(0))] if w]
    return frozenset((next(iter(a)), next(iter(b))) for a, b in zip(stems, stems[1:]) if len(a) == 1 and len(b) == 1)


def sibling_elsewhere(sentence: str, source_text: str, question: str) -> str | None:
    """Asked of a thing with a qualifier the source lists beside another ("with multi res. densegrid encoding"), the
    sentence gives its figures for the same thing with that other qualifier only ("with multi res. hashgrid encoding,
    NGPC enables … 4k res. at 30FPS for NeRF"): a figure of the setting beside the one asked. (Lower-case qualifiers,
    in the sentence itself; `evidence.sibling_before` reads names listed beside a name, in the sentence before.)"""
    said, asked = content_words(sentence), content_words(question)
    if not asked - said or not figures(sentence) - figures(question):
        return None
    theirs = {(w, h) for w, h in _before_heads(sentence) if w not in asked}
    if not theirs:
        return None
    stated = content_words(source_text)
    for w, head in sorted(_before_heads(question)):
        if w in said or w not in stated:
            continue
        other = next((o for o, h in sorted(theirs) if h == head and frozenset({w, o}) in _siblings(source_text)), None)
        if other:
            return f"the source gives these figures for {other}, which it lists beside the {w} asked"
    return None


def _other_baseline(giving: list[str], figure: str, question: str) -> str | None:
    """Asked a multiple against a plain thing with a qualifier ("over full attention"), every clause giving the figure
    gives it against the same kind of thing with another ("up to 10.5X over sparse attention baselines")."""
    asked = ASKED_AGAINST_RE.search(question)
    if not asked:
        return None
    thing = asked.group(1) or asked.group(2) or asked.group(3)
    # ("than earlier superpoint-based approaches" is "than existing superpoint-based approaches")
    want = content_words(thing) - GENERIC_WORDS - BROAD_WORDS
    if len(want) < 2:  # (a thing with no qualifier: any kind of it may be meant)
        return None
    others = []
    for clause in giving:
        after = [AGAINST_AFTER_RE.match(clause, end) for end in _written_ends(clause, figure)]
        said = [content_words(a.group(1)) - BROAD_WORDS for a in after if a]
        if not said or not all(_other_thing(s, want, bool(asked.group(2)), len(thing.split()) > 3) for s in said):
            return None
        others.append(next(a for a in after if a).group(1).strip())
    return f"the source gives {figure} against {others[0]}, not {thing.strip()}" if others else None


# what says no kind of work: "compared to existing methods" may be against the other methods of a kind asked
BROAD_WORDS = frozenset(content_words("other existing earlier prior previous state-of-the-art conventional traditional "
                                      "standard common popular current method approach baseline work system technique "
                                      "solution model one"))


def _other_thing(said: frozenset[str], want: frozenset[str], of_kind: bool, long: bool) -> bool:
    """The figure is against another thing than the one asked (neither's broad words counted): the same kind with
    another qualifier ("sparse attention baselines", asked over full attention; of a longer description, every word
    but one the same: "a vanilla MoE model of the same size", asked than a dense one, not "models with a similar number
    of parameters but with unoptimized shapes", asked than "unoptimised ones of similar size"); or, asked against the
    other works of a kind ("compared with other local learning methods"), a thing of none of its words ("compared to
    end-to-end training")."""
    if of_kind:
        return bool(said) and not said & want
    if long:
        return len(want - said) == 1 and len(want & said) >= 2
    return bool(said & want and want - said)


# a time a question sets its figure after: "What BLEU does X reach … after 8.5 hours on 128 GPUs?"
TIME_UNITS = {"second": 1, "sec": 1, "minute": 60, "min": 60, "hour": 3600, "hr": 3600, "h": 3600, "day": 86400,
              "week": 604800}
DURATION_FIGURE = r"(?<![\w.])(\d+(?:\.\d+)?)\s*(seconds?|secs?|minutes?|mins?|hours?|hrs?|h|days?|weeks?)\b"
SET_AFTER_TIME_RE = re.compile(r"\b(?:after|in|within)\s+(?:only\s+|just\s+)?" + DURATION_FIGURE, re.I)
DURATION_FIGURE_RE = re.compile(DURATION_FIGURE, re.I)
TIME_ASKED_RE = re.compile(r"\bhow\s+(?:long|quickly|fast|many\s+(?:seconds|minutes|hours|days|weeks))\b|"
                           r"\bwhat\s+(?:training\s+)?time\b", re.I)


def _seconds(amount: str, unit: str) -> float:
    unit = unit.lower()
    return float(amount) * TIME_UNITS[unit if unit in TIME_UNITS else unit.rstrip("s")]


def _other_duration(giving: list[str], figure: str, question: str) -> str | None:
    """Asked a figure reached after a time ("… after 8.5 hours on 128 GPUs"), every clause giving it gives it after
    another time ("29.3 BLEU after training for 85 minutes on 128 GPUs"); not where a time is what is asked."""
    asked = SET_AFTER_TIME_RE.findall(question)
    if not asked or TIME_ASKED_RE.search(question):
        return None
    want = {_seconds(n, u) for n, u in asked}
    for clause in giving:
        said = {_seconds(n, u) for n, u in DURATION_FIGURE_RE.findall(clause)}
        if not said or said & want:
            return None
    return f"the source gives {figure} after another time than {asked[0][0]} {asked[0][1]}" if giving else None


def _other_gpu(giving: list[str], figure: str, question: str) -> str | None:
    """Asked of one GPU model ("on a P4000"), every clause giving the figure names another and not it ("on P100
    GPU, the energy-efficiency … is increased by 10.8%")."""
    asked = _gpus(question)
    if not asked:
        return None
    stated = [_gpus(c) for c in giving]
    if giving and all(stated) and not any(found & asked for found in stated):
        return f"the source gives {figure} on {min(stated[0])}; the question asks of {min(asked)}"
    return None


def _model(name: str) -> str:
    return (name[:-1] if name.endswith("s") else name).upper()  # "8 H100s" and "an H100" alike


def _size(count: str) -> float:
    """"8", "1.5k", "70b"; a resolution's "1080p" by its lines."""
    return float(count.rstrip("kmbtp")) * {"k": 1e3, "m": 1e6, "b": 1e9, "t": 1e12}.get(count[-1], 1)


# an amount of memory used or given: "using 3GB of VRAM", "80 GB of GPU memory"
MEMORY_AMOUNT = r"(?<![\w.])(\d+(?:\.\d+)?)\s*(?:gb|gib)\s+(?:of\s+)?(?:gpu\s+)?(?:vram|memory|hbm)\b"
MEMORY_AMOUNT_RE = re.compile(MEMORY_AMOUNT)
# the question sets it as a condition ("with 7GB of VRAM"), unless it asks how much memory is taken
MEMORY_SET_RE = re.compile(rf"\b(?:with|using|utili[sz]ing|given|under|within|on)\s+(?:only\s+|just\s+)?{MEMORY_AMOUNT}")
MEMORY_ASKED_RE = re.compile(r"\bhow\s+much\s+(?:\w+\s+)?(?:memory|vram)\b|\b(?:memory|vram)\s+"
                             r"(?:usage|footprint|consumption|requirements?|savings?)\b")


@lru_cache(maxsize=256)  # the question's are read for every clause that gives a figure, as `_machine_counts`
def _memory_set(question: str) -> frozenset[str]:
    flat = normalise(question)
    return frozenset() if MEMORY_ASKED_RE.search(flat) else frozenset(MEMORY_SET_RE.findall(flat))


def _other_memory(sentence: str, question: str) -> str | None:
    """The question sets the memory a run has ("with 7GB of VRAM") and the sentence gives a run with
    other amounts only ("5.86 tokens per second … using 3GB of VRAM")."""
    asked = _memory_set(question)
    if not asked:
        return None
    stated = set(MEMORY_AMOUNT_RE.findall(normalise(sentence)))
    if stated and not stated & asked:
        return f"it speaks of {min(stated, key=float)}GB of memory; the question asks about {min(asked, key=float)}GB"
    return None


# a width in bits: "2-bit", "4 bits" (not "sub-4-bit", a range below it, nor "2.85-bit for each weight", an average a
# mix of widths reaches); and one a run is set at: "with 2-bit quantization", "in 4 bits" (not "the fast 2-bit LLM
# paper", a description of the paper)
BITS_RE = re.compile(r"(?<![\w.-])(\d+)[\s-]?bits?\b")
BITS_SET_RE = re.compile(r"\b(?:with|at|in|using|under|for)\s+(?:only\s+|just\s+)?(\d+)[\s-]?bits?\b")
BITS_ASKED_RE = re.compile(r"\bhow\s+many\s+bits\b|\b(?:what|which)\s+(?:\w+\s+)?(?:bit|bits|bit-width|precision)\b")


def _other_bits(sentence: str, question: str) -> str | None:
    """The question sets the bits a run uses ("with 2-bit quantization") and the sentence gives its figures at widths
    the question names nowhere ("<0.1 perplexity degradation with 3-bit quantization")."""
    flat = normalise(question)
    asked = set(BITS_SET_RE.findall(flat))
    if not asked or BITS_ASKED_RE.search(flat):  # (most questions)
        return None
    stated = set(BITS_RE.findall(normalise(sentence)))
    if stated and not stated & set(BITS_RE.findall(flat)):
        return f"it speaks of {min(stated, key=int)}-bit; the question asks about {min(asked, key=int)}-bit"
    return None


def _other_count(sentence: str, question: str) -> str | None:
    """The sentence counts the machines the question counts, and never as many ("85 minutes on
    128 GPUs" for "on 8 GPUs"); or gives its figures with another amount of memory than the question
    sets (`_other_memory`), or at another width in bits (`_other_bits`)."""
    asked = _machine_counts(question)
    if not asked:
        return _other_memory(sentence, question) or _other_bits(sentence, question)
    for noun, stated in _machine_counts(sentence).items():
        if noun in asked and not stated & asked[noun]:
            return f"it speaks of {min(stated, key=_size)} {noun.split(':')[0]}s; " \
                f"the question asks about {min(asked[noun], key=_size)}"
    return _other_memory(sentence, question) or _other_bits(sentence, question)


# after a figure (and the rest of its range, its unit), the setting it is given for: "by 25-30% for pretraining and
# 50% for fine-tuning", up to the next figure
FIGURE_FOR_RE = re.compile(r"(?:\s*[-\u2013~]\s*\d+(?:\.\d+)?)?\s*(?:%|x|\u00d7)?\s+(?:for|in|during|when)\s+([^\d]*)")

# or the condition said before the next figure: "up to 4.5X speedup over full attention within GPU memory limits and up
# to 10.5X … when KV cache is extended to CPU memory"
CONDITION_AFTER_RE = re.compile(r"[^\d;]*?\b(?:within|when)\s+([^\d;]*)", re.I)


def _figure_side(clause: str, figure: str, pair) -> frozenset[str]:
    """The one side of the pair a clause that states both gives the figure for, by the words right after it ("…
    by 25-30% for pretraining and 50% for fine-tuning": pretraining for 25), or by the condition it is given under
    before the next figure ("4.5X speedup … within GPU memory limits"); none where any writing of it says neither, or
    both."""
    if figure not in clause:
        return frozenset()
    sides = set()
    for end in _written_ends(clause, figure):
        after = FIGURE_FOR_RE.match(clause, end)
        side = _stated(after.group(1), pair) if after else frozenset()
        if not side and (condition := CONDITION_AFTER_RE.match(clause, end)):
            side = _stated(condition.group(1), pair)
        if len(side) != 1:
            return frozenset()
        sides |= side
    return frozenset(sides) if len(sides) == 1 else frozenset()


@lru_cache(maxsize=1024)  # the same source's clauses are read for every sentence checked against it
def _clause_figures(parts: tuple[str, ...]) -> tuple[tuple[str, frozenset[str]], ...]:
    """Each clause with the figures it gives (not an item's mark, "(3) after prefilling, …": a clause giving a figure
    only so gives none)."""
    return tuple((c, frozenset(numbers(ENUMERATOR_RE.sub(" ", c)))) for c in parts)


def _giving(stated: tuple[tuple[str, frozenset[str]], ...]):
    """Figure -> the clauses of `stated` giving it."""
    return lambda figure: [c for c, found in stated if figure in found]


def _crossed(sentence: str, parts: tuple[str, ...], question: str, terms: tuple[str, ...],
             given: frozenset[str], baselines: tuple[str, ...] = ()) -> str | None:
    """`crossed`, on the source already split into clauses."""
    other = _other_count(sentence, question)
    if other:
        return other
    figures = sorted(numbers(sentence) - given)
    stated = _clause_figures(parts)
    # asked for an average, a sentence that says none may give a figure as a best case ("up to 3.1x")
    best_cases = normalise(sentence) if AVERAGE_RE.search(question) and not AVERAGE_RE.search(sentence) else None
    giving_of = _giving(stated)
    for figure in figures:
        giving = giving_of(figure)
        variant = _variant(figure, giving, terms)
        if variant:
            return variant
        if best_cases is not None and _best_case(best_cases, figure):  # "up to 3.1x", asked "on average"
            return f"it gives {figure} as a best case; the question asks for an average"
        cited = [_cited_work(c, question) for c in giving]
        if giving and all(cited):  # "MemoryLLM (Wang et al., 2024a) … a memory pool of 1B parameters"
            return f"the source gives {figure} for {cited[0]}, a work it cites, not for what the question asks about"
        # (not the figure in brackets just after it: "outperforming the recent StyleGAN-T (13.9 in 0.1 second)")
        # (nor one said to be its own after the comparing word: "(vs. 26 hours of LLaVA-1.5)")
        compared = [t for t in _subjects(question, terms)
                    if _only_compared(giving, t) and not any(_bracketed_own(figure, c, t) or _compared_of(figure, c, t)
                                                             for c in giving)]
        if compared:  # "achieving 37.5% accuracy, outperforming … GPT-4o": asked what GPT-4o reaches
            return f"the source gives {figure} for what it compares with {compared[0]}, not for {compared[0]}"
        split = _other_split(giving, question)
        if split:  # "On MS COCO 2014-30k, …", asked on MS COCO 2017-5k
            return f"the source gives {figure} on {split}, not on the split the question asks of"
        unsaid = _read_of_another(question, terms, giving) or _unsized(sentence, question, terms, giving, parts)
        if unsaid:  # "what FID does StyleGAN-T reach …, according to InstaFlow": "… we create … an FID of 23.3"
            return f"the source gives {figure} without naming {unsaid}, the one the question asks of"
        apart = [_apart(c, question, terms) for c in giving]
        if giving and all(apart):  # "4k res. at 30FPS for NeRF and 8k res. at 120FPS for …", asked of 8k for NeRF
            return f"the source gives {figure} where {apart[0][0]} and {apart[0][1]} are not stated together"
        doers = [_other_doer(c, figure, question) for c in giving]
        if giving and all(doers):  # "a planner that plans within 20ms and … a solver that can solve 7000 queries/s"
            return f"the source gives {figure} for what its {doers[0][0]} does, not its {doers[0][1]}"
        sized = _other_size(giving, question, terms)
        if sized:  # "For a model with 70 billion parameters, LoRAM enables training on … only 20G HBM", asked of 13B
            return f"the source gives {figure} for {sized[0]}, not {sized[1]}"
        hours = _other_device_hours(giving, figure, question) or _other_gpu(giving, figure, question) or \
            _other_baseline(giving, figure, question) or _other_duration(giving, figure, question)
        if hours:  # "57 A5000 hours", asked how many A100 hours; "on P100 GPU, … 10.8%", asked on a P4000
            return hours
        counts = [_other_count(c, question) for c in giving]
        if giving and all(counts):  # "18.95x … for a 1 million token context", asked of 3 million
            return f"the source gives {figure} where {counts[0]}"
    for pair in _pairs(question):
        asked, claimed = _asked(question, pair), _stated(sentence, pair)
        # (a sentence that states both sides is read for the side asked: each figure's own side decides)
        side = claimed if len(claimed) == 1 else asked if len(asked) == 1 else set()
        if len(side) != 1:
            continue
        (mine,) = side
        other = next(label for label, _ in pair if label != mine)
        if len(asked) == 1 and claimed and not claimed & asked:
            return f"it speaks of {mine}; the question asks about {other}"
        for figure in figures:
            giving = giving_of(figure)
            if giving and all(_stated(c, pair) == {other} or _figure_side(c, figure, pair) == {other} for c in giving):
                return f"the source gives {figure} for {other}, not {mine}"
    settings = [t for t in terms if any(found and _sets(c, t) for c, found in stated)]
    # two named settings: each part of the answer may speak of either; a baseline the question compares with
    # ("than QLoRA") is the one its multiple is against, whether or not the source gives figures against it
    # (not one named by an acronym, which the abstract may have said before: "We benchmark TensorBLEU against NLTK. …
    # speedups of over 13x"; its figure is against another only where the clause names another: `_against_other_named`)
    named = (settings if len(settings) == 1 else []) + \
        [b for b in baselines if b not in settings and not ACRONYM_ONLY_RE.fullmatch(b)]
    scope = _scopes(parts)
    # ("… than Concept Slider and … than Attribute Control, while reducing … by 2x and 4x, respectively": 2x is against
    # Concept Slider, though its clause names none)
    respective = against_respectively(", ".join(parts)) if named else []  # (the whole sentence: the clause names none)
    for term in named:
        for figure in _measured(sentence, given):
            giving = giving_of(figure)
            if giving and not any(_gives_for(scope.get(c, c), figure, term) if term in settings else
                                  mentions(scope.get(c, c), term) for c in giving) and \
                    not any(f == figure and mentions(against, term) for against, f in respective):
                return f"the source gives {figure} for another setting than {term}"
    return _against_another(sentence, question, parts, scope, given, giving_of) or \
        _against_other_named(sentence, baselines, scope, given, giving_of) or \
        _other_variant(sentence, question, scope, given, giving_of) or \
        _elsewhere(sentence, question, terms, given, giving_of) or \
        _paired_otherwise(sentence, stated, given) or \
        _unconditioned(sentence, question, stated, given, giving_of) or \
        _qualified(sentence, question, given, giving_of) or _baselines(sentence, question, given, giving_of) or \
        _bracketed(sentence, question, terms, given, giving_of) or _itemised(sentence, parts, terms, given) or \
        _other_task(sentence, question, given, giving_of) or _as_much_as(sentence, question, given) or \
        _purpose_swapped(sentence, parts, given) or _on_top(sentence, question, given, giving_of) or \
        _matched(sentence, baselines, given, giving_of) or _phrase_setting(sentence, question, parts, given, giving_of) \
        or _other_stage(sentence, question, given, giving_of) or _given_elsewhere(sentence, question, parts, given, giving_of)


def _measured(sentence: str, given: frozenset[str]) -> list[str]:
    """The sentence's measured figures (multiples, percentages, rates) that the question does not give itself, in order."""
    return sorted(set(MEASURED_RE.findall(normalise(sentence))) - given)


# "the verification stage", "the prefill phase", "the backward pass": a stage of the method a figure is asked for, by its
# own word (not its order or count: "the first stage", "two-stage"; nor how many passes a thing takes: "into a single
# forward pass")
STAGE_RE = re.compile(r"(?<!single\s)(?<!one\s)(?<!each\s)\b(?!(?:first|second|third|final|last|early|earlier|later|middle|each|"
                      r"every|one|two|three|"
                      r"multi|single|separate|different|all|both|this|that|the|its|their)\b)([a-z][\w-]*)[\s-]+"
                      r"(?:stage|phase|pass)(?:es|s)?\b", re.I)


def _other_stage(sentence: str, question: str, given: frozenset[str], giving_of) -> str | None:
    """Asked a figure of one stage ("how much does EasySpec speed up the verification stage"), a measured figure no
    clause giving which says that stage: another stage's ("the drafting stage can be accelerated by up to 1.62x"), or
    the whole method's ("a peak speedup of 4.17x compared to vanilla decoding")."""
    stages = frozenset(content_words(" ".join(STAGE_RE.findall(question))))
    if not stages:
        return None
    for figure in _measured(sentence, given):
        giving = giving_of(figure)
        if giving and not any(stages & content_words(c) for c in giving):
            return f"the source gives {figure} for no stage the question asks of"
    return None


# "… can serve as an orthogonal optimization for synergistic integration with existing speculative decoding, showing
# up to 1.22times further speed improvement": a gain on top of another method's
FURTHER_RE = re.compile(r"\bfurther\b", re.I)
COMBINED_RE = re.compile(r"\b(?:combin\w*|integrat\w*|on top of|together with|synergis\w*|orthogonal|complementary|"
                         r"stack\w* with|alongside)\b", re.I)


def _on_top(sentence: str, question: str, given: frozenset[str], giving_of) -> str | None:
    """A figure every clause of which calls it a further gain of the method combined with another
    ("… integration with existing speculative decoding, showing up to 1.22x further speed improvement"),
    when the question asks of the method, not of a combination."""
    if COMBINED_RE.search(question) or FURTHER_RE.search(question):
        return None
    for figure in sorted(numbers(sentence) - given):
        giving = giving_of(figure)
        if giving and all(FURTHER_RE.search(c) and COMBINED_RE.search(c) for c in giving):
            return f"the source gives {figure} as a further gain when combined with another method"
    return None


# "We match CuBLAS and FlashAttention-3 on GEMM and attention inference performance and outperform the strongest
# baselines by 10-40% …"
MATCH_RE = re.compile(r"\b(?:match(?:es|ing)?|on par with|comparable to|as fast as)\s+((?:[\w.+-]+\s*,?\s*){1,6})", re.I)
# the words a figure is measured against a baseline with, and the verbs a method beats one with
COMPARING = r"(?:than|over|against|compared\s+(?:to|with)|relative\s+to|versus|vs\.?)"
OUTDOING = r"(?:outperform|surpass|beat|exceed)"
# what the figures are against instead ("and outperform the strongest baselines by …")
OTHER_TARGET_RE = re.compile(rf"\b{OUTDOING}\w*\s+(?:the\s+)?(?:[\w-]+\s+){{0,2}}?[\w.+-]+|"
                             r"\b(?:than|over)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?[\w.+-]+", re.I)
AGAINST_RE = rf"\b{COMPARING}\s+(?:the\s+)?(?:[\w-]+\s+){{0,3}}?"


def _matched(sentence: str, baselines: tuple[str, ...], given: frozenset[str], giving_of) -> str | None:
    """Asked how much faster or better than a baseline ("than FlashAttention-3"), a figure every
    source clause of which says the method matches that baseline and gives its figures against others
    ("We match CuBLAS and FlashAttention-3 … and outperform the strongest baselines by 10-40% …"),
    unless it measures one against that baseline too."""
    for base in baselines:
        for figure in sorted(numbers(sentence) - given):
            giving = giving_of(figure)
            if giving and all(any(mentions(m.group(1), base) for m in MATCH_RE.finditer(c)) and
                              not re.search(AGAINST_RE + re.escape(base), c, re.I) and
                              any(not mentions(o.group(0), base) for o in OTHER_TARGET_RE.finditer(c)) for c in giving):
                return f"the source says it matches {base}; it gives {figure} against others"
    return None


# "how much less memory does im2win use than direct convolution?": a baseline in lower-case words closing the question
# ("compared with the lossless homomorphic compression method it extends": the baseline, then what the paper does to it)
LOWER_AGAINST_RE = re.compile(rf"\b{COMPARING}\s+(?:the\s+)?((?:[a-z][\w-]*\s+){{0,3}}[a-z][\w-]*)"
                              r"(?:\s+(?:it|they|that)\s+(?:extends?|builds?\s+on|improves?\s+(?:on|upon)|replaces?))?"
                              r"\s*\?\s*$")
# words that name no particular baseline: "than prior approaches", "compared with state-of-the-art methods"
UNSPECIFIC = frozenset(content_words("model method approach baseline system technique framework work solution prior "
                                     "existing previous state-of-the-art sota other current conventional competing "
                                     "traditional leading strongest best recent"))
AGAINST_ANY_RE = re.compile(rf"\b{COMPARING}\s|\b{OUTDOING}", re.I)


def _against_another(sentence: str, question: str, parts: tuple[str, ...], scope: dict, given: frozenset[str],
                     giving_of) -> str | None:
    """Asked a figure against a baseline named in lower-case words ("than direct convolution") that the source
    names too, a measured figure every clause of which is against something else ("… by 23.1% … compared with
    cuBLAS, … and 3) achieves up to 155times TFLOPS compared with the direct convolution")."""
    found = LOWER_AGAINST_RE.search(question)
    words = frozenset(content_words(found.group(1))) if found else frozenset()
    # (or by its initials: "compared to both FFT and LoRA" names full fine-tuning)
    short = "".join(w[:1] for w in re.split(r"[\s-]+", found.group(1))).upper() if found else ""
    has = lambda c: words <= frozenset(content_words(scope.get(c, c))) or \
        len(short) > 1 and re.search(rf"(?<![\w-]){short}(?![\w-])", scope.get(c, c)) is not None  # noqa: E731
    # (unless it names another of its kind, `other_of_kind`: "compared to graph parallelism", asked against data
    # parallelism, closing the sentence past the clause of a figure that names no baseline of its own)
    named = any(has(c) for c in parts)
    kind_other = not named and found is not None and other_of_kind(", ".join(parts), found.group(1))
    if not words - UNSPECIFIC or not named and not kind_other:
        return None  # no particular baseline, or one the source calls otherwise
    asked = frozenset(content_words(question[:found.start()])) - GENERIC_WORDS
    for figure in _measured(sentence, given):
        giving = giving_of(figure)
        # (where one clause gives it as the change of the quantity asked, a clause giving the same figure of another
        # is not its own: "reduces GPU memory usage by 30% compared to LoRA, while decreasing inference time by 30%
        # compared to both FFT and LoRA", asked of memory against full fine-tuning)
        giving = [c for c in giving if changed(scope.get(c, c)).get(figure, frozenset()) & asked] or giving
        if giving and all(not has(c) and bool(AGAINST_ANY_RE.search(scope.get(c, c))) is not kind_other
                          for c in giving):
            return f"the source gives {figure} against another baseline than {found.group(1)}"
    return None


def figures_elsewhere(sentence: str, source_text: str, question: str,
                      given: frozenset[str] = frozenset()) -> bool:
    """For a quote without a model: every figure of the sentence (but `given`) the source gives, clause by clause,
    against another baseline than one the question describes in lower-case words (`_against_another`: "… compared with
    the lossless homomorphic compression method it extends", where the source's 15% is "compared to the standard …
    (FSDP) approach") or elsewhere than asked (`_given_elsewhere`); one figure that is not still answers ("… by 23.1% …
    compared with cuBLAS, … and 3) … 155times … compared with the direct convolution")."""
    own = numbers(sentence) - given
    if not own:
        return False
    parts = clauses(source_text)
    giving_of = _giving(_clause_figures(parts))
    scope = _scopes(parts) if _against_described(sentence, question) else None
    return all(scope is not None and _against_another(sentence, question, parts, scope, given | (own - {f}), giving_of)
               or _given_elsewhere(sentence, question, parts, given | (own - {f}), giving_of) for f in own)


def _against_described(sentence: str, question: str) -> bool:
    """The question asks against a baseline in lower-case words that the sentence does not say in part
    ("compared to end-to-end training", asked against end-to-end backpropagation) nor by its initials ("than LC
    systems", asked against loosely-coupled systems)."""
    found = LOWER_AGAINST_RE.search(question)
    if not found:
        return False
    words = frozenset(content_words(found.group(1))) - UNSPECIFIC
    pieces = [w for w in re.split(r"[\s-]+", found.group(1)) if content_words(w) and not content_words(w) <= UNSPECIFIC]
    short = "".join(w[0] for w in pieces).upper() if len(pieces) > 1 else ""
    return not any(words & content_words(m.group(0)) or short and names_whole(m.group(0), short)
                   for m in TARGET_RE.finditer(sentence))


# what a clause's figures are against: "than the widely adopted BF16 framework", "outperforms vLLM", up to the
# next comparison ("5times faster training than Concept Slider and 47times faster than Attribute Control"), with
# a baseline in brackets after it ("… BF16 framework (i.e., Megatron-LM)") or set beside it ("outperforms the
# state-of-the-art library, i.e., Sputnik and SparTA by …")
# (not an amount: "speedups of over 13x", "exceeding 40x" say more than it)
TARGET_RE = re.compile(rf"\b(?:{COMPARING}|{OUTDOING}\w*)\s+(?!\d)(?:the\s+)?(?:(?!{COMPARING}\b)[\w.+-]+\s+){{0,5}}"
                       rf"(?!{COMPARING}\b)[\w.+-]+(?:\s*\([^)]*\))?"
                       # ("compared to … libraries such as HuggingFace PEFT and vLLM (with naive support …)": a second
                       # name joined to the last)
                       r"(?:\s+(?:and|or)\s+(?=[\w.+-]*(?-i:[A-Z]))[\w.+-]+(?:\s*\([^)]*\))?)?"
                       r"(?:,\s*(?:i\.e\.|e\.g\.|namely),?\s+(?:(?!(?:by|with|on|at|in)\b)[\w.+-]+\s+){0,4}[\w.+-]+)?"
                       # ("compared to existing compilers like Triton and Ladder, as well as hand-optimized kernels such
                       # as QuantLLM and Marlin": the list of baselines goes on)
                       r"(?:,?\s+as\s+well\s+as\s+(?:[\w.+-]+\s+){0,7}?[\w.+-]+(?=\s*[,;.]|$))?", re.I)


def _against_other_named(sentence: str, baselines: tuple[str, ...], scope: dict, given: frozenset[str],
                         giving_of) -> str | None:
    """Asked a multiple against a named baseline ("how much faster than its FP8 counterpart"), a measured
    figure every clause of which is against something else, where the baseline is at most the clause's
    subject ("our FP8 … framework … ran 64% faster than the widely adopted BF16 framework")."""
    for base in baselines:
        for figure in _measured(sentence, given):
            giving = [scope.get(c, c) for c in giving_of(figure)]
            targets = [[m.group(0) for m in TARGET_RE.finditer(c)] for c in giving]
            if giving and all(targets) and not any(mentions(t, base) for found in targets for t in found):
                return f"the source gives {figure} against {targets[0][0]}, not against {base}"
    return None


# "with the ViT-g backbone", "with the L-224 variant", "LoRAT's ViT-g variant", "for its ViT-g tracker": which of a
# method's models a figure is for
MODEL_VARIANT_RE = re.compile(r"(?:\b(?:with|of|for|using)\s+(?:the|its|a|an|our)|[\w.+-]'s)\s+"
                              r"([\w.+-]*\d[\w.+-]*|[a-z]*[A-Z][\w.+-]*)"
                              r"\s+(?:backbone|variant|model|version|configuration|tracker|detector|network)s?\b")


def _other_variant(sentence: str, question: str, scope: dict, given: frozenset[str], giving_of) -> str | None:
    """Asked a figure with one variant of the method ("What LaSOT SUC score does LoRAT reach with the ViT-g
    backbone?"), a figure every clause of which gives it with another ("… from 0.703 to 0.742 with the L-224
    variant"), naming not the one asked."""
    asked = MODEL_VARIANT_RE.search(question)
    if not asked:
        return None
    mine = asked.group(1)
    for figure in sorted(figures(sentence) - given):
        giving = [scope.get(c, c) for c in giving_of(figure)]
        others = [[v for v in MODEL_VARIANT_RE.findall(c) if v.lower() != mine.lower()] for c in giving]
        if giving and all(others) and not any(mentions(c, mine) for c in giving):
            return f"the source gives {figure} with the {others[0][0]}, not the {mine}"
    return None


# "What speedup does TEMPI yield in a 3D halo exchange?": the setting a figure is asked in, closing the question
# (without an article only of a one-part question: "…, and how much in server mode?" is the last part's setting)
SETTING_PHRASE_RE = re.compile(r"\b(?:in|on|during|for|under)\s+((?:a|an|the)\s+)?"
                               r"((?:[a-z0-9][\w-]*\s+){0,3}[a-z][\w-]*)\s*\?\s*$", re.I)
# a clause closing on a setting of its own: "… an inference power reduction by 1.4x on real-world GPUs"
OWN_SETTING_RE = re.compile(r"\b(?:in|on|during|for|under)\s+((?:[\w-]+\s+){0,2}[\w-]+)\s*[.!?]?\s*$", re.I)


def _given_elsewhere(sentence: str, question: str, parts: tuple[str, ...], given: frozenset[str],
                     giving_of) -> str | None:
    """A figure of the sentence that every source clause giving it gives for another metric's setting, on another
    kind of data, for another result or for the things not of the kind asked (`CLAUSE_TESTS`)."""
    for figure in sorted(numbers(sentence) - given):
        giving = giving_of(figure)
        if not giving:
            continue
        for test in CLAUSE_TESTS:
            reasons = [test(c, figure, question, parts) for c in giving]
            if all(reasons):
                return reasons[0]
    return None


# "73.8 mAP (L2) on the Waymo Open Dataset and 72.4 NDS on the NuScenes dataset": a figure, its label, the named setting
LABELLED_ON_RE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*%?\s*([A-Za-z][\w-]*)(?:\s*\([^()]*\))?\s+on\s+(?:the\s+)?"
                            r"([A-Z][^,;.()]*?)(?=\s+(?:and|or|with|while|for|at|to|by|running|using)\b|[,;.()]|$)")
ASKED_ON_RE = re.compile(r"\bon\s+(?:the\s+)?([A-Z][^,;.()?]*?)(?=\s+(?:and|or|with|while|for|at|to|by|after|in)\b|[,;.()?]|$)")
SETTING_WORDS = frozenset(content_words("dataset datasets benchmark benchmarks set split task suite data"))


@lru_cache(maxsize=256)  # read once a question, not once a clause and figure
def _setting_asked_on(question: str) -> tuple[str, frozenset[str], frozenset[str]]:
    """The one named setting the question asks its figure on, its words less the kind of setting, and the question's
    words; no words when it names none or several."""
    asked = ASKED_ON_RE.findall(question)
    if len(asked) != 1:
        return "", frozenset(), frozenset()
    return asked[0], frozenset(content_words(asked[0])) - SETTING_WORDS, frozenset(WORD_RE.findall(question.lower()))


def _labelled_on_other(clause: str, figure: str, question: str, parts: tuple[str, ...]) -> str | None:
    """Asked a labelled figure on a named setting ("what NDS does it reach on the Waymo Open Dataset"), the clause
    gives the figure under that label on another named setting ("72.4 NDS on the NuScenes dataset")."""
    asked, want, words = _setting_asked_on(question)
    if not want:
        return None
    for found, label, setting in LABELLED_ON_RE.findall(clause):
        if found == figure and label.lower() in words and label.lower() not in STOPWORDS and \
                not (content_words(setting) - SETTING_WORDS) & want:
            return f"the source gives {figure} {label} on {setting}, not on {asked}"
    return None


# "on question answering datasets", "across diverse summarization datasets": data of a kind, said in common words
DATA_KIND_RE = re.compile(r"\b(?:on|across|over)\s+(?:the\s+|several\s+|various\s+|diverse\s+|multiple\s+|many\s+)?"
                          r"((?:[a-z][a-z-]*\s+){1,3}?)(?:datasets?|benchmarks?|tasks?)\b")


def _on_other_data(clause: str, figure: str, question: str, parts: tuple[str, ...]) -> str | None:
    """Asked a figure on data of one kind ("on question answering datasets"), the clause gives its figures on data of
    another ("on diverse summarization datasets"), and no source clause says the kind asked."""
    asked, said = DATA_KIND_RE.search(question), DATA_KIND_RE.search(clause)
    if not asked or not said:
        return None
    want, have = content_words(asked.group(1)), content_words(said.group(1))
    if not want or not have or want & have or any(want & content_words(c) for c in parts):
        return None
    return f"the source gives {figure} on {said.group(1).strip()} data, not {asked.group(1).strip()}"


@lru_cache(maxsize=256)
def _scores_given(question: str) -> tuple[tuple[str, str], ...]:
    """The question's figures that are scores of a metric ("29.8 BLEU"), each with its metric."""
    return tuple((f, label) for f, (_, words) in labelled(question).items()
                 if (label := next(iter(sorted(words & METRICS)), None)))


def _for_other_result(clause: str, figure: str, question: str, parts: tuple[str, ...]) -> str | None:
    """Asked of a result the question gives by its figure ("how long does it train to reach 29.8 BLEU"), the clause
    gives another figure of the same metric ("29.3 BLEU after training for 85 minutes", "a BLEU of 43.2 in 8.5 hours")
    and not the question's: its figures are of that other result."""
    scores = _scores_given(question)
    if not scores:
        return None
    flat, labels = normalise(clause), labelled(clause)
    for score, label in scores:
        if re.search(rf"(?<![\w.]){re.escape(score)}(?![\d])", flat):
            continue
        # ("29.3 BLEU", or "a BLEU of 43.2")
        other = next((f for f, (_, w) in labels.items() if label in w and f != score), None) or \
            next((f for f in re.findall(rf"\b{label}\w*\s+(?:scores?\s+)?of\s+(\d+(?:\.\d+)?)", flat) if f != score), None)
        if other:
            return f"the source gives {figure} where it reaches {other}, not {score}"
    return None


NON_RE = re.compile(r"\bnon-\s?([a-z]{4,})\b", re.I)


def _for_negated_kind(clause: str, figure: str, question: str, parts: tuple[str, ...]) -> str | None:
    """Asked of a kind of thing ("the activations of its parametric modules"), the clause gives its figures for the
    things not of it ("4-bit quantization of activations … for non-parametric structures") and never names it alone."""
    for word in sorted({w.lower() for w in NON_RE.findall(clause)}):
        alone = rf"(?<!non-)(?<!non)(?<!non )\b{word}\b"
        if re.search(alone, question, re.I) and not re.search(alone, clause, re.I):
            return f"the source gives {figure} for non-{word} things, not {word} ones"
    return None


# the device or setting a question closes on: "… on a CPU?", "… on the Jetson Nano?"
CLOSING_ON_RE = re.compile(r"\bon\s+(?:an?\s+|the\s+)?((?:[\w-]+\s+){0,2}?[\w-]+)\s*\?\s*$", re.I)


def _respectively_elsewhere(clause: str, figure: str, question: str, parts: tuple[str, ...]) -> str | None:
    """Asked a figure on a setting the question closes on ("… on a CPU?"), the clause gives its figures on other
    settings, one each, none of them the one asked ("3.8x and 2.0x lower backbone latency on GPU and mobile device,
    respectively")."""
    asked = CLOSING_ON_RE.search(question)
    if not asked or not (want := content_words(asked.group(1))):
        return None
    # (not where the clause names the setting asked elsewhere: "on MS COCO …, 3.8x and 2.0x … on GPU and mobile device,
    # respectively" is on MS COCO)
    if want & content_words(clause):
        return None
    given = pairs(clause)
    if not given or not re.search(rf"\bon\s+(?:the\s+)?{re.escape(given[0][0])}\b", normalise(clause)):
        return None
    mine = next((item for item, _, f in given if f == figure or plain(f) == figure), None)
    return f"the source gives {figure} on {mine}, not on {asked.group(1)}" if mine else None


# "the renderer (588 FPS)": a thing's name and the bracket its figure opens (the figure is found first)
BRACKET_OPENED = re.compile(r"\b(?:the|its|our|their)\s+([a-z][\w-]*)\s*\(\s*(?:~\s*)?\Z")
BRACKET_CLOSED = re.compile(r"(?![\d.]\d)[^()]*\)")


def _of_a_named_part(clause: str, figure: str, question: str, parts: tuple[str, ...]) -> str | None:
    """The clause gives the figure in brackets after a thing the question never names ("Owning to the speed of the
    renderer (588 FPS)", asked how fast it reconstructs objects): that thing's figure."""
    found = next((m for j, _ in occurrences(clause, figure, after=BRACKET_CLOSED)
                  if (m := BRACKET_OPENED.search(clause, 0, j))), None)
    if not found or not (noun := content_words(found.group(1))) or noun & content_words(question):
        return None
    return f"the source gives {figure} for the {found.group(1)}, which the question does not ask of"


# "… by 10-40% on attention backwards, 8times on state space models": a figure and what it is measured on
FIGURE_ON_RE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*(?:%|x|times)?\s+on\s+(?:the\s+)?"
                          r"((?:[a-z][\w-]*\s+){0,3}?[a-z][\w-]*)(?=\s*(?:[,;.()]|$)|"
                          r"\s+(?:and|or|with|while|for|at|to|by|compared|than|over)\b)", re.I)


def _on_other_setting(clause: str, figure: str, question: str, parts: tuple[str, ...]) -> str | None:
    """Asked a figure on a thing the question closes on ("… outperform the strongest baselines on convolution
    kernels?"), which no source clause says, the clause gives it on another ("… 8times on state space models")."""
    found = SETTING_PHRASE_RE.search(question)
    if not found or not found.group(0).lower().startswith("on") or not found.group(1) and len(_parts(question)) > 1:
        return None
    want = frozenset(content_words(found.group(2))) - SETTING_WORDS
    if not want or any(want <= content_words(c) for c in parts):
        return None
    on = next((setting for f, setting in FIGURE_ON_RE.findall(clause) if plain(f) == figure), None)
    if on is None or content_words(on) & want:
        return None
    return f"the source gives {figure} on {on}, not on {found.group(2)}"


# a sentence saying what it is for first: "For training, we assemble … 697 thousand … pairs"; "For evaluation, …"
PURPOSE_OPENING_RE = re.compile(r"^\s*(?:for|during|at)\s+(?:the\s+)?(pre-?training|training|fine-?tuning|evaluation|"
                                r"testing|inference|deployment)(?:\s+time)?\s*,", re.I)
PURPOSES = (("training", re.compile(r"\b(?:pre-?)?train(?:s|ed|ing)?\b|\bfine-?tun\w*", re.I)),
            ("evaluation", re.compile(r"\bevaluat\w*|\btest(?:s|ed|ing)?\b|\bassess\w*", re.I)),
            ("inference", re.compile(r"\binference\b|\bserv(?:e|es|ed|ing)\b|\bdeploy\w*", re.I)))


def _purpose(text: str) -> str | None:
    said = [label for label, pattern in PURPOSES if pattern.search(text)]
    return said[0] if len(said) == 1 else None


def _for_other_purpose(clause: str, figure: str, question: str, parts: tuple[str, ...]) -> str | None:
    """Asked a figure of one purpose only ("how many … pairs were used to evaluate it"), the clause's sentence says
    first it is for another ("For training, we assemble … over 697 thousand … pairs")."""
    asked = _purpose(question)
    opening = PURPOSE_OPENING_RE.match(_sentences(parts).get(clause, clause))
    said = opening and _purpose(opening.group(1))
    return f"the source gives {figure} for {said}, not for {asked}" if asked and said and said != asked else None


# "… in the Needle-in-a-Haystack evaluation?", "We rigorously evaluate WindowKV on the LongBench benchmark, …": a named
# evaluation, benchmark or dataset a figure is asked or given in
NAMED_EVAL = r"\b(?:in|on)\s+(?:the\s+)?([A-Z][\w-]*(?:\s+[A-Z0-9][\w-]*)*)\s+(?:evaluation|benchmark|dataset|test)s?\b"
ASKED_EVAL_RE = re.compile(NAMED_EVAL + r"\s*\?\s*$")
SAID_EVAL_RE = re.compile(NAMED_EVAL)


def _in_other_evaluation(clause: str, figure: str, question: str, parts: tuple[str, ...]) -> str | None:
    """Asked a figure in a named evaluation ("… in the Needle-in-a-Haystack evaluation"), the clause's sentence gives it
    in another it names ("We rigorously evaluate WindowKV on the LongBench benchmark, and … only 12% …")."""
    asked = ASKED_EVAL_RE.search(question)
    if not asked:
        return None
    sentence = _sentences(parts).get(clause, clause)
    said = [m.group(1) for m in SAID_EVAL_RE.finditer(sentence)]
    if not said or mentions(sentence, asked.group(1)):
        return None
    return f"the source gives {figure} in the {said[0]} evaluation, not in the {asked.group(1)} one"


CLAUSE_TESTS = (_labelled_on_other, _on_other_data, _for_other_result, _for_negated_kind, _respectively_elsewhere,
                _of_a_named_part, _on_other_setting, _for_other_purpose, _in_other_evaluation)


def given_elsewhere(sentence: str, source_text: str, question: str, given: frozenset[str] = frozenset()) -> str | None:
    """`_given_elsewhere` on its own, for a quote without a model."""
    parts = clauses(source_text)
    return _given_elsewhere(sentence, question, parts, given, _giving(_clause_figures(parts)))


def _phrase_setting(sentence: str, question: str, parts: tuple[str, ...], given: frozenset[str],
                    giving_of) -> str | None:
    """Asked a figure in a setting the question closes on ("in a 3D halo exchange"), which a source
    clause states with a figure of its own ("… more than 917x in a 3D halo exchange with 3072
    processes"): a measured figure no clause of that setting gives ("MPI_Pack speedup of up to 242000x")."""
    found, measured, elsewhere = _phrase_figures(sentence, question, parts, given, giving_of)
    return f"the source gives {elsewhere[0]} elsewhere than {found}" if elsewhere else None


def _phrase_figures(sentence: str, question: str, parts: tuple[str, ...], given: frozenset[str],
                    giving_of) -> tuple[str, list[str], list[str]]:
    """The setting the question closes on, the sentence's measured figures, and those of them no clause of that setting
    gives (`_phrase_setting`)."""
    found = SETTING_PHRASE_RE.search(question)
    words = frozenset(content_words(found.group(2))) if found else frozenset()
    if len(words) < 2 or not found.group(1) and len(_parts(question)) > 1:
        return "", [], []
    # (a sentence's setting holds for each of its clauses: "… 94% accuracy in 3.29 seconds, …, and 96% in 46.3
    # seconds, when run on a single NVIDIA A100 GPU"; not for one closing on another setting of the kind asked: "…
    # speedups on dedicated hardware and GPUs respectively …, and also observe an inference power reduction by 1.4x on
    # real-world GPUs" gives no power figure on dedicated hardware)
    whole = _sentences(parts)

    def own(clause: str) -> bool:
        closing = OWN_SETTING_RE.search(clause)
        said = frozenset(content_words(closing.group(1))) if closing else frozenset()
        return bool(said) and not words & said and shared_asked(words, set(said)) > 0
    within = lambda c: words <= frozenset(content_words(c if own(c) else whole.get(c, c)))  # noqa: E731
    if not any(words <= frozenset(content_words(c)) and MEASURED_RE.search(normalise(c)) for c in parts):
        return "", [], []
    measured = _measured(sentence, given)
    elsewhere = [f for f in measured if (giving := giving_of(f)) and not any(within(c) for c in giving)]
    return found.group(2), measured, elsewhere


def phrase_elsewhere(sentence: str, source_text: str, question: str, focus: frozenset[str] = frozenset(),
                     given: frozenset[str] = frozenset()) -> str | None:
    """A quote whose every measured figure of the quantity asked (of a clause saying a `focus` word, where one does) the
    source gives elsewhere than the setting the question closes on (`_phrase_setting`): "… speedups on dedicated
    hardware …, and also observe an inference power reduction by 1.4x on real-world GPUs", asked how much power it
    saves on dedicated hardware."""
    parts = clauses(source_text)
    giving_of = _giving(_clause_figures(parts))
    found, measured, elsewhere = _phrase_figures(sentence, question, parts, given, giving_of)
    asked = [f for f in measured if any(focus & content_words(c) for c in giving_of(f))] or measured
    return f"the source gives {', '.join(elsewhere)} elsewhere than {found}" if asked and \
        all(f in elsewhere for f in asked) else None


@lru_cache(maxsize=256)  # (each clause test asks it again for every figure of every sentence checked)
def _sentences(parts: tuple[str, ...]) -> dict[str, str]:
    """Each clause with the whole sentence it is of (a sentence's last clause ends in a stop)."""
    whole, run = {}, []
    for c in parts:
        run.append(c)
        if re.search(r"[.!?]\s*$", c) or c is parts[-1]:
            whole.update((x, " ".join(run)) for x in run)
            run = []
    return whole


# what a figure is a score of: "0.98 for runtime prediction", asked "… for predicting memory usage"
TASKS = r"predict|estimat|classif|detect|segment|forecast|recogni"
TASK_LABEL_RE = re.compile(rf"\bfor\s+((?:[a-z][\w-]*\s+){{1,2}}?)({TASKS})\w*\b")
ASKED_TASK_RE = re.compile(rf"\b({TASKS})\w*ing\s+(?:the\s+|its\s+)?((?:[a-z][\w-]*\s*){{1,2}})")


def _other_task(sentence: str, question: str, given: frozenset[str], giving_of) -> str | None:
    """Asked a score of one task on one thing ("for predicting memory usage", "for power
    prediction"), a figure whose every clause gives scores of that task on other things only ("0.98
    for runtime prediction … 0.78 for power prediction")."""
    flat = normalise(question)
    if asked := ASKED_TASK_RE.search(flat):
        task, wanted = asked.group(1), frozenset(content_words(asked.group(2)))
    elif asked := TASK_LABEL_RE.search(flat):  # "… for power prediction"
        task, wanted = asked.group(2), frozenset(content_words(asked.group(1)))
    else:
        return None
    for figure in sorted(numbers(sentence) - given):
        giving = giving_of(figure)
        labels = [[frozenset(content_words(obj)) for obj, t in TASK_LABEL_RE.findall(normalise(c)) if t == task]
                  for c in giving]
        if giving and all(labels) and not any(obj & wanted for found in labels for obj in found):
            return f"the source gives {figure} for other things than the question asks it of"
    return None


# "than gradient-based explanation methods": what the question compares with
THAN_RE = re.compile(r"\bthan\s+((?:[\w-]+\s*){1,4})")
# "allocates almost twice as much GPU memory as the forward pass": what a multiple is against
AS_MUCH_AS_RE = re.compile(r"(?<![\w.])([\d.]+\s*(?:x|times)?|twice|half|double)\s+as\s+(?:much|many|large|big|high|fast|long|little|few|"
                           r"small|low)\s+"
                           r"(?:[\w-]+\s+){0,3}?as\s+(?:the\s+|a\s+|an\s+)?((?:[\w-]+\s*){1,3})")


def _as_much_as(sentence: str, question: str, given: frozenset[str]) -> str | None:
    """Asked how much more or less than one thing ("… than gradient-based explanation methods"), a
    multiple the sentence gives against another ("twice as much GPU memory as the forward pass")."""
    asked = THAN_RE.search(normalise(question))
    if not asked:
        return None
    wanted = frozenset(content_words(asked.group(1)))
    for figure, against in AS_MUCH_AS_RE.findall(normalise(sentence)):
        figure = figure.strip()
        if figure not in given and not frozenset(content_words(against)) & wanted:
            return f"the source gives {figure} against {against.strip()}, not against {asked.group(1).strip()}"
    return None


# "a 24G GPU for training and an 8G GPU or CPU for inference": what each figure is for
PURPOSE_RE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)[a-z]{0,3}\b(?:\s+[\w-]+){0,3}?\s+for\s+(training|inference|"
                        r"fine-tuning|pre-training|pretraining|serving|decoding|prefilling)\b")


def _purposes(text: str) -> dict[str, set[str]]:
    """Each figure the text gives "for" a purpose, with those purposes."""
    found: dict[str, set[str]] = {}
    for figure, purpose in PURPOSE_RE.findall(normalise(text)):
        found.setdefault(plain(figure), set()).add(purpose)
    return found


def _purpose_swapped(sentence: str, parts: tuple[str, ...], given: frozenset[str]) -> str | None:
    """A figure the sentence gives for one purpose ("needs 24G GPU memory for inference") that the
    source gives for another only, where it gives that purpose a figure of its own ("a 24G GPU for
    training and an 8G GPU or CPU for inference")."""
    source = _purposes(" ".join(parts))
    for figure, purposes in sorted(_purposes(sentence).items()):
        theirs = source.get(figure, set())
        for purpose in sorted(purposes - theirs):
            if figure not in given and theirs and any(purpose in p for f, p in source.items() if f != figure):
                return f"the source gives {figure} for {sorted(theirs)[0]}, not {purpose}"
    return None


# an average is not a best case: asked "on average", "can reduce up to 3.1x" is not "by an average of 2.2x"
AVERAGE_RE = re.compile(r"\baverag(?:e|es|ed|ing)\b|\bmean\b(?!\s+(?:absolute|squared|average))", re.I)
BEST_CASE_RE = re.compile(r"(?:\bup to|\bas (?:much|many|high|low) as|\bat most|\bmaximum of|\bpeak of)\s+(?:an?\s+)?$",
                          re.I)


def _best_case(flat: str, figure: str) -> bool:
    """The normalised sentence gives the figure, each time it gives it, as a best case ("up to 3.1x")."""
    at = [m.start() for m in re.finditer(rf"(?<![\w.]){re.escape(figure)}(?![\d])", flat)]
    return bool(at) and all(BEST_CASE_RE.search(flat[:i]) for i in at)


# "For example, MemoryLLM (Wang et al., 2024a), …": a clause whose subject is a work it cites by its authors, a name
# ("Unlike FooLLM (…)" is about what differs from it); after an opener anywhere, since a shown clause may follow its
# paper's title ("M+: … Memory For example, MemoryLLM (…")
CITED_SUBJECT_RE = re.compile(r"(?:^\s*|(?<![\w-])(?i:for example|for instance|e\.g\.|notably|in particular|specifically)"
                              r"\s*,?\s*)(?i:the\s+)?([A-Z][\w.+-]*[A-Z0-9][\w.+-]*)\s*"
                              r"\(\s*[A-Z][^()]*?\b(?:19|20)\d{2}[a-z]?\s*\)")


def _cited_work(clause: str, question: str) -> str | None:
    """The work the clause is about, cited by its authors and year, when the question does not
    name it: the figures it gives are that earlier work's."""
    found = CITED_SUBJECT_RE.search(clause)
    return found.group(1) if found and not mentions(question, found.group(1)) else None


# "Compared to the recent efficient model MobileViT-XXS, …": a comparison that opens a sentence
COMPARED_BEFORE_RE = re.compile(r"^\s*(?:compared\s+(?:to|with)|relative\s+to|against)\s+[^,]*,", re.I)


def _scopes(parts: tuple[str, ...]) -> dict[str, str]:
    """Each clause with the comparison its figures are against, where another clause says it: "… by 63.3%, compared to
    a BF16 baseline" (the trailing comparison is the figure's own), or a sentence opened by one (`_led`)."""
    scope = {c: f"{c} {after}" for c, after in zip(parts, parts[1:]) if COMPARED_AFTER_RE.match(after)}
    scope.update(_led(parts, scope))
    return scope


def _led(parts: tuple[str, ...], scope: dict[str, str]) -> dict[str, str]:
    """The clauses that continue a sentence opened by a comparison ("Compared to … MobileViT-XXS,
    EfficientViT-M2 achieves 1.8% superior accuracy, while running … and 7.4x faster when converted to
    ONNX format"), each with that comparison before it: the later clauses' figures are against it too.
    A clause continues the sentence when it starts in lower case ("while …", "and …")."""
    led, opening = {}, None
    for c in parts:
        if c.lstrip()[:1].isupper():
            # (or by its verb: "our EfficientViT-M5 surpasses MobileNetV3-Large by 1.9% in accuracy, while getting
            # 40.4% … higher throughput …")
            found = COMPARED_BEFORE_RE.match(c) or SURPASSES_RE.search(c)
            opening = found.group(0) if found else None
        elif opening and not THAN_ANOTHER_RE.search(c):
            led[c] = f"{opening} {scope.get(c, c)}"
    return led


SURPASSES_RE = re.compile(rf"\b{OUTDOING}(?:s|es|ed|ing)?\s+(?:the\s+)?[\w.+-]+", re.I)
# a continuing clause that names its own baseline ("while being 3x faster than Z")
THAN_ANOTHER_RE = re.compile(rf"\b{COMPARING}\s", re.I)


# "… by up to 54% and 44% on the Jetson and 40% and 62% on Raspberry PI": the setting named after a run of figures
ON_SETTING_RE = re.compile(r"\bon\s+(?:the\s+|an?\s+)?([A-Z][^,;.()]*?)(?=\s+(?:and|or|with|while|for|at|to|by)\b|"
                           r"[,;.()]|$)")


def _gives_for(clause: str, figure: str, term: str) -> bool:
    """The clause gives `figure` for `term`: it names the term, and when it gives figures on the
    term ("on Raspberry PI"), the first setting it names after the figure ("on the Jetson"), if
    any, is that term (not so for what it compares with: "… on BERT-large compared to the MLPerf …")."""
    if not mentions(clause, term):
        return False
    if not _sets(clause, term, ON, ON_GAP):
        return True
    at = re.search(rf"(?<![\w.]){re.escape(figure)}(?![\d])", clause)
    # a named setting, not a kind of machine ("on GPUs for FooViT-B")
    after = next((m.group(1) for m in ON_SETTING_RE.finditer(clause, at.end()) if not _plain(m.group(1))), None) \
        if at else None
    return after is None or mentions(after, term) or mentions(term, after)


def _plain(name: str) -> bool:
    """A kind of machine, not a named setting: "GPU", "GPUs" (of a name, its first word)."""
    word = name.split()[0]
    return word in PLAIN_ACRONYMS or bool(PLURAL_ACRONYM_RE.match(word))


# "S3DIS (76.0% mIoU 6-fold validation), KITTI-360 (63.5% on Val)": a figure in brackets after a name is that name's
ITEM_RE = re.compile(r"(?<![\w.-])([A-Za-z][\w.+-]*)\s*\(([^()]*)\)")


def _itemised(sentence: str, parts: tuple[str, ...], terms: tuple[str, ...], given: frozenset[str]) -> str | None:
    """A figure the source gives only in brackets after another name of a list whose names include
    the one the question asks about ("KITTI-360 (63.5% on Val)", asked on S3DIS)."""
    items: dict[str, set[str]] = {}  # by the name as written
    for name, inside in ITEM_RE.findall(" ".join(parts)):
        if found := numbers(inside):
            items.setdefault(name, set()).update(found)
    asked = [(t, n) for t in terms for n in items if t.casefold() == n.casefold()]
    if len(items) < 2 or len(asked) != 1:
        return None
    mine, said = items[asked[0][1]], figures(sentence) - given
    if said & mine:  # it gives the asked name's figure too: it speaks of that name
        return None
    unbracketed = set().union(*(numbers(_outside_brackets(c)) for c in parts))
    for figure in sorted(said - mine - unbracketed):
        owners = [name for name, found in items.items() if figure in found]
        if owners:
            return f"the source gives {figure} for {owners[0]}, not {asked[0][0]}"
    return None


def _outside_brackets(text: str) -> str:
    return re.sub(r"\([^()]*\)", " ", text)


# "Sintel final" asked, "Sintel (clean)" given: a name (MARK) and the word qualifying it
NAME_QUALIFIED_RE = re.compile(rf"(?<![\w-]){MARK}\s+\(?([a-z]+)\b")
NAME_BRACKETED_RE = re.compile(rf"(?<![\w-]){MARK}\s*\(([a-z]+)\)")


def _bracketed(sentence: str, question: str, terms: tuple[str, ...], given: frozenset[str], giving_of) -> str | None:
    """A figure every source clause gives for a variant it writes in brackets after a name the
    question names with another word ("leads Sintel (clean) with an endpoint error of 0.963",
    asked on Sintel final)."""
    for term in terms:
        asked = NAME_QUALIFIED_RE.search(marked(question, term))
        if not asked or asked.group(1) in STOPWORDS:
            continue
        for figure in sorted(figures(sentence) - given):
            giving = giving_of(figure)
            variants = [NAME_BRACKETED_RE.findall(marked(c, term)) if term in c else [] for c in giving]
            if giving and all(variants) and not any(asked.group(1) in v for v in variants):
                return f"the source gives {figure} for {term} ({variants[0][0]}), not {term} {asked.group(1)}"
    return None


# "Compared to the current SOTA point cloud method that requires … 1 billion model parameters we only require
# …": the opening phrase, up to the paper's own clause, and the thing compared with
LEADING_BASELINE_RE = re.compile(r"^\s*(?:compared\s+(?:to|with)|unlike|in contrast to|relative to)\s+"
                                 r"((?:[\w-]+\s+){0,6}?[\w-]+)\s+(?:that|which|who|requiring|using|with)\b"
                                 r".*?(?=,|\bwe\b|\bours?\b)", re.I)


def _baselines(sentence: str, question: str, given: frozenset[str], giving_of) -> str | None:
    """A figure every source clause gives only in the opening phrase about what the paper compares
    with, when the question does not speak of that ("1 billion model parameters" of the point cloud
    method, asked how many the paper's model has)."""
    for figure in sorted(figures(sentence) - given):
        giving = giving_of(figure)
        flats = [normalise(c) for c in giving]
        opening = [LEADING_BASELINE_RE.match(flat) for flat in flats]
        if not giving or not all(opening):
            continue
        baseline = opening[0].group(1)
        if shared_asked(frozenset(content_words(baseline)), content_words(question)) >= 2:
            continue  # asked of the baseline: "how many A100 hours does the SOTA point cloud method need"
        if all(figure not in numbers(flat[m.end():]) | figures(flat[m.end():]) for flat, m in zip(flats, opening)):
            return f"the source gives {figure} for {baseline}, which it compares with"
    return None


# what a figure is for, a kind of a thing: "for energy prediction", "for low res. densegrid encoding"
FOR_KIND_RE = re.compile(r"\bfor\s+(?:the\s+)?((?:(?!(?:the|an?|each|all|every|both|its|their)\b)[a-z][\w.-]*\s+)"
                         r"{1,3}?)([a-z]+)(?=\s*[?,;(]|\s*$|\s+(?:and|with|on|in|for|at|of|when|while|compared|than|"
                         r"across)\b)")


# asked, the kind may follow "with" or "using" too: "… give with multi res. densegrid encoding?"
ASKED_KIND_RE = re.compile(FOR_KIND_RE.pattern.replace(r"\bfor\s+", r"\b(?:for|with|using)\s+", 1))


def _kinds(text: str, pattern: re.Pattern = FOR_KIND_RE) -> list[tuple[frozenset[str], str, str]]:
    """Each "for <kind> <thing>" of the text: the kind's words and the thing, stemmed, and the whole as written."""
    return [(frozenset(content_words(kind)), stem_of(head) or head, f"{kind}{head}")
            for kind, head in pattern.findall(normalise(text))]


def _qualified(sentence: str, question: str, given: frozenset[str], giving_of) -> str | None:
    """A figure whose every source clause gives it for another kind of the thing a one-part
    question asks it for or with ("0.98 for runtime prediction", asked for energy prediction; "58X … for multi res.
    hashgrid encoding", asked with densegrid encoding); not where the
    clause names the asked kind too ("LoRAM enables training with 20G, replacing an A100 for LoRA training")."""
    if len(_parts(question)) > 1:
        return None
    asked = [(kind, head, phrase) for kind, head, phrase in _kinds(question, ASKED_KIND_RE) if kind]
    for figure in sorted(figures(sentence) - given):
        giving = giving_of(figure)
        for kind, head, phrase in asked:
            stated = [[(k, p) for k, h, p in _kinds(c) if h == head] for c in giving]
            if giving and all(stated) and not any(kind <= k for found in stated for k, _ in found) and \
                    not any(kind <= content_words(c) for c in giving):
                return f"the source gives {figure} for {stated[0][0][1]}, not for {phrase}"
    return None


# a condition the question sets: "… train with per-layer gradient updates on a 24GB GPU"
CONDITION_RE = re.compile(r"\b(?:with|using|via|under)\s+((?:[a-z][\w-]*\s+){1,4}?[a-z][\w-]*)(?=\s+(?:on|in|for|at|to|"
                          r"from|over|compared|than|and|while|when|during)\b|\s*[?,.]|\s*$)", re.I)


# units whose figures answer the same question: a time, a count of machines
UNIT_KINDS = (frozenset("second seconds minute minutes hour hours day days week weeks".split()),
              frozenset("gpu gpus node nodes machine machines device devices tpu tpus".split()))


def _units(flat: str) -> dict[str, frozenset[str]]:
    """Each figure of a normalised text, with the kind of unit the word after it is, if one."""
    return {m.group(1): kind for m in re.finditer(r"(?<![\w.])(\d+(?:\.\d+)?)\s+([a-z]+)", flat)
            for kind in UNIT_KINDS if m.group(2) in kind}


SUBJECT_AND_RE = re.compile(r",?\s+and\s+(?=(?:we|it|they|our|this)\b)", re.I)


def _measures(flat: str) -> dict[str, frozenset[str]]:
    """Each figure of a normalised text with its unit's kind (`_units`), or the metric it is a score of ("29.3 bleu")."""
    scores = {m.group(1): frozenset({m.group(2)}) for m in re.finditer(r"(?<![\w.])(\d+(?:\.\d+)?)\s+([a-z0-9]+)", flat)
              if m.group(2) in METRICS}
    return {**scores, **_units(flat)}


def _paired_otherwise(sentence: str, stated, given: frozenset[str]) -> str | None:
    """A figure the question gives ("to reach 29.3 BLEU") set beside a time, a machine count or a score that the
    source gives in another clause, where the clause that gives the question's figure gives its own of
    that kind, which the sentence does not: "in under 5 hours … on 8 GPUs" for 29.3 BLEU, where "29.3
    BLEU after training for 85 minutes on 128 GPUs" is the source's; "29.8 BLEU after training for 85 minutes"."""
    flat = normalise(sentence)
    mine = _measures(flat)
    # (two things said of the work, each with its subject: "we match … in under 5 hours … and we obtain …")
    stated = [(c, numbers(c)) for clause, _ in stated for c in SUBJECT_AND_RE.split(clause)]
    for g in sorted(figures(sentence) & given):  # (not a name's digits: the 100 of "on a single A100")
        own = [(c, found) for c, found in stated if g in found]
        if not own:
            continue
        theirs = _measures(" ".join(normalise(c) for c, _ in own))
        for figure, kind in sorted(mine.items()):
            if figure in given or any(figure in found for _, found in own):
                continue
            mates = sorted(f for f, k in theirs.items() if k == kind and f not in given)
            if mates and not any(m in mine for m in mates):  # (a sentence that lists both gives each its own)
                return f"the source gives {g} with {mates[0]}, not with {figure}"
    return None


def _unconditioned(sentence: str, question: str, stated, given: frozenset[str], giving_of) -> str | None:
    """A figure given in no clause with the condition a one-part question sets, where the source
    states that condition beside other figures ("how large a model can LoQT train with per-layer
    gradient updates": not the 7B of "models up to 7B … on a 24GB GPU", but the 13B of "a 13B
    model using per-layer gradient updates"). Of a question of two parts, the condition of a
    part the sentence claims its figure under ("it reaches 7B with per-layer gradient updates").
    A circumstance ("under varying lighting conditions") the source may state apart from any figure,
    in its own words and order ("… stable under varying conditions including color, size, background,
    and lighting"): a figure it gives elsewhere ("64.6% … in simulation tasks") is not given under it."""
    parts = _parts(question)
    clauses_ = [c for c, _ in stated]
    for part in parts:
        found = CONDITION_RE.search(part)
        if not found:
            continue
        n = len(WORD_RE.findall(normalise(found.group(1))))  # the whole condition: "low-rank" is two words
        condition = phrases(found.group(1), n)
        under = frozenset(content_words(found.group(1))) if found.group(0).lower().startswith("under") else None
        states = (lambda c: under <= content_words(c)) if under else (lambda c: bool(condition & phrases(c, n)))
        # (a circumstance read in a clause and the next: "…, background, and lighting" is a clause of its own)
        if not condition or len(parts) > 1 and not states(sentence) or \
                not any(states(f"{c} {d}") if under else _beside(c, condition, n)
                        for c, d in zip(clauses_, clauses_[1:] + [""])):
            continue
        for figure in sorted(figures(sentence) - given):
            giving = giving_of(figure)
            if giving and not any(states(c) for c in giving):
                where = "apart from it" if under else "for another figure"
                return f"the source gives {figure} without {found.group(1)!r}, which it states {where}"
    return None


# "4k res. at 30FPS for NeRF and 8k res. at 120FPS for all our other NG applications": conjuncts that each
# give a measured figure of one kind, each for its own setting
CONJUNCT_RE = re.compile(r",?\s+(?:and|while|whereas)\s+")
UNIT_RE = re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s*(x|%|fps|ms)(?![a-z])")


def _apart(clause: str, question: str, terms: tuple[str, ...]) -> tuple[str, str] | None:
    """Two conditions the question sets (a name, a figure: "render 8k resolution for NeRF") that
    the clause states in different conjuncts, each giving a figure of the same kind ("4k res. at
    30FPS for NeRF and 8k res. at 120FPS for all our other NG applications"): no figure of it is
    given for both. What comes before the first conjunct's first figure holds for all of them,
    and so does a condition with no counterpart in the others (`_counterpart`)."""
    pieces = CONJUNCT_RE.split(normalise(clause))
    units = [set(UNIT_RE.findall(p)) for p in pieces]
    conjuncts = [i for i, u in enumerate(units) if u]
    if len(conjuncts) < 2 or not set.intersection(*(units[i] for i in conjuncts)):
        return None
    first = conjuncts[0]
    opening = re.search(r"\d", pieces[first]).start()
    shared = " ".join(pieces[:first] + [pieces[first][:opening]])
    bodies = {i: pieces[i][opening:] if i == first else pieces[i] for i in conjuncts}
    conditions = [t for t in terms if not mentions(shared, t)] + \
        [n for n in sorted(numbers(question)) if n not in numbers(shared)]
    located = {c: {i for i, body in bodies.items() if (c in numbers(body) if c[0].isdigit() else mentions(body, c))}
               for c in conditions}
    # a condition stated in one conjunct without a counterpart in the others holds for all: "… for the Mixtral 8x22B
    # model and 39.0% MFU for the Qwen2-57B-A14B model on H100 GPUs" (no other conjunct says "on")
    located = {c: at if all(_counterpart(bodies[i], c, bodies[j]) for i in at for j in bodies if j not in at)
               else set(bodies) for c, at in located.items() if at}
    if len(located) < 2 or set.intersection(*located.values()):
        return None
    a, b = list(located)[:2]
    return None if _joined(question, a, b) else (a, b)


def _joined(question: str, a: str, b: str) -> bool:
    """The question asks of both conditions, each apart: "… on a consumer T4 card, and on an A100"."""
    flat = normalise(question)
    at = [re.search(rf"(?<![\w.]){re.escape(normalise(c))}", flat) for c in (a, b)]
    if not all(at):
        return False
    first, second = sorted(at, key=lambda m: m.start())
    return bool(re.search(r"\b(?:and|or|versus|vs)\b", flat[first.end():second.start()]))


def _counterpart(body: str, condition: str, other: str) -> bool:
    """The other conjunct has a counterpart of the condition: the word before a name ("for NeRF":
    "for all our other NG applications"), or the word after a figure ("8k res.": "4k res.")."""
    if condition[0].isdigit():
        after = re.search(rf"(?<![\w.]){re.escape(condition)}[a-z]?\b\W*([a-z]+)", body)
        return bool(after) and bool(re.search(rf"\d[a-z]?\W*{after.group(1)}\b", other))
    at = re.search(re.escape(normalise(condition)), body)
    before = re.findall(r"[a-z]+", body[:at.start()]) if at else []
    return bool(before) and bool(re.search(rf"\b{before[-1]}\b", other))


# "outperforming both DP3 67.5% and DP 11.2%": a figure written just after a name is that name's
OWNED_RE = re.compile(r"(?<![\w.-])([A-Za-z][\w.+-]*[A-Za-z0-9+])\s+(\d+(?:\.\d+)?)\s*(?:%|x\b)")


def misowned(sentence: str, source_text: str, given: frozenset[str] = frozenset()) -> str | None:
    """A sentence that gives the name it opens on a figure the source writes after another name or
    none, where the source writes other figures just after that name: "DP3 reaches 87.9%" of
    "it reaches 87.9%, outperforming both DP3 67.5% and DP 11.2%"."""
    owned: dict[str, set[str]] = {}
    for name, figure in OWNED_RE.findall(source_text):
        if subject_terms(name) == [name]:
            owned.setdefault(name, set()).add(figure)
    said = set(MEASURED_RE.findall(normalise(sentence))) - given
    name = next(iter(TOKEN_RE.findall(sentence)), None)  # its subject, the name it opens on
    if name not in owned or not said or said & owned[name] or not said <= numbers(source_text):
        return None
    return f"the source gives {name} {', '.join(sorted(owned[name]))}, not {min(said)}"


# clauses of one sentence that each say what they are for: "new benchmarks for segmentation on Cityscapes; and for
# classification on Places-365" (not CLAUSE_RE's clauses, which end at ", and": "…, five EMNIST datasets, and
# iNAT-mini" is still the clause for classification)
CLAUSE_SPLIT_RE = re.compile(r";\s*|,\s+(?:while|whereas)\s+")
ROLE_RE = re.compile(r"\bfor\s+([a-z][\w-]+)\s+(?:on|in|with|across|over)\b")


REPLACED_OPENING = 3  # words a sentence must open on as a source sentence does for the next to be that sentence's
RESPELT = 0.8  # how alike two words must be to be one spelt two ways
ARTICLES = frozenset("the a an".split())


def replaced_object(sentence: str, source_text: str) -> str | None:
    """A sentence that opens as a source sentence does, then puts a name the source writes elsewhere where that sentence
    has another thing: "GEMM-based convolution relies on cuBLAS" of "GEMM-based convolution relies on the im2col
    algorithm", where cuBLAS is the baseline of another sentence."""
    def words(text: str) -> list[str]:
        return [w for w in re.findall(r"[\w+-]+(?:\.[\w+-]+)*", text) if w.lower() not in ARTICLES]
    written = words(sentence)
    said = [w.lower() for w in written]
    opening = said[:REPLACED_OPENING]
    for source in shown_sentences(source_text):
        own = [w.lower() for w in words(source)]
        # (wherever the source's sentence says those words: a title may run into its first sentence)
        for at in (j for j in range(len(own) - REPLACED_OPENING) if own[j:j + REPLACED_OPENING] == opening):
            rest = own[at:]
            k = next((i for i, (a, b) in enumerate(zip(said, rest)) if a != b), min(len(said), len(rest)))
            if k >= min(len(said), len(rest)):
                continue
            put = written[k]
            # (not a word put before the source's next one: "offload MoE model weights"; nor the source's word spelt
            # otherwise: "ConvNeXt-T" for "ConvNeX-T"; nor a name the source gives those words: "… Search (OLSS)")
            inserted = k + 1 < len(said) and said[k + 1] == rest[k]
            respelt = SequenceMatcher(None, put.lower(), rest[k]).ratio() >= RESPELT
            named = re.search(r"\W+".join(map(re.escape, said[:k])) + rf"\W+(?:\w+\W+){{0,2}}?{re.escape(put)}(?![\w-])",
                              source_text, re.I)
            if any(c.isupper() or c.isdigit() for c in put[1:]) and put.lower() not in source.lower() and \
                    re.search(rf"(?<![\w-]){re.escape(put)}(?![\w-])", source_text) and \
                    not (inserted or respelt or named):
                return f"the source's sentence has {rest[k]} where it puts {put}"
    return None


SUBJECT_RUN = 5  # words after its opening name a sentence must say as a source sentence does of another subject
# a subject that may stand for the paper's own work: "we", "our method", "it", "this approach", "the proposed …",
# "The system", "the method"
OWN_SUBJECT_RE = re.compile(r"\b(?:we|our|ours|it|its|this|these|they|their|which|that|proposed)\b|"
                            rf"\bthe\s+(?:[\w-]+\s+)?(?:{GENERIC_KINDS}|scheme|design)s?\s*$", re.I)


def replaced_subject(sentence: str, source_text: str, name: str) -> str | None:
    """A sentence that opens on the paper's name and goes on as a source sentence goes on after another subject:
    "MoETuner faces key challenges including an unbalanced token routing …" of "Expert parallelism distributes experts
    across GPUs, however, faces key challenges including an unbalanced token routing …". Not after a subject that may
    be the paper's own ("our solution", "it"), nor one that names it."""
    opening = re.match(rf"\s*(?:the\s+)?{re.escape(name)}(?![\w-])", sentence, re.I)
    if not name or not opening:
        return None
    tail = [w.lower() for w in re.findall(r"[\w+-]+", sentence[opening.end():])][:SUBJECT_RUN]
    if len(tail) < SUBJECT_RUN:
        return None
    for source in shown_sentences(source_text):
        own = list(re.finditer(r"[\w+-]+", source))
        lowered = [w.group().lower() for w in own]
        for at in (j for j in range(1, len(own) - SUBJECT_RUN + 1) if lowered[j:j + SUBJECT_RUN] == tail):
            before = source[:own[at].start()]
            if not mentions(before, name) and not OWN_SUBJECT_RE.search(before):
                return f"the source says what follows {name} of another subject: {before.strip(' ,')}"
    return None


# "fail to preserve fine details", "falls short in capturing": a failing and the verb it fails at
FAILS_RE = re.compile(r"\b(?:fail(?:s|ed)?\s+to|falls?\s+short\s+(?:in|of)|cannot|(?:is|are)\s+unable\s+to)\s+([a-z]+)",
                      re.I)
FAILING_CLAUSE_RE = re.compile(r"[,;:]|\b(?:as|because|since|while|whereas|that|which|where|but|and|so)\b", re.I)
NAME_OPENS_RE = re.compile(rf"\s*(?:the\s+)?{MARK}(?![\w-])\s+(?:often\s+|also\s+)?")  # the name written as MARK


def failure_moved(sentence: str, source_text: str, name: str) -> str | None:
    """A sentence that says the paper's work fails at what the source says other work fails at: "HRDA fails to preserve
    fine segmentation details" of "… as low-resolution predictions often fail to preserve fine details"."""
    if not name or not in_text(sentence, name, ignore_case=True):
        return None
    text = marked(sentence, name, ignore_case=True)
    opening = NAME_OPENS_RE.match(text)
    failing = opening and FAILS_RE.match(text, opening.end())
    if not failing:
        return None
    verb = stem_of(failing.group(1))
    # (the failing one: the words before it in its own clause, "low-resolution predictions often" of "We question this
    # design as low-resolution predictions often fail to …")
    before = [FAILING_CLAUSE_RE.split(source[:m.start()])[-1] for source in shown_sentences(source_text)
              for m in FAILS_RE.finditer(source) if stem_of(m.group(1)) == verb]
    if not before or any(mentions(b, name) or OWN_SUBJECT_RE.search(b) for b in before):
        return None
    return f"the source says it of another subject: {before[0].strip(' ,')}"


PARALLEL_RUN = 5  # words a sentence must say as a source sentence does after the word it puts in another's place


def crossed_parallel(sentence: str, source_text: str) -> str | None:
    """A sentence that says what a source sentence says of one thing with another thing the same sentence says
    otherwise of: "handles extractive questions by providing both a YES/NO answer and highlighting supporting
    evidence" of "handles boolean questions by providing both a YES/NO answer and highlighting supporting evidence,
    and handles extractive questions by highlighting the answer in the passage"."""
    said = [w.lower() for w in re.findall(r"[\w/+-]+", sentence)]
    for source in shown_sentences(source_text):
        own = [w.lower() for w in re.findall(r"[\w/+-]+", source)]
        for i, j in ((i, j) for i in range(1, len(said)) for j in range(1, len(own)) if said[i] == own[j]):
            put, had = said[i - 1], own[j - 1]
            # (a run cut short by the sentence's end is none: "… into the pivot model." and "… of each source model.")
            run = said[i:i + PARALLEL_RUN]
            if put == had or put in STOPWORDS or had in STOPWORDS or len(run) < PARALLEL_RUN or \
                    run != own[j:j + PARALLEL_RUN]:
                continue
            # the word put in, before the same next word, goes on otherwise in the source
            if any(own[k - 1] == put and own[k] == said[i] and own[k:k + PARALLEL_RUN] != said[i:i + PARALLEL_RUN]
                   for k in range(1, len(own))):
                return f"the source says {had} {said[i]} … where it puts {put}"
    return None


def misroled(sentence: str, source_text: str, names: list[str]) -> str | None:
    """A sentence that gives a name for what the source's sentence says of another name, in a
    clause of its own for another purpose: "a new segmentation benchmark on Places-365" of "new
    benchmarks for segmentation on Cityscapes; and for classification on Places-365"."""
    said = content_words(sentence)
    for source in shown_sentences(source_text):
        roles = [(found.group(1), clause) for clause in CLAUSE_SPLIT_RE.split(source)
                 if (found := ROLE_RE.search(clause))]
        if len({frozenset(content_words(r)) for r, _ in roles}) < 2:
            continue
        for name in names:
            own = [r for r, clause in roles if mentions(clause, name)]
            if len(own) != 1 or content_words(own[0]) & said:
                continue
            other = next((r for r, clause in roles if content_words(r) & said and not mentions(clause, name)), None)
            if other:
                return f"the source gives {name} for {own[0]}, not for {other}"
    return None


# what a sentence compares its subject with: "… compared to decoder-only models on edge devices"
COMPARED_WITH_RE = re.compile(r"\b(?:compared\s+(?:to|with)|than|versus|vs\.?|relative\s+to)\s+(?:the\s+)?"
                              r"((?:[A-Za-z0-9][\w.+-]*\s+){0,3}[A-Za-z0-9][\w.+-]*)", re.I)
# its subject ends at its verb, or at the first comparison or figure
SUBJECT_END_RE = re.compile(r"\s(?:is|are|was|were|has|have|had|achieves?|reach(?:es)?|gets?|shows?|runs?|uses?|"
                            r"gives?|yields?|delivers?|provides?|offers?|reduces?|improves?|cuts?|outperforms?)\b|"
                            r"(?<![\w.-])\d|,", re.I)
# words that name no thing of their own in a comparison ("models", "small language models")
COMPARED_GENERIC = frozenset("model models method methods approach approaches baseline baselines system systems small "
                             "large language the a an its their of on in for at with by".split())


def compared_with_itself(sentence: str) -> bool:
    """The sentence compares its subject with itself ("Decoder-only small language models have a
    first-token latency of 47% … compared to decoder-only models"): the source's comparison with
    its subject and baseline swapped, or garbled; every word naming what it is compared with
    opens the sentence too (whole words: "FlashAttention" is not "FlashAttention-2")."""
    ends = [m.start() for m in (SUBJECT_END_RE.search(sentence), COMPARED_WITH_RE.search(sentence)) if m]
    subject = {w.lower() for w in TOKEN_RE.findall(sentence[:min(ends, default=len(sentence))])}
    for found in COMPARED_WITH_RE.finditer(sentence):
        named = {w.lower() for w in TOKEN_RE.findall(found.group(1))} - COMPARED_GENERIC
        if named and named <= subject:
            return True
    return False


NEAR = 6  # words between a condition and a figure it is stated for


def _beside(clause: str, condition: set[tuple[str, ...]], n: int) -> bool:
    """The clause states the condition within NEAR words of a figure ("a 13B model using per-layer
    gradient updates"), not a title's words far from the abstract's first figure, nor beside the
    digits of a name only ("MI300X GPUs with Pollara interconnect")."""
    starts = [i for p, at in phrase_at(clause, n).items() if p in condition for i in at]
    if not starts or not figures(clause):
        return False
    words = WORD_RE.findall(normalise(clause))  # the words `phrase_at` counts: "13b" is a figure, "mi300x" none
    return any(w[0].isdigit() and any(-NEAR <= j - i <= n - 1 + NEAR for i in starts) for j, w in enumerate(words))


# what a figure is given on, a benchmark or a device: "in terms of MT-Bench scores", "2.2x on B200"
ON = r"on|in terms of"
ON_GAP = r"(?:the\s+)?(?:[^\s,.;]+\s+){0,2}?"
ON_NAME_RE = re.compile(rf"\b(?:{ON})\s+(?:the\s+)?(?-i:([A-Za-z][\w.-]*(?:[A-Z][\w.-]*|\d[\w.-]*)))", re.I)


# a benchmark named as its metric's owner: "ImageNet-1k top1 accuracy", "CIFAR10 accuracy"
METRIC_AFTER = r"\s+(?:top[- ]?[15]\s+)?(?:accuracy|error|perplexity|scores?|BLEU|FID|mIoU|F1)\b"
NAMED_METRIC_RE = re.compile(rf"(?<![\w.-])(?-i:([A-Za-z][\w.-]*(?:[A-Z][\w.-]*|\d[\w.-]*))){METRIC_AFTER}", re.I)


def _on_names(text: str) -> list[str]:
    """The names the text gives figures on ("on GLUE", "on AGX Orin", "ImageNet-1k top1 accuracy"),
    not a plain word ("on GPUs")."""
    return [n for n in dict.fromkeys(m.rstrip(".-") for m in ON_NAME_RE.findall(text) + NAMED_METRIC_RE.findall(text))
            if not _plain(n)]


NAME_METRIC_RE = re.compile(rf"(?<![\w-]){MARK}{METRIC_AFTER}", re.I)  # the name (MARK) and its metric after it


@lru_cache(maxsize=256)  # read for every sentence `contrary` and `_elsewhere` judge against one question
def _asked_on(question: str, terms: tuple[str, ...]) -> str | None:
    """The one name the question asks a figure on: a benchmark or device, not a baseline ("than X");
    one of its names, or one in capitals ("on GLUE", "CIFAR10 accuracy"); or the model it is asked for
    ("when fine-tuning RoBERTa")."""
    written = [n for n in _on_names(question) if n not in terms]
    asked = [t for t in dict.fromkeys((*terms, *written)) if _sets(question, t, ON, ON_GAP) or _sets(question, t, WHEN, "") or
             NAME_METRIC_RE.search(marked(question, t, True))]
    return asked[0] if len(asked) == 1 else None


# the model a figure is asked for: "when fine-tuning RoBERTa"
WHEN = r"(?:when|while)\s+(?:fine-tuning|training|pre-training|pretraining|serving|running)(?:\s+the)?"
# a model named with its version: "GPT-3", "Llama-2", "GPT-3.5"
VERSIONED_MODEL_RE = re.compile(r"(?<![\w.-])[A-Za-z]{2,}-\d+(?:\.\d+)?[A-Za-z]?(?![\w-])")


def _other_models(clause: str, question: str, term: str) -> list[str]:
    """Asked on a kind of GPU ("on Turing GPUs"), the GPU models the clause names (RTX A6000); asked
    for a model ("when fine-tuning RoBERTa"), the versioned models it names (GPT-3)."""
    if re.search(rf"(?<![\w-]){re.escape(term)}\s+(?:GPUs?|architectures?|cards?)\b", question, re.I):
        return MODEL_NAMED_RE.findall(BRAND_RE.sub(r"\1", normalise(clause)))
    if _sets(question, term, WHEN, ""):
        return VERSIONED_MODEL_RE.findall(clause)
    return []


HOW_LONG_RE = re.compile(r"\bhow\s+long\b", re.I)
TIMED_RE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*(?:hours?|minutes?|seconds?|days?|weeks?)\b")
# "the S3DIS dataset": a dataset named before its kind's word, in capitals or with digits
DATA_NAMED_RE = re.compile(r"(?<![\w.-])([A-Z][\w.-]*(?:[A-Z][\w.-]*|\d[\w.-]*))\s+(?:dataset|benchmark|corpus)\b")


def _elsewhere(sentence: str, question: str, terms: tuple[str, ...], given: frozenset[str], giving_of) -> str | None:
    """A measured figure whose every source clause gives it on another name than the one the
    question asks it on ("by how much does LISA outperform LoRA on GSM8K", from "… by over
    11%-37% in terms of MT-Bench scores")."""
    term = _asked_on(question, terms)
    if not term:
        return None
    # a measured figure, or, asked how many, a count ("requires 3 and 2 32GB GPUs" on ImageNet and SQuAD 2.0), or, asked
    # how long, a time ("in 3 hours for a fold of the S3DIS dataset")
    counted = re.search(r"\bhow many\b", question, re.I)
    flat = normalise(sentence)
    timed = set(TIMED_RE.findall(flat)) if HOW_LONG_RE.search(question) and len(_parts(question)) == 1 else set()
    measured = set(MEASURED_RE.findall(flat)) | (figures(sentence) if counted else set()) | timed
    for figure in sorted(measured - given):
        giving = giving_of(figure)
        # or a model or device it names ("13.98% MAPE … (NVIDIA RTX A6000)", asked on Turing GPUs), or, of a time
        # asked, a dataset by its kind's word ("in 3 hours for a fold of the S3DIS dataset")
        others = [[n for n in (*_on_names(c), *_other_models(c, question, term),
                               *(DATA_NAMED_RE.findall(c) if figure in timed else ()))
                   if not mentions(question, n) and not made_by(n, term)] for c in giving]
        if giving and all(others) and not any(mentions(c, term) or made_by(c, term) for c in giving):
            return f"the source gives {figure} on {', '.join(others[0])}, not on {term}"
    return None


# what a baseline follows: "outperforming commercial baselines such as GPT-4o", "3x faster than vLLM"
BASELINE_RE = re.compile(r"(?:\boutperform\w*|\bthan|\bover|\bagainst|\bcompared\s+(?:to|with)|\bversus|\bvs\.?|\bbeat\w*|"
                         r"\bsurpass\w*|\brelative\s+to|\bsuch\s+as)\s+(?:[\w.-]+,?\s+){0,4}$", re.I)


SUBJECT_RE = re.compile(rf"\b(?:does|do|did|can|could|would|will|is|was)\s+(?:the\s+)?{MARK}(?:'s)?"
                        r"(?:\s+[a-z]|\s*\?\s*$)")


def _subjects(question: str, terms: tuple[str, ...]) -> list[str]:
    """The names a one-part question asks a figure of: "what accuracy does GPT-4o reach", "how much faster … is
    ZO2?" (of two parts, another part may ask of what it is compared with)."""
    if len(_parts(question)) > 1:
        return []
    return [t for t in terms if SUBJECT_RE.search(marked(question, t))]


# a thing a relative clause says what it does: "a parallel geometric planner that plans within 20ms", "a
# collision-free IK solver that can solve over 7000 queries/s"
DOER_RE = re.compile(r"\b(?:an?|the|our|its|their)\s+(?:[\w-]+\s+){0,3}?([a-z][a-z-]*[a-z])\s+(?:that|which)\s+")


def _other_doer(clause: str, figure: str, question: str) -> tuple[str, str] | None:
    """The figure is in what the clause says one thing does, and the question asks it of another thing the clause
    says does something else: "we develop a parallel geometric planner that plans within 20ms and also introduce a
    collision-free IK solver that can solve over 7000 queries/s", asked how many queries the planner solves."""
    flat = normalise(clause)
    doers = list(DOER_RE.finditer(flat))
    if len(doers) < 2:
        return None
    asked = content_words(question)
    heads = [content_words(d.group(1)) for d in doers]
    for i, doer in enumerate(doers):
        end = doers[i + 1].start() if i + 1 < len(doers) else len(flat)
        said = flat[doer.end():end]
        # (of what the question counts: "7000 queries/s", asked how many queries, not "within 20ms")
        unit = re.search(rf"(?<![\w.]){re.escape(figure)}\s*(?:x|%)?\s*([a-z]+)", said)
        if figure not in numbers(said) or heads[i] & asked or figure in numbers(question) or \
                not (unit and content_words(unit.group(1)) & asked):
            continue
        other = next((doers[j].group(1) for j in range(len(doers)) if j != i and heads[j] & asked), None)
        return (doer.group(1), other) if other else None
    return None


# a dataset's split after its name: "MS COCO 2017-5k", "MS COCO 2014-30k"
SPLIT_RE = re.compile(r"\b([A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+)?)\s+(\d{4}-\d+[kK]?)(?![\w-])")


def _other_split(giving: list[str], question: str) -> str | None:
    """Every clause giving the figure names another split of a dataset the question names with its split."""
    asked = {name.lower(): split.lower() for name, split in SPLIT_RE.findall(question)}
    said = [[f"{n} {p}" for n, p in SPLIT_RE.findall(c) if n.lower() in asked and p.lower() != asked[n.lower()]]
            for c in giving]
    if not asked or not giving or not all(said) or any(p.lower() in c.lower() for c in giving for p in asked.values()):
        return None
    return said[0][0]


# "…, according to InstaFlow": the work the question reads its figure from
ACCORDING_TO_RE = re.compile(r"\baccording\s+to\s+(?:the\s+)?([\w.+-]+)")
THIRD_PERSON_RE = re.compile(r"\b(?:it|its|they|their)\b", re.I)


def _read_of_another(question: str, terms: tuple[str, ...], giving: list[str]) -> str | None:
    """The name a question asks a figure of, read from another work it names ("what FID does StyleGAN-T reach on MS
    COCO 2017-5k, according to InstaFlow?"), when no clause giving the figure names it, nor speaks of another than the
    paper by a pronoun: that work's own figure ("we create … an FID of 23.3")."""
    work = ACCORDING_TO_RE.search(question)
    asked = [t for t in _subjects(question, terms) if work and not mentions(work.group(1), t)] if giving else []
    # (a clause may name it by a pronoun: "…, it struggles to retain knowledge beyond 20k tokens", of MemoryLLM)
    return next((t for t in asked if not any(mentions(c, t) or THIRD_PERSON_RE.search(c) for c in giving)), None)


def pronoun_of_another(sentence: str, source_text: str, question: str, terms: tuple[str, ...]) -> str | None:
    """The name a question asks a figure of, read from another work (`_read_of_another`), where the quoted sentence
    names it only by a pronoun whose sentence before does not name it either: "It stands out by requiring merely … an 8G
    GPU … for inference", after "we introduce TinyGPT-V …", is the paper's own figure, not LLaVA-v1.5-13B's."""
    work = ACCORDING_TO_RE.search(question)
    asked = [t for t in _subjects(question, terms) if not mentions(work.group(1), t)] if work else []
    if not asked or not THIRD_PERSON_RE.search(sentence):
        return None
    before = sentence_before(sentence, source_text)
    return next((t for t in asked if not mentions(sentence, t) and not mentions(before, t)), None)


# a model named with its size: "LLaMA-2-70B", "Qwen2.5-7B"
SIZED_NAME_RE = re.compile(r"[A-Za-z][\w.-]*-\d+(?:\.\d+)?B")


def unsized(sentence: str, source_text: str, question: str, terms: tuple[str, ...],
            given: frozenset[str] = frozenset()) -> str | None:
    """`_unsized`, for a sentence quoted from `source_text`."""
    parts = clauses(source_text)
    return next((f"the source gives {figure} without naming {t}, the one the question asks of"
                 for figure, giving in figures_given(sentence, source_text, given)
                 if (t := _unsized(sentence, question, terms, giving, parts))), None)


def _unsized(sentence: str, question: str, terms: tuple[str, ...], giving: list[str],
             parts: tuple[str, ...]) -> str | None:
    """A model of one size the question asks its figure on ("what MT-Bench score does LISA reach on LLaMA-2-70B?"),
    which the source names in a clause of its own, while neither the sentence nor a clause giving the figure names it:
    the figure is of the paper's other runs ("outperforms LoRA by over 11%-37% in terms of MT-Bench scores"). (Not a
    model the question asks of otherwise: "what increase on HumanEval does CodeACT-DeepSeek-Coder-6.7B achieve".)"""
    # (or a part of the system the question asks of, whether or not an answer repeats it: "how much memory does
    # DM-VTON's Teacher network take up?", where "… only take up 37 MB of memory" is of the whole)
    sized = [t for t in terms if SIZED_NAME_RE.fullmatch(t) and _sets(question, t, ON, "(?:the\\s+)?")
             and not mentions(sentence, t) or
             PART_NAME_RE.fullmatch(t) and re.search(rf"\w's\s+{re.escape(t)}\s+{PART_WORDS}\b", question)] \
        if giving else []
    return next((t for t in sized if not any(mentions(c, t) for c in giving) and any(mentions(c, t) for c in parts)),
                None)


PART_WORDS = r"(?:network|module|encoder|decoder|branch|component|stage|head|block)"
PART_NAME_RE = re.compile(r"[A-Z][a-z]{2,}")  # a part named in a word ("Teacher"), not a variant ("the … S4 model")
# a comparison closed by a comma just before a name: "… show that compared to the solution Orca, FastServe improves …"
COMPARED_THEN_RE = re.compile(r"\b(?:compared\s+(?:to|with)|relative\s+to|against)\s+[^,]*,\s*$", re.I)


def _only_compared(clauses: list[str], term: str) -> bool:
    """Some clause names `term`, and every one that does names it only as what is compared with (not
    as the subject after an opening comparison: "Compared with progressive distillation, HiPA …",
    "results show that compared to the state-of-the-art solution Orca, FastServe improves …")."""
    found = [m for c in clauses for m in re.finditer(rf"(?<![\w.-]){re.escape(term)}(?![\w-])", c, re.I)]
    return bool(found) and all(BASELINE_RE.search(m.string[:m.start()]) and
                               not COMPARED_BEFORE_RE.fullmatch(m.string[:m.start()].rstrip()) and
                               not COMPARED_THEN_RE.search(m.string[:m.start()]) for m in found)


# the last piece of a variant's name: a size or a letter ("-7B", "-S", "-XL", "-4o", "-v2")
VARIANT_RE = re.compile(r"\d+(?:\.\d+)?[a-z]?|\d+(?:\.\d+)?[kmbt]|[a-z]{1,2}|v\d+(?:\.\d+)?", re.I)


# a name with its version glued on: "NeuS2", "YOLOv8"
GLUED_VERSION_RE = re.compile(r"([A-Za-z][\w.-]*[A-Za-z])v?\d+(?:\.\d+)?")


def _sibling(clause: str, terms: tuple[str, ...]) -> tuple[str, str] | None:
    """A variant the clause names, of a name the question names that it does not ("DeiT-B" for
    DeiT-S, "LLaVA-OneVision-1.5-8B" for the 4B): its figure is the other variant's; so is the
    figure of the name it was built on, named alone ("the training of NeuS takes 8 hours", asked of NeuS2)."""
    for term in terms:
        glued = GLUED_VERSION_RE.fullmatch(term)
        if glued and len(glued.group(1)) >= 3 and \
                not re.search(rf"(?<![\w.-]){re.escape(term)}(?![\w-])", clause, re.I):
            base = re.search(rf"(?<![\w.-]){re.escape(glued.group(1))}(?![\w.-]|\s*v?\d)", clause)
            if base:
                return base.group(0), term
        stem, _, suffix = term.rpartition("-")
        if len(stem) < 3 or not VARIANT_RE.fullmatch(suffix) or \
                re.search(rf"(?<![\w.-]){re.escape(term)}(?![\w-])", clause, re.I):
            continue  # (exactly: "FooViT-B" is a close spelling of FooViT-S)
        for found in re.finditer(rf"(?<![\w.-]){re.escape(stem)}-([A-Za-z0-9.]*[A-Za-z0-9])(?![\w-])", clause, re.I):
            if found.group(1).lower() != suffix.lower() and VARIANT_RE.fullmatch(found.group(1)):
                return found.group(0), term
    return None


def against_other(sentence: str, baselines: tuple[str, ...], terms: tuple[str, ...]) -> bool:
    """A source sentence, read for a figure against `baselines` ("compared with ResNet-50"), compares with something
    else and never names them ("1.6x higher … than ConvNeX-T"), or gives another model's figure (`_peer`: "ConvNeXt-T
    … only achieves 60% throughputs", asked of InceptionNeXt-T)."""
    if not baselines:
        return False
    flat = unstyled(greek_letters(sentence))  # ("PIXART-{\alpha}" names PIXART-α; "over {\it cuBLAS}", cuBLAS)
    targets = [m.group(0) for m in TARGET_RE.finditer(flat)]
    # (a baseline named only as what compares with another: "Our 8-bit GaLore further reduces optimizer memory by up to
    # 82.5% … compared to a BF16 baseline" gives GaLore's own figure, none against GaLore)
    named = any(mentions(t, b) for t in targets for b in baselines) if targets else \
        any(mentions(flat, b) for b in baselines)
    return not named and bool(targets) or _peer(sentence, terms) is not None


def compared_with_others(text: str, baselines: tuple[str, ...]) -> bool:
    """The source compares with something ("by 0.52pp than LARS") and never with any of `baselines` ("over LAMB"),
    though it may name one otherwise ("apply it onto … LARS/LAMB")."""
    # (a target that is a name: "than LARS", not "compared with state-of-the-art baseline")
    targets = [m.group(0) for m in TARGET_RE.finditer(text)]
    named = [t for t in targets if NAMED_TARGET_RE.match(t)]
    return bool(baselines and named) and not any(mentions(t, b) for t in targets for b in baselines)


# (or a kind named by one: "compared to state-of-the-art NeRF-based methods")
NAMED_TARGET_RE = re.compile(r"\S+\s+(?:the\s+)?(?:(?-i:[A-Z][\w-]*[A-Z0-9])(?![\w-])|"
                             r"(?:[\w-]+\s+){0,2}?(?-i:[A-Z]\w*[A-Z]\w*)-based\b)")


PEER_SPELLING = 0.8  # how alike two names' stems may be before one is the other misspelt
# a model's size in letters: "-T" (tiny), "-S", "-B", "-L", "-H", "-XL" (not "-LM" of FP8-LM and Megatron-LM)
SIZE_SUFFIX_RE = re.compile(r"[TSMBLHG]|X{1,2}[SL]")


# a model's size said in its clause: "a model with 70 billion parameters", "a 7B model", "13B-parameter"
SIZE_SAID_RE = re.compile(r"(?<![\w.-])(\d+(?:\.\d+)?)\s*(billion|million|B|M)\b(?=[\s-]+(?:parameters?|models?|LLMs?)\b)",
                          re.I)
SIZE_OF_NAME_RE = re.compile(r"-(\d+(?:\.\d+)?)([BM])$")  # "LLaMA-2-13B": 13 billion


def _other_size(giving: list[str], question: str, terms: tuple[str, ...]) -> tuple[str, str] | None:
    """(the size said, the name asked) where the question asks of a model named with its size ("to train
    LLaMA-2-13B") and every clause giving the figure says another size and not that name."""
    scale = {"b": 1e9, "billion": 1e9, "m": 1e6, "million": 1e6}
    for term in terms:
        own = SIZE_OF_NAME_RE.search(term)
        if not own or not SIZED_NAME_RE.fullmatch(term):
            continue
        mine = float(own.group(1)) * scale[own.group(2).lower()]
        said = [[m for m in SIZE_SAID_RE.finditer(c) if float(m.group(1)) * scale[m.group(2).lower()] != mine]
                for c in giving]
        if giving and all(said) and not any(mentions(c, term) for c in giving):
            return said[0][0].group(0), term
    return None


def _peer(clause: str, terms: tuple[str, ...]) -> tuple[str, str] | None:
    """Another model of the size a name asked has, which the clause names and not it: "ConvNeXt-T has similar FLOPs
    with ResNet-50 but only achieves 60% throughputs", asked of InceptionNeXt-T."""
    asked = {t.lower() for t in terms}
    for term in terms:
        stem, _, suffix = term.rpartition("-")
        if len(stem) < 3 or not SIZE_SUFFIX_RE.fullmatch(suffix) or \
                re.search(rf"(?<![\w.-]){re.escape(term)}(?![\w-])", clause, re.I):
            continue
        for found in re.finditer(rf"(?<![\w.-])([A-Z][A-Za-z0-9]{{2,}})-{suffix}(?![\w-])", clause):
            # (not a name asked, nor the same one spelt a little otherwise: "ConvNeX-T" for ConvNeXt-T)
            if found.group(0).lower() not in asked and \
                    SequenceMatcher(None, found.group(1).lower(), stem.lower()).ratio() < PEER_SPELLING:
                return found.group(0), term
    return None


def names_other_variant(clause: str, terms: tuple[str, ...]) -> bool:
    """The clause names another variant of a name asked (`_sibling`: "Baz-3B" asked of Baz-7B)."""
    return _sibling(clause, terms) is not None


def variant_of(sentence: str, source_text: str, terms: tuple[str, ...], given: frozenset[str] = frozenset()) -> str | None:
    """A figure of the sentence that every source clause giving it gives for another variant of a
    name the question asks about, its own paper's name too ("NeuS2 takes 8 hours", where the source
    says "the training of NeuS takes … (8 hours)")."""
    return next((why for figure, giving in figures_given(sentence, source_text, given)
                 if (why := _variant(figure, giving, terms))), None)


def figures_given(sentence: str, source_text: str, given: frozenset[str] = frozenset()) -> list[tuple[str, list[str]]]:
    """Each figure of the sentence that is not `given` (the question's), with the source clauses that give it."""
    parts = [(c, numbers(c)) for c in clauses(source_text)]
    return [(figure, [c for c, said in parts if figure in said]) for figure in sorted(numbers(sentence) - given)]


# a name written like one, with no version after it: "FlashAttention", "PipeDream"
UNVERSIONED_NAME_RE = re.compile(r"(?<![\w.-])([A-Z][a-z]*[A-Z][A-Za-z]*)(?![\w-])")


def base_for_variant(sentence: str, source_text: str, given: frozenset[str] = frozenset()) -> str | None:
    """A figure the sentence gives of a name ("the original FlashAttention reaches … 225 TFLOPs/s") that every source
    clause giving it gives of a numbered variant of that name alone ("FlashAttention-2 reaches … 225 TFLOPs/s"), one
    the sentence does not name."""
    names = set(UNVERSIONED_NAME_RE.findall(sentence))
    for figure, giving in figures_given(sentence, source_text, given):
        for name in sorted(names):
            variant = re.compile(rf"(?<![\w.-]){re.escape(name)}-v?\d[\w.]*(?![\w-])")
            alone = re.compile(rf"(?<![\w.-]){re.escape(name)}(?![\w-])")
            if giving and not variant.search(sentence) and \
                    all(variant.search(c) and not alone.search(c) for c in giving):
                return f"the source gives {figure} for {variant.search(giving[0]).group(0)}, not {name}"
    return None


def _variant(figure: str, giving: list[str], terms: tuple[str, ...]) -> str | None:
    """Every clause giving the figure names another variant of one of `terms` (`_sibling`), or another model of its
    size (`_peer`)."""
    siblings = [_sibling(c, terms) or _peer(c, terms) for c in giving]
    if giving and all(siblings):
        return f"the source gives {figure} for {siblings[0][0]}, not {siblings[0][1]}"
    return None


def for_other_setting(figure: str, sentence: str, question: str, terms: tuple[str, ...] = (),
                      given: frozenset[str] = frozenset(), baselines: tuple[str, ...] = ()) -> bool:
    """Every clause of the sentence that gives the figure speaks of another setting than the
    question's, read against the sentence itself."""
    if any(_compared_own(figure, sentence, t) for t in terms if t not in baselines):
        return False  # "better quality than MobileNeRF (PSNR 26.15 vs. 25.91 …)": 25.91 is MobileNeRF's own
    parts = clauses(sentence)
    # "one minute" too, though not "million" of "87 million", which the clause's digits decide
    giving = [c for c in parts if figure in numbers(c) or figure in figures(c) and not re.fullmatch(MAGNITUDE, figure)]
    # judged for this figure alone (and the other end of its range, "3.22-3.43 times"): "54% and 44% on the Jetson
    # and 40% and 62% on Raspberry PI" gives 40 for the Pi
    others = lambda c: (numbers(c) | figures(c)) - {figure} - _range_ends(c, figure)  # noqa: E731
    return bool(giving) and all(_crossed(c, parts, question, terms, given | others(c), baselines) for c in giving)


def _compared_own(figure: str, sentence: str, term: str) -> bool:
    """The figure is the one compared with's own, second in the brackets after it: "better quality than MobileNeRF
    (PSNR 26.15 vs. 25.91 …)" gives 25.91 for MobileNeRF."""
    return in_text(sentence, term, figure, "vs", ignore_case=True) and \
        bool(re.search(rf"\b(?:than|over|compared\s+(?:to|with)|versus)\s+(?:the\s+)?{re.escape(term)}\s*"
                       rf"\([^()]*?\bvs\.?\s*{re.escape(figure)}(?![\d.]\d)", sentence, re.I))


def _compared_of(figure: str, sentence: str, term: str) -> bool:
    """The figure follows the comparing word and is said to be the name's, "of" it: "within 23 hours on 8 A100 GPUs
    (vs. 26 hours of LLaVA-1.5)" gives 26 for LLaVA-1.5."""
    return bool(re.search(rf"\b(?:vs\.?|versus|compared\s+(?:to|with)|than)\s+(?:the\s+)?(?<![\d.]){re.escape(figure)}"
                          rf"(?![\d.]\d)\s*(?:[a-z%-]+\s+){{0,3}}?(?:of|for|by)\s+(?:the\s+)?{re.escape(term)}(?![\w-])",
                          sentence, re.I))


def _bracketed_own(figure: str, sentence: str, term: str) -> bool:
    """The figure opens the brackets just after the name, with no other's beside it: "outperforming the recent
    StyleGAN-T (13.9 in 0.1 second)" gives 13.9 for StyleGAN-T."""
    return bool(re.search(rf"(?<![\w-]){re.escape(term)}\s*\((?![^()]*\bvs\b)[^()\d]{{0,20}}?{re.escape(figure)}"
                          rf"(?![\d.]\d)", sentence, re.I))


SPAN_RE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*(?:-|–|to)\s*(\d+(?:\.\d+)?)(?![\d])")


def _range_ends(text: str, figure: str) -> set[str]:
    """The other end of each range the figure ends ("3.22" of "3.22-3.43")."""
    return {b if a == figure else a for a, b in SPAN_RE.findall(normalise(text)) if figure in (a, b)}


SETS = r"on|than|over|vs\.?|versus|against|compared (?:to|with)|relative to"
SETS_GAP = r"(?:[^\s,.;]+\s+){0,3}?"


def _sets(clause: str, term: str, words: str = SETS, gap: str = SETS_GAP) -> bool:
    """The clause gives its figures for `term`: "on AGX Orin", "than vLLM", "over Megatron-LM", with
    a few words between ("on a single AGX Orin"), not a clause away ("to train models, X reaches");
    or, with other `words`, what a question asks its figure on ("on GSM8K", not "than ConvNeXt-T")."""
    return in_text(clause, term, ignore_case=True) and bool(_sets_re(words, gap).search(marked(clause, term, True)))


@lru_cache(maxsize=None)
def _sets_re(words: str, gap: str) -> re.Pattern:
    return re.compile(rf"\b(?:{words})\s+{gap}{MARK}(?![\w-])", re.I)


# a figure and the words just after it that say what it measures: "55.6% TFLOPs and 53.8% KV cache storage"
# (the words that end a figure's label)
LABEL_STOPS = r"and|or|while|with|during|in|on|for|of|at|than|to|by|from|over|compared|respectively"
# (a multiple in orders of magnitude is labelled by what follows: "3 orders of magnitude faster")
LABEL_RE = re.compile(r"(?<![\w./])(?<![a-z]-)(\d+(?:\.\d+)?)\s*(?:%|x\b|orders?\s+of\s+magnitude\b)?\s*"
                      r"((?:(?!(?:without|" + LABEL_STOPS + r")\b)[a-z][\w-]*\s*){1,3})")
# words of an asked quantity that any share or count has
GENERIC_WORDS = frozenset(content_words("fraction percentage percent share proportion amount number much many "
                                        "higher lower more less fewer baseline"))
# quality metrics named by their acronyms: one is not another ("a 12.8% improvement in LPIPS" is no PSNR gain)
METRICS = frozenset(content_words("FID PSNR SSIM BLEU LPIPS mIoU MAE RMSE MAPE F1 CIDEr ROUGE"))


def mislabelled(sentence: str, source_text: str, focus: frozenset[str], given: frozenset[str] = frozenset()) -> str | None:
    """Why a figure of the sentence is, in its source sentence, the figure of another quantity
    than the one asked, or None: the source labels another figure with the quantity asked
    ("53.8% KV cache storage") and this one with something else ("55.6% TFLOPs"), or with
    fewer of the asked words ("82.5% optimizer memory" for total training memory), and the
    sentence does not give that other figure too; or the source labels no figure with the
    asked quantity and this one only with another (`_relabelled`: costs, asked latency)."""
    focus = focus - GENERIC_WORDS
    if not focus:
        return None
    said = figures(sentence) - given  # not the digits of a name (FlashAttention-2), nor the question's "128 GPUs"
    for clause in clauses(source_text):
        # its label after it ("53.8% KV cache storage"), else the quantity it changes ("reduces optimizer memory …")
        labels = {**_objects(clause), **labelled(clause)}
        shared = {f: shared_asked(focus, stems) for f, (_, stems) in labels.items()}
        best = max(shared.values(), default=0)
        # of "82.5% optimizer memory and 63.3% total training memory", total training memory is the closer label
        asked = [f for f, n in shared.items() if n and n == best]
        if not asked or said & set(asked):
            continue
        # a figure of another part's quantity ("8.5 hours" beside "what BLEU …, and how long …") is that part's
        wrong = sorted(f for f, (_, stems) in labels.items() if f in said and stems and shared[f] < best)
        if wrong:
            return f"the source gives {wrong[0]} for {labels[wrong[0]][0]}, and {asked[0]} for {labels[asked[0]][0]}"
    return _labelled_apart(said, source_text, focus) or _relabelled(sentence, said, source_text, focus)


def _relabelled(sentence: str, said: set[str], source_text: str, focus: frozenset[str]) -> str | None:
    """A figure the sentence gives as the change of the asked quantity ("reduces the latency …
    by up to 77%") that the source gives, wherever it gives it, only as the change of another
    ("reduce deployment costs by up to 77%")."""
    mine = _objects(sentence)  # a change of a named quantity on both sides: labels after a figure vary ("top1")
    theirs = [_objects(c) for c in clauses(source_text)]
    after = None  # each clause's labels after its figures, read once, when first needed
    for f in sorted(said):
        if f not in mine or not shared_asked(focus, mine[f][1]):
            continue
        labels = [found[f] for found in theirs if f in found and found[f][1]]
        # (or, sharing the setting's words, "RAG inference", a change of another quantity named last: "reduces … RAG
        # inference latency by up to 1.72x", said as throughput)
        if labels and (not any(shared_asked(focus, stems) for _, stems in labels) or
                       _other_head(mine[f][0], [label for label, _ in labels])):
            return f"the source gives {f} for {labels[0][0]}, not for {mine[f][0]}"
        # (of labels after a figure, a quality metric's is sure: "a 12.8% improvement in LPIPS" saves no memory)
        if not labels and not focus & METRICS:
            after = after if after is not None else [labelled(c) for c in clauses(source_text)]
            metric = next((found[f] for found in after if f in found and found[f][1] & METRICS), None)
            if metric:
                return f"the source gives {f} for {metric[0]}, not for {mine[f][0]}"
    return None



# quantities none of which is another: a change of one said as a change of another is not its own
OWN_QUANTITIES = frozenset(content_words("throughput latency memory energy cost accuracy bandwidth"))


def _other_head(mine: str, theirs: list[str]) -> bool:
    """The label said ends on one of OWN_QUANTITIES and every label the source gives the figure ends on another."""
    head = stem_of(mine)
    heads = [stem_of(label) for label in theirs]
    alike = synonym_groups().get(head, frozenset()) | {head}
    return head in OWN_QUANTITIES and all(h in OWN_QUANTITIES and h not in alike for h in heads)


def _merged_labels(clause: str) -> dict[str, tuple[str, frozenset[str]]]:
    """Each figure's label after it ("3.92X speedup"), else the quantity it changes ("reduce … hardware cost by")."""
    after, changes = labelled(clause), _objects(clause)
    return {f: after[f] if f in after and after[f][1] else changes.get(f, after.get(f, ("", frozenset())))
            for f in after.keys() | changes.keys()}


def _labelled_apart(said: set[str], source_text: str, focus: frozenset[str]) -> str | None:
    """A figure the source labels, in one clause, with none of the asked words ("up to 3.92X
    speedup"), where another clause labels another figure with all of them ("reduce both runtime
    cost and hardware cost by up to 2.70X and 2.81X", asked how much hardware cost drops)."""
    if len(focus) < 2:
        return None
    labels = [_merged_labels(c) for c in clauses(source_text)]
    full = {f: words for found in labels for f, (words, stems) in found.items() if focus <= stems}
    if not full or said & set(full):
        return None
    for found in labels:
        for f, (words, stems) in sorted(found.items()):
            if f in said and stems and not shared_asked(focus, stems) and not any(
                    f in other and shared_asked(focus, other[f][1]) for other in labels):
                first = min(full)
                return f"the source gives {f} for {words}, and {first} for {full[first]}"
    return None


# "1.2-2.4x faster", "13 to 25% speed-up": a range, whose first figure is labelled as its last
# (each of the three range patterns its own name: one name bound three times read only the last)
# ("15x ~ 24x storage": a range whose first figure carries its unit too)
LABEL_RANGE_RE = re.compile(r"(?<![\w./])(\d+(?:\.\d+)?)\s*(?:x\s*(?=~)|%\s*(?=~))?(?:-|to|~)\s*(\d+(?:\.\d+)?)(?![\d.])")


# a figure of a change in a quantity named after it: "20x reduction in attention computation"
CHANGE_OF_RE = re.compile(r"(?<![\w./])(?<![a-z]-)(\d+(?:\.\d+)?)\s*(?:%|x\b)?\s*(?:reduction|improvement|increase|"
                          r"decrease|saving|drop|gain|boost)s?\s+(?:in|of)\s+(?:the\s+)?"
                          r"((?:(?!(?:" + LABEL_STOPS + r")\b)[a-z][\w-]*\s*){1,3})")


def labelled(text: str) -> dict[str, tuple[str, frozenset[str]]]:
    """Each figure of the text with the words just after it, as written and stemmed ("53.8" ->
    "kv cache storage"); the first figure of a range with the words after the range ("1.2" of
    "1.2-2.4x faster")."""
    flat = normalise(text)
    found = {f: (words.strip(), frozenset(content_words(words))) for f, words in LABEL_RE.findall(flat)}
    # "a 20x reduction in attention computation": a change of what follows, computation
    found.update({f: (words.strip(), frozenset(content_words(words))) for f, words in CHANGE_OF_RE.findall(flat)})
    # "only 1/20 of the GPU hours": a share of what follows, hours
    found.update({f: (words.strip(), frozenset(content_words(words)))
                  for top, bottom, words in FRACTION_OF_RE.findall(flat) for f in (top, bottom)})
    # "by over 11%-37% in terms of MT-Bench scores": a figure (or range) of what follows, scores
    found.update({f: (words.strip(), frozenset(content_words(words)))
                  for first, last, words in IN_TERMS_RE.findall(flat) for f in (first, last) if f})
    for first, last in LABEL_RANGE_RE.findall(flat):
        if last in found and (first not in found or not found[first][1]):
            found[first] = found[last]
    # "O(sqrt(n)) memory": an order of growth, of what follows; "ten times less energy": a multiple in words, too
    found.update({o: (words.strip(), frozenset(content_words(words))) for o, words in BIG_O_LABEL_RE.findall(flat)
                  if o not in found})
    found.update({w: (words.strip(), frozenset(content_words(words))) for w, words in WORD_MULTIPLE_LABEL_RE.findall(flat)
                  if w not in found})
    return found


WORD_MULTIPLE_LABEL_RE = re.compile(rf"\b({'|'.join(NUMBER_WORDS)})\s+times\s+((?:(?!(?:without|" + LABEL_STOPS +
                                    r")\b)[a-z][\w-]*\s*){1,3})")


BIG_O_LABEL_RE = re.compile(r"(?<![\w.])(o\((?:[^()]|\([^()]*\))+\))\s*((?:(?!(?:without|" + LABEL_STOPS +
                            r")\b)[a-z][\w-]*\s*){1,3})")


IN_TERMS_RE = re.compile(r"(?<![\w./])(\d+(?:\.\d+)?)\s*(?:%|x\b)?(?:\s*(?:-|to)\s*(\d+(?:\.\d+)?)\s*(?:%|x\b)?)?"
                         r"\s+in\s+terms\s+of\s+(?:the\s+|its\s+|their\s+)?((?:[a-z][\w-]*\s*){1,3})")


FRACTION_OF_RE = re.compile(r"(?<![\w./])(\d+)\s*/\s*(\d+)\s+of\s+(?:the\s+|its\s+|their\s+|all\s+)?"
                            r"((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)")


# "reduces GPU memory usage by up to 60%": a figure that says by how much the verb's object changed
# or "an inference power reduction by 1.4x" (the object's words may start with digits: "on 2D pose estimation")
OBJECT_LABEL_RE = re.compile(r"(?:\b(?:reduc|cut|lower|improv|increas|boost|rais|decreas|sav|shrink)\w*\s+"
                             r"(?:the\s+|its\s+|their\s+)?((?:(?!by\b)(?:[a-z]|\d+[a-z])[\w-]*\s+){1,8})|"
                             r"((?:(?!(?:and|or|an?|the|of|in|on|with)\b)[a-z][\w-]*\s+){1,3})"
                             r"(?:reduction|improvement|increase|decrease|saving|drop|gain|speedup)s?\s+)"
                             r"(?:by|of)\s+(?:up to\s+|over\s+|about\s+|nearly\s+|approximately\s+|more than\s+|"
                             # (an amount in words of orders of magnitude: "reduce swap load by up to two orders …")
                             r"only\s+|roughly\s+)?(\d+(?:\.\d+)?|(?:two|three|four|five)(?=\s+orders?\s+of\s+magnitude))")


# a quantity changed from one figure to another: "increases GPU utilization from below 40% to over 90%", "reducing
# compute cost from 180 GPU days to 5" (both figures are of it)
FROM_TO_LABEL_RE = re.compile(r"\b(?:reduc|cut|lower|improv|increas|boost|rais|decreas|shrink|bring|brought)\w*\s+"
                              r"(?:the\s+|its\s+|their\s+)?((?:(?!(?:by|from|to)\b)[a-z][\w-]*\s+){1,4})from\s+"
                              r"(?:below\s+|under\s+|over\s+|above\s+|about\s+|around\s+|nearly\s+)?(\d+(?:\.\d+)?)"
                              r"[^,;()]{0,12}?\bto\s+(?:below\s+|under\s+|over\s+|above\s+|about\s+|around\s+|nearly\s+|"
                              r"just\s+|only\s+)?(\d+(?:\.\d+)?)")


# the same verb's next object: "reduces optimizer memory by 82.5% and total training memory by 63.3%"
AND_LABEL_RE = re.compile(r"\band\s+(?:the\s+|its\s+)?((?:(?!(?:by|and|or)\b)[a-z][\w-]*\s+){1,4})by\s+"
                          r"(?:up to\s+|over\s+|about\s+|nearly\s+|more than\s+)?(\d+(?:\.\d+)?)")


# "the throughput of models with efficient model shapes is up to 39% higher": the quantity is the subject
SUBJECT_LABEL_RE = re.compile(r"\b((?:(?!(?:the|its|their|of|and|or|we|is|are|was|were)\b)[a-z][\w-]*\s+){1,3})"
                              r"(?:of\s+(?:[\w-]+\s+){1,8}?)?(?:is|are|was|were)\s+(?:up to\s+|about\s+|nearly\s+|"
                              r"over\s+|more than\s+|roughly\s+|approximately\s+)?(\d+(?:\.\d+)?)\s*(?:%|x\b|times\b)?\s*"
                              r"(?:higher|lower|faster|slower|better|smaller|larger|greater)\b")


# "by up to 2.45x (on average 1.58x)", "by up to 22.89x and 27.21x": a figure of the same unit run on after one
# changes the same quantity
RUN_LABEL_RE = re.compile(r"(?<![\w.])(?=(\d+(?:\.\d+)?)\s*(%|x\b|times\b)?\s*(?:\(\s*(?:on\s+)?(?:average|avg\.?|mean)\s+|"
                          r",?\s+and\s+)(\d+(?:\.\d+)?)\s*(%|x\b|times\b)?)")


# "by 87-95%", "by 1.6-2.1x": a range's second figure changes what its first does
CHANGE_RANGE_RE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*(?:%|x\b)?\s*[-\u2013]\s*(\d+(?:\.\d+)?)\s*(?:%|x\b|times\b)")


def changed(text: str) -> dict[str, frozenset[str]]:
    """Each figure the text gives as the change of a quantity it names before it, with that
    quantity's words, stemmed ("60" -> "gpu memory usage", "1.4" -> "inference power"), and
    each figure of the same unit that runs on after one ("2.45x (on average 1.58x)")."""
    return {f: stems for f, (_, stems) in _objects(text).items()}


@lru_cache(maxsize=4096)  # a source clause is read for every sentence checked against it
def _objects(text: str) -> dict[str, tuple[str, frozenset[str]]]:
    """`changed`, with the quantity's words as written."""
    flat = normalise(text)
    found: dict[str, str] = {}
    for verb, noun, f in OBJECT_LABEL_RE.findall(flat):  # "30% … memory, … time by 30%": both quantities
        found[f] = f"{found[f]} / {(verb or noun).strip()}" if f in found else (verb or noun).strip()
    if found:
        for words, f in AND_LABEL_RE.findall(flat):
            found.setdefault(f, words.strip())
    for words, f in SUBJECT_LABEL_RE.findall(flat):
        found.setdefault(f, words.strip())
    for words, first, then in FROM_TO_LABEL_RE.findall(flat):
        found.setdefault(first, words.strip())
        found.setdefault(then, words.strip())
    for first, unit, then, then_unit in RUN_LABEL_RE.findall(flat):  # in text order: a run passes it on
        if first in found and unit == then_unit:
            found.setdefault(then, found[first])
    for first, then in CHANGE_RANGE_RE.findall(flat):
        if first in found:
            found.setdefault(then, found[first])
    return {f: (words, frozenset(content_words(words))) for f, words in found.items()}


# a figure's label as `borrowed_label` reads it: the words right after it and its unit ("53.8% KV cache storage", "0.8%
# combined collision and …"), past a preposition within it ("99.8% ended in collisions", where `LABEL_RE` stops), every
# time the figure is given
BORROWED_RE = re.compile(r"(?<![\w.^])(\d+(?:\.\d+)?)\s*(?:%|x\b|times\b|percent\b)?\s*"
                         # (none where a preposition follows: "3.25x speedup on A100 and 4.5x on A6000" leaves 4.5x's
                         # label unsaid, the speedup's)
                         r"(?!(?:on|in|at|for|with|by|from|to|of|under|over|x|times|percent)\b)"
                         r"((?:(?!(?:and|while|with|than|compared|during|across|over|versus|vs|whereas)\b)"
                         r"[a-z][\w-]*\s*){1,4})")
BORROWED_WORDS = 4


def _all_labels(flat: str) -> dict[str, list[frozenset[str]]]:
    found: dict[str, list[frozenset[str]]] = {}
    for m in BORROWED_RE.finditer(flat):
        words = frozenset(content_words(" ".join(m.group(2).split()[:BORROWED_WORDS])))
        if words:
            found.setdefault(plain(m.group(1)), []).append(words)
    return found


def borrowed_label(sentence: str, text: str, given: frozenset[str] = frozenset()) -> str | None:
    """Why the sentence labels a source figure with what the source says of another figure, or None:
    "53.8% GPU hours during training", where the source has "53.8% KV cache storage during inference,
    and 77.7% GPU hours"; "99.8% ended in collisions", where it has "a 99.8% goal completion rate with
    less than 0.8% combined collision …". The sentence's words after the figure share none with the
    source's after it, and some with those after another figure of the source. Or the quantity it
    changes is moved (`_moved_object`)."""
    said = _all_labels(normalise(sentence))
    source = _all_labels(normalise(text)) if said.keys() - given else {}
    for fig, labels in sorted(said.items()):
        own = source.get(fig, [])
        if fig in given or not own or any(label & mine for label in labels for mine in own):
            continue
        other = next((f for f, theirs in sorted(source.items()) if f != fig
                      and any(label & t for label in labels for t in theirs)), None)
        if other is not None:
            return f"gives {fig} for what the source gives {other} for"
    return _moved_object(sentence, text, given)


def swapped_object(sentence: str, text: str) -> str | None:
    """Why the sentence gives a figure as the change of what the source changes by another figure, or None: "boosts
    state-of-the-arts by 2-4 points" of "boosts standard baselines by 2-4 points, and boosts state-of-the-arts by 1-2
    points" (or "… state-of-the-arts on 2D pose estimation … by 2-4 points"). The source never gives the figure to
    any of the sentence's words, and gives another figure the sentence does not give to words all of which it says."""
    mine, said = _objects(sentence), numbers(sentence)
    if not mine:
        return None
    objects = [found for clause in clauses(text) if (found := _objects(clause))]
    for fig, (_, stems) in sorted(mine.items()):
        stems = stems - GENERIC_WORDS
        theirs = [found[fig] for found in objects if fig in found]
        if not stems or not theirs or any(s & stems for _, s in theirs):
            continue
        other = next(((f, w) for found in objects for f, (w, s) in sorted(found.items())
                      if f != fig and f not in said and (own := s - GENERIC_WORDS) and own <= stems), None)
        if other is not None:
            return f"the source gives {fig} for {theirs[0][0]}, and {other[0]} for {other[1]}"
    return None


MOVED_WORDS = 2  # words of its own an answer's quantity must add to be the quantity of another clause
# a change the source gives in words, not digits: "more than doubles the success rate …"
WORDED_RE = re.compile(r"\b(?:doubl|tripl|quadrupl|halv)(?:e|es|ed|ing)\b|\btwice\b|\borders?\s+of\s+magnitude\b", re.I)


def _moved_object(sentence: str, text: str, given: frozenset[str]) -> str | None:
    """The quantity a figure changes in the sentence ("raises the success rate for high-priority tasks by up to
    17%") adds MOVED_WORDS or more words to what the source says the figure changes ("improves task completion
    rates by up to 17%"), all of them said together in a piece of the source without the figure that gives its
    change in words ("more than doubles the success rate for high-priority tasks"): the figure is moved onto
    that piece's quantity."""
    mine = _objects(sentence)
    if not mine:
        return None
    objects = [_objects(clause) for clause in clauses(text)]
    # (a piece between commas that changes a quantity in words: "…, more than doubles the success rate for …, …")
    worded = [p for clause in clauses(text) for p in re.split(r",\s*", clause) if WORDED_RE.search(p)]
    for fig, (written, stems) in sorted(mine.items()):
        theirs = [found[fig][1] for found in objects if fig in found]
        if fig in given or not theirs:
            continue
        added = stems - frozenset().union(*theirs) - GENERIC_WORDS
        if len(added) >= MOVED_WORDS and any(added <= content_words(p) and fig not in numbers(p) for p in worded):
            return f"gives {fig} for {written}, which the source says without it"
    return None


# "X are used to jointly estimate them": the thing the sentence says is used, and for what
USED_CLAIM_RE = re.compile(r"^\s*(.+?)\s+(?:is|are|was|were)\s+(?:used|employed|utilized|leveraged|applied)\s+to\s+"
                           r"(?:[a-z]+ly\s+)?([a-z]+)\b", re.I)
# "we employ differentiable physically-based rendering to jointly estimate them": the source's thing used for it
USING_RE = (r"\b(?:employ|use|utili[sz]e|leverage|apply|adopt)s?\s+((?:[\w-]+\s+){{0,6}}?[\w-]+)\s+to\s+"
            r"(?:[a-z]+ly\s+)?{verb}\b")


def misused(sentence: str, text: str) -> str | None:
    """Why the sentence says a thing is used for a doing the source says another thing is used for ("… geometry and
    materials … are used to jointly estimate them" of "we employ differentiable physically-based rendering to jointly
    estimate them"): the words of the thing used share none of the source's."""
    claim = USED_CLAIM_RE.match(sentence)
    if not claim:
        return None
    used = [m.group(1) for m in re.finditer(USING_RE.format(verb=re.escape(claim.group(2))), text, re.I)]
    mine = content_words(claim.group(1)) - GENERIC_WORDS
    if used and mine and not any(content_words(u) & mine for u in used):
        return f"the source uses {used[0]} to {claim.group(2)}, not what the sentence says"
    return None
