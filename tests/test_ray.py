"""`rag index build --engine ray` against a real local Ray, and a real two-node cluster started with
`ray start` on loopback. Skipped with the reason only where Ray cannot start on the machine."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from common.errors import RagError
from index.corpus import load_corpus
from index.load import open_index
from rag.resources import Resources
from rag.settings import Settings
from tests.test_retrieval import KNOWN


def ray_build(home: Path, corpus=None) -> Resources:
    res = Resources(Settings(home=home, index={"engine": "ray"}))
    try:
        res.build_index(corpus)
    except RagError as err:
        if "Cannot start or reach a local Ray" in str(err):
            pytest.skip(f"Ray cannot start here: {err}")
        raise
    return res


@pytest.fixture(scope="module")
def ray_home(tmp_path_factory) -> Path:
    pytest.importorskip("ray", reason="Ray is not installed (pip install 'paper-rag[ray]')")
    home = tmp_path_factory.mktemp("ray")
    old = os.environ.get("RAY_ADDRESS")
    os.environ["RAY_ADDRESS"] = "local"  # a Ray of its own, never a cluster someone left running
    try:
        ray_build(home)
    finally:
        os.environ.pop("RAY_ADDRESS") if old is None else os.environ.__setitem__("RAY_ADDRESS", old)
    return home


def test_ray_build_writes_what_the_local_build_writes(ray_home, bundled_home):
    ray_index, local_index = open_index(ray_home), open_index(bundled_home)
    assert (ray_index.manifest.papers, ray_index.manifest.chunks) == (397, 1305)
    assert ray_index.manifest.engine["engine"] == "ray"
    assert local_index.manifest.engine == {"engine": "local"}
    assert [c.text for c in ray_index.store.all_chunks()] == [c.text for c in local_index.store.all_chunks()]
    n = ray_index.manifest.chunks
    diff = np.abs(ray_index.vectors.reconstruct_n(0, n) - local_index.vectors.reconstruct_n(0, n)).max()
    assert diff < 1e-5


def test_ray_build_gives_the_same_top_3(ray_home, bundled):
    on_ray = Resources(Settings(home=ray_home))
    for question, _ in KNOWN:
        assert ([h.paper_id for h in on_ray.retriever.search(question, k=3).results]
                == [h.paper_id for h in bundled.retriever.search(question, k=3).results]), question


def test_without_ray_the_build_says_how_to_install_it(tmp_path):
    code = ("import sys; sys.modules['ray'] = None; from cli.main import main; "
            "sys.argv = ['rag', 'index', 'build', '--engine', 'ray']; main()")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env={**os.environ, "RAG_HOME": str(tmp_path)})
    assert out.returncode == 1
    assert "needs Ray, which is not installed" in out.stderr
    assert "pip install 'paper-rag[ray]'" in out.stderr and "Traceback" not in out.stderr
    assert not (tmp_path / "index").exists()


def test_an_unreachable_ray_address_is_said_at_once(tmp_path):
    pytest.importorskip("ray")
    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    out = subprocess.run([sys.executable, "-m", "rag", "index", "build", "--engine", "ray"], capture_output=True,
                         text=True, timeout=120,
                         env={**os.environ, "RAG_HOME": str(tmp_path), "RAY_ADDRESS": f"127.0.0.1:{port}"})
    assert out.returncode == 1
    assert f"Cannot reach the Ray cluster at RAY_ADDRESS=127.0.0.1:{port}" in out.stderr
    assert "ray start --head" in out.stderr and "Traceback" not in out.stderr


def test_token_auth_without_a_token_is_a_message_not_an_abort(tmp_path):
    pytest.importorskip("ray")
    env = {k: v for k, v in os.environ.items() if k not in ("RAY_AUTH_TOKEN", "RAY_AUTH_TOKEN_PATH")}
    out = subprocess.run([sys.executable, "-m", "rag", "index", "build", "--engine", "ray"], capture_output=True,
                         text=True, timeout=120,
                         env={**env, "HOME": str(tmp_path), "RAG_HOME": str(tmp_path / "home"),
                              "RAY_AUTH_MODE": "token", "RAY_ADDRESS": "127.0.0.1:6390"})
    assert out.returncode == 1
    assert "RAY_AUTH_MODE=token is set but there is no Ray token" in out.stderr
    assert "RAY_AUTH_TOKEN" in out.stderr and "Traceback" not in out.stderr
    assert not (tmp_path / "home" / "index").exists()


@pytest.fixture
def two_node_cluster():
    """A head and a second node, one CPU each, on loopback: as `ray start` makes a real cluster.
    Skipped only where Ray cannot start a head here; a second node that fails is a failure."""
    pytest.importorskip("ray")
    from bench.scale_build import LoopbackCluster, LoopbackError

    cluster = LoopbackCluster()
    try:
        address = cluster.__enter__()
    except LoopbackError as e:
        if e.step == "head":
            pytest.skip(f"Ray cannot start a head node here: {e}")
        pytest.fail(str(e))
    try:
        yield {**cluster.env, "RAY_ADDRESS": address}
    finally:
        cluster.__exit__()


def test_a_two_node_cluster_runs_actors_on_both_nodes(two_node_cluster, tmp_path):
    corpus = tmp_path / "papers.jsonl"
    corpus.write_text("".join(json.dumps({"title": p.title, "abstract": p.abstract}) + "\n"
                              for p in load_corpus()[:40]))
    env = {**two_node_cluster, "RAG_HOME": str(tmp_path / "home"), "RAG_RAY__BATCH_SIZE": "16"}
    out = subprocess.run([sys.executable, "-m", "rag", "index", "build", "--engine", "ray", "--corpus", str(corpus),
                          "--json"], capture_output=True, text=True, env=env, timeout=600)
    assert out.returncode == 0, out.stderr[-3000:]
    manifest = json.loads(out.stdout)
    assert manifest["papers"] == 40
    report = manifest["engine"]
    assert report["engine"] == "ray" and report["cluster_cpus"] == 2
    assert len(report["nodes"]) == 2 and all(n["actors"] == 1 and n["texts"] > 0 for n in report["nodes"])
    assert sum(n["texts"] for n in report["nodes"]) == manifest["chunks"]
