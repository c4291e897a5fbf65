"""The HTTP API over a real `rag serve` process, spoken to with httpx: answers, the event
stream, search with filters, papers as JSON and BibTeX, errors as statuses, concurrent requests."""

from __future__ import annotations

import json
import threading
import time

import httpx
import pytest

from tests.servers import start

QUESTION = "How much does LongGen reduce KV cache memory during inference?"
LONGGEN = "A Little Goes a Long Way: Efficient Long Context Training and Inference with Partial Contexts"


@pytest.fixture(scope="module")
def api(bundled_home):
    proc, url = start("serve", bundled_home, ready_path="/v1/health")
    yield url
    proc.terminate()
    proc.wait(timeout=20)


def events(response) -> list[tuple[str, dict]]:
    out, event = [], None
    for line in response.iter_lines():
        if line.startswith("event: "):
            event = line[7:]
        elif line.startswith("data: "):
            out.append((event, json.loads(line[6:])))
    return out


def test_ask_search_papers_docs_and_health(api):
    answer = httpx.post(f"{api}/v1/ask", json={"question": QUESTION, "no_llm": True}, timeout=60).json()
    assert "62%" in answer["answer"] and not answer["abstained"] and answer["provenance"]["model"] is None
    found = httpx.get(f"{api}/v1/search", params={"q": "LongGen KV cache", "k": 3}, timeout=60).json()
    assert found["results"][0]["title"] == LONGGEN and len(found["results"]) == 3
    pid = found["results"][0]["paper_id"]
    paper = httpx.get(f"{api}/v1/papers/{pid}", timeout=30).json()
    assert paper["title"] == LONGGEN and "62%" in paper["abstract"]
    bib = httpx.get(f"{api}/v1/papers/{pid}", params={"format": "bibtex"}, timeout=30)
    assert bib.text.startswith("@article{") and "{A Little Goes a Long Way" in bib.text
    assert httpx.get(f"{api}/docs", timeout=30).status_code == 200
    assert "/v1/ask/stream" in httpx.get(f"{api}/openapi.json", timeout=30).json()["paths"]
    health = httpx.get(f"{api}/v1/health", timeout=30).json()
    assert health["index"]["papers"] == 397 and health["model"]["name"] == "qwen2.5-coder-0.5b-instruct"
    assert health["device"] == "cpu"
    assert "Ask the papers" in httpx.get(f"{api}/", timeout=30).text  # the chat page on the same port


@pytest.mark.parametrize("method, path, body, status, message", [
    ("post", "/v1/ask", {"question": "   "}, 400, "The question is empty."),
    ("post", "/v1/ask", {"question": "x" * 1500}, 400, "the limit is 1000"),
    ("post", "/v1/ask", {"question": "What?", "model": "nope"}, 503, "No model named 'nope'"),
    ("get", "/v1/papers/no-such-paper", None, 404, "No paper with id"),
    ("get", "/v1/search?q=%20", None, 400, "The query is empty."),
])
def test_bad_requests_get_the_clis_message(api, method, path, body, status, message):
    response = getattr(httpx, method)(f"{api}{path}", timeout=60, **({"json": body} if body else {}))
    assert response.status_code == status and message in response.json()["error"]


def test_search_filters_apply_before_ranking(api):
    found = httpx.get(f"{api}/v1/search", params={"q": "KV cache compression for long context inference", "k": 10,
                                                  "since": "2024-06-01"}, timeout=60).json()
    assert len(found["results"]) == 10 and all(r["date"] >= "2024-06-01" for r in found["results"])
    assert found["excluded_undated"] > 0
    bad = httpx.get(f"{api}/v1/search", params={"q": "x", "since": "June"}, timeout=30)
    assert bad.status_code == 422


def test_the_stream_sends_pieces_then_the_answer_and_waits_its_turn(api):
    results: dict[str, list] = {}

    def stream(name):
        with httpx.stream("POST", f"{api}/v1/ask/stream", json={"question": QUESTION}, timeout=300) as response:
            assert response.headers["content-type"].startswith("text/event-stream")
            results[name] = events(response)

    threads = [threading.Thread(target=stream, args=(n,)) for n in ("a", "b")]
    for t in threads:
        t.start()
        time.sleep(0.2)
    for t in threads:
        t.join()
    for name, got in results.items():
        kinds = [e for e, _ in got]
        assert kinds[-1] == "answer" and "piece" in kinds, (name, kinds)
        assert "62%" in got[-1][1]["answer"]
    waited = [max(d["position"] for e, d in got if e == "queue") for got in results.values()]
    assert sorted(waited)[-1] >= 1  # one of the two waited for the other


def test_concurrent_requests_each_get_their_own_answer(api):
    questions = {QUESTION: "62%", "By what factor does ZeRO++ reduce the communication volume of ZeRO?": "4x",
                 "What accuracy does GPT-5 reach on the LitQA2 benchmark?": "do not answer"}
    answers: dict[str, dict] = {}

    def ask(q):
        answers[q] = httpx.post(f"{api}/v1/ask", json={"question": q, "no_llm": True}, timeout=120).json()

    threads = [threading.Thread(target=ask, args=(q,)) for q in questions]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for q, expected in questions.items():
        assert answers[q]["question"] == q and expected in answers[q]["answer"]
