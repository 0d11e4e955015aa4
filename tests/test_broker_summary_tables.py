"""Broker-style summary tables: "1H24A" columns, a worded change column, rows bracketing
only a scale under a title naming the currency, and cells printing their own "b"/"m".

Tables and numbers are invented for these tests.
"""

from __future__ import annotations

from mines.figures.extract import DocContext, extract_figures
from mines.figures.model import Figure, Period
from mines.figures.table_cells import scaled_row_money
from mines.figures.tables import Table, render_table
from tests.test_text_tables import by_row, figures_of

_BROKER = (
    "Half-year snapshot (US$ unless stated)\n"
    "\n"
    "                              1H24A    1H23A    1H25E      vs pcp\n"
    "Sales revenue (bn)             12.4     11.9     13.0     up 4%\n"
    "Net profit after tax (bn)      2.05     2.07     2.20     about flat\n"
    "Capital expenditure (m)         880      440      900     doubled\n"
    "Ore shipped (Mt)               41.2     40.8     42.0     flat\n"
)


def _one(figures: list[Figure], words: str, label: str) -> Figure:
    return by_row(figures, words)[label]


def test_actual_half_columns_and_a_worded_change_column_are_read() -> None:
    figures = figures_of(_BROKER, "RIO", Period(2024, "H1"))
    sales = _one(figures, "Sales revenue", "H1 FY2024")
    assert (sales.value, sales.scale, sales.currency) == (12.4, 1e9, "USD")
    prior = _one(figures, "Net profit after tax", "H1 FY2023")
    assert (prior.value, prior.scale, prior.currency) == (2.07, 1e9, "USD")
    capex = _one(figures, "Capital expenditure", "H1 FY2024")
    assert (capex.value, capex.scale, capex.currency) == (880.0, 1e6, "USD")
    shipped = _one(figures, "Ore shipped", "H1 FY2023")
    assert (shipped.value, shipped.unit) == (40.8, "Mt")


def test_forecast_and_change_columns_state_no_figure() -> None:
    figures = figures_of(_BROKER, "RIO", Period(2024, "H1"))
    assert {f.period.label for f in figures} == {"H1 FY2024", "H1 FY2023"}
    assert not any(f.value in (13.0, 2.2, 900.0, 42.0, 4.0) for f in figures)


def test_cells_printing_billions_and_millions_make_a_table() -> None:
    text = (
        "Group results (A$)\n"
        "\n"
        "                         2024     2023      2022\n"
        "Revenue                  5.2b    4.75b    3,980m\n"
        "Underlying EBITDA        2.1b        –      905m\n"
    )
    figures = figures_of(text, "NST", Period(2024))
    revenue = by_row(figures, "Revenue")
    assert (revenue["FY2024"].value, revenue["FY2024"].scale) == (5.2, 1e9)
    assert (revenue["FY2022"].value, revenue["FY2022"].scale) == (3980.0, 1e6)
    assert revenue["FY2023"].currency == "AUD"
    assert set(by_row(figures, "EBITDA")) == {"FY2024", "FY2022"}


def test_a_bracketed_scale_needs_exactly_one_currency_in_the_table() -> None:
    assert scaled_row_money("Revenue (bn)", ("Summary (A$ unless stated)",), "MIN") is not None
    assert scaled_row_money("Revenue (bn)", ("Summary",), "MIN") is None
    assert scaled_row_money("Revenue (bn)", ("US$ and A$ as marked", ""), "MIN") is None
    assert scaled_row_money("Revenue", ("Summary (US$)",), "MIN") is None
    unit = scaled_row_money("Growth capital (m)", ("Investment", "Australian dollars"), "RIO")
    assert unit is not None and (unit.scale, unit.currency) == (1e6, "AUD")


def test_a_lettered_footnote_is_no_scale() -> None:
    notes = ("Revenue (a)", "Underlying EBITDA (b)")
    assert scaled_row_money("Underlying EBITDA (b)", ("Summary (US$)",), "RIO", notes) is None
    alone = scaled_row_money("Underlying EBITDA (b)", ("Summary (US$)",), "RIO", notes[1:])
    assert alone is not None and alone.scale == 1e9


def test_a_page_naming_only_its_currency_gives_it_to_cells_with_a_scale() -> None:
    from mines.ingest.page_units import page_currency, with_declared_unit
    from mines.text_reading import text_items

    assert page_currency("Years to 30 June. All amounts in US dollars; k = thousand.")
    assert page_currency("Revenue was 4.1b in US dollars.") is None
    text = (
        "Results\n"
        "\n"
        "                   2024      2023\n"
        "Revenue            3.3b    2,950m\n"
        "Statutory NPAT      410       388\n"
    )
    page = text_items(None, text.split("\n"))
    (table,) = [t for t in page.items if isinstance(t, Table)]
    table = with_declared_unit(table, page_currency("Money in Australian dollars"))
    figures = extract_figures(render_table(table), DocContext("NST", Period(2024)))
    revenue = {f.period.label: (f.value, f.scale, f.currency) for f in figures if f.value > 2}
    assert revenue == {"FY2024": (3.3, 1e9, "AUD"), "FY2023": (2950.0, 1e6, "AUD")}
    # a bare cell under a currency with no scale states no amount that can be told
    assert not any(f.value in (410.0, 388.0) for f in figures)


def test_row_and_cell_scales_under_a_worded_currency_are_verified() -> None:
    from tests.support.offline_answer import answer, cited_doc

    text = (
        "Table: Headline numbers (US$ unless stated)\n"
        "| | 1H24A | 1H23A |\n|---|---|---|\n"
        "| Underlying EBITDA (bn) | 4.4 | 3.9 |\n"
        "| Revenue | 9.1b | 8,720m |\n"
    )
    doc = cited_doc(text, "FMG", "H1 FY2024")
    for question, value in (
        ("What was Fortescue's underlying EBITDA in the first half of FY2023?", "US$3.9 billion"),
        ("What was Fortescue's revenue in the first half of FY2023?", "US$8,720 million"),
    ):
        draft, check = answer(doc, question)
        assert value in draft, (question, draft)
        assert check.verified == 1 and not check.rejected, (question, check)
