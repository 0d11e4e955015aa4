"""A result measured against guidance is reported; guidance itself is not a result.

"Capital expenditure of US$6,750 million was broadly in line with guidance, while free cash
flow fell to US$9,010 million": the comparison with guidance closes with its clause, so the
free cash flow after it is a reported figure (it had been read as a plan and gone not found,
by reader and verifier alike). Guidance that states a figure stays a plan, never a result.

Figures: /work/shared/data/asx_facts.csv (RIO FY2022 capex US$6,750m, free cash flow
US$9,010m); the sentences are written here.
"""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from tests.support.offline_answer import answer, cited_doc

_MET = (
    "Capital expenditure of US$6,750 million was broadly in line with guidance, while free "
    "cash flow fell to US$9,010 million."
)


def test_a_figure_after_guidance_met_is_reported() -> None:
    draft, check = answer(
        cited_doc(_MET, "RIO", "FY2022"), "What was Rio Tinto's free cash flow in 2022?"
    )
    assert "US$9,010 million" in draft, draft
    assert check.verified == 1 and not check.rejected, check


def test_guidance_stating_a_figure_stays_a_plan() -> None:
    for text in (
        "Capital expenditure was in line with guidance of US$6,750 million.",
        "Guidance for capital expenditure in 2023 is US$6,750 million, in line with guidance.",
    ):
        figures = extract_figures(text, DocContext("RIO", Period(2022)))
        assert not [f for f in figures if f.value == 6750], (text, figures)
