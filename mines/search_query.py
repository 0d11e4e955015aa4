"""The retrieval query for one company, built from the question without a model.

The offline model's query rewrite uses it for every company; the query-rewrite node uses
it for a company a hosted model gave no query, and for every retry (which calls no model).
"""

from __future__ import annotations

from mines.measures.registry import METRIC_LABELS
from mines.question.companies import COMPANY_NAMES, SUPPORTED_TICKERS, find_companies
from mines.request import Request
from mines.words import keywords


def company_query(ticker: str, request: Request, extra_terms: list[str] | None = None) -> str:
    """A retrieval query for one company: its name, the metrics, years and content words."""
    question = request.text
    other_words = {w for t in SUPPORTED_TICKERS if t != ticker for w in keywords(COMPANY_NAMES[t])}
    other_words |= {t.lower() for t in SUPPORTED_TICKERS if t != ticker}
    words = [
        w
        for w in keywords(question)
        if w not in other_words and not find_companies(w) and not w.startswith("fy")
    ]
    parts = [COMPANY_NAMES[ticker], ticker]
    parts += [METRIC_LABELS[m] for m in request.metrics]
    parts += list(request.fiscal_years)
    parts += [w for w in words if w not in " ".join(parts).lower()]
    parts += extra_terms or []
    return " ".join(dict.fromkeys(p for p in parts if p))
