"""MCP: ``/mcp`` on ``langgraph dev`` lists ``mines_financial`` and answers through it.

Plain JSON-RPC over HTTP (the MCP "streamable HTTP" transport, JSON replies), as an MCP
client sends it: ``initialize``, the ``initialized`` notification, ``tools/list`` and
``tools/call``. The call's text carries the answer and its sources. A vague question
comes back with the clarification question instead of a guess.
"""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from tests.server.langgraph_server import LangGraphServer

pytestmark = [pytest.mark.server, pytest.mark.enable_socket, pytest.mark.timeout(300)]

HEADERS = {"Accept": "application/json, text/event-stream"}


def rpc(url: str, method: str, params: dict[str, Any], id_: int | None = 1) -> httpx.Response:
    message: dict[str, Any] = {"jsonrpc": "2.0", "method": method, "params": params}
    if id_ is not None:
        message["id"] = id_
    return httpx.post(f"{url}/mcp", headers=HEADERS, json=message, timeout=120)


def ask(text: str) -> dict[str, Any]:
    return {"messages": [{"role": "user", "content": text}]}


@pytest.fixture(scope="module")
def session(lg_server: LangGraphServer) -> dict[str, Any]:
    url = lg_server.url
    init = rpc(
        url,
        "initialize",
        {
            "protocolVersion": "2025-03-26",
            "capabilities": {},
            "clientInfo": {"name": "mines-test", "version": "1"},
        },
    )
    initialized = rpc(url, "notifications/initialized", {}, id_=None)
    tools = rpc(url, "tools/list", {}, id_=2)
    answer = rpc(
        url,
        "tools/call",
        {"name": "mines_financial", "arguments": ask("What was BHP's revenue in FY2024?")},
        id_=3,
    )
    vague = rpc(
        url,
        "tools/call",
        {"name": "mines_financial", "arguments": ask("Tell me about this company.")},
        id_=4,
    )
    wrong = rpc(
        url,
        "tools/call",
        {"name": "mines_financial", "arguments": {"question": "BHP revenue FY2024?"}},
        id_=5,
    )
    as_string = rpc(
        url,
        "tools/call",
        {"name": "mines_financial", "arguments": {"messages": "NST revenue FY2025?"}},
        id_=6,
    )
    return {
        "wrong": wrong,
        "as_string": as_string,
        "init": init,
        "initialized": initialized,
        "tools": tools,
        "answer": answer,
        "vague": vague,
    }


def test_initialize(session: dict[str, Any]) -> None:
    init = session["init"]
    assert init.status_code == 200, init.text
    result = init.json()["result"]
    assert "tools" in result["capabilities"]
    assert result["protocolVersion"]
    assert session["initialized"].status_code == 202


def test_tools_list_has_the_graph_with_a_messages_input(session: dict[str, Any]) -> None:
    tools = {t["name"]: t for t in session["tools"].json()["result"]["tools"]}
    assert {"mines_financial", "retrieval"} <= set(tools)
    schema = tools["mines_financial"]["inputSchema"]
    assert schema["type"] == "object" and set(schema["properties"]) == {"messages"}
    messages = schema["properties"]["messages"]  # a list, as the graph takes it
    assert messages["type"] == "array" and messages["items"]["required"] == ["role", "content"]
    assert schema["required"] == ["messages"]


def test_tools_call_returns_the_answer_with_its_sources(session: dict[str, Any]) -> None:
    reply = session["answer"]
    assert reply.status_code == 200, reply.text
    result = reply.json()["result"]
    assert not result.get("isError")
    [content] = result["content"]
    assert content["type"] == "text"
    text = content["text"]
    assert "US$55,658 million [1]" in text  # the answer, as its report states it
    assert "**Sources**\n[1] BHP_FY2024.md, p. 1 (BHP FY2024" in text  # and where it comes from
    assert text.endswith("Confidence: high, grounded: yes")
    # The answer as text, not a Python repr of the graph's state.
    assert "'messages'" not in text and "None" not in text and "analysis" not in text


def test_a_vague_question_returns_the_clarification_question(session: dict[str, Any]) -> None:
    reply = session["vague"]
    assert reply.status_code == 200, reply.text
    text = reply.json()["result"]["content"][0]["text"]
    assert text.startswith("Which company")
    assert "call mines_financial again with the question restated" in text  # how to answer
    assert "55,658" not in text and "__interrupt__" not in text


def test_wrong_arguments_get_a_clear_error(session: dict[str, Any]) -> None:
    reply = session["wrong"]
    assert reply.status_code == 200, reply.text
    error = reply.json()["error"]
    assert error["code"] == -32602
    assert "missing 'messages'" in error["message"]
    assert '{"messages": [{"role": "user", "content": "your question"}]}' in error["message"]


def test_a_question_as_a_string_is_one_user_message(session: dict[str, Any]) -> None:
    text = session["as_string"].json()["result"]["content"][0]["text"]
    assert "Northern Star" in text and "Confidence: high" in text
