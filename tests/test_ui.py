"""The Gradio page in a real browser (Debian's Chromium driven by Playwright), against the real
index and the real 0.5B model, served by `rag ui` as a user starts it."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from tests.servers import start

ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]
LONGGEN = "A Little Goes a Long Way"


def serve(home: Path):
    proc, url = start("ui", home)
    return proc, url + "/"


@pytest.fixture(scope="module")
def app_url(bundled_home):
    proc, url = serve(bundled_home)
    yield url
    proc.terminate()
    proc.wait(timeout=20)


@pytest.fixture(scope="module")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: `make test` installs Debian's chromium (as root).")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield b
        b.close()


def ask(page, question: str) -> None:
    page.fill("#question textarea", question)
    page.click("#ask")


def bot_text(page) -> str:
    messages = page.locator("#chat .bot")
    return messages.last.inner_text() if messages.count() else ""


def test_question_streams_cites_and_opens_the_cited_abstract(app_url, browser):
    page = browser.new_page(viewport={"width": 1300, "height": 1000})
    page.goto(app_url)
    page.wait_for_selector("#question textarea")
    # the example questions render after the text box; wait for them rather than count at once
    page.get_by_text("How much does LongGen reduce KV cache memory").first.wait_for(timeout=30000)
    assert "Device:" in page.inner_text("#readout") and "CPU" in page.inner_text("#readout")
    ask(page, "How much does LongGen reduce KV cache memory during inference?")
    seen, deadline = [], time.time() + 240
    while not page.locator("#details details.citation").count():
        text = bot_text(page).strip()
        if text and (not seen or seen[-1] != text):
            seen.append(text)
        assert time.time() < deadline, "no answer within 240 s"
        time.sleep(0.05)
    assert len(seen) >= 2, f"the answer did not stream: {seen}"
    final = bot_text(page)
    assert "62%" in final and "[1]" in final
    card = page.locator("#details details.citation").first
    assert LONGGEN in card.locator("summary").inner_text()
    assert "supported" in card.locator("summary").inner_text()
    abstract = card.locator(".abstract")
    assert not abstract.is_visible()
    card.locator("summary").click()
    abstract.wait_for(state="visible")
    assert "LongGen reduces KV cache memory by 62%" in abstract.inner_text()
    assert card.locator("mark").count() >= 1  # the cited chunk is highlighted
    page.get_by_text("Export", exact=True).click()
    assert "References:" in page.locator("#export textarea").input_value()
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "ui-answer.png"), full_page=True)
    page.close()


def test_three_pages_asking_at_once_all_get_their_own_answers(app_url, browser):
    questions = {
        "How much does LongGen reduce KV cache memory during inference?": "62%",
        "By what factor does ZeRO++ reduce the communication volume of ZeRO?": "4x",
        "What accuracy does GPT-5 reach on the LitQA2 benchmark?": "do not answer",
    }
    pages = []
    for question in questions:
        page = browser.new_page()
        page.goto(app_url)
        page.wait_for_selector("#question textarea")
        pages.append((page, question))
    for page, question in pages:
        ask(page, question)
    deadline = time.time() + 400
    for page, question in pages:
        page.wait_for_selector("#details .answer-details", timeout=max(1, deadline - time.time()) * 1000)
        text = bot_text(page)
        assert questions[question] in text, (question, text)
        assert page.locator("#chat .user").last.inner_text().strip() == question
        assert "Traceback" not in page.content() and "Error" not in text
        page.close()


@pytest.mark.parametrize("question, message", [("   ", "The question is empty."), ("x" * 1500, "the limit is 1000")])
def test_bad_questions_show_a_message_not_a_traceback(app_url, browser, question, message):
    page = browser.new_page()
    page.goto(app_url)
    page.wait_for_selector("#question textarea")
    ask(page, question)
    page.wait_for_function("m => document.querySelector('#chat').innerText.includes(m)", arg=message, timeout=60000)
    assert "Traceback" not in page.content()
    page.close()


def test_missing_index_and_model_show_what_to_run(tmp_path, browser):
    proc, url = serve(tmp_path)  # an empty RAG_HOME: no index, no model
    try:
        page = browser.new_page()
        page.goto(url)
        page.wait_for_selector("#question textarea")
        assert "rag models fetch" in page.inner_text("#readout")
        ask(page, "How much does LongGen reduce KV cache memory?")
        page.wait_for_function("() => document.querySelector('#chat').innerText.includes('rag index build')",
                               timeout=60000)
        assert "Traceback" not in page.content()
        page.close()
    finally:
        proc.terminate()
        proc.wait(timeout=20)


def test_papers_tab_searches_the_corpus(app_url, browser):
    page = browser.new_page()
    page.goto(app_url)
    page.get_by_role("tab", name="Papers").click()
    page.fill("#paper-query textarea", "KV cache reduction for long-context training")
    page.press("#paper-query textarea", "Enter")
    page.wait_for_selector("#paper-results details.paper")
    assert LONGGEN in page.inner_text("#paper-results")
    page.close()


def test_filters_narrow_the_papers_and_the_cited_papers_export_as_bibtex(app_url, browser):
    page = browser.new_page(viewport={"width": 1300, "height": 1000})
    page.goto(app_url)
    page.wait_for_selector("#question textarea")
    page.locator("#settings-panel").get_by_text("Settings", exact=True).click()
    page.get_by_label("Extractive mode (no model)").check()
    page.fill("#since textarea", "2030-01-01")  # no paper is that new
    ask(page, "How much does LongGen reduce KV cache memory during inference?")
    page.wait_for_selector("#details .answer-details.abstained", timeout=60000)
    assert "filters left out 397 papers" in page.inner_text("#details")
    page.fill("#since textarea", "")
    page.fill("#orgs textarea", "")
    ask(page, "How much does LongGen reduce KV cache memory during inference?")
    page.wait_for_selector("#details details.citation", timeout=60000)
    page.get_by_text("Export", exact=True).click()
    bib = page.locator("#export-bib textarea").input_value()
    assert bib.startswith("@article{") and "{A Little Goes a Long Way" in bib
    assert "Traceback" not in page.content()
    page.close()
