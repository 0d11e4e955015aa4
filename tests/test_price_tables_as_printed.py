"""Prices read as printed: where a price table states its period and unit, and what a price is.

* A price table may name its period only above it, in its title or in the section heading
  over it ("| Metal | Unit | Price |"): its one value column is that period's.
* A price is asked by a sum a unit sold ("what did it average per tonne of aluminium
  sold", "how much revenue did it make per tonne shipped"): only a price per unit answers,
  never the year's revenue, the sales volume or a sum worked out from the two.
* A history table prints the unit of a price row apart from its words ("(US$ a dry
  tonne)"): the unit names the price as well as the words do.
* Columns printed two spaces apart in a Markdown file are a table outside a code fence too.

Every figure comes from /work/shared/data/asx_facts_more.csv or asx_facts.csv; the tables
and sentences are written here.
"""

from __future__ import annotations

from typing import Any

import pytest

from mines.figures.asked import asked_measures
from mines.figures.extract import DocContext, extract_figures
from mines.figures.figure_measure import figure_conflicts
from mines.figures.model import Figure, Period
from mines.figures.similarity import MATCH_THRESHOLD, match_score
from mines.figures.tables import TABLE_PREFIX, Table, render_table
from mines.text_reading import text_items
from tests.support.offline_answer import answer, cited_doc


def _figures(text: str, company: str, year: int, section: str = "") -> list[Figure]:
    return extract_figures(text, DocContext(company, Period(year), "mine.md", None, section, "c"))


def _answered(doc: dict[str, Any], question: str, value: str) -> bool:
    draft, check = answer(doc, question)
    return (
        value in draft and "not found" not in draft and check.verified >= 1 and not check.rejected
    )


def _unanswered(doc: dict[str, Any], questions: tuple[str, ...], value: str) -> list[str]:
    """The questions not answered from ``doc`` with ``value``, stated and verified."""
    return [q for q in questions if not _answered(doc, q, value)]


# --- 1. a period named only above a price table -------------------------------------------

_GOLD_TITLED = (
    f"{TABLE_PREFIX}Prices our gold fetched, twelve months to 30 June 2023\n"
    "| Metal | Unit | Price |\n| Gold | A$/oz | 2,639 |"
)


def test_a_price_column_takes_the_period_its_title_names() -> None:
    [price] = _figures(_GOLD_TITLED, "NST", 2025)  # a document of another year
    assert price.period == Period(2023)
    assert (price.value, price.unit, price.currency) == (2639, "per ounce", "AUD")
    assert price.label.startswith("average price received for Gold")
    # a title looking ahead names no period reported; two value columns, no one price
    ahead = (
        f"{TABLE_PREFIX}Price outlook, year ending 30 June 2025\n"
        "| Metal | Unit | Price |\n| Gold | A$/oz | 3,922 |"
    )
    assert _figures(ahead, "NST", 2025) == []
    two = (
        f"{TABLE_PREFIX}Gold, year ended 30 June 2023\n| Metal | Price | Margin |\n"
        "| Gold (A$/oz) | 2,639 | 1,766 |"
    )
    assert _figures(two, "NST", 2023) == []


def test_a_price_column_takes_the_period_of_the_section_above_it() -> None:
    table = f"{TABLE_PREFIX}Gold sold\n| Metal | Unit | Price |\n| Gold | A$/oz | 3,922 |"
    [price] = _figures(table, "NST", 2023, section="Year ended 30 June 2025")
    assert price.period == Period(2025)
    assert _figures(table, "NST", 2023) == []  # no period named above it: nothing guessed


def test_a_units_column_beside_a_period_column_makes_the_row_a_price() -> None:
    table = (
        f"{TABLE_PREFIX}Average prices received\n| Metal | Unit | FY25 |\n| Gold | A$/oz | 3,922 |"
    )
    [price] = _figures(table, "NST", 2025)
    assert price.label.startswith("average price received for Gold")
    assert (price.period, price.unit) == (Period(2025), "per ounce")


# --- 2. a price asked is a price -----------------------------------------------------------


def test_a_sum_averaged_per_tonne_sold_is_a_price_not_sales() -> None:
    [asked] = asked_measures("What did Rio Tinto average per tonne of aluminium sold in 2025?")
    assert asked.stated["head"] == frozenset({"price"})
    assert asked.stated["form"] == frozenset({"per_unit"})


def test_revenue_made_per_tonne_shipped_is_one_price_and_no_volume() -> None:
    measures = asked_measures("How much revenue did Fortescue make per tonne shipped in FY2024?")
    assert [m.stated["head"] for m in measures] == [frozenset({"price"})]
    [plain] = asked_measures("How much revenue did Fortescue make in FY2024?")
    assert plain.metric == "revenue" and "form" not in plain.stated


_TOTALS = (
    "Fortescue's revenue for the year to 30 June 2024 was US$18,220 million, "
    "and it shipped 191.6 million tonnes of iron ore."
)


def test_a_price_asked_is_never_answered_by_revenue_or_volume() -> None:
    figures = _figures(_TOTALS, "FMG", 2024)
    for question in (
        "How much revenue did Fortescue make per tonne shipped in FY2024?",
        "What did Fortescue get per tonne of iron ore in FY2024?",
        "What was Fortescue's average selling price per tonne in FY2024?",
    ):
        for asked in asked_measures(question):
            assert all(figure_conflicts(asked, f) for f in figures), question
        draft, check = answer(cited_doc(_TOTALS, "FMG", "FY2024"), question)
        assert "not found" in draft and "18,220 million [1]\n" not in draft, question
        assert "95." not in draft  # no price worked out from revenue over tonnes


# --- 3. a price row of a history table, its unit printed apart ------------------------------

_HISTORY = (
    f"{TABLE_PREFIX}Ten-year record (US$ million unless stated)\n"
    "|  | FY2021 | FY2022 | FY2023 | FY2024 | FY2025 |\n"
    "| Iron ore sold (Mt) | 182.2 | 189 | 192 | 191.6 | n/a |\n"
    "| Hematite sales price (US$ a dmt) | n/a | 99.8 | n/a | 103.01 | 84.79 |\n"
    "| C1 cost (US$ a wmt) | 13.93 | 15.91 | n/a | 18.24 | 17.99 |"
)


def test_the_unit_of_a_price_row_names_it_as_its_words_do() -> None:
    prices = {f.period: f for f in _figures(_HISTORY, "FMG", 2025) if f.unit == "per dmt"}
    assert set(prices) == {Period(2022), Period(2024), Period(2025)}  # n/a states nothing
    [asked] = asked_measures("What was Fortescue's average realised price per dry metric tonne?")
    assert match_score(asked, prices[Period(2022)]) >= MATCH_THRESHOLD


_PRICED = (
    f"{TABLE_PREFIX}Average prices achieved, 2025\n| Product | Unit | Achieved |\n"
    "| Aluminium | US$ per tonne | 3,318 |\n| Copper | US$ per pound | 4.57 |"
)
_CASES = [
    (  # 1. a period named only above the table
        _GOLD_TITLED,
        "NST FY2023 2,639",
        (
            "What average price did Northern Star receive for its gold in FY2023?",
            "What did Northern Star get per ounce of gold in FY2023, in Australian dollars?",
            "What was Northern Star's realised gold price in FY23?",
        ),
        ("What was Northern Star's gold price in US dollars in FY2023?",),
    ),
    (  # 2. a price asked by a sum a unit sold
        _PRICED,
        "RIO FY2025 3,318",
        (
            "What did Rio Tinto average per tonne of aluminium sold in 2025, in US dollars?",
            "What was Rio Tinto's average selling price for aluminium in 2025?",
            "What price did Rio Tinto receive per tonne of aluminium in 2025?",
        ),
        ("What did Rio Tinto average per tonne of aluminium in 2025 in Australian dollars?",),
    ),
    (  # 3. a history table's price, its unit printed apart; no wet tonne, no A$ printed
        _HISTORY,
        "FMG FY2025 99.8",
        (
            "What was Fortescue's average realised price per dry metric tonne in FY22?",
            "What did Fortescue get per dry metric tonne in FY2022?",
            "How much did Fortescue receive per dmt in FY2022, in US dollars?",
        ),
        (
            "What did Fortescue get per wet tonne in FY2022?",
            "What did Fortescue get per dmt in FY2022 in A$?",
        ),
    ),
]


@pytest.mark.parametrize(("text", "where", "asked", "refused"), _CASES)
def test_a_price_as_printed_is_answered_and_verified_and_no_other(
    text: str, where: str, asked: tuple[str, ...], refused: tuple[str, ...]
) -> None:
    company, period, value = where.split()
    doc = cited_doc(text, company, period)
    assert _unanswered(doc, asked, value) == []
    assert _unanswered(doc, refused, value) == list(refused)


# --- 4. aligned columns in Markdown --------------------------------------------------------


def _tables(lines: list[str]) -> list[Table]:
    page = text_items(None, lines, markdown=True)
    return [item for item in page.items if isinstance(item, Table)]


def test_aligned_columns_in_markdown_outside_a_fence_are_a_table() -> None:
    lines = [
        "## What our products fetched",
        "",
        "                                     2025",
        "Aluminium (US$ per tonne)           3,318",
        "Copper (US$ per pound)               4.57",
        "",
        "Copper was firmer over the year.",
    ]
    [table] = _tables(lines)
    assert table.header[1] == "2025"
    figures = _figures(render_table(table), "RIO", 2025)
    by_value = {f.value: f for f in figures}
    assert by_value[3318].period == Period(2025) and by_value[3318].unit == "per tonne"
    assert by_value[4.57].unit == "per pound"
    # a heading or a sentence with two spaces in it is no table
    lines = ["## 2025  2024", "", "Revenue rose.  It was US$18,220 million in FY2024.", ""]
    assert _tables(lines) == []
