"""Cash flow lines as printed: plant bought, a summary's title, a net balance printed both ways.

- A row of money paid for fixed assets that names no "investing activities" ("Cash purchases
  of property, plant and intangibles") is still an investing line: it answers a question
  about purchases of plant and equipment when no line of plant alone is printed.
- A table titled "Cash flow summary" lends its rows no cash flow: its "Capital expenditure"
  row is the year's capex and its "Net debt" row a balance.
- "Net (debt)/cash" prints the debt in brackets: a bracketed cell is owed, never net cash.
- A unit line "(US$ millions)" under a text table's year headings keeps the table a table.
Made-up layouts and wording; values from the shared facts.
"""

from __future__ import annotations

from pathlib import Path

from mines.figures.cash_lines import debt_in_brackets, names_asset_purchase
from mines.figures.tables import TABLE_PREFIX
from tests.support.offline_answer import answer, cited_doc


def _ok(text: str, company: str, period: str, question: str) -> str:
    draft, check = answer(cited_doc(text, company, period), question)
    assert check.verified == 1 and not check.rejected, (draft, check)
    return draft


def test_a_purchase_of_fixed_assets_is_told_from_their_sale_charge_or_balance() -> None:
    for label in (
        "Cash purchases of property, plant and intangibles",
        "Capital expenditure on property, plant and intangibles",
        "Spending on plant, equipment and intangible assets",
        "Property, plant and equipment purchased",
        "Payments to acquire plant and equipment",
    ):
        assert names_asset_purchase(label), label
    for label in (
        "Proceeds from sale of property, plant and equipment",
        "Depreciation of plant and equipment",
        "Capital expenditure",
        "Property, plant and equipment at 30 June",
        "Capital commitments for plant and equipment",
    ):
        assert not names_asset_purchase(label), label


_RIO_HIGHLIGHTS = (
    f"{TABLE_PREFIX}Year in brief (US$ millions)\n"
    "| Year to 31 December | 2023 | 2022 |\n"
    "| Cash from operations after interest and tax | 15,160 | 16,134 |\n"
    "| Cash purchases of property, plant and intangibles | (7,086) | (6,750) |\n"
    "| Cash remaining after capital spend | 7,657 | 9,010 |"
)


def test_plant_bought_with_intangibles_answers_what_was_paid_for_plant() -> None:
    draft = _ok(
        _RIO_HIGHLIGHTS, "RIO", "FY2023", "What did Rio Tinto pay for plant and equipment in 2023?"
    )
    assert "7,086" in draft and "6,750" not in draft


_SUMMARY = (
    f"{TABLE_PREFIX}Cash flow summary (US$ millions)\n"
    "| Year ended 31 December | 2024 | 2023 |\n"
    "| Net cash generated from operating activities | 15,599 | 15,160 |\n"
    "| Capital expenditure, cash basis | (9,621) | (7,086) |\n"
    "| Free cash flow | 5,553 | 7,657 |\n"
    "| Net (debt)/cash at year end | (5,491) | (4,231) |"
)


def test_a_cash_flow_summary_title_lends_its_capex_row_no_cash_flow() -> None:
    draft = _ok(_SUMMARY, "RIO", "FY2024", "How much did Rio Tinto spend on capex in 2024?")
    assert "9,621" in draft and "5,553" not in draft


def test_net_debt_printed_in_brackets_both_ways_is_owed_not_net_cash() -> None:
    assert debt_in_brackets("Net (debt)/cash at 30 June")
    assert debt_in_brackets("Net cash/(debt)")
    assert not debt_in_brackets("Net debt")
    draft = _ok(_SUMMARY, "RIO", "FY2024", "What was Rio Tinto's net debt at the end of 2024?")
    assert "5,491" in draft and "net cash of" not in draft.lower()
    draft = _ok(_SUMMARY, "RIO", "FY2024", "What was Rio Tinto's net cash at the end of 2023?")
    assert "4,231" in draft and "net debt of" in draft.lower()


def test_a_unit_line_under_the_year_headings_keeps_a_text_table(tmp_path: Path) -> None:
    from mines.ingest.reading import read_document

    page = tmp_path / "summary.txt"
    page.write_text(
        "Fortescue cash flow summary\n\n"
        "Year ended 30 June                       2024        2023\n"
        "(US$ millions)\n"
        "Payments for property, plant and equipment   (2,834)    (2,901)\n",
        encoding="utf-8",
    )
    text = "\n".join(b.text for b in read_document(page).blocks)
    assert "| Payments for property, plant and equipment | (2,834) | (2,901) |" in text
    assert "(US$ millions) | 2024 | 2023 |" in text


def test_operations_throwing_off_cash_after_a_clause_is_verified_as_read() -> None:
    # the extractor reads the subject after the comma, its verb and "in cash"; the verifier
    # must read it so too, or the answer is withheld
    text = (
        "Fortescue shipped 191.6 million tonnes over the year, and its mines threw off "
        "US$7.9 billion in cash, leaving US$5.1 billion after capital spending."
    )
    draft = _ok(text, "FMG", "FY2024", "How much cash did Fortescue's operations generate in FY24?")
    assert "7.9" in draft


def test_money_spent_on_its_projects_is_the_halfs_capital_expenditure() -> None:
    text = (
        "Over the December half Northern Star spent A$1.06 billion on its projects while "
        "the mill expansion at KCGM ramped up."
    )
    draft = _ok(
        text, "NST", "H1 FY2025", "What was Northern Star's capex in the December 2024 half?"
    )
    assert "1.06" in draft
    # a named site's projects are that site's spending, never the company's total
    site = "Over the half Northern Star spent A$1.06 billion on its projects at Jundee."
    draft, _ = answer(
        cited_doc(site, "NST", "H1 FY2025"), "What was Northern Star's capex in H1 FY25?"
    )
    assert "1.06" not in draft.split("\n")[0] or "not found" in draft.lower()
