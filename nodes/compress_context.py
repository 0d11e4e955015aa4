"""Entry node: start a new turn and summarise long histories.

Past ``COMPRESS_THRESHOLD`` messages, the older ones are summarised (entity-focused) and
only the last ``KEEP_RECENT`` are kept verbatim. The summariser reads a bounded slice of
them (:func:`_render`), so a turn's work does not grow with the history. On failure
nothing is removed (fail open). It also resets the per-turn fields and accumulators,
since the checkpointer keeps them.
"""

from __future__ import annotations

import logging
from typing import Any

from langchain_core.messages import AnyMessage, HumanMessage, RemoveMessage, SystemMessage
from langgraph.runtime import Runtime
from langgraph.types import Overwrite

from mines.analysis import ANALYSIS_VERSION
from mines.context import Context, context_from
from mines.llm.calls import layer_record, text_call
from mines.prompt_format import tag
from mines.state import MainState

log = logging.getLogger(__name__)

COMPRESS_THRESHOLD = 10
KEEP_RECENT = 4
MAX_SUMMARISED_MESSAGES = 40
"""Of the messages being folded into the summary, only the newest this many are read."""
MAX_SUMMARY_INPUT_CHARS = 8000
"""Upper bound of the rendered conversation handed to the summariser, in characters."""
MAX_MESSAGE_CHARS = 600
MAX_SUMMARY_CHARS = 2000

SUMMARY_PROMPT = """You summarise a conversation about the annual reports of ASX miners.
Keep only what later questions need: the companies discussed (tickers), the metrics
(revenue, profit, EBITDA, capex, dividends, net debt, production), the fiscal years, and
the conclusions reached with their figures exactly as stated. Plain text, at most 120 words."""

TURN_OUTPUTS: dict[str, Any] = {
    "cache": "miss",
    "route": None,
    "confidence": None,
    "grounded": None,
    "sources": [],
    "figures": [],
}
"""Per-turn fields a caller reads: written at the start of every turn."""

TURN_INTERNALS: dict[str, Any] = {
    "direct_answer": "",
    "clarification_question": "",
    "cache_answer": None,
    "report_answer": "",
    "report_sources": [],
    "report_grounded": None,
    "report_verified": 0,
    "report_unverified": 0,
    "report_withheld": [],
    "unsupported_claims": [],
    "news": [],
    "context": "",
    "needs_calculation": False,
    "calculation": {},
    "guardrails_passed": None,
}
"""Per-turn fields only nodes read (absent reads as this default): reset when they hold
something else. A write is a checkpoint row; a new thread's first turn resets none."""


def _render(messages: list[AnyMessage], summary: str) -> str:
    """The conversation to summarise, bounded whatever the history's length.

    Only the newest :data:`MAX_SUMMARISED_MESSAGES` messages are read, each cut to
    :data:`MAX_MESSAGE_CHARS`, newest first until :data:`MAX_SUMMARY_INPUT_CHARS` are
    used: the work (and the summariser's slot and year scanning) is bounded per turn, so a
    10,000-message thread costs what a 50-message one does. Older messages were folded
    into ``summary`` by earlier turns (the API accepts a few messages per run).
    """
    budget = MAX_SUMMARY_INPUT_CHARS
    head = f"summary so far: {summary[:MAX_SUMMARY_CHARS]}" if summary else ""
    budget -= len(head)
    lines: list[str] = []
    for m in reversed(messages[-MAX_SUMMARISED_MESSAGES:]):
        role = "user" if isinstance(m, HumanMessage) else "assistant"
        line = f"{role}: {' '.join(m.text[: 4 * MAX_MESSAGE_CHARS].split())[:MAX_MESSAGE_CHARS]}"
        if len(line) + 1 > budget:
            break
        budget -= len(line) + 1
        lines.append(line)
    return "\n".join(([head] if head else []) + lines[::-1])


def compress_context(state: MainState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Reset the turn; summarise messages older than the last ``KEEP_RECENT``."""
    update: dict[str, Any] = dict(TURN_OUTPUTS)
    update.update(
        {key: empty for key, empty in TURN_INTERNALS.items() if state.get(key, empty) != empty}
    )
    analysis: dict[str, Any] = {"version": ANALYSIS_VERSION, "compressed": False}
    calls = 0
    messages = state.get("messages", [])
    if len(messages) > COMPRESS_THRESHOLD:
        old = messages[:-KEEP_RECENT]
        prompt = [
            SystemMessage(SUMMARY_PROMPT),
            HumanMessage(tag("conversation", _render(old, state.get("summary", "")))),
        ]
        try:
            result = text_call(prompt, context_from(runtime.context), internal=True)
            calls = result.calls
            update["summary"] = result.text.strip()
            update["messages"] = [RemoveMessage(id=m.id) for m in old if m.id]
            analysis.update({"compressed": True, **layer_record("compress_context", result)})
        except Exception as exc:  # noqa: BLE001 - fail open: keep every message
            log.warning("compression failed, keeping all messages: %s", exc)
            analysis["layer:compress_context"] = {
                "layer": "failed (all messages kept)",
                "errors": [f"{type(exc).__name__}: {str(exc)[:200]}"],
            }
    update["analysis"] = Overwrite(analysis)
    update["model_calls"] = Overwrite(calls)
    return update
