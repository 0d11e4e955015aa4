"""Unit tests of the routing functions: no model, no I/O."""

from __future__ import annotations

import pytest
from langgraph.graph import END
from langgraph.types import Send

from graph import routing
from mines.read_question import read_question

FLAGS = ("is_out_of_scope", "needs_retrieval", "needs_news", "needs_clarification")


def route(**on: bool) -> dict[str, bool]:
    return {flag: on.get(flag, False) for flag in FLAGS}


def test_safety_boundary_answer_ends_turn() -> None:
    assert routing.route_after_safety({"boundary": {"kind": "advice"}}) == "answer"


def test_abuse_ends_turn() -> None:
    assert routing.route_after_safety({"boundary": {"kind": "abuse"}}) == "answer"


def test_injection_flag_alone_continues() -> None:
    state = {"boundary": {"kind": None, "injection": True}}
    assert routing.route_after_safety(state) == "memory"


def test_no_boundary_continues() -> None:
    assert routing.route_after_safety({}) == "memory"


def test_cache_hit_skips_router() -> None:
    state = {"cache": "hit", "cache_answer": {"answer": "x"}}
    assert routing.route_after_memory(state) == "answer"


def test_cache_hit_without_entry_runs_router() -> None:
    assert routing.route_after_memory({"cache": "hit", "cache_answer": None}) == "retrieve_decision"


@pytest.mark.parametrize("status", ["miss", "context"])
def test_cache_miss_or_context_runs_router(status: str) -> None:
    assert routing.route_after_memory({"cache": status}) == "retrieve_decision"


def test_out_of_scope_beats_everything() -> None:
    state = {
        "route": route(
            is_out_of_scope=True, needs_retrieval=True, needs_news=True, needs_clarification=True
        )
    }
    assert routing.route_after_decision(state) == "answer"


def test_clarification_beats_retrieval() -> None:
    state = {"route": route(needs_retrieval=True, needs_clarification=True)}
    assert routing.route_after_decision(state) == "clarify"


def test_retrieval_only_sends_one_branch() -> None:
    result = routing.route_after_decision({"route": route(needs_retrieval=True)})
    assert isinstance(result, list)
    assert [s.node for s in result] == ["retrieval_agent"]


def test_news_only_sends_news_agent() -> None:
    result = routing.route_after_decision({"route": route(needs_news=True)})
    assert [s.node for s in result] == ["news_agent"]


def test_retrieval_and_news_run_in_parallel() -> None:
    result = routing.route_after_decision({"route": route(needs_retrieval=True, needs_news=True)})
    assert sorted(s.node for s in result) == ["news_agent", "retrieval_agent"]


def test_nothing_matched_goes_to_guardrails_not_answer() -> None:
    assert routing.route_after_decision({"route": route()}) == "guardrails"


def test_missing_route_goes_to_guardrails() -> None:
    assert routing.route_after_decision({}) == "guardrails"


def test_aggregate_to_calculator_only_when_needed() -> None:
    assert routing.route_after_aggregate({"needs_calculation": True}) == "calculator_agent"
    assert routing.route_after_aggregate({"needs_calculation": False}) == "guardrails"
    assert routing.route_after_aggregate({}) == "guardrails"


def test_guardrails_false_goes_to_fallback() -> None:
    assert routing.route_after_guardrails({"guardrails_passed": False}) == "fallback"


def test_guardrails_true_goes_to_answer() -> None:
    assert routing.route_after_guardrails({"guardrails_passed": True}) == "answer"


def test_guardrails_missing_fails_open_to_answer() -> None:
    assert routing.route_after_guardrails({}) == "answer"
    assert routing.route_after_guardrails({"guardrails_passed": None}) == "answer"


def test_fan_out_one_send_per_company_with_years() -> None:
    state = {
        "request": read_question("Compare BHP and RIO revenue in FY2024").as_state(),
        "company_queries": [{"company": "BHP", "query": "q1"}, {"company": "RIO", "query": "q2"}],
    }
    sends = routing.fan_out_companies(state)
    assert all(isinstance(s, Send) and s.node == "retrieve_company" for s in sends)
    assert [s.arg["company"] for s in sends] == ["BHP", "RIO"]
    assert all(s.arg["fiscal_years"] == ["FY2024"] for s in sends)


def test_fan_out_broadcasts_to_all_five_when_no_queries() -> None:
    sends = routing.fan_out_companies(
        {"request": read_question("highest revenue in FY2024").as_state()}
    )
    assert [s.arg["company"] for s in sends] == ["BHP", "RIO", "FMG", "MIN", "NST"]


def test_grade_docs_retry_flag() -> None:
    assert routing.route_after_grade_docs({"retry_docs": True}) == "query_rewrite"
    assert routing.route_after_grade_docs({"retry_docs": False}) == "synthesize"


def test_grade_answer_retry_flag() -> None:
    assert routing.route_after_grade_answer({"retry_answer": True}) == "query_rewrite"
    assert routing.route_after_grade_answer({}) == END
