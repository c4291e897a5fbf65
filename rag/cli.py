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
