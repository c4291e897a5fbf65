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
@click.option("--category", multiple=True, help="arXiv snapshot: keep papers in this category (cs.LG) or archive "
              "(cs); repeatable.")
@click.option("--since", default=None, metavar="YYYY-MM-DD", help="arXiv snapshot: keep papers first posted on or after.")
@click.option("--engine", type=click.Choice(["local", "ray"]), default=None,
              help="Embed here (local, the default) or on Ray actors (RAY_ADDRESS, else a local Ray).")
@click.option("--json", "as_json", is_flag=True, help="Print the manifest as JSON.")
def index_build(corpus: tuple[Path, ...], category: tuple[str, ...], since: str | None, engine: str | None,
                as_json: bool):
    """Parse, chunk and embed the corpus, then swap the new index in atomically.

    \b
    Example:
      rag index build
      rag index build --corpus my_papers.jsonl
      rag index build --corpus arxiv-metadata-oai-snapshot.json --category cs.LG --since 2024-01-01
      RAY_ADDRESS=head-node:6379 rag index build --engine ray --corpus big.jsonl
    """
    res = resources()
    manifest = res.build_index(list(corpus) or None, progress=not as_json, arxiv=_slice(category, since),
                               engine=engine)
    for notice in manifest.notices:
        click.secho(safe(f"note: {notice}"), fg="yellow", err=True)
    if as_json:
        print_json(manifest.model_dump())
    else:
        click.echo(f"Built index: {manifest.papers} papers, {manifest.chunks} chunks, "
                   f"{manifest.index_type} vectors, in {manifest.build_seconds:.1f} s -> {res.settings.home}")
        _say_engine(manifest.engine)


@index_group.command("add")
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--category", multiple=True, help="arXiv snapshot: keep papers in this category; repeatable.")
@click.option("--since", default=None, metavar="YYYY-MM-DD", help="arXiv snapshot: keep papers first posted on or after.")
@click.option("--engine", type=click.Choice(["local", "ray"]), default=None,
              help="Embed here (local, the default) or on Ray actors (RAY_ADDRESS, else a local Ray).")
@click.option("--json", "as_json", is_flag=True, help="Print the new manifest as JSON.")
def index_add(files: tuple[Path, ...], category: tuple[str, ...], since: str | None, engine: str | None,
              as_json: bool):
    """Add papers to the current index without re-embedding the indexed ones (same id: skipped).

    \b
    Example:
      rag index add new_papers.jsonl
      rag index add library.bib more.csv --json
    """
    res = resources()
    manifest, skipped = res.add_to_index(list(files), progress=not as_json, arxiv=_slice(category, since),
                                         engine=engine)
    for notice in manifest.notices:
        click.secho(safe(f"note: {notice}"), fg="yellow", err=True)
    if as_json:
        print_json({**manifest.model_dump(), "skipped_already_indexed": skipped})
    else:
        click.echo(f"Index now: {manifest.papers} papers, {manifest.chunks} chunks ({skipped} already indexed, "
                   f"skipped), in {manifest.build_seconds:.1f} s -> {res.settings.home}")
        _say_engine(manifest.engine)


def _say_engine(report: dict) -> None:
    if report.get("engine") == "ray":
        nodes = ", ".join(f"node {n['node_id'][:8]}: {n['actors']} actor(s), {n['texts']} texts" for n in report["nodes"])
        click.echo(f"Embedded on Ray ({report['address']}, {report['cluster_cpus']:g} CPUs, "
                   f"{report['cluster_gpus']:g} GPUs) in {report['seconds']} s: {nodes}")


def _slice(category: tuple[str, ...], since: str | None):
    from index.arxiv import Slice
    from rag.filters import parse_day

    return Slice(tuple(category), parse_day(since, "--since")) if category or since else None


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
        "engine": m.engine.get("engine", "local"),
    }
    if as_json:
        print_json(info)
    else:
        for key, value in info.items():
            click.echo(f"{key:20} {value}")
