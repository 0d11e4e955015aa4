"""The chat page as a user sees it, at a desktop (1280 px) and a phone (390 px) width.

Layout (the page never scrolls on a desktop; on a phone nothing hides under the question
box), a reopened conversation identical to the live one, sources numbered in text order
with the chart's bars in the same order, whole titles in the sidebar and a progress line
that only moves forward.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from langgraph_sdk import get_sync_client

from tests.browser.test_chat_page import ANSWER_TIMEOUT_MS, RECORDER, ask, last_answer
from tests.server.langgraph_server import LangGraphServer

# Questions no other browser test asks: the shared server's answer cache would otherwise
# answer them at once (no search steps), and sidebar titles must not clash.
pytestmark = [pytest.mark.browser, pytest.mark.enable_socket, pytest.mark.timeout(300)]

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 740}
KEYBOARD_OPEN = {"width": 390, "height": 420}  # a phone with its on-screen keyboard up

# What a turn shows, read from the DOM: the same for a live and a reopened conversation.
SNAPSHOT = """
() => [...document.querySelectorAll('#log > li')].map((li) => ({
  kind: li.classList.contains('turn-user') ? 'user' : 'assistant',
  text: li.querySelector('.answer, .bubble').innerText,
  html: li.querySelector('.answer') ? li.querySelector('.answer').innerHTML : null,
  badge: li.querySelector('.badge')?.innerText ?? null,
  sources: [...li.querySelectorAll('.sources li')].map((s) => s.innerText),
  chart: li.querySelector('.chart canvas')?.dataset.labels ?? null,
  caption: li.querySelector('.chart figcaption')?.innerText ?? null,
}))
"""


def open_page(browser: Any, url: str, viewport: dict[str, int]) -> Any:
    context = browser.new_context(viewport=viewport)
    page = context.new_page()
    page.problems = []
    page.on("console", lambda m: m.type == "error" and page.problems.append(m.text))
    page.on("pageerror", lambda e: page.problems.append(str(e)))
    page.add_init_script(RECORDER)
    page.goto(url)
    return page


def _page_at(browser: Any, url: str, viewport: dict[str, int]) -> Iterator[Any]:
    page = open_page(browser, f"{url}/chat", viewport)
    try:
        yield page
    finally:
        page.context.close()


@pytest.fixture
def desktop(browser: Any, lg_server: LangGraphServer) -> Iterator[Any]:
    yield from _page_at(browser, lg_server.url, DESKTOP)


@pytest.fixture
def phone(browser: Any, lg_server: LangGraphServer) -> Iterator[Any]:
    yield from _page_at(browser, lg_server.url, PHONE)


def uncovered(page: Any, selector: str) -> bool:
    """Whether the last match is inside the viewport and on top along its middle line."""
    return bool(
        page.evaluate(
            """(selector) => {
              const node = [...document.querySelectorAll(selector)].pop();
              if (!node) return false;
              const r = node.getBoundingClientRect();
              if (r.top < 0 || r.bottom > window.innerHeight || r.height === 0) return false;
              const y = r.top + r.height / 2; // left, middle and right of its middle line
              const points = [0.1, 0.5, 0.9].map((f) => [r.left + f * r.width, y]);
              return points.every(([x, y]) => {
                const hit = document.elementFromPoint(x, y);
                return hit && (hit === node || node.contains(hit));
              });
            }""",
            selector,
        )
    )


def test_desktop_page_never_scrolls_and_keeps_its_header(
    desktop: Any, lg_server: LangGraphServer
) -> None:
    for question in [f"What was BHP's capex in FY{year}?" for year in (2023, 2024, 2025)] * 2:
        ask(desktop, question)
        last_answer(desktop)
        desktop.wait_for_function("document.body.dataset.busy === 'false'")
    sizes = desktop.evaluate(
        "({page: document.documentElement.scrollHeight, view: window.innerHeight,"
        " log: document.getElementById('conversation').scrollHeight,"
        " box: document.getElementById('conversation').clientHeight})"
    )
    assert sizes["log"] > sizes["box"], "the test needs a conversation taller than its box"
    assert sizes["page"] <= sizes["view"], sizes  # no grey band: the page itself never scrolls
    desktop.mouse.wheel(0, 5000)
    desktop.keyboard.press("End")
    assert desktop.locator("header.top").bounding_box()["y"] == 0
    composer = desktop.locator("#composer").bounding_box()
    assert composer["y"] + composer["height"] <= DESKTOP["height"]
    assert not desktop.problems


def test_phone_reply_box_and_sources_stay_above_the_question_box(
    phone: Any, screenshots: Path
) -> None:
    ask(phone, "What was Rio Tinto's revenue in FY2023?")
    last_answer(phone)
    ask(phone, "Tell me about this company.")
    reply = phone.get_by_label("Your reply")
    reply.wait_for(timeout=ANSWER_TIMEOUT_MS)
    assert phone.evaluate("document.activeElement.name") == "reply"
    assert uncovered(phone, ".clarify input"), "the question box covers the reply box"
    assert uncovered(phone, ".turn-assistant:last-child .answer")  # the question asked
    phone.screenshot(path=str(screenshots / "phone-clarification.png"))

    phone.set_viewport_size(KEYBOARD_OPEN)  # the keyboard opens: the viewport shrinks
    phone.wait_for_timeout(300)
    assert uncovered(phone, ".clarify input"), "the reply box is under the keyboard"

    phone.set_viewport_size(PHONE)  # the keyboard closes as the reply is sent
    reply.fill("BHP revenue FY2024")
    reply.press("Enter")
    last_answer(phone)
    phone.wait_for_function("document.body.dataset.busy === 'false'")
    phone.wait_for_timeout(200)
    # The page scrolled to the end of the answer: its last source is above the question box,
    assert uncovered(phone, ".turn-assistant:last-child .sources li")
    # and so is the badge when it is scrolled to.
    phone.locator(".turn-assistant").last.locator(".badge").evaluate(
        "(node) => node.scrollIntoView({ block: 'end' })"
    )
    assert uncovered(phone, ".turn-assistant:last-child .badge")
    statuses = phone.evaluate("window.__seen.statuses")
    after_reply = statuses[statuses.index("Reading your reply…") :]
    assert "Waiting for your reply…" not in after_reply
    assert not phone.problems


def test_reopened_conversation_looks_like_the_live_one(
    desktop: Any, lg_server: LangGraphServer, screenshots: Path
) -> None:
    ask(desktop, "Compare BHP and Fortescue revenue in FY2025")
    last_answer(desktop)
    ask(desktop, "What was Northern Star's revenue in FY2024?")
    last_answer(desktop)
    desktop.wait_for_function("document.body.dataset.busy === 'false'")
    live = desktop.evaluate(SNAPSHOT)
    answers = [turn for turn in live if turn["kind"] == "assistant"]
    assert all(turn["badge"] and turn["sources"] for turn in answers), answers
    assert answers[0]["chart"], "the comparison has a chart"
    for turn in answers:  # a list is a list: no Markdown marker shown as text
        assert not re.search(r"(^|\n)\s*- ", turn["text"]), turn["text"]
    desktop.screenshot(path=str(screenshots / "desktop-conversation.png"))

    desktop.reload()
    desktop.locator(".turn-assistant .badge").nth(1).wait_for()
    assert desktop.evaluate(SNAPSHOT) == live

    thread_id = desktop.evaluate("document.body.dataset.threadId")
    desktop.get_by_role("button", name="New conversation").click()
    desktop.locator(f'.thread-open[data-thread-id="{thread_id}"]').click()
    desktop.locator(".turn-assistant .badge").nth(1).wait_for()
    assert desktop.evaluate(SNAPSHOT) == live
    assert not desktop.problems


def test_sources_numbered_in_text_order_and_bars_in_text_order(desktop: Any) -> None:
    ask(desktop, "Compare the revenue of BHP, Rio Tinto and Fortescue in FY2024")
    turn = last_answer(desktop)
    turn.locator(".chart canvas").wait_for()
    text = turn.locator(".answer").inner_text()
    cited = list(dict.fromkeys(int(n) for n in re.findall(r"\[(\d+)\]", text)))
    assert cited == list(range(1, len(cited) + 1)), text
    numbers = [
        int(re.match(r"\[(\d+)\]", s).group(1))
        for s in turn.locator(".sources li").all_inner_texts()
    ]  # type: ignore[union-attr]
    assert numbers == sorted(numbers) == list(range(1, len(numbers) + 1))
    bars = json.loads(turn.locator(".chart canvas").get_attribute("data-labels") or "[]")
    canvas = turn.locator(".chart canvas")
    caption = turn.locator(".chart figcaption").inner_text()
    assert canvas.get_attribute("data-axis") == "USD million" and caption.startswith("Revenue")
    positions = {ticker: text.find(f"({ticker})") for ticker in bars}
    assert all(p >= 0 for p in positions.values()), (bars, text)
    assert bars == sorted(bars, key=positions.__getitem__), (bars, text)


def test_progress_line_only_moves_forward(desktop: Any) -> None:
    ask(desktop, "Compare Rio Tinto and BHP revenue in FY2023")
    last_answer(desktop)
    statuses = desktop.evaluate("window.__seen.statuses")
    shown = [s for s in statuses if s.endswith("…")]
    assert "Checking the answer…" in shown and "Writing the answer…" in shown, shown
    assert shown.index("Checking the answer…") < shown.index("Writing the answer…"), shown
    searching = [i for i, s in enumerate(shown) if s.startswith("Searching")]
    later = [i for i, s in enumerate(shown) if not s.startswith(("Searching", "Starting"))]
    after_search = [i for i in later if searching and i > searching[0]]
    assert not after_search or max(searching) < min(after_search), shown  # no jump back
    assert len(shown) == len(dict.fromkeys(shown)), shown  # never the same line twice


def test_sidebar_shows_whole_titles_and_other_clients_threads(
    desktop: Any, lg_server: LangGraphServer
) -> None:
    question = "How much revenue did Fortescue report in FY2023?"
    with get_sync_client(url=lg_server.url) as client:  # another client: no title metadata
        thread = client.threads.create(metadata={"graph_id": "mines_financial"})
        client.runs.wait(
            thread["thread_id"],
            "mines_financial",
            input={"messages": [{"role": "user", "content": question}]},
        )
    desktop.reload()
    button = desktop.locator(f'.thread-open[data-thread-id="{thread["thread_id"]}"]')
    button.wait_for()
    title = button.locator(".thread-title")
    assert title.inner_text() == question
    clipped = title.evaluate(
        "(node) => node.scrollWidth > node.clientWidth || node.scrollHeight > node.clientHeight"
    )
    assert not clipped, "the title is cut"

    ask(desktop, "Tell me about this company.")
    desktop.get_by_label("Your reply").wait_for(timeout=ANSWER_TIMEOUT_MS)
    current = desktop.locator(".thread-open[aria-current='true']")
    flag = current.locator(".thread-flag")
    flag.wait_for()
    box, frame = flag.bounding_box(), current.bounding_box()
    assert box["x"] + box["width"] <= frame["x"] + frame["width"]  # shown whole, not cut off
    assert flag.inner_text() == "Waiting for your reply"


def test_a_merged_section_reads_as_words(browser: Any, lg_server: LangGraphServer) -> None:
    source = {"n": 1, "company": "NST", "fiscal_year": "FY2025", "page": 3,
              "source": "NST_FY2025.md", "section": "Operations / Dividends"}  # fmt: skip
    answer = "- Northern Star (NST), FY2025 — gold sold, as its report states it [1]"
    with get_sync_client(url=lg_server.url) as client:
        thread = client.threads.create(metadata={"title": "section", "graph_id": "mines_financial"})
        client.threads.update_state(
            thread["thread_id"],
            {
                "messages": [
                    {"type": "human", "content": "NST gold sold FY2025?"},
                    {"type": "ai", "content": answer, "response_metadata": {"mines": {
                        "confidence": "high", "grounded": "yes", "sources": [source],
                        "figures": []}}},
                ],
            },
            as_node="answer",
        )  # fmt: skip
    page = open_page(browser, f"{lg_server.url}/chat#{thread['thread_id']}", DESKTOP)
    try:
        page.locator(".sources li").first.wait_for()
        assert page.locator(".sources li").all_inner_texts() == [
            "[1] NST · FY2025 · page 3 — NST_FY2025.md (Operations and Dividends)"
        ]
        assert page.locator(".badge").inner_text() == "Confidence: high · grounded: yes"
    finally:
        page.context.close()
