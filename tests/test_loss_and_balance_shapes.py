"""Losses in brackets and balances as the press words them, read alike by extractor and verifier.

- "($807) million": the bracket closes before the scale word; the amount is a loss of
  millions, not of dollars;
- "up 21 per cent on the previous year to $5.35 billion": the previous year is the
  movement's base, the amount after "to" the current balance;
- "down 36% from FY22, US$29.3 bn": the period named after the join dates the compared
  amount;
- "a net cash balance of $229 million": a net cash position (net debt below zero);
- "as of 30 June 2024": a balance date, as "as at" is.
"""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.grounding import check_draft
from mines.numbers import find_figures
from tests.support.offline_answer import answer, cited_doc


def _figures(text: str, company: str, period: str) -> list[tuple[str, str, float]]:
    ctx = DocContext(company, Period.parse_label(period))
    return [
        (f.metric, f.period.label, f.value * f.scale)
        for f in extract_figures(text, ctx)
        if f.metric
    ]


def test_a_bracket_closed_before_its_scale_word_is_a_loss_of_millions() -> None:
    (num,) = find_figures("came in at ($807) million")
    assert num.value == -807 and num.scale == 1e6
    text = "For the half, the statutory NPAT of the group came in at ($807) million."
    assert ("statutory_npat", "H1 FY2025", -807e6) in _figures(text, "MIN", "H1 FY2025")
    draft, check = answer(
        cited_doc(text, "MIN", "H1 FY2025"), "How much did MinRes lose in the first half of FY25?"
    )
    assert "loss of A$807 million" in draft and check.verified == 1


def test_a_bracket_never_opened_makes_no_figure_of_millions() -> None:
    assert all(n.scale == 1 for n in find_figures("see note 5) million"))


def test_a_rise_on_the_prior_year_to_an_amount_is_this_years_amount() -> None:
    text = "The miner's net debt grew 21 per cent on the previous year to $5.35 billion."
    assert _figures(text, "MIN", "FY2025") == [("net_debt", "FY2025", 5.35e9)]
    doc = cited_doc(text, "MIN", "FY2025")
    wrong = (
        "- Mineral Resources (MIN), FY2024 (year to 30 June 2024) — net debt: A$5.35 billion [1]"
    )
    right = (
        "- Mineral Resources (MIN), FY2025 (year to 30 June 2025) — net debt: A$5.35 billion [1]"
    )
    assert check_draft(wrong, [doc]).verified == 0
    assert check_draft(right, [doc]).verified == 1


def test_a_year_named_after_from_dates_the_amount_after_its_comma() -> None:
    text = "Operating cash flow came to US$18.7bn, down 36% from FY22, US$29.3 bn"
    found = _figures(text, "BHP", "FY2023")
    assert ("operating_cash_flow", "FY2022", 29.3e9) in found
    assert ("operating_cash_flow", "FY2023", 18.7e9) in found
    draft, check = answer(
        cited_doc(text, "BHP", "FY2023"), "What was BHP's operating cash flow in FY22?"
    )
    assert "US$29.3 billion" in draft and check.verified == 1


def test_a_net_cash_balance_is_net_debt_below_zero() -> None:
    text = (
        "The gold miner finished the half to 31 December 2023 with a net cash balance of "
        "$229 million."
    )
    assert _figures(text, "NST", "H1 FY2024") == [("net_debt", "H1 FY2024", -229e6)]


def test_as_of_a_date_dates_the_balance() -> None:
    text = "The gold miner sat on net cash of $358 million as of 30 June 2024."
    assert _figures(text, "NST", "H1 FY2024") == [("net_debt", "FY2024", -358e6)]
