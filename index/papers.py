"""The Paper record and its stable, readable id. No parsing here."""

from __future__ import annotations

import hashlib
import re
import unicodedata

from pydantic import BaseModel, Field


class Paper(BaseModel):
    """One distinct paper, as parsed from any supported corpus file."""

    paper_id: str
    title: str
    abstract: str
    url: str | None = None
    doi: str | None = None
    categories: list[str] = Field(default_factory=list, description="arXiv categories, when known.")
    date: str | None = Field(None, description="ISO date (or year-month, year) when the year is known, else as "
                             "written (e.g. 'Feb 7').")
    authors: list[str] = Field(default_factory=list)
    author_count: int | None = None
    organisation: str | None = None
    upvotes: int | None = None
    sources: list[str] = Field(default_factory=list, description="Corpus file names the paper was read from.")


def normalise_title(title: str) -> str:
    return " ".join(title.split()).casefold()


def paper_id(title: str) -> str:
    """A slug of the title plus a short hash of it: same title, same id, everywhere."""
    ascii_title = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    words = re.findall(r"[a-z0-9]+", ascii_title.lower())
    slug = ""
    for word in words:
        if len(slug) + len(word) + 1 > 48:
            break
        slug = f"{slug}-{word}" if slug else word
    digest = hashlib.sha256(normalise_title(title).encode()).hexdigest()[:8]
    return f"{slug or 'paper'}-{digest}"


def merge(first: Paper, other: Paper) -> Paper:
    """The same paper seen twice: keep the first text, fill gaps, union the sources."""
    data = first.model_dump()
    for key, value in other.model_dump().items():
        if data.get(key) in (None, [], "") and value not in (None, [], ""):
            data[key] = value
    data["sources"] = sorted(set(first.sources) | set(other.sources))
    return Paper(**data)
