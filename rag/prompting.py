"""Render the versioned prompt files in `prompts/` strictly: a missing variable is an error."""

from __future__ import annotations

import re
from functools import lru_cache

from rag.settings import PROJECT_ROOT

PROMPTS = PROJECT_ROOT / "prompts"
# The one cannot-answer sentence: the prompt, the checker, the UI and the evaluation all use it.
CANNOT_ANSWER = "The provided papers do not answer this question."
_DELIMITER_RE = re.compile(r"</?\s*sources\s*>", re.I)


@lru_cache(maxsize=8)
def _template(version: str, name: str):
    from jinja2 import Environment, StrictUndefined

    path = PROMPTS / version / f"{name}.md"
    env = Environment(undefined=StrictUndefined, keep_trailing_newline=True, autoescape=False)
    return env.from_string(path.read_text())


def system_prompt(version: str) -> str:
    return _template(version, "system").render(cannot_answer=CANNOT_ANSWER).strip()


def user_prompt(version: str, sources: list, question: str) -> str:
    """Sources go inside one delimited block; delimiters inside source text are neutralised
    so a source cannot close the block and speak as the user."""
    safe = [
        {"n": s.n, "title": _DELIMITER_RE.sub("", s.title), "text": _DELIMITER_RE.sub("", s.text)}
        for s in sources
    ]
    return _template(version, "user").render(sources=safe, question=question).strip()
