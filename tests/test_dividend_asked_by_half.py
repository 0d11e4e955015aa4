"""A dividend asked by its half: the first half's is the interim, the second half's the final
(reported for the year), found under any label that names the payment's kind."""

from __future__ import annotations

from mines.figures.tables import Table, render_table
from mines.read_question import read_question
from tests.support.offline_answer import answer, cited_doc

_PAYMENTS = render_table(
    Table(
        title="Amounts paid to holders by half (US cents a share)",
        header=("Payment", "Cents", "Franking"),
        rows=(
            ("FY2022 final", "175.0", "fully franked"),
            ("FY2022 interim", "150.0", "fully franked"),
            ("FY2021 final", "200.0", "fully franked"),
        ),
    )
)


def test_the_second_halfs_dividend_is_the_final_one_for_the_year() -> None:
    request = read_question("What dividend did BHP pay for the second half of FY2022?")
    assert request.dividend_kind == "final"
    assert request.periods["BHP"].kind == "FY"


def test_an_unnamed_kind_asked_by_half_finds_the_row_naming_it() -> None:
    doc = cited_doc(_PAYMENTS, "BHP", "FY2022")
    draft, check = answer(doc, "What was BHP's dividend for the first half of FY2022?")
    assert "150" in draft and not check.rejected, draft
    draft, check = answer(doc, "What dividend did BHP pay for the second half of FY2022?")
    assert "175" in draft and "150" not in draft and not check.rejected, draft


def test_the_years_dividend_is_never_one_of_its_halves() -> None:
    draft, _ = answer(cited_doc(_PAYMENTS, "BHP", "FY2022"), "What was BHP's dividend for FY2022?")
    answered = draft.split("closest")[0]
    assert "175" not in answered and "150" not in answered, draft


def test_a_half_named_by_its_closing_month_beside_a_fiscal_year() -> None:
    request = read_question("What was BHP's December-half dividend for FY2022?")
    assert request.periods["BHP"].kind == "H1" and request.dividend_kind == "interim"
    assert (
        read_question("What was Rio Tinto's June half revenue in 2023?").periods["RIO"].kind == "H1"
    )
    doc = cited_doc(_PAYMENTS, "BHP", "FY2022")
    draft, check = answer(doc, "What was BHP's June half dividend for FY2022?")
    assert "175" in draft and not check.rejected, draft


def test_closing_and_opening_dividends_are_the_final_and_the_interim() -> None:
    assert read_question("What was BHP's closing dividend for FY2022?").dividend_kind == "final"
    assert read_question("What was BHP's opening dividend for FY2022?").dividend_kind == "interim"
