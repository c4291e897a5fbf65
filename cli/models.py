"""`rag models`: fetch, list and verify the pinned models of models.lock."""

from __future__ import annotations

import sys

import click

from cli.common import print_json, resources


@click.group("models")
def models_group():
    """Fetch, list and verify the pinned models of models.lock.

    \b
    Example:
      rag models fetch
      rag models verify --json
    """


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
    from supply.fetch import fetch
    from supply.lockfile import load_lock

    settings = resources().settings
    lock = load_lock(settings.models_lock)
    entry = lock.get(name) if name else lock.default_generator("cpu")
    result = fetch(entry, settings, progress=not as_json)
    if as_json:
        print_json(result.model_dump())
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
    _show_status(None, as_json)


@models_group.command("verify")
@click.argument("name", required=False)
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
def models_verify(name: str | None, as_json: bool):
    """Re-hash installed models (every byte, no cache) against models.lock; exit 1 if any fails.

    \b
    Example:
      rag models verify --json
      rag models verify qwen2.5-coder-0.5b-instruct
    """
    rows = _show_status(name, as_json, only_installed=name is None, rehash=True)
    if not rows or not all(r.verified for r in rows):
        sys.exit(1)


def _show_status(name: str | None, as_json: bool, only_installed: bool = False, rehash: bool = False):
    from supply.fetch import statuses
    from supply.lockfile import load_lock

    settings = resources().settings
    lock = load_lock(settings.models_lock)
    rows = statuses([lock.get(name)] if name else lock.model, settings, only_installed, rehash)
    if as_json:
        print_json({"models": [r.model_dump() for r in rows]})
    else:
        for r in rows:
            state = "verified" if r.verified else ("MISMATCH" if r.installed else "not installed")
            click.echo(f"{r.name:32} {r.role:10} {(r.size or r.expected_size) / 1e6:8.1f} MB  {state}")
    return rows
