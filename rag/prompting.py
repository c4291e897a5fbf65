"""Render the versioned prompt files (package data of `prompts`) strictly: a missing variable is
an error, and so is a version that does not exist (checked before any model loads)."""

from __future__ import annotations

import re
from functools import lru_cache
from importlib.resources import files

from common.errors import SettingsError

# The one cannot-answer sentence: the prompt, the checker, the UI and the evaluation all use it.
CANNOT_ANSWER = "The provided papers do not answer this question."
_DELIMITER_RE = re.compile(r"</?\s*sources\s*>", re.I)
TEMPLATES = ("system", "user")


def strip_special(text: str, special: frozenset[str]) -> str:
    """Remove the chat template's control-token texts, so text from a question or a paper can
    never open or close a turn of the conversation. Longest first: one may contain another."""
    for token in sorted((t for t in special if t in text), key=len, reverse=True):
        text = text.replace(token, " ")
    return text


def versions() -> list[str]:
    """Prompt versions that have every template."""
    root = files("prompts")
    return sorted(d.name for d in root.iterdir()
                  if d.is_dir() and all(d.joinpath(f"{t}.md").is_file() for t in TEMPLATES))


def check_version(version: str) -> None:
    if version not in versions():
        raise SettingsError(f"Unknown prompt version {version!r} (RAG_ANSWER__PROMPT_VERSION).",
                            f"Use one of: {', '.join(versions())}.")


def template_path(version: str, name: str, profile: str | None = None):
    """A model's profile folder inside the version replaces the shared file it has."""
    folder = files("prompts").joinpath(version)
    if profile and folder.joinpath(profile, f"{name}.md").is_file():
        return folder.joinpath(profile, f"{name}.md")
    return folder.joinpath(f"{name}.md")


@lru_cache(maxsize=16)
def _template(version: str, name: str, profile: str | None = None):
    from jinja2 import Environment, StrictUndefined

    check_version(version)
    text = template_path(version, name, profile).read_text(encoding="utf-8")
    env = Environment(undefined=StrictUndefined, keep_trailing_newline=True, autoescape=False)
    return env.from_string(text)


def system_prompt(version: str, profile: str | None = None) -> str:
    return _template(version, "system", profile).render(cannot_answer=CANNOT_ANSWER).strip()


def user_prompt(version: str, sources: list, question: str, profile: str | None = None) -> str:
    """Sources go inside one delimited block; delimiters inside source text are neutralised
    so a source cannot close the block and speak as the user."""
    safe = [
        {"n": s.n, "title": _DELIMITER_RE.sub("", s.title), "text": _DELIMITER_RE.sub("", s.text)}
        for s in sources
    ]
    return _template(version, "user", profile).render(sources=safe, question=question).strip()
