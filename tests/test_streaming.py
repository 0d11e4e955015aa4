"""What a streaming client sees (mines/streaming.py), on a small graph shaped like ours.

A parent graph runs a subgraph (like the retrieval subgraph), a nested agent with a
model and its own messages (like the calculator), then an answer node streaming its text.
Streamed with ``subgraphs=True`` as agent-chat-ui asks: the answer's chunks carry the id
of the stored message, no subgraph sends ``values``, and nothing of the nested agent
appears in ``messages``.
"""

from __future__ import annotations

import operator
from typing import Annotated, Any

from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, AnyMessage, HumanMessage
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import START, StateGraph
from langgraph.graph.message import add_messages
from typing_extensions import TypedDict

from mines.streaming import (
    EchoChatModel,
    invoke_hidden,
    pieces,
    stream_answer,
    without_values_events,
)

TEXT = "BHP revenue was US\\$55,658 million [1].\n\n- [1] BHP_FY2024.md, p. 1"


class Parent(TypedDict, total=False):
    messages: Annotated[list[AnyMessage], add_messages]
    draft: str
    calc: str


class Sub(TypedDict, total=False):
    question: str
    draft: str


class Agent(TypedDict, total=False):
    messages: Annotated[list[AnyMessage], add_messages]
    steps: Annotated[list[str], operator.add]


def _subgraph() -> Any:
    def draft(state: Sub) -> dict[str, Any]:
        return {"draft": f"draft for {state.get('question')}"}

    b = StateGraph(Sub)
    b.add_node("draft", draft)
    b.add_edge(START, "draft")
    return b.compile(name="sub")


def _agent() -> Any:
    model = GenericFakeChatModel(
        messages=iter([AIMessage("internal tool talk 16870.000000000004")])
    )

    def think(state: Agent) -> dict[str, Any]:
        return {"messages": [model.invoke(state["messages"])], "steps": ["think"]}

    b = StateGraph(Agent)
    b.add_node("think", think)
    b.add_edge(START, "think")
    return b.compile(name="agent")


def build(hidden: bool = True) -> Any:
    sub, agent = _subgraph(), _agent()

    def retrieval(state: Parent) -> dict[str, Any]:
        config = without_values_events() if hidden else {}
        return {"draft": sub.invoke({"question": "q"}, config)["draft"]}

    def calculator(state: Parent) -> dict[str, Any]:
        prompt = {"messages": [HumanMessage("<context>internal prompt")]}
        out = invoke_hidden(agent, prompt) if hidden else agent.invoke(prompt)
        return {"calc": out["messages"][-1].text}

    def answer(state: Parent) -> dict[str, Any]:
        return {"messages": [stream_answer(TEXT)]}

    b = StateGraph(Parent)
    for name, fn in (("retrieval", retrieval), ("calculator", calculator), ("answer", answer)):
        b.add_node(name, fn)
    b.add_edge(START, "retrieval")
    b.add_edge("retrieval", "calculator")
    b.add_edge("calculator", "answer")
    return b.compile(checkpointer=InMemorySaver())


def run(hidden: bool = True) -> tuple[list[tuple[tuple[str, ...], str, Any]], Any]:
    graph = build(hidden)
    config = {"configurable": {"thread_id": "t"}}
    events = list(
        graph.stream(
            {"messages": [HumanMessage("What was BHP's revenue?", id="q1")]},
            config,
            stream_mode=["values", "updates", "messages"],
            subgraphs=True,
        )
    )
    return events, graph.get_state(config).values


def test_pieces_rejoin_and_keep_escapes_whole() -> None:
    assert "".join(pieces(TEXT)) == TEXT
    assert pieces(TEXT) == [
        "BHP revenue was US\\$55,658 million [1].",
        "\n\n- [1] BHP_FY2024.md, p. 1",
    ]


def test_long_lines_are_cut_before_a_word_within_the_size() -> None:
    line = " ".join(f"word{i}" for i in range(60))
    parts = pieces(line + "\nnext", size=40)
    assert "".join(parts) == line + "\nnext"
    assert len(parts) > 8 and all(len(p) <= 40 for p in parts)
    assert all(not p[:1].isalnum() or i == 0 for i, p in enumerate(parts))  # cut before words
    assert parts[-1] == "\nnext"
    assert pieces("x" * 100, size=10) == ["x" * 100]


def messages(events: list[tuple[tuple[str, ...], str, Any]]) -> list[tuple[Any, dict[str, Any]]]:
    return [data for _, mode, data in events if mode == "messages"]


def test_answer_streams_under_the_stored_id() -> None:
    events, values = run()
    stored = values["messages"][-1]
    assert stored.content == TEXT and stored.id.startswith("answer-")
    answer = [m for m, meta in messages(events) if meta["langgraph_node"] == "answer"]
    assert len(answer) == len(pieces(TEXT)) == 2  # streamed in pieces, one per line here
    assert {m.id for m in answer} == {stored.id}  # no closing chunk under another id
    assert "".join(m.content for m in answer) == TEXT


def test_no_subgraph_values_and_no_agent_messages() -> None:
    events, values = run()
    assert not [ns for ns, mode, _ in events if mode == "values" and ns]
    updated = {node for ns, mode, data in events if mode == "updates" and ns for node in data}
    assert updated == {"draft", "think"}  # subgraph and agent steps are still named
    assert {meta["langgraph_node"] for _, meta in messages(events)} == {"answer"}
    assert [m.text for m in values["messages"]] == ["What was BHP's revenue?", TEXT]


def test_without_the_helpers_the_internals_leak() -> None:
    """The control: what agent-chat-ui showed before (subgraph values, the agent's prompt)."""
    events, _ = run(hidden=False)
    nested_values = [data for ns, mode, data in events if mode == "values" and ns]
    assert any("internal prompt" in str(data) for data in nested_values)
    assert "internal tool talk" in "".join(m.text for m, _ in messages(events))


def test_echo_model_outside_a_stream_returns_the_text() -> None:
    reply = EchoChatModel(text=TEXT, message_id="m1").invoke([])
    assert (reply.content, reply.id) == (TEXT, "m1")
    assert stream_answer("hi", "m2") == AIMessage("hi", id="m2")
