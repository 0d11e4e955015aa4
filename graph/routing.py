"""Every routing decision of both graphs: plain functions, no model, no I/O.

Priority after the router: out-of-scope beats everything, clarification beats retrieval,
retrieval and news run in parallel, and nothing matched goes to guardrails (not straight
to the answer).
"""

from __future__ import annotations

from typing import Literal, cast

from langgraph.types import Send

from mines.figure_index import GENERIC_SCOPES
from mines.figures.model import Period, PeriodKind
from mines.question.companies import SUPPORTED_TICKERS
from mines.request import request_of
from mines.state import CompanySearch, MainState, RetrievalState


def route_after_safety(state: MainState) -> Literal["memory", "answer"]:
    """A boundary answer (advice, abuse, pure injection) ends the turn."""
    return "answer" if (state.get("boundary") or {}).get("kind") else "memory"


def route_after_memory(state: MainState) -> Literal["retrieve_decision", "answer"]:
    """A cache hit answers at once; the router does not run."""
    return (
        "answer"
        if state.get("cache") == "hit" and state.get("cache_answer")
        else "retrieve_decision"
    )


def route_after_decision(
    state: MainState,
) -> list[Send] | Literal["answer", "clarify", "guardrails"]:
    """Out-of-scope > clarification > retrieval/news in parallel > guardrails."""
    route = state.get("route") or {}
    if route.get("is_out_of_scope"):
        return "answer"
    if route.get("needs_clarification"):
        return "clarify"
    sends = []
    if route.get("needs_retrieval"):
        sends.append(Send("retrieval_agent", state))
    if route.get("needs_news"):
        sends.append(Send("news_agent", state))
    return sends or "guardrails"


def route_after_clarify(state: MainState) -> Literal["retrieve_decision", "answer", "clarify"]:
    """After a clarification: its reply is routed.

    A declined one ends the turn with its short answer; a blank reply form is asked again.
    """
    if state.get("direct_answer"):
        return "answer"
    return "clarify" if state.get("clarification_question") else "retrieve_decision"


def route_after_aggregate(state: MainState) -> Literal["calculator_agent", "guardrails"]:
    """Only raw figures that must be combined go to the calculator."""
    return "calculator_agent" if state.get("needs_calculation") else "guardrails"


def route_after_guardrails(state: MainState) -> Literal["answer", "fallback"]:
    """``is False`` on purpose: a missing value (direct-answer path) fails open to answer."""
    return "fallback" if state.get("guardrails_passed") is False else "answer"


def fan_out_companies(state: RetrievalState) -> list[Send]:
    """One ``Send`` per company query; years, metrics and asked phrases from the question.

    The years are the company's: "the half year ended 31 December 2023" is FY2024 for a
    June-year company and FY2023 for Rio Tinto.
    """
    request = request_of(state)
    phrases = [m.phrase for m in request.measures]
    scope = sorted(
        {s for m in request.measures for s in m.stated.get("scope", ())} - GENERIC_SCOPES
    )
    queries = state.get("company_queries") or [
        {"company": t, "query": request.text} for t in SUPPORTED_TICKERS
    ]
    return [
        Send(
            "retrieve_company",
            CompanySearch(
                company=q["company"],
                query=q["query"],
                fiscal_years=[f"FY{y}" for y in request.years_for(q["company"])],
                metrics=list(request.metrics),
                measures=phrases,
                periods=[
                    Period(year, cast(PeriodKind, request.period_kind_for(q["company"]))).label
                    for year in request.years_for(q["company"])
                ],
                scope=scope,
            ),
        )
        for q in queries
    ]


def route_after_check_question(state: RetrievalState) -> Literal["query_rewrite", "__end__"]:
    """A refused question ends the standalone retrieval run with its message as the draft."""
    return "__end__" if state.get("refusal") else "query_rewrite"


def route_after_grade_docs(state: RetrievalState) -> Literal["query_rewrite", "synthesize"]:
    """Retry retrieval while documents are missing and the cap allows it."""
    return "query_rewrite" if state.get("retry_docs") else "synthesize"


def route_after_grade_answer(state: RetrievalState) -> Literal["query_rewrite", "__end__"]:
    """Retry while claims are unsupported and the cap allows it."""
    return "query_rewrite" if state.get("retry_answer") else "__end__"
