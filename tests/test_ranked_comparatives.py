"""A value set against another by rank ("well below the X of the year before") is compared.

"Profit of US$3.4 billion, short of the prior year's US$5,664 million": the second amount
is the same measure a year earlier. Read as a second value of the current year it was
dropped, so the earlier year's figure printed in a letter went unanswered.
"""

from __future__ import annotations

from mines.figures.model import DocContext, Period
from mines.figures.prose import prose_figures
from mines.grounding import check_draft


def _dated(text: str) -> dict[float, Period | None]:
    return {f.value: f.period for f in prose_figures(text, DocContext("FMG", Period(2025)))}


def test_well_below_and_short_of_name_the_prior_years_amount() -> None:
    below = "Our profit after tax came to US$3.4 billion, well below the US$5,664 million banked."
    assert _dated(below) == {3.4: Period(2025), 5664.0: Period(2024)}
    short = (
        "Net profit after tax reached US$3.4 billion, short of the prior year's US$5,664 million."
    )
    assert _dated(short) == {3.4: Period(2025), 5664.0: Period(2024)}
    # a forecast ranked against stays no figure
    text = "Revenue reached US$15.5 billion, short of the US$18,220 million analysts had forecast."
    assert _dated(text) == {15.5: Period(2025)}


def test_the_verifier_reads_the_ranked_comparison_alike() -> None:
    text = "Net profit after tax was US$3.4 billion, well below the US$5,664 million earned."
    doc = {"id": "1", "company": "FMG", "fiscal_year": "FY2025", "period": "FY2025"}
    doc |= {"source": "x.md", "page": 1, "section": "", "text": text, "score": 1.0}

    def check(period: str) -> int:
        line = f"- Fortescue (FMG), {period} — statutory NPAT: US$5,664 million [1]"
        return check_draft(line, [doc]).verified

    assert (check("FY2024"), check("FY2025")) == (1, 0)
