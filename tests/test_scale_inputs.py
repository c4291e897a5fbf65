"""The arXiv metadata snapshot as a corpus, and adding papers to an index without a rebuild."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import date

import numpy as np
import pytest

from common.errors import CorpusError
from index.arxiv import Slice
from index.corpus import load_corpus, parse_file
from index.load import open_index
from rag.resources import Resources
from rag.settings import Settings

RECORDS = [
    {"id": "hep-th/9901001", "title": "Strings on\n  a Circle", "abstract": "  We study strings\n  on a circle.\n",
     "authors": "A. Smith and B. Jones", "authors_parsed": [["Smith", "A.", ""], ["Jones", "B.", ""]],
     "categories": "hep-th", "versions": [{"version": "v1", "created": "Fri, 1 Jan 1999 10:00:00 GMT"}],
     "update_date": "2008-11-13"},
    {"id": "2401.01234", "title": "Fast KV\n  Caches", "abstract": "We shrink the KV cache\n  by 40%.",
     "authors": "C. Doe", "categories": "cs.LG cs.CL",
     "versions": [{"version": "v1", "created": "Tue, 2 Jan 2024 09:00:00 GMT"}], "update_date": "2024-02-01"},
    {"id": "2406.00001", "title": "Vision Things", "abstract": "Pictures, seen.", "authors": "D. Roe",
     "categories": "cs.CV", "versions": [{"version": "v1", "created": "Sat, 1 Jun 2024 09:00:00 GMT"}]},
]


@pytest.fixture
def snapshot(tmp_path):
    path = tmp_path / "arxiv-metadata-oai-snapshot.json"
    path.write_text("\n".join(json.dumps(r) for r in RECORDS) + "\n")
    return path


def test_snapshot_records_are_unwrapped_with_ids_urls_dates_and_categories(snapshot):
    first, second, _ = parse_file(snapshot)
    assert (first.title, first.abstract) == ("Strings on a Circle", "We study strings on a circle.")
    assert first.url == "https://arxiv.org/abs/hep-th/9901001" and first.date == "1999-01-01"
    assert first.authors == ["A. Smith", "B. Jones"] and first.categories == ["hep-th"]
    assert second.url == "https://arxiv.org/abs/2401.01234" and second.categories == ["cs.LG", "cs.CL"]


@pytest.mark.parametrize("wanted, titles, skipped", [
    (Slice(categories=("cs.LG",)), ["Fast KV Caches"], 2),
    (Slice(categories=("cs",)), ["Fast KV Caches", "Vision Things"], 1),  # a whole archive
    (Slice(since=date(2024, 3, 1)), ["Vision Things"], 2),
])
def test_a_slice_is_chosen_while_reading(snapshot, wanted, titles, skipped):
    notices: list[str] = []
    assert [p.title for p in load_corpus([snapshot], notices, wanted)] == titles
    assert notices == [f"{snapshot}: {skipped} records outside the chosen categories or dates; skipped."]


@pytest.mark.parametrize("line, message", [
    ("{not json", "line 1: not valid JSON"), ('{"title": "T", "abstract": "A"}', "needs an id"),
    ('{"id": "1", "title": "T"}', "record '1' has no abstract"),
])
def test_bad_snapshot_lines_name_the_line(tmp_path, line, message):
    path = tmp_path / "bad.json"
    path.write_text(line + "\n")
    with pytest.raises(CorpusError, match=message):
        parse_file(path)


@pytest.mark.slow
def test_a_small_snapshot_indexes_and_search_shows_the_url(snapshot, home, env_home):
    built = subprocess.run([sys.executable, "-m", "rag", "index", "build", "--corpus", str(snapshot), "--json"],
                           env=env_home, capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    done = subprocess.run([sys.executable, "-m", "rag", "search", "strings on a circle", "-k", "1", "--json"],
                          env=env_home, capture_output=True, text=True)
    hit = json.loads(done.stdout)["results"][0]
    assert hit["title"] == "Strings on a Circle" and hit["url"] == "https://arxiv.org/abs/hep-th/9901001"


@pytest.mark.slow
def test_index_add_embeds_only_the_new_paper(tmp_path, home):
    papers = load_corpus()[:41]
    base, extra = tmp_path / "base.jsonl", tmp_path / "extra.jsonl"
    base.write_text("\n".join(json.dumps({"title": p.title, "abstract": p.abstract}) for p in papers[:40]))
    extra.write_text("\n".join(json.dumps({"title": p.title, "abstract": p.abstract}) for p in papers[39:41]))
    res = Resources(Settings(home=home))
    res.build_index([base])
    before = open_index(home)
    old = before.vectors.reconstruct_n(0, before.manifest.chunks)
    calls: list[int] = []
    embed = res.embedder.embed_batch
    res.embedder.embed_batch = lambda texts, progress=False: calls.append(len(texts)) or embed(texts, progress)
    manifest, skipped = res.add_to_index([extra])
    after = open_index(home)
    assert (manifest.papers, skipped) == (41, 1)  # paper 40 was already indexed
    new_chunks = manifest.chunks - before.manifest.chunks
    assert calls == [new_chunks]  # only the new paper's chunks were embedded
    assert np.array_equal(after.vectors.reconstruct_n(0, before.manifest.chunks), old)  # old vectors untouched
    found = Resources(Settings(home=home)).retriever.search(papers[40].title, k=1)
    assert found.results[0].title == papers[40].title
