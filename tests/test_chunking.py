"""Chunks: sentence-aware, within the embedder's limit, overlapping, spans exact."""

import pytest

from index.chunking import chunk_abstract, embed_text, sentence_spans
from index.corpus import load_corpus
from index.embedder import MiniLMEmbedder


def words(text: str) -> int:
    return len(text.split())


@pytest.mark.parametrize(
    "text, sentences",
    [
        ("One. Two.", ["One.", "Two."]),
        ("We use e.g. GPUs here. Next.", ["We use e.g. GPUs here.", "Next."]),
        ("As Smith et al. 2020 showed. Next.", ["As Smith et al. 2020 showed.", "Next."]),
        ("Speed is 1.88x. It wins!  Really? Yes.", ["Speed is 1.88x.", "It wins!", "Really?", "Yes."]),
        ("He said (see Fig. 3) it works. 2 GPUs suffice.", ["He said (see Fig. 3) it works.", "2 GPUs suffice."]),
        ('It is "fast." Then more.', ['It is "fast."', "Then more."]),
        ("no capital after. the end", ["no capital after. the end"]),
        # a full stop glued to the next sentence, between plain words only
        ("As guidance in refinement.Our tests pass.", ["As guidance in refinement.", "Our tests pass."]),
        ("It runs at 23 FPS.The code is out.", ["It runs at 23 FPS.", "The code is out."]),
        ("Faster than llama.cpp here. See github.com/Foo.Bar now.", ["Faster than llama.cpp here.",
                                                                     "See github.com/Foo.Bar now."]),
    ],
)
def test_sentence_spans(text, sentences):
    assert [text[s:e] for s, e in sentence_spans(text)] == sentences


def test_chunks_pack_sentences_with_one_sentence_overlap():
    abstract = "Aa aa aa. Bb bb bb. Cc cc cc. Dd dd dd. Ee ee ee."
    chunks = chunk_abstract("p", "T", abstract, words, max_tokens=2 + 1 + 6, overlap_sentences=1)
    assert [c.text for c in chunks] == ["Aa aa aa. Bb bb bb.", "Bb bb bb. Cc cc cc.", "Cc cc cc. Dd dd dd.",
                                        "Dd dd dd. Ee ee ee."]
    assert [c.ordinal for c in chunks] == [0, 1, 2, 3]


def test_overlong_sentence_is_cut_at_word_boundaries():
    abstract = " ".join(f"w{i}" for i in range(40)) + "."
    chunks = chunk_abstract("p", "T", abstract, words, max_tokens=2 + 1 + 16, overlap_sentences=1)
    assert all(words(c.text) <= 16 for c in chunks)
    assert " ".join(c.text for c in chunks) == abstract


@pytest.fixture(scope="module")
def embedder():
    return MiniLMEmbedder()


def test_real_chunks_fit_the_embedder_and_map_back_exactly(embedder):
    limit = 160
    for paper in load_corpus():
        chunks = chunk_abstract(paper.paper_id, paper.title, paper.abstract, embedder.count_tokens, limit, 1)
        assert chunks, paper.title
        for chunk in chunks:
            assert paper.abstract[chunk.start:chunk.end] == chunk.text
            # +2 for [CLS] and [SEP], which the model adds.
            assert embedder.count_tokens(embed_text(paper.title, chunk.text)) + 2 <= limit
        covered = set()
        for chunk in chunks:
            covered.update(range(chunk.start, chunk.end))
        text_chars = {i for i, ch in enumerate(paper.abstract) if not ch.isspace()}
        assert text_chars <= covered, f"{paper.title}: text left out of every chunk"


def test_embed_text_pairs_title_and_chunk():
    assert embed_text("Title", "Body.") == "Title\nBody."
