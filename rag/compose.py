"""Compose the parts of an answer the decision did not get from one place.

A two-part question ("…, and how many …?") must have each part answered or named as not
given: a part the answer leaves out is filled with the source sentence that answers it (the
paper the answer cites first), or stated plainly as not given, citing the paper that does not
give it. A list question ("which papers …") is answered one paper a line, each with its
evidence sentence."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from rag.analysis import (AUXILIARY, GENERIC_STEMS, INTRODUCING_VERBS, PRONOUNS, SET_ASIDE_WITHIN_RE, Analysis,
                           said_beyond)
from rag.answer import Source, sentence_before, shown_sentences
from rag.checking import (CITE_RE, Checked, amount_said, asked_figures, machine_precision, new_figures, new_names,
                           of_other_kind, on_subject)
from rag.contrasts import maker, names_model_of, other_mode
from rag.evidence import SHARE_OF, negates, part_question, premise_need, premise_negated
from rag.extractive import (GPU_KIND, HARDWARE_STEMS, Quote, acronyms_defined, as_data, fit, instance,
                            names_after_closing, new_acronyms, premise_share, quote, ranked, sort_word, subject_acts)
from rag.lexical import (DIGITS_RE, NAME_AFTER, NAME_BEFORE, OWN_VOICE_RE, content_words, mentions, paper_name,
                         shared_asked, stem_of, synonym_groups)
from rag.textnorm import figures, normalise, occurrences


CLAUSE_RE = re.compile(r";|,\s+(?:and|while|whereas)\s+|,\s+(?=(?:its|it|the|their)\b)")
# "In server mode, where …, the speedups further increase to …": a setting set before the clause it is for
FRONTED_RE = re.compile(r"^\s*(?:in|on|under|with|for|at|across|when)\s", re.I)


def clauses(sentence: str) -> list[str]:
    """The sentence's clauses (`CLAUSE_RE`), an opening one that sets the setting kept with the next."""
    found = CLAUSE_RE.split(CITE_RE.sub("", sentence))
    if len(found) > 1 and FRONTED_RE.match(found[0]) and not DIGITS_RE.search(found[0]):
        found[:2] = [f"{found[0]}, {found[1]}"]
    return found


@dataclass(frozen=True)
class Addition:
    """A sentence added to the answer for a part it left out."""

    n: int
    text: str
    quoted: bool  # a source sentence; else the statement that the part is not given
    part: str


def covers(part_q: Analysis, sentence: str, focus: frozenset[str] = frozenset(),
           own: frozenset[str] = frozenset(), names: tuple[str, ...] = (),
           rivals: tuple[frozenset[str], ...] = (), others: tuple[frozenset[str], ...] = ()) -> bool:
    """Some clause of the sentence speaks to the part: it names the quantity the part asks for
    (or, when the part names none, shares a word of what it asks; for a part that asks which
    thing of a kind, "which GPU is it", it names one, "L40s"), and a word only this part
    asks (`own`) and a name only this part gives (`names`), when given, and, when it does not name
    the part's quantity, no more of another part's quantity (`rivals`) than of its own; and, when the part asks
    for a figure, gives one the question did not ("its 7B variant needs 7B GPU hours" gives
    none; a citation "[1]" is not a figure). With the other parts' own words (`others`), a clause
    that shares more of another part's than of this one's speaks to that part ("… treats click
    stream data as event sequence" to "what does it treat click stream data as", not to "what does
    it combine with the sequence embeddings")."""
    if names and not any(mentions(sentence, n) for n in names):
        return False  # "…, and what does DP3 reach there": not a sentence on the other part's VO-DP
    if part_q.wants_number and other_mode(sentence, part_q.text):
        return False  # "In offline mode, … +11.4% over …" gives no gain "in server mode"
    return any(_clause_covers(part_q, clause, focus, own, rivals) and not _speaks_elsewhere(clause, own, others)
               for clause in clauses(sentence))


def _names_whole(name: str, term: str) -> bool:
    """The term a whole part of the name, a hyphen's side included ("DETR" of "Frozen-DETR", unlike
    `lexical.names_whole`; not "Deep" of "DeepSpeed")."""
    return mentions(name, term) and re.search(rf"(?<![^\W\d_]){re.escape(term)}(?![^\W\d_])", name, re.I) is not None


def _speaks_elsewhere(clause: str, own: frozenset[str], others: tuple[frozenset[str], ...]) -> bool:
    """The clause shares more of another part's own words than of this part's, and not all of both: "WS standardizes
    the weights … by reducing the Lipschitz constants of the loss and the gradients" speaks to what WS standardizes and
    to the constants of what it reduces."""
    if not own or not others:
        return False
    words = content_words(clause)
    mine = shared_asked(own, words)
    return any((theirs := shared_asked(o, words)) > mine and not (mine >= len(own) and theirs >= len(o))
               for o in others)


# "smaller versions of models from the same series": which things of a kind, by what they are versions of
VERSIONS_OF_RE = re.compile(r"\b(?:versions?|variants?)\s+of\s+((?:[\w-]+\s+){0,2}[\w-]+)", re.I)


def _versions_of(clause: str, part_q: Analysis, words: frozenset[str]) -> bool:
    """Asked which things of a kind ("which models does it use as drafters"), a clause saying every word asked that
    gives them as versions of that kind ("using smaller versions of models from the same series as drafters"), though
    it names none."""
    head = part_q.parts[0].head if part_q.parts else ""
    return bool(head) and bool(part_q.asked) and shared_asked(part_q.asked, words) >= len(part_q.asked) and \
        any(head in content_words(m.group(1)) for m in VERSIONS_OF_RE.finditer(clause))


def _clause_covers(part_q: Analysis, clause: str, focus: frozenset[str], own: frozenset[str],
                   rivals: tuple[frozenset[str], ...] = ()) -> bool:
    if part_q.parts and names_version(part_q.parts[0].text, clause):
        return True
    words = content_words(clause)
    head = part_q.parts[0].head if part_q.parts else ""
    # (a figure counting what is asked speaks of it in any words: "6,000 VHR RSIs" for images)
    counts = bool(part_q.parts and part_q.parts[0].counted and asked_figures(clause, part_q))
    if focus and not (head and shared_asked(frozenset({head}), words)) and not counts and \
            any(shared_asked(r, words) > shared_asked(focus, words) for r in rivals):
        return False  # "… kernels consuming 72% of application time" answers the time part, not the kernel-level one
    if part_q.parts and part_q.parts[0].entity or part_q.wants_name:
        # "which GPU is it": "on a single GPU" names none; "on a single L40s 48GB GPU" does
        # (one the question names, whole: "Frozen-DETR" of "Mask Frozen-DETR", not "Deep" of "DeepSpeed")
        named = [t for t in new_names(clause, part_q) if not any(_names_whole(t, x) for x in part_q.terms)]
        # (asked which metric, a name written as an acronym is one: "TKLQT accurately identifies …")
        # (a plain word's, GPU, only asked which devices: "across GPU and CPU")
        if part_q.parts and not part_q.parts[0].focus & GPU_KIND:
            part = part_q.parts[0]
            named += new_acronyms(clause, part_q, plain=bool((part.focus or part.asked) & HARDWARE_STEMS))
        # (unless a GPU named by its model says "GPU" without the word, and names one: "real hardware (NVIDIA RTX
        # A6000)", "on the RTX 4090")
        # (asked what kind of thing, a clause saying its sort: "it trains on a pruned (small) model")
        if (not named or part_q.asked and not shared_asked(part_q.asked, words)) and not instance(clause, part_q) and \
                not _versions_of(clause, part_q, words) and not (part_q.asks_sort and sort_word(clause, part_q)):
            return False
        # "on which Intel GPU does it run": one of that maker's models ("Intel Data Center GPU Max 1550"), not its line
        # alone ("on the Intel Data Center GPU") nor another maker's model (H100)
        makers = [t for t in part_q.terms if maker(t) and mentions(part_q.text, t)]
        if part_q.parts and part_q.parts[0].focus & GPU_KIND and makers and \
                not all(names_model_of(clause, m) for m in makers):
            return False
    elif not shared_asked(focus or part_q.asked, words) and (focus or part_q.asked) and not counts and \
            not (part_q.parts and part_q.parts[0].metric and part_q.parts[0].metric <= words) and \
            not names_after_closing(clause, part_q):  # ("what two techniques is it based on": "based on A and B")
        return False  # (the metric's name speaks of its score: "DPGBench (80.93 -> 88.15)" for "the DPGBench score")
    elif _kind_unnamed(part_q, words):
        return False  # "which three service characteristics …": not a clause on LLM serving without them
    elif _named_back(part_q, clause):
        return False  # "Utilizing this key observation, …" does not say what the observation is
    if own and not shared_asked(own, words):
        return False
    if (judged := _judged_as(part_q)) and not shared_asked(judged, words):
        return False  # "… generative model inference with … support" names no bottleneck
    if not part_q.wants_number and not words - part_q.words - PRONOUNS - NEGATIONS:
        return False  # "COVE introduces to save GPU memory usage": the part's own words, echoed, say nothing
        # (nor with a "not" for the question's "without": "YOCO's prefilling does not change the final output")
        # (nor "it combines them with the sequence embeddings …": a pronoun is no word of its own)
    # (a figure of the part's kind: "a 13.7x speedup in attention computation" does not say by what factor
    # computation shrinks)
    figures = new_figures(clause, part_q)
    # (or an amount in words: "using a minimal amount of data" for "with how much data", "relative errors on the order
    # of machine precision" for "what relative error")
    return not part_q.wants_number or bool(figures - of_other_kind(clause, part_q, figures)) or \
        bool(amount_said(clause, part_q) or machine_precision(clause, part_q))


NEGATIONS = frozenset(content_words("not no never"))


# "what does it identify as the main bottleneck": the thing the work judges something to be
JUDGED_AS_RE = re.compile(r"\b(?:identif|regard|consider|see|pinpoint)\w*\s+as\s+(?:the|its|an?)\s+(?:(?:main|key|primary|"
                          r"major|biggest|chief|dominant|principal)\s+)?([a-z][\w-]*)", re.I)


def _judged_as(part_q: Analysis) -> frozenset[str]:
    """Asked what a work judges to be a thing ("what does Flash-LLM identify as the main bottleneck …"), that thing's
    word: a clause that does not say it answers the rest of the part's words only ("… model inference …")."""
    found = JUDGED_AS_RE.search(part_q.parts[0].text) if part_q.parts and not part_q.wants_number else None
    return frozenset(content_words(found.group(1))) if found else frozenset()


# "on which Stable Diffusion versions was it tested": versions of a thing the part names
VERSIONS_RE = re.compile(r"\bwhich\s+((?:[A-Z][\w.-]*\s+){1,3})(?:versions?|variants?)\b")


def names_version(part: str, clause: str) -> bool:
    """Asked which versions of a named thing, the clause names one by the name or its initials with
    what sets a version apart ("SD-v1.5", "SD-XL" of StableDiffusion (SD); "Llama 2")."""
    asked = VERSIONS_RE.search(part)
    if not asked:
        return False
    words = asked.group(1).split()
    initials = "".join(w[0] for w in words) if len(words) > 1 else ""
    written = "|".join(re.escape(n) for n in (" ".join(words), "".join(words), initials) if n)
    return re.search(rf"\b(?:{written})(?:-[\w.]*[\dA-Z][\w.]*|\s+v?\d[\w.]*)", clause) is not None


# "this key observation", "these findings": a thing spoken of as already said
BACK_WORDS = frozenset("this these that those such".split())
WHAT_NOUN_RE = re.compile(rf"^\s*(?:what|which)\s+(?!(?:{AUXILIARY})\b)([a-z]+)\b", re.I)


def _named_back(part_q: Analysis, clause: str) -> bool:
    """Asked what thing ("what observation about LoRA led to …"), the clause speaks of it only as
    one already said ("Utilizing this key observation, …"), not saying which."""
    if not part_q.parts or part_q.wants_number:
        return False
    opening = WHAT_NOUN_RE.match(part_q.parts[0].text)  # "what observation … led to": no verb after it to end a focus
    head = part_q.parts[0].head or (stem_of(opening.group(1)) if opening else "")
    if not head or head in GENERIC_STEMS:
        return False
    words = re.findall(r"[a-z][\w-]*", clause.lower())
    said = [i for i, w in enumerate(words) if head in content_words(w)]
    return bool(said) and all(BACK_WORDS & set(words[max(0, i - 2):i]) for i in said)


def _kind_unnamed(part_q: Analysis, words: set[str]) -> bool:
    """A part that asks for things of a kind, not a figure nor a name, and a clause that never
    names the kind; a word any work is ("model") names none. Nor need a clause name it that says all the rest the
    part asks, the verb too ("SAIL improves the language-compatibility of vision encoders" for "what property of vision
    encoders does SAIL improve")."""
    head = part_q.parts[0].head if part_q.parts and not part_q.wants_number else ""
    rest = part_q.parts[0].asked - {head} if head else frozenset()
    if len(rest) >= 2 and shared_asked(rest, words) == len(rest):
        return False
    return bool(head) and head not in GENERIC_STEMS and not shared_asked(frozenset({head}), words)


BACK_REFERENCES = frozenset("these those such this above".split())


def referred_back(text: str, asked: frozenset[str]) -> bool:
    """The text says the asked words it says only as already said: each after "these", "such" and the like ("Based on
    these analyses, we propose …" for what a work analyses)."""
    groups = synonym_groups()
    wanted = frozenset().union(*(groups.get(w, frozenset()) | {w} for w in asked)) if asked else frozenset()
    tokens = re.findall(r"[A-Za-z][\w-]*", text)
    said = [i for i, t in enumerate(tokens) if content_words(t) & wanted]
    return bool(said) and all(i > 0 and tokens[i - 1].lower() in BACK_REFERENCES for i in said)


def own_words(q: Analysis, part) -> frozenset[str]:
    """When another part asks for the same quantity ("how much faster does it evaluate …, and how
    much faster does training become"), the words that tell this part apart ("training"): a
    sentence that answers the other part does not answer this one."""
    others = [p for p in q.parts if p is not part]
    if not any(p.focus == part.focus for p in others):
        return frozenset()
    return part.asked - frozenset().union(*(p.asked for p in others)) - _subject_words(part.text, others)


# "…, and what does it propose for forward propagation": a later part names its subject by a pronoun, then the verb
PRONOUN_VERB_RE = re.compile(rf"\b{AUXILIARY}\s+(?:it|they|this|these)\s+([a-z]+)\b", re.I)


def _subject_words(text: str, others: list) -> frozenset[str]:
    """The words of a part's subject that another part refers back to with a pronoun ("the 4-bit
    integer training method" of "what does the 4-bit integer training method propose for
    backpropagation, and what does it propose for …"): the question's, not this part's own."""
    for other in others:
        verb = PRONOUN_VERB_RE.search(other.text)
        subject = verb and re.search(rf"\b{AUXILIARY}\s+(.+?)\s+{re.escape(verb.group(1))}\b", text, re.I)
        if subject:
            return frozenset(content_words(subject.group(1)))
    return frozenset()


def rival_focus(q: Analysis, part) -> tuple[frozenset[str], ...]:
    """The quantities the question's other figure parts ask for, when this one asks for a figure of its own."""
    if not (part.wants_number and part.focus):
        return ()
    return tuple(p.focus for p in q.parts if p is not part and p.wants_number and p.focus and p.focus != part.focus)


def own_names(q: Analysis, part) -> tuple[str, ...]:
    """The name a part asks of ("DP3" of "…, and what does DP3 reach there"), when each part of
    the question asks of its own (not "…, and by how much can it cut costs", which asks of the
    same subject, nor "on 144 V100 GPUs, how much faster …", which names a setting): a sentence
    on another part's subject does not answer it."""
    def subject(p) -> tuple[str, ...]:
        return tuple(t for t in q.terms if re.search(rf"\b(?:does|do|did|is|are|was|were|can|could)\s+(?:the\s+)?"
                                                     rf"{re.escape(t)}(?![\w-])", p.text)
                     and not any(mentions(o.text, t) for o in q.parts if o is not p))
    return subject(part) if len(q.parts) > 1 and all(subject(p) for p in q.parts) else ()


def _unless_own_voice(names: tuple[str, ...], source: Source, text: str, theirs: list[str]) -> tuple[str, ...]:
    """A part's name, which a sentence on it must state, unless the sentence is the paper's own voice and the
    name is the one the paper's title gives it ("we propose to decompose … into four parallel branches" in
    InceptionNeXt's abstract, asked into how many branches InceptionNeXt decomposes), naming no other part's."""
    title = paper_name(source.title)
    if title and names and all(n.casefold() == title.casefold() for n in names) and OWN_VOICE_RE.search(text) \
            and not any(mentions(text, n) for n in theirs):
        return ()
    return names


# "what does ZeRO++'s data remapping trade communication for", "how fast is its renderer": a piece of the named work,
# after its possessive
PIECE_RE = re.compile(rf"\b{AUXILIARY}\s+(?:[\w+.-]+'s|its|their)\s+([a-z][\w-]*)(?:\s+([a-z][\w-]*))?", re.I)


def _piece(part, sentence: str) -> frozenset[str]:
    """The words of the piece of a work a part asks of ("data remapping"), as many of its first two as `sentence`
    says (the second may be the part's verb: "'s decoder predict"); none where it says not the first."""
    found = PIECE_RE.search(part.text)
    if not found:
        return frozenset()
    said = content_words(sentence)
    words = [content_words(w) for w in found.groups() if w]
    piece = frozenset()
    for w in words:
        if not w or not w <= said:
            break
        piece |= w
    return piece


PART_MARGIN = 2.0  # how much better a paper's sentence must match a part than the answer's to be added for it
OWN_PART_MARGIN = 0.5  # the same, where the answer's is another part's best sentence and the paper's is this part's own


def missing_parts(q: Analysis, answered: list[tuple[str, list[int]]], sources: list[Source]) -> list[Addition]:
    """`answered`: the answer's supported sentences with their citations. A one-part question
    that asks for a figure of a named quantity ("how many GPU hours") is filled the same way
    when the answer gives none, but is not said to be missing: the decision speaks to that."""
    single = len(q.parts) == 1 and q.parts[0].wants_number and bool(q.parts[0].focus)
    if not sources or not (len(q.parts) > 1 or (single and answered)):
        return []
    cited = [n for _, ns in answered for n in ns]
    by_n = {s.n: s for s in sources}
    order = [by_n[n] for n in dict.fromkeys(cited) if n in by_n] + [s for s in sources if s.n not in cited]
    added: list[Addition] = []
    bests: dict[int, str] = {}

    def best_of(p) -> str:  # a part's best sentence in the first paper, read only when first needed
        if id(p) not in bests:
            bests[id(p)] = plain_text(next((text for _, text in ranked(part_question(q, p), order[0])), ""))
        return bests[id(p)]
    for part in q.parts:
        pq, own, names, rivals = part_question(q, part), own_words(q, part), own_names(q, part), rival_focus(q, part)
        others = tuple(o for p in q.parts if p is not part and (o := own_words(q, p)))

        def elsewhere(text: str) -> bool:  # it says more of another part than of this one
            words = content_words(text)
            return bool(own) and any(shared_asked(o, words) > shared_asked(own, words) for o in others)
        first = order[0]
        # (asked what it introduces, the verb counts only where the paper's sentence saying so is of the thing asked:
        # "we introduce module-based batching", not "we introduce a virtual machine" for "what kind of layout system")
        if pq.action in INTRODUCING_VERBS and not any(fit(text, pq).acts and part.focus <= content_words(text)
                                                      for _, text in ranked(pq, first)):
            pq = replace(pq, action="")
        theirs = [n for p in q.parts if p is not part for n in own_names(q, p)]
        candidates = _own_first([(f, text) for f, text in ranked(pq, first)
                                 if covers(pq, text, part.focus, own, _unless_own_voice(names, first, text, theirs),
                                           rivals)], own) if on_subject(first, q.terms) else []
        # "… a 13B model using per-layer gradient updates on the same hardware" answers "what size with per-layer
        # gradient updates", not "the largest model on a 24GB GPU", where another sentence does ("… up to 7B
        # parameters on a consumer-grade 24GB GPU"); alone, it answers both
        own_sentence = any(not elsewhere(text) for _, text in candidates)

        def this_parts(text: str) -> bool:
            return not (own_sentence and elsewhere(text))

        def part_covers(text: str) -> bool:  # a clause of its own for this part, or a one-clause sentence that
            # alone answers both parts
            return covers(pq, text, part.focus, own, names, rivals, others) or \
                len(clauses(text)) == 1 and \
                covers(pq, text, part.focus, own, names, rivals) and this_parts(text)
        # (not a sentence saying what is asked only as already said, "Based on these analyses, we propose …", for "what
        # does OLSS first analyse", where another says it: "we first provide a detailed … analysis of …")
        unnamed = pq.asked - content_words(" ".join(q.terms))
        plain = [(f, text) for f, text in candidates if not referred_back(text, unnamed)]
        candidates = plain or candidates
        found = next((Quote(first.n, text, f.score) for f, text in candidates if this_parts(text)), None)
        covering = [text for text, _ in answered if part_covers(text)] + \
            [a.text for a in added if a.quoted and part_covers(a.text)]
        # asked of a piece of the work ("what does ZeRO++'s data remapping trade …"), a sentence silent on it does not
        # cover the part where the paper's sentence for it speaks of it ("Second is data remapping that trades-off …")
        piece = _piece(part, found.text) if found else frozenset()
        covering = [text for text in covering if not piece or piece & content_words(text)]
        if found and plain:  # (nor does one that says it only as already said cover it, where another says it)
            covering = [text for text in covering if not referred_back(CITE_RE.sub("", text), unnamed)]
        # asked what else ("…, and what does it improve besides serving throughput"), the thing set aside said back
        # ("It improves serving throughput by 1.5x to 3x") covers nothing
        # asked what a part's subject does ("what does the hybrid … system generate on the processor side"), a sentence
        # silent on that doing does not cover it where the paper's sentence for it says it ("… samples are … generated")
        if pq.action and found and fit(found.text, pq).acts:
            covering = [text for text in covering if fit(CITE_RE.sub("", text), pq).acts]
        # asked what a named piece does ("what does its Translator generate for the Tester"), a sentence saying it of
        # that piece with another ("the Translator and the Tester mutually generate data …") does not cover it where
        # the paper's sentence says it of that piece alone ("… the Translator generates translated code …")
        if found and subject_acts(found.text, pq):
            covering = [text for text in covering if subject_acts(CITE_RE.sub("", text), pq)]
        if aside := SET_ASIDE_WITHIN_RE.search(part.text):
            known = content_words(aside.group(0)) | q.words
            covering = [text for text in covering if said_beyond(CITE_RE.sub("", text), known)]
        # a sentence that shares a word with the part covers it, unless the paper says the part PART_MARGIN better
        # ("TKLQT accurately identifies this CPU/GPU-bound transition point" beside "… we identify the Grace
        # CPU …"); of a one-part question, only with a figure the answer does not give: the answer is not repeated
        # in the paper's words ("… while further leveraging CPUs boosts this to 91% - 159%" beside "44% - 63%")
        # (a sentence that is another part's best covers this one only as well as this part's own: "… only access
        # 1--3% of data, thus achieving a sub-linear time complexity", for the data part, does not say what the
        # quadratic time complexity causes, where "… the quadratic time complexity … poses a significant challenge"
        # does)
        # (where this part's own says more of what only this part asks than of what only another does: "… fusion of
        # semantic and geometric features" is no better for either part than "… semantic features from DINOv2 and
        # geometric features from …")
        # (not of a part asking a figure or a name, which a sentence answering both gives: "… by a factor up to 2.84 in
        # inference and 1.75 in training")
        margin = PART_MARGIN
        if found and covering and not (pq.wants_number or pq.wants_name or part.entity):
            theirs = frozenset().union(*(p.asked for p in q.parts if p is not part))
            said = content_words(found.text)
            if len(said & (part.asked - theirs)) > len(said & (theirs - part.asked)):
                # (another part's best sentence, which a quote may hold with the one before it)
                others_best = [b for p in q.parts if p is not part and (b := best_of(p))]
                if all(any(b in plain_text(text) for b in others_best) for text in covering):
                    margin = OWN_PART_MARGIN
        if covering and not (found and found.score >= margin +
                             max(fit(CITE_RE.sub("", text), pq).score for text in covering) and
                             (len(q.parts) > 1 or asked_figures(found.text, q, True) - figures(" ".join(covering)))):
            continue
        if found and all(found.text != text for text, _ in answered):
            added.append(Addition(found.n, found.text, True, part.text))
        elif not single:
            added.append(Addition(first.n, f'The abstract does not state "{part.text}"', False, part.text))
    return added


def spell_acronyms(q: Analysis, texts: list[str], sources: list[Source]) -> dict[str, str]:
    """Each acronym a cited paper defines for a thing the question asks of in words ("which two kinds of kernel fusion":
    "Horizontal Fusion (HF)"), where the answer writes it bare ("enables … HF and VF"): the acronym -> its words and
    it, to write at its first use. Not one the question uses, nor one whose words the answer says already; nor of a
    question asking a figure, whose quantity the spelled words may seem to name ("Time-To-First-Token (TTFT)", asked of
    time per output token)."""
    if q.wants_number:
        return {}
    said = " ".join(texts)
    found = {}
    for acronym, words in (d for s in sources for d in acronyms_defined(s.abstract or s.text)):
        if acronym in found or occurrences(q.text, acronym, NAME_BEFORE, NAME_AFTER) or \
                words.lower() in said.lower() or not content_words(words) & q.asked:
            continue
        if occurrences(said, acronym, NAME_BEFORE, NAME_AFTER):
            found[acronym] = f"{words} ({acronym})"
    return found


def spelled_at_first_use(text: str, spellings: dict[str, str], used: set[str]) -> str:
    """The text with each acronym of `spellings` not yet in `used` written out where it first stands."""
    for acronym, spelled in spellings.items():
        first = next(iter(occurrences(text, acronym, UNBRACKETED_BEFORE, NAME_AFTER)), None) \
            if acronym not in used else None
        if first:
            text = text[:first[0]] + spelled + text[first[1]:]
            used.add(acronym)
    return text


UNBRACKETED_BEFORE = re.compile(r"[\w(-]")  # (nor one in brackets already: "Horizontal Fusion (HF)")


def spelled(q: Analysis, checked: Checked, sources: list[Source]) -> Checked:
    """The checked answer with each acronym a cited paper defines for what the question asks in words, written bare
    ("HF and VF", asked which two kinds of kernel fusion), spelled out where it first stands: "Horizontal Fusion (HF)
    and Vertical Fusion (VF)" (`spell_acronyms`)."""
    by_n = {s.n: s for s in sources}
    supported = [s for s in checked.sentences if s.supported]
    cited = [by_n[n] for s in supported for n in s.cited if n in by_n]
    spellings = spell_acronyms(q, [s.text for s in supported], cited)
    if not spellings:
        return checked
    used: set[str] = set()
    sentences = [s.model_copy(update={"text": spelled_at_first_use(s.text, spellings, used)}) if s.supported else s
                 for s in checked.sentences]
    return replace(checked, answer=spelled_at_first_use(checked.answer, spellings, set()), sentences=sentences)


def plain_text(text: str) -> str:
    """A sentence without its citation marks, its spacing and its closing stop, to compare with another."""
    return " ".join(CITE_RE.sub("", text).split()).rstrip(". ")


def _own_first(candidates: list[tuple], own: frozenset[str]) -> list[tuple]:
    """Of sentences that match a part as well, one after another, the one sharing more of the words only this part asks
    comes first: "… we did not … perform any rollbacks" (process, perform) for "what did its training process never
    have to perform", not "… a multi-token prediction training objective for stronger performance"."""
    runs: list[list[tuple]] = []
    for c in candidates:
        if runs and runs[-1][0][0] == c[0]:
            runs[-1].append(c)
        else:
            runs.append([c])
    return [c for run in runs for c in sorted(run, key=lambda c: -shared_asked(own, content_words(c[1])))]


# a premise a paper answers in other words: "trained from scratch", where its model is "based on Qwen v2.5,
# finetuned on …", or where it presents "a novel approach to fine-tuning the Qwen2-1.5B model"
CONTRARY_PREMISES = ((re.compile(r"\bfrom scratch\b", re.I),
                      re.compile(r"\b(?:based on|built (?:up)?on|fine-?tuned (?:from|on)|initiali[sz]ed (?:from|with)|"
                                 r"continu\w* pre-?train\w*|fine-?tun(?:e|es|ing) (?:the|a|an) (?:[\w.-]+ ){0,2}?"
                                 r"(?:model|LLM|network)s?)\b", re.I)),
                     # "since it fine-tunes its vision and language models end to end": "frozen features from strong
                     # vision and language models"; "since LISA updates every layer at every step": "randomly freeze
                     # most middle layers"
                     # ("since LoRA retrains all model parameters": "freezes the pre-trained model weights")
                     (re.compile(r"\b(?:fine-?tun\w*|(?:re)?train\w*|updat\w*)"
                                 r"(?:\b[^,;]*\bend[ -]to[ -]end\b|\s+(?:every|all|each)\s+(?:of\s+)?(?:its\s+|the\s+)?"
                                 r"(?:model\s+)?(?:layers?|parameters?|weights?)\b)", re.I),
                      re.compile(r"\bfrozen\b|\bfreez(?:e|es|ing)\b", re.I)))


def premise_evidence(q: Analysis, answered: list[tuple[str, list[int]]], sources: list[Source]) -> Addition | None:
    """A question that rests on a premise ("Since current GPUs already render neural graphics at 4k
    and 60FPS, …") gets, beside its answer, the sentence of the paper it cites first that speaks
    of the premise most (half its words or more, at least two; the answer may quote it already):
    what the paper says of it, which corrects a false one ("… to render 4k res. at 60FPS there is a gap
    of 1.5X-55X … on current GPUs"; "Why does X need more memory than …": "X can save more than 60% …")."""
    if not q.premise or not sources:
        return None
    words, need = premise_need(q)
    cited = [n for _, ns in answered for n in ns]
    by_n = {s.n: s for s in sources}
    source = by_n.get(cited[0], sources[0]) if cited else sources[0]
    contrary = tuple(said for claim, said in CONTRARY_PREMISES if claim.search(q.premise))
    # scored as the shown evidence ranks it (`premise_share`), so not one on what other work does: "Current
    # multi-exit networks typically implement linear classifiers …" is no word on whether the paper's own does
    # (as is one that says the premise's need is none: "LOGO employs a reference-free preference optimization
    # strategy" for "since LOGO needs a reference model")
    # (of those, one naming the paper's own name first: "GS-ProCams is … view-agnostic", not "NeRF-based ProCams
    # support view-agnostic …")
    # (of two sharing as many of its words, the one naming more of the premise's names: "CodeACT-DeepSeek-Coder-6.7B,
    # fine-tuned on only 40% of the EVOL-Instruct data", not "existing methods generate … data for fine-tuning")
    named = [n for n in q.terms if mentions(q.premise, n)]
    candidates = [(len(words), any(mentions(t, n) for n in q.terms[:1]), -i, t) if premise_negated(q, t, contrary)
                  else (premise_share(q, t), sum(mentions(t, n) for n in named), -i, t)
                  for i, t in enumerate(shown_sentences(source.text))]
    if not candidates:
        return None
    shared, _, _, text = max(candidates)
    if shared < need:
        return None
    # "This is in contrast to point cloud based methods, where an entire scan … is required": what other work needs,
    # set against what the sentence before says of the paper's own ("… encode objects with a variable number of
    # images"), which is the correction
    if CONTRASTED_BACK_RE.match(text) and (before := sentence_before(text, source.abstract or source.text)):
        text = f"{before} {text}"
    return Addition(source.n, text, True, q.premise)


CONTRASTED_BACK_RE = re.compile(r"^\s*(?:this|that|these)\s+(?:is|are|stands?)\s+(?:in\s+(?:sharp\s+|stark\s+)?contrast\s+"
                                r"(?:to|with)|unlike)\b", re.I)


# a change and its opposite: "increases global communication" against "… to reduce global communication"
DIRECTIONS = ((r"increas\w*|rais\w*|grow\w*|adds?|adding|added|more|higher|larger", r"reduc\w*|decreas\w*|lower\w*|cuts?|"
               r"cutting|shrink\w*|sav(?:e|es|ed|ing)|minimi[sz]\w*|less|fewer|smaller"),
              # "since DELTA evicts most of the KV cache": "preserves the full KV cache in GPU memory"
              (r"evict\w*|discard\w*|drop(?:s|ped|ping)?|throws?\s+away", r"preserv\w*|keeps?|kept|keeping|retain\w*"))


def reverses(premise: str, sentence: str) -> bool:
    """The sentence says the opposite change of what the premise claims, of a thing both name
    ("Since X increases global communication, …" against "… exploits TP to reduce global
    communication"): the premise is false, which answers a question asking how large its effect is."""
    if negates(premise, sentence):
        return True
    claim, said = normalise(premise), normalise(sentence)
    for up, down in DIRECTIONS:
        for one, other in ((up, down), (down, up)):
            for m in re.finditer(rf"\b(?:{one})\s+{SHARE_OF}((?:[a-z][\w-]*\s+){{0,2}}[a-z][\w-]*)", claim):
                thing = frozenset(content_words(m.group(1)))
                if thing and re.search(rf"\b(?:{other})\b", said) and \
                        not re.search(rf"\b(?:{one})\b", said) and thing <= frozenset(content_words(said)):
                    return True
    return False


LIST_TITLE_WORDS = 3  # asked words a title shares before a paper past the usual depth is listed
LIST_SEEDS = 2  # the first papers retrieved, whose close neighbours past the usual depth are listed
LIST_NEIGHBOUR = 0.72  # cosine between two papers' vectors that makes them neighbours (tuned on lists-dev)


def list_candidates(q: Analysis, hits: list, depth: int, vectors: dict | None = None,
                    abstracts: dict | None = None) -> list:
    """A list question's papers: the first `depth` retrieved, as for any question, and those
    ranked below when their title shares LIST_TITLE_WORDS asked words ("Wave-like Pipeline
    Parallelism for … Large Model Training") or when the paper is a close neighbour of one of the
    first LIST_SEEDS (`vectors`: paper_id -> unit vector). Papers on one topic resemble each other
    more than any resembles the question ("HiPA: One-Step Text-to-Image…" beside "InstaFlow: One
    Step is Enough…" for "a picture from a prompt in one pass"). Looking deeper finds the list's
    later members; both rules keep the papers that merely share vocabulary out. Asked which papers are tested on a
    dataset it names ("on the GLUE benchmark"), a paper ranked below whose abstract (`abstracts`: paper_id -> text)
    states each as data is one too."""
    need = min(LIST_TITLE_WORDS, len(q.asked))
    vectors = vectors or {}
    seeds = [vectors[h.paper_id] for h in hits[:LIST_SEEDS] if h.paper_id in vectors]

    def near(paper_id: str) -> bool:
        v = vectors.get(paper_id)
        return v is not None and any(float(v @ s) >= LIST_NEIGHBOUR for s in seeds)

    abstracts = abstracts or {}

    def tested_on(paper_id: str) -> bool:
        text = abstracts.get(paper_id, "")
        return bool(q.datasets) and all(as_data(text, d) for d in q.datasets)

    return hits[:depth] + [h for h in hits[depth:]
                           if shared_asked(q.asked, content_words(h.title)) >= need or near(h.paper_id) or
                           tested_on(h.paper_id)]


def list_items(q: Analysis, sources: list[Source], limit: int) -> list[Quote]:
    """For a list question: each shown paper with a sentence that matches the question, in rank order."""
    return quote(q, sources, limit)
