"""'In the same half last year' and its kin date a value to the same half one year before.

A December-half piece comparing with "the same half last year" or "the corresponding period
of the previous year" reports the compared amount for the half a year earlier; read as the
piece's own half, it answered the neighbour half's figure.
"""

from __future__ import annotations

from mines.figures.model import DocContext, Period
from mines.figures.prose import prose_figures
from mines.grounding import check_draft

_H1_25 = Period(2025, "H1")


def _dated(text: str) -> dict[float, Period | None]:
    return {f.value: f.period for f in prose_figures(text, DocContext("MIN", _H1_25))}


def test_the_same_half_last_year_is_the_half_a_year_before() -> None:
    text = (
        "Operating cash went out by $656 million, against an inflow of $624 million in the "
        "same half last year."
    )
    assert _dated(text)[624.0] == Period(2024, "H1")


def test_the_corresponding_period_of_the_previous_year_and_the_year_ago_half() -> None:
    text = (
        "Sales came to $2,290 million, set against $2,514.7 million in the corresponding "
        "period of the previous year."
    )
    assert _dated(text) == {2290.0: _H1_25, 2514.7: Period(2024, "H1")}
    text = "Underlying EBITDA slid to $302 million from $674.9 million in the year-ago half."
    assert _dated(text)[674.9] == Period(2024, "H1")


def test_the_verifier_dates_the_compared_amount_the_same_way() -> None:
    text = (
        "The half's operating cash flow was an outflow of $656 million, against an inflow of "
        "$624 million in the same half last year."
    )
    doc = {"id": "1", "company": "MIN", "fiscal_year": "FY2025", "period": "H1 FY2025"}
    doc |= {"source": "x.md", "page": 1, "section": "", "text": text, "score": 1.0}

    def check(period: str) -> int:
        line = f"- Mineral Resources (MIN), {period} — operating cash flow: A$624 million [1]"
        return check_draft(line, [doc]).verified

    assert check("H1 FY2024") == 1
    assert check("H1 FY2025") == 0
