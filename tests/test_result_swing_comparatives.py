"""A result that swings between profit and loss names the year before's result after
"swinging from" / "swung from", even with the current result's dated period between:
"a loss of $X for the year to June 30, swinging from a profit of $Y a year earlier"."""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from tests.support.offline_answer import answer, cited_doc

# Invented: a June-year miner's loss of A$410 million in FY2025 after a A$95 million profit.
_SWING = (
    "Mineral Resources reported a net loss after tax of $410 million for the year to June 30, "
    "swinging from a profit of $95 million a year earlier."
)


def test_the_swung_from_result_is_the_year_befores_profit() -> None:
    ctx = DocContext("MIN", Period(2025), "wire.txt", 1, "", "c-1")
    got = {(f.period.label, f.value) for f in extract_figures(_SWING, ctx) if f.metric}
    assert got == {("FY2025", -410.0), ("FY2024", 95.0)}, got
    turned = _SWING.replace(" for the year to June 30,", ", having swung")
    got = {(f.period.label, f.value) for f in extract_figures(turned, ctx) if f.metric}
    assert ("FY2024", 95.0) in got, got


def test_the_year_befores_result_is_answered_and_verified() -> None:
    doc = cited_doc(_SWING, "MIN", "FY2025")
    draft, check = answer(doc, "What was Mineral Resources' net profit after tax in FY2024?")
    assert check.verified == 1 and not check.rejected and "95" in draft, draft
    draft, check = answer(doc, "What was Mineral Resources' net profit after tax in FY2025?")
    assert "95" not in draft.splitlines()[0] and "410" in draft, draft
