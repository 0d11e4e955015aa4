"""A notice printed as item and detail rows, its dividend kind named by the heading above.

A payment notice lists "| Item | Detail |" rows (or "| | Particulars |"): the value column
names no period, so its figures are the document's, and a row naming another period
("the same payment a year earlier (December 2022 half)") is that period's. The amount a
share carries no dividend word; the heading over the table ("Interim dividend: ...") names
the kind. Cells print their own unit ("177 US cents", "A$0.75 per share"). What sits beside
the amount -- the franked part, the record date, a reinvestment plan's price, a row of an
earlier period, a share of profit -- is never the dividend per share. A question asking
what a company "is paying per share" for a December half asks the interim dividend.

Figures are from the shared fact tables; the wording is our own.
"""

from __future__ import annotations

from mines.figures.column_periods import amount_columns_period
from mines.figures.draft_claims import claims_from_text
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Figure, Period
from mines.figures.notice_rows import notice_row_period
from mines.figures.table_cells import cell_per_share, parse_cell
from mines.figures.tables import parse_tables
from mines.figures.verify import verify
from mines.read_question import read_question

H1_FY2023 = Period(2023, "H1")


def _notice(heading: str, rows: list[tuple[str, str]], header: str = "| Item | Detail |") -> str:
    body = "\n".join(f"| {label} | {cell} |" for label, cell in rows)
    return (
        "Fortescue Ltd | Notice to shareholders\n\n"
        f"{heading}\n\n"
        "This notice concerns the half-year to 31 December 2022.\n\n"
        f"Table: Key details\n{header}\n{body}\n\n"
        "Payment is made in Australian dollars."
    )


def _dividends(text: str, period: Period = H1_FY2023) -> list[Figure]:
    figures = extract_figures(text, DocContext("FMG", period))
    return [f for f in figures if f.metric == "dividends_per_share"]


# --- the value column: "Detail" heads the document's amounts ----------------------------


def test_a_detail_or_particulars_column_holds_the_documents_amounts() -> None:
    for heading in ("Detail", "Details", "Particulars"):
        got = amount_columns_period(("Item", heading), "Key details", "FMG", H1_FY2023)
        assert got == H1_FY2023, heading
    # a column naming a period is read as it names it, not as the document's
    assert amount_columns_period(("Item", "FY2023"), "Key details", "FMG", H1_FY2023) is None


# --- the cell's own unit ------------------------------------------------------------------


def test_a_cell_states_its_own_per_share_unit() -> None:
    cents = cell_per_share("177 US cents")
    assert cents is not None and (cents.unit, cents.currency) == ("cents per share", "USD")
    dollars = cell_per_share("A$0.75 per share")
    assert dollars is not None and dollars.unit == "dollars per share"
    assert parse_cell("A$0.75 per share") is not None
    assert parse_cell("177 US cents per share") is not None
    # a bare dollar amount is a share's only on a row stating an amount a share
    assert cell_per_share("A$0.75") is None
    on_row = cell_per_share("A$0.75", per_share_row=True)
    assert on_row is not None and on_row.unit == "dollars per share"
    assert cell_per_share("A$0.75m", per_share_row=True) is None  # millions, no share's
    assert cell_per_share("50%", per_share_row=True) is None


# --- the row's own period -----------------------------------------------------------------


def test_a_row_naming_an_earlier_period_is_that_periods() -> None:
    column = Period(2024, "H1")
    label = "Same payment a year earlier (December 2022 half)"
    assert notice_row_period(label, column, "BHP", column) == H1_FY2023
    assert notice_row_period("Share of profit then", column, "BHP", column) is None
    assert notice_row_period("Prior corresponding period", column, "BHP", column) is None
    assert notice_row_period("Amount per share", column, "BHP", column) == column


# --- the kind from the heading ------------------------------------------------------------


def test_the_heading_names_the_kind_of_the_amount_a_share() -> None:
    text = _notice(
        "INTERIM DIVIDEND: PAYMENT AND PLAN DETAILS",
        [("Amount determined per ordinary share", "A$0.75")],
    )
    (table,) = parse_tables(text)
    assert table.heading == "INTERIM DIVIDEND: PAYMENT AND PLAN DETAILS"
    (got,) = _dividends(text)
    assert (got.value, got.unit, got.currency) == (0.75, "dollars per share", "AUD")
    assert (got.dividend_kind, got.period) == ("interim", H1_FY2023)
    text = _notice("Final dividend - key details", [("Amount per share", "100 A cents")])
    (got,) = _dividends(text, Period(2023))
    assert (got.value, got.dividend_kind, got.period) == (100.0, "final", Period(2023))


def test_no_dividend_heading_reads_no_dividend() -> None:
    rows = [("Amount determined per ordinary share", "A$0.75")]
    assert [f.value for f in _dividends(_notice("Interim dividend notice", rows))] == [0.75]
    assert _dividends(_notice("Key details", rows)) == []


def test_the_nearest_heading_above_names_the_kind() -> None:
    def text(far: str, near: str) -> str:
        return (
            f"{far}\n\nThe board met in February.\n\n{near}\n\n"
            "Table: Key details\n| Item | Detail |\n| Amount per ordinary share | A$0.75 |"
        )

    got = _dividends(text("Capital management", "Interim dividend"))
    assert [(f.value, f.dividend_kind) for f in got] == [(0.75, "interim")]
    assert _dividends(text("Interim dividend", "Capital return notice")) == []


# --- the neighbours -----------------------------------------------------------------------


def test_what_sits_beside_the_amount_is_never_the_dividend() -> None:
    heading = "Interim dividend: payment details"
    amount = ("Amount determined per ordinary share", "A$0.75")
    for label, cell in (
        ("Franked amount per share", "A$0.75"),
        ("Unfranked amount per share", "Nil"),
        ("Record date", "31 December 2022"),
        ("DRP issue price per share", "A$1.00"),
        ("Amount per share in US dollars (equivalent)", "US$0.50"),
        ("Amount per share, prior corresponding period", "A$0.86"),
        ("Portion of the half's profit per share paid out", "75%"),
    ):
        got = _dividends(_notice(heading, [amount, (label, cell)]))
        assert [(f.span.row, f.value) for f in got] == [(amount[0], 0.75)], label


def test_a_comparative_row_is_never_the_current_dividend() -> None:
    text = _notice(
        "Interim dividend: payment details",
        [
            ("Amount determined per ordinary share", "A$0.75"),
            ("Same amount a year earlier (December 2021 half)", "A$0.86"),
            ("Amount per share then", "A$0.86"),
        ],
    )
    got = _dividends(text)
    assert [(f.value, f.period) for f in got] == [(0.75, H1_FY2023)]
    figures = extract_figures(text, DocContext("FMG", H1_FY2023))
    assert all(f.period != H1_FY2023 for f in figures if f.value == 0.86)


# --- the verifier reads the same ------------------------------------------------------------


def test_the_verifier_confirms_the_amount_under_the_heading() -> None:
    text = _notice(
        "Interim dividend: payment details", [("Amount determined per ordinary share", "A$0.75")]
    )
    head = "- Fortescue (FMG), H1 FY2023 (half year to 31 December 2022) — "
    doc = {"company": "FMG", "fiscal_year": "H1 FY2023", "text": text}

    def verified(line: str) -> bool:
        ((claim, _),) = claims_from_text(line, [doc])
        return verify(claim, text, DocContext("FMG", H1_FY2023)).supported

    assert verified(f"{head}interim dividend per share: A$0.75 per share [1]")
    assert not verified(f"{head}final dividend per share: A$0.75 per share [1]")


def test_a_dollar_cell_of_a_dividend_is_a_shares_under_any_title_unit() -> None:
    # the title's "US$ millions" is the page's other tables' unit, not a dividend's
    text = (
        "Table: Dividends (US$ millions)\n| | Amount per security |\n"
        "| Final dividend (determined after year end) | A$0.89 |"
    )
    figures = extract_figures(text, DocContext("FMG", Period(2024)))
    got = [(f.value, f.unit, f.currency, f.dividend_kind) for f in figures]
    assert got == [(0.89, "dollars per share", "AUD", "final")]
    doc = {"company": "FMG", "fiscal_year": "FY2024", "text": text}
    head = "- Fortescue (FMG), FY2024 (year to 30 June 2024) — "

    def verified(line: str) -> bool:
        ((claim, _),) = claims_from_text(line, [doc])
        return verify(claim, text, DocContext("FMG", Period(2024))).supported

    assert verified(f"{head}final dividend per share: A$0.89 per share [1]")
    assert not verified(f"{head}interim dividend per share: A$0.89 per share [1]")


# --- the question ---------------------------------------------------------------------------


def test_paying_per_share_for_a_december_half_asks_the_interim_dividend() -> None:
    request = read_question(
        "How much per share is Fortescue paying for the six months to 31 December 2022?"
    )
    assert request.metrics == ("dividends_per_share",)
    assert (request.dividend_kind, request.period_kind) == ("interim", "H1")
    request = read_question("How much is Fortescue paying per share for FY2023?")
    assert request.metrics == ("dividends_per_share",)
    assert request.dividend_kind is None  # a year's payments: no kind assumed
    request = read_question(
        "What were Fortescue's earnings per share for the first half of FY2023?"
    )
    assert request.dividend_kind is None  # a half's earnings a share are no dividend
