"""The Gradio app: a thin layer over the same Pipeline the CLI uses.

`build_app` makes the Blocks without serving them; `launch` serves them on loopback. The
generator answers one request at a time through Gradio's queue; other tabs wait their turn.
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
import threading
from pathlib import Path

from common.errors import RagError
from rag.answer import Answer
from rag.filters import Filters, parse_day
from rag.resources import Resources
from ui.render import CSS, chat_markdown, details_html, export_markdown, papers_html

EXAMPLES = [
    "How much does LongGen reduce KV cache memory during inference?",
    "Which method turns Stable Diffusion into a monocular depth estimator?",
    "How many GPU hours did DeepSeek-V3 need for its full training?",
    "What speedup does ZeRO++ give at 384 GPU scale?",
]


class Session:
    """What the handlers share: one Resources per generator model, over one index."""

    def __init__(self, resources: Resources):
        self.base = resources
        self._lock = threading.Lock()
        self._exports: Path | None = None

    def exports(self) -> Path:
        """One folder for every exported answer of this app, removed when the app exits."""
        with self._lock:
            if self._exports is None:
                self._exports = Path(tempfile.mkdtemp(prefix="paper-rag-exports-"))
                atexit.register(shutil.rmtree, self._exports, ignore_errors=True)
            return self._exports

    def models(self) -> list[str]:
        """Installed generators of models.lock."""
        from supply.fetch import statuses
        from supply.lockfile import load_lock

        try:
            lock = load_lock(self.base.settings.models_lock)
        except RagError:
            return []
        return [r.name for r in statuses(lock.generators(), self.base.settings, only_installed=True)]

    def default_model(self) -> str | None:
        try:
            return self.base.generator_file()[1]
        except RagError:
            return None

    def resources(self, model: str | None) -> Resources:
        return self.base.for_model(model)

    def device_line(self, model: str | None = None) -> str:
        """Device and identity of the model that answers: the one selected, else the default."""
        try:
            res = self.resources(model)
            device = res.device
            path, name, sha = res.generator_file()
            return f"**Device:** {device.upper()} · **Model:** {name} · sha256 `{sha[:12]}…` · `{path.name}`"
        except RagError as exc:
            return f"⚠️ {exc.message} {exc.hint or ''}"

    def bibtex(self, answer: Answer) -> str:
        """The cited papers as BibTeX entries (empty for an abstention)."""
        from rag.bibtex import cited_papers, to_bibtex

        return "\n".join(to_bibtex(p) for p in cited_papers(answer, self.base.index.store))

    @staticmethod
    def abstracts(answer: Answer) -> dict[str, str]:
        """The pipeline already read each shown paper's abstract; no second trip to the store."""
        return {s.paper_id: s.abstract for s in answer.sources + answer.possibly_related if s.abstract}


def _error_text(exc: RagError) -> str:
    return f"⚠️ **{exc.message}**" + (f"\n\n{exc.hint}" if exc.hint else "")


def respond(session: Session, question: str, chat: list, turns: list, model, k, temperature, extractive,
            since="", until="", min_upvotes=None, orgs=""):
    """Stream one answer into the chat; then the citation cards, the exports and the readout."""
    chat = [*chat, {"role": "user", "content": question}, {"role": "assistant", "content": ""}]
    turn = len(turns) // 2
    empty = ("", "", None, "", None, "")
    yield chat, turns, *empty
    try:
        filters = page_filters(since, until, min_upvotes, orgs)
        stream = session.resources(model).pipeline().stream(
            question, history=turns, k=int(k), no_llm=bool(extractive), temperature=float(temperature), filters=filters)
        draft = ""
        for piece in stream:  # shown as a draft until the checked answer replaces it
            draft += piece
            chat[-1]["content"] = f"_Draft, being checked:_ {draft}"
            yield chat, turns, *empty
        answer = stream.answer
        chat[-1]["content"] = chat_markdown(answer, turn)
        turns = [*turns, {"role": "user", "content": question}, {"role": "assistant", "content": answer.answer}]
        markdown, bib = export_markdown(answer), session.bibtex(answer)
        folder = session.exports()
        yield (chat, turns, details_html(answer, session.abstracts(answer), turn), markdown,
               _export_file(folder, markdown, turn, ".md"), bib, _export_file(folder, bib, turn, ".bib") if bib else None,
               session.device_line(model) if not extractive else "**Extractive mode:** no model")
    except RagError as exc:
        chat[-1]["content"] = _error_text(exc)
        yield chat, turns, *empty


def page_filters(since: str, until: str, min_upvotes, orgs: str) -> Filters | None:
    """The Settings panel's filters; bad dates raise the same error as the command line's."""
    filters = Filters(since=parse_day(since, "Since"), until=parse_day(until, "Until"),
                      min_upvotes=int(min_upvotes) if min_upvotes not in (None, "") else None,
                      orgs=[o.strip() for o in (orgs or "").split(",") if o.strip()])
    return filters if filters.active() else None


def _export_file(folder: Path, text: str, turn: int, suffix: str) -> str:
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=folder, prefix=f"answer-{turn + 1}-", suffix=suffix,
                                     delete=False) as f:
        f.write(text)
    return f.name


def search_papers(session: Session, query: str, k) -> str:
    try:
        if not (query or "").strip():
            return papers_html(session.base.index.store.all_papers()[: int(k)])
        hits = session.base.retriever.search(query, k=int(k)).results
        papers = session.base.index.store.papers([h.paper_id for h in hits])
        return papers_html([papers[h.paper_id] for h in hits], {h.paper_id: h.score for h in hits})
    except RagError as exc:
        return f"<p>⚠️ {exc.message} {exc.hint or ''}</p>"


def build_app(resources: Resources):
    import gradio as gr

    session = Session(resources)
    models = session.models()
    with gr.Blocks(title="Ask the papers") as app:
        gr.Markdown("# Ask the papers\nAnswers come only from the bundled abstracts, with a citation for each claim.")
        readout = gr.Markdown(session.device_line(), elem_id="readout")
        turns = gr.State([])
        with gr.Tab("Chat"):
            with gr.Row():
                with gr.Column(scale=3):
                    chat = gr.Chatbot(label="Conversation", height=420, elem_id="chat")
                    question = gr.Textbox(label="Question", placeholder="Ask about the papers…", elem_id="question",
                                          max_length=None)
                    with gr.Row():
                        ask = gr.Button("Ask", variant="primary", elem_id="ask")
                        clear = gr.Button("Clear chat", elem_id="clear")
                    gr.Examples(examples=[[q] for q in EXAMPLES], inputs=[question], label="Try")
                with gr.Column(scale=2):
                    details = gr.HTML(elem_id="details")
                    with gr.Accordion("Export", open=False):
                        export = gr.Textbox(label="Answer with references (Markdown)", lines=6, buttons=["copy"],
                                            elem_id="export")
                        download = gr.DownloadButton("Download .md", elem_id="download")
                        bib = gr.Textbox(label="Cited papers (BibTeX)", lines=6, buttons=["copy"], elem_id="export-bib")
                        bib_download = gr.DownloadButton("Download .bib", elem_id="download-bib")
                    with gr.Accordion("Settings", open=False, elem_id="settings-panel"):
                        model = gr.Dropdown(choices=models, value=session.default_model() if models else None,
                                            label="Model (installed, from models.lock)")
                        k = gr.Slider(1, 10, value=resources.settings.retrieval.top_k, step=1, label="Top-k papers")
                        temperature = gr.Slider(0.0, 1.0, value=resources.settings.generation.temperature, step=0.05,
                                                label="Temperature")
                        extractive = gr.Checkbox(False, label="Extractive mode (no model)")
                        since = gr.Textbox(label="Papers since (YYYY-MM-DD)", elem_id="since")
                        until = gr.Textbox(label="Papers until (YYYY-MM-DD)", elem_id="until")
                        min_upvotes = gr.Number(None, label="Minimum upvotes", precision=0, minimum=0,
                                                elem_id="min-upvotes")
                        orgs = gr.Textbox(label="Organisations (comma-separated)", elem_id="orgs")
        with gr.Tab("Papers"):
            query = gr.Textbox(label="Search the papers (hybrid search)", elem_id="paper-query")
            count = gr.Slider(5, 50, value=10, step=5, label="Results")
            results = gr.HTML(elem_id="paper-results")
            query.submit(lambda q, n: search_papers(session, q, n), [query, count], results)

        outputs = [chat, turns, details, export, download, bib, bib_download, readout]
        inputs = [question, chat, turns, model, k, temperature, extractive, since, until, min_upvotes, orgs]
        handler = lambda *a: (yield from respond(session, *a))  # noqa: E731
        for event in (ask.click, question.submit):
            event(handler, inputs, outputs, concurrency_limit=1, concurrency_id="generator").then(
                lambda: "", None, question)
        clear.click(lambda: ([], [], "", "", None, "", None), None,
                    [chat, turns, details, export, download, bib, bib_download])
    return app


def launch(resources: Resources, host: str = "127.0.0.1", port: int = 7860) -> None:
    app = build_app(resources)
    app.queue(default_concurrency_limit=1).launch(server_name=host, server_port=port, share=False, css=CSS,
                                                  show_error=False, quiet=True)
