"""`create_app` builds the ASGI app: /v1/ask, /v1/ask/stream (Server-Sent Events), /v1/search,
/v1/papers/{id}, /v1/health, the OpenAPI docs at /docs, and the chat page at /."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import date
from typing import Literal

from fastapi import FastAPI, Query, Request
from fastapi.responses import JSONResponse, PlainTextResponse, StreamingResponse
from pydantic import BaseModel, ConfigDict, Field

from api.queue import TurnQueue
from common.errors import CorpusError, IndexBusy, IndexNotReady, ModelError, QuestionError, RagError, SettingsError
from rag.filters import Filters
from rag.resources import Resources
from rag.settings import Mode



class Turn(BaseModel):
    role: Literal["user", "assistant"]
    content: str


class AskRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    question: str = Field(description="The question, in plain words.")
    k: int | None = Field(None, ge=1, le=20, description="Papers to retrieve (default 5).")
    no_llm: bool = Field(False, description="Extractive answer: quoted source sentences, no model.")
    model: str | None = Field(None, description="Generator name from models.lock (default: by device).")
    history: list[Turn] = Field(default_factory=list, description="Earlier turns, for a follow-up question.")
    since: date | None = None
    until: date | None = None
    min_upvotes: int | None = Field(None, ge=0)
    orgs: list[str] = Field(default_factory=list)

    def filters(self) -> Filters | None:
        f = Filters(since=self.since, until=self.until, min_upvotes=self.min_upvotes, orgs=self.orgs)
        return f if f.active() else None


class PaperNotFound(RagError):
    """No paper with that id in the index."""


STATUS = {QuestionError: 400, SettingsError: 400, CorpusError: 400, PaperNotFound: 404, IndexNotReady: 503,
          ModelError: 503, IndexBusy: 409}


def create_app(resources: Resources, with_ui: bool = True) -> FastAPI:
    app = FastAPI(title="paper-rag", description="Answers from research papers, with checked citations.")
    queue = TurnQueue()

    @app.exception_handler(RagError)
    def _domain_error(request: Request, exc: RagError):
        status = next((code for kind, code in STATUS.items() if isinstance(exc, kind)), 400)
        return JSONResponse({"error": exc.message, "hint": exc.hint}, status_code=status)

    def pipeline(body: AskRequest):
        return resources.for_model(body.model).pipeline()

    @app.post("/v1/ask", summary="Answer a question (the same JSON as `rag ask --json`)")
    def ask(body: AskRequest) -> dict:
        p = pipeline(body)
        if body.no_llm:
            return _answer(p, body).model_dump(mode="json")
        with queue.turn():
            return _answer(p, body).model_dump(mode="json")

    @app.post("/v1/ask/stream", summary="Answer a question as Server-Sent Events: queue, piece…, answer")
    def ask_stream(body: AskRequest) -> StreamingResponse:
        p = pipeline(body)  # errors in settings or the index surface here, as a status
        return StreamingResponse(_events(p, body, queue), media_type="text/event-stream")

    @app.get("/v1/search", summary="Rank papers (the same JSON as `rag search --json`)")
    def search(q: str = Query(description="Words to search for."), k: int = Query(5, ge=1, le=50),
               mode: Mode | None = None, since: date | None = None,
               until: date | None = None, min_upvotes: int | None = Query(None, ge=0),
               org: list[str] = Query(default_factory=list)) -> dict:
        if not q.strip():
            raise QuestionError("The query is empty.", "Give some words to search for.")
        filters = Filters(since=since, until=until, min_upvotes=min_upvotes, orgs=org)
        result = resources.retriever.search(q, k=k, mode=mode, filters=filters if filters.active() else None)
        return result.model_dump(mode="json", include={"query", "mode", "results", "filters", "excluded",
                                                       "excluded_undated", "timings"})

    @app.get("/v1/papers/{paper_id}", summary="A paper's metadata and abstract; ?format=bibtex for BibTeX")
    def paper(paper_id: str, format: Literal["json", "bibtex"] = "json"):
        from rag.bibtex import to_bibtex

        found = resources.index.store.papers([paper_id]).get(paper_id)
        if found is None:
            raise PaperNotFound(f"No paper with id {paper_id!r} in the index.", "Search with /v1/search to find ids.")
        if format == "bibtex":
            return PlainTextResponse(to_bibtex(found), media_type="application/x-bibtex")
        return found.model_dump(mode="json")

    @app.get("/v1/health", summary="Index, model and device")
    def health() -> dict:
        m = resources.index.manifest
        out = {"index": {"papers": m.papers, "chunks": m.chunks, "built_at": m.built_at,
                         "fingerprint": m.corpus_fingerprint}, "model": None, "device": None}
        try:
            path, name, sha = resources.generator_file()
            out["model"], out["device"] = {"name": name, "sha256": sha, "file": path.name}, resources.device
        except RagError as exc:
            out["model_error"] = exc.message
        return out

    if with_ui:
        import gradio as gr

        from ui.app import build_app
        from ui.render import CSS

        app = gr.mount_gradio_app(app, build_app(resources), path="/", css=CSS)
    return app


def _stream(p, body: AskRequest):
    history = [t.model_dump() for t in body.history]
    return p.stream(body.question, history=history, k=body.k, no_llm=body.no_llm, filters=body.filters())


def _answer(p, body: AskRequest):
    return _stream(p, body).finish()


def _sse(event: str, data) -> str:
    return f"event: {event}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"


def _events(p, body: AskRequest, queue: TurnQueue) -> Iterator[str]:
    ticket = queue.ticket()
    try:
        while not queue.wait(ticket, timeout=1.0):
            yield _sse("queue", {"position": queue.position(ticket)})
        yield _sse("queue", {"position": 0})
        stream = _stream(p, body)
        for piece in stream:
            yield _sse("piece", {"text": piece})
        yield _sse("answer", stream.answer.model_dump(mode="json"))
    except RagError as exc:
        yield _sse("error", {"error": exc.message, "hint": exc.hint})
    finally:
        queue.done(ticket)
