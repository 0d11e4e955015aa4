"""The dividends block of a results announcement: an amount a share column beside its
franked amount and its dates, and questions about those terms rather than the amount."""

from __future__ import annotations

from mines.figures.asked import asked_measures
from mines.figures.draft_claims import Claim
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Figure, Period
from mines.figures.nil_dividends import SUMMED_TOTAL
from mines.figures.qualifier_conflicts import conflicts
from mines.figures.qualifiers import read_qualifiers
from mines.figures.tables import Table, render_table
from mines.figures.verify import verify
from mines.read_question import read_question

FY24 = Period(2024)

_BLOCK = Table(
    title="Dividends",
    header=("Dividend", "Amount per security", "Franked amount per security", "Record date"),
    rows=(
        ("Final dividend", "74 US cents", "Nil", "30 June 2024"),
        ("Interim dividend", "72 US cents", "Nil", "31 December 2023"),
    ),
)


def _figures() -> list[Figure]:
    text = render_table(_BLOCK)
    return extract_figures(text, DocContext("BHP", FY24, "4e.md", 1, "", "c-4"))


def test_the_amount_column_states_each_dividend_and_nothing_else_is_read() -> None:
    printed = [f for f in _figures() if SUMMED_TOTAL not in f.notes]  # the year's sum aside
    dividends = {(f.dividend_kind, f.value) for f in printed if f.metric == "dividends_per_share"}
    assert dividends == {("final", 74), ("interim", 72)}
    assert {f.value for f in printed} == {74, 72}  # never the franked Nil, never a date


def test_a_cell_in_cents_is_cents_a_share_for_the_verifier_too() -> None:
    text = render_table(
        Table(
            title="Dividends",
            header=("", "Amount per security", "Franked amount per security"),
            rows=(("Final dividend", "25 cents", "25 cents"),),
        )
    )
    claim = Claim(
        company="NST",
        metric="dividends_per_share",
        period=FY24,
        value=25,
        unit="cents per share",
        currency="AUD",
        dividend_kind="final",
    )
    verdict = verify(claim, text, DocContext("NST", FY24, "4e.md", 1, "", "c-5"))
    assert verdict.supported, verdict.reason
    final = Claim(
        company="BHP",
        metric="dividends_per_share",
        period=FY24,
        value=74,
        unit="cents per share",
        currency="USD",
        dividend_kind="final",
    )
    block = render_table(_BLOCK)
    verdict = verify(final, block, DocContext("BHP", FY24, "4e.md", 1, "", "c-6"))
    assert verdict.supported, verdict.reason


def test_a_question_about_a_dividends_terms_asks_no_amount_a_share() -> None:
    for question in (
        "How much of Fortescue's interim dividend for the December 2023 half was franked?",
        "What was the record date for BHP's FY2024 final dividend?",
        "Which payment date did Northern Star set for its FY2024 final dividend?",
    ):
        assert all(m.metric != "dividends_per_share" for m in asked_measures(question))
        assert "dividends_per_share" not in read_question(question).metrics
    plain = "What fully franked final dividend did Northern Star declare for FY2024?"
    assert "dividends_per_share" in read_question(plain).metrics


def test_a_dividend_line_without_the_term_asked_is_not_it() -> None:
    asked = read_qualifiers("franked amount of the final dividend")
    assert conflicts(asked, read_qualifiers("Final dividend"))
    assert not conflicts(asked, read_qualifiers("Franked amount per security, final dividend"))
    assert not conflicts(read_qualifiers("final dividend"), read_qualifiers("Final dividend"))


def test_the_term_asked_is_named_once_in_the_measure() -> None:
    (measure,) = asked_measures("What was BHP's FY2024 final dividend payment date?")
    assert measure.phrase.lower().count("payment date") == 1
