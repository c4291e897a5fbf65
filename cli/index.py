"""`rag index`: build and inspect the search index."""

from __future__ import annotations

from pathlib import Path

import click

from cli.common import print_json, resources, safe


@click.group("index")
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
    res = resources()
    manifest = res.build_index(list(corpus) or None, progress=not as_json)
    for notice in manifest.notices:
        click.secho(safe(f"note: {notice}"), fg="yellow", err=True)
    if as_json:
        print_json(manifest.model_dump())
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

    res = resources()
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
        print_json(info)
    else:
        for key, value in info.items():
            click.echo(f"{key:20} {value}")
