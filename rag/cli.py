"""The `rag` command line. Library errors become one-line messages and a non-zero exit here."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from index.errors import RagError


def _resources(settings_overrides: dict | None = None):
    from rag.resources import Resources
    from rag.settings import Settings

    return Resources(Settings(**(settings_overrides or {})))


def _print_json(data) -> None:
    click.echo(json.dumps(data, indent=2, ensure_ascii=False))


class RagGroup(click.Group):
    """Turns domain errors into a clear message and exit code 1; never a traceback."""

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except RagError as exc:
            click.secho(f"error: {exc.message}", fg="red", err=True)
            if exc.hint:
                click.echo(exc.hint, err=True)
            sys.exit(1)


@click.group(cls=RagGroup, context_settings={"help_option_names": ["-h", "--help"]})
def cli():
    """Ask questions about a collection of research papers, answered by a local model.

    \b
    Example:
      rag index build
      rag search "How much does LongGen reduce KV cache memory?"
    """


@cli.group("index")
def index_group():
    """Build and inspect the search index.

    \b
    Example:
      rag index build
      rag index info --json
    """


@index_group.command("build")
@click.option("--corpus", "corpus", multiple=True, type=click.Path(path_type=Path),
              help="Corpus file or folder (.txt pages, .jsonl, .csv); repeatable. Default: the bundled papers.")
@click.option("--json", "as_json", is_flag=True, help="Print the manifest as JSON.")
def index_build(corpus: tuple[Path, ...], as_json: bool):
    """Parse, chunk and embed the corpus, then swap the new index in atomically.

    \b
    Example:
      rag index build
      rag index build --corpus my_papers.jsonl
    """
    res = _resources()
    manifest = res.build_index(list(corpus) or None, progress=not as_json)
    if as_json:
        _print_json(manifest.model_dump())
    else:
        click.echo(f"Built index: {manifest.papers} papers, {manifest.chunks} chunks, "
                   f"{manifest.index_type} vectors, in {manifest.build_seconds:.1f} s -> {res.settings.home}")


@index_group.command("info")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
def index_info(as_json: bool):
    """Describe the current index.

    \b
    Example:
      rag index info --json
    """
    from index.load import read_manifest

    res = _resources()
    m = read_manifest(res.settings.home)
    info = {
        "home": str(res.settings.home),
        "papers": m.papers,
        "chunks": m.chunks,
        "embedding_model": m.embedding_model.name,
        "embedding_sha256": m.embedding_model.sha256,
        "index_type": m.index_type,
        "chunk_tokens": m.chunking.max_tokens,
        "corpus_fingerprint": m.corpus_fingerprint,
        "built_at": m.built_at,
        "build_seconds": m.build_seconds,
    }
    if as_json:
        _print_json(info)
    else:
        for key, value in info.items():
            click.echo(f"{key:20} {value}")


@cli.command("search")
@click.argument("query")
@click.option("-k", "k", type=click.IntRange(1, 50), default=None, help="Papers to return (default: settings, 5).")
@click.option("--mode", type=click.Choice(["hybrid", "dense", "bm25"]), default=None, help="Retriever (default hybrid).")
@click.option("--json", "as_json", is_flag=True, help="Print results as JSON.")
def search(query: str, k: int | None, mode: str | None, as_json: bool):
    """Rank papers for a query, without a language model.

    \b
    Example:
      rag search "How much does LongGen reduce KV cache memory?" -k 3 --json
    """
    if not query.strip():
        raise RagError("The query is empty.", "Give some words to search for.")
    result = _resources().retriever.search(query, k=k, mode=mode)
    if as_json:
        _print_json(result.model_dump(include={"query", "mode", "results", "timings"}))
        return
    for i, hit in enumerate(result.results, 1):
        click.echo(f"{i}. {hit.title}  [{hit.paper_id}]  score={hit.score:.4f}")
        if hit.chunks:
            click.echo(f"   {hit.chunks[0].text[:160]}…")


@cli.command("ask")
@click.argument("question")
@click.option("-k", "k", type=click.IntRange(1, 20), default=None, help="Papers to retrieve (default 5).")
@click.option("--model", default=None, help="Generator name from models.lock (default: by device).")
@click.option("--model-path", type=click.Path(path_type=Path), default=None, help="Run this GGUF file instead.")
@click.option("--device", type=click.Choice(["auto", "cpu", "gpu"]), default=None, help="Where llama.cpp runs (default auto).")
@click.option("--no-llm", is_flag=True, help="Extractive answer: best-matching source sentences, no model.")
@click.option("--json", "as_json", is_flag=True, help="Print the whole result as JSON.")
def ask(question: str, k, model, model_path, device, no_llm: bool, as_json: bool):
    """Answer a question from the papers, citing each paper used, or say they don't answer it.

    \b
    Example:
      rag ask "How much does LongGen reduce KV cache memory during inference?"
      rag ask "Which method estimates depth with Stable Diffusion?" --no-llm --json
    """
    from rag.answer import Answer
    from rag.pipeline import Pipeline

    generation = {key: value for key, value in
                  {"model": model, "model_path": model_path, "device": device}.items() if value is not None}
    pipeline = Pipeline(_resources({"generation": generation} if generation else None))
    answer = None
    for item in pipeline.stream(question, k=k, no_llm=no_llm):
        if isinstance(item, Answer):
            answer = item
        elif not as_json:
            click.echo(item, nl=False)
    if as_json:
        _print_json(answer.model_dump(mode="json"))
        return
    _print_answer(answer, streamed=not no_llm)


def _print_answer(answer, streamed: bool) -> None:
    if streamed:
        click.echo()
        if answer.draft is not None:
            click.secho("Checked answer:", bold=True)
    if not streamed or answer.draft is not None:
        click.echo(answer.answer)
    listed = answer.sources if not answer.abstained else answer.possibly_related
    if listed:
        click.secho("\nPossibly related:" if answer.abstained else "\nSources:", bold=True)
        for s in listed:
            click.echo(f"  [{s.n}] {s.title}" + (f" ({s.date})" if s.date else ""))
    for warning in answer.warnings:
        click.secho(f"warning: {warning}", fg="yellow", err=True)


@cli.command("ui")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to bind (loopback by default).")
@click.option("--port", type=click.IntRange(1, 65535), default=7860, show_default=True, help="Port to serve on.")
def ui(host: str, port: int):
    """Serve the chat page (Gradio). Never shared publicly; bind another host only on purpose.

    \b
    Example:
      rag ui --port 7860     # then open http://127.0.0.1:7860
    """
    from ui.app import launch

    click.echo(f"Serving on http://{host}:{port} (Ctrl+C stops)")
    launch(_resources(), host=host, port=port)


@cli.command("bench")
@click.option("--quick", is_flag=True, help="Stop the scale test at 100k chunks (under 15 minutes here).")
@click.option("--save", is_flag=True, help="Also write bench/results/<date>-<device>.json.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object instead of a table.")
def bench(quick: bool, save: bool, as_json: bool):
    """Speed and scale figures, each beside the bare library it wraps, with min/median/max.

    \b
    Example:
      rag bench --quick --json
      rag bench --save
    """
    from rag.bench.run import run_all, save as save_result, table

    res = _resources()
    result = run_all(res, quick, say=lambda text: click.echo(text, err=True))
    if save:
        click.echo(f"saved {save_result(result)}", err=True)
    click.echo(json.dumps(result, indent=2) if as_json else table(result))


@cli.group("eval")
def eval_group():
    """Score answers against a hand-written question set.

    \b
    Example:
      rag eval run --questions eval/questions/core.jsonl --out runs/core
      rag eval compare runs/before runs/after
    """


def _load_questions(res, path: Path):
    from eval.questions import load_questions

    return load_questions(path, res.index.store.paper_by_title())


@eval_group.command("run")
@click.option("--questions", "questions_file", required=True, type=click.Path(path_type=Path),
              help="Question set (JSONL).")
@click.option("--out", type=click.Path(path_type=Path), default=None,
              help="Run folder (default runs/<questions file name>); rerunning it resumes.")
@click.option("--limit", type=click.IntRange(1), default=None, help="Only the first N questions.")
@click.option("--no-llm", is_flag=True, help="Extractive answers: retrieval and checks without a model.")
@click.option("--model", default=None, help="Generator name from models.lock.")
@click.option("--json", "as_json", is_flag=True, help="Print summary.json instead of a table.")
def eval_run(questions_file: Path, out: Path | None, limit, no_llm: bool, model, as_json: bool):
    """Answer every question once (models loaded once), appending each result to
    OUT/results.jsonl as it finishes; then write summary.json, report.md and plots.

    \b
    Example:
      rag eval run --questions eval/questions/core.jsonl --out runs/core
      rag eval run --questions eval/questions/core.jsonl --out runs/core-nollm --no-llm
    """
    from eval.harness import run, summarise
    from eval.report import write_reports

    res = _resources({"generation": {"model": model}} if model else None)
    questions = _load_questions(res, questions_file)[:limit]
    out = out or Path("runs") / questions_file.stem
    from rag.pipeline import Pipeline

    pipeline = Pipeline(res)
    rows = run(pipeline, questions, out, no_llm=no_llm, progress=not as_json)
    identity = None if no_llm else res.generator.identity
    meta = {"questions_file": str(questions_file), "model": identity.name if identity else None,
            "model_sha256": identity.sha256 if identity else None, "no_llm": no_llm,
            "prompt_version": res.settings.answer.prompt_version,
            "index_fingerprint": res.index.manifest.corpus_fingerprint}
    summary = summarise(rows, meta)
    write_reports(out, summary, rows)
    if as_json:
        _print_json(summary)
        return
    for key, value in summary["metrics"].items():
        click.echo(f"{key:24} {value}")
    click.echo(f"\nWrote {out}/results.jsonl, summary.json, report.md, metrics.png, latency.png")


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
        _print_json(result)
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
    from rag.pipeline import Pipeline

    res = _resources()
    result = sweep(Pipeline(res), _load_questions(res, questions_file))
    if as_json:
        _print_json(result)
        return
    click.echo("threshold  abstained  precision  recall(unanswerable)  coverage(answerable)")
    for r in result["rows"]:
        click.echo(f"{r['threshold']:9}  {r['abstained']:9}  {r['precision']!s:>9}  {r['recall']!s:>20}  {r['coverage']!s:>20}")
    click.echo(f"\nsuggested: RAG_ANSWER__MIN_RELEVANCE={result['suggested']} "
               f"(most unanswerable caught with coverage >= {result['min_coverage']})")


@cli.group("models")
def models_group():
    """Fetch, list and verify the pinned models of models.lock.

    \b
    Example:
      rag models fetch
      rag models verify --json
    """


def _lock_entries(res, name: str | None):
    from rag.lockfile import load_lock

    lock = load_lock(res.settings.models_lock)
    return [lock.get(name)] if name else lock.model


@models_group.command("fetch")
@click.argument("name", required=False)
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
def models_fetch(name: str | None, as_json: bool):
    """Download, assemble and verify a pinned model (default: the CPU default generator).

    \b
    Example:
      rag models fetch
      rag models fetch qwen2.5-coder-1.5b-instruct
    """
    from rag.fetch import fetch
    from rag.lockfile import load_lock

    res = _resources()
    lock = load_lock(res.settings.models_lock)
    entry = lock.get(name) if name else lock.default_generator("cpu")
    result = fetch(entry, res.settings, progress=not as_json)
    if as_json:
        _print_json(result.model_dump())
    else:
        click.echo(f"{result.name}: verified sha256 {result.sha256} -> {result.path}")


@models_group.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
def models_list(as_json: bool):
    """List the models of models.lock and whether each is installed and verified.

    \b
    Example:
      rag models list --json
    """
    _show_status(_resources(), None, as_json)


@models_group.command("verify")
@click.argument("name", required=False)
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
def models_verify(name: str | None, as_json: bool):
    """Check installed models against the sha256 in models.lock; exit 1 if any fails.

    \b
    Example:
      rag models verify --json
      rag models verify qwen2.5-coder-0.5b-instruct
    """
    rows = _show_status(_resources(), name, as_json, only_installed=name is None)
    if not rows or not all(r.verified for r in rows):
        sys.exit(1)


def _show_status(res, name, as_json: bool, only_installed: bool = False):
    from rag.fetch import status

    rows = [status(entry, res.settings) for entry in _lock_entries(res, name)]
    if only_installed:
        rows = [r for r in rows if r.installed]
    if as_json:
        _print_json({"models": [r.model_dump() for r in rows]})
    else:
        for r in rows:
            state = "verified" if r.verified else ("MISMATCH" if r.installed else "not installed")
            click.echo(f"{r.name:32} {r.role:10} {r.size / 1e6:8.1f} MB  {state}")
    return rows


def main():
    cli(prog_name="rag")
