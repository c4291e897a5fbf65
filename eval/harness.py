"""Batch runs: answer every question once with models loaded once, append each result to
`results.jsonl` as it finishes, and resume a run by skipping finished ids.

A crash can at worst leave a torn last line; it is dropped (and the file rewritten atomically)
on the next run, so that question is simply answered again. A question whose answer fails with an
unexpected error (a bug, not a missing model or index) does not stop the run: it is listed in
`errors.jsonl` with its traceback, left out of the results, and answered again on the next run.
"""

from __future__ import annotations

import json
import os
import traceback
from pathlib import Path

from tqdm import tqdm

from common.atomic import write_text_atomic
from common.errors import RagError
from common.text import jsonl_lines
from eval.metrics import aggregate, by_kind, question_scores
from eval.questions import Question
from rag.pipeline import Pipeline

RESULTS = "results.jsonl"
ERRORS = "errors.jsonl"
RETRIEVE_K = 10


def finished(out: Path) -> dict[str, dict]:
    """Results already in `out/results.jsonl`, by id; a torn last line is removed."""
    path = out / RESULTS
    if not path.exists():
        return {}
    rows, good_lines, torn = {}, [], False
    for line in jsonl_lines(path.read_text(encoding="utf-8")):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            rows[row["id"]] = row
            good_lines.append(line)
        except (json.JSONDecodeError, KeyError, TypeError):
            torn = True
    if torn:
        write_text_atomic(path, "".join(f"{line}\n" for line in good_lines))
    return rows


def append(out: Path, row: dict) -> None:
    with open(out / RESULTS, "a", encoding="utf-8") as f:
        f.write(json.dumps(row, ensure_ascii=False) + "\n")
        f.flush()
        os.fsync(f.fileno())


def run(pipeline: Pipeline, questions: list[Question], out: Path, no_llm: bool = False,
        progress: bool = True, force: bool = False) -> list[dict]:
    """Answer the questions not yet in `out`; return all rows in question order. A run folder
    holds one setting (model, mode, prompt, index): resuming with another is refused, and
    `force` starts the folder over."""
    out.mkdir(parents=True, exist_ok=True)
    _claim(out, run_identity(pipeline, no_llm), force)
    done = finished(out)
    todo = [q for q in questions if q.id not in done]
    errors: list[dict] = []
    _write_errors(out, errors)
    for question in tqdm(todo, desc="questions", disable=not progress, initial=len(questions) - len(todo),
                         total=len(questions)):
        try:
            done[question.id] = answer_one(pipeline, question, no_llm)
        except RagError:
            raise  # the setting itself is broken (model, index): every other question would fail too
        except Exception as exc:  # noqa: BLE001 - one question's bug must not cost the rest of the run
            errors.append({"id": question.id, "question": question.question,
                           "error": f"{type(exc).__name__}: {exc}", "traceback": traceback.format_exc()})
            _write_errors(out, errors)
            continue
        append(out, done[question.id])
    return [done[q.id] for q in questions if q.id in done]


def failed(out: Path) -> list[dict]:
    """The questions of the last run in `out` whose answer failed with an unexpected error."""
    path = out / ERRORS
    if not path.exists():
        return []
    return [json.loads(line) for line in jsonl_lines(path.read_text(encoding="utf-8")) if line.strip()]


def _write_errors(out: Path, errors: list[dict]) -> None:
    path = out / ERRORS
    if errors:
        write_text_atomic(path, "".join(json.dumps(e, ensure_ascii=False) + "\n" for e in errors))
    else:
        path.unlink(missing_ok=True)


def answer_one(pipeline: Pipeline, question: Question, no_llm: bool) -> dict:
    ranked = [h.paper_id for h in pipeline.retriever.search(question.question, k=RETRIEVE_K).results]
    answer = pipeline.ask(question.question, no_llm=no_llm).model_dump(mode="json")
    return {
        "id": question.id,
        "kind": question.kind,
        "answerable": question.answerable,
        "paraphrased": question.paraphrased,
        "question": question.question,
        "gold_ids": question.gold_ids,
        "retrieved": ranked,
        "answer": answer,
        "scores": question_scores(question, answer, ranked),
    }


RUN = "run.json"
IDENTITY = ("model", "model_sha256", "no_llm", "prompt_version", "index_fingerprint")


def run_identity(pipeline: Pipeline, no_llm: bool) -> dict:
    p = pipeline.provenance(no_llm)
    return {"model": p.model, "model_sha256": p.model_sha256, "no_llm": no_llm,
            "prompt_version": p.prompt_version, "index_fingerprint": p.index_fingerprint}


def _claim(out: Path, identity: dict, force: bool) -> None:
    """Record what this run folder holds; refuse to mix another setting into it."""
    path, results = out / RUN, out / RESULTS
    if force:
        for name in (RESULTS, ERRORS, RUN, "summary.json", "report.md", "metrics.png", "latency.png"):
            (out / name).unlink(missing_ok=True)
    if results.exists() and results.stat().st_size:
        try:
            held = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            held = None
        if held is None:
            raise RagError(f"{out} holds results but no {RUN}, so what produced them is unknown.",
                           "Use another --out, or --force to start this folder over.")
        differ = [k for k in IDENTITY if held.get(k) != identity[k]]
        if differ:
            what = "; ".join(f"{k}: {held.get(k)} -> {identity[k]}" for k in differ)
            raise RagError(f"{out} holds a run with other settings ({what}); resuming would mix them.",
                           "Use another --out, or --force to start this folder over.")
    write_text_atomic(path, json.dumps(identity, indent=2))


def run_meta(pipeline: Pipeline, questions_file: Path, no_llm: bool) -> dict:
    """What produced a run, from the same provenance every answer carries."""
    return {"questions_file": str(questions_file), **run_identity(pipeline, no_llm)}


def summarise(rows: list[dict], meta: dict, errors: list[dict] | None = None) -> dict:
    """Metrics over the answered questions; `failed` names those an unexpected error left unanswered."""
    return {"meta": meta, "metrics": aggregate(rows), "by_kind": by_kind(rows),
            "failed": [e["id"] for e in errors or []]}
