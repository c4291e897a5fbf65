"""Benchmark helpers on known inputs, and the scale measurement on a small synthetic corpus.
Speed targets are read from `rag bench`, never asserted here."""

import json

import numpy as np
import pytest

from bench import scale
from common.stats import latency, median_interval, summary


def test_summary_and_latency_known_answers():
    assert summary([3.0, 1.0, 2.0]) == {"min": 1.0, "median": 2.0, "max": 3.0, "n": 3}
    values = [float(v) for v in range(1, 101)]
    assert latency(values) == {"p50": 50.0, "p95": 95.0, "min": 1.0, "max": 100.0, "n": 100}


def test_median_interval_narrows_with_more_pairs_and_holds_the_median():
    assert median_interval([1.03] * 9) == {"median": 1.03, "low": 1.03, "high": 1.03, "level": 0.95, "n": 9}
    rng = np.random.default_rng(7)
    few, many = (list(1.03 + 0.17 * rng.standard_normal(n)) for n in (20, 400))
    a, b = median_interval(few), median_interval(many)
    assert a["low"] < a["median"] < a["high"] and b["low"] < b["median"] < b["high"]
    assert b["high"] - b["low"] < (a["high"] - a["low"]) / 2  # twenty times the pairs: under half the width
    # a median's standard error is about 1.25 sd / sqrt(n): a 95% width near 4 x 1.25 x 0.17 / 20 = 0.043
    assert 0.02 < b["high"] - b["low"] < 0.065
    assert median_interval(few) == a  # a saved result can be reproduced
    # the interval's ends are medians of resampled draws, so they lie among the values
    assert min(few) <= a["low"] and a["high"] <= max(few)


def test_answer_report_pairs_each_question_with_its_bare_run():
    from bench.answers import _report

    # the machine slows down halfway: the ratio of medians moves with it, the paired ratio does not
    ours = [{"ttft_ms": t, "total_ms": t * 2, "prompt": 600, "completion": 20, "before_model_ms": 40.0,
             "model_ttft_ms": t - 50} for t in (1050, 1050, 2100, 2100)]
    bare = [{"ttft_ms": t, "total_ms": t * 2, "text": "", "same_text": True} for t in (1000, 1000, 2000, 1000)]
    r = _report(ours, bare, {"name": "m"})
    assert r["ratio_ttft_paired"] == {"min": 1.05, "median": 1.05, "max": 2.1, "n": 4}
    assert r["ratio_ttft"] == 1.575
    interval = r["ratio_ttft_paired_interval"]
    assert interval["median"] == 1.05 and interval["n"] == 4 and 1.05 <= interval["low"] <= interval["high"] <= 2.1
    assert r["ours"]["before_model_ms"]["p50"] == 40.0 and r["questions"] == 4
    # each first token over its own model call's part, which no second instance's speed enters
    assert r["ratio_ttft_in_call"] == {"min": 1.024, "median": 1.037, "max": 1.05, "n": 4}
    assert r["ratio_ttft_paired_by_instance"] == {}  # no instance recorded: no turns taken


def test_sides_take_turns_on_two_instances_so_a_slower_instance_slows_both(monkeypatch):
    from bench import answers

    # instance B reads every prompt 10% slower; the pipeline adds 20 ms before its call
    class Llama:
        def __init__(self, speed):
            self.speed = speed

    class Gen:
        def __init__(self, speed):
            self.llama = Llama(speed)
            self.identity = type("I", (), {"model_dump": lambda self: {"name": "m"}})()

        def stream(self, messages, max_tokens, temperature=None):
            clock[0] += 1000 * self.llama.speed
            yield "Yes [1]."

    clock = [0.0]
    monkeypatch.setattr(answers.time, "perf_counter", lambda: clock[0] / 1000)

    class Answer:
        draft, answer = "Yes [1].", "Yes [1]."
        timings = type("T", (), {"total_ms": 1.0})()
        tokens = type("K", (), {"prompt": 600, "completion": 3})()

    class Pipe:
        def __init__(self, gen):
            self.gen = gen

        def ask(self, question):
            clock[0] += 20
            "".join(self.gen.stream([{"role": "user", "content": question}], 8))
            return Answer()

    def bare(llm, messages, res):
        start = clock[0]
        clock[0] += 1000 * llm.speed
        return {"ttft_ms": clock[0] - start, "total_ms": clock[0] - start, "text": "Yes [1]."}

    gens = iter([Gen(1.0), Gen(1.1)])

    class Res:
        generator = next(gens)

        def with_generation(self):
            return type("R", (), {"generator": next(gens)})()

        def pipeline(self, generator):
            return Pipe(generator)

    monkeypatch.setattr(answers, "bare_answer", bare)
    monkeypatch.setattr(answers, "corpus_questions", lambda res, n: [f"q{i}" for i in range(n)])
    r = answers.measure(Res(), count=4)
    assert r["questions"] == 4
    by = r["ratio_ttft_paired_by_instance"]
    assert by == {"A": round(1020 / 1100, 3), "B": round(1120 / 1000, 3)}
    # across both turns the slow instance's 10% cancels: the paired median is near 1.02, not 1.12 or 0.93
    assert r["ratio_ttft_paired"]["median"] == round((1020 / 1100 + 1120 / 1000) / 2, 3)


def test_recording_times_the_call_and_its_first_piece(monkeypatch):
    from bench import answers

    clock = iter([10.0, 10.4, 10.5, 99.0])
    monkeypatch.setattr(answers.time, "perf_counter", lambda: next(clock))

    class Inner:
        def stream(self, messages, max_tokens, temperature=None):
            yield from ("Yes", " [1].")

    rec = answers.Recording(Inner())
    assert rec.first_at is None
    pieces = list(rec.stream([{"role": "user", "content": "q"}], 8))
    assert pieces == ["Yes", " [1]."] and rec.messages == [[{"role": "user", "content": "q"}]]
    assert (rec.called_at, rec.first_at) == (10.0, 10.4)  # the second piece does not move the first


def test_cold_question_is_a_new_rag_ask_process_timed_from_outside(monkeypatch):
    from bench import cold

    calls = []

    def run(args, env):
        calls.append(args)
        return {"result": {"timings": {"ttft_ms": 5000.0 + 1000 * len(calls)}}, "seconds": 8.0 + len(calls)}

    monkeypatch.setattr(cold, "corpus_questions", lambda res, n: ["How many GPUs?", "Other?"][:n])
    r = cold.measure(None, repeats=3, run=run)
    assert calls == [["ask", "How many GPUs?"]] * 3
    assert r["wall_s"] == {"min": 9.0, "median": 10.0, "max": 11.0, "n": 3}
    assert r["ttft_s"]["median"] == 7.0 and r["runs"] == 3


def test_bench_table_reads_old_and_new_results():
    from bench.run import RESULTS, table

    old = json.loads((RESULTS / "2026-11-26-cpu-quick-r.json").read_text())
    assert "question by question" not in table(old) and "new `rag ask`" not in table(old)
    new = json.loads(json.dumps(old))
    new["answers"]["ratio_ttft_paired"] = {"min": 0.9, "median": 1.02, "max": 1.2, "n": 20}
    new["answers"]["ours"]["before_model_ms"] = {"p50": 41.5, "p95": 60.0, "min": 30.0, "max": 70.0, "n": 20}
    new["cold"] = {"question": "q", "runs": 3, "wall_s": {"min": 8.1, "median": 8.6, "max": 9.0, "n": 3},
                   "ttft_s": {"min": 6.0, "median": 6.2, "max": 6.5, "n": 3}}
    text = table(new)
    assert "ttft ratio question by question: median 1.02 (min 0.9, max 1.2); answer stage before the model p50 41.5 ms" in text
    assert "own model call" not in text
    assert "interval" not in text
    new["answers"]["ratio_ttft_paired_interval"] = {"median": 1.02, "low": 0.97, "high": 1.07, "level": 0.95, "n": 40}
    assert "  its median's 95% interval: 0.97 to 1.07" in table(new)
    assert "instance" not in table(new)
    new["answers"]["ratio_ttft_paired_by_instance"] = {"A": 0.99, "B": 1.05}
    assert "  with the pipeline on instance A: 0.99, on B: 1.05" in table(new)
    new["answers"]["ratio_ttft_in_call"] = {"min": 1.01, "median": 1.03, "max": 1.06, "n": 20}
    assert "ttft over its own model call's part: median 1.03 (min 1.01, max 1.06)" in table(new)
    assert "one question in a new `rag ask` process (3 runs): wall 8.6 s (min 8.1, max 9.0), first token 6.2 s" in text


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
    ray = result["builds"]["ray"]
    assert ray["cluster_cpus"] == 2 and ray["gpus_per_actor"] == 0 and 0 < ray["embed_seconds"] < ray["seconds"]


class FakeRuns:
    """Stands in for the `rag` processes: records each call, answers with a manifest."""

    def __init__(self):
        self.calls = []

    def __call__(self, args, env):
        self.calls.append((args, env))
        papers = sum(1 for _ in open(args[-1]))  # a line a paper in the corpus given
        engine = {"engine": "ray", "nodes": [{"node_id": "n1", "actors": 1, "texts": 9}], "seconds": 2.0,
                  "cluster_cpus": 2.0, "cluster_gpus": 0.0, "actors_requested": 1, "batch_size": 256,
                  "cpus_per_actor": 1.0, "gpus_per_actor": 0.0} if "ray" in args else {"engine": "local"}
        seconds = {"build": 10.0, "add": 2.0}[args[1]] * (2 if "ray" in args else 1)
        return {"result": {"papers": papers, "chunks": 3 * papers, "engine": engine, "files": {"a": 1000}},
                "seconds": seconds, "machine_peak_mb": 100, "stderr_tail": ""}


class FakeCluster:
    entered = 0

    def __init__(self):
        self.env = {"RAY_AUTH_TOKEN": "t"}

    def __enter__(self):
        FakeCluster.entered += 1
        return "127.0.0.1:1"

    def __exit__(self, *exc):
        pass


@pytest.mark.parametrize("rebuild, address, rebuild_papers, rebuild_seconds, loopback", [
    (True, None, 12, 10.0, 1),          # a measured rebuild of the 10 + 2
    (False, None, 10, 10.0, 1),         # set against the local build of 10
    (False, "10.0.0.5:6379", 10, 10.0, 0),  # a running cluster is used as it is
])
def test_scale_build_steps(monkeypatch, rebuild, address, rebuild_papers, rebuild_seconds, loopback):
    from bench import scale_build

    runs = FakeRuns()
    monkeypatch.setattr(scale_build, "run_rag", runs)
    monkeypatch.setattr(scale_build, "LoopbackCluster", FakeCluster)
    FakeCluster.entered = 0
    if address:
        monkeypatch.setenv("RAY_ADDRESS", address)
    else:
        monkeypatch.delenv("RAY_ADDRESS", raising=False)
    r = scale_build.measure(10, 2, ("local", "ray"), say=lambda _: None, rebuild=rebuild)
    assert [c[0][:2] for c in runs.calls] == [["index", "build"]] * 2 + [["index", "add"]] + [["index", "build"]] * rebuild
    assert r["add"]["papers_after"] == 2 and r["add"]["rebuild_papers"] == rebuild_papers
    assert r["add"]["rebuild_seconds"] == rebuild_seconds and r["add"]["speedup"] == 5.0
    assert FakeCluster.entered == loopback
    ray_env = runs.calls[1][1]
    assert ray_env["RAY_ADDRESS"] == (address or "127.0.0.1:1")
    assert r["ray_cluster"] == (address or "two nodes on loopback, 1 CPU each")
    assert r["builds"]["ray"]["embed_seconds"] == 2.0 and r["builds"]["ray"]["gpus_per_actor"] == 0.0
    assert r["ray_overhead"] == 2.0
    assert "embedding 2.0 s" in scale_build.table(r)


def test_scale_build_runs_of_one_engine_are_saved_into_one_file(tmp_path):
    from bench.scale_build import save

    local = {"abstracts": 20, "added": 2, "builds": {"local": {"seconds": 10.0}}, "add": {"seconds": 1.0}}
    ray = {"abstracts": 20, "added": 2, "builds": {"ray": {"seconds": 12.0}}}
    path = save(local, tmp_path, "2026-01-01")
    assert save(ray, tmp_path, "2026-01-01") == path
    saved = json.loads(path.read_text())
    assert saved["builds"].keys() == {"local", "ray"} and saved["add"] == {"seconds": 1.0}
    assert saved["ray_overhead"] == 1.2
    other = {"abstracts": 20, "added": 5, "builds": {"ray": {"seconds": 3.0}}}  # another recipe replaces it
    assert json.loads(save(other, tmp_path, "2026-01-01").read_text()) == other


@pytest.mark.parametrize("fails_on, step, calls", [
    ("--head", "head", ["start --head"]),
    ("--address", "worker", ["start --head", "start --address", "stop --force"]),  # the head is stopped
])
def test_loopback_cluster_says_which_start_failed_and_cleans_up(tmp_path, fails_on, step, calls):
    from bench.scale_build import LoopbackCluster, LoopbackError

    log = tmp_path / "calls"
    fake = tmp_path / "ray"
    fake.write_text(f'#!/bin/sh\necho "$1 $2" >> {log}\ncase "$2" in {fails_on}*) echo "no luck" >&2; exit 1;; esac\n')
    fake.chmod(0o755)
    cluster = LoopbackCluster()
    cluster.ray = str(fake)
    with pytest.raises(LoopbackError) as err:
        with cluster:
            pass
    assert err.value.step == step and "no luck" in str(err.value)
    assert [line.split("=")[0] for line in log.read_text().splitlines()] == calls


def test_a_saved_run_never_replaces_an_earlier_one_of_the_same_day(tmp_path):
    from bench.run import save
    from common.errors import RagError

    result = {"started_at": "2026-01-01T10:00:00+00:00", "machine": {"device": "cpu"}, "quick": True, "n": 1}
    names = [save({**result, "n": n}, tmp_path).name for n in range(3)]
    assert names == ["2026-01-01-cpu-quick.json", "2026-01-01-cpu-quick-b.json", "2026-01-01-cpu-quick-c.json"]
    assert [json.loads((tmp_path / name).read_text())["n"] for name in names] == [0, 1, 2]  # each kept
    assert save({**result, "quick": False}, tmp_path).name == "2026-01-01-cpu.json"
    for n in range(3, 26):
        save(result, tmp_path)
    with pytest.raises(RagError, match="26 runs"):
        save(result, tmp_path)
