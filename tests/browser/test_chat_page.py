"""The chat page in headless Debian chromium, against a real ``langgraph dev``.

The page records what it shows: a MutationObserver installed before the page loads keeps
every status line and every streamed draft, so the tests can tell that the answer arrived
token by token and which steps were named, even when a run takes a fraction of a second.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from langgraph_sdk import get_sync_client

from tests.server.langgraph_server import AUTH_TOKENS, LangGraphServer

pytestmark = [pytest.mark.browser, pytest.mark.enable_socket, pytest.mark.timeout(300)]

RECORDER = """
// Every text the page gives a .status or .draft element, in order. The values are read
// from each mutation's added text nodes, not from the element later: several updates in
// one task (a burst of stream events) would otherwise show only the last one.
window.__seen = { statuses: [], drafts: [] };
new MutationObserver((records) => {
  for (const record of records) {
    const target = record.target.nodeType === 1 ? record.target : record.target.parentElement;
    if (!target) continue;
    const kind = target.classList.contains("status") ? "statuses"
      : target.classList.contains("draft") ? "drafts" : null;
    if (!kind) continue;
    const texts = record.type === "characterData" ? [record.target.data]
      : [...record.addedNodes].map((node) => node.textContent);
    for (const text of texts) if (text) window.__seen[kind].push(text);
  }
}).observe(document, { subtree: true, childList: true, characterData: true });
"""
ANSWER_TIMEOUT_MS = 30_000


@pytest.fixture
def page(browser: Any, lg_server: LangGraphServer) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.problems = []  # console errors, page errors, dialogs nobody expected
    page.on("console", lambda m: m.type == "error" and page.problems.append(m.text))
    page.on("pageerror", lambda e: page.problems.append(str(e)))
    page.add_init_script(RECORDER)
    page.goto(f"{lg_server.url}/chat")
    try:
        yield page
    finally:
        context.close()


def ask(page: Any, question: str) -> None:
    box = page.get_by_label("Your question")
    box.fill(question)
    box.press("Enter")


def last_answer(page: Any) -> Any:
    turn = page.locator(".turn-assistant").last
    turn.locator(".sources li").first.wait_for(timeout=ANSWER_TIMEOUT_MS)
    return turn


def thread_state(url: str, thread_id: str) -> dict[str, Any]:
    # Sync client: Playwright's sync API already runs an event loop in this thread.
    with get_sync_client(url=url) as client:
        return {
            "thread": client.threads.get(thread_id),
            "history": client.threads.get_history(thread_id, limit=100),
            "runs": client.runs.list(thread_id),
        }


def settled_run_statuses(url: str, thread_id: str, timeout_s: float = 15.0) -> list[str]:
    """The thread's run statuses once none is pending or running (or at the timeout)."""
    deadline = time.monotonic() + timeout_s
    with get_sync_client(url=url) as client:
        while True:
            statuses = [run["status"] for run in client.runs.list(thread_id)]
            if not {"pending", "running"} & set(statuses) or time.monotonic() > deadline:
                return statuses
            time.sleep(0.2)


def test_question_streams_an_answer_with_sources(page: Any, screenshots: Path) -> None:
    ask(page, "What was Northern Star's revenue in FY2025?")
    turn = last_answer(page)
    answer = turn.locator(".answer").inner_text()
    assert "Northern Star" in answer and "FY2025" in answer
    sources = turn.locator(".sources li").all_inner_texts()
    assert any(s.startswith("[") and "NST · FY2025 · page" in s for s in sources), sources
    assert "Confidence: high" in turn.locator(".badge").inner_text()

    seen = page.evaluate("window.__seen")
    drafts = [d for d in seen["drafts"] if d]
    assert len(drafts) >= 5, "the answer did not stream token by token"
    assert all(b.startswith(a) for a, b in zip(drafts, drafts[1:], strict=False))
    statuses = set(seen["statuses"])
    assert {"Routing…", "Searching NST reports…", "Writing the answer…"} <= statuses, statuses

    assert page.evaluate("document.activeElement.id") == "question"
    thread_id = page.evaluate("document.body.dataset.threadId")
    page.locator(f'.thread-open[data-thread-id="{thread_id}"]').wait_for()
    assert not page.problems
    page.screenshot(path=str(screenshots / "answer-with-sources.png"), full_page=True)


def test_clarification_reply_resumes_the_same_thread(
    page: Any, lg_server: LangGraphServer, screenshots: Path
) -> None:
    ask(page, "Tell me about this company.")
    reply = page.get_by_label("Your reply")
    reply.wait_for(timeout=ANSWER_TIMEOUT_MS)
    assert "Which company" in page.locator(".turn-assistant").last.inner_text()
    assert page.evaluate("document.activeElement.name") == "reply"
    thread_id = page.evaluate("document.body.dataset.threadId")
    page.screenshot(path=str(screenshots / "clarification.png"), full_page=True)

    reply.fill("BHP revenue FY2024")
    reply.press("Enter")
    turn = last_answer(page)
    assert "55,658" in turn.locator(".answer").inner_text()
    assert page.evaluate("document.body.dataset.threadId") == thread_id
    page.screenshot(path=str(screenshots / "clarification-resumed.png"), full_page=True)

    state = thread_state(lg_server.url, thread_id)
    assert state["thread"]["status"] == "idle"
    history = state["history"]  # newest first
    assert [h["metadata"]["source"] for h in history].count("input") == 1
    paused = [h for h in history if h["next"] == ["clarify"]]
    assert paused and any(t["interrupts"] for t in paused[0]["tasks"])
    assert history[0]["next"] == [] and "55,658" in history[0]["values"]["answer"]
    runs = sorted(state["runs"], key=lambda r: r["created_at"])
    assert [r["status"] for r in runs] == ["success", "success"]
    assert runs[1]["kwargs"]["command"] == {"resume": "BHP revenue FY2024"}
    assert not runs[1]["kwargs"].get("input")
    assert not page.problems


def test_comparison_draws_a_chart(page: Any, screenshots: Path) -> None:
    ask(page, "Compare Rio Tinto and Fortescue NPAT in FY2023")
    turn = last_answer(page)
    canvas = turn.locator(".chart canvas")
    canvas.wait_for(state="visible")
    box = canvas.bounding_box()
    assert box and box["width"] > 100 and box["height"] > 100
    label = canvas.get_attribute("aria-label") or ""
    assert "RIO FY2023" in label and "FMG FY2023" in label
    assert not page.problems
    page.screenshot(path=str(screenshots / "comparison-chart.png"), full_page=True)


def test_question_text_is_never_rendered_as_html(page: Any) -> None:
    question = (
        "<script>window.__xss = 1</script>"
        '<img src=x onerror="window.__xss = 2"> BHP revenue FY2024?'
    )
    ask(page, question)
    last_answer(page)
    bubble = page.locator(".turn-user .bubble").last
    assert bubble.inner_text() == question
    assert page.evaluate("window.__xss") is None
    assert page.locator(".log script, .log img").count() == 0
    title = page.locator(".thread-open[aria-current='true']").inner_text()
    assert title.startswith("<script>")


def test_conversations_can_be_reopened_started_and_deleted(
    page: Any, browser: Any, lg_server: LangGraphServer
) -> None:
    question = "What was Mineral Resources' revenue in FY2023?"
    ask(page, question)
    last_answer(page)
    thread_id = page.evaluate("document.body.dataset.threadId")

    page.get_by_role("button", name="New conversation").click()
    assert page.locator(".log li").count() == 0
    assert page.evaluate("document.activeElement.id") == "question"

    page.locator(f'.thread-open[data-thread-id="{thread_id}"]').click()
    page.locator(".turn-user").first.wait_for()
    assert "Mineral Resources" in page.locator(".turn-user").first.inner_text()
    assert page.locator(".turn-assistant .sources li").count() >= 1

    page.once("dialog", lambda dialog: dialog.accept())
    # exact: other tests on this shared server asked about Mineral Resources too
    page.get_by_role("button", name=f"Delete conversation: {question}", exact=True).click()
    page.locator(f'.thread-open[data-thread-id="{thread_id}"]').wait_for(state="detached")
    assert page.locator(".log li").count() == 0
    assert not page.problems


def test_stop_cancels_the_run_and_a_reload_reopens_the_conversation(
    page: Any, lg_server: LangGraphServer
) -> None:
    question = "What was Fortescue's revenue in FY2025?"
    ask(page, question)
    page.get_by_role("button", name="Stop").click()
    page.locator(".turn-assistant .status", has_text="Stopped.").wait_for()
    thread_id = page.evaluate("document.body.dataset.threadId")
    # The page says "Stopped." once the server accepted the cancel; a runtime may finish
    # cancelling a moment later (Aegra signals the worker through Redis).
    assert settled_run_statuses(lg_server.url, thread_id) == ["interrupted"]

    ask(page, question)  # the thread is free again
    assert "FY2025" in last_answer(page).locator(".answer").inner_text()
    assert page.evaluate("document.activeElement.id") == "question"

    page.reload()
    page.locator(".turn-assistant .sources li").first.wait_for()
    assert page.evaluate("document.body.dataset.threadId") == thread_id
    questions = page.locator(".turn-user .bubble").all_inner_texts()
    assert questions[-1] == question and len(questions) <= 2
    assert not page.problems


def test_unsupported_claims_note_and_confidence_badge(
    browser: Any, lg_server: LangGraphServer, screenshots: Path
) -> None:
    answer = (
        "- BHP Group (BHP), FY2024 — revenue: US$55,658 million [1]\n\n"
        "**Sources**\n[1] BHP_FY2024.md, p. 1 (BHP FY2024, Highlights)\n\n"
        "Note: 1 claim(s) could not be verified against the cited sources:\n"
        "- <b>copper output</b>: no cited source states this figure"
    )
    with get_sync_client(url=lg_server.url) as client:
        thread = client.threads.create(
            metadata={"title": "note test", "graph_id": "mines_financial"},
            graph_id="mines_financial",
        )
        client.threads.update_state(
            thread["thread_id"],
            {
                "messages": [
                    {"type": "human", "content": "BHP revenue and copper output FY2024?"},
                    {"type": "ai", "content": answer},
                ],
                "answer": answer,
                "confidence": "medium",
                "grounded": "partial",
                "sources": [
                    {
                        "n": 1,
                        "company": "BHP",
                        "fiscal_year": "FY2024",
                        "page": 1,
                        "source": "BHP_FY2024.md",
                        "section": "Highlights",
                    },
                ],  # fmt: skip
                "figures": [],
            },
            as_node="answer",
        )
    context = browser.new_context()
    page = context.new_page()
    try:
        page.goto(f"{lg_server.url}/chat#{thread['thread_id']}")
        note = page.get_by_role("note")
        note.wait_for()
        assert "1 claim(s) could not be verified" in note.inner_text()
        assert "<b>copper output</b>" in note.inner_text()  # shown as text, not markup
        assert page.locator(".note b").count() == 0
        assert page.locator(".badge").inner_text() == "Confidence: medium · grounded: partial"
        answer_text = page.locator(".turn-assistant .answer").inner_text()
        assert "Note:" not in answer_text and "**Sources**" not in answer_text
        assert page.locator(".sources li").all_inner_texts() == [
            "[1] BHP · FY2024 · page 1 — BHP_FY2024.md (Highlights)"
        ]
        page.screenshot(path=str(screenshots / "medium-confidence-note.png"), full_page=True)
    finally:
        context.close()


def test_narrow_screen_and_readable_errors(
    browser: Any, lg_server: LangGraphServer, screenshots: Path
) -> None:
    context = browser.new_context(viewport={"width": 375, "height": 740})
    page = context.new_page()
    try:
        page.goto(f"{lg_server.url}/chat")
        composer = page.get_by_label("Your question")
        composer.wait_for()
        box = composer.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= 375
        assert page.evaluate("document.documentElement.scrollWidth") <= 375
        page.screenshot(path=str(screenshots / "narrow-screen.png"), full_page=True)

        # The server goes away: the page says so in words, without a stack trace.
        page.route("**/threads", lambda route: route.abort())
        ask(page, "What was BHP's revenue in FY2024?")
        error = page.get_by_role("alert")
        error.wait_for()
        assert (
            error.inner_text()
            == "Cannot reach the server. Check that it is running, then try again."
        )
    finally:
        context.close()


def test_bearer_token_from_settings(browser: Any, auth_server: LangGraphServer) -> None:
    context = browser.new_context()
    page = context.new_page()
    try:
        page.goto(f"{auth_server.url}/chat")
        error = page.get_by_role("alert")
        error.wait_for()
        assert "needs a valid API token" in error.inner_text()
        assert "Error" not in error.inner_text() and "at " not in error.inner_text()

        page.get_by_role("button", name="Settings").click()
        page.get_by_label("API token").fill(AUTH_TOKENS["alice"])
        page.get_by_role("button", name="Save").click()
        assert page.get_by_role("alert").is_hidden()
        ask(page, "What was BHP's revenue in FY2024?")
        turn = last_answer(page)
        assert "55,658" in turn.locator(".answer").inner_text()
        assert page.evaluate("localStorage.getItem('mines.apiToken')") == AUTH_TOKENS["alice"]
    finally:
        context.close()
