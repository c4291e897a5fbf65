"""`rag bench --scale-build`: index builds of a synthetic arXiv snapshot, with the local engine and
with Ray on a two-node cluster started with `ray start` on loopback, and `rag index add` against a
full rebuild. Every build is a real `rag index build` process; its time is wall time, its memory
the peak of the machine's used memory above what was used before it started (Ray's actors, raylets
and object store included).

The synthetic abstracts are real sentences of the bundled corpus drawn at random (7 an abstract,
wrapped with hard line breaks as the snapshot is), so chunk lengths and word pieces are those of
real abstracts; each has its own id, title, categories and date."""

from __future__ import annotations

import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import textwrap
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import numpy as np

from common.atomic import write_text_atomic
from index.chunking import sentence_spans
from index.corpus import load_corpus

SENTENCES_PER_ABSTRACT = 7
CATEGORIES = ["cs.LG", "cs.CL", "cs.CV", "cs.DC", "cs.AR", "stat.ML"]


def synthetic_snapshot(path: Path, n: int, start: int = 0, seed: int = 0) -> None:
    """`n` records in the arXiv snapshot format, ids 2401.<start>…, written atomically."""
    sentences = [p.abstract[a:b] for p in load_corpus() for a, b in sentence_spans(p.abstract)]
    rng = np.random.default_rng(seed + start)
    lines = []
    for i in range(start, start + n):
        picked = rng.choice(len(sentences), SENTENCES_PER_ABSTRACT, replace=False)
        abstract = " ".join(sentences[j] for j in picked)
        words = sentences[picked[0]].split()[:8]
        lines.append(json.dumps({
            "id": f"2401.{i:05d}",
            "title": f"Study {i}: " + " ".join(words),
            "abstract": "  " + textwrap.fill(abstract, 80).replace("\n", "\n  "),
            "authors": "A. Author, B. Author",
            "categories": " ".join(rng.choice(CATEGORIES, 2, replace=False)),
            "versions": [{"version": "v1", "created": "Mon, 8 Jan 2024 10:00:00 GMT"}],
            "update_date": "2024-01-08",
        }))
    write_text_atomic(path, "\n".join(lines) + "\n")


class MemoryPeak:
    """The most memory the machine used (MemTotal - MemAvailable) while it ran, above the start."""

    def __init__(self, every_s: float = 0.5):
        self.every_s, self.peak, self._stop = every_s, 0, threading.Event()

    def __enter__(self):
        self.base = used_bytes()
        self._thread = threading.Thread(target=self._watch, daemon=True)
        self._thread.start()
        return self

    def _watch(self):
        while not self._stop.wait(self.every_s):
            self.peak = max(self.peak, used_bytes() - self.base)

    def __exit__(self, *exc):
        self._stop.set()
        self._thread.join()
        self.peak = max(self.peak, used_bytes() - self.base)


def used_bytes() -> int:
    info = dict(line.split(":", 1) for line in Path("/proc/meminfo").read_text().splitlines())
    return (int(info["MemTotal"].split()[0]) - int(info["MemAvailable"].split()[0])) * 1024


def run_rag(args: list[str], env: dict) -> dict:
    """One `rag` process: its JSON output, wall seconds and the machine's peak memory above idle."""
    with MemoryPeak() as memory:
        started = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-m", "rag", *args, "--json"], env=env,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        out, err = proc.communicate()
        seconds = time.perf_counter() - started
    if proc.returncode != 0:
        raise RuntimeError(f"rag {' '.join(args)} failed:\n{err[-3000:]}")
    return {"result": json.loads(out), "seconds": round(seconds, 1),
            "machine_peak_mb": round(memory.peak / 1e6), "stderr_tail": err[-300:]}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class LoopbackError(RuntimeError):
    """A `ray start` of the loopback cluster failed; `step` says which ("head" or "worker")."""

    def __init__(self, step: str, stderr: str):
        super().__init__(f"ray start ({step}) failed: {stderr[-1500:]}")
        self.step = step


class LoopbackCluster:
    """A Ray head and a second node (`ray start`), `cpus` each, on this machine. The tests use it too."""

    def __init__(self, cpus: int = 1):
        self.ray = shutil.which("ray", path=str(Path(sys.executable).parent)) or "ray"
        self.cpus, self.port = cpus, _free_port()
        # local heads use token auth; every node and the driver share one token
        self.env = {**os.environ, "RAY_AUTH_MODE": "token", "RAY_AUTH_TOKEN": secrets.token_hex(32)}
        self.env.pop("RAY_ADDRESS", None)

    def _start(self, step: str, args: list[str]) -> None:
        done = subprocess.run([self.ray, "start", *args, f"--num-cpus={self.cpus}"], env=self.env,
                              capture_output=True, text=True, timeout=120)
        if done.returncode != 0:
            raise LoopbackError(step, done.stderr)

    def __enter__(self) -> str:
        self._start("head", ["--head", f"--port={self.port}", "--include-dashboard=false"])
        try:
            self._start("worker", [f"--address=127.0.0.1:{self.port}"])
        except BaseException:
            self.__exit__()  # `with` does not call __exit__ when __enter__ fails
            raise
        return f"127.0.0.1:{self.port}"

    def __exit__(self, *exc):
        subprocess.run([self.ray, "stop", "--force"], env=self.env, capture_output=True, timeout=120)


def measure(abstracts: int = 20_000, added: int = 1_000, engines=("local", "ray"), say=print,
            rebuild: bool = True) -> dict:
    """Without `rebuild` the add is set against the local build of `abstracts`, which does less work
    than a rebuild of `abstracts + added` would: the ratio is then a lower bound."""
    with tempfile.TemporaryDirectory(prefix="scale-build-") as tmp:
        tmp = Path(tmp)
        corpus, extra = tmp / "snapshot.json", tmp / "more.json"
        say(f"scale build: writing {abstracts:,} + {added:,} synthetic abstracts…")
        synthetic_snapshot(corpus, abstracts)
        synthetic_snapshot(extra, added, start=abstracts)
        base = {**os.environ, "HF_HUB_OFFLINE": "1"}
        # a cluster already running (GPU nodes, more machines) is measured as it is; else two loopback nodes
        address = base.pop("RAY_ADDRESS", None)
        result = {"abstracts": abstracts, "added": added, "cpu_count": os.cpu_count(), "builds": {},
                  "ray_cluster": address or "two nodes on loopback, 1 CPU each"}
        for engine in engines:
            home = tmp / f"home-{engine}"
            say(f"scale build: {abstracts:,} abstracts with --engine {engine}…")
            if engine == "ray":
                with ray_cluster(address) as reach:
                    run = run_rag(["index", "build", "--engine", "ray", "--corpus", str(corpus)],
                                  {**base, "RAG_HOME": str(home), **reach})
            else:
                run = run_rag(["index", "build", "--corpus", str(corpus)], {**base, "RAG_HOME": str(home)})
            result["builds"][engine] = _build_row(run, abstracts)
        if "local" in result["builds"]:
            home = tmp / "home-local"
            say(f"scale build: index add {added:,} to the {abstracts:,}-abstract index…")
            add = run_rag(["index", "add", str(extra)], {**base, "RAG_HOME": str(home)})
            if rebuild:
                say(f"scale build: full rebuild of {abstracts + added:,}…")
                both = tmp / "both.json"
                both.write_text(corpus.read_text() + extra.read_text())
                full = run_rag(["index", "build", "--corpus", str(both)], {**base, "RAG_HOME": str(tmp / "home-re")})
                full = {"papers": abstracts + added, "seconds": full["seconds"], "peak_mb": full["machine_peak_mb"]}
            else:
                local = result["builds"]["local"]
                full = {"papers": abstracts, "seconds": local["seconds"], "peak_mb": local["machine_peak_mb"]}
            result["add"] = {"papers_after": add["result"]["papers"], "seconds": add["seconds"],
                             "machine_peak_mb": add["machine_peak_mb"], "rebuild_papers": full["papers"],
                             "rebuild_seconds": full["seconds"], "rebuild_peak_mb": full["peak_mb"],
                             "speedup": round(full["seconds"] / add["seconds"], 2)}
        return _with_overhead(result)


@contextmanager
def ray_cluster(address: str | None) -> Iterator[dict]:
    """What a build needs to reach Ray: the running cluster at `address`, else two loopback nodes
    while the block runs."""
    if address:
        yield {"RAY_ADDRESS": address}
        return
    cluster = LoopbackCluster()
    with cluster as loopback:
        yield {"RAY_ADDRESS": loopback, "RAY_AUTH_MODE": "token", "RAY_AUTH_TOKEN": cluster.env["RAY_AUTH_TOKEN"]}


def _with_overhead(result: dict) -> dict:
    builds = result["builds"]
    if {"local", "ray"} <= builds.keys():
        result["ray_overhead"] = round(builds["ray"]["seconds"] / builds["local"]["seconds"], 3)
    return result


def _build_row(run: dict, abstracts: int) -> dict:
    manifest = run["result"]
    row = {"papers": manifest["papers"], "chunks": manifest["chunks"], "seconds": run["seconds"],
           "abstracts_per_s": round(abstracts / run["seconds"], 2), "machine_peak_mb": run["machine_peak_mb"],
           "index_mb": round(sum(manifest["files"].values()) / 1e6, 1)}
    if manifest["engine"].get("engine") == "ray":
        engine = manifest["engine"]
        row.update({key: engine.get(key) for key in ("nodes", "cluster_cpus", "cluster_gpus", "actors_requested",
                                                     "batch_size", "cpus_per_actor", "gpus_per_actor")})
        row["embed_seconds"] = engine.get("seconds")  # the Ray part; the rest is parsing, BM25, FAISS, the store
    return row


def table(r: dict) -> str:
    lines = [f"index builds of {r['abstracts']:,} synthetic arXiv abstracts ({r['cpu_count']} CPUs)",
             f"{'engine':8} {'papers':>7} {'chunks':>7} {'seconds':>8} {'abstracts/s':>12} {'peak MB':>8} {'index MB':>9}"]
    for engine, b in r["builds"].items():
        lines.append(f"{engine:8} {b['papers']:>7} {b['chunks']:>7} {b['seconds']:>8} {b['abstracts_per_s']:>12} "
                     f"{b['machine_peak_mb']:>8} {b['index_mb']:>9}")
        if "embed_seconds" in b:
            lines.append(f"  cluster {r.get('ray_cluster')}: {b['cluster_cpus']:g} CPUs, {b['cluster_gpus']:g} GPUs; "
                         f"{b['gpus_per_actor']:g} GPUs an actor; embedding {b['embed_seconds']} s of it")
        for node in b.get("nodes", []):
            lines.append(f"  node {node['node_id'][:8]}: {node['actors']} actor(s), {node['texts']} texts")
    if "ray_overhead" in r:
        lines.append(f"Ray overhead (ray seconds / local seconds): {r['ray_overhead']}")
    if "add" in r:
        a = r["add"]
        built = a.get("rebuild_papers", a["papers_after"])
        lines.append(f"index add {r['added']:,} -> {a['papers_after']:,} papers: {a['seconds']} s "
                     f"(peak {a['machine_peak_mb']} MB); full build of {built:,}: {a['rebuild_seconds']} s "
                     f"(peak {a['rebuild_peak_mb']} MB); add is {a['speedup']}x faster")
    return "\n".join(lines)


def save(result: dict, results: Path, day: str) -> Path:
    """Runs of one engine at a time (an hour each at 20,000) land in one file: a saved run of the
    same size and day keeps the builds this one did not do."""
    path = results / f"{day}-scale-build-{result['abstracts']}.json"
    if path.exists():
        earlier = json.loads(path.read_text())
        if earlier.get("added") == result["added"]:
            result = {**earlier, **result, "builds": {**earlier["builds"], **result["builds"]}}
            if "add" not in result and "add" in earlier:
                result["add"] = earlier["add"]
            result = _with_overhead(result)
    write_text_atomic(path, json.dumps(result, indent=2))
    return path
