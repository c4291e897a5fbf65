"""Question sets: JSONL, one question per line, validated line by line before a run starts.

Fields: id, question, kind (factoid | identify | multi | two_part | list | unanswerable | adversarial),
answerable, gold_titles (exact titles, resolved to paper ids against the index), must_include,
paraphrased (worded away from the abstract's own words), notes. A list question is correct only
when every gold paper is cited.
"""

from __future__ import annotations

import json
from importlib.resources import files
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from common.errors import RagError
from common.text import jsonl_lines
from rag.settings import AnswerSettings

# The question sets that ship with the package (eval/questions/ in a checkout).
QUESTION_SETS = Path(str(files("eval").joinpath("questions")))
CORE = QUESTION_SETS / "core.jsonl"
# A second set about papers core.jsonl does not use: tune on dev, run test only to report.
HELDOUT_DEV = QUESTION_SETS / "heldout-dev.jsonl"
HELDOUT_TEST = QUESTION_SETS / "heldout-test.jsonl"

Kind = Literal["factoid", "identify", "multi", "two_part", "list", "unanswerable", "adversarial"]


class QuestionSetError(RagError):
    """A question file that cannot be used; the message names the file, line and problem."""


class Question(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str = Field(min_length=1)
    question: str = Field(min_length=1)
    kind: Kind
    answerable: bool
    gold_titles: list[str] = Field(default_factory=list)
    must_include: list[str] = Field(default_factory=list)
    paraphrased: bool = False
    notes: str = ""
    gold_ids: list[str] = Field(default_factory=list, description="Filled at load time from gold_titles.")


def load_questions(path: Path, title_to_id: dict[str, str], max_chars: int | None = None) -> list[Question]:
    """Every line checked before a run starts, as the pipeline would check its question
    (`max_chars`: the settings' question limit, by default the default one)."""
    path = Path(path)
    max_chars = max_chars or AnswerSettings().max_question_chars
    try:
        lines = jsonl_lines(path.read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError) as exc:
        raise QuestionSetError(f"{path}: cannot read it as UTF-8 text ({exc}).") from None
    questions, seen = [], set()
    for number, line in enumerate(lines, start=1):
        if line.strip():
            q = _parse(line, path, number, title_to_id, max_chars)
            if q.id in seen:
                raise QuestionSetError(f"{path}: line {number}: duplicate id {q.id!r}.")
            seen.add(q.id)
            questions.append(q)
    if not questions:
        raise QuestionSetError(f"{path}: no questions in this file.")
    return questions


def _parse(line: str, path: Path, number: int, title_to_id: dict[str, str], max_chars: int) -> Question:
    where = f"{path}: line {number}"
    try:
        q = Question.model_validate(json.loads(line))
    except json.JSONDecodeError as exc:
        raise QuestionSetError(f"{where}: not valid JSON ({exc.msg}).") from None
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(map(str, e['loc'])) or 'line'}: {e['msg']}" for e in exc.errors())
        raise QuestionSetError(f"{where}: {problems}.") from None
    text = q.question.strip()
    if not text:
        raise QuestionSetError(f"{where}: question {q.id!r} is empty.")
    if len(text) > max_chars:
        raise QuestionSetError(f"{where}: question {q.id!r} is {len(text)} characters long; the limit is {max_chars}.",
                               "Shorten it, or raise RAG_ANSWER__MAX_QUESTION_CHARS.")
    if q.gold_ids:
        raise QuestionSetError(f"{where}: gold_ids is computed; give gold_titles instead.")
    missing = [t for t in q.gold_titles if t not in title_to_id]
    if missing:
        raise QuestionSetError(f"{where}: gold title not in the index: {missing[0]!r}.")
    if q.answerable and not q.gold_titles:
        raise QuestionSetError(f"{where}: an answerable question needs gold_titles.")
    if q.kind == "unanswerable" and q.answerable:
        raise QuestionSetError(f"{where}: kind 'unanswerable' cannot be answerable.")
    q.gold_ids = [title_to_id[t] for t in q.gold_titles]
    return q
