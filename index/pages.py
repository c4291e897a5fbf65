"""Parser for captured paper-listing pages (the bundled `data/papers/*.txt`).

Two layouts are read the same way: blank lines are dropped, page chrome is removed, and
what is left is a run of (title, abstract) line pairs, each optionally followed by metadata
lines (author count, organisation, `·`, date with optional upvotes). It does not read
JSONL/CSV; see `index.userfiles`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from common.errors import CorpusError

CHROME = {
    "new",
    "Subscribe",
    "Daily Papers",
    "byAK and the research community",
    "Get trending papers in your email inbox!",
    "Get trending papers in your email inbox once a day!",
}
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
DATE_RE = re.compile(r"^(?P<mon>%s) (?P<day>\d{1,2})(?:, (?P<year>\d{4}))?(?: (?P<up>\d+))?$" % "|".join(MONTHS))
AUTHORS_RE = re.compile(r"^•\s*(\d+) authors?$")
SEPARATOR = "·"


@dataclass
class RawPaper:
    """A title/abstract pair with the metadata found after it, and where it was read."""

    title: str
    abstract: str
    line: int
    author_count: int | None = None
    organisation: str | None = None
    date: str | None = None
    upvotes: int | None = None


def parse_date(text: str) -> tuple[str, int | None] | None:
    """'Dec 28, 2023 7' -> ('2023-12-28', 7); 'Feb 7' -> ('Feb 7', None); else None."""
    m = DATE_RE.match(text)
    if not m:
        return None
    upvotes = int(m["up"]) if m["up"] else None
    if m["year"]:
        month = MONTHS.index(m["mon"]) + 1
        return f"{int(m['year']):04d}-{month:02d}-{int(m['day']):02d}", upvotes
    return f"{m['mon']} {int(m['day'])}", upvotes


def _content_lines(text: str) -> list[tuple[int, str]]:
    """Non-blank, non-chrome lines with their 1-based line numbers."""
    lines = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if line.startswith("Subscribe") and line != "Subscribe":
            line = line[len("Subscribe"):].strip()  # the first title is glued to the chrome
        if line and line not in CHROME:
            lines.append((number, line))
    return lines


def parse_page(text: str, name: str) -> list[RawPaper]:
    """Parse one listing page. Raises CorpusError naming the file and line on a dangling title."""
    papers: list[RawPaper] = []
    lines = _content_lines(text)
    title: tuple[int, str] | None = None
    i = 0
    while i < len(lines):
        number, line = lines[i]
        following = lines[i + 1][1] if i + 1 < len(lines) else None
        if title is None and _is_metadata(line, following, papers):
            i += _take_metadata(lines, i, papers)
            continue
        if title is None:
            title = (number, line)
        else:
            papers.append(RawPaper(title=title[1], abstract=line, line=title[0]))
            title = None
        i += 1
    if title is not None:
        raise CorpusError(f"{name}: line {title[0]}: title {title[1][:60]!r} has no abstract after it.")
    return papers


def _is_metadata(line: str, following: str | None, papers: list[RawPaper]) -> bool:
    if AUTHORS_RE.match(line) or line == SEPARATOR:
        return True
    if following == SEPARATOR:
        return True  # an organisation line stands right before the separator
    # A lone date before any paper is the page's own date (chrome).
    return not papers and parse_date(line) is not None


def _take_metadata(lines: list[tuple[int, str]], i: int, papers: list[RawPaper]) -> int:
    """Attach the metadata line at i to the last paper; return how many lines it used."""
    line = lines[i][1]
    if not papers:
        return 1
    paper = papers[-1]
    if m := AUTHORS_RE.match(line):
        paper.author_count = int(m[1])
        return 1
    if line == SEPARATOR:
        if i + 1 < len(lines) and (parsed := parse_date(lines[i + 1][1])):
            paper.date, paper.upvotes = parsed
            return 2
        return 1
    paper.organisation = line
    return 1
