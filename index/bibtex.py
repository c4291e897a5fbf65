"""A reference manager's BibTeX export as a corpus (Zotero, JabRef, Mendeley write abstracts into
it), read with bibtexparser: LaTeX braces and accents decoded ({GPU} -> GPU, {\\"u} -> ü), authors
split into names, year or date, doi, url and an arXiv eprint (as its abs url) kept. An entry
without an abstract is skipped and reported by its key; nothing is dropped silently."""

from __future__ import annotations

import re

from common.errors import CorpusError

ARXIV_ID_RE = re.compile(r"^(\d{4}\.\d{4,5}|[a-z\-]+(\.[A-Z]{2})?/\d{7})(v\d+)?$")
MONTHS = {m: i for i, m in enumerate("jan feb mar apr may jun jul aug sep oct nov dec".split(), 1)}


def parse_bibtex(text: str, name: str, skipped: list[str]) -> list[dict]:
    """Rows with title, abstract, url, date, authors, doi, key; `skipped` gets one line per
    entry left out."""
    import bibtexparser
    from bibtexparser import middlewares as mw

    library = bibtexparser.parse_string(
        text, append_middleware=[mw.LatexDecodingMiddleware(), mw.SeparateCoAuthors(), mw.SplitNameParts()])
    if library.failed_blocks:
        block = library.failed_blocks[0]
        raise CorpusError(f"{name}: line {block.start_line + 1}: not a valid BibTeX entry.",
                          "Fix the entry (an unbalanced brace or a missing comma, usually) and build again.")
    rows = []
    for entry in library.entries:
        fields = {k.lower(): f.value for k, f in entry.fields_dict.items()}
        title, abstract = _text(fields.get("title")), _text(fields.get("abstract"))
        if not title or not abstract:
            skipped.append(f"{name}: entry {entry.key!r} has no {'title' if not title else 'abstract'}; skipped.")
            continue
        rows.append({"title": title, "abstract": abstract, "url": _url(fields), "date": _date(fields),
                     "authors": _authors(fields.get("author")), "doi": _text(fields.get("doi")) or None,
                     "key": entry.key})
    return rows


def _text(value) -> str:
    """Field text with grouping braces gone and white space joined."""
    if not isinstance(value, str):
        return ""
    return " ".join(value.replace("{", "").replace("}", "").split())


def _authors(value) -> list[str]:
    if not isinstance(value, list):
        return [_text(value)] if _text(value) else []
    names = []
    for parts in value:
        if hasattr(parts, "last"):
            words = [*parts.first, *parts.von, *parts.last, *parts.jr]
            name = _text(" ".join(words))
        else:
            name = _text(str(parts))
        if name and name.lower() != "others":
            names.append(name)
    return names


def _date(fields: dict) -> str | None:
    """ISO as precise as the entry is: `date` as given, else year (and month): 2024-06 or 2024."""
    date = _text(fields.get("date"))
    if re.match(r"^\d{4}(-\d{2}(-\d{2})?)?$", date):
        return date
    year = _text(fields.get("year"))
    if not re.match(r"^\d{4}$", year):
        return None
    month = _text(fields.get("month")).lower()[:3]
    if month.isdigit() and 1 <= int(month) <= 12:
        return f"{year}-{int(month):02d}"
    return f"{year}-{MONTHS[month]:02d}" if month in MONTHS else year


def _url(fields: dict) -> str | None:
    if url := _text(fields.get("url")):
        return url
    eprint = _text(fields.get("eprint"))
    prefix = _text(fields.get("archiveprefix") or fields.get("eprinttype")).lower()
    if eprint and (prefix == "arxiv" or ARXIV_ID_RE.match(eprint)):
        return f"https://arxiv.org/abs/{eprint}"
    if doi := _text(fields.get("doi")):
        return f"https://doi.org/{doi}"
    return None
