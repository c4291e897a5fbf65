"""What every command module shares: opening the resources from settings, printing JSON."""

from __future__ import annotations

import json
import re

import click

# Control characters a terminal acts on (escape sequences, bell, backspace, C1 controls);
# text from papers or models is printed without them. Newlines and tabs stay.
_CONTROL_RE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_JSON_UNESCAPED_RE = re.compile(r"[\x7f-\x9f]")  # json.dumps escapes only the C0 range


def safe(text: str) -> str:
    return _CONTROL_RE.sub("", text)


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
    text = json.dumps(data, indent=2, ensure_ascii=False)
    click.echo(_JSON_UNESCAPED_RE.sub(lambda m: f"\\u{ord(m.group()):04x}", text))


def filter_options(command):
    """--since, --until, --min-upvotes and --org, as `rag search` and `rag ask` take them."""
    options = [
        click.option("--since", default=None, metavar="YYYY-MM-DD", help="Only papers dated on or after this day."),
        click.option("--until", default=None, metavar="YYYY-MM-DD", help="Only papers dated on or before this day."),
        click.option("--min-upvotes", type=click.IntRange(0), default=None, help="Only papers with this many upvotes."),
        click.option("--org", multiple=True, help="Only papers from this organisation (substring); repeatable."),
    ]
    for option in reversed(options):
        command = option(command)
    return command


def make_filters(since: str | None, until: str | None, min_upvotes: int | None, org: tuple[str, ...]):
    from rag.filters import Filters, parse_day

    filters = Filters(since=parse_day(since, "--since"), until=parse_day(until, "--until"), min_upvotes=min_upvotes,
                      orgs=list(org))
    return filters if filters.active() else None
