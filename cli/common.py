"""What every command module shares: opening the resources from settings, printing JSON."""

from __future__ import annotations

import json

import click


def resources(settings_overrides: dict | None = None):
    from pydantic import ValidationError

    from common.errors import SettingsError
    from rag.resources import Resources
    from rag.settings import Settings

    try:
        return Resources(Settings(**(settings_overrides or {})))
    except ValidationError as exc:
        problems = "; ".join(f"RAG_{'__'.join(str(p).upper() for p in e['loc'])}: {e['msg']}" for e in exc.errors())
        raise SettingsError(f"Bad setting: {problems}.", "Fix or unset that environment variable.") from None


def print_json(data) -> None:
    click.echo(json.dumps(data, indent=2, ensure_ascii=False))
