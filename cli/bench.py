"""`rag bench`: speed and scale figures beside the bare libraries."""

from __future__ import annotations

import json

import click

from cli.common import resources


@click.command("bench")
@click.option("--quick", is_flag=True, help="Stop the scale test at 100k chunks (under 15 minutes here).")
@click.option("--save", is_flag=True, help="Also write bench/results/<date>-<device>.json (-b, -c, … for later runs that day).")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object instead of a table.")
@click.option("--scale-build", is_flag=True, help="Only index builds of a synthetic arXiv snapshot: --engine local vs "
              "ray (a two-node Ray cluster on loopback, or the running cluster at RAY_ADDRESS), and index add vs a full "
              "rebuild (the default 20,000 takes about 2 hours on 2 cores, 80 minutes with --no-rebuild).")
@click.option("--abstracts", default=20_000, show_default=True, type=click.IntRange(10, 10_000_000),
              help="--scale-build: abstracts in the synthetic snapshot.")
@click.option("--add", "added", default=1_000, show_default=True, type=click.IntRange(1, 1_000_000),
              help="--scale-build: abstracts `rag index add` adds.")
@click.option("--engine", "engines", multiple=True, type=click.Choice(["local", "ray"]),
              help="--scale-build: engines to measure (default both).")
@click.option("--rebuild/--no-rebuild", default=True, show_default=True,
              help="--scale-build: time a full rebuild of the abstracts plus the added ones; without it the add "
              "is set against the local build of --abstracts (a lower bound on the gain).")
def bench(quick: bool, save: bool, as_json: bool, scale_build: bool, abstracts: int, added: int,
          engines: tuple[str, ...], rebuild: bool):
    """Speed and scale figures, each beside the bare library it wraps, with min/median/max.

    \b
    Example:
      rag bench --quick --json
      rag bench --save
      rag bench --scale-build --save
    """
    if scale_build:
        return _scale_build(abstracts, added, engines or ("local", "ray"), save, as_json, rebuild)
    from bench.run import run_all, save as save_result, table

    result = run_all(resources(), quick, say=lambda text: click.echo(text, err=True))
    if save:
        click.echo(f"saved {save_result(result)}", err=True)
    click.echo(json.dumps(result, indent=2) if as_json else table(result))


def _scale_build(abstracts: int, added: int, engines: tuple[str, ...], save: bool, as_json: bool,
                 rebuild: bool) -> None:
    from datetime import date

    from bench import scale_build
    from bench.run import RESULTS

    if "ray" in engines:
        from index.ray_embed import import_ray

        import_ray()  # say how to install it before an hour of work
    result = scale_build.measure(abstracts, added, engines, say=lambda text: click.echo(text, err=True),
                                 rebuild=rebuild)
    if save:
        click.echo(f"saved {scale_build.save(result, RESULTS, date.today().isoformat())}", err=True)
    click.echo(json.dumps(result, indent=2) if as_json else scale_build.table(result))
