"""Notes to the accounts read by their structure: titles, units, split years and halves.

A statement titled by its balance date reports the period that date closes, whatever
half it mentions in passing; a table titled by a split year ("2020-21") is that June
year's; a dividend note states its per-share unit once, as a sentence of its own, above
bare cells; a cash flow page states its scale beside a balance day without its year; a
payment named by the month its half closes is the interim or the final dividend by the
company's calendar; and a printed row label holding a colon still names its kind on the
answer line. Figures are real (``/work/shared/data``), the wording is ours.
"""

from __future__ import annotations

from pathlib import Path

from mines.figures.column_periods import column_period
from mines.figures.extract import DocContext, extract_figures
from mines.figures.model import Figure, Period
from mines.figures.periods import document_period
from mines.figures.printed_dividends import row_dividend_kind
from mines.ingest.page_units import page_declaration
from mines.ingest.reading import read_document
from tests.support.offline_answer import cited_doc, table_text, verified_draft


def _read(tmp_path: Path, name: str, text: str, company: str, period: Period) -> list[Figure]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    doc = read_document(path)
    ctx = DocContext(company, period, path.name, None, "", "c-1")
    return [f for block in doc.blocks for f in extract_figures(block.text, ctx)]


def test_a_notes_document_titled_by_its_june_balance_date_is_that_year() -> None:
    text = (
        "Mineral Resources Limited - notes to the financial statements, 30 June 2023\n\n"
        "## Net debt\n\n"
        "Net debt closed the year at A$1.9 billion. Statutory profit after tax was A$244 "
        "million; cash from operations in the December 2022 half is shown in the interim "
        "report.\n"
    )
    assert document_period(text, "MIN") == Period(2023)
    # a release dated on an ordinary day in its title names no period by that date
    assert document_period("Perth | Business Day | 27 August 2021\n\nNo figures.\n", "MIN") is None


def test_a_half_year_report_titled_by_its_december_date_stays_the_half() -> None:
    text = (
        "Northern Star Resources | Half-year report | 31 December 2024\n\n"
        "Cash flows for the six months are set out below.\n"
    )
    assert document_period(text, "NST") == Period(2025, "H1")


def test_a_split_year_title_is_the_june_year_it_closes() -> None:
    title = "Segment results, 2022-23 (in Australian dollars)"
    assert column_period(title, "MIN", Period(2023)) == Period(2023)
    assert column_period("2020/21", "FMG", Period(2021)) == Period(2021)
    assert column_period(title, "RIO", Period(2023)) is None  # a calendar year is never split


def test_a_per_share_unit_stated_alone_reaches_the_dividend_table_below(tmp_path: Path) -> None:
    table = table_text(
        "Dividends determined in respect of the year",
        ["", "2024", "2023"],
        [["Interim dividend (paid in March)", "72", "90"], ["Final dividend", "74", "80"]],
    ).replace("Table: ", "**", 1)
    title, rows = table.split("\n", 1)
    text = (
        "# Note 19 Dividends\n\nUS cents per share. Dividends determined after the reporting "
        f"date are not recognised as a liability.\n\n{title}**\n\n{rows}"
    )
    text = text.replace("| 2023 |\n", "| 2023 |\n|---|---:|---:|\n", 1)
    read = _read(tmp_path, "note19.md", text, "BHP", Period(2024))
    dps = {
        (f.period.label, f.dividend_kind): f.value
        for f in read
        if f.unit == "cents per share" and f.metric == "dividends_per_share"
    }
    assert dps[("FY2024", "interim")] == 72
    assert dps[("FY2024", "final")] == 74


def test_a_per_share_sentence_is_no_unit_for_a_dividend_stated_in_it() -> None:
    from mines.ingest.page_units import page_per_share

    assert (
        page_per_share("US cents per share. Dividends are fully franked.") == "US cents per share"
    )
    assert page_per_share("The final dividend was 74 US cents per share.") is None


def test_a_scale_beside_a_balance_day_without_its_year_is_still_the_pages_unit() -> None:
    assert page_declaration("US$ millions, years ended 30 June. Outflows in brackets.") == (
        "US$ millions"
    )


def test_a_cash_flow_page_in_millions_reads_its_bracketed_payments(tmp_path: Path) -> None:
    text = (
        "Fortescue - statement of cash flows (investing)\n\n"
        "US$ millions, years ended 30 June. Outflows in brackets.\n\n"
        "Cash flows from investing activities\n\n"
        "| | FY22 | FY21 |\n|---|---:|---:|\n"
        "| Payments for property, plant and equipment | (2,803) | (3,382) |\n"
    )
    read = _read(tmp_path, "investing.md", text, "FMG", Period(2022))
    paid = {f.period.label: f.base_value for f in read if f.metric == "capex_ppe_cashflow"}
    assert paid == {"FY2022": -2_803e6, "FY2021": -3_382e6}


def test_a_payment_named_by_its_halfs_closing_month_is_its_kind_by_calendar() -> None:
    title = "Cents per share, by year to 30 June"
    assert row_dividend_kind("December-half payment", title, "NST") == "interim"
    assert row_dividend_kind("June-half payment", title, "NST") == "final"
    assert row_dividend_kind("June-half payment", title, "RIO") == "interim"
    assert row_dividend_kind("December-half payment", title, "RIO") == "final"
    assert row_dividend_kind("December-half payment", title) is None  # no calendar known


def test_a_december_half_payment_row_answers_the_interim_dividend() -> None:
    text = table_text(
        "Cents per share, by year to 30 June",
        ["", "2020", "2021"],
        [["December-half payment", "–", "9.5"], ["Full-year distribution", "–", "19"]],
    )
    draft = verified_draft(
        cited_doc(text, "NST", "FY2021"), "What was Northern Star's interim dividend for FY2021?"
    )
    assert "9.5 cents" in draft


def test_a_row_label_holding_a_colon_still_names_the_final_dividend() -> None:
    text = table_text(
        "Dividends - cents per ordinary share, fully franked",
        ["", "Cents"],
        [
            ["(a) Paid during the year: interim for 2021", "100"],
            ["(b) Determined after balance date: final for 2021", "175"],
            ["Total in respect of 2021", "275"],
        ],
    )
    draft = verified_draft(
        cited_doc(text, "MIN", "FY2021"),
        "What final dividend did Mineral Resources determine after balance date for FY2021?",
    )
    assert "175 cents" in draft and "275" not in draft.split("\n")[0]
