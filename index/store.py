"""Papers and chunks in SQLite. Chunk rows are numbered 0..n-1 in the same order as the
vectors in FAISS and the documents in BM25, so a search hit's row is its chunk id."""

from __future__ import annotations

import json
import sqlite3
import threading
from pathlib import Path

from index.chunking import Chunk
from index.papers import Paper

SCHEMA = """
CREATE TABLE papers (
    paper_id TEXT PRIMARY KEY, title TEXT NOT NULL, abstract TEXT NOT NULL, url TEXT, date TEXT,
    authors TEXT NOT NULL, author_count INTEGER, organisation TEXT, upvotes INTEGER, sources TEXT NOT NULL,
    doi TEXT, categories TEXT NOT NULL DEFAULT '[]'
);
CREATE TABLE chunks (
    row INTEGER PRIMARY KEY, paper_id TEXT NOT NULL REFERENCES papers(paper_id),
    ordinal INTEGER NOT NULL, start INTEGER NOT NULL, end INTEGER NOT NULL, text TEXT NOT NULL
);
CREATE INDEX chunks_by_paper ON chunks(paper_id);
"""


def write(path: Path, papers: list[Paper], chunks: list[Chunk]) -> None:
    con = sqlite3.connect(path)
    try:
        con.executescript(SCHEMA)
        con.executemany(
            "INSERT INTO papers VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            [
                (p.paper_id, p.title, p.abstract, p.url, p.date, json.dumps(p.authors), p.author_count,
                 p.organisation, p.upvotes, json.dumps(p.sources), p.doi, json.dumps(p.categories))
                for p in papers
            ],
        )
        con.executemany(
            "INSERT INTO chunks VALUES (?,?,?,?,?,?)",
            [(row, c.paper_id, c.ordinal, c.start, c.end, c.text) for row, c in enumerate(chunks)],
        )
        con.commit()
    finally:
        con.close()


class Store:
    """Read-only access to the papers and chunks of a built index."""

    def __init__(self, path: Path):
        # check_same_thread=False: the UI serves requests from worker threads; reads only.
        self._con = sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)
        self._con.row_factory = sqlite3.Row
        self._lock = threading.Lock()

    def _query(self, sql: str, args=()) -> list[sqlite3.Row]:
        with self._lock:
            return self._con.execute(sql, args).fetchall()

    def counts(self) -> tuple[int, int]:
        papers = self._query("SELECT count(*) FROM papers")[0][0]
        chunks = self._query("SELECT count(*) FROM chunks")[0][0]
        return papers, chunks

    def chunks(self, rows: list[int]) -> dict[int, Chunk]:
        marks = ",".join("?" * len(rows))
        cur = self._query(f"SELECT * FROM chunks WHERE row IN ({marks})", rows)
        return {r["row"]: Chunk(r["paper_id"], r["ordinal"], r["start"], r["end"], r["text"]) for r in cur}

    def papers(self, paper_ids: list[str]) -> dict[str, Paper]:
        marks = ",".join("?" * len(paper_ids))
        cur = self._query(f"SELECT * FROM papers WHERE paper_id IN ({marks})", paper_ids)
        return {r["paper_id"]: _paper(r) for r in cur}

    def all_chunks(self) -> list[Chunk]:
        """Every chunk in row order (row i is vector i and BM25 document i)."""
        return [Chunk(r["paper_id"], r["ordinal"], r["start"], r["end"], r["text"])
                for r in self._query("SELECT * FROM chunks ORDER BY row")]

    def all_papers(self) -> list[Paper]:
        return [_paper(r) for r in self._query("SELECT * FROM papers ORDER BY rowid")]

    def paper_meta(self) -> list[tuple[str, str | None, int | None, str | None]]:
        """(paper_id, date, upvotes, organisation) of every paper, for metadata filters."""
        return [tuple(r) for r in self._query("SELECT paper_id, date, upvotes, organisation FROM papers")]

    def rows_of(self, paper_ids: list[str]) -> list[int]:
        """Chunk rows of these papers."""
        rows: list[int] = []
        for start in range(0, len(paper_ids), 900):  # SQLite's limit on bound variables
            part = paper_ids[start:start + 900]
            marks = ",".join("?" * len(part))
            rows += [r[0] for r in self._query(f"SELECT row FROM chunks WHERE paper_id IN ({marks})", part)]
        return sorted(rows)

    def paper_by_title(self) -> dict[str, str]:
        return {r[0]: r[1] for r in self._query("SELECT title, paper_id FROM papers")}

    def close(self) -> None:
        self._con.close()


def _paper(r: sqlite3.Row) -> Paper:
    data = dict(r)
    data["authors"] = json.loads(data["authors"])
    data["sources"] = json.loads(data["sources"])
    data["categories"] = json.loads(data.get("categories") or "[]")  # absent in indexes built before it
    return Paper(**data)
