"""State of the supervisor graph and of the retrieval subgraph.

A bottom module: the nodes (``nodes/``, ``retrieval_nodes/``, ``agents/``) and the graph
builders (``graph/``) import it, and it imports none of them.

Every field says what it holds and how updates merge. Accumulators (``operator.add``)
are reset at the start of each turn by ``compress_context`` (supervisor) and
``query_rewrite`` (subgraph) with ``Overwrite``, because a checkpointer keeps them
across turns otherwise.
"""

from __future__ import annotations

import operator
import uuid
from typing import Annotated, Any, cast

from langchain_core.messages import (
    AnyMessage,
    RemoveMessage,
    convert_to_messages,
    message_chunk_to_message,
)
from langgraph.graph.message import add_messages
from typing_extensions import TypedDict

from mines.documents import Chunk


def merge_dicts(left: dict[str, Any] | None, right: dict[str, Any] | None) -> dict[str, Any]:
    """Reducer: shallow-merge dict updates (parallel branches write different keys)."""
    return {**(left or {}), **(right or {})}


def append_messages(left: Any, right: Any) -> list[AnyMessage]:
    """Reducer: ``add_messages``, except that a message never replaces an earlier one.

    A message whose id is already in the conversation is appended under a new id, so a
    run's input cannot overwrite a past question or answer by reusing its id. Removals
    (``RemoveMessage``, which only ``compress_context`` emits: clients may add only
    user messages) still work.
    """
    earlier: list[Any] = left if isinstance(left, list) else [left]
    new: list[Any] = right if isinstance(right, list) else [right]
    incoming = [message_chunk_to_message(m) for m in convert_to_messages(new)]
    known = {m.id for m in convert_to_messages(earlier) if m.id}
    fresh: list[Any] = [
        m
        if isinstance(m, RemoveMessage) or m.id not in known
        else m.model_copy(update={"id": str(uuid.uuid4())})
        for m in incoming
    ]
    return cast(list[AnyMessage], add_messages(earlier, fresh))  # always a list of messages


class InputState(TypedDict, total=False):
    """What a caller sends: the new user message(s)."""

    messages: Annotated[list[AnyMessage], append_messages]
    """Conversation, appended to by :func:`append_messages`."""


class OutputState(TypedDict, total=False):
    """What a caller gets back."""

    messages: Annotated[list[AnyMessage], append_messages]
    """Conversation including the assistant's answer."""
    answer: str
    """The final answer text of this turn."""
    confidence: str | None
    """``high`` | ``medium`` | ``low`` from counted unsupported claims; None when not graded."""
    grounded: str | None
    """``yes`` | ``partial`` | ``no``; None when nothing was graded."""
    route: dict[str, Any] | None
    """The router's flag vector; None when the router did not run this turn."""
    cache: str
    """``hit`` | ``context`` | ``miss``."""
    sources: list[dict[str, Any]]
    """Cited sources: company, fiscal_year, source, page."""
    figures: list[dict[str, Any]]
    """Figures stated in the answer (company, fiscal_year, metric, value, unit), for charts."""
    analysis: Annotated[dict[str, Any], merge_dicts]
    """Per-turn analysis (slots, flags, cache, layers, groundedness), version-tagged."""
    model_calls: Annotated[int, operator.add]
    """Model calls made this turn (offline model included)."""


class MainState(InputState, OutputState, total=False):
    """Supervisor state."""

    summary: str
    """Entity-focused summary of messages older than the last ``KEEP_RECENT``."""
    query: str
    """The user's question this turn, as typed (plus clarification replies appended)."""
    request: dict[str, Any]
    """What the question asks (``mines.request.Request.as_state``): read once by ``memory``
    (again by ``clarify`` when a reply adds slots); later nodes read it, never the text."""
    boundary: dict[str, Any]
    """Safety boundary result: ``kind`` (advice | abuse | None) and ``injection`` flag."""
    cache_answer: dict[str, Any] | None
    """The cached entry on a hit (served as is) or a near hit (injected as context)."""
    clarification_question: str
    """The question the clarify node asks."""
    direct_answer: str
    """Fixed or router-provided answer for out-of-scope, deterministic exits, greetings."""
    report_answer: str
    """Draft from the retrieval subgraph, with ``[n]`` citations."""
    report_sources: list[Chunk]
    """Chunks the draft cites, in citation order (``[1]`` is the first)."""
    report_grounded: str | None
    """Groundedness of the draft from ``grade_answer``."""
    unsupported_claims: list[str]
    """Claim labels the grader could not support (at most eight words, no numbers)."""
    report_verified: int
    """Figure claims of the draft verified against their cited sources."""
    report_unverified: int
    """Draft lines stating a figure no verified claim covers: they keep confidence below high."""
    report_withheld: list[str]
    """Claim labels withheld from the draft because their sources do not support them."""
    news: list[dict[str, Any]]
    """News items from the news agent."""
    context: str
    """Aggregated context under the fixed section headers."""
    needs_calculation: bool
    """Decided by ``aggregate`` after seeing the data."""
    calculation: dict[str, Any]
    """Calculator output: ``text`` and tool ``results``."""
    guardrails_passed: bool | None
    """False routes to fallback; None (never checked) fails open to answer."""


class RetrievalInput(TypedDict, total=False):
    """What the retrieval subgraph takes."""

    question: str
    """The question (the request's display form inside the supervisor)."""
    request: dict[str, Any]
    """The supervisor's request (``mines.request.Request.as_state``); the subgraph served
    on its own reads its question into one first."""


class RetrievalOutput(TypedDict, total=False):
    """What the retrieval subgraph returns."""

    draft: str
    """Answer draft with ``[n]`` citations (or an explicit not-found)."""
    cited: list[Chunk]
    """Graded chunks in citation order."""
    grounded: str | None
    """``yes`` | ``partial`` | ``no``."""
    unsupported_claims: list[str]
    """Claim labels without support after the last attempt."""
    verified_claims: int
    """Figure claims of the draft the independent verifier confirmed against their sources."""
    unverified_figures: int
    """Draft lines stating a figure the verifier could not read as a claim (not vouched for)."""
    withheld_claims: list[str]
    """Claim labels withheld from the draft (replaced by not-found lines) after the last try."""
    model_calls: Annotated[int, operator.add]
    """Model calls spent in the subgraph."""
    layers: Annotated[dict[str, Any], merge_dicts]
    """Which layer (hosted method or offline) answered each model-backed node."""


class RetrievalState(RetrievalInput, RetrievalOutput, total=False):
    """Retrieval subgraph state."""

    companies: list[str]
    """Companies to search (all five when none was named)."""
    company_queries: list[dict[str, str]]
    """One ``{company, query}`` per company still to search this attempt."""
    company_status: dict[str, bool]
    """Company -> has usable documents."""
    documents: Annotated[list[Chunk], operator.add]
    """Chunks retrieved this attempt by the parallel ``retrieve_company`` branches."""
    graded: list[Chunk]
    """Chunks judged relevant, accumulated across attempts (deduplicated)."""
    doc_retries: int
    """Retries spent on document grading (at most ``max_retries``)."""
    answer_retries: int
    """Retries spent on groundedness (at most ``max_retries``)."""
    retry_docs: bool
    """Set by ``grade_docs``: documents are missing and the retry cap allows another try."""
    retry_answer: bool
    """Set by ``grade_answer``: claims are unsupported and the retry cap allows another try."""
    max_retries: int
    """Cap on each kind of retry, copied from the run context on the first pass."""
    named_companies: bool
    """Whether the question named its companies (a broadcast retries only on no data)."""
    claims_withheld: list[str]
    """Set by ``synthesize``: labels of a hosted model's claims withheld before rendering
    (an unknown figure id, another value, measure, company or period)."""
    refusal: str
    """Why ``check_question`` refused the question (empty: accepted; standalone graph only)."""


class CompanySearch(TypedDict, total=False):
    """Payload of one ``Send`` to ``retrieve_company``."""

    company: str
    query: str
    fiscal_years: list[str]
    metrics: list[str]
    """Metrics of the question, looked up in the figure index (empty: none named)."""
    measures: list[str]
    """The asked measures' phrases as written ("net cash from operating activities"),
    looked up in the figure index by printed label (empty: none named)."""
    periods: list[str]
    """The periods asked on the company's calendar (``H1 FY2024``): their figures rank first."""
    scope: list[str]
    """The parts of the company the measures are asked for ("lithium" of "the lithium
    division's EBITDA"; empty: the whole company): their figures rank first."""
