"""The MCP tool's argument check and reply text (web/mcp_tool.py), without a server."""

from __future__ import annotations

import pytest

from web.mcp_tool import answer_text, checked_arguments


def test_arguments_must_be_a_list_of_messages_ending_with_the_question() -> None:
    question = [{"role": "user", "content": "BHP revenue FY2024?"}]
    assert checked_arguments({"messages": question}) == {"messages": question}
    assert checked_arguments({"messages": "BHP revenue FY2024?"}) == {"messages": question}
    for wrong in (
        None,
        "BHP?",
        {},
        {"messages": []},
        {"messages": [{"content": "no role"}]},
        {"messages": [{"role": "user", "content": 3}]},
        {"messages": [{"role": "assistant", "content": "last is not a question"}]},
        {"messages": question, "thread": "x"},
    ):
        with pytest.raises(ValueError, match="arguments must be"):
            checked_arguments(wrong)


def test_reply_text_is_the_answer_or_the_clarification() -> None:
    state = {"answer": "BHP revenue [1]\n\n**Sources**\n[1] BHP.md, p. 1", "confidence": "high",
             "grounded": "yes", "analysis": {"x": None}}  # fmt: skip
    assert answer_text(state) == (
        "BHP revenue [1]\n\n**Sources**\n[1] BHP.md, p. 1\n\nConfidence: high, grounded: yes"
    )
    asked = {"__interrupt__": [{"value": {"question": "Which company?"}}], "answer": ""}
    assert (answer_text(asked) or "").startswith("Which company?\n\n(The question needs more")
    assert answer_text({"messages": []}) is None and answer_text("text") is None
