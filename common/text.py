"""Word-level helpers that both search (BM25) and the answer checks use, defined once: the
English Snowball stemmer and how close a misspelt name must be to count as the same word."""

from __future__ import annotations

# A word of at least this many letters may match another at this difflib ratio or higher
# (LongGenn ~ LongGen, Wurstchen ~ Wuerstchen); shorter words must match exactly.
MIN_FUZZY_LENGTH = 6
# A name the question is about may be misspelt from five letters on (Zeuss for Zeus); names
# with digits must keep their digits (CIFAR-100 is not CIFAR10).
MIN_NAME_FUZZY_LENGTH = 5
FUZZY_CUTOFF = 0.85
# "8timesA800", "8×A800": a multiplication sign (or the word the captured abstracts left of LaTeX's) between a
# count and a part named with digits; search and the answer checks both read the name as a word of its own
GLUED_TIMES = r"(?<=\d)(?:\\times|×|times)(?=[A-Za-z]+\d)"


def stemmer():
    """A new English Snowball stemmer (PyStemmer objects are not shared across threads)."""
    import Stemmer

    return Stemmer.Stemmer("english")


def jsonl_lines(text: str) -> list[str]:
    """Lines of a JSON-lines file. Only a newline ends a record: JSON strings may hold raw
    U+2028 and other separators that `str.splitlines` would also split on."""
    return [line.rstrip("\r") for line in text.split("\n")]
