"""Broker-style summary tables: "1H24A" columns, a worded change column, rows bracketing
only a scale under a title naming the currency, and cells printing their own "b"/"m".

The tables are our own; every figure in them is one of /work/shared/data/asx_facts*.csv:
Mineral Resources' 1H25 and 1H24 revenue, underlying EBITDA and iron ore shipments (1H24 as
its 1H25 release states them) with the changes that release states, Northern Star's full-year
revenue, underlying EBITDA and statutory profit, and Rio Tinto's first-half underlying EBITDA
and revenue. The data holds no forecasts: an estimate column carries the company's actual
figure for a later period, which only a refusal reads.
"""

from __future__ import annotations

from mines.figures.extract import DocContext, extract_figures
from mines.figures.model import Figure, Period
from mines.figures.table_cells import scaled_row_money
from mines.figures.tables import Table, render_table
from tests.test_text_tables import by_row, figures_of

# Mineral Resources: revenue A$2,290m (1H24 A$2,515m), underlying EBITDA A$302m (1H24 A$675m),
# iron ore shipped 9.7 Mt (1H24 8.7 Mt); the "1H26E" column carries its FY25 revenue (A$4.45bn)
# and underlying EBITDA (A$901m) and Onslow Iron's FY25 shipments (14 Mt)
_BROKER = (
    "Half-year snapshot (A$ unless stated)\n"
    "\n"
    "                              1H25A    1H24A    1H26E      vs pcp\n"
    "Sales revenue (bn)             2.29    2.515     4.45     down 9%\n"
    "Underlying EBITDA (m)           302      675      901     down 55%\n"
    "Ore shipped (Mt)                9.7      8.7       14     up 11%\n"
)


def _one(figures: list[Figure], words: str, label: str) -> Figure:
    return by_row(figures, words)[label]


def test_actual_half_columns_and_a_worded_change_column_are_read() -> None:
    figures = figures_of(_BROKER, "MIN", Period(2025, "H1"))
    sales = _one(figures, "Sales revenue", "H1 FY2025")
    assert (sales.value, sales.scale, sales.currency) == (2.29, 1e9, "AUD")
    prior = _one(figures, "Sales revenue", "H1 FY2024")
    assert (prior.value, prior.scale, prior.currency) == (2.515, 1e9, "AUD")
    ebitda = _one(figures, "Underlying EBITDA", "H1 FY2025")
    assert (ebitda.value, ebitda.scale, ebitda.currency) == (302.0, 1e6, "AUD")
    shipped = _one(figures, "Ore shipped", "H1 FY2024")
    assert (shipped.value, shipped.unit) == (8.7, "Mt")


def test_forecast_and_change_columns_state_no_figure() -> None:
    figures = figures_of(_BROKER, "MIN", Period(2025, "H1"))
    assert {f.period.label for f in figures} == {"H1 FY2025", "H1 FY2024"}
    assert not any(f.value in (4.45, 901.0, 14.0, 9.0, 55.0, 11.0) for f in figures)


def test_cells_printing_billions_and_millions_make_a_table() -> None:
    text = (
        "Group results (A$)\n"
        "\n"
        "                         2024     2023      2022\n"
        "Revenue                 4.92b   4,131m    3,735m\n"
        "Underlying EBITDA       2.19b        –    1,517m\n"
    )
    # Northern Star's revenue and underlying EBITDA (the data has no FY23 EBITDA)
    figures = figures_of(text, "NST", Period(2024))
    revenue = by_row(figures, "Revenue")
    assert (revenue["FY2024"].value, revenue["FY2024"].scale) == (4.92, 1e9)
    assert (revenue["FY2022"].value, revenue["FY2022"].scale) == (3735.0, 1e6)
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
        "Revenue           4.92b    4,131m\n"
        "Statutory NPAT      639       585\n"
    )
    page = text_items(None, text.split("\n"))
    (table,) = [t for t in page.items if isinstance(t, Table)]
    table = with_declared_unit(table, page_currency("Money in Australian dollars"))
    figures = extract_figures(render_table(table), DocContext("NST", Period(2024)))
    revenue = {f.period.label: (f.value, f.scale, f.currency) for f in figures if f.value > 2}
    assert revenue == {"FY2024": (4.92, 1e9, "AUD"), "FY2023": (4131.0, 1e6, "AUD")}
    # a bare cell under a currency with no scale states no amount that can be told
    assert not any(f.value in (639.0, 585.0) for f in figures)


def test_row_and_cell_scales_under_a_worded_currency_are_verified() -> None:
    from tests.support.offline_answer import answer, cited_doc

    text = (
        "Table: Headline numbers (US$ unless stated)\n"
        "| | 1H24A | 1H23A |\n|---|---|---|\n"
        "| Underlying EBITDA (bn) | 12.1 | 11.7 |\n"
        "| Revenue | 26,802m | 26,667m |\n"
    )
    # Rio Tinto's first-half underlying EBITDA (US$12.1bn, US$11.7bn) and revenue (US$m)
    doc = cited_doc(text, "RIO", "H1 FY2024")
    for question, value in (
        ("What was Rio Tinto's underlying EBITDA in the first half of 2023?", "US$11.7 billion"),
        ("What was Rio Tinto's revenue in the first half of 2023?", "US$26,667 million"),
    ):
        draft, check = answer(doc, question)
        assert value in draft, (question, draft)
        assert check.verified == 1 and not check.rejected, (question, check)
