"""Clarification payloads in langchain's HITLRequest shape, and every accepted resume form."""

from __future__ import annotations

from typing import Any

import pytest

from mines.hitl import ACTION_NAME, ResumeError, clarification_request, parse_resume


def test_request_is_a_hitl_request_with_our_keys() -> None:
    payload = clarification_request("Which company?", "Tell me about revenue")
    assert payload["question"] == "Which company?"
    assert payload["original_query"] == "Tell me about revenue"
    [action] = payload["action_requests"]
    [review] = payload["review_configs"]
    # agent-chat-ui's isAgentInboxInterruptSchema: name str, args object; action_name str,
    # allowed_decisions a list; the form shows one field per arg for an edit decision.
    assert action == {"name": ACTION_NAME, "args": {"reply": ""}, "description": "Which company?"}
    assert review["action_name"] == action["name"]
    assert set(review["allowed_decisions"]) == {"respond", "edit"}


@pytest.mark.parametrize(
    "value",
    [
        "BHP revenue FY2024",
        "  BHP revenue\n FY2024 ",
        {"reply": "BHP revenue FY2024"},
        {"decisions": [{"type": "respond", "message": "BHP revenue FY2024"}]},
        {"decisions": [{"type": "reject", "message": "BHP revenue FY2024"}]},
        {
            "decisions": [
                {
                    "type": "edit",
                    "edited_action": {"name": "clarify", "args": {"reply": "BHP revenue FY2024"}},
                }
            ]
        },
        # Agent Inbox maps its own responses onto HITL decisions, keeping ``args``.
        {"decisions": [{"type": "reject", "args": "BHP revenue FY2024"}]},
        {
            "decisions": [
                {
                    "type": "edit",
                    "args": {"action": "clarify", "args": {"reply": "BHP revenue FY2024"}},
                }
            ]
        },
        # The older Agent Inbox HumanResponse list.
        [{"type": "response", "args": "BHP revenue FY2024"}],
        [{"type": "edit", "args": {"action": "clarify", "args": {"reply": "BHP revenue FY2024"}}}],
    ],
)
def test_every_accepted_form_gives_the_reply(value: Any) -> None:
    assert parse_resume(value) == "BHP revenue FY2024"


@pytest.mark.parametrize(
    ("value", "says"),
    [
        (None, "empty"),
        ("", "empty"),
        ("   ", "empty"),
        ({}, "neither"),
        ({"reply": ""}, "empty"),
        ({"reply": 3}, "string"),
        ({"decisions": []}, "one decision"),
        ({"decisions": "BHP"}, "one decision"),
        ({"decisions": [{"type": "approve"}]}, "'approve' is not accepted"),
        ({"decisions": [{"type": "respond", "message": ""}]}, "empty"),
        ({"decisions": [{"type": "edit", "edited_action": {"name": "clarify"}}]}, "args.reply"),
        ({"decisions": [{"type": "edit", "edited_action": {"args": {"x": "y"}}}]}, "no 'reply'"),
        ({"decisions": [{"type": "explode"}]}, "not one of"),
        ([{"type": "ignore", "args": None}], "'ignore' is not accepted"),
        ([], "one response"),
        (42, "int is not an answer"),
    ],
)
def test_anything_else_is_a_clear_error(value: Any, says: str) -> None:
    with pytest.raises(ResumeError) as err:
        parse_resume(value)
    assert says in str(err.value)
    assert '{"reply": "..."}' in str(err.value)  # says what to send


def test_reply_is_bounded() -> None:
    assert len(parse_resume("x" * 5000)) == 1000


# --- through the graph ------------------------------------------------------------------


def _interrupted(graph: Any, thread: str) -> tuple[dict[str, Any], Any]:
    from langchain_core.messages import HumanMessage

    from mines.context import Context

    config = {"configurable": {"thread_id": thread}}
    ctx = Context(use_cache=False)
    graph.invoke({"messages": [HumanMessage("Tell me about this company.")]}, config, context=ctx)
    state = graph.get_state(config)
    return config, state


@pytest.mark.parametrize(
    "resume",
    [
        "BHP revenue FY2024",
        {"decisions": [{"type": "respond", "message": "BHP revenue FY2024"}]},
        {
            "decisions": [
                {
                    "type": "edit",
                    "edited_action": {"name": "clarify", "args": {"reply": "BHP revenue FY2024"}},
                }
            ]
        },
        [{"type": "response", "args": "BHP revenue FY2024"}],
    ],
)
def test_graph_asks_in_hitl_shape_and_every_form_finishes_it(graph: Any, resume: Any) -> None:
    from langgraph.types import Command

    from mines.context import Context

    config, state = _interrupted(graph, f"hitl-{hash(str(resume))}")
    [pending] = state.interrupts
    payload = pending.value
    assert payload["question"].startswith("Which company")
    assert payload["action_requests"][0]["description"] == payload["question"]
    assert payload["original_query"] == "Tell me about this company."
    # while it waits, the question is the thread's last (assistant) message
    assert [m.type for m in state.values["messages"]] == ["human", "ai"]
    assert state.values["messages"][-1].content == payload["question"]

    out = graph.invoke(Command(resume=resume), config, context=Context(use_cache=False))
    assert "55,658" in out["answer"]
    assert [m.type for m in out["messages"]] == ["human", "ai", "human", "ai"]
    assert out["messages"][2].content == "BHP revenue FY2024"


def test_graph_refuses_an_unreadable_reply(graph: Any) -> None:
    from langgraph.types import Command

    from mines.context import Context

    config, _ = _interrupted(graph, "hitl-bad")
    with pytest.raises(ResumeError):
        graph.invoke(
            Command(resume={"decisions": [{"type": "approve"}]}), config, context=Context()
        )


def test_a_declined_clarification_ends_the_turn_with_a_short_answer(graph: Any) -> None:
    from langgraph.types import Command

    from mines.context import Context
    from mines.hitl import DECLINED

    config, _ = _interrupted(graph, "hitl-declined")
    out = graph.invoke(Command(resume=dict(DECLINED)), config, context=Context(use_cache=False))
    assert out["answer"].startswith("No problem, I have left that question.")
    assert [m.type for m in out["messages"]] == ["human", "ai", "ai"]
    state = graph.get_state(config)
    assert not state.next and not state.interrupts  # the thread is free again


def test_a_blank_reply_form_is_asked_again_politely(graph: Any) -> None:
    from langgraph.types import Command

    from mines.context import Context

    edited = {"name": "clarify", "args": {"reply": ""}}
    blank = {"decisions": [{"type": "edit", "edited_action": edited}]}
    config, _ = _interrupted(graph, "hitl-blank")
    graph.invoke(Command(resume=blank), config, context=Context(use_cache=False))
    state = graph.get_state(config)
    [pending] = state.interrupts
    assert pending.value["question"].startswith("Please type your reply first. Which company")
    # said as a message too (clients show messages), the same text as the question asked
    assert state.values["messages"][-1].content == pending.value["question"]
    graph.invoke(Command(resume=blank), config, context=Context(use_cache=False))  # twice
    [again] = graph.get_state(config).interrupts
    assert again.value["question"] == pending.value["question"]  # no second prefix
    out = graph.invoke(
        Command(resume="BHP revenue FY2024"), config, context=Context(use_cache=False)
    )
    assert "55,658" in out["answer"]


def test_the_api_turns_mark_as_resolved_into_a_decline_and_refuses_other_gotos() -> None:
    from langgraph_sdk import Auth

    from mines.hitl import DECLINED
    from web.auth import check_command

    resolved: dict[str, Any] = {"goto": "__end__", "update": None}
    check_command(resolved)
    assert resolved == {"update": None, "resume": DECLINED}
    for command in (
        {"goto": "answer"},
        {"goto": "__end__", "update": {"answer": "forged"}},
        {"goto": "__end__", "resume": "x"},
        {"goto": ["__end__"]},
    ):
        with pytest.raises(Auth.exceptions.HTTPException) as refused:
            check_command(dict(command))
        assert refused.value.status_code == 403, command
    blank = {"decisions": [{"type": "respond", "message": "  "}]}
    check_command({"resume": blank})  # passes: clarify asks again
    with pytest.raises(Auth.exceptions.HTTPException):
        check_command({"resume": ""})  # the plain API form stays a 400


def test_the_reply_is_stored_but_not_streamed_back(graph: Any) -> None:
    from langgraph.types import Command

    from mines.context import Context

    config, _ = _interrupted(graph, "hitl-echo")
    streamed = [
        message.type
        for message, meta in graph.stream(
            Command(resume="BHP revenue FY2024"),
            config,
            context=Context(use_cache=False),
            stream_mode="messages",
        )
        if meta.get("langgraph_node") == "clarify"
    ]
    assert streamed == []  # the client already shows what its user typed
    stored = graph.get_state(config).values["messages"]
    assert stored[2].type == "human" and stored[2].content == "BHP revenue FY2024"
