"""The documents panel in headless Chromium on a phone-sized screen, against ``langgraph dev``.

Alice (auth on, her token in the page's storage) picks a PDF; the panel shows its progress
and then the company and period read from it; her question is answered from it; the cited
source's "Open page" button opens that page of the original, rendered by pdf.js, with the
cited figure highlighted; she corrects the period and the document is indexed again; she
deletes it after confirming.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser.conftest import build_page
from tests.server.langgraph_server import AUTH_TOKENS, LangGraphServer
from tests.server.test_documents import REPORT_PAGES, report_pdf

pytestmark = [pytest.mark.browser, pytest.mark.enable_socket, pytest.mark.timeout(600)]

RECORDER = """
localStorage.setItem("mines.apiToken", %r);
window.__panel = [];
new MutationObserver(() => {
  for (const node of document.querySelectorAll(".document-progress, .document-status")) {
    const text = node.textContent;
    if (text && window.__panel[window.__panel.length - 1] !== text) window.__panel.push(text);
  }
}).observe(document, { subtree: true, childList: true, characterData: true });
"""
PAGES = [*REPORT_PAGES, "Notes\n\nA fourth page, so this upload is a file of its own."]


@pytest.fixture
def page(browser: Any, auth_server: LangGraphServer) -> Iterator[Any]:
    build_page()
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.problems = []
    page.on("console", lambda m: m.type == "error" and page.problems.append(m.text))
    page.on("pageerror", lambda e: page.problems.append(str(e)))
    page.add_init_script(RECORDER % AUTH_TOKENS["alice"])
    page.goto(f"{auth_server.url}/chat")
    try:
        yield page
    finally:
        context.close()


def test_upload_progress_answer_open_the_cited_page_correct_and_delete(
    page: Any, tmp_path: Path, screenshots: Path
) -> None:
    pdf = tmp_path / "NST results 2024.pdf"
    pdf.write_bytes(report_pdf(PAGES))
    page.get_by_label("Choose report files to upload").set_input_files(str(pdf))
    item = page.locator(".document", has_text="NST results 2024.pdf")
    item.locator(".document-detected").wait_for(timeout=120_000)
    assert "NST · FY2024" in item.locator(".document-detected").inner_text()
    assert "4 pages" in item.locator(".document-detected").inner_text()
    seen = page.evaluate("window.__panel")
    assert any(s in seen for s in ("queued", "reading", "embedding")), seen
    assert seen[-1] == "ready", seen

    box = page.get_by_label("Your question")
    box.fill("What was Northern Star's revenue in FY2024?")
    box.press("Enter")
    turn = page.locator(".turn-assistant").last
    button = turn.locator("button.open-page").first
    button.wait_for(timeout=60_000)
    assert "4,921" in turn.inner_text()
    assert button.inner_text() == "Open page 2"
    button.click()
    dialog = page.locator("#document-viewer")
    status = dialog.locator(".viewer-status")
    status.filter(has_text="Page 2 of 4").wait_for(timeout=60_000)
    assert "4,921 highlighted" in status.inner_text()
    assert dialog.locator("canvas.viewer-page").get_attribute("data-page") == "2"
    assert dialog.locator(".viewer-highlight").count() >= 1
    width = page.evaluate(
        "document.querySelector('#document-viewer').getBoundingClientRect().width"
    )
    assert width <= 390
    page.screenshot(path=str(screenshots / "documents-cited-page.png"))
    dialog.get_by_role("button", name="Close").click()

    item.get_by_role("button", name="Correct company/period").click()
    item.get_by_label("Period of NST results 2024.pdf").fill("H1 FY2024")
    item.get_by_role("button", name="Save and re-index").click()
    item.locator(".document-detected", has_text="H1 FY2024").wait_for(timeout=120_000)

    page.once("dialog", lambda d: d.accept())
    item.get_by_role("button", name="Delete").click()
    item.wait_for(state="detached", timeout=30_000)
    assert page.locator(".documents-message").inner_text().startswith("Deleted")
    assert page.problems == []
