"""Rows of a per-share table worded by when a payment was made ("Paid after the December
half", "Paid after the June year end", "Declared for the whole year") are the interim, the
final and the year's total dividend, for the reader, the draft and the verifier alike."""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.printed_dividends import row_dividend_kind
from tests.support.offline_answer import answer, cited_doc, table_text

# Invented amounts for a June-year miner.
_ROWS = table_text(
    "Cents per ordinary share",
    ["", "FY23", "FY24"],
    [
        ["Paid after the December half", "31", "42"],
        ["Paid after the June year end", "37", "46"],
        ["Declared for the whole year", "68", "88"],
    ],
)


def test_the_rows_carry_the_kind_their_timing_names() -> None:
    ctx = DocContext("FMG", Period(2024), "notice.txt", 1, "", "c-1")
    got = {(f.period.label, f.dividend_kind, f.value) for f in extract_figures(_ROWS, ctx)}
    assert {("FY2024", "interim", 42.0), ("FY2024", "final", 46.0)} <= got, got
    assert ("FY2024", "total", 88.0) in got, got


def test_a_row_of_another_measure_under_a_per_share_title_is_no_payment() -> None:
    assert row_dividend_kind("Basic earnings", "Amounts per ordinary share") is None
    assert row_dividend_kind("Paid during the year", "Amounts per ordinary share") is None


def test_each_kind_is_answered_from_its_own_row() -> None:
    doc = cited_doc(_ROWS, "FMG", "FY2024")
    for question, value, wrong in (
        ("What final dividend did Fortescue pay for FY2024?", "46", "88"),
        ("What interim dividend did Fortescue pay for FY2023?", "31", "68"),
        ("What was Fortescue's total dividend per share for FY2024?", "88", "46"),
    ):
        draft, check = answer(doc, question)
        line = draft.splitlines()[0]
        assert check.verified == 1 and not check.rejected, (question, draft)
        assert value in line and wrong not in line, (question, draft)
