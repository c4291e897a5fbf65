"""`rag eval`: score answers against a hand-written question set."""

from __future__ import annotations

from pathlib import Path

import click

from cli.common import print_json, resources


@click.group("eval")
def eval_group():
    """Score answers against a hand-written question set.

    \b
    Example:
      rag eval run --questions eval/questions/core.jsonl --out runs/core
      rag eval compare runs/before runs/after
    """


def _load_questions(res, path: Path):
    from eval.questions import load_questions

    return load_questions(path, res.index.store.paper_by_title(), res.settings.answer.max_question_chars)


@eval_group.command("run")
@click.option("--questions", "questions_file", required=True, type=click.Path(path_type=Path),
              help="Question set (JSONL).")
@click.option("--out", type=click.Path(path_type=Path), default=None,
              help="Run folder (default runs/<questions file name>); rerunning it resumes.")
@click.option("--limit", type=click.IntRange(1), default=None, help="Only the first N questions.")
@click.option("--no-llm", is_flag=True, help="Extractive answers: retrieval and checks without a model.")
@click.option("--model", default=None, help="Generator name from models.lock.")
@click.option("--force", is_flag=True, help="Start OUT over, discarding its results (a run of other settings).")
@click.option("--json", "as_json", is_flag=True, help="Print summary.json instead of a table.")
def eval_run(questions_file: Path, out: Path | None, limit, no_llm: bool, model, force: bool, as_json: bool):
    """Answer every question once (models loaded once), appending each result to
    OUT/results.jsonl as it finishes; then write summary.json, report.md and plots.

    \b
    Example:
      rag eval run --questions eval/questions/core.jsonl --out runs/core
      rag eval run --questions eval/questions/core.jsonl --out runs/core-nollm --no-llm
    """
    from common.errors import RagError
    from eval.harness import ERRORS, failed, run, run_meta, summarise
    from eval.report import write_reports

    res = resources({"generation": {"model": model}} if model else None)
    questions = _load_questions(res, questions_file)[:limit]
    out = out or Path("runs") / questions_file.stem
    pipeline = res.pipeline()
    rows = run(pipeline, questions, out, no_llm=no_llm, progress=not as_json, force=force)
    errors = failed(out)
    summary = summarise(rows, run_meta(pipeline, questions_file, no_llm), errors)
    write_reports(out, summary, rows)
    if as_json:
        print_json(summary)
    else:
        for key, value in summary["metrics"].items():
            click.echo(f"{key:24} {value}")
        click.echo(f"\nWrote {out}/results.jsonl, summary.json, report.md, metrics.png, latency.png")
    if errors:
        ids = ", ".join(e["id"] for e in errors[:5]) + (", …" if len(errors) > 5 else "")
        raise RagError(f"{len(errors)} of {len(questions)} questions failed with an unexpected error and are "
                       f"not scored ({ids}); the other results are saved.",
                       f"Their errors are in {out / ERRORS}. Rerun the same command to answer only those again; "
                       "if they fail again, report the error with that file.")


@eval_group.command("compare")
@click.argument("run_a", type=click.Path(path_type=Path))
@click.argument("run_b", type=click.Path(path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
def eval_compare(run_a: Path, run_b: Path, as_json: bool):
    """Per-metric deltas (B - A) and the questions whose verdict flipped.

    \b
    Example:
      rag eval compare runs/core-nollm runs/core
    """
    from eval.compare import compare

    result = compare(run_a, run_b)
    if as_json:
        print_json(result)
        return
    for key, d in result["metrics"].items():
        click.echo(f"{key:24} {d['a']!s:>10} -> {d['b']!s:<10} ({d['delta']:+})")
    click.echo(f"\n{len(result['flipped'])} verdicts flipped")
    for f in result["flipped"]:
        click.echo(f"  {f['id']} ({f['kind']}): {'correct' if f['a'] else 'wrong'} -> {'correct' if f['b'] else 'wrong'}")


@eval_group.command("tune-abstain")
@click.option("--questions", "questions_file", required=True, type=click.Path(path_type=Path),
              help="Question set (JSONL) with unanswerable questions.")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
def eval_tune(questions_file: Path, as_json: bool):
    """Sweep the retrieval-score abstention threshold and suggest one (no model needed).

    \b
    Example:
      rag eval tune-abstain --questions eval/questions/core.jsonl
    """
    from eval.tune import sweep

    res = resources()
    result = sweep(res.pipeline(), _load_questions(res, questions_file))
    if as_json:
        print_json(result)
        return
    click.echo("threshold  abstained  precision  recall(unanswerable)  coverage(answerable)")
    for r in result["rows"]:
        click.echo(f"{r['threshold']:9}  {r['abstained']:9}  {r['precision']!s:>9}  {r['recall']!s:>20}  {r['coverage']!s:>20}")
    click.echo(f"\nsuggested: RAG_ANSWER__MIN_RELEVANCE={result['suggested']} "
               f"(most unanswerable caught with coverage >= {result['min_coverage']})")
