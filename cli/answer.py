"""`rag search` and `rag ask`: rank papers for a query; answer a question from them."""

from __future__ import annotations

from pathlib import Path

import click

from cli.common import print_json, resources
from common.errors import RagError


@click.command("search")
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
    result = resources().retriever.search(query, k=k, mode=mode)
    if as_json:
        print_json(result.model_dump(include={"query", "mode", "results", "timings"}))
        return
    for i, hit in enumerate(result.results, 1):
        click.echo(f"{i}. {hit.title}  [{hit.paper_id}]  score={hit.score:.4f}")
        if hit.chunks:
            click.echo(f"   {hit.chunks[0].text[:160]}…")


@click.command("ask")
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
    generation = {key: value for key, value in
                  {"model": model, "model_path": model_path, "device": device}.items() if value is not None}
    pipeline = resources({"generation": generation} if generation else None).pipeline()
    stream = pipeline.stream(question, k=k, no_llm=no_llm)
    streamed = False
    for piece in stream:
        if not as_json:
            click.echo(piece, nl=False)
            streamed = True
    if as_json:
        print_json(stream.answer.model_dump(mode="json"))
        return
    _print_answer(stream.answer, streamed)


def _print_answer(answer, streamed: bool) -> None:
    """After a streamed draft, the answer is printed again only when the checker changed it."""
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
