"""`rag search` and `rag ask`: rank papers for a query; answer a question from them."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import click

from cli.common import filter_options, make_filters, print_json, resources, safe
from common.errors import RagError


@click.command("search")
@click.argument("query")
@click.option("-k", "k", type=click.IntRange(1, 50), default=None, help="Papers to return (default: settings, 5).")
@click.option("--mode", type=click.Choice(["hybrid", "dense", "bm25"]), default=None, help="Retriever (default hybrid).")
@filter_options
@click.option("--json", "as_json", is_flag=True, help="Print results as JSON.")
def search(query: str, k: int | None, mode: str | None, since, until, min_upvotes, org, as_json: bool):
    """Rank papers for a query, without a language model.

    \b
    Example:
      rag search "How much does LongGen reduce KV cache memory?" -k 3 --json
      rag search "KV cache compression" --since 2024-06-01 -k 10
    """
    if not query.strip():
        raise RagError("The query is empty.", "Give some words to search for.")
    filters = make_filters(since, until, min_upvotes, org)
    result = resources().retriever.search(query, k=k, mode=mode, filters=filters)
    if as_json:
        print_json(result.model_dump(mode="json", include={"query", "mode", "results", "filters", "excluded",
                                                           "excluded_undated", "timings"}))
        return
    if result.excluded:
        click.secho(f"filters left out {result.excluded} papers ({result.excluded_undated or 0} with no dated year)",
                    err=True, dim=True)
    for i, hit in enumerate(result.results, 1):
        click.echo(safe(f"{i}. {hit.title}  [{hit.paper_id}]  score={hit.score:.4f}"))
        if hit.chunks:
            click.echo(safe(f"   {hit.chunks[0].text[:160]}…"))


@click.command("ask")
@click.argument("question")
@click.option("-k", "k", type=click.IntRange(1, 20), default=None, help="Papers to retrieve (default 5).")
@click.option("--model", default=None, help="Generator name from models.lock (default: by device).")
@click.option("--model-path", type=click.Path(path_type=Path), default=None, help="Run this GGUF file instead.")
@click.option("--device", type=click.Choice(["auto", "cpu", "gpu"]), default=None, help="Where llama.cpp runs (default auto).")
@click.option("--no-llm", is_flag=True, help="Extractive answer: best-matching source sentences, no model.")
@filter_options
@click.option("--bib", "bib", type=click.Path(path_type=Path), default=None,
              help="Append the cited papers to this BibTeX file (no duplicates).")
@click.option("--json", "as_json", is_flag=True, help="Print the whole result as JSON.")
def ask(question: str, k, model, model_path, device, no_llm: bool, since, until, min_upvotes, org, bib,
        as_json: bool):
    """Answer a question from the papers, citing each paper used, or say they don't answer it.

    \b
    Example:
      rag ask "How much does LongGen reduce KV cache memory during inference?"
      rag ask "Which method estimates depth with Stable Diffusion?" --no-llm --json
      rag ask "How much does LongGen reduce KV cache memory?" --since 2024-01-01 --bib refs.bib
    """
    generation = {key: value for key, value in
                  {"model": model, "model_path": model_path, "device": device}.items() if value is not None}
    filters = make_filters(since, until, min_upvotes, org)
    res = resources({"generation": generation} if generation else None)
    pipeline = res.pipeline()
    stream = pipeline.stream(question, k=k, no_llm=no_llm, filters=filters)
    draft = Draft(live=not as_json and sys.stdout.isatty())
    for piece in stream:
        draft.show(piece)
    draft.erase()
    if bib is not None:
        added = _append_bib(res, stream.answer, bib)
        click.secho(f"{bib}: {added} new entr{'y' if added == 1 else 'ies'}", err=True, dim=True)
    if as_json:
        print_json(stream.answer.model_dump(mode="json"))
        return
    _print_answer(stream.answer)


class Draft:
    """The model's words as they come, on a terminal only, dimmed and marked as a draft, then
    erased: what stays on screen (and all that a pipe gets) is the checked answer."""

    LABEL = "draft, being checked: "

    def __init__(self, live: bool):
        self.live, self.text = live, ""

    def show(self, piece: str) -> None:
        if self.live:
            if not self.text:
                click.secho(self.LABEL, dim=True, nl=False)
            self.text += safe(piece)
            click.secho(safe(piece), dim=True, nl=False)

    def erase(self) -> None:
        if self.live and self.text:
            width = shutil.get_terminal_size().columns or 80
            rows = sum(max(1, -(-len(line) // width)) for line in (self.LABEL + self.text).split("\n"))
            click.echo("\r" + ("\x1b[1A" * (rows - 1)) + "\x1b[J", nl=False)


def _append_bib(res, answer, path: Path) -> int:
    from rag.bibtex import append_entries, cited_papers

    return append_entries(path, cited_papers(answer, res.index.store))


def _print_answer(answer) -> None:
    click.echo(safe(answer.answer))
    for part in answer.parts:
        mark, fg = ("answered", "green") if part.status == "answered" else ("not stated in the sources", "yellow")
        click.secho(safe(f"  part: {part.text} — {mark}"), fg=fg)
    listed = answer.sources if not answer.abstained else answer.possibly_related
    if listed:
        click.secho("\nPossibly related:" if answer.abstained else "\nSources:", bold=True)
        for s in listed:
            click.echo(safe(f"  [{s.n}] {s.title}" + (f" ({s.date})" if s.date else "") + (f" {s.url}" if s.url else "")))
    for warning in answer.warnings:
        click.secho(safe(f"warning: {warning}"), fg="yellow", err=True)
