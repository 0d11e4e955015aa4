"""Headline results as press stories and letters word them: the extractor reads each value
for its measure, basis and period, and the verifier confirms the same reading.

Texts are written for these tests; the numbers are arbitrary.
"""

from __future__ import annotations

from typing import Any

from mines.figures.draft_claims import Claim
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.verify import verify

FY25 = Period(2025)
FY24 = Period(2024)
H1_25 = Period(2025, "H1")
H1_24 = Period(2024, "H1")


def _read(text: str, company: str, period: Period) -> set[tuple[str, str, float]]:
    return {
        (f.metric, f.period.label, f.value)
        for f in extract_figures(text, DocContext(company, period))
    }


def _check(text: str, company: str, doc: Period, **kw: Any) -> str:
    fields: dict[str, Any] = {
        "company": company,
        "scale": 1e9,
        "unit": "currency",
        "currency": "USD",
    }
    fields.update(kw)
    verdict = verify(Claim(**fields), text, DocContext(company, doc, "story.md", None, "", "c"))
    return "supported" if verdict.supported else verdict.reason


def test_prior_periods_possessive_is_the_comparative() -> None:
    text = (
        "Underlying attributable profit was $4.12 billion, set against the prior period's "
        "$5.03 billion."
    )
    read = _read(text, "BHP", H1_25)
    assert ("underlying_npat", "H1 FY2025", 4.12) in read
    assert ("underlying_npat", "H1 FY2024", 5.03) in read
    assert _check(text, "BHP", H1_25, metric="underlying_npat", period=H1_24, value=5.03) == (
        "supported"
    )


def test_a_label_cut_short_by_its_period_keeps_its_measure() -> None:
    text = (
        "The miner said attributable profit for the year to 30 June climbed 9% to US$6.31 billion."
    )
    assert ("statutory_npat", "FY2025", 6.31) in _read(text, "BHP", FY25)
    assert _check(text, "BHP", FY25, metric="statutory_npat", period=FY25, value=6.31) == (
        "supported"
    )


def test_bracketed_abbreviation_keeps_the_basis_before_it() -> None:
    text = (
        "Underlying net profit after tax (NPAT) came to US$2.9 billion, while the statutory "
        "result, a net profit after tax of US$2.2 billion, carried a write-down."
    )
    assert _check(text, "FMG", FY24, metric="underlying_npat", period=FY24, value=2.9) == (
        "supported"
    )
    assert _check(text, "FMG", FY24, metric="statutory_npat", period=FY24, value=2.9) != (
        "supported"
    )
    assert _check(text, "FMG", FY24, metric="statutory_npat", period=FY24, value=2.2) == (
        "supported"
    )


def test_profit_that_more_than_halved_over_twelve_months() -> None:
    text = "Net profit more than halved to $A87 million in the 12 months to June 30."
    assert ("statutory_npat", "FY2025", 87.0) in _read(text, "MIN", FY25)


def test_after_tax_profits_as_the_subject() -> None:
    text = "After-tax profits slid to $US7.412bn."
    assert ("statutory_npat", "FY2025", 7.412) in _read(text, "RIO", FY25)


def test_a_company_saying_what_it_earned_in_the_december_half() -> None:
    text = (
        "Hobart, 3 March 2025 — Fortescue said on Wednesday it earned a net profit of US$2.61 "
        "billion for the six months ending in December, comfortably above the US$1.98 billion "
        "it made in the same half a year before."
    )
    read = _read(text, "FMG", H1_25)
    assert ("statutory_npat", "H1 FY2025", 2.61) in read
    assert ("statutory_npat", "H1 FY2024", 1.98) in read
    assert _check(text, "FMG", H1_25, metric="statutory_npat", period=H1_24, value=1.98) == (
        "supported"
    )


def test_reported_then_a_basis_word_names_the_basis() -> None:
    text = (
        "Fortescue reported attributable profit after tax of $2.61 billion for the six "
        "months to Dec. 31."
    )
    assert ("statutory_npat", "H1 FY2025", 2.61) in _read(text, "FMG", FY25)


def test_first_half_label_compared_with_last_years_value() -> None:
    text = (
        "First-half attributable profit sank 20 percent to $3.52 billion from last year's "
        "$4.40 billion."
    )
    assert ("statutory_npat", "H1 FY2024", 4.4) in _read(text, "BHP", H1_25)
    prior = _check(text, "BHP", H1_25, metric="statutory_npat", period=H1_24, value=4.4)
    assert prior == "supported"
    assert _check(text, "BHP", H1_25, metric="statutory_npat", period=H1_25, value=4.4) != (
        "supported"
    )


def test_a_basis_pointed_back_to_is_no_statutory_profit() -> None:
    text = (
        "Stripping out the once-only items, operating earnings reached $2.8 billion. "
        "Below the tax line, and on the same basis, profit more than doubled to $1.1 billion."
    )
    assert not any(value == 1.1 for _, _, value in _read(text, "NST", FY25))
    verdict = _check(
        text, "NST", FY25, metric="statutory_npat", period=FY25, value=1.1, currency="AUD"
    )
    assert verdict != "supported"
    plain = "Below the tax line, profit more than doubled to $1.1 billion."
    assert ("statutory_npat", "FY2025", 1.1) in _read(plain, "NST", FY25)
