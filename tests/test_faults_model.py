"""Faults from the hosted model, injected per model-backed node, through the real graph.

A scripted OpenAI-compatible server on loopback plays a *healthy* hosted model by
answering every request with what the offline model would say (so a run without faults
is hosted end to end), and injects faults into the requests of one node at a time:
timeouts, refused/dropped connections, HTTP 429 and 500, a stream cut mid-way, malformed
tool JSON and schema-valid but empty or out-of-enum answers. Every turn must still end
with the right (or an honestly qualified) answer, within the node budget, and the
analysis must name the layer that answered each node.
"""

from __future__ import annotations

import itertools
import json
import time
from collections import deque
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import httpx2
import openai
import pytest
from langchain_core.messages import AIMessage, HumanMessage
from langchain_openai.chat_models.base import _convert_dict_to_message

from mines.context import Context
from mines.llm import calls
from mines.llm import hosted as fault_layer
from mines.llm.factory import offline_model
from mines.llm.hosted import FaultPolicy, reset_circuits
from mines.offline.model import STRUCTURED_SKILLS
from nodes.compress_context import SUMMARY_PROMPT
from nodes.retrieve_decision import RouteDecision
from retrieval_nodes.synthesize import SYNTHESIZE_PROMPT
from tests.support.openai_stub import OpenAIStub, Reply

pytestmark = pytest.mark.filterwarnings(
    "ignore:Pydantic serializer warnings:UserWarning:pydantic.main"
)

TIMEOUT_S = 1.0  # per-call timeout of healthy runs (Context clamps to at least 1 s)
SHORT_TIMEOUT_S = 0.5  # timeout-fault runs: set past the clamp to keep the suite fast
BUDGET_S = 2 * SHORT_TIMEOUT_S  # FaultPolicy.budget_factor * model_timeout_s
SLACK_S = 1.5  # scheduling and socket time beside the budget on a loaded CI machine

BHP = "What was BHP's revenue in FY2024?"
BHP_ANSWER = "US$55,658 million"
GROWTH = "How much did BHP's revenue grow from FY2023 to FY2024?"
GROWTH_ANSWER = "+3.42%"

SCHEMA_NODE = {
    "RouteDecision": "retrieve_decision",
    "QueryRewrite": "query_rewrite",
    "DocumentGrades": "grade_docs",
    "AnswerClaims": "synthesize",
}
NODE_SCHEMA = {node: schema for schema, node in SCHEMA_NODE.items()}
STRUCTURED_NODES = tuple(SCHEMA_NODE.values())
RETRIEVAL_NODES = {"query_rewrite", "grade_docs", "synthesize"}
ALL_NODES = (*STRUCTURED_NODES, "calculator_agent", "compress_context")


# ----- a healthy hosted model, with faults on demand ------------------------------------


def schema_name(body: dict[str, Any]) -> str | None:
    """The structured-output schema a request asks for, whatever the method."""
    fmt = body.get("response_format") or {}
    if fmt.get("type") == "json_schema":
        return str(fmt["json_schema"]["name"])
    if fmt.get("type") == "json_object":
        instruction = body["messages"][0]["content"]
        return str(json.loads(instruction.split("\n", 1)[1])["title"])
    choice = body.get("tool_choice")
    if isinstance(choice, dict):
        return str(choice["function"]["name"])
    return None


def node_of(body: dict[str, Any]) -> str:
    """Which graph node sent a request."""
    name = schema_name(body)
    if name in SCHEMA_NODE:
        return SCHEMA_NODE[name]
    if body.get("tools"):
        return "calculator_agent"
    system = body["messages"][0].get("content") or ""
    if system == SYNTHESIZE_PROMPT:
        return "synthesize"
    if system == SUMMARY_PROMPT:
        return "compress_context"
    return "unknown"


def structured(args: dict[str, Any]) -> Callable[[dict[str, Any]], Reply]:
    """A schema-valid reply with ``args``, in the shape the request's method expects."""

    def reply(body: dict[str, Any]) -> Reply:
        if (body.get("response_format") or {}).get("type"):
            return Reply.content(json.dumps(args))
        return Reply.tool_call(schema_name(body) or "", args)

    return reply


def offline_reply(body: dict[str, Any]) -> Reply:
    """What a well-behaved hosted model would answer: the offline model's reply."""
    messages = [_convert_dict_to_message(m) for m in body.get("messages") or []]
    name = schema_name(body)
    if name in STRUCTURED_SKILLS:
        prompt = "\n\n".join(m.text for m in messages if m.type in {"system", "human"})
        return structured(STRUCTURED_SKILLS[name](prompt))(body)
    tools = body.get("tools") or []
    model: Any = offline_model().bind_tools(tools) if tools else offline_model()
    reply = model.invoke(messages)
    if reply.tool_calls:
        return Reply.tool_calls(*[(tc["name"], tc["args"]) for tc in reply.tool_calls])
    return Reply.content(reply.text)


Fault = Reply | Callable[[dict[str, Any]], Reply]


class HostedScript:
    """Answers like the offline model; ``once`` faults are used first, then ``always``."""

    def __init__(self) -> None:
        self.queued: dict[str, deque[Fault]] = {}
        self.always: dict[str, Fault] = {}
        self.seen: list[str] = []

    def once(self, node: str, *faults: Fault) -> HostedScript:
        self.queued.setdefault(node, deque()).extend(faults)
        return self

    def persist(self, node: str, fault: Fault) -> HostedScript:
        self.always[node] = fault
        return self

    def __call__(self, body: dict[str, Any]) -> Reply:
        node = node_of(body)
        self.seen.append(node)
        queue = self.queued.get(node)
        fault = queue.popleft() if queue else self.always.get(node)
        if fault is None:
            return offline_reply(body)
        return fault(body) if callable(fault) else fault


@pytest.fixture(autouse=True)
def fast_policy(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Short backoffs (the real ones are tested separately) and closed circuits."""
    reset_circuits()
    monkeypatch.setattr(fault_layer, "POLICY", FaultPolicy(backoff_base_s=0.02, backoff_cap_s=0.1))
    yield
    reset_circuits()


@pytest.fixture
def hosted(
    monkeypatch: pytest.MonkeyPatch, corpus: None
) -> Iterator[tuple[OpenAIStub, HostedScript]]:
    script = HostedScript()
    with OpenAIStub(script) as stub:
        monkeypatch.setenv("OPENAI_BASE_URL", stub.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
        yield stub, script
        assert not stub.errors, stub.errors


_threads = itertools.count()


def turn(
    graph: Any,
    question: str,
    history: list[Any] | None = None,
    timeout: float = TIMEOUT_S,
    **ctx: Any,
) -> tuple[dict[str, Any], float]:
    """One turn against the stub model; returns (final values, seconds spent waiting).

    The seconds are wall time less this process's CPU time (graph, retrieval, the offline
    model and the stub itself, all threads): what is left is time spent waiting on the
    model endpoint, the quantity the budget bounds, which other load on the machine moves
    far less than the wall clock.
    """
    config = {"configurable": {"thread_id": f"fault-{next(_threads)}"}}
    context = Context(**{"model": "openai:stub", "use_cache": False, **ctx})
    context.model_timeout_s = timeout  # after __post_init__: sub-second timeouts for tests
    started, cpu = time.monotonic(), time.process_time()
    graph.invoke({"messages": [*(history or []), HumanMessage(question)]}, config, context=context)
    waited = (time.monotonic() - started) - (time.process_time() - cpu)
    return graph.get_state(config).values, waited


def layer(values: dict[str, Any], node: str) -> dict[str, Any]:
    """The analysis entry naming the layer that answered ``node``."""
    analysis = values["analysis"]
    where = analysis.get("retrieval", {}) if node in RETRIEVAL_NODES else analysis
    entry = where.get(f"layer:{node}")
    assert entry is not None, f"no layer recorded for {node}: {analysis}"
    return dict(entry)


HISTORY = [
    m
    for i in range(5)
    for m in (HumanMessage(f"What was BHP's revenue in FY202{i % 4 + 1}?"), AIMessage("noted"))
]
"""Ten earlier messages: the next turn makes ``compress_context`` summarise."""


def question_for(node: str) -> tuple[str, str, list[Any] | None]:
    """(question, expected text, history) that makes ``node`` call the model."""
    if node == "calculator_agent":
        return GROWTH, GROWTH_ANSWER, None
    if node == "compress_context":
        return BHP, BHP_ANSWER, HISTORY
    return BHP, BHP_ANSWER, None


# ----- healthy baseline ------------------------------------------------------------------


@pytest.mark.parametrize("node", ALL_NODES)
def test_without_faults_every_node_is_answered_by_the_hosted_layer(
    graph: Any, hosted: tuple[OpenAIStub, HostedScript], node: str
) -> None:
    question, expected, history = question_for(node)
    values, _ = turn(graph, question, history)
    assert expected in values["answer"]
    assert layer(values, node)["layer"].startswith("hosted")


# ----- transport and service faults, for every node ---------------------------------------

SERVICE_FAULTS: dict[str, tuple[Fault, str]] = {
    # fault, the failure kind recorded in the analysis
    "timeout": (Reply.delay(5), "timeout"),
    "http_429": (Reply.http_error(429), "overloaded"),
    "http_500": (Reply.http_error(500), "overloaded"),
    "dropped_connection": (Reply.drop_connection(), "unreachable"),
    "stream_cut": (Reply.cut_stream(2), "unreachable"),
}


@pytest.mark.parametrize("fault", SERVICE_FAULTS)
@pytest.mark.parametrize("node", ALL_NODES)
def test_service_fault_falls_back_to_offline_within_the_budget(
    graph: Any, hosted: tuple[OpenAIStub, HostedScript], node: str, fault: str
) -> None:
    stub, script = hosted
    reply, kind = SERVICE_FAULTS[fault]
    script.persist(node, reply)
    question, expected, history = question_for(node)
    values, seconds = turn(graph, question, history, SHORT_TIMEOUT_S)

    assert expected in values["answer"]  # the user still gets the right answer
    entry = layer(values, node)
    assert entry["layer"] == "offline"
    assert any(f": {kind}: " in e for e in entry["errors"]), entry
    assert entry["seconds"] <= BUDGET_S + 0.5  # one node never waits past its budget
    assert seconds <= BUDGET_S + SLACK_S  # nor does the turn (the circuit skips the rest)
    # bounded retries: at most (1 + max_retries) attempts per structured-output method
    methods = 3 if node in STRUCTURED_NODES else 1
    assert entry["attempts"] <= methods * (1 + fault_layer.POLICY.max_retries)
    if kind == "overloaded":  # retried, then the other methods, then offline ...
        budget_cut = any("node budget spent" in e for e in entry["errors"])
        # ... unless the node's budget ran out first (back-off on a loaded machine)
        assert budget_cut or entry["attempts"] == methods * (1 + fault_layer.POLICY.max_retries)
    if kind == "timeout":  # a timeout is never retried with the same method
        assert entry["attempts"] <= methods
    assert script.seen.count(node) == entry["attempts"]
    assert len(stub.requests) <= 40  # no unbounded loop anywhere in the turn


@pytest.mark.parametrize("node", ALL_NODES)
def test_transient_429_is_retried_with_backoff_on_the_same_method(
    graph: Any, hosted: tuple[OpenAIStub, HostedScript], node: str
) -> None:
    _, script = hosted
    script.once(node, Reply.http_error(429), Reply.http_error(500))
    question, expected, history = question_for(node)
    values, _ = turn(graph, question, history)
    assert expected in values["answer"]
    entry = layer(values, node)
    expected_layer = "hosted:function_calling" if node in STRUCTURED_NODES else "hosted"
    assert entry["layer"] == expected_layer and entry["attempts"] == 3
    assert "errors" not in entry  # recovered within the method: nothing failed


def test_connection_refused_answers_offline_and_pays_the_wait_once(
    graph: Any, monkeypatch: pytest.MonkeyPatch, corpus: None
) -> None:
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")  # nothing listens
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    values, seconds = turn(graph, GROWTH)
    assert GROWTH_ANSWER in values["answer"]
    router = layer(values, "retrieve_decision")
    assert router["layer"] == "offline" and router["attempts"] == 3
    assert "unreachable" in router["errors"][0]
    for node in ("query_rewrite", "grade_docs", "synthesize", "calculator_agent"):
        entry = layer(values, node)
        assert entry["layer"] == "offline" and entry["attempts"] == 0
        assert "circuit open" in entry["errors"][0]
    assert seconds < 2.0


# ----- malformed and schema-valid-but-wrong answers -----------------------------------------


@pytest.mark.parametrize("node", STRUCTURED_NODES)
def test_malformed_tool_json_moves_to_the_next_method(
    graph: Any, hosted: tuple[OpenAIStub, HostedScript], node: str
) -> None:
    _, script = hosted
    script.once(node, Reply.tool_call(NODE_SCHEMA[node], '{"bad": tru'))
    values, _ = turn(graph, BHP)
    assert BHP_ANSWER in values["answer"]
    entry = layer(values, node)
    assert entry["layer"] == "hosted:json_schema"
    assert entry["errors"][0].startswith("function_calling: invalid: ")


ROUTE_ALL_FALSE = RouteDecision(
    is_out_of_scope=False, needs_retrieval=False, needs_news=False, needs_clarification=False
).model_dump()

WRONG_BUT_VALID: dict[str, tuple[str, dict[str, Any], str]] = {
    # case: (node, schema-valid arguments, the layer expected to answer)
    "route_all_false": ("retrieve_decision", ROUTE_ALL_FALSE, "hosted:function_calling"),
    "route_out_of_scope": (
        "retrieve_decision",
        {**ROUTE_ALL_FALSE, "is_out_of_scope": True},
        "hosted:function_calling",
    ),
    "route_direct_answer_with_figure": (
        "retrieve_decision",
        {**ROUTE_ALL_FALSE, "direct_answer": "BHP's revenue was US$99,999 million."},
        "offline",
    ),
    "rewrite_unknown_ticker_empty_query": (
        "query_rewrite",
        {
            "global_query": "",
            "companies": ["XYZ", " bhp "],
            "company_queries": [{"company": "XYZ", "query": ""}, {"company": "bhp", "query": ""}],
        },
        "hosted:function_calling",
    ),
    "rewrite_nothing": (
        "query_rewrite",
        {"global_query": "", "companies": [], "company_queries": []},
        "hosted:function_calling",
    ),
    "grades_unknown_ids": (
        "grade_docs",
        {"grades": [{"id": 99, "relevant": True}, {"id": -1, "relevant": True}]},
        "offline",
    ),
    "grades_empty": ("grade_docs", {"grades": []}, "offline"),
}


@pytest.mark.parametrize("case", WRONG_BUT_VALID)
def test_schema_valid_but_wrong_answers_are_normalised(
    graph: Any, hosted: tuple[OpenAIStub, HostedScript], case: str
) -> None:
    _, script = hosted
    node, args, expected_layer = WRONG_BUT_VALID[case]
    script.persist(node, structured(args))  # every method gets the same wrong answer
    values, _ = turn(graph, BHP)
    assert BHP_ANSWER in values["answer"]
    assert values["route"]["needs_retrieval"] and not values["route"]["is_out_of_scope"]
    assert values["confidence"] == "high"
    assert layer(values, node)["layer"] == expected_layer


def test_grades_leaving_documents_out_are_completed_by_the_rules(
    graph: Any, hosted: tuple[OpenAIStub, HostedScript]
) -> None:
    _, script = hosted
    script.persist("grade_docs", structured({"grades": [{"id": 1, "relevant": False}]}))
    values, _ = turn(graph, BHP)
    assert BHP_ANSWER in values["answer"]
    entry = layer(values, "grade_docs")
    assert entry["layer"] == "hosted:function_calling" and entry["filled_by_rules"] >= 1


def test_hosted_draft_with_an_invented_figure_is_withheld(
    graph: Any, hosted: tuple[OpenAIStub, HostedScript]
) -> None:
    _, script = hosted
    invented = "BHP's revenue in FY2024 was US$99,999 million [1]."
    script.persist("synthesize", Reply.content(invented))
    values, _ = turn(graph, BHP)
    assert "99,999" not in values["answer"]  # the verifier withholds the invented figure
    assert values["confidence"] != "high"
    # prose in place of the claims asked for: taken as a draft, verified claim by claim
    assert layer(values, "synthesize")["layer"] == "hosted:function_calling:text"
    assert values["analysis"]["retrieval"]["grade_answer"]["rejected"]


@pytest.mark.parametrize(
    "reply",
    [
        Reply.content(""),
        Reply.content("   "),
        Reply.content("BHP's revenue in FY2024 was US$55,658 million."),  # no citation
        Reply.content("Revenue was US$1 million [7]."),  # cites a document it was not given
        Reply.cut_stream(3, Reply.content("BHP revenue was US$55,658 million [1].")),
        Reply.cut_stream(
            3, Reply.content("BHP revenue was US$55,658 million [1]."), clean=True
        ),  # the HTTP response ends properly, the SSE stream does not
    ],
    ids=["empty", "blank", "uncited", "bad-citation", "cut-mid-stream", "cut-clean"],
)
def test_unusable_hosted_draft_is_replaced_by_the_offline_draft(
    graph: Any, hosted: tuple[OpenAIStub, HostedScript], reply: Reply
) -> None:
    _, script = hosted
    script.persist("synthesize", reply)
    values, _ = turn(graph, BHP)
    assert BHP_ANSWER in values["answer"] and values["confidence"] == "high"
    entry = layer(values, "synthesize")
    # each structured-output method tried once (nothing retried), then the offline draft
    assert entry["layer"] == "offline" and entry["attempts"] == len(calls.STRUCTURED_METHODS)


def test_slow_drip_stream_is_cut_by_the_node_budget(
    graph: Any, hosted: tuple[OpenAIStub, HostedScript]
) -> None:
    """A free-text draft (a question asking for no measure) is read as a stream."""
    _, script = hosted
    text = "BHP said a lot about safety in FY2024 [1]. " * 20
    script.persist("synthesize", Reply.content(text, chunk_size=4, chunk_delay=0.2))
    question = "What did BHP say about safety in FY2024?"
    values, seconds = turn(graph, question, timeout=SHORT_TIMEOUT_S)  # each chunk beats it
    assert "said a lot" not in values["answer"]
    entry = layer(values, "synthesize")
    assert entry["layer"] == "offline" and "timeout" in entry["errors"][0]
    assert seconds <= BUDGET_S + SLACK_S


@pytest.mark.parametrize(
    "replies",
    [
        (Reply.tool_call("percentage_change", '{"old_value": 53'),),
        (Reply.tool_call("no_such_tool", {"x": 1}), Reply.content("It grew a lot.")),
        (
            Reply.tool_call("percentage_change", {"old_value": 100.0, "new_value": 250.0}),
            Reply.content("Revenue grew 150%."),
        ),
    ],
    ids=["malformed-args", "unknown-tool", "invented-operands"],
)
def test_hosted_calculator_mistakes_fall_back_to_the_offline_calculator(
    graph: Any, hosted: tuple[OpenAIStub, HostedScript], replies: tuple[Reply, ...]
) -> None:
    _, script = hosted
    script.once("calculator_agent", *replies)
    values, _ = turn(graph, GROWTH)
    assert GROWTH_ANSWER in values["answer"] and "150" not in values["answer"]
    entry = layer(values, "calculator_agent")
    assert entry["layer"] == "offline" and "invalid" in entry["errors"][0]


def test_compression_summary_fault_keeps_the_answer(
    graph: Any, hosted: tuple[OpenAIStub, HostedScript]
) -> None:
    _, script = hosted
    script.persist("compress_context", Reply.content(""))
    values, _ = turn(graph, BHP, HISTORY)
    assert BHP_ANSWER in values["answer"]
    assert values["analysis"]["compressed"] is True and values["summary"]
    assert layer(values, "compress_context")["layer"] == "offline"


# ----- the policy itself ---------------------------------------------------------------------


def test_real_backoff_honours_retry_after_and_stays_bounded(
    graph: Any, hosted: tuple[OpenAIStub, HostedScript], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(fault_layer, "POLICY", FaultPolicy())  # the production settings
    _, script = hosted
    script.once(
        "retrieve_decision",
        Reply.http_error(429, retry_after=0.3),
        Reply.http_error(429, retry_after=0.3),
    )
    values, _ = turn(graph, BHP)
    entry = layer(values, "retrieve_decision")
    assert entry["layer"] == "hosted:function_calling" and entry["attempts"] == 3
    assert 0.6 <= entry["seconds"] < 0.6 + SLACK_S


def test_persistent_500_with_production_backoff_is_bounded(
    graph: Any, hosted: tuple[OpenAIStub, HostedScript], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(fault_layer, "POLICY", FaultPolicy())
    _, script = hosted
    script.persist("retrieve_decision", Reply.http_error(500))
    values, _ = turn(graph, BHP, timeout=3.0)  # a 6 s budget: the backoffs alone bound it
    assert BHP_ANSWER in values["answer"]
    entry = layer(values, "retrieve_decision")
    assert entry["layer"] == "offline" and entry["attempts"] == 9
    # three methods x two backoffs of at most 0.25 s and 0.5 s each
    assert entry["seconds"] <= 3 * 0.75 + 0.5


def test_budget_and_circuit_bound_a_dead_endpoint(
    graph: Any, hosted: tuple[OpenAIStub, HostedScript]
) -> None:
    stub, script = hosted
    for node in ALL_NODES:
        script.persist(node, Reply.delay(5))
    values, seconds = turn(graph, GROWTH, timeout=SHORT_TIMEOUT_S)
    assert GROWTH_ANSWER in values["answer"]
    assert layer(values, "retrieve_decision")["attempts"] == 2  # fc, then json_schema
    assert seconds <= BUDGET_S + SLACK_S
    assert len(stub.requests) == 2  # the circuit kept every later node off the endpoint
    values, seconds = turn(graph, BHP)  # the next turn does not wait at all
    assert BHP_ANSWER in values["answer"] and seconds < 1.0
    assert "circuit open" in layer(values, "retrieve_decision")["errors"][0]


def test_rejected_key_ends_the_hosted_chain_at_once(
    graph: Any, hosted: tuple[OpenAIStub, HostedScript]
) -> None:
    _, script = hosted
    script.persist("retrieve_decision", Reply.http_error(401))
    values, _ = turn(graph, BHP)
    assert BHP_ANSWER in values["answer"]
    entry = layer(values, "retrieve_decision")
    assert entry["layer"] == "offline" and entry["attempts"] == 1
    assert "rejected" in entry["errors"][0]


def test_stream_cut_mid_draft_never_reaches_the_client(
    graph: Any, hosted: tuple[OpenAIStub, HostedScript]
) -> None:
    """What a streaming client sees: only the final answer, under the stored message's id.

    The draft (``synthesize``) is read as a stream but tagged ``nostream``, like every
    internal call, so the hosted text cut mid-way is never shown; the offline layer's draft
    is composed into the answer, which streams from the ``answer`` step under the id of
    the message that is stored (``mines.streaming``).
    """
    _, script = hosted
    cut = Reply.cut_stream(4, Reply.content("BHP revenue was US$55,658 million [1] and more."))
    script.once("synthesize", cut)
    config = {"configurable": {"thread_id": f"fault-{next(_threads)}"}}
    context = Context(model="openai:stub", model_timeout_s=TIMEOUT_S, use_cache=False)
    chunks: list[Any] = []
    nodes: set[str] = set()
    for _, (chunk, meta) in graph.stream(
        {"messages": [HumanMessage(BHP)]},
        config,
        context=context,
        stream_mode="messages",
        subgraphs=True,
    ):
        nodes.add(meta["langgraph_node"])
        chunks.append(chunk)
    assert nodes == {"answer"}
    values = graph.get_state(config).values
    assert {c.id for c in chunks} == {values["messages"][-1].id}
    streamed = "".join(c.text for c in chunks)
    assert streamed == values["messages"][-1].content
    assert "and more" not in streamed
    assert BHP_ANSWER in values["answer"]


def _status_error(cls: type[openai.APIStatusError], status: int) -> openai.APIStatusError:
    request = httpx2.Request("POST", "http://127.0.0.1/v1/chat/completions")
    return cls("error", response=httpx2.Response(status, request=request), body=None)


@pytest.mark.parametrize(
    ("exc", "kind"),
    [
        (openai.APITimeoutError(httpx2.Request("POST", "http://x")), "timeout"),
        (httpx2.ReadTimeout("slow"), "timeout"),
        (httpx.ReadTimeout("slow"), "timeout"),
        (fault_layer.DeadlineExceeded("spent"), "timeout"),
        (fault_layer.StreamBroken(httpx2.ReadTimeout("slow")), "timeout"),
        (openai.APIConnectionError(request=httpx2.Request("POST", "http://x")), "unreachable"),
        (httpx2.RemoteProtocolError("cut"), "unreachable"),
        (httpx.ConnectError("refused"), "unreachable"),
        (ConnectionResetError(), "unreachable"),
        (fault_layer.IncompleteReply("no finish reason"), "unreachable"),
        (_status_error(openai.RateLimitError, 429), "overloaded"),
        (_status_error(openai.InternalServerError, 503), "overloaded"),
        (_status_error(openai.AuthenticationError, 401), "rejected"),
        (_status_error(openai.NotFoundError, 404), "rejected"),
        (_status_error(openai.BadRequestError, 400), "invalid"),
        (fault_layer.UnusableReply("empty reply"), "invalid"),
        (ValueError("bad json"), "invalid"),
    ],
)
def test_failure_classification(exc: BaseException, kind: str) -> None:
    assert fault_layer.classify(exc) == kind
