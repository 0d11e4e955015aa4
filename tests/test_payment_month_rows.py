"""Rows named by the month a payment was determined or paid in ("Determined in February")
under a per-share title are the interim or the final dividend by the company's own year: a
June-year company's February payment follows its first half (the interim), its August one
the year end (the final); a calendar-year company's are the other way round. The row of the
year beside them is the total; a row naming a month no half closes shortly before is none.

Figures: BHP's dividends (shared facts table), US cents a share: FY2025 interim 50, final
60, total 110; FY2024 interim 72, final 74, total 146.
"""

from __future__ import annotations

from mines.figures.draft_claims import Claim
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.month_payments import month_paid_kind
from mines.figures.verify import verify

PAGE = (
    "Table: Amounts a share set by the Board for each financial year (US cents a share)\n"
    "|  | 2025 | 2024 |\n"
    "| Set in February | 50 | 72 |\n"
    "| Set in August | 60 | 74 |\n"
    "| Declared in February | 50 | 72 |\n"
    "| Declared in August | 60 | 74 |\n"
    "| Whole year | 110 | 146 |"
)
CTX = DocContext("BHP", Period(2025, "FY"), "returns.txt", None, "", "c-1")


def test_the_month_and_the_company_year_tell_the_kind() -> None:
    assert month_paid_kind("Declared in February", "BHP") == "interim"
    assert month_paid_kind("Paid in September", "BHP") == "final"
    assert month_paid_kind("Declared in February", "RIO") == "final"
    assert month_paid_kind("Paid in September", "RIO") == "interim"
    assert month_paid_kind("Declared in May", "BHP") is None
    assert month_paid_kind("Paid in March 2023", "BHP") is None  # its own date, read elsewhere
    assert month_paid_kind("Declared in February", "") is None


def test_month_rows_read_as_interim_final_and_total() -> None:
    got = {
        (f.period.label, f.value, f.dividend_kind)
        for f in extract_figures(PAGE, CTX)
        if f.dividend_kind is not None
    }
    assert ("FY2025", 50.0, "interim") in got
    assert ("FY2024", 74.0, "final") in got
    assert ("FY2024", 146.0, "total") in got
    assert not {(v, k) for _, v, k in got} & {(50.0, "final"), (60.0, "interim"), (110.0, "final")}


def test_the_verifier_reads_the_month_row_as_the_final() -> None:
    claim = Claim(
        company="BHP",
        metric="dividends_per_share",
        period=Period(2025),
        value=60,
        scale=1.0,
        unit="cents per share",
        dividend_kind="final",
        label="final dividend per share",
    )
    verdict = verify(claim, PAGE, CTX)
    assert verdict.supported, verdict.reason


HALVES = (
    "Table: Cash to holders, cents a share\n"
    "| Financial year | From the December half | After the June balance date | Full year |\n"
    "| FY24 | 15 | 25 | 40 |\n"
    "| FY23 | 11 | 15.5 | 26.5 |"
)
NST = DocContext("NST", Period(2025, "FY"), "returns.md", None, "", "c-2")


def test_rows_named_by_the_half_they_follow() -> None:
    """Northern Star (shared facts table): FY2024 interim 15, final 25, total 40 cents;
    FY2023 interim 11, final 15.5, total 26.5 cents."""
    assert month_paid_kind("After the 31 December close", "RIO") == "final"
    assert month_paid_kind("On the June half", "RIO") == "interim"
    got = {
        (f.period.label, f.value, f.dividend_kind)
        for f in extract_figures(HALVES, NST)
        if f.dividend_kind is not None
    }
    assert ("FY2024", 15.0, "interim") in got
    assert ("FY2023", 15.5, "final") in got
    assert ("FY2024", 40.0, "total") in got
    assert not {(v, k) for _, v, k in got} & {(15.0, "final"), (25.0, "interim")}
