"""A hosted model answers with structured claims citing candidate figure ids.

The synthesis request lists the figures of the graded documents as ``<candidates>`` with
ids; the scripted OpenAI-compatible stub answers it the ways real models go wrong (the
neighbour measure's id, the prior year's, a value copied in the wrong currency, an id no
candidate has, prose with an invented figure) and right (a figure under a label no list
knows). Through the real graph (or its nodes, for documents the bundled corpus lacks) and
the guardrails: every wrong claim is withheld and confidence falls, every right one is
kept. Wire format per structured-output method, and the call budget, are checked too.
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Callable
from typing import Any

import pytest
from langchain_core.messages import HumanMessage
from langgraph.runtime import Runtime

from mines.context import Context
from mines.figures.asked import CLOSEST
from mines.figures.claims import read_candidates
from mines.read_question import read_question
from nodes.guardrails import relevance_update
from retrieval_nodes.grade_answer import grade_answer
from retrieval_nodes.synthesize import CLAIMS_PROMPT, synthesize
from tests import test_asked_measure
from tests.support.openai_stub import Reply
from tests.test_faults_model import offline_reply, schema_name, structured

hosted = test_asked_measure.hosted
"""The scripted stub: ``hosted[0]`` answers each request (the fixture of the neighbour tests)."""

Pick = Callable[[list[dict[str, Any]]], list[dict[str, Any]]]


def _prompt(body: dict[str, Any]) -> str:
    return "\n\n".join(str(m.get("content") or "") for m in body.get("messages") or [])


def _claims_script(pick: Pick) -> Callable[[dict[str, Any]], Reply]:
    """Answer the claims request with ``pick(candidates)``; every other one offline."""

    def script(body: dict[str, Any]) -> Reply:
        if schema_name(body) == "AnswerClaims":
            return structured({"claims": pick(read_candidates(_prompt(body)))})(body)
        return offline_reply(body)

    return script


def cite(
    label: str, *, company: str = "BHP", period: str = "FY2024", value: str | None = None
) -> Pick:
    """A claim citing the first candidate printed under ``label`` (copying its value)."""

    def pick(found: list[dict[str, Any]]) -> list[dict[str, Any]]:
        hit = next(
            c
            for c in found
            if str(c["label"]).lower() == label.lower()
            and c["company"] == company
            and c["period"] == period
        )
        copied = str(hit["value"]) if value is None else value
        return [
            {
                "company": company,
                "measure": label,
                "period": period,
                "figure_id": hit["id"],
                "value": copied,
            }
        ]

    return pick


def invented(found: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{"company": "BHP", "measure": "revenue", "period": "FY2024", "figure_id": "61002"}]


def both(*picks: Pick) -> Pick:
    return lambda found: [claim for p in picks for claim in p(found)]


def not_found(measure: str, *, company: str = "BHP", period: str = "FY2024") -> Pick:
    """The model's "not found" for ``measure``, whatever the candidates."""
    claim = {"company": company, "measure": measure, "period": period, "figure_id": "not_found"}
    return lambda found: [claim]


_threads = itertools.count()


def _turn(graph: Any, question: str) -> dict[str, Any]:
    config = {"configurable": {"thread_id": f"claims-{next(_threads)}"}}
    context = Context(model="openai:stub", use_cache=False)
    context.model_timeout_s = 2.0
    graph.invoke({"messages": [HumanMessage(question)]}, config, context=context)
    return dict(graph.get_state(config).values)


def _answer_part(answer: str) -> str:
    """The answer's claims: no sources list, notes or closest-stated suggestions."""
    body = answer.split("**Sources**")[0].split("\nNote:")[0]
    return "\n".join(line.split(f"; {CLOSEST}")[0] for line in body.splitlines())


REVENUE = "What was BHP's revenue in FY2024?"


@pytest.mark.parametrize(
    ("question", "pick", "wrong"),
    [
        ("What was BHP's gross debt at 30 June 2024?", cite("Net debt"), "9.12"),
        ("What was BHP's iron ore revenue in FY2024?", cite("Revenue"), "55,658"),
        ("What was BHP's underlying profit in FY2024?", cite("Statutory NPAT"), "7,897"),
        (REVENUE, cite("Total dividends per share"), "146"),  # another unit, another measure
        (REVENUE, cite("Revenue", value="A$55,658 million"), "55,658"),  # copied in A$
        (REVENUE, cite("Revenue", value="US$61,002 million"), "55,658"),  # copied another value
        (REVENUE, invented, "61002"),
    ],
    ids=[
        "neighbour-net-for-gross-debt",
        "group-for-segment",
        "statutory-for-underlying",
        "other-unit",
        "wrong-currency",
        "wrong-value",
        "invented-id",
    ],
)
def test_wrong_claims_are_withheld(
    graph: Any, hosted: list[Any], question: str, pick: Pick, wrong: str
) -> None:
    hosted[0] = _claims_script(pick)
    values = _turn(graph, question)
    assert wrong not in _answer_part(values["answer"]), values["answer"]
    assert values["confidence"] != "high"
    assert values["analysis"]["retrieval"]["layer:synthesize"]["layer"] == "hosted:function_calling"
    assert values["report_withheld"], values["answer"]  # counted: confidence fell for it
    assert values["model_calls"] == 4


@pytest.mark.parametrize(
    ("question", "pick", "right"),
    [
        (REVENUE, cite("Revenue"), "US$55,658 million"),
        (
            "What was BHP's net profit in FY2024?",
            cite("Statutory net profit after tax"),
            "US$7,897 million",
        ),
        ("What was BHP's net debt at 30 June 2024?", cite("Net debt"), "US$9.12 billion"),
        (
            "What was BHP's underlying profit in FY2024?",
            cite("Underlying NPAT"),
            "US$13.66 billion",
        ),
        (
            "What was Fortescue's dividend per share in FY2024?",
            cite("Total dividends per share", company="FMG"),
            "197 A cents",
        ),
    ],
    ids=["revenue", "npat-printed-label", "net-debt", "underlying", "fmg-dividend-in-a-cents"],
)
def test_right_claims_are_kept_and_rendered_from_the_record(
    graph: Any, hosted: list[Any], question: str, pick: Pick, right: str
) -> None:
    hosted[0] = _claims_script(pick)
    values = _turn(graph, question)
    assert right in values["answer"]
    assert values["confidence"] == "high", values["answer"]
    assert values["model_calls"] == 4
    assert re.search(r"\[\d+\]", values["answer"]) and values["sources"]


def test_a_right_claim_is_kept_beside_a_withheld_one(graph: Any, hosted: list[Any]) -> None:
    hosted[0] = _claims_script(both(cite("Revenue"), invented))
    values = _turn(graph, REVENUE)
    assert "US$55,658 million" in values["answer"]
    assert "no candidate has" in values["answer"] and values["confidence"] == "medium"


def test_not_found_is_said_for_the_asked_measure(graph: Any, hosted: list[Any]) -> None:
    hosted[0] = _claims_script(not_found("gross debt"))
    values = _turn(graph, "What was BHP's gross debt at 30 June 2024?")
    assert "9.12" not in _answer_part(values["answer"]) and values["confidence"] != "high"
    # the neighbour is offered as the offline model offers it: visibly not the answer
    line = next(x for x in values["answer"].splitlines() if "gross debt: not found" in x)
    assert f"; {CLOSEST} (not the figure asked): Net debt, US$9.12 billion, FY2024 [" in line
    assert not values["report_withheld"]  # a suggestion is no claim, withheld or kept


def test_every_claim_withheld_leaves_the_closest_stated_as_a_suggestion(
    graph: Any, hosted: list[Any]
) -> None:
    """Net debt cited for gross debt: withheld, and offered only as not the figure asked."""
    hosted[0] = _claims_script(cite("Net debt"))
    values = _turn(graph, "What was BHP's gross debt at 30 June 2024?")
    answer = values["answer"]
    assert "9.12" not in _answer_part(answer) and values["confidence"] != "high"
    line = next(x for x in answer.splitlines() if CLOSEST in x)
    assert "gross debt: not found" in line and "Net debt, US$9.12 billion" in line
    assert len(values["report_withheld"]) == 1  # the model's claim; the suggestion is none
    assert values["model_calls"] == 4


def test_prose_instead_of_claims_is_verified_claim_by_claim(graph: Any, hosted: list[Any]) -> None:
    """A model that ignores the schema: its text is the draft, checked as any draft."""

    def prose(body: dict[str, Any]) -> Reply:
        if schema_name(body) == "AnswerClaims":
            return Reply.content("BHP's revenue in FY2024 was US$61,002 million [1].")
        return offline_reply(body)

    hosted[0] = prose
    values = _turn(graph, REVENUE)
    assert "61,002" not in values["answer"] and values["confidence"] != "high"
    layer = values["analysis"]["retrieval"]["layer:synthesize"]
    assert layer["layer"] == "hosted:function_calling:text" and layer["attempts"] == 1


# ----- documents the bundled corpus lacks: the nodes, then the guardrails ----------------


def _chunk(n: int, text: str, year: str = "FY2024") -> dict[str, Any]:
    return {
        "id": f"chunk-{n}",
        "text": text,
        "company": "BHP",
        "fiscal_year": year,
        "section": "Financial review",
        "page": 3,
        "source": f"bhp-{year}.pdf",
        "score": 0.9,
        "period": year,
        "origin": "user",
    }


CHUNKS = [
    _chunk(
        1,
        "Revenue for FY2024 was US$55,658 million. Diluted earnings per share was 250.9 US "
        "cents. Basic earnings per share was 251.3 US cents.",
    ),
    _chunk(2, "Revenue for FY2023 was US$53.82 billion.", "FY2023"),
]


def _nodes(question: str) -> dict[str, Any]:
    """synthesize -> grade_answer -> the guardrails' relevance check, as the graph runs them."""
    request = read_question(question).as_state()
    state: dict[str, Any] = {
        "question": question,
        "request": request,
        "graded": CHUNKS,
        "max_retries": 0,
    }
    runtime: Any = Runtime(context=Context(model="openai:stub", use_cache=False))
    state.update(synthesize(state, runtime))  # type: ignore[arg-type]
    state.update(grade_answer(state))  # type: ignore[arg-type]
    main: Any = {
        "report_answer": state["draft"],
        "report_sources": state["cited"],
        "report_withheld": state["withheld_claims"],
        "request": request,
    }
    main.update(relevance_update(main))
    return {**state, **main}


@pytest.mark.parametrize(
    ("question", "pick", "shown", "kept"),
    [
        ("What was BHP's revenue in FY2024?", cite("Revenue", period="FY2023"), "53.82", False),
        (
            "What was BHP's diluted EPS in FY2024?",
            cite("Diluted earnings per share"),
            "250.9",
            True,
        ),
        ("What was BHP's diluted EPS in FY2024?", cite("Basic earnings per share"), "251.3", False),
    ],
    ids=["prior-year", "label-no-list-knows", "basic-for-diluted"],
)
def test_claims_on_a_users_report(
    hosted: list[Any], question: str, pick: Pick, shown: str, kept: bool
) -> None:
    hosted[0] = _claims_script(pick)
    out = _nodes(question)
    assert (shown in _answer_part(out["report_answer"])) is kept, out["report_answer"]
    assert bool(out["report_withheld"]) is not kept
    if kept:
        assert out["verified_claims"] >= 1 and re.search(r"\[\d+\]", out["report_answer"])
    else:  # the asked measure is said not found for the year asked
        assert "FY2024 (year to 30 June 2024) — " in out["report_answer"]
        assert "not found in the retrieved" in out["report_answer"]


def test_a_withheld_neighbour_leaves_a_suggestion_never_an_answer(hosted: list[Any]) -> None:
    """Basic EPS cited for diluted EPS: withheld, then offered as the closest stated figure."""
    hosted[0] = _claims_script(cite("Basic earnings per share"))
    out = _nodes("What was BHP's diluted EPS in FY2024?")
    draft = out["report_answer"]
    suggestion = next(line for line in draft.splitlines() if CLOSEST in line)
    assert suggestion.startswith("- BHP Group (BHP), FY2024 (year to 30 June 2024) — diluted EPS")
    assert "not found" in suggestion.split(CLOSEST)[0] and "251.3" not in _answer_part(draft)
    assert "(not the figure asked): Basic earnings per share, 251.3 US cents" in suggestion
    # counted once, as the model's withheld claim; the suggestion is neither kept nor withheld
    assert len(out["report_withheld"]) == 1 and out["verified_claims"] == 0


def test_a_figure_that_answers_is_never_suggested_as_not_the_answer(hosted: list[Any]) -> None:
    """The model says not found though diluted EPS is stated: no "closest" names it."""
    hosted[0] = _claims_script(not_found("diluted EPS"))
    out = _nodes("What was BHP's diluted EPS in FY2024?")
    assert "diluted EPS: not found" in out["report_answer"]
    assert "250.9" not in out["report_answer"], out["report_answer"]


# ----- wire format per structured-output method ------------------------------------------

FAIL_BEFORE = {
    "function_calling": (),
    "json_schema": (Reply.tool_call("AnswerClaims", '{"claims": [tru'),),
    "json_mode": (
        Reply.tool_call("AnswerClaims", '{"claims": [tru'),
        Reply.content('{"claims": "not a list"}'),
    ),
}


@pytest.mark.parametrize("method", list(FAIL_BEFORE))
def test_each_structured_output_method_carries_the_claims(
    graph: Any, hosted: list[Any], method: str
) -> None:
    failures = list(FAIL_BEFORE[method])
    sent: list[dict[str, Any]] = []

    def script(body: dict[str, Any]) -> Reply:
        if schema_name(body) == "AnswerClaims":
            sent.append(body)
        if schema_name(body) == "AnswerClaims" and failures:
            return failures.pop(0)
        return _claims_script(cite("Revenue"))(body)

    hosted[0] = script
    values = _turn(graph, REVENUE)
    assert "US$55,658 million" in values["answer"] and values["confidence"] == "high"
    assert values["analysis"]["retrieval"]["layer:synthesize"]["layer"] == f"hosted:{method}"
    body = sent[-1]
    assert not body.get("stream")  # an internal call: never streamed
    assert CLAIMS_PROMPT in _prompt(body) and "<candidates>" in _prompt(body)
    if method == "function_calling":
        assert body["tool_choice"]["function"]["name"] == "AnswerClaims"
        params = body["tools"][0]["function"]["parameters"]
        assert "claims" in params["properties"]
    elif method == "json_schema":
        assert body["response_format"]["type"] == "json_schema"
        assert body["response_format"]["json_schema"]["name"] == "AnswerClaims"
        assert not body.get("tools")
    else:
        assert body["response_format"] == {"type": "json_object"}
        schema = json.loads(body["messages"][0]["content"].split("\n", 1)[1])
        assert schema["title"] == "AnswerClaims"
    # the failed methods cost their calls; the answer still came from one claims reply
    assert len(sent) == 1 + len(FAIL_BEFORE[method])
