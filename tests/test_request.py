"""The request: read once from the question, carried in state, read by every later node."""

from __future__ import annotations

import itertools
import json
import sys
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from langchain_core.messages import HumanMessage
from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from langgraph.types import Command

import mines.slots
from mines.context import Context
from mines.figures.asked import asked_measures
from mines.figures.query import asked_years, company_request, read_request
from mines.question.describe import describe_metric
from mines.question.operations import asks_fall, asks_ranking, rank_order
from mines.read_question import read_question
from mines.request import Request
from mines.scope import asks_for_figure
from mines.slots import without_hint

_threads = itertools.count()

_READERS: tuple[Callable[..., Any], ...] = (
    asked_measures,
    asks_fall,
    asked_years,
    asks_for_figure,
    asks_ranking,
    company_request,
    describe_metric,
    rank_order,
    read_request,
    read_question,
    without_hint,
)
"""The question's readers besides ``extract_slots`` (trapped through ``_extract_slots``)."""


class Trap:
    """Makes every reader of the question raise once the memory node has read it."""

    def __init__(self) -> None:
        self.armed = False
        self.calls: list[str] = []

    def guard(self, name: str, real: Callable[..., Any]) -> Callable[..., Any]:
        def guarded(*args: Any, **kwargs: Any) -> Any:
            if self.armed:
                self.calls.append(name)
                raise AssertionError(f"{name} re-read the question after the memory node")
            return real(*args, **kwargs)

        return guarded


@pytest.fixture
def trap(monkeypatch: pytest.MonkeyPatch) -> Iterator[Trap]:
    found = Trap()
    for module in list(sys.modules.values()):
        for name, value in list(vars(module).items()) if module else ():
            if any(value is reader for reader in _READERS) and not name.startswith("__"):
                monkeypatch.setattr(module, name, found.guard(name, value))
    real = mines.slots._extract_slots
    monkeypatch.setattr(mines.slots, "_extract_slots", found.guard("extract_slots", real))
    import nodes.memory

    reading = nodes.memory.read_question

    def read_then_arm(*args: Any, **kwargs: Any) -> Request:
        request: Request = reading(*args, **kwargs)
        found.armed = True  # from here on the turn reads the request, never the text
        return request

    monkeypatch.setattr(nodes.memory, "read_question", read_then_arm)
    yield found


def _turn(graph: Any, trap: Trap, question: str, thread: str) -> dict[str, Any]:
    trap.armed = False  # the next turn's safety boundary and memory read its question
    config = {"configurable": {"thread_id": thread}}
    graph.invoke({"messages": [HumanMessage(question)]}, config, context=Context(use_cache=False))
    return dict(graph.get_state(config).values)


@pytest.mark.parametrize(
    "questions",
    [
        ["What was BHP's revenue in FY2024?", "And their dividends?"],
        ["By how much did Rio Tinto's revenue change from FY2023 to FY2024?"],
        ["Which company had the highest revenue in FY2024?"],
        ["What was BHP's revenue for the half year ended 31 December 2023?"],
        # the calculator ranks falls from the request, never from the question's verb
        ["Which company's revenue fell the most from FY2023 to FY2024?"],
        # no metric asked: the company search takes the request's (none), not the query's
        ["What did Fortescue say about its strategy in FY2024?"],
    ],
)
def test_no_node_after_memory_reads_the_question_again(
    graph: Any, trap: Trap, questions: list[str]
) -> None:
    thread = f"request-{next(_threads)}"
    for question in questions:
        values = _turn(graph, trap, question, thread)
        assert trap.armed and not trap.calls
        assert values["answer"]
        assert Request.from_state(values["request"]).question == question


def test_the_follow_up_request_carries_the_conversations_slots(graph: Any, trap: Trap) -> None:
    thread = f"request-{next(_threads)}"
    _turn(graph, trap, "What was BHP's revenue in FY2024?", thread)
    values = _turn(graph, trap, "And their dividends?", thread)
    request = Request.from_state(values["request"])
    assert request.companies == ("BHP",) and request.fiscal_years == ("FY2024",)
    assert request.metrics == ("dividends_per_share",)
    assert request.question == "And their dividends?"  # the user's words, never rewritten
    assert request.text.endswith("[BHP, FY2024]")  # the hint: a display form only
    assert "146 US cents per share" in values["answer"]


def test_a_clarifying_reply_updates_the_request(graph: Any) -> None:
    config = {"configurable": {"thread_id": f"request-{next(_threads)}"}}
    context = Context(use_cache=False)
    graph.invoke(
        {"messages": [HumanMessage("What was their revenue in FY2024?")]}, config, context=context
    )
    asked = Request.from_state(graph.get_state(config).values["request"])
    assert asked.companies == () and asked.fiscal_years == ("FY2024",)
    graph.invoke(Command(resume="BHP"), config, context=context)
    values = graph.get_state(config).values
    request = Request.from_state(values["request"])
    assert request.companies == ("BHP",) and request.fiscal_years == ("FY2024",)
    assert request.metrics == ("revenue",)
    assert "US$55,658 million" in values["answer"]


@pytest.mark.parametrize(
    "question",
    [
        "What was BHP's diluted EPS for the first half of FY2024?",
        "Which miner paid the lowest final dividend in the latest year?",
        "How much did Fortescue's net debt grow from FY2022 to FY2024 on a 100% basis?",
        "必和必拓2024财年的收入是多少？",
    ],
)
def test_the_request_survives_a_checkpoint_and_json(question: str) -> None:
    request = read_question(question)
    state = {"request": request.as_state()}
    for serde in (JsonPlusSerializer(), JsonPlusSerializer(allowed_msgpack_modules=None)):
        loaded = serde.loads_typed(serde.dumps_typed(state))  # strict msgpack included
        assert Request.from_state(loaded["request"]) == request
    assert Request.from_state(json.loads(json.dumps(state))["request"]) == request


def test_a_prompt_carries_the_request_to_the_model() -> None:
    request = read_question("What was BHP's gross debt at 30 June 2024? [BHP Group]")
    prompt = request.prompt_block() + "\n\n<question>\n" + request.text + "\n</question>"
    assert Request.from_prompt(prompt) == request
    assert Request.from_prompt("<question>\nBHP revenue\n</question>") is None
    body = json.loads(prompt.split("<request>\n")[1].split("\n</request>")[0])
    assert body["measures"][0]["phrase"] == "gross debt"
    assert (
        body["kind"] == "figure"
        and body["question"] == "What was BHP's gross debt at 30 June 2024?"
    )


def test_the_kind_says_what_is_asked() -> None:
    assert read_question("What was BHP's revenue in FY2024?").kind == "figure"
    assert read_question("How much did BHP's revenue grow from FY2023 to FY2024?").kind == (
        "calculation"
    )
    assert read_question("Which company had the highest revenue in FY2024?").kind == "ranking"
    assert read_question("What did BHP say about safety?").kind == "text"


def test_the_retrieval_graph_served_alone_reads_its_own_question(corpus: None) -> None:
    from graph.supervisor import retrieval_graph

    forged = read_question("What was Rio Tinto's net debt in FY2022?").as_state()
    question = "What was BHP's revenue in FY2024?"
    out = retrieval_graph.invoke({"question": question, "request": forged})
    assert "US$55,658 million" in out["draft"] and "Rio" not in out["draft"]


def test_the_request_says_whether_a_fall_is_asked() -> None:
    assert read_question("Whose revenue fell the most from FY2023 to FY2024?").falls
    assert not read_question("Whose revenue grew the most from FY2023 to FY2024?").falls
