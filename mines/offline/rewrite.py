"""Offline query rewriting: one retrieval query per company, never a merged one."""

from __future__ import annotations

from typing import Any

from mines.llm.prompt_format import read_tag
from mines.question.companies import SUPPORTED_TICKERS
from mines.search_query import company_query
from mines.slots import extract_slots
from mines.words import keywords


def rewrite(prompt: str) -> dict[str, Any]:
    """Fill ``QueryRewrite``: the companies and one query per company."""
    tagged = read_tag(prompt, "question")
    question = prompt if tagged is None else tagged
    named = list(extract_slots(question).companies)
    companies = named or list(SUPPORTED_TICKERS)
    return {
        "global_query": " ".join(keywords(question)) or question.strip(),
        "companies": companies,
        "company_queries": [{"company": t, "query": company_query(t, question)} for t in companies],
    }
