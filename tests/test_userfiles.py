"""A user's own JSONL/CSV papers, and every bad input with the message it must give."""

import json
import subprocess
import sys

import pytest

from index.corpus import load_corpus, parse_file
from common.errors import CorpusError


def write(tmp_path, name, content):
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    return path


def test_jsonl_papers_with_optional_fields(tmp_path):
    rows = [
        {"title": "Paper One", "abstract": "First abstract.", "url": "https://x.org/1", "date": "2024-01-02",
         "authors": ["A. Author", "B. Author"]},
        {"title": "Paper Two", "abstract": "Second abstract.", "authors": "C. Author; D. Author"},
    ]
    path = write(tmp_path, "mine.jsonl", "\n".join(json.dumps(r) for r in rows) + "\n\n")
    one, two = parse_file(path)
    assert (one.title, one.url, one.date, one.authors, one.author_count) == (
        "Paper One", "https://x.org/1", "2024-01-02", ["A. Author", "B. Author"], 2)
    assert two.authors == ["C. Author", "D. Author"] and two.url is None
    assert one.sources == ["mine.jsonl"]


def test_csv_papers(tmp_path):
    path = write(tmp_path, "mine.csv", 'title,abstract,date\n"A, quoted title","Multi\nline abstract.",2023\n')
    (paper,) = parse_file(path)
    assert (paper.title, paper.abstract, paper.date) == ("A, quoted title", "Multi\nline abstract.", "2023")


def test_same_title_in_two_files_is_one_paper(tmp_path):
    a = write(tmp_path, "a.jsonl", json.dumps({"title": "Same", "abstract": "Text."}))
    b = write(tmp_path, "b.csv", "title,abstract,url\nSame,Text.,https://u\n")
    (paper,) = load_corpus([a, b])
    assert paper.sources == ["a.jsonl", "b.csv"] and paper.url == "https://u"


BAD = [
    ("bad.jsonl", '{"title": "T", "abstract": "A"}\n{"title": "No abstract"}\n', r"bad\.jsonl: line 2: missing or empty 'abstract'"),
    ("bad.jsonl", '{"title": "T", "abstract": "A"}\n\n{"abstract": "x", "title": "  "}\n', r"bad\.jsonl: line 3: missing or empty 'title'"),
    ("bad.jsonl", '{"title": "T", "abstract": "A"}\nnot json\n', r"bad\.jsonl: line 2: not valid JSON"),
    ("bad.jsonl", '["a list"]\n', r"bad\.jsonl: line 1: expected a JSON object"),
    ("bad.csv", "title,abstract\nT,A\nOnly title,\n", r"bad\.csv: line 3: missing or empty 'abstract'"),
    ("bad.csv", "name,text\nT,A\n", r"bad\.csv: line 1: the header has no title, abstract column"),
    ("empty.jsonl", "\n\n", r"empty\.jsonl: no papers found"),
    ("empty.txt", "new\n\nSubscribe\n", r"empty\.txt: no papers found"),
    ("latin1.txt", "Caf\xe9 title\nabstract\n".encode("latin-1"), r"latin1\.txt: not UTF-8 text"),
    ("paper.pdf", "%PDF", r"paper\.pdf: unknown kind of file"),
]


@pytest.mark.parametrize("name, content, message", BAD)
def test_bad_input_is_an_error_naming_file_and_line(tmp_path, name, content, message):
    path = write(tmp_path, name, content)
    with pytest.raises(CorpusError, match=message):
        load_corpus([path])


def test_missing_path_is_an_error(tmp_path):
    with pytest.raises(CorpusError, match="no such file or folder"):
        load_corpus([tmp_path / "nope.jsonl"])


def test_index_build_exits_nonzero_with_the_message_and_keeps_no_index(tmp_path, env_home, home):
    path = write(tmp_path, "bad.jsonl", '{"title": "T"}\n')
    done = subprocess.run([sys.executable, "-m", "rag", "index", "build", "--corpus", str(path)],
                          capture_output=True, text=True, env=env_home)
    assert done.returncode == 1
    assert "bad.jsonl: line 1: missing or empty 'abstract'" in done.stderr
    assert "Traceback" not in done.stderr
    assert not (home / "index").exists()
