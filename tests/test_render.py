"""Page rendering without a browser: links, highlights, abstention look, export."""

from rag.answer import Answer, Citation, Provenance, Source
from ui.render import chat_markdown, details_html, export_markdown

PROV = Provenance(model="m", model_sha256="a" * 64, prompt_version="answer-v1", index_fingerprint="f", settings={})
SRC = Source(n=1, paper_id="p1", title="Paper <One>", date="2024-01-02", score=0.5, text="cut by 62%.",
             spans=[(11, 22)])
ABSTRACT = "Intro text cut by 62%. Outro."


def answer(**kw):
    base = dict(question="Q?", answer="It cuts memory by 62% [1].", abstained=False, sources=[SRC],
                citations=[Citation(n=1, paper_id="p1", title="Paper <One>", sentence=0, supported=True, attributed=True)],
                provenance=PROV)
    return Answer(**{**base, **kw})


def test_chat_markdown_links_each_citation_to_its_card():
    assert chat_markdown(answer(), turn=2) == "It cuts memory by 62% [[1]](#cite-2-1)."


def test_details_card_has_title_date_support_mark_and_highlighted_chunk():
    out = details_html(answer(), {"p1": ABSTRACT}, turn=2)
    assert 'id="cite-2-1"' in out and "Paper &lt;One&gt;" in out and "2024-01-02" in out
    assert "✓ supported · attributed by the checker" in out
    assert "Intro text <mark>cut by 62%.</mark> Outro." in out


def test_weak_citation_is_marked():
    weak = answer(citations=[Citation(n=1, paper_id="p1", title="t", sentence=0, supported=False)])
    assert "⚠ weak" in details_html(weak, {"p1": ABSTRACT}, 0)


def test_abstained_answer_looks_different_and_lists_possibly_related():
    out = details_html(answer(answer="no", abstained=True, sources=[], citations=[], possibly_related=[SRC],
                              warnings=["No retrieved paper mentions GPT-5."]), {"p1": ABSTRACT}, 0)
    assert 'class="answer-details abstained"' in out and "Possibly related" in out and "GPT-5" in out
    assert chat_markdown(answer(answer="The provided papers do not answer this question.", abstained=True), 0).startswith("⚠️")


def test_export_markdown_has_references():
    md = export_markdown(answer())
    assert md.startswith("**Q:** Q?") and "References:\n[1] Paper <One> (2024-01-02) — `p1`" in md
