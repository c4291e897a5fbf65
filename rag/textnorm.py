"""Light normalisation for comparing answers with abstracts: LaTeX residue, multiplication
signs, percent signs, thousands separators, dashes and white space. One definition, used by
the answer checker and the evaluation alike."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from common.text import GLUED_TIMES


def in_text(text: str, *needles: str, ignore_case: bool = False) -> bool:
    """Every needle occurs in the text (case-blind with `ignore_case`): a cheap test before searching for a pattern
    built around a figure or a name, which `re` compiles anew each time (its cache holds 512, and these are
    mostly new), so that a pattern that cannot match is never built."""
    if ignore_case:
        text, needles = text.casefold(), tuple(n.casefold() for n in needles)
    return all(n in text for n in needles)


# stands for a name in a text searched with a pattern compiled once (a private-use character: no text has it)
MARK = "\ue000"


def _lowered(text: str, needle: str, ignore_case: bool) -> tuple[str, str] | None:
    """Text and needle as compared; None where lowering changes the text's length (positions would not hold)."""
    if not ignore_case:
        return text, needle
    low = text.lower()
    return (low, needle.lower()) if len(low) == len(text) else None


def occurrences(text: str, needle: str, before: re.Pattern | None = None, after: re.Pattern | None = None,
                ignore_case: bool = False) -> list[tuple[int, int]]:
    """(start, end) of each occurrence of the literal `needle` whose character before is not one `before` matches and
    right after which `after` matches (end: where `after` ends): what a pattern built around a figure or a name finds
    with re.finditer, without compiling one per figure (about 0.3 ms each, and most are new)."""
    found, i = [], 0
    pair = _lowered(text, needle, ignore_case)
    if pair is None:  # (a text whose lowering changes its length: the pattern itself)
        pattern = re.compile(re.escape(needle), re.I)
        starts = [m.start() for m in pattern.finditer(text)]
    else:
        hay, pin = pair
        starts = []
        while pin and (j := hay.find(pin, i)) >= 0:
            starts.append(j)
            i = j + 1
    last = 0
    for j in starts:
        if j < last or (before and j and before.match(text, j - 1)):
            continue
        end = j + len(needle)
        tail = after.match(text, end) if after else None
        if after and not tail:
            continue
        last = tail.end() if tail else end
        found.append((j, last))
    return found


def marked(text: str, term: str, ignore_case: bool = False) -> str:
    """The text with each occurrence of `term` written as MARK, searched with a pattern compiled once around MARK:
    the matches of a pattern built around the term, without compiling one per term."""
    return "".join(_marked_pieces(text, term, ignore_case)) if term else text


def _marked_pieces(text: str, term: str, ignore_case: bool):
    i = 0
    for j, end in occurrences(text, term, ignore_case=ignore_case):
        yield text[i:j]
        yield MARK
        i = end
    yield text[i:]


# "M\'elange", "Nystr\"om": a letter's LaTeX accent, written before it
LATEX_ACCENT_RE = re.compile(r"""\\['`^"~]\{?([A-Za-z])\}?""")


def fold_accents(text: str) -> str:
    """The text with accented letters plain ("Mélange" and "M\\'elange" are "Melange"): a name is matched as
    the abstract writes it, in LaTeX or not. Text with neither is returned as it is."""
    if text.isascii() and "\\" not in text:
        return text
    text = LATEX_ACCENT_RE.sub(r"\1", text)
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


# "PIXART-{\alpha}": a Greek letter written in LaTeX
LATEX_GREEK_RE = re.compile(r"\{?\\([a-z]+)\}?")


# a word set in a style: "{\it cuBLAS}", "\textbf{Y}"
TEX_STYLE_RE = re.compile(r"\{\\(?:it|bf|em|tt|rm|sf|sc)\s+([^{}]*)\}|\\text(?:bf|it|tt|rm|sf|sc)\{([^{}]*)\}")


def unstyled(text: str) -> str:
    """The text with LaTeX's styled words as plain words ("+19.2\\% over {\\it cuBLAS}": "over cuBLAS")."""
    return TEX_STYLE_RE.sub(lambda m: m.group(1) or m.group(2) or "", text) if "\\" in text else text


def greek_letters(text: str) -> str:
    """The text with LaTeX's Greek letters as letters ("PIXART-{\\alpha}" is "PIXART-α"); other commands stay."""
    if "\\" not in text:
        return text

    def letter(m: re.Match) -> str:
        try:
            return unicodedata.lookup(f"GREEK SMALL LETTER {m.group(1).upper()}")
        except KeyError:
            return m.group(0)
    return LATEX_GREEK_RE.sub(letter, text)


_FOLD = {w: i for i, w in enumerate("two three four five six seven eight nine ten".split(), start=2)}
# each rule: pattern, replacement, and strings one of which any match contains (None: always tried)
_RULES = [
    (re.compile(r"\\%"), "%", ("\\%",)),
    (re.compile(r"\$"), "", ("$",)),
    (re.compile(r"\{\\deg\}|\\deg\b"), "°", ("\\deg",)),
    # "\sim2%" loses its backslash in the captures ("sim2%"): approximately, not a word glued to a figure
    (re.compile(r"\\?(?<![a-z])(?:sim|approx)(?=\s?\d)"), "~", ("sim", "approx")),
    # "0.73rightarrow0.90": LaTeX's arrow without its backslash, as the captured abstracts have it
    (re.compile(r"(?<=\d)\s*\\?rightarrow(?![^\W\d])"), " -> ", ("rightarrow",)),
    # "L_{2} AT", "L_{infty}": a subscript as the abstracts' LaTeX writes it is the name's letters (L2)
    (re.compile(r"(?<![\w\\])([a-z])_\{([a-z0-9]+)\}|(?<![\w\\])([a-z])_(\d+)\b"),
     lambda m: (m.group(1) or m.group(3)) + (m.group(2) or m.group(4)), ("_",)),
    # "L_{infty} AT" (now "linfty") and the question's "L-infinity AT": one norm
    (re.compile(r"(?<![\w-])([a-z])[-_]?(?:infty|infinity)\b"), r"\1inf", ("inf",)),
    (re.compile(r"[\u2010-\u2015\u2212]"), "-", tuple("\u2010\u2011\u2012\u2013\u2014\u2015\u2212")),
    # "halving the cost" gives the figure "half"; "fourfold" the figure 4
    (re.compile(r"\bhalv(?:e|es|ed|ing)\b"), "half", ("halv",)),
    (re.compile(rf"\b({'|'.join(_FOLD)})-?fold\b"),
     lambda m: f"{_FOLD[m.group(1)]}-fold", ("fold",)),
    # "what frame rate" asks for what an abstract gives in fps
    (re.compile(r"\bframes?[ -]?rates?\b|\bframes? per second\b|\bframes?/s(?:ec)?\b"), "fps", ("frame",)),
    (re.compile(r"(?<=\d)(?=fps\b)"), " ", ("fps",)),  # "30FPS" and "30 FPS" alike
    # British spelling reads as the abstracts' American: "optimisation", "behaviour", "analyse"
    (re.compile(r"\b(optim|minim|maxim|normal|general|quant|parallel|util|organ|recogn|special|visual|initial|"
                r"regular|summar|token|character|priorit|custom|synchron|standard|vector|serial|personal|stabil|"
                r"categor|memor|emphas|real|local|central|random|modern|digit|final|neutral)is(e|es|ed|ing|ation|"
                r"ations|er|ers)\b"), r"\1iz\2", ("is",)),
    (re.compile(r"\banalys(e|es|ed|ing)\b"), r"analyz\1", ("analys",)),
    # "trade-off" and "tradeoff" are one word ("a better speed-accuracy trade-off": "speed-accuracy tradeoff")
    (re.compile(r"\btrade-(?=offs?\b)"), "trade", ("trade-",)),
    (re.compile(r"\b(behavi|col|fav|lab|neighb)our"), r"\1or", ("our",)),
    # "top1" and "top-1 accuracy" are one metric; one word, so a label "top1" is matched by the asked "top-1"
    (re.compile(r"\btop-(?=\d+\b)"), "top", ("top-",)),
    (re.compile(GLUED_TIMES), "x ", ("times", "×")),  # "8timesA800": eight A800s, the name a word of its own
    (re.compile(r"(?<=\d)\s*(?:\\times|×|times)(?![a-z]{2})"), "x", ("times", "×")),
    # "a speedup of x17.7", "reaching x449", ", x19.0 on RTX 3090": a factor written before its figure (not
    # "MobileViTv2 x1.0", a model's width, nor "x86" or "x64", a processor's)
    (re.compile(r"(\b(?:of|to|by|reach\w*|achiev\w*|and|averag\w*)\s+|,\s*)x(?!86|64)(\d+(?:\.\d+)?)(?!\.?\d)"),
     r"\1\2x", ("x",)),
    (re.compile(r"(?<=\d),(?=\d{3}(?!\d))"), "", (",",)),
    (re.compile(r"(?<=\d)\s+(?=%|x\b)"), "", ("%", "x")),
    (re.compile(r"\s+"), " ", None),
]

NUMBER_RE = re.compile(r"\d+(?:\.\d+)?")
# a quantity, not the digits of a name (T2V, A100, W4A16, FP8, CIFAR-10, GPT-4) nor of a sparsity pattern ("2:4")
FIGURE_RE = re.compile(r"(?<![a-z\d./:])(?<![a-z]-)\d+(?:\.\d+)?(?![\d.]*:\d)")


@lru_cache(maxsize=8192)  # the same source sentences are read by every check of a question
def normalise(text: str) -> str:
    text = fold_accents(text).casefold()
    for pattern, replacement, needs in _RULES:
        if needs is None or any(n in text for n in needs):  # a rule's text not there: it cannot match
            text = pattern.sub(replacement, text)
    return text.strip()


def contains(haystack: str, needle: str) -> bool:
    return normalise(needle) in normalise(haystack)


@lru_cache(maxsize=8192)  # (each of a question's checks reads the same sentences' and clauses' figures again)
def numbers(text: str) -> frozenset[str]:
    """Numbers as written after normalisation ('1,746times' -> {'1746'}), trailing '.0' dropped."""
    return frozenset(_found(NUMBER_RE, normalise(text)))


def _found(pattern: re.Pattern, flat: str) -> set[str]:
    return {plain(n) for n in pattern.findall(flat)}


def plain(number: str) -> str:
    """A number as `numbers` gives it: '62.0' -> '62'."""
    return number[:-2] if number.endswith(".0") else number


# amounts in words that say no count: a duration's answer ("multiple GPU-hours"), never "how many"
VAGUE_AMOUNTS = frozenset({"several", "multiple", "many"})
# counts in words, from two, in order: figures here, and counts of things (`rag.contrasts.WORD_COUNTS`)
NUMBER_WORDS = ("two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen "
                "eighteen nineteen twenty").split()
SPELLED = NUMBER_WORDS + ("thirty forty fifty hundred hundreds thousand thousands million millions billion billions "
                          "twice double half").split()
# "one" is a figure only as an amount of time ("within one second", "in one day"), not "one GPU"; so
# is "a" ("within a day", not "a second stage"), and "a few" of a unit of time ("within a few hours")
# and "once" only as how often a thing is done, ending its clause ("caches key-value pairs once."), not "once trained"
# ("half-precision" is a number format, no figure, and "double-layered" a kind of thing); "one" is a size's value too
# ("a batch size of one"), and "an" or "one" a multiple's ("an order of magnitude faster"); a unit of time alone is an amount of it ("fine-tuned in minutes",
# "often taking days or weeks"), and "every few months" how often a thing happens
SPELLED_RE = re.compile(r"\b(?!half[- ]precision)(?!double-)(" + "|".join(SPELLED) + r"|one(?= (?:second|minute|hour|day|week|month)s?\b)|"
                        r"(?<=size of )one(?! (?:hundred|thousand|million|billion))|"
                        r"an?(?= (?:minute|hour|day|week|month)\b)|"
                        # ("multiple GPU-hours to produce a single sample": `VAGUE_AMOUNTS`)
                        r"(?:a few|several|multiple|many)(?= (?:gpu[- ])?(?:minute|hour|day|week|month)s\b)|"
                        r"(?<=\bevery )few(?= (?:minute|hour|day|week|month|year)s\b)|"
                        r"(?:an|one)(?= orders? of magnitude\b)|"
                        r"(?:(?<=\bin )|(?<=\bwithin )|(?<=\btaking )|(?<=\btakes ))(?:seconds|minutes|hours|days|weeks)(?! of\b)|"
                        r"(?<!\bat )(?<!\bfor )once(?=\s*(?:[.,;:)]|$)))\b")


# "(Hu et al., 2021)", "(Krizhevsky, 2009)": a reference's year, not a result
REFERENCE_RE = re.compile(r"\bet al\.?,?\s*(?:19|20)\d\d[a-z]?\b|(?<=\()[a-z][\w-]*,\s*(?:19|20)\d\d[a-z]?(?=\))")


# "It consists of: (1) micro sampling groups …; (2) …": an item's number in a list, or an equation's, is no figure
# (but O(1) is one)
ENUMERATOR_RE = re.compile(r"(?<![\w)])\(\d\)|(?<=[:;])\s*\d\)")  # "(1)", or "consists of: 1) …; 2) …"
# "our implementation 1) uses less memory …, 2) uses …, and 3) achieves …": items numbered inside a sentence,
# read as such when a 1) and a 2) are there (not "(up to 3) more")
ITEM_RE = re.compile(r"(?<=\s)(\d)\)(?=\s)")


def _unnumbered(flat: str) -> str:
    items = ITEM_RE.findall(flat)
    return ITEM_RE.sub(" ", flat) if "1" in items and "2" in items else flat


# a name that carries figures after a hyphen: "LLaMA-3.1-70B", "Qwen2.5-7B", "LLaMA-2-13B"
# (or before a variant after a space: "Llama 2-Chat")
NAMED_FIGURES_RE = re.compile(r"(?<![\w.-])[a-z][a-z\d]*(?:[.-][a-z\d]+)*-\d[a-z\d]*(?:[.-][a-z\d]+)*|"
                              r"(?<![\w.-])[a-z][a-z\d]* \d+(?:\.\d+)?-(?:chat|instruct|base|vl|coder)\b")


# an order of growth is a figure though it has no digit: "O(sqrt(n)) memory", "reduced to O(log n)" (one with
# digits, "O(1)", gives them as its figure)
BIG_O_RE = re.compile(r"(?<![\w.])o\((?:[^()]|\([^()]*\))+\)")


@lru_cache(maxsize=8192)
def figures(text: str) -> frozenset[str]:
    """Numbers, and quantities written as words ('four GPU hours', 'twice as fast'): what
    counts as giving a figure. Digits of a name (T2V, A100, CIFAR-10, LLaMA-3.1-70B) or a
    reference's year are not one; the support check compares all digits (`numbers`)."""
    # (items first: "; 2)" is an enumerator too, and the "1)" before it is known for an item only while it stands)
    flat = ENUMERATOR_RE.sub(" ", _unnumbered(NAMED_FIGURES_RE.sub(" ", REFERENCE_RE.sub("et al.", normalise(text)))))
    return frozenset(_found(FIGURE_RE, flat) | set(SPELLED_RE.findall(flat)) |
                     {o for o in BIG_O_RE.findall(flat) if not NUMBER_RE.search(o)})
