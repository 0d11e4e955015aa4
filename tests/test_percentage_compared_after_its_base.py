"""A percentage's comparative after what it is a share of: "65% of NPAT to you, against 70%".

"That returns 65% of net profit after tax to you, against 70% last year": the words naming
what 65% is a share of (and who it went to) come between the value and its comparative,
which is the same measure's for the period before. "after tax" names the line the share
is of, never a component the second value would be a part of. The verifier reads the
comparative the same way.

Figures are those of the shared fact table; the sentences are written for these tests.
"""

from __future__ import annotations

from mines.figures.extract import DocContext, extract_figures
from mines.figures.model import Figure, Period
from tests.support.offline_answer import answer, cited_doc


def read(text: str, company: str, period: Period) -> list[Figure]:
    return extract_figures(text, DocContext(company, period, "letter.md", None, "", "c-1"))


def _percents(figures: list[Figure]) -> list[tuple[str, float]]:
    return [(f.period.label, f.value) for f in figures if f.unit == "%"]


def test_the_comparative_passes_over_the_base_and_its_receivers() -> None:
    text = "The dividends pay 65% of net profit after tax to shareholders, against 70% last year."
    assert _percents(read(text, "FMG", Period(2025))) == [("FY2025", 65.0), ("FY2024", 70.0)]
    text = "That returns 65% of net profit after tax to you, against 70% last year."
    assert _percents(read(text, "FMG", Period(2025))) == [("FY2025", 65.0), ("FY2024", 70.0)]


def test_the_verifier_reads_the_comparative_alike() -> None:
    text = "The payout came to 65% of net profit after tax, against 70% a year earlier."
    said = answer(
        cited_doc(text, "FMG", "FY2025"), "What payout ratio did Fortescue achieve in FY24?"
    )
    assert "70%" in said[0] and said[1].verified == 1
