"""Offline query rewriting: one retrieval query per company, never a merged one."""

from __future__ import annotations

from typing import Any

from mines.llm.prompt_format import read_tag
from mines.offline.text import keywords
from mines.slots import (
    COMPANY_NAMES,
    METRIC_LABELS,
    SUPPORTED_TICKERS,
    extract_slots,
    find_companies,
)


def company_query(ticker: str, question: str, extra_terms: list[str] | None = None) -> str:
    """A retrieval query for one company: its name, the metrics, years and content words."""
    slots = extract_slots(question)
    other_words = {w for t in SUPPORTED_TICKERS if t != ticker for w in keywords(COMPANY_NAMES[t])}
    other_words |= {t.lower() for t in SUPPORTED_TICKERS if t != ticker}
    words = [
        w
        for w in keywords(question)
        if w not in other_words and not find_companies(w) and not w.startswith("fy")
    ]
    parts = [COMPANY_NAMES[ticker], ticker]
    parts += [METRIC_LABELS[m] for m in slots.metrics]
    parts += list(slots.fiscal_years)
    parts += [w for w in words if w not in " ".join(parts).lower()]
    parts += extra_terms or []
    return " ".join(dict.fromkeys(p for p in parts if p))


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
