"""Tables in a user's own text: aligned columns, pipe tables and one cell per line.

Each table is read as ingestion reads a .txt/.md page (:func:`mines.text_reading.text_items`),
rendered in the canonical table text and its figures extracted. Every number in a cell is a
figure with its row label, the table's title and the column's period, whether or not the
metric registry names the row. Tables and numbers are invented for these tests.
"""

from __future__ import annotations

from mines.figures.column_periods import column_period
from mines.figures.extract import DocContext, extract_figures
from mines.figures.model import Figure, Period
from mines.figures.tables import Table, render_table
from mines.text_reading import text_items


def tables_of(text: str, markdown: bool = False) -> list[Table]:
    page = text_items(None, text.split("\n"), markdown=markdown)
    return [item for item in page.items if isinstance(item, Table)]


def figures_of(text: str, company: str, period: Period, markdown: bool = False) -> list[Figure]:
    ctx = DocContext(company, period, "user.txt", None, "", "c-9")
    out: list[Figure] = []
    for table in tables_of(text, markdown):
        out.extend(extract_figures(render_table(table), ctx))
    return out


def by_row(figures: list[Figure], words: str) -> dict[str, Figure]:
    """Period label -> figure, for the rows whose label holds ``words``."""
    return {f.period.label: f for f in figures if words in (f.span.row or "")}


def test_one_period_column_under_an_indented_header_is_a_table() -> None:
    text = (
        "Operating margin by business line (A$ billion)\n"
        "\n"
        "                             FY22\n"
        "Haulage business              2.6\n"
        "Crushing services business   0.715\n"
    )
    figures = figures_of(text, "MIN", Period(2022))
    assert len(figures) == 2
    haulage = by_row(figures, "Haulage")["FY2022"]
    assert (haulage.value, haulage.scale, haulage.currency) == (2.6, 1e9, "AUD")
    assert "Operating margin by business line" in haulage.label
    assert "Haulage business" in haulage.label


def test_first_half_columns_of_a_calendar_year_company() -> None:
    text = (
        "Six-month summary (US$ millions)\n"
        "\n"
        "                                First half 2022    First half 2021\n"
        "Goods sold to customers                 1,210              1,105\n"
        "Interim payout (US cents)                 88.5               101\n"
    )
    figures = figures_of(text, "RIO", Period(2022, "H1"))
    goods = by_row(figures, "Goods sold")
    assert goods["H1 FY2022"].value == 1210 and goods["H1 FY2021"].value == 1105
    payout = by_row(figures, "Interim payout")["H1 FY2021"]
    assert (payout.value, payout.unit) == (101, "cents per share")


def test_units_column_gives_each_row_its_unit() -> None:
    text = (
        "Output by product\n"
        "| Product | Unit | 2022 | 2021 |\n"
        "|---|---|---|---|\n"
        "| Rock quarried | Mt | 12.5 | 11.0 |\n"
        "| Refined metal | kt | 1,804 | - |\n"
    )
    figures = figures_of(text, "RIO", Period(2022), markdown=True)
    rock = by_row(figures, "Rock quarried")
    assert (rock["FY2022"].value, rock["FY2022"].unit, rock["FY2021"].value) == (12.5, "Mt", 11.0)
    metal = by_row(figures, "Refined metal")
    assert set(metal) == {"FY2022"}  # the dash states nothing
    assert (metal["FY2022"].value, metal["FY2022"].scale) == (1804, 1e3)


def test_cells_without_any_unit_are_plain_numbers() -> None:
    text = (
        "People and safety\n"
        "| | FY22 | FY21 |\n"
        "|---|---|---|\n"
        "| Employees at year end | 4,120 | 3,987 |\n"
        "| Lost time injuries per million hours | 1.2 | 1.5 |\n"
    )
    figures = figures_of(text, "NST", Period(2022), markdown=True)
    staff = by_row(figures, "Employees")
    assert staff["FY2022"].value == 4120 and staff["FY2021"].value == 3987
    assert staff["FY2022"].unit == "number" and staff["FY2022"].currency is None
    assert by_row(figures, "Lost time")["FY2021"].value == 1.5


def test_a_scale_with_no_currency_states_nothing() -> None:
    text = "Totals (millions)\n| | 2022 | 2021 |\n|---|---|---|\n| Something large | 40 | 41 |\n"
    assert figures_of(text, "NST", Period(2022), markdown=True) == []


def test_row_units_when_the_title_has_none() -> None:
    text = (
        "Key numbers\n"
        "\n"
        "                                   FY22       FY21\n"
        "Ore milled (Mt)                     8.1        7.9\n"
        "Head grade (g/t)                    2.3        2.1\n"
        "Recovery (%)                       91.5       90.2\n"
    )
    figures = figures_of(text, "NST", Period(2022))
    assert by_row(figures, "Ore milled")["FY2022"].unit == "Mt"
    assert by_row(figures, "Recovery")["FY2021"].unit == "%"
    assert by_row(figures, "Head grade")["FY2022"].value == 2.3


def test_brackets_dashes_footnotes_and_separators() -> None:
    text = (
        "Cash summary (A$M)\n"
        "\n"
        "                                 FY22       FY21\n"
        "Cash used in investing          (1,234)      (987)\n"
        "Special payment                    n/a        12.5*\n"
        "Borrowings repaid                  –           3.4(a)\n"
    )
    figures = figures_of(text, "MIN", Period(2022))
    assert by_row(figures, "investing")["FY2022"].value == -1234
    special = by_row(figures, "Special payment")
    assert set(special) == {"FY2021"} and special["FY2021"].value == 12.5
    assert set(by_row(figures, "Borrowings repaid")) == {"FY2021"}


def test_growth_spending_is_not_a_change_row() -> None:
    text = (
        "Spending (US$M)\n| | 2022 | 2021 |\n|---|---|---|\n"
        "| Cash left after growth capital | 700 | 650 |\n| Sales growth | 4.0 | 2.0 |\n"
    )
    figures = figures_of(text, "RIO", Period(2022), markdown=True)
    assert by_row(figures, "growth capital")["FY2022"].value == 700
    assert by_row(figures, "Sales growth") == {}


def test_five_year_summary_reads_every_column() -> None:
    text = (
        "Ten-line record (US$ millions)\n"
        "\n"
        "                     2022     2021     2020     2019     2018\n"
        "Gross takings       1,100    1,000      900      800      700\n"
    )
    figures = figures_of(text, "RIO", Period(2022))
    takings = by_row(figures, "Gross takings")
    assert {p: f.value for p, f in takings.items()} == {
        "FY2022": 1100,
        "FY2021": 1000,
        "FY2020": 900,
        "FY2019": 800,
        "FY2018": 700,
    }


def test_per_wet_and_dry_tonne_are_units() -> None:
    text = (
        "Unit economics\n| | FY22 | FY21 |\n|---|---|---|\n"
        "| Haul cost (US$ per wet tonne) | 9.10 | 8.20 |\n"
        "| Price realised (US$ per dry tonne) | 101 | 120 |\n"
    )
    figures = figures_of(text, "FMG", Period(2022), markdown=True)
    assert by_row(figures, "Haul cost")["FY2022"].unit == "per wmt"
    assert by_row(figures, "Price realised")["FY2021"].unit == "per dmt"


def test_markdown_emphasis_is_not_part_of_the_title() -> None:
    text = "**Trading summary (A$M)**\n\n| | FY22 | FY21 |\n|---|---|---|\n| Takings | 5 | 4 |\n"
    (table,) = tables_of(text, markdown=True)
    assert table.title == "Trading summary (A$M)"


def test_half_and_full_year_column_headers() -> None:
    rio_half, june_half = Period(2022, "H1"), Period(2022, "H1")
    assert column_period("Second half 2021", "RIO", Period(2022)) == Period(2021, "H2")
    assert column_period("Half-year to Dec 2021", "RIO", Period(2022)) == Period(2021, "H2")
    assert column_period("six months to 30 June 2022", "RIO", rio_half) == Period(2022, "H1")
    assert column_period("Full year 2021", "RIO", rio_half) == Period(2021)
    # A June-year company's half to December is the first half of the next fiscal year.
    assert column_period("Half-year to Dec 2021", "BHP", june_half) == Period(2022, "H1")
    assert column_period("H1 FY21", "BHP", june_half) == Period(2021, "H1")
    assert column_period("Second half 2021", "BHP", Period(2022)) is None


def test_rows_under_a_subheading_continue_the_periods_of_the_table_above() -> None:
    text = (
        "Key numbers\n"
        "\n"
        "Twelve months to June            2023        2022      Change\n"
        "Sales                          53,817      65,098        (17)\n"
        "\n"
        "Returns to holders\n"
        "  Half-time payout (US cents)       90         150\n"
        "  Closing payout (US cents)         80         175\n"
    )
    figures = figures_of(text, "BHP", Period(2023))
    closing = by_row(figures, "Closing payout")
    assert {k: f.value for k, f in closing.items()} == {"FY2023": 80, "FY2022": 175}
    assert "Returns to holders" in closing["FY2023"].label


def test_rows_far_below_a_table_or_wider_than_its_periods_take_no_headings() -> None:
    far = (
        "Twelve months to June            2023        2022\n"
        "Sales                          53,817      65,098\n"
        "\n"
        "The board met twice during the period under review.\n"
        "It resolved to keep the policy settings unchanged for now.\n"
        "A third line of commentary comes here as well.\n"
        "  Half-time payout (US cents)       90         150\n"
    )
    assert len(tables_of(far)) == 1
    change = (
        "Twelve months to June            2023      Change\n"
        "Sales                          53,817        (17)\n"
        "\n"
        "  Half-time payout (US cents)       90         150\n"
    )
    assert len(tables_of(change)) == 1  # the second column above is a change, not a period


def test_a_row_label_wrapped_over_two_lines_keeps_its_row_and_the_rows_after_it() -> None:
    text = (
        "Headline numbers\n"
        "Six months to 30 June                  2024        2023     Change\n"
        "Takings from customers (US$ millions)  26,802      26,667       1 %\n"
        "Cash brought in by day-to-day trading\n"
        "(US$ millions)                          7,056       6,975       1 %\n"
        "Cash left after investing (US$ millions) 2,843      3,769     (25) %\n"
    )
    figures = figures_of(text, "RIO", Period(2024, "H1"))
    trading = by_row(figures, "Cash brought in by day-to-day trading")
    assert {k: f.value for k, f in trading.items()} == {"H1 FY2024": 7056, "H1 FY2023": 6975}
    left = by_row(figures, "Cash left after investing")
    assert {k: f.value for k, f in left.items()} == {"H1 FY2024": 2843, "H1 FY2023": 3769}
