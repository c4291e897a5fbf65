"""Pure rendering of pipeline results for the page: HTML panels and the Markdown export.
No Gradio here, so it is tested without a browser."""

from __future__ import annotations

import html
import re

from index.papers import Paper
from rag.answer import Answer, Source

MARK_RE = re.compile(r"\[(\d+)\]")


def chat_markdown(answer: Answer, turn: int) -> str:
    """The answer for the chat: each [n] links to its citation card; abstentions stand out."""
    if answer.abstained:
        return f"⚠️ **{answer.answer}**\n\n_See “possibly related” papers below._"
    return MARK_RE.sub(lambda m: f"[[{m[1]}]](#cite-{turn}-{m[1]})", answer.answer)


def _highlighted(abstract: str, spans: list[tuple[int, int]]) -> str:
    parts, last = [], 0
    for start, end in sorted(spans):
        parts += [html.escape(abstract[last:start]), f"<mark>{html.escape(abstract[start:end])}</mark>"]
        last = end
    parts.append(html.escape(abstract[last:]))
    return "".join(parts)


def _support_mark(answer: Answer, n: int) -> str:
    cites = [c for c in answer.citations if c.n == n]
    if not cites:
        return ""
    if all(c.supported for c in cites):
        label = "supported" + (" · attributed by the checker" if any(c.attributed for c in cites) else "")
        return f'<span class="support ok">✓ {label}</span>'
    return '<span class="support weak">⚠ weak: not supported by this source</span>'


def _card(source: Source, abstracts: dict[str, str], answer: Answer, turn: int, open_: bool = False) -> str:
    """The abstract with the sentence that supports the claim highlighted (the shown text when
    no single sentence does)."""
    abstract = abstracts.get(source.paper_id, source.text)
    supporting = sorted({c.evidence for c in answer.citations if c.n == source.n and c.evidence})
    date = f' · {html.escape(source.date)}' if source.date else ""
    return (
        f'<details class="citation" id="cite-{turn}-{source.n}"{" open" if open_ else ""}>'
        f'<summary>[{source.n}] {html.escape(source.title)}{date} {_support_mark(answer, source.n)}</summary>'
        f'<p class="abstract">{_highlighted(abstract, supporting or source.spans)}</p></details>'
    )


def details_html(answer: Answer, abstracts: dict[str, str], turn: int) -> str:
    """Citation cards (click to expand: title, date, abstract with the cited chunk highlighted),
    then the numbered sources with scores; for an abstention, the possibly related papers."""
    if answer.abstained:
        related = "".join(_card(s, abstracts, answer, turn) for s in answer.possibly_related)
        reasons = "".join(f"<li>{html.escape(w)}</li>" for w in answer.warnings)
        return (f'<div class="answer-details abstained"><h4>The papers do not answer this</h4><ul>{reasons}</ul>'
                f'<h4>Possibly related</h4>{related or "<p>None.</p>"}</div>')
    cited = sorted({c.n for c in answer.citations})
    cards = "".join(_card(s, abstracts, answer, turn) for s in answer.sources if s.n in cited)
    rows = "".join(f"<tr><td>[{s.n}]</td><td>{html.escape(s.title)}</td><td>{s.score:.3f}</td></tr>"
                   for s in answer.sources)
    warnings = "".join(f"<li>{html.escape(w)}</li>" for w in answer.warnings)
    parts = "".join(f'<li class="part {p.status}">{"✓" if p.status == "answered" else "✗ not stated:"} '
                    f'{html.escape(p.text)}</li>' for p in answer.parts)
    return ('<div class="answer-details">' + (f'<h4>Parts</h4><ul class="parts">{parts}</ul>' if parts else "")
            + f'<h4>Citations</h4>{cards or "<p>No citations.</p>"}'
            + (f'<h4>Warnings</h4><ul class="warnings">{warnings}</ul>' if warnings else "")
            + f'<h4>Sources</h4><table class="sources"><tr><th>#</th><th>paper</th><th>score</th></tr>{rows}</table></div>')


def export_markdown(answer: Answer) -> str:
    """The answer with its references, for copying or downloading."""
    lines = [f"**Q:** {answer.question}", "", answer.answer, ""]
    listed = answer.possibly_related if answer.abstained else [
        s for s in answer.sources if s.n in {c.n for c in answer.citations}]
    if listed:
        lines.append("Possibly related:" if answer.abstained else "References:")
        lines += [f"[{s.n}] {s.title}" + (f" ({s.date})" if s.date else "") + (f" <{s.url}>" if s.url else "")
                  + f" — `{s.paper_id}`" for s in listed]
    if answer.provenance.model:
        lines += ["", f"_Answered by {answer.provenance.model} (sha256 {answer.provenance.model_sha256[:12]}…), "
                      f"prompt {answer.provenance.prompt_version}._"]
    return "\n".join(lines) + "\n"


def papers_html(papers: list[Paper], scores: dict[str, float] | None = None) -> str:
    if not papers:
        return "<p>No papers match.</p>"
    items = []
    for p in papers:
        score = f' <span class="score">{scores[p.paper_id]:.3f}</span>' if scores and p.paper_id in scores else ""
        date = f" · {html.escape(p.date)}" if p.date else ""
        items.append(f'<details class="paper"><summary>{html.escape(p.title)}{date}{score}</summary>'
                     f'<p class="abstract">{html.escape(p.abstract)}</p></details>')
    return "".join(items)


CSS = """
.answer-details h4 { margin: 0.6em 0 0.2em; }
.answer-details.abstained { border-left: 4px solid #d97706; padding-left: 0.6em; }
details.citation, details.paper { border: 1px solid #ddd; border-radius: 6px; padding: 0.3em 0.6em; margin: 0.3em 0; }
details summary { cursor: pointer; font-weight: 600; }
.support.ok { color: #15803d; font-weight: 400; }
.support.weak { color: #b45309; font-weight: 400; }
mark { background: #fde68a; }
table.sources td, table.sources th { padding: 0.1em 0.5em; text-align: left; }
"""
