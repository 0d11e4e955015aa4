"""A figure line the verifier rejects is restated from a second chunk stating the same measure.

The rule: when the chunk a figure line cites does not support it, another chunk (given to
the draft, or graded beside it) stating the same measure for the same company and period,
with the same qualifiers, answers instead, if the checks vouch for it there; a neighbour
(another period, a segment, another basis) never does, nor do second sources that disagree.
Documents are written in our own words; every figure is from ``shared/data``.
"""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from mines.context import Context
from mines.documents import Chunk
from mines.grounding import check_draft
from mines.read_question import read_question
from mines.second_source import line_key, second_sources
from retrieval_nodes.grade_answer import grade_answer
from retrieval_nodes.synthesize import synthesize

# The verifier reads "the prior year" beside the amount as the amount's period, so this
# sentence never vouches for the year's revenue, though the draft reads it from here.
_PRESS = (
    "BHP told investors its underlying attributable profit was US$13.4 billion, lower than "
    "in the prior year, on revenue of US$53.82 billion."
)
_QUESTION = "How much revenue did BHP report for the year ended 30 June 2023?"


def _chunk(i: int, text: str, score: float, period: str = "FY2023") -> Chunk:
    return Chunk(
        id=f"k{i}",
        text=text,
        company="BHP",
        fiscal_year=period.split()[-1],
        period=period,
        section="Results",
        page=i + 1,
        source=f"bhp_{i}.md",
        score=score,
    )


def _table(title: str, column: str, rows: str, unit: str = "US$ billion") -> str:
    return f"Table: {title}\n| {unit} | {column} |\n{rows}"


def _run(graded: list[Chunk], retries: int = 0) -> dict[str, Any]:
    """synthesize (offline) then grade_answer, with ``retries`` retries left."""
    state: dict[str, Any] = {
        "question": _QUESTION,
        "request": read_question(_QUESTION).as_state(),
        "graded": graded,
        "max_retries": retries,
    }
    runtime: Any = Runtime(context=Context(model="offline", use_cache=False))
    state.update(synthesize(state, runtime))  # type: ignore[arg-type]
    first = state["draft"]
    state.update(grade_answer(state))  # type: ignore[arg-type]
    return {**state, "first_draft": first}


def test_a_rejected_line_is_restated_from_another_chunk_stating_the_same_measure() -> None:
    rows = "| Underlying EBITDA | 28.0 |\n| Revenue | 53.82 |"
    table = _table("Group financial summary", "FY2023", rows)
    out = _run([_chunk(0, _PRESS, 0.9), _chunk(1, table, 0.5)])
    assert "revenue: US$53.82 billion [1]" in out["first_draft"]  # the press chunk first
    assert "revenue: US$53.82 billion [2]" in out["draft"]
    assert 'row "Revenue"' in out["draft"]
    assert out["grounded"] == "yes" and out["verified_claims"] == 1
    assert out["withheld_claims"] == [] and out["retry_answer"] is False


def test_a_second_source_saves_the_retry_and_its_model_calls() -> None:
    table = _table("Group financial summary", "FY2023", "| Revenue | 53.82 |")
    out = _run([_chunk(0, _PRESS, 0.9), _chunk(1, table, 0.5)], retries=2)
    assert out["retry_answer"] is False and out["answer_retries"] == 0


def test_a_neighbouring_measure_or_period_is_never_the_second_source() -> None:
    prior = _table("Group financial summary", "FY2022", "| Revenue | 65,098 |", "US$ million")
    half = _chunk(2, _table("Half-year summary", "H1 FY2023", "| Revenue | 53.82 |"), 0.4)
    segment = _table("Iron ore segment", "FY2023", "| Iron ore revenue | 53.82 |")
    graded = [_chunk(0, _PRESS, 0.9), _chunk(1, prior, 0.6), half, _chunk(3, segment, 0.3)]
    out = _run(graded)
    assert "53.82 billion [" not in out["draft"]
    assert "not found" in out["draft"]
    assert out["withheld_claims"] == ["BHP FY2023 revenue"]


def test_second_sources_that_disagree_restate_nothing() -> None:
    # FY2021 revenue as first reported and as restated for continuing operations
    press = (
        "BHP told investors its underlying attributable profit was higher than in the prior "
        "year, on revenue of US$60,817 million."
    )
    first = _table("Income statement", "FY2021", "| Revenue | 60,817 |", "US$ million")
    restated = _table("Income statement", "FY2021", "| Revenue | 56,921 |", "US$ million")
    docs = [_chunk(0, press, 0.9, "FY2021"), _chunk(1, first, 0.5, "FY2021")]
    spare = [_chunk(2, restated, 0.4, "FY2021")]
    question = "What was BHP's revenue for the year ended 30 June 2021?"
    draft = (
        "- BHP Group (BHP), FY2021 (year to 30 June 2021) — revenue: US$60,817 million [1]\n"
        f'  > "{press}"'
    )
    check = check_draft(draft, docs)
    assert check.rejected  # the prior-year words beside it
    request = read_question(question)
    same, cited = second_sources(draft, docs, spare, check.rejected_lines, request)
    assert same == draft and len(cited) == 2
    # without the disagreeing spare chunk, the agreeing table restates the line
    restated_draft, _ = second_sources(draft, docs, [], check.rejected_lines, request)
    assert "US$60,817 million [2]" in restated_draft


def test_a_spare_graded_chunk_used_as_second_source_is_appended_to_the_cited() -> None:
    table = _table("Group financial summary", "FY2023", "| Revenue | 53.82 |")
    docs = [_chunk(0, _PRESS, 0.9)]
    draft = (
        "- BHP Group (BHP), FY2023 (year to 30 June 2023) — revenue: US$53.82 billion [1]\n"
        f'  > "{_PRESS}"'
    )
    check = check_draft(draft, docs)
    new, cited = second_sources(
        draft, docs, [_chunk(1, table, 0.5)], check.rejected_lines, read_question(_QUESTION)
    )
    assert [c["id"] for c in cited] == ["k0", "k1"]
    assert "revenue: US$53.82 billion [2]" in new
    assert check_draft(new, cited).verified == 1


def test_only_a_plain_single_figure_line_has_a_key() -> None:
    head = "- BHP Group (BHP), FY2023 (year to 30 June 2023) — revenue"
    assert line_key(f"{head}: US$53.82 billion [1]") == head
    assert line_key(f"{head}: US$53.82 billion [1] (sources disagree)") is None
    assert line_key(f"{head}: not found in the retrieved annual-report documents.") is None
