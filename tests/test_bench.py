"""Benchmark helpers on known inputs, and the scale measurement on a small synthetic corpus.
Speed targets are read from `rag bench`, never asserted here."""

import numpy as np
import pytest

from bench import scale
from common.stats import latency, summary


def test_summary_and_latency_known_answers():
    assert summary([3.0, 1.0, 2.0]) == {"min": 1.0, "median": 2.0, "max": 3.0, "n": 3}
    values = [float(v) for v in range(1, 101)]
    assert latency(values) == {"p50": 50.0, "p95": 95.0, "min": 1.0, "max": 100.0, "n": 100}


def test_recall_against_exact_results():
    exact = np.array([list(range(10)), list(range(10, 20))])
    found = np.array([list(range(10)), list(range(10, 15)) + [90, 91, 92, 93, 94]])
    assert scale.recall(found, exact) == pytest.approx(0.75)


def test_scale_rows_on_a_small_corpus(monkeypatch):
    monkeypatch.setattr(scale, "QUERIES", 20)
    rows = scale.measure_vectors(3000)
    by = {(r["index"], tuple(sorted(r["params"].items()))): r for r in rows}
    flat = by[("flat", ())]
    assert flat["recall@10"] == 1.0 and flat["build_s"] is not None
    assert by[("hnsw", (("efSearch", 128),))]["recall@10"] >= 0.9
    assert all(r["search_ms"]["p95"] >= r["search_ms"]["p50"] for r in rows)
    # The second search setting of an index reuses its build: no second build time.
    assert by[("hnsw", (("efSearch", 128),))]["build_s"] is None


def test_bm25_scale_row(monkeypatch):
    monkeypatch.setattr(scale, "QUERIES", 10)
    row = scale.measure_bm25(500)
    assert row["n"] == 500 and row["build_s"] > 0 and row["search_ms"]["n"] == 10


def test_synthetic_snapshot_is_read_as_the_arxiv_format(tmp_path):
    from bench.scale_build import synthetic_snapshot
    from index.arxiv import read_snapshot

    path = tmp_path / "s.json"
    synthetic_snapshot(path, 5, start=7)
    rows = list(read_snapshot(path))
    assert [r["url"] for r in rows] == [f"https://arxiv.org/abs/2401.{i:05d}" for i in range(7, 12)]
    assert all("\n" not in r["abstract"] and "  " not in r["abstract"] for r in rows)  # unwrapped
    assert len({r["title"] for r in rows}) == 5


def test_rag_bench_scale_build_end_to_end(tmp_path):
    """Real builds of a tiny synthetic snapshot: local, Ray on a two-node loopback cluster,
    index add against a rebuild. Figures are read, not asserted."""
    import json
    import os
    import subprocess
    import sys

    pytest.importorskip("ray")
    out = subprocess.run([sys.executable, "-m", "rag", "bench", "--scale-build", "--abstracts", "40", "--add", "5",
                          "--json"], capture_output=True, text=True, timeout=900,
                         env={**os.environ, "RAG_HOME": str(tmp_path)})
    assert out.returncode == 0, out.stderr[-3000:]
    result = json.loads(out.stdout)
    assert result["builds"]["local"]["papers"] == result["builds"]["ray"]["papers"] == 40
    assert result["builds"]["local"]["chunks"] == result["builds"]["ray"]["chunks"]
    assert result["add"]["papers_after"] == 45 and result["add"]["seconds"] > 0
    assert result["ray_overhead"] > 0 and result["builds"]["ray"]["nodes"]
