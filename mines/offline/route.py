"""Offline routing: the router's flag vector from slots and keywords."""

from __future__ import annotations

import re
from typing import Any

from mines.answer_format import DEFAULT_CLARIFICATION
from mines.figures.basis_words import without_basis_kinds
from mines.offline.request import request_in
from mines.request import Request

_GREETING = re.compile(
    r"^\s*(hi|hello|hey|good (morning|afternoon|evening)|thanks|thank you|cheers|你好|您好|谢谢)"
    r"[\s!.,?]*$",
    re.IGNORECASE,
)
_CAPABILITY = re.compile(
    r"\b(what can you do|who are you|what do you (do|know|cover)|help me|how do you work)\b|"
    r"你能做什么|你是谁",
    re.IGNORECASE,
)
_NEWS = re.compile(
    r"\b(news|recent(ly)?|latest developments?|announcements?|events?|happen(ed|ing)?|"
    r"acquisitions?|acquired?|merger|merge|takeover|deal|ceo|chair(man)?|impairments?|"
    r"fatalit(y|ies)|cyclones?|settlement|projects?|strategy|lawsuit|class action)\b|"
    r"新闻|最新|动态|事件|收购|并购|公告",
    re.IGNORECASE,
)
_REPORTING = re.compile(r"\b(announce[ds]?|board)\b", re.IGNORECASE)
_DOMAIN = re.compile(
    r"\b(annual report|results?|financials?|figures?|profit|loss|margin|cash|debt|dividends?|"
    r"earnings|revenue|ebitda|npat|capex|production|shipments?|guidance|outlook|mining|miners?|"
    r"iron ore|copper|gold|lithium|spodumene|asx|compan(y|ies)|shares?|performance|"
    r"operations?|costs?|aisc|grow(th)?|compare|comparison|highest|lowest|trend)\b|"
    r"年报|财报|公司|矿业|业绩",
    re.IGNORECASE,
)
_DEICTIC = re.compile(
    r"\b(this|that|the|said) (company|miner|firm|business|group)\b|\b(it|its|they|their|them)\b|"
    r"这家公司|该公司|它",
    re.IGNORECASE,
)
_OFF_TOPIC = re.compile(
    r"\b(weather|recipe|joke|poem|song|football|soccer|movie|film|python code|javascript|"
    r"translate|capital city|president|bitcoin|crypto)\b",
    re.IGNORECASE,
)


def _news_words(request: Request) -> str:
    """The user's words less the words of each measure that states a basis or a spend.

    "What did BHP earn excluding impairments": the impairments set the result's basis (an
    underlying result), no event to report news of; "what did it put into capital projects
    and exploration": the projects are what a capital spend went on, no news either.
    """
    words = without_basis_kinds(request.question)  # "before impairments": a basis, no event
    for measure in request.own_measures:
        spend = measure.stated.get("spend") or "capex" in (measure.metric or "")
        if measure.phrase and (measure.stated.get("basis") or spend):
            for word in set(measure.phrase.split()):
                words = re.sub(rf"\b{re.escape(word)}\b", " ", words, flags=re.IGNORECASE)
    return words


def decide(prompt: str) -> dict[str, Any]:
    """Fill ``RouteDecision`` for the question in the prompt."""
    request = request_in(prompt)
    words = request.question  # the user's own words
    slots = request.slots
    has_entity = bool(slots.companies or slots.metrics or slots.fiscal_years)
    decision: dict[str, Any] = {
        "reasoning": "",
        "is_out_of_scope": False,
        "needs_retrieval": False,
        "needs_news": False,
        "needs_clarification": False,
        "clarification_question": "",
        "direct_answer": "",
    }
    if _GREETING.match(words) or (_CAPABILITY.search(words) and not has_entity):
        decision["reasoning"] = "greeting or capability question: answer directly"
        decision["direct_answer"] = (
            "Hello! I answer questions about the annual reports of BHP, Rio Tinto, Fortescue, "
            "Mineral Resources and Northern Star for FY2021-FY2025, with every figure cited. "
            'Try: "What was BHP\'s revenue in FY2024?"'
        )
        return decision
    domain = has_entity or bool(_DOMAIN.search(words)) or bool(slots.unsupported_companies)
    if slots.unsupported_companies and not slots.companies:
        decision["reasoning"] = "names only companies outside the five covered"
        decision["is_out_of_scope"] = True
        return decision
    if not domain or (_OFF_TOPIC.search(words) and not has_entity):
        decision["reasoning"] = "no company, metric, year or mining-finance topic"
        decision["is_out_of_scope"] = True
        return decision
    # "What dividend did BHP announce?", "what did the board declare?": a reporting verb
    # asks for the figure reported, not for news; without a figure asked it asks for news.
    news = bool(
        _NEWS.search(_news_words(request)) or (_REPORTING.search(words) and not slots.metrics)
    )
    figures = bool(slots.metrics) or bool(_DOMAIN.search(words)) or not news
    decision["needs_news"] = news
    decision["needs_retrieval"] = figures or bool(slots.companies)
    if not slots.companies and (_DEICTIC.search(words) or not (slots.metrics or news)):
        decision["needs_retrieval"] = True
        decision["needs_clarification"] = True
        decision["clarification_question"] = DEFAULT_CLARIFICATION
        decision["reasoning"] = "refers to a company without naming one"
        return decision
    decision["reasoning"] = (
        f"companies={list(slots.companies) or 'all five'}, metrics={list(slots.metrics)}, "
        f"years={list(slots.fiscal_years)}, news={news}"
    )
    return decision
