"""Metadata filters on papers (date range, upvotes, organisation), applied before ranking: the
retrievers search only the chunks of papers that pass, so "top 5" means five that pass.

Dates are compared as periods: a paper dated 2024 (or 2024-06) passes a range only when that
whole year (or month) lies inside it. A paper whose date has no year (the listing pages give
`Feb 7`) or no date at all does not pass a date filter, and the result says how many were
excluded for that."""

from __future__ import annotations

import calendar
import re
from datetime import date

from pydantic import BaseModel, ConfigDict, Field

from common.errors import QuestionError

ISO_RE = re.compile(r"^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$")


class Filters(BaseModel):
    model_config = ConfigDict(extra="forbid")

    since: date | None = Field(None, description="Only papers dated on or after this day (ISO).")
    until: date | None = Field(None, description="Only papers dated on or before this day (ISO).")
    min_upvotes: int | None = Field(None, ge=0, description="Only papers with at least this many upvotes.")
    orgs: list[str] = Field(default_factory=list, description="Only papers from one of these organisations "
                            "(case-insensitive substring).")

    def active(self) -> bool:
        return bool(self.since or self.until or self.min_upvotes is not None or self.orgs)

    def dated(self) -> bool:
        return bool(self.since or self.until)


def parse_day(text: str | None, name: str) -> date | None:
    """A user's ISO day, or a QuestionError that says what to write."""
    if not text:
        return None
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        raise QuestionError(f"{name} {text!r} is not a date.", "Write it as YYYY-MM-DD, e.g. 2024-06-01.") from None


def period(text: str | None) -> tuple[date, date] | None:
    """First and last day that an ISO date, year-month or year stands for; None without a year."""
    m = ISO_RE.match(text or "")
    if not m:
        return None
    year, month, day = int(m[1]), int(m[2]) if m[2] else None, int(m[3]) if m[3] else None
    try:
        if day:
            return date(year, month, day), date(year, month, day)
        if month:
            return date(year, month, 1), date(year, month, calendar.monthrange(year, month)[1])
        return date(year, 1, 1), date(year, 12, 31)
    except ValueError:
        return None


def passes(filters: Filters, paper_date: str | None, upvotes: int | None, organisation: str | None) -> bool | None:
    """True or False; None when a date filter excludes the paper for want of a dated year."""
    if filters.dated():
        span = period(paper_date)
        if span is None:
            return None
        if (filters.since and span[0] < filters.since) or (filters.until and span[1] > filters.until):
            return False
    if filters.min_upvotes is not None and (upvotes or 0) < filters.min_upvotes:
        return False
    if filters.orgs and not any(o.casefold() in (organisation or "").casefold() for o in filters.orgs):
        return False
    return True
