"""BibTeX in (a reference manager's export as a corpus) and out (cited papers for LaTeX)."""

from __future__ import annotations

import pytest

from common.errors import CorpusError, RagError
from index.corpus import load_corpus, parse_file
from index.papers import Paper, paper_id
from rag.bibtex import append_entries, entry_key, to_bibtex

LIBRARY = r"""
@article{smith2024,
  title = {{GPU} Kernels for M{\"u}ller Attention},
  author = {Smith, John and M{\"u}ller, J{\"o}rg and others},
  year = {2024}, month = jun,
  abstract = {We make {GPU} attention fast; it is {\"u}ber good.},
  eprint = {2401.01234}, archivePrefix = {arXiv},
  doi = {10.1000/xyz}
}
@inproceedings{noabstract2023,
  title = {A Paper Without an Abstract},
  author = {Doe, Jane},
  year = 2023
}
"""


@pytest.fixture
def bib(tmp_path):
    path = tmp_path / "library.bib"
    path.write_text(LIBRARY)
    return path


def test_entries_are_read_with_latex_decoded_and_the_rest_reported(bib):
    notices: list[str] = []
    (paper,) = parse_file(bib, notices)
    assert paper.title == "GPU Kernels for Müller Attention"
    assert paper.abstract == "We make GPU attention fast; it is über good."
    assert paper.authors == ["John Smith", "Jörg Müller"] and paper.date == "2024-06"
    assert paper.url == "https://arxiv.org/abs/2401.01234" and paper.doi == "10.1000/xyz"
    assert notices == [f"{bib}: entry 'noabstract2023' has no abstract; skipped."]


@pytest.mark.parametrize("fields, url", [
    ("url = {https://example.org/p}, eprint = {2401.01234}", "https://example.org/p"),
    ("eprint = {hep-th/9901001}", "https://arxiv.org/abs/hep-th/9901001"),
    ("doi = {10.1/abc}", "https://doi.org/10.1/abc"),
    ("note = {none}", None),
])
def test_the_url_comes_from_url_eprint_or_doi(tmp_path, fields, url):
    path = tmp_path / "one.bib"
    path.write_text(f"@misc{{k, title={{T}}, abstract={{A.}}, {fields}}}\n")
    assert parse_file(path)[0].url == url


@pytest.mark.parametrize("text, message", [
    ("@misc{k, title={Only a title}}\n", "'k' has no abstract"),
    ("@misc{k, title={T}, abstract={unbalanced}\n@misc{j, title={U}, abstract={B.}}\n", "not a valid BibTeX"),
])
def test_a_library_with_no_usable_entry_is_an_error(tmp_path, text, message):
    path = tmp_path / "bad.bib"
    path.write_text(text)
    with pytest.raises(CorpusError, match=message):
        load_corpus([path])


def paper(title="GPU Kernels for Müller Attention", authors=("John Smith",), date="2024-06-01") -> Paper:
    return Paper(paper_id=paper_id(title), title=title, abstract="An {abstract} with \\ odd characters.",
                 authors=list(authors), date=date, url="https://arxiv.org/abs/2401.01234")


@pytest.mark.parametrize("p, key", [
    (paper(), "smith2024gpu"),
    (paper(title="The Müller Method", authors=("Jörg Müller",)), "muller2024muller"),
    (paper(authors=(), date="Feb 7"), "anongpu"),
])
def test_keys_are_stable(p, key):
    assert entry_key(p) == key


def test_an_entry_round_trips_through_the_parser(tmp_path):
    path = tmp_path / "out.bib"
    path.write_text(to_bibtex(paper()))
    (back,) = parse_file(path)
    assert back.title == "GPU Kernels for Müller Attention" and back.authors == ["John Smith"]
    assert back.url == "https://arxiv.org/abs/2401.01234" and back.date == "2024"


def test_appending_twice_adds_each_paper_once_and_keeps_keys_distinct(tmp_path):
    path = tmp_path / "refs.bib"
    path.write_text("@book{kept, title={Something Else}}\n")
    first, twin = paper(), paper(title="GPU Kernels Again")  # same author, year, first word
    assert append_entries(path, [first, twin]) == 2
    assert append_entries(path, [first, twin]) == 0
    text = path.read_text()
    assert text.count("@article{smith2024gpu,") == 1 and text.count("@article{smith2024gpua,") == 1
    assert text.startswith("@book{kept,")


def test_a_broken_bib_file_is_left_alone(tmp_path):
    path = tmp_path / "refs.bib"
    path.write_text("@article{x, title={unbalanced}\n")
    with pytest.raises(RagError, match="left unchanged"):
        append_entries(path, [paper()])
    assert path.read_text() == "@article{x, title={unbalanced}\n"
