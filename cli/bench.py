"""`rag bench`: speed and scale figures beside the bare libraries."""

from __future__ import annotations

import json

import click

from cli.common import resources


@click.command("bench")
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
    from bench.run import run_all, save as save_result, table

    result = run_all(resources(), quick, say=lambda text: click.echo(text, err=True))
    if save:
        click.echo(f"saved {save_result(result)}", err=True)
    click.echo(json.dumps(result, indent=2) if as_json else table(result))
