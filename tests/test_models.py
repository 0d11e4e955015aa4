"""The model layer: the structured-output fallback chain against a local OpenAI-compatible
server, the offline model's protocol, and nodes driven by scripted models."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from mines.context import Context
from mines.llm.calls import structured_call, text_call
from mines.llm.factory import resolve_spec
from mines.prompt_format import render_documents, tag
from mines.request import Request
from nodes.retrieve_decision import ROUTER_PROMPT, RouteDecision, guard
from tests.support.openai_stub import OpenAIStub, Reply

pytestmark = pytest.mark.filterwarnings(
    "ignore:Pydantic serializer warnings:UserWarning:pydantic.main"
)

ROUTE_ARGS = {
    "reasoning": "asks for a figure",
    "is_out_of_scope": False,
    "needs_retrieval": True,
    "needs_news": False,
    "needs_clarification": True,
    "clarification_question": "",
    "direct_answer": "",
}


@pytest.fixture
def stub(monkeypatch: pytest.MonkeyPatch) -> Iterator[OpenAIStub]:
    with OpenAIStub() as server:
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
        yield server


def ctx() -> Context:
    return Context(model="openai:stub", model_timeout_s=2)


def router_prompt(question: str) -> list[Any]:
    return [SystemMessage(ROUTER_PROMPT), HumanMessage(tag("question", question))]


def test_spec_resolution(monkeypatch: pytest.MonkeyPatch) -> None:
    assert resolve_spec("").provider == "offline"
    monkeypatch.setenv("DEEPSEEK_API_KEY", "sk-x")
    spec = resolve_spec("")
    assert spec.label == "deepseek:deepseek-chat" and spec.base_url.endswith("/v1")
    assert resolve_spec("offline").provider == "offline"
    monkeypatch.delenv("DEEPSEEK_API_KEY")
    assert resolve_spec("deepseek:deepseek-chat").provider == "offline"  # no key: offline


def test_function_calling_first_and_guard_applied(stub: OpenAIStub) -> None:
    stub.queue(Reply.tool_call("RouteDecision", ROUTE_ARGS))
    slots_named = __import__("mines.slots", fromlist=["extract_slots"]).extract_slots(
        "BHP revenue FY2024"
    )
    result = structured_call(
        RouteDecision,
        router_prompt("BHP revenue FY2024"),
        ctx(),
        normalise=lambda d: guard(d, slots_named, 0),
    )
    assert result.layer == "hosted:function_calling" and result.calls == 1
    assert result.value.needs_clarification is False  # company + year named: dropped
    body = stub.requests[0]
    assert body["tool_choice"]["function"]["name"] == "RouteDecision"
    assert "<question>" in body["messages"][-1]["content"]


def test_falls_through_methods_then_json_mode(stub: OpenAIStub) -> None:
    stub.queue(
        Reply.http_error(500),
        Reply.http_error(500),
        Reply.http_error(500),  # fc + its retries
        Reply.content("not json"),  # json_schema: malformed
        Reply.content(json.dumps(ROUTE_ARGS)),  # json_mode
    )
    result = structured_call(RouteDecision, router_prompt("Tell me about it"), ctx())
    assert result.layer == "hosted:json_mode"
    assert len(result.errors) == 2
    assert stub.requests[-1]["response_format"] == {"type": "json_object"}


def test_malformed_tool_json_moves_to_next_method(stub: OpenAIStub) -> None:
    stub.queue(
        Reply.tool_call("RouteDecision", '{"needs_retrieval": tru'),
        Reply.content(json.dumps(ROUTE_ARGS)),
    )
    result = structured_call(RouteDecision, router_prompt("BHP revenue"), ctx())
    assert result.layer == "hosted:json_schema"


def test_every_method_failing_falls_back_to_offline(stub: OpenAIStub) -> None:
    stub.queue(*[Reply.http_error(500)] * 9)
    result = structured_call(
        RouteDecision, router_prompt("What was BHP's revenue in FY2024?"), ctx()
    )
    assert result.layer == "offline"
    assert result.value.needs_retrieval and not result.value.is_out_of_scope
    assert result.calls == 4


def test_connection_refused_falls_back_to_offline(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    result = structured_call(RouteDecision, router_prompt("hi"), ctx())
    assert result.layer == "offline" and result.value.direct_answer


def test_text_call_streams_hosted_and_falls_back(stub: OpenAIStub) -> None:
    stub.queue(Reply.content("BHP revenue was US$55,658 million [1]"))
    ok = text_call([HumanMessage("q")], ctx(), internal=False)
    assert ok.layer == "hosted" and "55,658" in ok.text
    stub.queue(*[Reply.http_error(503)] * 3)
    prompt = [HumanMessage(tag("documents", "(none)") + "\n" + tag("question", "BHP revenue"))]
    fallback = text_call(prompt, ctx(), internal=True)
    assert fallback.layer == "offline" and "not found" in fallback.text


def test_offline_model_speaks_tool_calling_protocol() -> None:
    from mines.llm.factory import offline_model

    bound = offline_model().with_structured_output(RouteDecision, method="function_calling")
    decision = bound.invoke(router_prompt("Compare RIO and FMG dividends and any recent news"))
    assert decision.needs_retrieval and decision.needs_news
    chunks = list(
        offline_model().stream(
            [
                HumanMessage(
                    render_documents(
                        [
                            {
                                "id": "c1",
                                "text": "Revenue for FY2024 was US$55,658 million.",
                                "company": "BHP",
                                "fiscal_year": "FY2024",
                                "section": "",
                                "page": 2,
                                "source": "b.md",
                                "score": 1.0,
                            }
                        ]
                    )
                    + "\n"
                    + tag("question", "BHP revenue FY2024")
                )
            ]
        )
    )
    assert len(chunks) > 3
    assert "US$55,658 million [1]" in "".join(str(c.content) for c in chunks)


def test_router_node_with_scripted_model_records_prompt(
    stub: OpenAIStub, monkeypatch: pytest.MonkeyPatch
) -> None:
    from langgraph.runtime import Runtime

    from nodes.retrieve_decision import retrieve_decision

    stub.queue(
        Reply.tool_call(
            "RouteDecision",
            {**ROUTE_ARGS, "needs_clarification": True, "clarification_question": ""},
        )
    )
    state = {"request": Request(text="Tell me about this company.").as_state(), "analysis": {}}
    out = retrieve_decision(state, Runtime(context=ctx()))
    assert out["route"]["needs_clarification"] is True
    assert out["clarification_question"].startswith("Which company")  # empty -> fixed question
    sent = stub.requests[0]["messages"]
    assert sent[0]["content"] == ROUTER_PROMPT
    assert sent[1]["content"].endswith("</question>")  # context before the question


def test_the_offline_model_answers_without_loading_the_openai_sdk(tmp_path: Any) -> None:
    """The OpenAI SDK costs ~0.7 s of CPU to import; only a hosted model needs it."""
    import os
    import subprocess
    import sys

    script = (
        "import sys\n"
        "from mines.cli import main\n"
        "code = main(['ask', '--local', 'What was BHP revenue in FY2024?'])\n"
        "print('openai' in sys.modules, code)\n"
    )
    hosted = ("DEEPSEEK_API_KEY", "OPENAI_API_KEY", "OPENAI_BASE_URL")
    env = {k: v for k, v in os.environ.items() if k not in hosted}
    env["MINES_DATA_DIR"] = str(tmp_path)
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=300
    )
    assert done.stdout.strip().splitlines()[-1] == "False 0", done.stdout + done.stderr
