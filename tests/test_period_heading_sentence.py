"""A relative period that heads its sentence ("Prior period: ...") dates every figure in it.

Texts are written for these tests; the numbers are arbitrary.
"""

from __future__ import annotations

from mines.figures.model import DocContext, Period
from mines.figures.prose import prose_figures

_HALF = DocContext("FMG", Period(2031, "H1"))


def _periods(text: str) -> dict[float, Period | None]:
    return {f.value: f.period for f in prose_figures(text, _HALF)}


def test_a_heading_relative_period_dates_all_the_figures_of_its_sentence() -> None:
    got = _periods(
        "Prior corresponding half: sales receipts of US$41.7 billion and earnings owed to "
        "owners of US$612 million."
    )
    assert got == {41.7: Period(2030, "H1"), 612.0: Period(2030, "H1")}


def test_the_sentence_after_such_a_heading_is_the_documents_own_period_again() -> None:
    got = _periods(
        "Previous period: sales receipts of US$41.7 billion. Sales receipts of US$38.2 billion."
    )
    assert got[41.7] == Period(2030, "H1") and got[38.2] == Period(2031, "H1")


def test_a_relative_period_inside_a_sentence_still_dates_only_its_own_value() -> None:
    got = _periods(
        "Sales receipts were US$38.2 billion, against US$41.7 billion in the prior half."
    )
    assert got == {38.2: Period(2031, "H1"), 41.7: Period(2030, "H1")}
