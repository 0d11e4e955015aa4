"""Per-share figures told in sentences: earnings a share said with a verb, dividends
declared a share "for the year", a dividend named by its half or by a bare kind word, a
plain "$" amount called a year's dividend, and the guard rails around each (a final is
never the year's total, an interim never the year's, earnings never a dividend, a
comparative in the same sentence dated to the period before)."""

from __future__ import annotations

from mines.figures.extract import doc_figures
from mines.numbers import find_figures
from tests.support.offline_answer import answer, cited_doc

# Facts used (shared/data): BHP FY2024 basic EPS 155.8 US cents (FY2023 255.2), underlying
# basic EPS 269.5; 1H FY2024 basic EPS 18.3; BHP FY2025 total dividend 110 US cents (final
# 60); BHP FY2022 total 325 US cents; NST FY2023 final 15.5 cents; NST interim 15 cents
# (1H FY2024) and 11 cents (1H FY2023); FMG 1H FY2025 interim A$0.50; FMG FY2024 final
# A$0.89 and total A$1.97; FMG FY2023 total A$1.75; MIN FY2023 interim A$1.20, final A$0.70,
# total A$1.90.


def _claim(text: str, company: str, period: str, question: str) -> tuple[str, bool]:
    """The answer's first line and whether the verifier confirmed it with nothing rejected."""
    draft, check = answer(cited_doc(text, company, period), question)
    return draft.splitlines()[0], check.verified >= 1 and not check.rejected


def _read(text: str, company: str, period: str) -> list[tuple[str, str, float, str | None]]:
    doc = {"id": "1", "company": company, "fiscal_year": period, "period": period, "text": text}
    return [
        (s.figure.metric, s.figure.period.label, s.figure.base_value, s.figure.dividend_kind)
        for s in doc_figures(doc)
    ]


# --- earnings a share said with a verb ------------------------------------------------

_EARNED = "Over the year to 30 June 2024 the miner earned 155.8 US cents a share."
_EARNED_BASIC = (
    "On a basic basis BHP earned 155.8 US cents per share, against 255.2 cents in FY2023."
)


def test_earned_a_share_is_earnings_per_share() -> None:
    claim, ok = _claim(_EARNED, "BHP", "FY2024", "What were BHP's earnings per share in FY2024?")
    assert ok and "155.8" in claim, claim


def test_earned_a_share_on_a_basic_basis_answers_basic_eps_and_dates_the_comparative() -> None:
    question = "What was BHP's basic earnings per share for FY2024?"
    claim, ok = _claim(_EARNED_BASIC, "BHP", "FY2024", question)
    assert ok and "155.8" in claim and "255.2" not in claim, claim
    question = "What was BHP's basic earnings per share for FY2023?"
    claim, ok = _claim(_EARNED_BASIC, "BHP", "FY2024", question)
    assert ok and "255.2" in claim and "155.8" not in claim, claim


def test_earned_a_share_after_a_named_financial_year() -> None:
    text = "For the 2024 financial year BHP earned 155.8 US cents a share on a basic basis."
    claim, ok = _claim(text, "BHP", "FY2024", "What was BHP's basic EPS for FY2024?")
    assert ok and "155.8" in claim, claim


def test_earned_a_share_in_a_half_is_the_halfs_never_the_years() -> None:
    text = "In the six months to 31 December 2023 BHP earned 18.3 US cents a share."
    question = "What were BHP's earnings per share for the half year to December 2023?"
    claim, ok = _claim(text, "BHP", "FY2024", question)
    assert ok and "18.3" in claim and "H1 FY2024" in claim, claim
    claim, _ = _claim(text, "BHP", "FY2024", "What were BHP's earnings per share for FY2024?")
    assert "18.3" not in claim, claim


def test_earned_a_share_in_underlying_terms_is_underlying_eps_only() -> None:
    text = "In underlying terms the group earned 269.5 US cents a share."
    question = "What was BHP's underlying earnings per share for FY2024?"
    claim, ok = _claim(text, "BHP", "FY2024", question)
    assert ok and "269.5" in claim, claim
    claim, _ = _claim(text, "BHP", "FY2024", "What was BHP's basic earnings per share for FY2024?")
    assert "not found" in claim, claim


def test_earned_a_share_answers_no_dividend_no_profit_and_no_diluted_eps() -> None:
    text = "BHP earned 155.8 US cents a share on a basic basis in FY2024."
    for question in (
        "What dividend per share did BHP pay for FY2024?",
        "What was BHP's statutory profit for FY2024?",
        "What was BHP's diluted earnings per share for FY2024?",
    ):
        claim, _ = _claim(text, "BHP", "FY2024", question)
        assert "not found" in claim, (question, claim)


# --- dividends declared a share for the year ------------------------------------------


def test_declared_a_share_for_the_year_is_the_years_total() -> None:
    for text in (
        "BHP declares US$1.10 a share for the year, after a final of 60 US cents.",
        "For FY2025 BHP announced a total of US$1.10 a share.",
        "BHP announced US$1.10 a share for the year.",
    ):
        question = "What total dividend did BHP declare for FY2025?"
        claim, ok = _claim(text, "BHP", "FY2025", question)
        assert ok and "1.10" in claim, (text, claim)


def test_a_year_declared_a_share_is_no_final_and_no_interim() -> None:
    text = "BHP declares US$1.10 a share for the year."
    for question in (
        "What final dividend did BHP declare for FY2025?",
        "What interim dividend did BHP pay for FY2025?",
    ):
        claim, _ = _claim(text, "BHP", "FY2025", question)
        assert "not found" in claim, (question, claim)


def test_declared_a_share_as_its_final_is_the_final_never_the_total() -> None:
    text = "Northern Star declared an unfranked 15.5 cents a share as its final dividend."
    question = "What final dividend did Northern Star declare for FY2023?"
    claim, ok = _claim(text, "NST", "FY2023", question)
    assert ok and "15.5" in claim, claim
    question = "What total dividend did Northern Star declare for FY2023?"
    claim, _ = _claim(text, "NST", "FY2023", question)
    assert "not found" in claim, claim


# --- a dividend named by its half -----------------------------------------------------


def test_a_december_half_dividend_of_a_june_year_is_the_interim() -> None:
    for text in (
        "The December-half dividend, 50c fully franked, was paid in March.",
        "For the six months to 31 December 2024 Fortescue declared 50 cents a share, franked.",
    ):
        question = "What interim dividend did Fortescue pay for FY2025?"
        claim, ok = _claim(text, "FMG", "FY2025", question)
        assert ok and "50 cents" in claim, (text, claim)
        for question in (
            "What total dividend did Fortescue pay for FY2025?",
            "What final dividend did Fortescue pay for FY2025?",
        ):
            claim, _ = _claim(text, "FMG", "FY2025", question)
            assert "not found" in claim, (text, question, claim)


def test_a_dividend_paid_during_a_half_is_not_that_halfs_interim() -> None:
    # the year before's final is paid in the December half
    text = "Fortescue paid 89 cents a share during the December half."
    assert not [f for f in _read(text, "FMG", "FY2025") if f[3] == "interim"]


def test_a_half_dividends_comparative_is_the_half_a_year_before() -> None:
    text = "Northern Star's December-half dividend rose to 15 cents from 11 cents a year earlier."
    read = {(f[1], f[2], f[3]) for f in _read(text, "NST", "FY2024")}
    assert read == {("H1 FY2024", 15.0, "interim"), ("H1 FY2023", 11.0, "interim")}, read


def test_a_half_named_value_moved_from_another_is_the_half_before_for_the_verifier() -> None:
    text = "Northern Star's first-half dividend rose to 15 cents from 11 cents."
    question = "What interim dividend did Northern Star pay for FY2023?"
    claim, ok = _claim(text, "NST", "FY2024", question)
    assert ok and "11 cents" in claim and "H1 FY2023" in claim, claim
    text = "First-half revenue fell to US$25.71 billion from US$30.53 billion."
    question = "What was BHP's revenue for the half year to December 2021?"
    claim, ok = _claim(text, "BHP", "FY2023", question)
    assert ok and "30.53" in claim, claim


# --- a plain amount a dividend by the words beside it ----------------------------------


def test_a_bare_interim_after_a_plain_dollar_amount() -> None:
    text = "The final of $0.70 a share came on top of the $1.20 interim, taking the year to $1.90."
    question = "What interim dividend did Mineral Resources pay for FY2023?"
    claim, ok = _claim(text, "MIN", "FY2023", question)
    assert ok and "1.20" in claim, claim


def test_a_dollar_dividend_for_a_named_earlier_year_is_that_years_total() -> None:
    text = "A year earlier Fortescue paid a fully franked $1.75 dividend for FY23."
    question = "How much did Fortescue pay per share for FY23?"
    claim, ok = _claim(text, "FMG", "FY2024", question)
    assert ok and "A$1.75" in claim and "FY2023" in claim, claim
    question = "How much did Fortescue pay per share for FY24?"
    claim, _ = _claim(text, "FMG", "FY2024", question)
    assert "not found" in claim, claim


def test_a_plain_dollar_dividend_is_in_the_currency_the_company_pays() -> None:
    text = "BHP paid a $3.25 dividend for FY22."
    claim, ok = _claim(text, "BHP", "FY2024", "What dividend per share did BHP pay for FY2022?")
    assert ok and "US$3.25" in claim, claim


def test_the_article_before_a_dollar_sign_is_no_currency() -> None:
    assert [n.currency for n in find_figures("it paid a $1.75 dividend")] == ["$"]
    assert [n.currency for n in find_figures("it paid A$1.75")] == ["AUD"]
    assert [n.currency for n in find_figures("A $1.75 charge was booked")] == ["$"]


def test_a_dividend_for_a_named_or_the_year_lifted_or_held() -> None:
    for text in (
        "Fortescue lifted its dividend for the year to $1.97 a share.",
        "The dividend for FY24 was held at $1.97.",
        "Fortescue held its dividend for FY24 at A$1.97 a share.",
    ):
        question = "What total dividend did Fortescue pay for FY2024?"
        claim, ok = _claim(text, "FMG", "FY2024", question)
        assert ok and "1.97" in claim, (text, claim)
    text = "The final dividend for FY24 was A$0.89 a share."
    claim, _ = _claim(text, "FMG", "FY2024", "What total dividend did Fortescue pay for FY2024?")
    assert "not found" in claim, claim


def test_a_franking_aside_between_a_dividend_and_its_verb_names_nothing() -> None:
    text = "The final dividend, unfranked, was lifted to 25c a share."
    question = "What final dividend did Northern Star pay for FY2024?"
    claim, ok = _claim(text, "NST", "FY2024", question)
    assert ok and "25 cents" in claim, claim
    question = "What total dividend did Northern Star pay for FY2024?"
    claim, _ = _claim(text, "NST", "FY2024", question)
    assert "not found" in claim, claim
