"""The router: one structured call returning the flag vector, wrapped in deterministic guards.

The model is not trusted: an empty clarification question gets a fixed one; a
clarification is dropped when the query names a company and a year; an unsupported
company or an out-of-range year exits deterministically without any model call; a
question naming a covered company and a metric is never out of scope; a hosted direct
answer that states a figure is rejected (figures come only from retrieval) and the
fallback chain moves on. A clarification question is also written as an assistant message.
"""

from __future__ import annotations

from typing import Any

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langgraph.runtime import Runtime
from pydantic import BaseModel, Field

from mines.answer_format import DEFAULT_CLARIFICATION
from mines.context import Context, context_from
from mines.llm.calls import layer_record, structured_call
from mines.numbers import find_figures
from mines.prompt_format import tag
from mines.question.years import SUPPORTED_FISCAL_YEARS
from mines.request import REQUEST_NOTE, request_of
from mines.slots import Slots
from mines.state import MainState

MAX_CLARIFICATIONS = 2


class RouteDecision(BaseModel):
    """Decide how to handle one question about the annual reports of five ASX miners."""

    reasoning: str = Field(default="", description="One sentence: why these flags.")
    is_out_of_scope: bool = Field(
        description="True when the question is not about BHP, RIO, FMG, MIN or NST, their "
        "annual reports, figures or events (e.g. weather, coding, other companies)."
    )
    needs_retrieval: bool = Field(
        description="True when answering needs figures or statements from the annual reports."
    )
    needs_news: bool = Field(
        description="True when the question asks about events, announcements, deals, people "
        "or recent developments (not for headline figures alone)."
    )
    needs_clarification: bool = Field(
        description="True only when the question refers to a company without naming it and "
        "none can be inferred, or is too vague to search."
    )
    clarification_question: str = Field(
        default="", description="The question to ask the user when clarification is needed."
    )
    direct_answer: str = Field(
        default="",
        description="A short reply for greetings or questions about what you can do; "
        "empty otherwise. Never state a figure here.",
    )


ROUTER_PROMPT = """You are the router of Mines Financial, an assistant that answers questions
about the annual reports (FY2021-FY2025) of five ASX-listed miners: BHP, Rio Tinto (RIO),
Fortescue (FMG), Mineral Resources (MIN) and Northern Star (NST).
Make ONE decision: fill the flags for the question.
- is_out_of_scope: anything not about these five companies, their reports, figures or events.
  Excluded: other companies, general knowledge, coding, chit-chat beyond a greeting.
- needs_retrieval: figures (revenue, NPAT, EBITDA, dividends, capex, net debt, production,
  costs) or statements from the reports. A question naming no company still needs it.
- needs_news: events, deals, acquisitions, people, impairments, incidents, recent news.
- needs_clarification: only when it refers to "this company"/"it" and no company is known.
- direct_answer: only for greetings or "what can you do".
Examples:
"Hi!" -> direct_answer greeting, all flags false
"What was BHP's revenue in FY2024?" -> needs_retrieval
"Compare RIO and FMG NPAT in FY2023" -> needs_retrieval
"What happened with Fortescue's Iron Bridge project?" -> needs_news (and needs_retrieval)
"BHP FY2024 revenue and any recent news" -> needs_retrieval, needs_news
"Tell me about this company." -> needs_retrieval, needs_clarification
"What's the weather in Perth?" -> is_out_of_scope
"""
ROUTER_PROMPT += "\n" + REQUEST_NOTE


def _exit_message(slots: Slots) -> str | None:
    if slots.unsupported_companies and not slots.companies:
        names = ", ".join(slots.unsupported_companies)
        return (
            f"{names} is not covered. I answer questions about the annual reports of BHP, "
            "Rio Tinto (RIO), Fortescue (FMG), Mineral Resources (MIN) and Northern Star (NST) "
            "for FY2021-FY2025, and I won't answer with another company's figures. If "
            f"{names} is a site or project of one of them, please name the company."
        )
    if slots.out_of_range_years and not slots.fiscal_years:
        years = ", ".join(slots.out_of_range_years)
        return (
            f"Not found: {years} is outside the reports I hold: the bundled corpus covers "
            f"{SUPPORTED_FISCAL_YEARS[0]}-{SUPPORTED_FISCAL_YEARS[-1]}, and an ingested "
            "full-year report adds its year for its company (RIO's fiscal year is the "
            "calendar year; the others end on 30 June)."
        )
    return None


def guard(decision: RouteDecision, slots: Slots, clarifications: int) -> RouteDecision:
    """Normalise the model's flags with the deterministic rules."""
    d = decision.model_copy()
    d.clarification_question = " ".join(d.clarification_question.split())[:300]
    d.direct_answer = " ".join(d.direct_answer.split())[:600]
    if d.is_out_of_scope and slots.companies and slots.metrics:
        # A figure question about a covered company is in scope, whatever the model says.
        d.is_out_of_scope = False
        d.needs_retrieval = True
    if d.is_out_of_scope:
        return RouteDecision(
            reasoning=d.reasoning,
            is_out_of_scope=True,
            needs_retrieval=False,
            needs_news=False,
            needs_clarification=False,
        )
    if d.needs_clarification and (
        (slots.companies and slots.fiscal_years) or clarifications >= MAX_CLARIFICATIONS
    ):
        d.needs_clarification = False
    if d.needs_clarification and not d.clarification_question:
        d.clarification_question = DEFAULT_CLARIFICATION
    if not d.needs_clarification:
        d.clarification_question = ""
    if (slots.companies or slots.metrics) and not (d.needs_retrieval or d.needs_news):
        d.needs_retrieval = not d.direct_answer
    if d.needs_retrieval or d.needs_news:
        d.direct_answer = ""
    return d


def reject_stated_figures(decision: RouteDecision, slots: Slots, clarifications: int) -> None:
    """Reject a hosted decision whose direct answer (as served) states a figure."""
    served = guard(decision, slots, clarifications).direct_answer
    if served and find_figures(served):
        raise ValueError("direct_answer states a figure; figures must come from retrieval")


def route_flags(d: RouteDecision) -> dict[str, bool]:
    """The four flags as reported to callers."""
    return {
        "is_out_of_scope": d.is_out_of_scope,
        "needs_retrieval": d.needs_retrieval,
        "needs_news": d.needs_news,
        "needs_clarification": d.needs_clarification,
    }


def retrieve_decision(state: MainState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Classify the (enriched) query into the flag vector."""
    request = request_of(state)
    slots = request.slots
    exit_message = _exit_message(slots)
    clarifications = int(state.get("analysis", {}).get("clarifications", 0))
    if exit_message:
        decision = RouteDecision(
            reasoning="deterministic exit",
            is_out_of_scope=True,
            needs_retrieval=False,
            needs_news=False,
            needs_clarification=False,
        )
        return {
            "route": route_flags(decision),
            "direct_answer": exit_message,
            "analysis": {
                "route": route_flags(decision),
                "route_exit": True,
                "layer:retrieve_decision": {"layer": "rules", "attempts": 0, "seconds": 0.0},
            },
        }
    prompt = [
        SystemMessage(ROUTER_PROMPT),
        HumanMessage(request.prompt_block() + "\n\n" + tag("question", request.text)),
    ]
    result = structured_call(
        RouteDecision,
        prompt,
        context_from(runtime.context),
        normalise=lambda d: guard(d, slots, clarifications),
        validate=lambda d: reject_stated_figures(d, slots, clarifications),
    )
    d = result.value
    direct = d.direct_answer
    if d.is_out_of_scope:
        direct = (
            "That is outside what I cover. I answer questions about the annual reports of BHP, "
            "Rio Tinto, Fortescue, Mineral Resources and Northern Star (FY2021-FY2025)."
        )
    update: dict[str, Any] = {
        "route": route_flags(d),
        "clarification_question": d.clarification_question,
        "direct_answer": direct,
        "model_calls": result.calls,
        "analysis": {
            "route": route_flags(d),
            "route_reasoning": d.reasoning,
            **layer_record("retrieve_decision", result),
        },
    }
    if d.needs_clarification and not d.is_out_of_scope:
        # The question is an assistant message of the thread while it waits for the reply
        # (``clarify`` interrupts next), so every client shows it, even one that does not
        # render interrupts.
        update["messages"] = [AIMessage(d.clarification_question)]
    return update
