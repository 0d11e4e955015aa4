"""A results notice's dividend rows named by period then kind ("Previous corresponding
period - final") under a dividends title: the row is the earlier year's dividend of that
kind, never the current year's, and never unread."""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from tests.support.offline_answer import answer, cited_doc, table_text

# Invented figures for a June-year miner's FY2024 notice.
_NOTICE = table_text(
    "Dividends",
    ["", "Amount per security", "Franked amount per security"],
    [
        ["This period - final", "A$0.40", "A$0.40"],
        ["This period - interim", "A$0.30", "A$0.30"],
        ["Prior corresponding period - final", "A$0.55", "A$0.55"],
        ["Prior corresponding period - interim", "A$0.45", "A$0.45"],
    ],
)


def test_the_earlier_periods_rows_are_the_year_befores() -> None:
    ctx = DocContext("FMG", Period(2024), "notice.txt", 1, "", "c-1")
    got = {
        (f.period.label, f.dividend_kind, f.value)
        for f in extract_figures(_NOTICE, ctx)
        if f.span.column == "Amount per security"
    }
    assert ("FY2023", "final", 0.55) in got, got
    assert ("FY2023", "interim", 0.45) in got or ("H1 FY2023", "interim", 0.45) in got, got
    assert not {g for g in got if g[0].endswith("FY2024") and g[2] in (0.55, 0.45)}, got


def test_a_years_final_is_answered_from_its_own_row() -> None:
    doc = cited_doc(_NOTICE, "FMG", "FY2024")
    draft, check = answer(doc, "What final dividend did Fortescue pay for FY2023?")
    assert check.verified == 1 and not check.rejected and "0.55" in draft, draft
    draft, check = answer(doc, "What final dividend did Fortescue pay for FY2024?")
    assert check.verified == 1 and "0.40" in draft and "0.55" not in draft, draft
