"""Compatibility: LangChain's agent-chat-ui, built from ``../shared/clients``, drives our server.

agent-chat-ui is the reference client for a LangGraph Server (``useStream`` from
``@langchain/langgraph-sdk`` 1.8, Markdown with remark-math, HITL interrupt forms, the
thread list, an ``X-Api-Key``). It is built once per machine by
``scripts/build-agent-chat-ui.sh`` into ``~/.cache/mines/agent-chat-ui-<tarball hash>``
(about 2-6 minutes the first time, nothing afterwards), served with ``next start`` on
loopback and pointed at a ``langgraph dev`` with API keys on (``MINES_API_TOKENS``) and
the UI's origin allowed (``MINES_CORS_ORIGINS``). Headless Debian chromium drives it as a
user would, with the key in the UI's own setting (``localStorage["lg:chat:apiKey"]``,
sent as ``X-Api-Key``).

A MutationObserver records what the page showed at every change, so the tests can tell
that the answer streamed, that the question never vanished and that no internal prompt
was ever shown, not only what the page ends with. Skipped, with the reason, when the
tarball, Node, fonts-liberation or chromium is missing.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import httpx
import pytest

from tests.server.langgraph_server import AUTH_TOKENS, REPO, LangGraphServer, free_port

pytestmark = [pytest.mark.browser, pytest.mark.enable_socket, pytest.mark.timeout(1200)]

BUILD_SCRIPT = REPO / "scripts" / "build-agent-chat-ui.sh"
BUILD_TIMEOUT_S = 1500
ASSISTANT = "mines_financial"
ANSWER_TIMEOUT_MS = 90_000

RECORDER = """
window.__snaps = [];
const snap = () => {
  const humans = [...document.querySelectorAll("p.bg-muted.ml-auto")].map((p) => p.innerText);
  const ais = [...document.querySelectorAll(".markdown-content")].map((d) => d.innerText);
  const last = window.__snaps[window.__snaps.length - 1];
  const next = { humans, ais, body: document.body.innerText.length };
  if (!last || JSON.stringify(last.humans) !== JSON.stringify(humans)
      || JSON.stringify(last.ais) !== JSON.stringify(ais)) {
    window.__snaps.push(next);
  }
  if (/<context>|【|<question>|16870\\.0000/.test(document.body.innerText)) {
    window.__leaked = document.body.innerText.slice(0, 2000);
  }
};
new MutationObserver(snap).observe(document, {
  subtree: true, childList: true, characterData: true,
});
"""


def _build() -> Path:
    if shutil.which("npx") is None:
        pytest.skip("Node.js (npx) is not installed: agent-chat-ui cannot be built")
    done = subprocess.run(
        ["bash", str(BUILD_SCRIPT)],
        capture_output=True,
        text=True,
        timeout=BUILD_TIMEOUT_S,
        check=False,
    )
    if done.returncode == 3:
        pytest.skip(f"agent-chat-ui cannot be built here: {done.stderr.strip()}")
    if done.returncode != 0:
        pytest.fail(f"building agent-chat-ui failed:\n{done.stderr[-4000:]}")
    return Path(done.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def chat_ui(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """The built UI on a free port, and a server with API keys that allows its origin."""
    if not Path("/usr/bin/chromium").is_file():
        pytest.skip("/usr/bin/chromium is missing: install Debian chromium")
    app = _build()
    ui_port = free_port()
    origin = f"http://127.0.0.1:{ui_port}"
    tokens = ",".join(f"{user}:{token}" for user, token in AUTH_TOKENS.items())
    server = LangGraphServer(
        tmp_path_factory.mktemp("lg-chat-ui"),
        extra_env={"MINES_API_TOKENS": tokens, "MINES_CORS_ORIGINS": origin},
    ).start()
    log = (tmp_path_factory.mktemp("chat-ui") / "next.log").open("wb")
    ui = subprocess.Popen(
        [
            str(app / "node_modules" / ".bin" / "next"),
            "start",
            "-H",
            "127.0.0.1",
            "-p",
            str(ui_port),
        ],
        cwd=app,
        stdout=log,
        stderr=subprocess.STDOUT,
        env={**os.environ, "NEXT_TELEMETRY_DISABLED": "1"},
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(origin, timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline or ui.poll() is not None:
                pytest.fail(f"next start did not serve agent-chat-ui on {origin}")
            time.sleep(0.3)
        yield {"server": server, "origin": origin}
    finally:
        os.killpg(ui.pid, signal.SIGTERM)
        ui.wait(timeout=20)
        log.close()
        server.stop()


def open_ui(
    browser: Any, chat_ui: dict[str, Any], user: str = "alice", token: str | None = None
) -> Any:
    """A fresh page on the UI, its API key set as the UI stores it."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    key = AUTH_TOKENS[user] if token is None else token
    context.add_init_script(f"window.localStorage.setItem('lg:chat:apiKey', {json.dumps(key)});")
    context.add_init_script(RECORDER)
    page = context.new_page()
    api = quote(chat_ui["server"].url, safe="")
    page.goto(f"{chat_ui['origin']}/?apiUrl={api}&assistantId={ASSISTANT}&chatHistoryOpen=true")
    page.get_by_placeholder("Type your message...").wait_for()
    return page


def send(page: Any, text: str) -> None:
    box = page.get_by_placeholder("Type your message...")
    box.fill(text)
    box.press("Enter")


def wait_answer(page: Any, needle: str, count: int = 1) -> str:
    """The text of the ``count``-th assistant message once it contains ``needle``."""
    page.wait_for_function(
        """([needle, count]) => {
             const ais = [...document.querySelectorAll('.markdown-content')];
             return ais.length >= count && ais[count - 1].innerText.includes(needle);
           }""",
        arg=[needle, count],
        timeout=ANSWER_TIMEOUT_MS,
    )
    # the run is over when the composer's Cancel button is gone
    page.get_by_role("button", name="Send").wait_for(timeout=ANSWER_TIMEOUT_MS)
    return str(page.locator(".markdown-content").nth(count - 1).inner_text())


def thread_id(page: Any) -> str:
    value = page.evaluate("new URL(location.href).searchParams.get('threadId')")
    assert value, page.url
    return str(value)


def thread_state(chat_ui: dict[str, Any], tid: str, user: str = "alice") -> dict[str, Any]:
    response = httpx.get(
        f"{chat_ui['server'].url}/threads/{tid}/state",
        headers={"X-Api-Key": AUTH_TOKENS[user]},
        timeout=30,
    )
    assert response.status_code == 200, response.text
    return dict(response.json())


def ask_vaguely(page: Any) -> tuple[Any, str]:
    """Ask a vague question; the HITL form's reply box and the thread id once it asks back."""
    send(page, "Tell me about this company.")
    # the question is an assistant message, and the HITL form asks for the reply
    page.locator(".markdown-content", has_text="Which company").wait_for(timeout=ANSWER_TIMEOUT_MS)
    reply_box = page.locator("textarea").filter(
        has_not=page.get_by_placeholder("Type your message...")
    )
    reply_box.first.wait_for(timeout=ANSWER_TIMEOUT_MS)
    return reply_box, thread_id(page)


def content_text(content: Any) -> str:
    """A message's text (agent-chat-ui sends content blocks, the graph writes strings)."""
    if isinstance(content, str):
        return content
    return "".join(b.get("text", "") for b in content if isinstance(b, dict))


def snaps(page: Any) -> list[dict[str, Any]]:
    return list(page.evaluate("window.__snaps"))


def test_question_streams_without_vanishing_then_a_follow_up(
    browser: Any, chat_ui: dict[str, Any], screenshots: Path
) -> None:
    page = open_ui(browser, chat_ui)
    question = "What was BHP's revenue in FY2024?"
    send(page, question)
    text = wait_answer(page, "55,658")
    seen = snaps(page)
    asked = [s for s in seen if question in s["humans"]]
    first = seen.index(asked[0])
    assert all(question in s["humans"] for s in seen[first:]), "the question vanished"
    partial = {s["ais"][0] for s in seen[first:] if s["ais"] and s["ais"][0] != text}
    assert len(partial) >= 3, f"the answer did not stream: {len(partial)} partial states"
    # Markdown: the dollar amounts are text (no formula), the sources a list
    assert "US$55,658 million" in text
    assert page.locator(".markdown-content .katex").count() == 0
    sources = page.locator(".markdown-content li", has_text="BHP_FY2024.md")
    assert sources.count() >= 1
    assert page.evaluate("window.__leaked || null") is None
    page.screenshot(path=str(screenshots / "agent-chat-ui-answer.png"), full_page=True)

    tid = thread_id(page)
    send(page, "And their dividends?")
    follow = wait_answer(page, "dividend", count=2)
    assert "BHP" in follow
    assert thread_id(page) == tid
    humans = snaps(page)[-1]["humans"]
    assert humans == [question, "And their dividends?"]
    state = thread_state(chat_ui, tid)
    stored = [m for m in state["values"]["messages"] if m["type"] == "ai"]
    assert len(stored) == 2  # what streamed is what is stored: one message per answer
    page.context.close()


def test_calculation_shows_no_internal_prompt(browser: Any, chat_ui: dict[str, Any]) -> None:
    page = open_ui(browser, chat_ui)
    question = "How much did BHP's revenue grow from FY2023 to FY2024?"
    send(page, question)
    text = wait_answer(page, "%")
    assert "3.42%" in text
    for s in snaps(page):
        assert s["humans"] in ([], [question]), s["humans"]  # never a second "user" turn
        assert len(s["ais"]) <= 1, s["ais"]
    assert page.evaluate("window.__leaked || null") is None
    assert page.get_by_text("16870.000000000004").count() == 0
    page.context.close()


def test_clarification_answered_in_its_form_finishes_the_same_run(
    browser: Any, chat_ui: dict[str, Any], screenshots: Path
) -> None:
    page = open_ui(browser, chat_ui)
    reply_box, tid = ask_vaguely(page)
    assert thread_state(chat_ui, tid)["tasks"][0]["interrupts"], "not interrupted"
    page.screenshot(path=str(screenshots / "agent-chat-ui-clarification.png"), full_page=True)
    reply_box.first.fill("BHP revenue FY2024")
    page.get_by_role("button", name="Submit").click()
    text = wait_answer(page, "55,658", count=2)
    assert "US$55,658 million" in text
    assert thread_id(page) == tid
    state = thread_state(chat_ui, tid)
    assert not state["next"]
    messages = [(m["type"], content_text(m["content"])) for m in state["values"]["messages"]]
    assert [t for t, _ in messages] == ["human", "ai", "human", "ai"]
    assert messages[0][1] == "Tell me about this company."
    assert "Which company" in messages[1][1]
    assert messages[2][1] == "BHP revenue FY2024"
    runs = httpx.get(
        f"{chat_ui['server'].url}/threads/{tid}/runs",
        headers={"X-Api-Key": AUTH_TOKENS["alice"]},
        timeout=30,
    ).json()
    assert len(runs) == 2 and all(r["status"] == "success" for r in runs)
    page.context.close()


def test_empty_submit_asks_again_and_mark_as_resolved_ends_politely(
    browser: Any, chat_ui: dict[str, Any], screenshots: Path
) -> None:
    page = open_ui(browser, chat_ui)
    errors: list[str] = []
    page.on("response", lambda r: r.status >= 400 and errors.append(f"{r.status} {r.url}"))
    _, tid = ask_vaguely(page)

    page.get_by_role("button", name="Submit").click()  # nothing typed
    wait_answer(page, "Please type your reply first.", count=2)  # said as a message
    state = thread_state(chat_ui, tid)
    asked = state["tasks"][0]["interrupts"][0]["value"]["question"]
    assert asked.startswith("Please type your reply first. Which company"), asked

    page.get_by_role("button", name="Mark as Resolved").click()
    wait_answer(page, "No problem, I have left that question", count=3)
    page.screenshot(path=str(screenshots / "agent-chat-ui-resolved.png"), full_page=True)
    state = thread_state(chat_ui, tid)
    assert not state["next"] and not state["tasks"]  # the clarification is over
    assert state["values"]["messages"][-1]["content"].startswith("No problem")
    assert page.get_by_role("button", name="Mark as Resolved").count() == 0
    assert not errors, errors  # no 400 or 403 reached the user
    page.context.close()


def test_thread_list_and_api_key_isolation(browser: Any, chat_ui: dict[str, Any]) -> None:
    page = open_ui(browser, chat_ui)
    history = page.get_by_role("button", name="What was BHP's revenue in FY2024?")
    history.first.wait_for(timeout=30_000)
    page.get_by_role(
        "button", name="How much did BHP's revenue grow from FY2023 to FY2024?"
    ).wait_for()
    history.first.click()
    page.locator(".markdown-content", has_text="55,658").first.wait_for(timeout=30_000)
    assert (
        page.locator("p.bg-muted.ml-auto", has_text="What was BHP's revenue in FY2024?").count()
        == 1
    )
    page.context.close()

    bob = open_ui(browser, chat_ui, user="bob")
    bob.wait_for_timeout(3000)
    assert bob.get_by_role("button", name="What was BHP's revenue in FY2024?").count() == 0
    bob.context.close()

    url = chat_ui["server"].url
    assert (
        httpx.post(f"{url}/threads/search", json={}, headers={"X-Api-Key": "nope"}).status_code
        == 401
    )
    assert httpx.post(f"{url}/threads/search", json={}).status_code == 401
    ok = httpx.post(f"{url}/threads/search", json={}, headers={"X-Api-Key": AUTH_TOKENS["alice"]})
    assert ok.status_code == 200 and ok.json()

    wrong = open_ui(browser, chat_ui, token="not-a-key")
    send(wrong, "What was BHP's revenue in FY2024?")
    wrong.get_by_text("An error occurred").first.wait_for(timeout=30_000)
    assert wrong.locator(".markdown-content", has_text="55,658").count() == 0
    wrong.context.close()


def test_build_is_cached_outside_the_checkout() -> None:
    """A second build is a no-op: the folder is keyed by the tarball and outside the repo."""
    started = time.monotonic()
    folder = _build()
    assert time.monotonic() - started < 10
    assert REPO not in folder.parents
    assert (folder.parent / ".built").is_file()
    assert folder.parent.name.startswith("agent-chat-ui-")
