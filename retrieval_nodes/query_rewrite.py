"""Query rewrite: one retrieval query per company.

First pass: one structured call. Whenever several companies are named there is ALWAYS one
query per company, even for the same metric. On a retry there is NO model call: queries
are rebuilt only for companies still missing data, with the failed claim labels that
mention that ticker appended as extra terms.
"""

from __future__ import annotations

from typing import Any

from langchain_core.messages import HumanMessage, SystemMessage
from langgraph.runtime import Runtime
from langgraph.types import Overwrite
from pydantic import BaseModel, Field

from mines.context import Context, context_from
from mines.llm.calls import layer_record, structured_call
from mines.measures.words import METRIC_ALIASES
from mines.prompt_format import tag
from mines.question.companies import SUPPORTED_TICKERS
from mines.read_question import read_question
from mines.request import REQUEST_NOTE, Request, request_of
from mines.search_query import company_query
from mines.state import RetrievalState


class CompanyQuery(BaseModel):
    """A search query for one company's reports."""

    company: str = Field(description="Ticker: BHP, RIO, FMG, MIN or NST.")
    query: str = Field(description="Search terms for this company only.")


class QueryRewrite(BaseModel):
    """Split the question into one search query per company."""

    global_query: str = Field(description="The question as a compact search query.")
    companies: list[str] = Field(description="Tickers the question is about.")
    company_queries: list[CompanyQuery] = Field(
        description="Exactly one query per company in `companies`."
    )


REWRITE_PROMPT = """You rewrite a question about ASX miners' annual reports into search queries.
Tickers: BHP, RIO (Rio Tinto), FMG (Fortescue), MIN (Mineral Resources), NST (Northern Star).
Give one query per company named, each about that company only (never merge companies),
with the metric and fiscal years spelled out. If no company is named, use all five."""
REWRITE_PROMPT += "\n" + REQUEST_NOTE


def normalise(rewrite: QueryRewrite, request: Request) -> QueryRewrite:
    """Whitelist tickers and enforce one query per company (named companies win)."""
    question = request.text
    named = list(request.companies)
    model_companies = [c.strip().upper() for c in rewrite.companies]
    companies = named or [c for c in model_companies if c in SUPPORTED_TICKERS]
    companies = list(dict.fromkeys(companies)) or list(SUPPORTED_TICKERS)
    queries = {
        q.company.strip().upper(): " ".join(q.query.split())[:300] for q in rewrite.company_queries
    }
    return QueryRewrite(
        global_query=" ".join(rewrite.global_query.split())[:300] or question,
        companies=companies,
        company_queries=[
            CompanyQuery(company=c, query=queries.get(c) or company_query(c, request))
            for c in companies
        ],
    )


def _retry_terms(ticker: str, labels: list[str], metrics: tuple[str, ...]) -> list[str]:
    terms = [label for label in labels if ticker in label.upper().split()]
    for metric in metrics:  # broaden with the metric's other names
        terms.extend(METRIC_ALIASES.get(metric, ())[:3])
    return terms


def query_rewrite(state: RetrievalState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Build the per-company queries for this attempt."""
    status = state.get("company_status")
    if status:  # a retry: deterministic, no model call
        request = request_of(state)
        missing = [c for c, found in status.items() if not found] or list(status)
        labels = state.get("unsupported_claims", [])
        queries = [
            {
                "company": c,
                "query": company_query(c, request, _retry_terms(c, labels, request.metrics)),
            }
            for c in missing
        ]
        return {"company_queries": queries, "documents": Overwrite([])}
    # Inside the supervisor the request comes with the question; served on its own, the
    # subgraph reads its question into one here, once.
    request = (
        request_of(state) if state.get("request") else read_question(state.get("question", ""))
    )
    prompt = [
        SystemMessage(REWRITE_PROMPT),
        HumanMessage(request.prompt_block() + "\n\n" + tag("question", request.text)),
    ]
    result = structured_call(
        QueryRewrite,
        prompt,
        context_from(runtime.context),
        normalise=lambda r: normalise(r, request),
    )
    rewrite = result.value
    return {
        "request": request.as_state(),
        "companies": rewrite.companies,
        "company_queries": [q.model_dump() for q in rewrite.company_queries],
        "company_status": {c: False for c in rewrite.companies},
        "documents": Overwrite([]),
        "graded": [],
        "doc_retries": 0,
        "answer_retries": 0,
        "max_retries": context_from(runtime.context).max_retries,
        "named_companies": bool(request.companies),
        "model_calls": result.calls,
        "layers": layer_record("query_rewrite", result),
    }
