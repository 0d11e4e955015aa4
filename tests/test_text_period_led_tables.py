"""A plain-text dividend history printed with the years down the side and the payments
across ("Year   Interim   Final   Total" over "FY24   15   25   40") is read as a table,
turned so each year is a column: each payment's figure keeps its own kind and year.

A units column printing each row's unit ("A$" for some years, "cents" for others) is folded
into that row's amounts rather than read as a payment.

Figures: Northern Star's dividends (shared facts table), cents a share: FY2024 interim 15,
final 25, total 40; FY2023 interim 11, final 15.5, total 26.5. Fortescue's FY2024 total
A$1.97 and FY2023 total 175 cents.
"""

from __future__ import annotations

from mines.figures.draft_claims import Claim
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.printed_dividends import bare_kind, is_dividend_label
from mines.figures.tables import Table, render_table
from mines.figures.verify import verify
from mines.text_reading import text_items

NST_LINES = [
    "Northern Star Resources | Returns to shareholders",
    "",
    "Cents per share, financial years to 30 June",
    "Year        Interim      Final      Total",
    "FY24             15         25         40",
    "FY23             11       15.5       26.5",
    "",
    "Dividends were paid in cash.",
]
CTX = DocContext("NST", Period(2024, "FY"), "returns.txt", None, "", "c-1")


def _tables(lines: list[str]) -> list[Table]:
    return [t for t in text_items(None, lines).items if isinstance(t, Table)]


def test_years_down_the_side_make_one_table() -> None:
    (table,) = _tables(NST_LINES)
    assert table.header == ("Year", "Interim", "Final", "Total")
    assert table.rows == (("FY24", "15", "25", "40"), ("FY23", "11", "15.5", "26.5"))
    assert table.title == "Cents per share, financial years to 30 June"


def test_each_payment_keeps_its_kind_and_year() -> None:
    (table,) = _tables(NST_LINES)
    got = {
        (f.period.label, f.value, f.dividend_kind)
        for f in extract_figures(render_table(table), CTX)
        if f.dividend_kind is not None
    }
    assert ("FY2024", 15.0, "interim") in got
    assert ("FY2024", 25.0, "final") in got
    assert ("FY2023", 15.5, "final") in got
    assert ("FY2023", 26.5, "total") in got
    assert not any(kind == "interim" and value in (25.0, 40.0) for _, value, kind in got)


def test_a_total_alone_a_share_is_no_dividend() -> None:
    assert bare_kind("Total", "US cents per share", ("Basic", "Total")) is None
    assert bare_kind("Total", "US cents per share", ("Interim", "Final", "Total")) == "total"
    assert bare_kind("Final", "Amounts a share") == "final"
    assert bare_kind("Interim", "Underlying EBITDA (US$M)") is None  # no amount a share


def test_a_units_column_goes_to_its_rows_amounts() -> None:
    lines = [
        "Fortescue | Dividends",
        "Year     Paid in     Total",
        "FY24          A$      1.97",
        "FY23       cents       175",
    ]
    (table,) = _tables(lines)
    assert table.header == ("Year", "Total")
    assert table.rows == (("FY24", "A$1.97"), ("FY23", "175 cents"))


def test_a_names_line_over_prose_is_no_table() -> None:
    lines = ["Year     Interim   Final", "The board declared a final dividend in August."]
    assert _tables(lines) == []


def test_the_verifier_takes_the_total_beside_its_payments() -> None:
    (table,) = _tables(NST_LINES)
    claim = Claim(
        company="NST",
        metric="dividends_per_share",
        period=Period(2024),
        value=40,
        scale=1.0,
        unit="cents per share",
        dividend_kind="total",
        label="total dividends per share",
    )
    verdict = verify(claim, render_table(table), CTX)
    assert verdict.supported, verdict.reason


FMG_LINES = [
    "Cash handouts to shareholders by financial year",
    "Year      Amount a share in     Paid at the half     Year-end payment     Full year",
    "FY24           A$                 1.08                 0.89          1.97",
    "FY23        cents                   75                  100           175",
]
FMG_CTX = DocContext("FMG", Period(2025, "FY"), "returns.txt", None, "", "c-2")


def test_payments_to_holders_a_share_are_dividends_of_their_kinds() -> None:
    (table,) = _tables(FMG_LINES)
    assert table.title.endswith("(Amount a share in)")  # the units column's heading kept
    got = {
        (f.period.label, f.value, f.dividend_kind)
        for f in extract_figures(render_table(table), FMG_CTX)
        if f.dividend_kind is not None
    }
    assert {k for *_, k in got} == {"interim", "final", "total"}
    assert ("FY2023", 100.0, "final") in got
    assert ("FY2023", 175.0, "total") in got
    assert ("FY2023", 75.0, "interim") in got


def test_payment_words_name_a_dividend_only_a_share() -> None:
    assert is_dividend_label("Payments to shareholders (cents per share)")
    assert is_dividend_label("Cash handouts, A$ a share")
    assert not is_dividend_label("Payments to suppliers and employees")
    assert not is_dividend_label("Payments to shareholders (A$ million)")
