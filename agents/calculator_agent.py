"""Calculator agent: the one place the model picks tools (a ReAct agent with six tools).

It never guesses or estimates a figure: operands must be figures present in the context,
and growth is computed from the older period to the newer one. Whatever the model
writes, any number in its reply that is neither in the context nor a tool result is
rejected, and the reply is rebuilt from the tool results alone.

Faults: the hosted agent runs under the same policy as every model call
(``mines.llm.hosted``): each of its model calls gets ``min(model_timeout_s, time left)``
and none starts once the node budget is spent; a whole run is retried on 429/5xx or a
dropped connection. A hosted run that fails, ends without any tool result, or passes a
tool an operand that is neither a figure of the context (in any scale: 4.8 billion may be
passed as 4,800 million) nor an earlier tool result, is replaced by the offline
calculator.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable
from typing import Any

from langchain.agents import create_agent
from langchain.agents.middleware import AgentMiddleware, ModelRequest, wrap_model_call
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langgraph.runtime import Runtime

from mines.calculator import CALCULATOR_TOOLS, tool_numbers
from mines.context import Context, context_from
from mines.llm.factory import offline_model
from mines.llm.hosted import Budget, request_options, run_hosted
from mines.numbers import Number, find_figures, format_amount, unsupported_figures
from mines.prompt_format import tag
from mines.request import REQUEST_NOTE, request_of
from mines.state import MainState
from mines.streaming import invoke_hidden

log = logging.getLogger(__name__)

CALCULATOR_PROMPT = """You are a careful financial calculator. Use ONLY figures that appear in
the context, converted to the same unit (millions) before calling a tool. Never guess,
estimate or look up a figure. Compute growth from the older fiscal year to the newer one,
as a percentage and as an amount; an average is the mean of every period or company asked,
in one unit. Do not combine or convert figures in different
currencies: to say which is highest or lowest, call rank once per currency, head each
result with its currency ("Lowest in A$: ...") and say that no overall ranking across
currencies is given. Call the tools, then state each result with the figures it used."""
CALCULATOR_PROMPT += "\n" + REQUEST_NOTE

RECURSION_LIMIT = 12
"""Graph steps of one agent run (at most about six model calls)."""


def _budget_middleware(budget: Budget) -> AgentMiddleware:
    """Give every model call of the agent the time left in ``budget`` (and no streaming)."""

    @wrap_model_call  # type: ignore[arg-type]
    def within_budget(request: ModelRequest, handler: Callable[[ModelRequest], Any]) -> Any:
        timeout = budget.attempt_timeout()  # raises DeadlineExceeded when the budget is spent
        options = request_options(request.model, timeout, stream=False)
        return handler(request.override(model_settings={**request.model_settings, **options}))

    return within_budget  # type: ignore[no-any-return]


def _run(
    model: BaseChatModel, prompt: str, middleware: list[AgentMiddleware] | None = None
) -> tuple[list[Any], int]:
    agent = create_agent(
        model, CALCULATOR_TOOLS, system_prompt=CALCULATOR_PROMPT, middleware=middleware or []
    )
    # Hidden from clients: its prompt, tool calls and results are not the user's messages,
    # and its own state must not reach a streaming client as the thread's state.
    out = invoke_hidden(
        agent, {"messages": [HumanMessage(prompt)]}, {"recursion_limit": RECURSION_LIMIT}
    )
    messages = out["messages"]
    return messages, sum(isinstance(m, AIMessage) for m in messages)


def _results(messages: list[Any]) -> list[float]:
    values: list[float] = []
    for m in messages:
        if isinstance(m, ToolMessage):
            values += tool_numbers(m.text)
    return values


OPERAND_ARGS = frozenset(
    {"old_value", "new_value", "start_value", "end_value", "numerator", "denominator", "values"}
)
"""Tool arguments that must be figures of the context (``years`` and flags are not)."""
_SCALES = (1.0, 1e3, 1e6, 1e9)


def _close(a: float, b: float) -> bool:
    return math.isclose(a, b, rel_tol=1e-6, abs_tol=1e-9)


def _known(value: float, evidence: list[Number], results: list[float]) -> bool:
    x = abs(value)
    if any(_close(x, abs(r)) for r in results):
        return True
    return any(
        _close(x, abs(f.value)) or any(_close(x * s, abs(f.base_value)) for s in _SCALES)
        for f in evidence
    )


def invented_operands(messages: list[Any], context: str) -> list[str]:
    """Operands of the agent's tool calls found neither in ``context`` nor among results."""
    evidence = find_figures(context)
    results = _results(messages)
    bad: list[str] = []
    for m in messages:
        if not isinstance(m, AIMessage):
            continue
        for call in m.tool_calls:
            for name, raw in call["args"].items():
                if name not in OPERAND_ARGS:
                    continue
                for item in raw if isinstance(raw, list) else [raw]:
                    try:
                        ok = _known(float(item), evidence, results)
                    except (TypeError, ValueError):
                        ok = False
                    if not ok:
                        bad.append(f"{call['name']}.{name}={item!r}")
    return bad


def calculator_agent(state: MainState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Run the ReAct calculator over the aggregated context."""
    ctx = context_from(runtime.context)
    context = state.get("context", "")
    request = request_of(state)
    prompt = (
        tag("context", context)
        + "\n\n"
        + request.prompt_block()
        + "\n\n"
        + tag("question", request.text)
    )

    def hosted_run(model: BaseChatModel, timeout: float, budget: Budget) -> tuple[list[Any], int]:
        messages, calls = _run(model, prompt, [_budget_middleware(budget)])
        if not _results(messages):
            raise ValueError("the hosted agent made no successful tool call")
        invented = invented_operands(messages, context)
        if invented:
            raise ValueError(f"operands not in the context: {', '.join(invented[:3])}")
        return messages, calls

    outcome = run_hosted(ctx, [("hosted", hosted_run)])
    errors = outcome.errors if outcome else []
    attempts = outcome.attempts if outcome else 0
    seconds = outcome.seconds if outcome else 0.0
    if outcome is not None and outcome.value is not None:
        messages, calls = outcome.value
        layer = "hosted"
    else:
        messages, calls = _run(offline_model(), prompt)
        calls += 1 if attempts else 0
        layer = "offline"
    results = _results(messages)
    text = messages[-1].text if messages and isinstance(messages[-1], AIMessage) else ""
    if not results:
        text = text or "No calculation was made."
    elif unsupported_figures(text, [context], results):
        text = "Calculator results: " + ", ".join(format_amount(v) for v in results)
    entry: dict[str, Any] = {"layer": layer, "attempts": attempts, "seconds": round(seconds, 3)}
    if errors:
        entry["errors"] = errors[:4]
    return {
        "calculation": {"text": text.strip(), "results": results},
        "model_calls": calls,
        "analysis": {"layer:calculator_agent": entry},
    }
