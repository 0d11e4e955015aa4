"""Offline query rewriting: one retrieval query per company, never a merged one."""

from __future__ import annotations

from typing import Any

from mines.offline.request import request_in
from mines.question.companies import SUPPORTED_TICKERS
from mines.search_query import company_query
from mines.words import keywords


def rewrite(prompt: str) -> dict[str, Any]:
    """Fill ``QueryRewrite``: the companies and one query per company."""
    request = request_in(prompt)
    question = request.text
    named = list(request.companies)
    companies = named or list(SUPPORTED_TICKERS)
    return {
        "global_query": " ".join(keywords(question)) or question.strip(),
        "companies": companies,
        "company_queries": [{"company": t, "query": company_query(t, request)} for t in companies],
    }
