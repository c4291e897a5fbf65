"""A user's own papers as JSONL or CSV: `title`, `abstract`, optional `url`, `date`, `authors`.

Every bad row is an error naming the file and line; nothing is dropped silently.
"""

from __future__ import annotations

import csv
import io
import json

from common.errors import CorpusError
from common.text import jsonl_lines

REQUIRED = ("title", "abstract")


def parse_jsonl(text: str, name: str) -> list[tuple[int, dict]]:
    rows = []
    for number, line in enumerate(jsonl_lines(text), start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise CorpusError(f"{name}: line {number}: not valid JSON ({exc.msg}).") from None
        if not isinstance(row, dict):
            raise CorpusError(f"{name}: line {number}: expected a JSON object with title and abstract.")
        rows.append((number, _checked(row, name, number)))
    return rows


def parse_csv(text: str, name: str) -> list[tuple[int, dict]]:
    reader = csv.DictReader(io.StringIO(text))
    missing = [col for col in REQUIRED if col not in (reader.fieldnames or [])]
    if missing:
        raise CorpusError(f"{name}: line 1: the header has no {', '.join(missing)} column.")
    # The header is line 1; a quoted field may span lines, so use the reader's own count.
    return [(reader.line_num, _checked(row, name, reader.line_num)) for row in reader]


def _checked(row: dict, name: str, number: int) -> dict:
    for key in REQUIRED:
        value = row.get(key)
        if not isinstance(value, str) or not value.strip():
            raise CorpusError(f"{name}: line {number}: missing or empty {key!r}.")
    authors = row.get("authors") or []
    if isinstance(authors, str):
        authors = [a.strip() for a in authors.replace(";", ",").split(",") if a.strip()]
    elif not (isinstance(authors, list) and all(isinstance(a, str) for a in authors)):
        raise CorpusError(f"{name}: line {number}: 'authors' must be a string or a list of strings.")
    return {
        "title": " ".join(row["title"].split()),
        "abstract": row["abstract"].strip(),
        "url": _optional_str(row, "url", name, number),
        "date": _optional_str(row, "date", name, number),
        "authors": authors,
    }


def _optional_str(row: dict, key: str, name: str, number: int) -> str | None:
    value = row.get(key)
    if value in (None, ""):
        return None
    if not isinstance(value, (str, int)):
        raise CorpusError(f"{name}: line {number}: {key!r} must be text.")
    return str(value).strip() or None
