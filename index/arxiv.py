"""The arXiv metadata snapshot (`arxiv-metadata-oai-snapshot.json`: one JSON object a line, fields
id, title, abstract, authors, authors_parsed, categories, versions, update_date, …), streamed
line by line: titles and abstracts unwrapped (they carry hard line breaks and leading spaces), the
arXiv id kept with its abs url (old-style ids like hep-th/9901001 too), categories and the first
version's date kept. A slice (categories, a first date) is chosen while reading."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date
from email.utils import parsedate_to_datetime
from pathlib import Path

from common.errors import CorpusError

SUFFIX = ".json"


@dataclass(frozen=True)
class Slice:
    categories: tuple[str, ...] = ()  # keep a paper in any of these (cs.LG, or a whole archive: cs)
    since: date | None = None  # first version on or after this day
    skipped: list[int] = field(default_factory=list, compare=False)  # [count], filled while reading

    def keeps(self, categories: list[str], first: str | None) -> bool:
        if self.categories and not any(c == want or c.startswith(f"{want}.") for c in categories
                                       for want in self.categories):
            return False
        return not self.since or (first is not None and date.fromisoformat(first) >= self.since)


def read_snapshot(path: Path, wanted: Slice | None = None) -> Iterator[dict]:
    """Rows for `index.corpus`: title, abstract, url, date, authors, categories, arxiv_id."""
    wanted = wanted or Slice()
    try:
        with open(path, encoding="utf-8-sig", newline="") as f:
            for number, line in enumerate(f, start=1):
                if not line.strip():
                    continue
                row = _row(line, path, number)
                if wanted.keeps(row["categories"], row["date"]):
                    yield row
                else:
                    wanted.skipped.append(number)
    except UnicodeDecodeError as exc:
        raise CorpusError(f"{path}: not UTF-8 text (bad byte at offset {exc.start}).") from None


def _row(line: str, path: Path, number: int) -> dict:
    try:
        raw = json.loads(line)
    except json.JSONDecodeError as exc:
        raise CorpusError(f"{path}: line {number}: not valid JSON ({exc.msg}).") from None
    if not isinstance(raw, dict) or not raw.get("id"):
        raise CorpusError(f"{path}: line {number}: an arXiv snapshot record needs an id.")
    title, abstract = _unwrap(raw.get("title")), _unwrap(raw.get("abstract"))
    if not title or not abstract:
        raise CorpusError(f"{path}: line {number}: record {raw['id']!r} has no {'title' if not title else 'abstract'}.")
    arxiv_id = str(raw["id"]).strip()
    return {"title": title, "abstract": abstract, "url": f"https://arxiv.org/abs/{arxiv_id}",
            "date": _first_version(raw) or (raw.get("update_date") or None), "authors": _authors(raw),
            "categories": str(raw.get("categories") or "").split()}


def _unwrap(text) -> str:
    return " ".join(text.split()) if isinstance(text, str) else ""


def _first_version(raw: dict) -> str | None:
    versions = raw.get("versions") or []
    try:
        return parsedate_to_datetime(versions[0]["created"]).date().isoformat()
    except (IndexError, KeyError, TypeError, ValueError):
        return None


def _authors(raw: dict) -> list[str]:
    parsed = raw.get("authors_parsed")
    if isinstance(parsed, list) and parsed:
        return [" ".join(p for p in (parts[1:2] + parts[0:1]) if p).strip() for parts in parsed
                if isinstance(parts, list) and parts]
    text = _unwrap(raw.get("authors"))
    return [a.strip() for a in text.replace(" and ", ", ").split(",") if a.strip()]
