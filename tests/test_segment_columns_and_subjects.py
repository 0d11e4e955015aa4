"""A division's figure where the division is named only as a row or a sentence's subject.

Two shapes of a results release: a segment table whose period columns each carry the
measure ("| Business | 1H FY24 underlying EBITDA | 1H FY23 underlying EBITDA |"), and a
sentence opening with the division and any verb ("Mining Services expanded ..., with
underlying EBITDA of ..."). Before, the table's rows lost their measure and the sentence's
amount was read as the group's underlying EBITDA.
"""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from tests.support.offline_answer import answer, cited_doc, table_text

_TABLE = table_text(
    "Divisional performance",
    ["Business", "1H FY24 underlying EBITDA", "1H FY23 underlying EBITDA"],
    [["Mining Services", "$253.7m", "–"], ["Iron Ore", "$266.2m", "–"]],
)
_SENTENCE = (
    "Mining Services expanded its external contract book, with underlying EBITDA of "
    "$253.7 million for the half."
)
_CTX = DocContext("MIN", Period.parse_label("H1 FY2024"))


def test_each_division_row_takes_the_measure_its_period_columns_print() -> None:
    figures = {f.value: f for f in extract_figures(_TABLE, _CTX)}
    assert "underlying EBITDA" in figures[253.7].label
    assert figures[253.7].qualifier == "Mining Services"
    assert figures[266.2].qualifier == "Iron Ore"


def test_a_sentence_opened_by_a_division_is_that_divisions_amount() -> None:
    (figure,) = [f for f in extract_figures(_SENTENCE, _CTX) if f.value == 253.7]
    assert figure.metric != "underlying_ebitda"  # never the group's
    assert (figure.qualifier or "").lower() == "mining services"


def test_the_division_is_answered_and_the_group_is_not() -> None:
    doc = cited_doc(_TABLE, "MIN", "H1 FY2024")
    draft, check = answer(doc, "What underlying EBITDA did Mining Services make in 1H FY24?")
    assert "253.7" in draft and check.verified == 1
    group, _ = answer(
        cited_doc(_SENTENCE, "MIN", "H1 FY2024"),
        "What was Mineral Resources' group underlying EBITDA in 1H FY24?",
    )
    assert "253.7" not in group.split("closest stated")[0]
