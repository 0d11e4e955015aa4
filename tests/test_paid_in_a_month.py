"""An amount a share said to be paid in a month ("the board paid 15 cents a share in March")
is the dividend the month's half makes it by the company's own year: March follows a
June-year company's December half, so the interim. Read and verified alike. Never the
final or the total.

Figures: Northern Star's FY2024 interim dividend 15 cents a share; Fortescue's FY2024
interim A$1.08 a share (shared facts tables).
"""

from __future__ import annotations

from mines.figures.draft_claims import Claim
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.verify import verify

NST_TEXT = (
    "Northern Star Resources. Directors paid 15 cents a share in March and have declared a "
    "year-end dividend to be paid in September."
)
NST = DocContext("NST", Period(2024, "FY"), "letter.txt", None, "", "c-1")
FMG_TEXT = (
    "Fortescue Ltd. Holders will get a final dividend in September on top of the A$1.08 "
    "a share paid in March."
)
FMG = DocContext("FMG", Period(2024, "FY"), "wire.txt", None, "", "c-2")


def _kinds(text: str, ctx: DocContext) -> set[tuple[float, str | None]]:
    return {
        (f.value, f.dividend_kind)
        for f in extract_figures(text, ctx)
        if f.metric == "dividends_per_share"
    }


def _claim(company: str, kind: str, value: float, unit: str) -> Claim:
    return Claim(
        company=company,
        metric="dividends_per_share",
        period=Period(2024),
        value=value,
        scale=1.0,
        unit=unit,
        dividend_kind=kind,  # type: ignore[arg-type]
        label=f"{kind} dividend per share",
    )


def test_a_march_payment_is_a_june_year_interim() -> None:
    got = _kinds(NST_TEXT, NST)
    assert (15.0, "interim") in got
    assert not {(15.0, "final"), (15.0, "total")} & got
    assert verify(_claim("NST", "interim", 15, "cents per share"), NST_TEXT, NST).supported
    assert not verify(_claim("NST", "final", 15, "cents per share"), NST_TEXT, NST).supported


def test_a_dollar_amount_paid_in_march() -> None:
    got = _kinds(FMG_TEXT, FMG)
    assert (108.0, "interim") in got or (1.08, "interim") in got
    assert not any(kind != "interim" for value, kind in got if value in (108.0, 1.08))


BHP_TEXT = (
    "BHP Group. Copper output rose, and the company will send its shareholders 60 US cents "
    "a share in September as the dividend for the year's second half."
)
BHP = DocContext("BHP", Period(2025, "FY"), "wire.txt", None, "", "c-3")


def test_any_verb_handing_cash_over_names_the_payment() -> None:
    """BHP's FY2025 final dividend, 60 US cents a share (shared facts table), sent to
    holders in September: after a June year end, the final one."""
    got = _kinds(BHP_TEXT, BHP)
    assert (60.0, "final") in got
    assert not any(kind == "interim" for value, kind in got if value == 60.0)
