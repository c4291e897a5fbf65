"""Papers as BibTeX entries, for a LaTeX bibliography: stable keys (`lastname2024firstword`),
appended to a .bib file without duplicates and written atomically."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

from common.atomic import write_text_atomic
from common.errors import RagError
from index.papers import Paper, normalise_title
from rag.answer import Answer
from rag.sources import PaperStore

STOP = {"a", "an", "the", "on", "of", "for", "in", "to", "and", "with", "towards", "toward"}


def cited_papers(answer: Answer, store: PaperStore) -> list[Paper]:
    """The papers an answer cites, in id order (none for an abstention)."""
    cited = sorted({c.paper_id for c in answer.citations})
    papers = store.papers(cited) if cited else {}
    return [papers[pid] for pid in cited if pid in papers]


def _ascii_words(text: str) -> list[str]:
    flat = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return re.findall(r"[a-z0-9]+", flat)


def year_of(paper: Paper) -> str | None:
    return paper.date[:4] if paper.date and re.match(r"^\d{4}", paper.date) else None


def entry_key(paper: Paper) -> str:
    """Last name of the first author (or 'anon'), the year, the first word of the title that is
    not a stop word: 'smith2024gpu'. The same paper gives the same key every time."""
    last = _ascii_words(paper.authors[0].split()[-1]) if paper.authors else []
    title = [w for w in _ascii_words(paper.title) if w not in STOP]
    return f"{last[0] if last else 'anon'}{year_of(paper) or ''}{title[0] if title else 'paper'}"


def _value(text: str) -> str:
    """BibTeX field text: braces would unbalance the entry, so none are kept."""
    return " ".join(text.replace("{", "").replace("}", "").replace("\\", "").split())


def to_bibtex(paper: Paper, key: str | None = None) -> str:
    fields = [("title", f"{{{_value(paper.title)}}}")]  # double braces keep the title's case
    if paper.authors:
        fields.append(("author", " and ".join(_value(a) for a in paper.authors)))
    if year := year_of(paper):
        fields.append(("year", year))
    for name in ("doi", "url"):
        if value := getattr(paper, name):
            fields.append((name, _value(value)))
    fields.append(("abstract", _value(paper.abstract)))
    fields.append(("note", f"paper-rag id {paper.paper_id}"))
    body = ",\n".join(f"  {name} = {{{value}}}" for name, value in fields)
    return f"@article{{{key or entry_key(paper)},\n{body}\n}}\n"


def append_entries(path: Path, papers: list[Paper]) -> int:
    """Add the papers not yet in the file (same title or same key); return how many were added."""
    path = Path(path)
    existing = path.read_text(encoding="utf-8") if path.exists() else ""
    keys, titles = _index(existing, path)
    new = []
    for paper in papers:
        if normalise_title(_value(paper.title)) in titles:
            continue
        key = entry_key(paper)
        base, suffix = key, 0
        while key in keys:
            suffix += 1
            key = f"{base}{chr(ord('a') + suffix - 1)}"
        keys.add(key)
        titles.add(normalise_title(_value(paper.title)))
        new.append(to_bibtex(paper, key))
    if new:
        joined = existing.rstrip("\n") + ("\n\n" if existing.strip() else "")
        write_text_atomic(path, joined + "\n".join(new))
    return len(new)


def _index(text: str, path: Path) -> tuple[set[str], set[str]]:
    import bibtexparser
    from bibtexparser import middlewares as mw

    if not text.strip():
        return set(), set()
    library = bibtexparser.parse_string(text, append_middleware=[mw.LatexDecodingMiddleware()])
    if library.failed_blocks:
        raise RagError(f"{path} has an entry that is not valid BibTeX (line {library.failed_blocks[0].start_line + 1});"
                       " it was left unchanged.", "Fix that entry, or write to another --bib file.")
    titles = {normalise_title(_value(e.fields_dict["title"].value)) for e in library.entries if "title" in e.fields_dict}
    return {e.key for e in library.entries}, titles
