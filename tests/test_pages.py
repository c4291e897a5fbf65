"""The listing-page parser: both layouts field by field, chrome, dates, dedupe, bad input."""

import pytest

from index.corpus import BUNDLED, load_corpus, parse_file
from common.errors import CorpusError
from index.pages import parse_date, parse_page
from index.papers import paper_id

PAGE_000 = BUNDLED / "000_239b2b887b455f7d.txt"
PAGE_001 = BUNDLED / "001_d636277fce0ff6b5.txt"


def test_bundled_pages_give_397_distinct_papers():
    papers = load_corpus()
    assert len(papers) == 397
    assert len({p.paper_id for p in papers}) == 397


def test_entries_before_dedupe_are_491():
    assert sum(len(parse_file(p)) for p in sorted(BUNDLED.glob("*.txt"))) == 491


def test_dedupe_merges_sources_of_a_paper_seen_on_several_pages():
    papers = load_corpus()
    multi = [p for p in papers if len(p.sources) > 1]
    assert multi, "the bundled pages share papers"
    assert all(p.sources == sorted(set(p.sources)) for p in multi)


def test_glued_layout_first_record_field_by_field():
    first = parse_file(PAGE_000)[0]
    assert first.title == "Repurposing Diffusion-Based Image Generators for Monocular Depth Estimation"
    assert first.abstract.startswith("Monocular depth estimation is a fundamental computer vision task.")
    assert first.abstract.endswith("Project page: https://marigoldmonodepth.github.io.")
    assert first.paper_id == "repurposing-diffusion-based-image-generators-for-" + first.paper_id[-8:]
    assert (first.date, first.author_count, first.organisation, first.upvotes) == (None, None, None, None)
    assert first.sources == ["000_239b2b887b455f7d.txt"]


def test_blank_line_layout_with_metadata_field_by_field():
    papers = {p.title: p for p in parse_file(PAGE_001)}
    dyn = papers["Dynamic Perceiver for Efficient Visual Recognition"]
    assert dyn.abstract.startswith("Early exiting has become a promising approach")
    assert (dyn.author_count, dyn.date, dyn.upvotes, dyn.organisation) == (10, "2023-06-19", None, None)
    amd = papers["Training Foundation Models on a Full-Stack AMD Platform: Compute, Networking, and System Design"]
    assert (amd.organisation, amd.date, amd.upvotes, amd.author_count) == ("Zyphra Zyphra", "Nov 21", 1, None)
    hummingbird = list(papers.values())[-1]
    assert (hummingbird.author_count, hummingbird.date, hummingbird.upvotes) == (6, "Mar 24", 2)


def test_page_chrome_never_becomes_a_paper():
    chrome = {"new", "Subscribe", "Daily Papers", "byAK and the research community", "Dec 8", "Mar 12"}
    for paper in load_corpus():
        assert paper.title not in chrome
        assert not paper.title.startswith(("Subscribe", "Get trending"))


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Jun 19, 2023", ("2023-06-19", None)),
        ("Feb 7", ("Feb 7", None)),
        ("Apr 8 2", ("Apr 8", 2)),
        ("Dec 28, 2023 7", ("2023-12-28", 7)),
        ("Oct 8, 2024 1", ("2024-10-08", 1)),
        ("Monocular depth", None),
        ("June 19, 2023", None),
    ],
)
def test_parse_date(text, expected):
    assert parse_date(text) == expected


def test_title_without_abstract_names_file_and_line():
    with pytest.raises(CorpusError, match=r"page\.txt: line 3: title 'Lonely title'"):
        parse_page("new\n\nLonely title\n", "page.txt")


@pytest.mark.parametrize(
    "title_a, title_b, same",
    [
        ("A Little Goes a Long Way", "A Little Goes a Long Way", True),
        ("A Little Goes a Long Way", "A  little goes a long way", True),
        ("A Little Goes a Long Way", "A Little Goes a Longer Way", False),
    ],
)
def test_paper_id_is_stable_and_readable(title_a, title_b, same):
    assert (paper_id(title_a) == paper_id(title_b)) is same
    assert paper_id(title_a).startswith("a-little-goes-a-long-way-")


def test_paper_id_known_answer():
    # Fixed forever: ids are stored in indexes and question sets.
    title = "A Little Goes a Long Way: Efficient Long Context Training and Inference with Partial Contexts"
    assert paper_id(title) == "a-little-goes-a-long-way-efficient-long-context-5e4e4615"
    assert paper_id("360MonoDepth: High-Resolution 360° Monocular Depth Estimation").startswith(
        "360monodepth-high-resolution-360-monocular-"
    )
