"""Dividend tables that state their unit as "a share" or in a row of its own, and plain-text
dividend lists headed from the margin, answered in that unit and under each row's own kind."""

from __future__ import annotations

from mines.figures.quantities import declared_unit
from mines.figures.tables import Table, render_table
from mines.text_reading import text_items
from tests.support.offline_answer import answer, cited_doc


def _rendered(lines: list[str]) -> str:
    page = text_items(1, lines)
    return "\n\n".join(render_table(i) if isinstance(i, Table) else i.text for i in page.items)


def _verified(text: str, question: str, company: str, period: str) -> str:
    draft, check = answer(cited_doc(text, company, period), question)
    assert not check.rejected, (draft, check)
    return draft


def test_a_dollar_a_share_title_is_dollars_per_share_in_that_currency() -> None:
    assert declared_unit("Payments to holders (A$ a share)", "BHP").currency == "AUD"
    assert declared_unit("Payments to holders ($US a share)", "FMG").currency == "USD"
    plain = declared_unit("Payments to holders ($ a share)", "FMG")
    assert plain is not None and plain.kind == "per_share" and plain.currency == "AUD"
    text = render_table(
        Table(
            title="Dividends to holders (A$ a share)",
            header=("", "Amount", "Franking"),
            rows=(
                ("Interim, paid in March 2022", "0.86", "Fully franked"),
                ("Final, due in September 2022", "1.21", "Fully franked"),
            ),
        )
    )
    draft = _verified(text, "What was Fortescue's final dividend for FY2022?", "FMG", "FY2022")
    assert "A$1.21 per share" in draft, draft


def test_a_row_naming_only_its_unit_takes_the_titles_measure() -> None:
    text = render_table(
        Table(
            title="Interim dividend, fully franked",
            header=("", "1H FY23", "1H FY22"),
            rows=(("US cents a share", "90", "150"), ("Share of half's profit (%)", "50", "70")),
        )
    )
    draft = _verified(
        text, "What was BHP's interim dividend for the first half of FY2022?", "BHP", "H1 FY2023"
    )
    assert "150" in draft and "US cents" not in draft.split("—")[0], draft


def test_a_margin_headed_list_keeps_each_payments_kind() -> None:
    text = _rendered(
        [
            "Payments by half (Australian cents a share)",
            "",
            "Payment           Cents          Franking",
            "FY2023 final      31.0           unfranked",
            "FY2023 interim    12.5           unfranked",
            "FY2022 final      19.5           fully franked",
        ]
    )
    draft = _verified(text, "What was Northern Star's final dividend for FY2023?", "NST", "FY2023")
    assert "31" in draft, draft
    draft, _ = answer(
        cited_doc(text, "NST", "FY2023"), "What were Northern Star's total dividends for FY2023?"
    )
    answered = draft.split("closest")[0]
    assert "31.0" not in answered and "12.5" not in answered, draft


def test_worded_cells_may_open_with_a_franking_percentage() -> None:
    text = _rendered(
        [
            "Dividends for FY22 (A$ a share)",
            "",
            "                  Amount       Franking",
            "Interim            $1.00   100% franked",
            "Final              $1.75   100% franked",
        ]
    )
    draft = _verified(text, "What was MinRes's interim dividend for FY2022?", "MIN", "FY2022")
    assert "A$1.00" in draft, draft
