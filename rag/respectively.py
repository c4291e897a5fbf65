"""Figures given "respectively": "improves the average and tail JCT by up to 5.1x and 6.4x,
respectively" pairs average with 5.1x and tail with 6.4x, as does "decreases power and latency
respectively by up to 49% and 89%", and, with no "respectively", "reduce both runtime cost and
hardware cost by up to 2.70X and 2.81X" or "streaming inference at 10 FPS and streaming dialogue at
25 FPS". An answer that gives one of those figures for another item
of the list ("cuts tail latency by 5.1x") states a true figure of another setting, which a check
on numbers alone passes."""

from __future__ import annotations

import re

from rag.answer import shown_sentences
from rag.lexical import content_words
from rag.textnorm import NUMBER_RE, normalise, numbers, plain

_FIG = r"[~<>]?\d+(?:\.\d+)?\s*(?:%|x\b|[a-z]+\b)?"
_SEP = r"(?:\s*,\s*(?:and\s+)?|\s+and\s+)"
_ITEM = r"([\w.+-]+)"
# the figures just before "respectively": "5.1x and 6.4x,", "2.53%, 19.51%, 0.35%,"
BEFORE_RE = re.compile(rf"((?:{_FIG}{_SEP}){{1,5}}{_FIG})\s*,?\s*respectively\b")
# the items just before it: "power consumption and latency respectively by up to 49% and 89%"
# (between two commas an item may have words of its own: "with ERM, L_{infty} AT, and L_{2} AT, respectively")
_WORDS = r"[\w.+-]+(?:\s+[\w.+-]+){0,2}"
AFTER_RE = re.compile(rf"((?:{_ITEM},\s+(?:{_WORDS},\s+){{0,2}}{_WORDS}|{_ITEM}),?\s+and\s+[\w.+-]+(?:\s+[\w.+-]+)?)\s*,?\s+"
                      r"respectively\b")
RUN_RE = re.compile(rf"(?:{_FIG}{_SEP}){{1,5}}{_FIG}")
# two figures against two things in order, with no "respectively": "processing input prompts up to 3.92x and 1.45x
# faster than the PagedAttention variants of FlashAttention and FlashInfer"
THAN_PAIR_RE = re.compile(rf"({_FIG}\s+and\s+{_FIG})\s+(?:faster|slower|higher|lower|better|smaller|larger|more|less|"
                          rf"fewer)\s+than\s+(?:the\s+)?(?:[\w.+-]+\s+){{0,4}}?{_ITEM},?\s+and\s+{_ITEM}")
# two items and their figures in order, with no "respectively": "reduce both runtime cost and hardware cost by up to
# 2.70X and 2.81X"
BOTH_RE = re.compile(rf"\bboth\s+((?:[\w.+-]+\s+){{0,2}}?[\w.+-]+)\s+and\s+((?:[\w.+-]+\s+){{0,2}}?[\w.+-]+)\s+by\s+"
                     rf"(?:up to\s+)?({_FIG}\s+and\s+{_FIG})")
# figures for settings that are figures too: "drop to 2.42%, 0.97% and 0.48% after 1, 3 and 17 epochs, respectively"
SETTINGS_RE = re.compile(rf"((?:{_FIG}{_SEP}){{1,5}}{_FIG})\s+(?:after|at|with|for|on|in|under|using|of)\s+"
                         rf"((?:{_FIG}{_SEP}){{1,5}}{_FIG})\s*,?\s*respectively\b")


def pairs(sentence: str) -> list[tuple[str, frozenset[str], str]]:
    """(an item as written, its stemmed words, its figure), in order, when the sentence gives a
    list of figures "respectively" and a list of as many items ("A, B and C"); else []. Items
    named before "respectively" may get several runs of figures after it ("by 49% and 89% w.r.t.
    local computing and by 37% and 55% w.r.t. edge offloading")."""
    flat = re.sub(r"\s+,", ",", normalise(sentence).replace("(", " ").replace(")", " "))  # "(ERM), …": "ERM, …"
    found = BEFORE_RE.search(flat)
    both = None if found else BOTH_RE.search(flat)
    if both:
        words, runs = both.groups()[:2], [both.group(3)]
    elif found:
        runs = [found.group(1)]
        k = len(_figures(runs[0]))
        lists = list(re.compile((rf"{_ITEM},\s+" * (k - 2)) + rf"{_ITEM},?\s+and\s+{_ITEM}").finditer(flat[: found.start()]))
        words = lists[-1].groups() if lists else ()
    elif than := THAN_PAIR_RE.search(flat):
        words, runs = tuple(w.rstrip(".") for w in than.groups()[1:]), [than.group(1)]
    else:
        found = AFTER_RE.search(flat)
        if not found:
            return []
        words = tuple(re.split(r",?\s+and\s+|,\s+", found.group(1)))
        runs = [r.group(0) for r in RUN_RE.finditer(flat[found.end():]) if len(_figures(r.group(0))) == len(words)] or \
            [r.group(0) for r in RUN_RE.finditer(flat[:found.start()])  # "3.93x and 1.79x speedups on … and GPUs"
             if len(_figures(r.group(0))) == len(words)][-1:]
    items = [frozenset(content_words(w)) for w in words]
    if not items or not runs or any(not w for w in items) or len(set(items)) < len(items):
        return []
    return [(word, item, fig) for run in runs for word, item, fig in zip(words, items, _figures(run))]


# what a figure is against: "than Concept Slider", "over vLLM" (up to the next figure, comma or "and")
AGAINST_RE = re.compile(r"\b(?:than|over|against|versus|vs\.?|compared\s+(?:to|with))\s+([^,;\d]+?)(?=\s*(?:,|;|\band\b|"
                        r"\bwhile\b|$))")


def against_respectively(sentence: str) -> list[tuple[str, str]]:
    """(what it is against, its figure) for a run of figures given "respectively" after as many comparisons: "5x faster
    training than Concept Slider and 47x faster than Attribute Control, while reducing GPU memory usage by nearly 2x
    and 4x, respectively" gives 2x against Concept Slider; else []."""
    flat = normalise(sentence)
    found = BEFORE_RE.search(flat)
    if not found:
        return []
    figs = _figures(found.group(1))
    against = AGAINST_RE.findall(flat[: found.start()])
    return list(zip(against, figs)) if len(against) == len(figs) else []


# two settings, each with its figure after "at", with no "respectively": "enabling per-frame streaming inference at
# 10 FPS and streaming dialogue at 25 FPS"
_SETTING = r"((?:[\w.+-]+\s+){0,2}[\w.+-]+)"
AT_PAIR_RE = re.compile(rf"{_SETTING}\s+at\s+({_FIG})\s*,?\s+and\s+{_SETTING}\s+at\s+({_FIG})")
# its part from the first "at" on: a search that starts only at an "at", where the whole pattern would try every word
AT_AND_RE = re.compile(rf"\bat\s+{_FIG}\s*,?\s+and\s+{_SETTING}\s+at\s+{_FIG}")


def at_pairs(sentence: str) -> list[tuple[str, frozenset[str], str]]:
    """`pairs` for two settings each given its figure after "at"."""
    flat = normalise(sentence)
    found = AT_AND_RE.search(flat) and AT_PAIR_RE.search(flat)
    if not found:
        return []
    first, fig1, second, fig2 = found.groups()
    items = [frozenset(content_words(first)), frozenset(content_words(second))]
    figs = _figures(fig1) + _figures(fig2)
    if len(figs) != 2 or not all(items) or items[0] == items[1]:
        return []
    return [(first, items[0], figs[0]), (second, items[1], figs[1])]


def setting_pairs(sentence: str) -> list[tuple[str, str]]:
    """(a setting's figure, the figure given for it), in order, when the settings are figures too
    ("2.42%, 0.97% and 0.48% after 1, 3 and 17 epochs, respectively"); else []."""
    found = SETTINGS_RE.search(normalise(sentence))
    if not found:
        return []
    figs, settings = _figures(found.group(1)), _figures(found.group(2))
    return list(zip(settings, figs)) if len(figs) == len(settings) == len(set(settings)) else []


# two phrases said of two items "respectively": "which are validated through extensive and diverse test cases, and
# measured by actual kernel execution latency on the target GPU, respectively"
PHRASES_RE = re.compile(r"([^,;]+),\s+and\s+([^,;]+?),?\s+respectively\b")


def phrase_pairs(sentence: str) -> list[frozenset[str]]:
    """The stemmed words of the two phrases a sentence says of its items "respectively", when
    they give no figures (`pairs` pairs figures); else []."""
    found = PHRASES_RE.search(normalise(sentence))
    if not found or any(NUMBER_RE.search(g) for g in found.groups()):
        return []
    phrases = [frozenset(content_words(g)) for g in found.groups()]
    return phrases if all(phrases) and phrases[0] != phrases[1] else []


def _half_said(sentence: str, phrase: frozenset[str]) -> bool:
    return 2 * len(phrase & content_words(sentence)) >= len(phrase)


def _figures(run: str) -> list[str]:
    return [plain(n) for n in NUMBER_RE.findall(run)]


# an item with its figure in brackets after it: "the reduction in energy consumption (20.8%), power (5%), and memory
# usage (8%)"
ITEM_FIGURE_RE = re.compile(rf"((?:[a-z][\w-]*\s+)?[a-z][\w-]*)\s*\(\s*({_FIG})\s*\)")
ITEM_GAP_RE = re.compile(r"\s*,?\s*(?:and\s+)?")


def bracket_pairs(sentence: str) -> list[tuple[str, frozenset[str], str]]:
    """`pairs` for a list whose items each have their figure in brackets after them."""
    found = list(ITEM_FIGURE_RE.finditer(normalise(sentence)))
    for i in range(len(found) - 1):
        run = [found[i]]
        for m in found[i + 1:]:
            if not ITEM_GAP_RE.fullmatch(m.string[run[-1].end():m.start()]):
                break
            run.append(m)
        items = [frozenset(content_words(m.group(1))) for m in run]
        if len(run) >= 2 and all(items) and len(set(items)) == len(items):
            return [(m.group(1), item, _figures(m.group(2))[0]) for m, item in zip(run, items) if _figures(m.group(2))]
    return []


def misaligned(sentence: str, text: str, question_words: frozenset[str],
               question_numbers: frozenset[str] = frozenset()) -> str | None:
    """Why the sentence gives a figure of `text`'s "respectively" lists for another item than
    the one it belongs to, or None: it gives a figure of the list, the question or the sentence
    speaks of another item of that list, and never of one the figure belongs to; or it says
    "respectively" of more of the list's items than it gives figures of ("up to 3.93x speedups on
    dedicated hardware and GPUs respectively"). An item may be a figure too ("after 3 epochs"),
    which the question or the sentence gives."""
    lowered = text.lower()
    if "respectively" not in lowered and "both" not in lowered and " than " not in lowered and "%)" not in lowered and \
            not AT_AND_RE.search(normalise(text)):
        return None  # checked for every sentence and citation tried: most sources have no such list
    said = numbers(sentence)
    known = said | question_numbers  # the settings that are figures, which the question or the sentence gives
    spoken = question_words | content_words(sentence)
    says_respectively = "respectively" in sentence.lower()
    for source_sentence in shown_sentences(text):
        settings = setting_pairs(source_sentence)
        for fig in sorted(said & {f for _, f in settings}):
            mine = [s for s, f in settings if f == fig]
            others = [s for s, _ in settings if s in known and s not in mine]
            if others and not set(mine) & known:
                return f"gives {fig}, which the source gives for {mine[0]}, not {others[0]}"
        # "validates compilation and functional correctness by measuring actual kernel execution latency …,
        # respectively": one of two phrases the source says respectively, laid on the other's items
        if says_respectively and len([p for p in phrase_pairs(source_sentence) if _half_said(sentence, p)]) == 1:
            return "gives one of two phrases the source pairs 'respectively' with two items, as if it were both"
        listed = pairs(source_sentence) or at_pairs(source_sentence) or bracket_pairs(source_sentence)
        # "up to 3.93x speedups on dedicated hardware and GPUs respectively": fewer figures than the items it names
        named = [w for w, item, _ in listed if item <= content_words(sentence)]
        if says_respectively and len(named) > len(said & {f for _, _, f in listed}) >= 1:
            return f"gives {len(said & {f for _, _, f in listed})} figure(s) of the source's list for {', '.join(named)}"
        for fig in sorted(said & {f for _, _, f in listed}):
            mine = [w for w, item, f in listed if f == fig]
            if any(item <= spoken for _, item, f in listed if f == fig):
                continue
            others = [w for w, item, _ in listed if item <= spoken and w not in mine]
            if others:
                return f"gives {fig}, which the source gives for {mine[0]}, not {others[0]}"
    return None

