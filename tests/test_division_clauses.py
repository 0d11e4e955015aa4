"""A division named as the subject of a later clause, and a half named after the measure.

Figures from shared/data: MinRes half to December 2023 (lithium A$271.4m, iron ore A$266.2m,
group underlying EBITDA A$674.9m); Rio Tinto 2025 (iron ore US$15.2bn, aluminium and
lithium US$4.6bn, group underlying EBITDA US$25.4bn).
"""

from __future__ import annotations

import pytest

from mines.figures.model import DocContext, Period
from mines.figures.prose import prose_figures
from mines.read_question import read_question
from tests.support.offline_answer import answer, cited_doc

MIN_H1 = DocContext("MIN", Period(2024, "H1"))


def _one(text: str, ctx: DocContext, value: float):  # type: ignore[no-untyped-def]
    return next(f for f in prose_figures(text, ctx) if f.value == value)


_GROUP_QUESTION = "What was MinRes's underlying EBITDA in the half to December 2023?"


def _the_divisions(text: str, value: float, part: str, question: str) -> None:
    """The amount is read as ``part``'s, withheld from the group and verified for the part."""
    figure = _one(text, MIN_H1, value)
    assert figure.metric == "" and part in figure.label.lower()
    doc = cited_doc(text, "MIN", "H1 FY2024")
    draft, _ = answer(doc, _GROUP_QUESTION)
    assert str(value) not in draft.split("closest stated")[0]
    draft, check = answer(doc, question)
    assert str(value) in draft and check.verified == 1 and not check.rejected


_CLAUSES = [
    (  # the division opens the clause after "but"
        "Weaker spodumene prices bit into margins, but the lithium segment still produced "
        "underlying EBITDA of $271.4 million on stronger sales.",
        271.4,
        "lithium",
        "What EBITDA did MinRes's lithium division make in 1H FY24?",
    ),
    (  # a "which" clause describes the division
        "Firm prices helped the Iron Ore division, which booked underlying EBITDA of "
        "$266.2 million.",
        266.2,
        "iron ore",
        "iron ore segment underlying EBITDA, six months to December 2023",
    ),
]


@pytest.mark.parametrize(("text", "value", "part", "question"), _CLAUSES)
def test_a_division_owning_a_later_clause_owns_its_amount(
    text: str, value: float, part: str, question: str
) -> None:
    _the_divisions(text, value, part, question)


def test_reported_speech_leads_to_the_division_and_a_move_is_no_label() -> None:
    text = (
        "Rio Tinto told investors on Thursday its iron ore business delivered US$15.2 billion "
        "of underlying EBITDA. Volumes were firm, and the aluminium and lithium unit grew its "
        "EBITDA by 29 per cent to US$4.6 billion. The miner reported group underlying EBITDA "
        "of US$25.4 billion."
    )
    rio = DocContext("RIO", Period(2025))
    assert _one(text, rio, 4.6).metric == "" and _one(text, rio, 15.2).metric == ""
    assert _one(text, rio, 25.4).metric == "underlying_ebitda"
    doc = cited_doc(text.replace("told investors", "said"), "RIO", "FY2025")
    draft, check = answer(doc, "What EBITDA did Rio's aluminium and lithium unit earn in 2025?")
    assert "4.6" in draft and check.verified == 1 and not check.rejected
    draft, check = answer(doc, "What was Rio Tinto's underlying EBITDA in 2025?")
    assert "25.4" in draft and "15.2" not in draft and check.verified == 1


def test_a_half_after_the_measure_is_the_period_not_the_measure() -> None:
    for question, phrase in (
        ("Mining Services underlying EBITDA 1H FY24", "Mining Services underlying EBITDA"),
        ("MinRes lithium EBITDA first half FY2024", "lithium EBITDA"),
        ("MinRes mining services EBITDA half to December 2024", "mining services EBITDA"),
    ):
        assert read_question(question).measures[0].phrase == phrase
    text = "Mining Services: record underlying EBITDA of $379 million for the half."
    draft, check = answer(
        cited_doc(text, "MIN", "H1 FY2025"), "MinRes mining services EBITDA half to December 2024"
    )
    assert "379" in draft and "closest stated" not in draft and check.verified == 1
