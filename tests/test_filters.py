"""Metadata filters: known answers on dates as periods, and the real index filtered before ranking."""

from __future__ import annotations

from datetime import date

import pytest

from common.errors import QuestionError
from rag.filters import Filters, parse_day, passes, period


@pytest.mark.parametrize("text, span", [
    ("2024-06-03", (date(2024, 6, 3), date(2024, 6, 3))),
    ("2024-02", (date(2024, 2, 1), date(2024, 2, 29))),
    ("2023", (date(2023, 1, 1), date(2023, 12, 31))),
    ("Feb 7", None), (None, None), ("2024-13", None),
])
def test_a_date_is_a_period(text, span):
    assert period(text) == span


SINCE = Filters(since=date(2024, 6, 1))


@pytest.mark.parametrize("filters, meta, verdict", [
    (SINCE, ("2024-06-01", None, None), True),
    (SINCE, ("2024-05-31", None, None), False),
    (SINCE, ("2024", None, None), False),  # the whole year is not inside the range
    (SINCE, ("2025", None, None), True),
    (SINCE, ("Feb 7", None, None), None),  # no year: excluded, and counted as undated
    (SINCE, (None, None, None), None),
    (Filters(until=date(2023, 12, 31)), ("2023-12", None, None), True),
    (Filters(min_upvotes=10), ("Feb 7", 12, None), True),
    (Filters(min_upvotes=10), (None, None, None), False),
    (Filters(orgs=["nvidia"]), (None, None, "NVIDIA Research"), True),
    (Filters(orgs=["nvidia", "meta"]), (None, None, "Google"), False),
])
def test_which_papers_pass(filters, meta, verdict):
    assert passes(filters, *meta) is verdict


def test_a_bad_day_says_how_to_write_it():
    with pytest.raises(QuestionError, match="not a date") as err:
        parse_day("June 2024", "--since")
    assert "YYYY-MM-DD" in err.value.hint


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["hybrid", "dense", "bm25"])
def test_filters_apply_before_ranking_on_the_real_index(bundled, mode):
    retriever = bundled.retriever
    query = "KV cache compression for long context inference"
    found = retriever.search(query, k=10, mode=mode, filters=SINCE)
    dates = {p.paper_id: p.date for p in bundled.index.store.all_papers()}
    passing = found.filters and 397 - found.excluded
    # ten that pass, not "top 10, then filter" (BM25 returns only papers that share a word)
    assert len(found.results) == 10 if mode != "bm25" else 5 <= len(found.results) <= 10
    assert passing >= 10 and all(period(dates[h.paper_id])[0] >= date(2024, 6, 1) for h in found.results)
    assert found.excluded > 0 and found.excluded_undated > 0
    unfiltered = retriever.search(query, k=10, mode=mode)
    assert unfiltered.excluded is None and unfiltered.filters is None
