"""The evaluation harness: metrics on hand-made cases, question-file validation, resumable runs."""

import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from eval.harness import failed, finished, run, summarise
from eval.metrics import aggregate, is_correct, percentile, question_scores, recall_at_k, reciprocal_rank
from eval.questions import Question, QuestionSetError, load_questions
from index.corpus import load_corpus
from rag.textnorm import contains
from tests.fakes import FixedRetriever, ScriptedGenerator, fake_pipeline

CORE = "eval/questions/core.jsonl"


# Metrics: known answers on hand-made cases.

@pytest.mark.parametrize("ranked, gold, k, expected", [
    (["a", "b", "c"], ["b"], 1, 0.0), (["a", "b", "c"], ["b"], 3, 1.0),
    (["a", "b", "c"], ["b", "z"], 3, 0.5), ([], ["a"], 5, 0.0), (["a"], [], 5, 0.0),
])
def test_recall_at_k(ranked, gold, k, expected):
    assert recall_at_k(ranked, gold, k) == expected


@pytest.mark.parametrize("ranked, gold, expected", [(["a", "b"], ["b"], 0.5), (["b"], ["b", "x"], 1.0), (["a"], ["b"], 0.0)])
def test_reciprocal_rank(ranked, gold, expected):
    assert reciprocal_rank(ranked, gold) == expected


@pytest.mark.parametrize("values, q, expected", [([1, 2, 3, 4], 50, 2), ([1, 2, 3, 4], 95, 4), ([5], 95, 5),
                                                   ([None, 3, 1], 50, 1), ([], 50, None)])
def test_percentile_nearest_rank(values, q, expected):
    assert percentile(values, q) == expected


def answer_json(text, abstained=False, citations=(), sources=(), sentences=(), ttft=100.0, total=200.0, prompt=50):
    return {"answer": text, "abstained": abstained, "citations": list(citations), "sources": list(sources),
            "sentences": list(sentences), "timings": {"ttft_ms": ttft, "total_ms": total},
            "tokens": {"prompt": prompt, "completion": 5}}


Q = Question(id="q", question="?", kind="factoid", answerable=True, gold_titles=["T"], must_include=["62%", "1.67x"],
             gold_ids=["gold"])
U = Question(id="u", question="?", kind="unanswerable", answerable=False)
SRC = [{"n": 1, "paper_id": "gold"}, {"n": 2, "paper_id": "other"}]


def test_question_scores_known_answer():
    answer = answer_json(
        "It cuts memory by 62 % [1] with 1.67times speedup [2].",
        citations=[{"n": 1, "paper_id": "gold"}, {"n": 2, "paper_id": "other"}, {"n": 3, "paper_id": "ghost"}],
        sources=SRC,
        sentences=[{"cited": [1], "supported": True}, {"cited": [2], "supported": False}, {"cited": [], "supported": False}],
    )
    s = question_scores(Q, answer, ["other", "gold"])
    assert (s["citations"], s["valid_citations"]) == (3, 2)
    assert (s["cited_sentences"], s["supported_sentences"]) == (2, 1)
    assert s["cited_gold"] and s["must_include_found"] == 2 and s["rr"] == 0.5
    assert (s["recall@1"], s["recall@3"]) == (0.0, 1.0)
    assert s["correct"]


@pytest.mark.parametrize("question, scores, expected", [
    (Q, {"abstained": False, "cited_gold": True, "must_include_found": 2, "must_include_total": 2}, True),
    (Q, {"abstained": False, "cited_gold": False, "must_include_found": 2, "must_include_total": 2}, False),
    (Q, {"abstained": False, "cited_gold": True, "must_include_found": 1, "must_include_total": 2}, False),
    (Q, {"abstained": True, "cited_gold": True, "must_include_found": 2, "must_include_total": 2}, False),
    (U, {"abstained": True}, True),
    (U, {"abstained": False}, False),
])
def test_correct_verdict(question, scores, expected):
    assert is_correct(question, scores) is expected


def test_aggregate_known_answer():
    good = question_scores(Q, answer_json("62% and 1.67x [1].", citations=[{"n": 1, "paper_id": "gold"}], sources=SRC,
                                          sentences=[{"cited": [1], "supported": True}], ttft=1000, total=2000), ["gold"])
    wrong = question_scores(Q, answer_json("62% [2].", citations=[{"n": 2, "paper_id": "other"}], sources=SRC,
                                           sentences=[{"cited": [2], "supported": False}], ttft=3000, total=4000), ["x", "gold"])
    caught = question_scores(U, answer_json("no", abstained=True, ttft=None, total=10, prompt=0), [])
    missed = question_scores(U, answer_json("made up [1].", citations=[{"n": 1, "paper_id": "gold"}], sources=SRC,
                                            sentences=[{"cited": [1], "supported": True}], ttft=500, total=900), [])
    abstained_answerable = question_scores(Q, answer_json("no", abstained=True, ttft=None, total=20, prompt=0), ["gold"])
    rows = [{"answerable": True, "scores": good}, {"answerable": True, "scores": wrong},
            {"answerable": False, "scores": caught}, {"answerable": False, "scores": missed},
            {"answerable": True, "scores": abstained_answerable}]
    m = aggregate(rows)
    assert m["questions"] == 5
    assert m["recall@1"] == pytest.approx(2 / 3, abs=1e-4) and m["recall@5"] == 1.0 and m["mrr"] == pytest.approx((1 + 0.5 + 1) / 3, abs=1e-4)
    assert m["citation_validity"] == 1.0
    assert m["cited_gold"] == pytest.approx(1 / 3, abs=1e-4)
    assert m["must_include"] == pytest.approx((1 + 0.5 + 0) / 3, abs=1e-4)
    assert m["supported_sentences"] == pytest.approx(2 / 3, abs=1e-4)
    assert m["abstention_precision"] == 0.5 and m["abstention_recall"] == 0.5
    assert m["correct"] == pytest.approx(2 / 5, abs=1e-4)
    assert (m["ttft_ms_p50"], m["ttft_ms_p95"]) == (1000, 3000)
    assert (m["total_ms_p50"], m["total_ms_p95"]) == (900, 4000)
    assert m["prompt_tokens_mean"] == 50
    assert m["list_precision"] is None  # no list question


def test_list_precision_is_the_share_of_listed_papers_that_are_gold():
    L = Question(id="l", question="Which papers …?", kind="list", answerable=True, gold_titles=["A", "B"],
                 gold_ids=["a", "b"])
    src = [{"n": i, "paper_id": p} for i, p in enumerate(["a", "b", "c", "d"], start=1)]

    def listed(*ids):
        cited = [c for c in src if c["paper_id"] in ids]
        return question_scores(L, answer_json("- …", citations=cited, sources=src,
                                              sentences=[{"cited": [c["n"]], "supported": True} for c in cited]), ids)
    all_four, gold_only = listed("a", "b", "c", "d"), listed("a", "b")
    assert all_four["correct"] and gold_only["correct"]  # extra papers cost `correct` nothing
    assert (all_four["cited_papers"], all_four["cited_gold_papers"]) == (4, 2)
    rows = [{"answerable": True, "kind": "list", "scores": all_four}, {"answerable": True, "kind": "list", "scores": gold_only},
            {"answerable": True, "kind": "factoid", "scores": question_scores(
                Q, answer_json("62% and 1.67x [2].", citations=[{"n": 2, "paper_id": "other"}], sources=SRC), [])}]
    assert aggregate(rows)["list_precision"] == pytest.approx(4 / 6, abs=1e-4)  # the factoid's citation not counted


# Question files.

TITLES = {"Real Title": "real-1234"}
GOOD = {"id": "a", "question": "Q?", "kind": "factoid", "answerable": True, "gold_titles": ["Real Title"],
        "must_include": ["5%"], "notes": ""}


def write_questions(tmp_path, *rows):
    path = tmp_path / "q.jsonl"
    path.write_text("\n".join(r if isinstance(r, str) else json.dumps(r) for r in rows) + "\n")
    return path


def test_good_file_resolves_titles_to_ids(tmp_path):
    (q,) = load_questions(write_questions(tmp_path, GOOD), TITLES)
    assert q.gold_ids == ["real-1234"]


@pytest.mark.parametrize("bad, message", [
    ("{oops", r"line 2: not valid JSON"),
    ({**GOOD, "id": "b", "gold_titles": ["Made Up Title"]}, r"line 2: gold title not in the index: 'Made Up Title'"),
    ({**GOOD, "id": "b", "kind": "trivia"}, r"line 2: kind: Input should be"),
    ({**GOOD, "id": "b", "answerable": "sometimes"}, r"line 2: answerable: Input should be a valid boolean"),
    ({k: v for k, v in GOOD.items() if k != "question"} | {"id": "b"}, r"line 2: question: Field required"),
    ({**GOOD, "id": "b", "colour": "red"}, r"line 2: colour: Extra inputs are not permitted"),
    ({**GOOD, "id": "b", "gold_titles": []}, r"line 2: an answerable question needs gold_titles"),
    ({**GOOD, "id": "b", "kind": "unanswerable"}, r"line 2: kind 'unanswerable' cannot be answerable"),
    (GOOD, r"line 2: duplicate id 'a'"),
])
def test_bad_lines_name_file_line_and_problem(tmp_path, bad, message):
    path = write_questions(tmp_path, GOOD, bad)
    with pytest.raises(QuestionSetError, match=rf"q\.jsonl: {message}"):
        load_questions(path, TITLES)


def test_empty_question_file_is_an_error(tmp_path):
    with pytest.raises(QuestionSetError, match="no questions"):
        load_questions(write_questions(tmp_path, ""), TITLES)


# The hand-written core set.

def test_core_set_is_well_formed_and_grounded():
    papers = {p.title: p for p in load_corpus()}
    questions = load_questions(CORE, {t: p.paper_id for t, p in papers.items()})
    kinds = Counter(q.kind for q in questions)
    assert len(questions) >= 60
    assert set(kinds) == {"factoid", "identify", "multi", "unanswerable", "adversarial"}
    assert kinds["unanswerable"] >= 10 and kinds["adversarial"] >= 5
    for q in questions:
        for must in q.must_include:
            assert any(contains(papers[t].abstract, must) for t in q.gold_titles), (q.id, must)
    answerable = [q for q in questions if q.answerable]
    named = [q for q in answerable if any(_name(t).lower() in q.question.lower() for t in q.gold_titles)]
    assert len(named) <= len(answerable) / 2, "at least half must not name the paper or its method"
    assert len({t for q in questions for t in q.gold_titles}) >= 45, "spread over the corpus"


SETS = sorted(Path("eval/questions").glob("*.jsonl"))


@pytest.mark.parametrize("path", SETS, ids=[p.stem for p in SETS])
def test_every_shipped_set_loads_and_its_figures_are_in_its_gold_abstracts(path):
    papers = {p.title: p for p in load_corpus()}
    questions = load_questions(path, {t: p.paper_id for t, p in papers.items()})
    for q in questions:
        for must in q.must_include:
            # a name asked for may be only in the title ("EmbodiedSAM: Online Segment …")
            where = (lambda t: f"{t} {papers[t].abstract}") if q.kind == "identify" else (lambda t: papers[t].abstract)
            assert any(contains(where(t), must) for t in q.gold_titles), (q.id, must)


def test_no_question_is_asked_twice():
    """A question asked again word for word, in any shipped set, would weigh twice in a tuning figure (or, across a
    split, leak a test question into tuning)."""
    asked = Counter(" ".join(json.loads(line)["question"].lower().split())
                    for path in SETS for line in path.read_text().splitlines() if line.strip())
    assert [q for q, n in asked.items() if n > 1] == []


def test_paraphrase_test_asks_about_papers_no_tuning_set_uses():
    def titles(path):
        return {t for line in path.read_text().splitlines() if line.strip() for t in json.loads(line)["gold_titles"]}
    test = Path("eval/questions/paraphrase-test.jsonl")
    tuned = set().union(*(titles(p) for p in SETS if not p.stem.endswith("-test")))
    assert titles(test) and not titles(test) & tuned


def _name(title: str) -> str:
    """The method name a title leads with ('ZeRO++: …' -> 'ZeRO++'), else its first three words."""
    return title.split(":")[0] if ":" in title else " ".join(title.split()[:3])


# Runs: resumable, append-only.

LONGGEN = ("A Little Goes a Long Way", "During inference, LongGen reduces KV cache memory by 62%.", 0.6)


def questions(n):
    return [Question(id=f"q{i}", question=f"How much does LongGen reduce KV cache memory (run {chr(97 + i)})?", kind="factoid",
                     answerable=True, gold_titles=["A Little Goes a Long Way"], must_include=["62%"], gold_ids=["p0"])
            for i in range(n)]


def test_interrupted_run_resumes_without_redoing_finished_questions(tmp_path):
    generator = ScriptedGenerator(*["LongGen reduces KV cache memory by 62% [1]."] * 5)
    pipeline = fake_pipeline(FixedRetriever([LONGGEN]), generator)
    real_ask = pipeline.ask

    def dies_on_third(question, **kw):
        if len(generator.calls) == 2:
            raise KeyboardInterrupt
        return real_ask(question, **kw)

    pipeline.ask = dies_on_third
    with pytest.raises(KeyboardInterrupt):
        run(pipeline, questions(5), tmp_path, progress=False)
    assert list(finished(tmp_path)) == ["q0", "q1"]
    pipeline.ask = real_ask
    rows = run(pipeline, questions(5), tmp_path, progress=False)
    assert [r["id"] for r in rows] == ["q0", "q1", "q2", "q3", "q4"]
    assert len(generator.calls) == 5  # q0 and q1 were not answered again
    assert all(r["scores"]["correct"] for r in rows)


def test_torn_last_line_is_dropped_and_that_question_redone(tmp_path):
    pipeline = fake_pipeline(FixedRetriever([LONGGEN]), ScriptedGenerator(*["By 62% [1]."] * 3))
    run(pipeline, questions(2), tmp_path, progress=False)
    with open(tmp_path / "results.jsonl", "a") as f:
        f.write('{"id": "q2", "answ')
    assert list(finished(tmp_path)) == ["q0", "q1"]
    assert (tmp_path / "results.jsonl").read_text().count("\n") == 2
    rows = run(pipeline, questions(3), tmp_path, progress=False)
    assert [r["id"] for r in rows] == ["q0", "q1", "q2"]


def test_a_question_that_fails_is_listed_and_the_run_goes_on_then_a_rerun_answers_it(tmp_path):
    generator = ScriptedGenerator(*["LongGen reduces KV cache memory by 62% [1]."] * 4)
    pipeline = fake_pipeline(FixedRetriever([LONGGEN]), generator)
    real_ask = pipeline.ask

    def breaks_on_b(question, **kw):
        if "(run b)" in question:
            raise ValueError("a bug in one rule")
        return real_ask(question, **kw)

    pipeline.ask = breaks_on_b
    rows = run(pipeline, questions(3), tmp_path, progress=False)
    assert [r["id"] for r in rows] == ["q0", "q2"] and list(finished(tmp_path)) == ["q0", "q2"]
    [error] = failed(tmp_path)
    assert error["id"] == "q1" and error["error"] == "ValueError: a bug in one rule"
    assert "breaks_on_b" in error["traceback"]
    assert summarise(rows, {}, failed(tmp_path))["failed"] == ["q1"]
    pipeline.ask = real_ask
    rows = run(pipeline, questions(3), tmp_path, progress=False)
    assert [r["id"] for r in rows] == ["q0", "q1", "q2"] and all(r["scores"]["correct"] for r in rows)
    assert len(generator.calls) == 3 and failed(tmp_path) == [] and not (tmp_path / "errors.jsonl").exists()


def test_a_failing_question_in_a_real_eval_run_is_a_message_and_exit_1_and_the_rest_is_saved(bundled_home, tmp_path):
    env = {**os.environ, "RAG_HOME": str(bundled_home)}
    qfile = tmp_path / "three.jsonl"
    qfile.write_text("".join(line for line in open(CORE).readlines()[:3]))
    second = json.loads(open(CORE).readlines()[1])["question"]
    out = tmp_path / "run"
    args = ["eval", "run", "--questions", str(qfile), "--out", str(out), "--no-llm"]
    # one question meets a bug: the fault is put into a real `rag` process
    fault = ("import sys, rag.pipeline as p\n"
             "ask = p.Pipeline.ask\n"
             "def broken(self, question, **kw):\n"
             f"    if question == {second!r}: raise IndexError('list index out of range')\n"
             "    return ask(self, question, **kw)\n"
             "p.Pipeline.ask = broken\n"
             "from cli.main import main\n"
             f"sys.argv = ['rag', *{args!r}]\n"
             "main()\n")
    done = subprocess.run([sys.executable, "-c", fault], env=env, capture_output=True, text=True)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert "1 of 3 questions failed with an unexpected error" in done.stderr and "core-002" in done.stderr
    assert "Rerun the same command" in done.stderr and "errors.jsonl" in done.stderr
    assert sorted(finished(out)) == ["core-001", "core-003"]
    assert [e["id"] for e in failed(out)] == ["core-002"] and "IndexError" in failed(out)[0]["traceback"]
    summary = json.loads((out / "summary.json").read_text())
    assert summary["failed"] == ["core-002"] and summary["metrics"]["questions"] == 2
    assert "1 question failed with an unexpected error and is not scored" in (out / "report.md").read_text()
    again = subprocess.run([sys.executable, "-m", "rag", *args, "--json"], env=env, capture_output=True, text=True)
    assert again.returncode == 0, again.stderr
    assert sorted(finished(out)) == ["core-001", "core-002", "core-003"] and failed(out) == []
    assert json.loads(again.stdout)["failed"] == []


def test_killed_eval_run_resumes_from_the_command_line(bundled_home, tmp_path):
    env = {**os.environ, "RAG_HOME": str(bundled_home)}
    qfile = tmp_path / "three.jsonl"
    qfile.write_text("".join(line for line in open(CORE).readlines()[:3]))
    out = tmp_path / "run"
    cmd = [sys.executable, "-m", "rag", "eval", "run", "--questions", str(qfile), "--out", str(out)]
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 300
    while not ((out / "results.jsonl").exists() and (out / "results.jsonl").read_text().count("\n") >= 1):
        assert proc.poll() is None and time.time() < deadline, "the run ended before it could be killed"
        time.sleep(0.05)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    before = (out / "results.jsonl").read_text().splitlines()
    assert 1 <= len(before) < 3
    done = subprocess.run(cmd + ["--json"], env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    after = (out / "results.jsonl").read_text().splitlines()
    assert after[: len(before)] == before and len(after) == 3
    assert sorted(json.loads(line)["id"] for line in after) == ["core-001", "core-002", "core-003"]
    summary = json.loads((out / "summary.json").read_text())
    assert summary["metrics"]["questions"] == 3 and summary["metrics"]["citation_validity"] == 1.0
    for name in ("report.md", "metrics.png", "latency.png"):
        assert (out / name).stat().st_size > 0
