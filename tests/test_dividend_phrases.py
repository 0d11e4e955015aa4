"""Dividends and payouts named after the value, and a dividend asked "in total".

- A per-share amount holders receive or are paid, named afterwards as a kind of dividend
  ("holders get 60 US cents a share as the final dividend"), is that kind's dividend; one
  received "for the year" is the year's total.
- A percentage called a payout ("a 70 per cent payout of profit") is the payout ratio; a
  floor, target or policy of one is no ratio achieved and is not read.
- A payout ratio told with the interim dividend alone is the first half's ratio, though
  the document reports the year.
- "A total of US$X" right after a per-share dividend is that dividend's amount, not the
  year's total dividend.
- "How much per share did it pay out in total" for one company and year asks the year's
  stated total dividend, not a sum to compute.

Figures are from the shared fact table; the sentences are our own.
"""

from __future__ import annotations

from mines.figures.asked import asked_measures
from mines.figures.draft_claims import claims_from_text
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Figure, Period
from mines.figures.verify import verify
from mines.read_question import read_question


def _figures(company: str, year: str, text: str) -> list[Figure]:
    return extract_figures(text, DocContext(company, Period.parse_label(year)))


def _one(figures: list[Figure], metric: str) -> Figure:
    (found,) = [f for f in figures if f.metric == metric]
    return found


# ----- a per-share value named as a dividend after it -------------------------------------


def test_a_value_received_as_the_final_dividend_is_the_final_dividend() -> None:
    got = _figures(
        "BHP",
        "FY2025",
        "Holders are set to receive 60 US cents per share as the final dividend, "
        "bringing total dividends for the year to 110 US cents per share.",
    )
    dps = sorted((f.value, f.dividend_kind) for f in got if f.metric == "dividends_per_share")
    assert dps == [(60.0, "final"), (110.0, "total")]
    got = _figures(
        "NST", "FY2024", "Holders of Northern Star receive 40 cents a share for the year."
    )
    assert [(f.value, f.dividend_kind) for f in got] == [(40.0, "total")]


def test_a_franked_amount_paid_as_the_interim_dividend() -> None:
    text = "Fortescue will pay A$1.08 a share, fully franked, as its interim dividend."
    got = _figures("FMG", "FY2024", text)
    dps = _one(got, "dividends_per_share")
    assert (dps.value, dps.dividend_kind) == (1.08, "interim")
    # paid, but named no dividend of any kind: not read
    got = _figures("FMG", "FY2024", "Fortescue will pay A$1.08 a share, fully franked.")
    assert not [f for f in got if f.metric == "dividends_per_share"]


# ----- a percentage called a payout ---------------------------------------------------------


def test_a_percentage_called_a_payout_is_the_payout_ratio_unless_a_policy() -> None:
    got = _figures(
        "FMG", "FY2024", "The year's dividends amount to a 70 per cent payout of net profit."
    )
    ratio = _one(got, "payout_ratio")
    assert (ratio.value, ratio.period) == (70.0, Period(2024, "FY"))
    got = _figures("RIO", "FY2021", "Returns came to a 79% payout of underlying earnings.")
    assert _one(got, "payout_ratio").value == 79.0
    # a floor, target or policy of a payout is no ratio achieved
    for text in (
        "Fortescue keeps a minimum 65 per cent payout of net profit.",
        "The Board targets a 65 per cent payout of net profit.",
        "This sits within a 65 per cent payout policy.",
    ):
        assert not [f for f in _figures("FMG", "FY2024", text) if f.metric == "payout_ratio"]


def test_the_interim_dividends_payout_ratio_is_the_first_halfs() -> None:
    got = _figures(
        "BHP",
        "FY2024",
        "The Board determined an interim dividend of 72 US cents per share, a total of "
        "US$3.6 billion, equating to a payout ratio of 56%.",
    )
    assert _one(got, "payout_ratio").period == Period(2024, "H1")
    got = _figures(
        "BHP", "FY2024", "The final dividend of 74 US cents per share is a 53% payout ratio."
    )
    assert _one(got, "payout_ratio").period == Period(2024, "FY")


def test_a_total_after_a_per_share_dividend_is_that_dividends_amount() -> None:
    got = _figures(
        "BHP",
        "FY2025",
        "The Board determined an interim dividend of 50 US cents per share, a total of "
        "US$2.5 billion.",
    )
    (amount,) = [f for f in got if f.value == 2.5]
    assert amount.dividend_kind == "interim"


# ----- the question -------------------------------------------------------------------------


def test_per_share_paid_out_in_total_asks_the_years_total_dividend() -> None:
    request = read_question("How much per share did Fortescue pay out in total for FY2024?")
    assert request.metrics == ("dividends_per_share",)
    assert request.operation is None
    assert request.dividend_kind == "total"


def test_a_dividend_asked_in_dollars_is_an_amount_not_per_share() -> None:
    (measure,) = asked_measures("How much did BHP pay in interim dividends in dollars for FY2025?")
    assert measure.stated.get("form") == frozenset({"amount"})
    (measure,) = asked_measures("What was BHP's interim dividend's cash amount for FY2025?")
    assert measure.stated.get("form") == frozenset({"amount"})
    for asked in (
        "What was BHP's final dividend in US dollars for FY2025?",  # a currency named
        "What was Fortescue's final dividend in dollars for FY2024?",  # dollars, not cents
    ):
        (measure,) = asked_measures(asked)
        assert "form" not in measure.stated


# ----- the verifier reads the same wordings --------------------------------------------------


def _verified(company: str, year: str, line: str, text: str) -> bool:
    doc = {"company": company, "fiscal_year": year, "text": text}
    ((claim, _),) = claims_from_text(line, [doc])
    return verify(claim, text, DocContext(company, Period.parse_label(year))).supported


def test_the_verifier_accepts_a_dividend_or_payout_named_after_its_value() -> None:
    text = "Holders will receive 60 US cents per share as the final dividend."
    head = "- BHP Group (BHP), FY2025 (year to 30 June 2025) — "
    assert _verified("BHP", "FY2025", f"{head}final dividend per share: 60 US cents [1]", text)
    assert not _verified(
        "BHP", "FY2025", f"{head}interim dividend per share: 60 US cents [1]", text
    )
    text = "Holders of Northern Star receive 40 cents a share for the year."
    head = "- Northern Star Resources (NST), FY2024 (year to 30 June 2024) — "
    assert _verified("NST", "FY2024", f"{head}total dividends per share: 40 cents [1]", text)
    assert not _verified("NST", "FY2024", f"{head}final dividend per share: 40 cents [1]", text)
    text = "The year's dividends amount to a 70 per cent payout of net profit."
    head = "- Fortescue (FMG), FY2024 (year to 30 June 2024) — "
    assert _verified("FMG", "FY2024", f"{head}payout ratio: 70% [1]", text)
