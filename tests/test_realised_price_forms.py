"""Realised prices in the forms reports print them: a price table whose rows carry their
unit ("Copper (US cents per pound)"), a sentence that names what was sold and a price verb
("Hematite sold for an average of ..."). Cents a pound are a price, never cents a share; a
cost table is never read as prices; a price never answers revenue. Figures from
/work/shared/data/asx_facts_more.csv."""

from __future__ import annotations

from typing import Any

import pytest

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.quantities import declared_unit
from mines.numbers import find_figures
from tests.support.offline_answer import answer as _answer
from tests.support.offline_answer import cited_doc as _doc

_PRICE_TABLE = (
    "Table: Rio Tinto 2025 results, commodity prices\n"
    "| Average prices achieved | 2025 |\n"
    "| Pilbara iron ore (US$ per dry metric tonne) | 90 |\n"
    "| Copper (US cents per pound) | 457 |\n"
    "| Aluminium (US$ per tonne) | 3,318 |\n"
)


@pytest.mark.parametrize(
    ("text", "unit", "currency"),
    [
        ("Copper came in at 457 US cents per pound.", "cents per pound", "USD"),
        ("It averaged 457 cents a pound.", "cents per pound", None),
        ("The copper price was 457c/lb.", None, None),  # "c" alone stays undecided below
    ],
)
def test_cents_a_pound_is_a_price_unit_never_cents_a_share(
    text: str, unit: str | None, currency: str | None
) -> None:
    (num,) = find_figures(text)
    assert num.unit != "cents per share" or unit is None
    if unit is not None:
        assert (num.unit, num.currency) == (unit, currency)


def test_cents_a_share_is_still_cents_a_share() -> None:
    (num,) = find_figures("A final dividend of 146 US cents per share.")
    assert num.unit == "cents per share"


@pytest.mark.parametrize(
    ("label", "unit"),
    [
        ("Copper (US cents per pound)", "cents per pound"),
        ("Copper (US cents/lb)", "cents per pound"),
        ("Gold (A cents per ounce)", "cents per ounce"),
    ],
)
def test_a_row_label_in_cents_a_unit_declares_a_price_unit(label: str, unit: str) -> None:
    declared = declared_unit(label, "RIO")
    assert declared is not None
    assert (declared.kind, declared.unit) == ("unit_cost", unit)


def _figures(text: str, company: str, period: str = "FY2025") -> list[Any]:
    return extract_figures(text, DocContext(company=company, period=Period.parse_label(period)))


def test_rows_of_a_price_table_are_prices_of_their_commodity_in_their_unit() -> None:
    figs = {f.value: f for f in _figures(_PRICE_TABLE, "RIO")}
    copper, ore, aluminium = figs[457], figs[90], figs[3318]
    assert (copper.unit, copper.currency) == ("cents per pound", "USD")
    assert "price" in copper.label and "Copper" in copper.label
    assert "Pilbara iron ore" in ore.label and ore.unit == "per dmt"
    assert "Aluminium" in aluminium.label


def test_a_cost_table_in_a_unit_is_never_read_as_prices() -> None:
    table = (
        "Table: Aluminium segment, unit costs\n"
        "| Unit costs | 2025 |\n"
        "| Aluminium (US$ per tonne) | 3,318 |\n"
    )
    (fig,) = [f for f in _figures(table, "RIO") if f.value == 3318]
    assert "price" not in fig.label.lower()


def test_a_commodity_sold_for_an_average_names_a_price() -> None:
    (fig,) = _figures("Hematite sold for an average of US$84.79 a dry metric tonne.", "FMG")
    assert "price" in fig.label and "Hematite" in fig.label


@pytest.mark.parametrize(
    ("text", "company", "period", "question", "value"),
    [
        (
            "Hematite sold for an average of US$84.79 a dry metric tonne over the year.",
            "FMG",
            "FY2025",
            "What was Fortescue's average realised price for hematite in FY2025?",
            "84.79",
        ),
        (
            "Across the year its hematite sold for an average of US$103.01 per dmt.",
            "FMG",
            "FY2024",
            "What average price did Fortescue realise for hematite in FY2024?",
            "103.01",
        ),
        (
            "Gold sold for an average of A$2,639 an ounce over the twelve months.",
            "NST",
            "FY2023",
            "What gold price did Northern Star realise in FY2023?",
            "2,639",
        ),
        (
            _PRICE_TABLE,
            "RIO",
            "FY2025",
            "What was Rio's realised copper price in 2025?",
            "457",
        ),
        (
            _PRICE_TABLE,
            "RIO",
            "FY2025",
            "What average aluminium price did Rio achieve in 2025?",
            "3,318",
        ),
        (
            _PRICE_TABLE,
            "RIO",
            "FY2025",
            "What was Rio Tinto's average realised Pilbara iron ore price in 2025?",
            "90",
        ),
    ],
)
def test_a_realised_price_is_answered_and_verified(
    text: str, company: str, period: str, question: str, value: str
) -> None:
    draft, report = _answer(_doc(text, company, period), question)
    assert value in draft and "not found" not in draft.lower(), draft
    assert "per share" not in draft, draft
    assert report.verified >= 1 and not report.rejected, (draft, report)


def test_a_price_never_answers_revenue() -> None:
    draft, _ = _answer(_doc(_PRICE_TABLE, "RIO", "FY2025"), "What was Rio Tinto's revenue in 2025?")
    assert "3,318" not in draft and "457" not in draft, draft


@pytest.mark.parametrize(
    ("text", "unit"),
    [
        ("Each ounce the company sold in the year received A$2,639.", "per ounce"),
        ("Every dry metric tonne it shipped fetched, on average, US$84.79.", "per dmt"),
        ("Each share received a dividend of A$1.10 and capital spending was A$1.2bn.", None),
    ],
)
def test_each_unit_sold_as_the_subject_is_what_the_price_is_per(
    text: str, unit: str | None
) -> None:
    assert find_figures(text)[0].unit == unit


def test_a_price_per_unit_named_by_its_subject_is_answered_and_verified() -> None:
    text = "Every ounce sold over the twelve months brought in, on average, A$2,639."
    assert find_figures(text)[0].unit is None  # "brought in" is no price verb here
    text = "Every ounce we sold during the year fetched, on average, A$2,639."
    draft, report = _answer(
        _doc(text, "NST", "FY2023"), "What gold price did Northern Star realise in FY2023?"
    )
    assert "2,639" in draft and "per ounce" in draft and "not found" not in draft.lower(), draft
    assert report.verified >= 1 and not report.rejected, (draft, report)
