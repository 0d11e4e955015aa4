"""Clarify: ask the user, then classify the merged query again.

``interrupt`` comes first: everything before it re-runs on resume, so nothing happens
before it. The reply is appended to the original query (never replaces it).
"""

from __future__ import annotations

from typing import Any

from langchain_core.messages import AIMessage, HumanMessage
from langgraph.types import interrupt
from typing_extensions import TypedDict

from graph.state import MainState
from mines.slots import extract_slots


class ClarificationRequest(TypedDict):
    """The interrupt payload shown to the user."""

    question: str
    original_query: str


def clarify(state: MainState) -> dict[str, Any]:
    """Interrupt with the clarification question; merge the reply into the query."""
    question = state.get("clarification_question", "")
    reply = interrupt(
        ClarificationRequest(question=question, original_query=state.get("query", ""))
    )
    text = reply.get("reply", "") if isinstance(reply, dict) else str(reply or "")
    text = " ".join(text.split())[:1000]
    merged = f"{state.get('enriched_query', state.get('query', ''))} {text}".strip()
    slots = extract_slots(merged)
    count = int(state.get("analysis", {}).get("clarifications", 0)) + 1
    return {
        "messages": [AIMessage(question), HumanMessage(text)],
        "query": f"{state.get('query', '')} {text}".strip(),
        "enriched_query": merged,
        "slots": slots.as_dict(),
        "clarification_question": "",
        "analysis": {"clarifications": count, "slots": slots.as_dict()},
    }
