"""Building and loading the index with the real embedder, FAISS, BM25 and SQLite."""

import json
import signal
import subprocess
import sys
import time

import pytest

from index.corpus import load_corpus
from common.errors import IndexNotReady
from index.load import open_index
from index.manifest import FORMAT_VERSION
from rag.resources import Resources
from rag.settings import Settings


@pytest.fixture(scope="module")
def small_corpus(tmp_path_factory):
    """40 bundled papers as a user's JSONL file: real text, quick to embed."""
    path = tmp_path_factory.mktemp("corpus") / "small.jsonl"
    papers = load_corpus()[:40]
    path.write_text("\n".join(json.dumps({"title": p.title, "abstract": p.abstract}) for p in papers))
    return path


def build(home, corpus):
    return Resources(Settings(home=home)).build_index([corpus])


def test_build_writes_a_complete_manifest_and_loads(home, small_corpus):
    manifest = build(home, small_corpus)
    assert manifest.format_version == FORMAT_VERSION
    assert manifest.papers == 40 and manifest.chunks >= 40
    assert manifest.embedding_model.name == "all-MiniLM-L6-v2" and manifest.embedding_model.dim == 384
    assert manifest.index_type == "flat"
    loaded = open_index(home)
    assert loaded.vectors.ntotal == manifest.chunks
    assert loaded.store.counts() == (40, manifest.chunks)
    assert set(manifest.files) >= {"vectors.faiss", "papers.sqlite"}


def test_rebuild_swaps_atomically_and_removes_the_old_build(home, small_corpus):
    build(home, small_corpus)
    first = (home / "index").resolve()
    build(home, small_corpus)
    second = (home / "index").resolve()
    assert first != second and not first.exists()
    assert [p.name for p in (home / "indexes").iterdir()] == [second.name]


def test_missing_index_is_refused_with_the_fix(home):
    with pytest.raises(IndexNotReady, match="No index at") as err:
        open_index(home)
    assert "rag index build" in str(err.value)


@pytest.mark.parametrize(
    "damage, message",
    [
        (lambda d: (d / "manifest.json").write_text("{not json"), "manifest .* is corrupt"),
        (lambda d: (d / "manifest.json").write_text('{"format_version": 1}'), "manifest .* is corrupt"),
        (lambda d: (d / "vectors.faiss").unlink(), "vectors.faiss is missing"),
        (lambda d: (d / "papers.sqlite").write_bytes(b"x" * (d / "papers.sqlite").stat().st_size), "cannot be read"),
        (lambda d: open(d / "vectors.faiss", "ab").write(b"extra"), "vectors.faiss has the wrong size"),
    ],
)
def test_damaged_index_is_refused(home, small_corpus, damage, message):
    build(home, small_corpus)
    damage((home / "index").resolve())
    with pytest.raises(IndexNotReady, match=message) as err:
        open_index(home)
    assert "rag index build" in str(err.value)


def test_index_built_with_another_embedder_is_refused(home, small_corpus):
    build(home, small_corpus)
    folder = (home / "index").resolve()
    data = json.loads((folder / "manifest.json").read_text())
    data["embedding_model"]["sha256"] = "0" * 64
    (folder / "manifest.json").write_text(json.dumps(data))
    with pytest.raises(IndexNotReady, match="built with embedder"):
        Resources(Settings(home=home)).index


def test_build_killed_midway_leaves_the_old_index_usable(home, small_corpus, env_home):
    old = build(home, small_corpus)
    proc = subprocess.Popen([sys.executable, "-m", "rag", "index", "build", "--corpus", str(small_corpus)],
                            env=env_home, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 120
    while not list((home / "indexes").glob(".staging-*")):
        assert proc.poll() is None, "the build ended before it could be killed"
        assert time.time() < deadline
        time.sleep(0.02)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    loaded = open_index(home)
    assert loaded.manifest.built_at == old.built_at
    assert loaded.store.counts() == (old.papers, old.chunks)
    # The next build clears the dead build's staging folder.
    build(home, small_corpus)
    assert not list((home / "indexes").glob(".staging-*"))
