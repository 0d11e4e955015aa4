"""The chat page against the production runtime (Aegra): the same browser tests as on
``langgraph dev`` (``test_chat_page.py``), on an Aegra stack (``aegra_server.py``).

The page reads state with ``get_state``, lists conversations without ``select`` and guards
a busy thread itself, so it runs unchanged on both runtimes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.browser import test_chat_page as chat
from tests.server.aegra_server import MAIN_ENV, AegraServer, shared_aegra

pytestmark = [*chat.pytestmark, pytest.mark.production]


@pytest.fixture(scope="module")
def lg_server(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> AegraServer:
    """The shared Aegra stack (the page tests plant answers with ``update_state``)."""
    return shared_aegra("main", request, tmp_path_factory, MAIN_ENV)


page = chat.page
test_question_streams_an_answer_with_sources = chat.test_question_streams_an_answer_with_sources
test_comparison_draws_a_chart = chat.test_comparison_draws_a_chart
test_conversations_can_be_reopened_started_and_deleted = (
    chat.test_conversations_can_be_reopened_started_and_deleted
)
test_stop_cancels_the_run_and_a_reload_reopens_the_conversation = (
    chat.test_stop_cancels_the_run_and_a_reload_reopens_the_conversation
)
test_unsupported_claims_note_and_confidence_badge = (
    chat.test_unsupported_claims_note_and_confidence_badge
)


def test_clarification_reply_resumes_the_same_thread(
    page: Any, lg_server: AegraServer, screenshots: Path
) -> None:
    """As on ``langgraph dev``; the run statuses differ (Aegra: the first run ``interrupted``)."""
    chat.ask(page, "Tell me about this company.")
    reply = page.get_by_label("Your reply")
    reply.wait_for(timeout=chat.ANSWER_TIMEOUT_MS)
    assert "Which company" in page.locator(".turn-assistant").last.inner_text()
    thread_id = page.evaluate("document.body.dataset.threadId")
    reply.fill("BHP revenue FY2024")
    reply.press("Enter")
    turn = chat.last_answer(page)
    assert "55,658" in turn.locator(".answer").inner_text()
    assert page.evaluate("document.body.dataset.threadId") == thread_id
    page.screenshot(path=str(screenshots / "aegra-clarification-resumed.png"), full_page=True)
    state = chat.thread_state(lg_server.url, thread_id)
    assert state["thread"]["status"] == "idle"
    assert "55,658" in state["history"][0]["values"]["answer"]
    runs = sorted(state["runs"], key=lambda r: r["created_at"])
    assert [r["status"] for r in runs] == ["interrupted", "success"]
