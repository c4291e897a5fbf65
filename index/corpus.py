"""Load corpus files of any supported kind into one deduplicated, ordered list of papers."""

from __future__ import annotations

import hashlib
from importlib.resources import files
from pathlib import Path

from common.errors import CorpusError
from index.pages import parse_page
from index.papers import Paper, merge, paper_id
from index.arxiv import SUFFIX as ARXIV_SUFFIX
from index.arxiv import Slice, read_snapshot
from index.bibtex import parse_bibtex
from index.userfiles import parse_csv, parse_jsonl

# The bundled papers ship as package data (`data/` in a checkout, `paper_rag_corpus` when installed).
BUNDLED = Path(str(files("paper_rag_corpus").joinpath("papers")))
PAGE_SUFFIXES = {".txt"}
SUFFIXES = {".txt", ".jsonl", ".csv", ".bib", ".json"}


def corpus_files(paths: list[Path]) -> list[Path]:
    """Expand folders to their corpus files, sorted so the order is the same everywhere."""
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            found = sorted(p for p in path.iterdir() if p.suffix.lower() in SUFFIXES)
            if not found:
                raise CorpusError(f"{path}: no .txt, .jsonl, .csv, .bib or .json files in this folder.")
            files.extend(found)
        elif path.is_file():
            files.append(path)
        elif path.is_symlink():
            raise CorpusError(f"{path}: a symbolic link that leads nowhere (broken, or a loop).",
                              "Point it at a corpus file or folder, or pass the file itself.")
        else:
            raise CorpusError(f"{path}: no such file or folder.")
    return files


def read_text(path: Path) -> str:
    try:
        return path.read_bytes().decode("utf-8-sig")  # spreadsheets save CSV with a byte-order mark
    except UnicodeDecodeError as exc:
        raise CorpusError(f"{path}: not UTF-8 text (bad byte at offset {exc.start}); save it as UTF-8.") from None
    except OSError as exc:
        raise CorpusError(f"{path}: cannot read it ({exc.strerror}).") from None


def parse_file(path: Path, notices: list[str] | None = None, arxiv: Slice | None = None) -> list[Paper]:
    """All papers in one file, in file order. A file with none is an error; entries left out
    (a BibTeX entry without an abstract, arXiv records outside the slice) are reported in `notices`."""
    skipped: list[str] = []
    suffix = path.suffix.lower()
    if suffix == ARXIV_SUFFIX:  # streamed: the full snapshot is several GB
        wanted = Slice(arxiv.categories, arxiv.since) if arxiv else Slice()  # its own count per file
        papers = [_user_paper(row, path.name) for row in read_snapshot(path, wanted)]
        if wanted.skipped:
            skipped.append(f"{path}: {len(wanted.skipped)} records outside the chosen categories or dates; skipped.")
        return _checked(path, papers, skipped, notices)
    text = read_text(path)
    if suffix == ".jsonl":
        papers = [_user_paper(row, path.name) for _, row in parse_jsonl(text, str(path))]
    elif suffix == ".csv":
        papers = [_user_paper(row, path.name) for _, row in parse_csv(text, str(path))]
    elif suffix in PAGE_SUFFIXES:
        papers = [_page_paper(raw, path.name) for raw in parse_page(text, str(path))]
    elif suffix == ".bib":
        papers = [_user_paper(row, path.name) for row in parse_bibtex(text, str(path), skipped)]
    else:
        raise CorpusError(f"{path}: unknown kind of file; use .txt pages, .jsonl, .csv, .bib or an arXiv .json snapshot.")
    return _checked(path, papers, skipped, notices)


def _checked(path: Path, papers: list[Paper], skipped: list[str], notices: list[str] | None) -> list[Paper]:
    if not papers:
        raise CorpusError(f"{path}: no papers found in this file." + (f" {' '.join(skipped)}" if skipped else ""))
    if notices is not None:
        notices.extend(skipped)
    return papers


def load_corpus(paths: list[Path] | None = None, notices: list[str] | None = None,
                arxiv: Slice | None = None) -> list[Paper]:
    """Distinct papers from all files, first appearance first; duplicates merged by title.
    A duplicate whose abstract differs keeps the first abstract, and says so in `notices`."""
    by_id: dict[str, Paper] = {}
    for path in corpus_files(paths or [BUNDLED]):
        for paper in parse_file(path, notices, arxiv):
            seen = by_id.get(paper.paper_id)
            if seen and notices is not None and " ".join(seen.abstract.split()) != " ".join(paper.abstract.split()):
                notices.append(f"{path}: {paper.title!r} appears again with a different abstract; "
                               f"kept the first one (from {', '.join(seen.sources)}).")
            by_id[paper.paper_id] = merge(seen, paper) if seen else paper
    return list(by_id.values())


def fingerprint(papers: list[Paper]) -> str:
    """sha256 over every paper's id, title and abstract: changes when the text changes."""
    digest = hashlib.sha256()
    for paper in sorted(papers, key=lambda p: p.paper_id):
        for part in (paper.paper_id, paper.title, paper.abstract):
            digest.update(part.encode())
            digest.update(b"\0")
    return digest.hexdigest()


def _page_paper(raw, source: str) -> Paper:
    return Paper(
        paper_id=paper_id(raw.title),
        title=raw.title,
        abstract=raw.abstract,
        date=raw.date,
        author_count=raw.author_count,
        organisation=raw.organisation,
        upvotes=raw.upvotes,
        sources=[source],
    )


def _user_paper(row: dict, source: str) -> Paper:
    row = {k: v for k, v in row.items() if k != "key"}
    return Paper(
        paper_id=paper_id(row["title"]),
        author_count=len(row["authors"]) or None,
        sources=[source],
        **row,
    )
