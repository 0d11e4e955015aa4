"""Calculator agent: the one place the model picks tools (a ReAct agent with four tools).

It never guesses or estimates a figure: operands must be figures present in the context,
and growth is computed from the older period to the newer one. Whatever the model
writes, any number in its reply that is neither in the context nor a tool result is
rejected, and the reply is rebuilt from the tool results alone.
"""

from __future__ import annotations

import logging
from typing import Any

from langchain.agents import create_agent
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langgraph.runtime import Runtime

from graph.state import MainState
from mines.analysis import layer_entry
from mines.calculator import CALCULATOR_TOOLS
from mines.context import Context, context_from
from mines.llm.calls import INTERNAL
from mines.llm.factory import hosted_model, offline_model
from mines.llm.prompt_format import tag
from mines.numbers import format_amount, unsupported_figures

log = logging.getLogger(__name__)

CALCULATOR_PROMPT = """You are a careful financial calculator. Use ONLY figures that appear in
the context, converted to the same unit (millions) before calling a tool. Never guess,
estimate or look up a figure. Compute growth from the older fiscal year to the newer one.
Do not combine figures in different currencies. Call the tools, then state each result
with the figures it used."""


def _run(model: BaseChatModel, prompt: str) -> tuple[list[Any], int]:
    agent = create_agent(model, CALCULATOR_TOOLS, system_prompt=CALCULATOR_PROMPT)
    out = agent.invoke(
        {"messages": [HumanMessage(prompt)]}, config={**INTERNAL, "recursion_limit": 12}
    )
    messages = out["messages"]
    return messages, sum(isinstance(m, AIMessage) for m in messages)


def _results(messages: list[Any]) -> list[float]:
    values = []
    for m in messages:
        if isinstance(m, ToolMessage):
            try:
                values.append(float(m.text))
            except ValueError:
                continue
    return values


def calculator_agent(state: MainState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Run the ReAct calculator over the aggregated context."""
    ctx = context_from(runtime.context)
    context = state.get("context", "")
    prompt = tag("context", context) + "\n\n" + tag("question", state.get("enriched_query", ""))
    calls = 0
    layer = "offline"
    errors: list[str] = []
    hosted = hosted_model(ctx)
    messages: list[Any] = []
    if hosted is not None:
        try:
            messages, calls = _run(hosted, prompt)
            layer = "hosted"
        except Exception as exc:  # noqa: BLE001 - fall back to the offline calculator
            errors.append(f"{type(exc).__name__}: {str(exc)[:200]}")
            log.warning("hosted calculator failed, using the offline model: %s", exc)
            calls += 1
    if layer == "offline":
        messages, offline_calls = _run(offline_model(), prompt)
        calls += offline_calls
    results = _results(messages)
    text = messages[-1].text if messages and isinstance(messages[-1], AIMessage) else ""
    if not results:
        text = text or "No calculation was made."
    elif unsupported_figures(text, [context], results):
        text = "Calculator results: " + ", ".join(format_amount(v) for v in results)
    return {
        "calculation": {"text": text.strip(), "results": results},
        "model_calls": calls,
        "analysis": layer_entry("calculator_agent", layer, errors),
    }
