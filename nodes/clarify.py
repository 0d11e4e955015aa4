"""Clarify: ask the user, then classify the merged query again.

``interrupt`` comes first: everything before it re-runs on resume, so nothing happens
before it. The payload is langchain's ``HITLRequest`` plus ``question`` and
``original_query`` (``mines.hitl``), so agent-chat-ui and Agent Inbox show a reply form and
our page and API users keep reading ``question``; ``retrieve_decision`` has already
written the question as an assistant message. The reply (a string, ``{"reply": ...}``, a
``decisions`` list or Agent Inbox's response list, parsed by ``mines.hitl.parse_resume``)
is appended to the original query (never replaces it), and the merged text is read into
the turn's request again as the memory node reads a question (the reply adds its slots,
and relative periods are resolved again for the companies it names: "the latest half" is
each one's own newest half); any other resume value raises
``ResumeError`` with what to send (the API refuses it with 400 before any run, in
``web/auth.py``). A reply form sent blank (agent-chat-ui's empty Submit) gets a message
asking for the reply and the question again (routing comes back here);
:data:`mines.hitl.DECLINED` (its "Mark as Resolved") ends the turn with a short answer
instead of a search.
"""

from __future__ import annotations

from typing import Any

from langchain_core.messages import AIMessage, AnyMessage, HumanMessage
from langgraph.runtime import Runtime
from langgraph.types import interrupt

from mines.context import Context, context_from, document_viewer
from mines.hitl import clarification_request, is_blank_form, is_declined, parse_resume
from mines.state import MainState
from nodes.memory import read_turn

DECLINED_ANSWER = (
    "No problem, I have left that question. Ask another question about BHP, Rio Tinto, "
    "Fortescue, Mineral Resources or Northern Star whenever you like."
)
ASK_AGAIN = "Please type your reply first."


def _before_question(messages: list[AnyMessage]) -> list[AnyMessage]:
    """The conversation before the question being clarified (its last user message)."""
    asked = [i for i, m in enumerate(messages) if isinstance(m, HumanMessage)]
    return messages[: asked[-1]] if asked else []


def clarify(state: MainState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Interrupt with the clarification question; merge the reply into the query."""
    question = state.get("clarification_question", "")
    value = interrupt(clarification_request(question, state.get("query", "")))
    if is_declined(value):
        return {"direct_answer": DECLINED_ANSWER, "clarification_question": ""}
    if is_blank_form(value):  # said as a message, then asked again (routing loops back)
        again = question if question.startswith(ASK_AGAIN) else f"{ASK_AGAIN} {question}"
        return {"messages": [AIMessage(again)], "clarification_question": again}
    text = parse_resume(value)
    merged = f"{state.get('query', '')} {text}".strip()
    history = _before_question(list(state.get("messages", [])))
    viewer = document_viewer(context_from(runtime.context))
    # read again as a question is read: the reply adds slots, and "the latest half" or
    # "last year" is resolved for the companies the reply names, each on its own reports
    _, slots, request = read_turn(merged, history, viewer)
    count = int(state.get("analysis", {}).get("clarifications", 0)) + 1
    return {
        # A message-like dict, not a HumanMessage: the reducer stores it as one, and the
        # ``messages`` stream (which sends only message objects a node returns) does not
        # echo the user's own reply back to the client that sent it.
        "messages": [{"role": "user", "content": text}],
        "query": merged,
        "request": request.as_state(),
        "clarification_question": "",
        "analysis": {"clarifications": count, "slots": slots.as_dict()},
    }
