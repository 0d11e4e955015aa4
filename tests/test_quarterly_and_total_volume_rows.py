"""Volume rows of a quarterly report's columns and a company's total row.

- A quarterly report printed in aligned columns headed "Jun Q", "Mar Q" (a month and a
  bare "Q"), then the half and the years to date, is a table: a month with "Q" names a
  quarter, and beside the June quarter a June-year company's "YTD FY25" is the whole year.
- "| Company total |" under a title naming iron ore shipped across every hub is the
  company's iron ore shipments, as "| Total |" is.

Figures are Fortescue's shipments (FY25, FY24, the December 2024 half) and Mineral
Resources' iron ore shipped (FY21-FY23) from the shared fact tables; layouts are our own.
"""

from __future__ import annotations

from mines.figures.column_periods import column_periods
from mines.figures.model import Period
from mines.text_cells import is_header_cell
from tests.support.offline_answer import answers_with, table_text

_QUARTERLY = (
    "Fortescue Ltd | Quarterly report | three months ended 30 June 2025\n\n"
    "Shipping summary\n\n"
    "                       Jun Q   Mar Q   1H FY25   YTD FY25   YTD FY24\n"
    "Ore shipped (Mt)           -       -      97.1      198.4      191.6\n"
)


def test_a_month_and_a_bare_q_is_a_quarter() -> None:
    assert is_header_cell("Jun Q") and is_header_cell("Sep Q")
    assert not is_header_cell("Mar Quality")
    periods = column_periods(["Jun Q", "YTD FY25", "YTD FY24"], "FMG", Period(2025))
    assert periods == [None, Period(2025), Period(2024)]


def test_year_to_date_beside_the_june_quarter_is_the_year() -> None:
    from mines.text_reading import text_items

    page = text_items(1, _QUARTERLY.split("\n"))
    assert any(getattr(item, "header", None) for item in page.items)  # read as a table


def test_a_company_total_row_is_the_companys_volume() -> None:
    text = table_text(
        "Iron ore shipped across all hubs (Mt, wet)",
        ["", "FY21", "FY22", "FY23"],
        [["Company total", "17.3", "19.2", "17.5"]],
    )
    asked = "How much iron ore did Mineral Resources ship in FY2023?"
    assert answers_with(text, "MIN", "FY2023", asked, "17.5")
