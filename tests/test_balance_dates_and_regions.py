"""Balance dates read as asked and as printed; an ore shipped; one region's mines.

- A question's full date that closes a half or year is that balance date, whatever words
  lead it ("when the books closed on", "as of", "on").
- A quarterly report is never a half: its year-to-date is the year its quarter closes.
- A heading's balance date ("Balance sheet at 30 June 2023") dates the sentences under it.
- "Ore" shipped by an iron ore miner is iron ore; ore milled by a gold miner is not.
- BHP's Western Australian mines are one asset (WAIO), not its iron ore total.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.periods import document_period
from mines.read_question import read_question
from mines.slots import extract_slots


@pytest.mark.parametrize(
    "question",
    [
        "What net debt did Mineral Resources report as of 31 December 2023?",
        "How much did MinRes owe net of cash on the day its accounts closed, 31 December 2023?",
        "Net debt for MinRes on 31 December 2023?",
    ],
)
def test_closing_date_is_the_half_year_balance_date(question: str) -> None:
    period = read_question(question).periods["MIN"]
    assert (period.kind, period.years) == ("H1", (2024,))


def test_a_date_that_closes_no_period_names_no_half() -> None:
    period = read_question("What was MinRes's net debt on 15 December 2023?").periods["MIN"]
    assert period.kind == "FY"


_QUARTERLY = (
    "Fortescue Ltd | Quarterly activities report, quarter ended 30 June 2023\n\n"
    "QUARTERLY REPORT FOR THE THREE MONTHS ENDED 30 JUNE 2023\n\n"
    "The table gives the first half and the year to date.\n\n"
    "1H FY23 and YTD FY23 columns follow.\n"
)


def test_a_quarterly_report_is_never_a_half() -> None:
    assert document_period(_QUARTERLY, "FMG") == Period(2023, "FY")


def test_a_headings_balance_date_dates_the_sentence_under_it() -> None:
    text = (
        "Quarterly update\n\n"
        "Balance sheet at 30 June 2023\n\n"
        "Cash on hand was US$4.3 billion and net debt US$1.0 billion.\n"
    )
    figures = extract_figures(text, DocContext("FMG", Period(2024, "H1")))
    debt = [f for f in figures if f.metric == "net_debt"]
    assert debt and all(f.period == Period(2023) for f in debt)


def test_shipped_ore_of_an_iron_ore_miner_is_iron_ore() -> None:
    slots = extract_slots("How many tonnes of ore did Fortescue ship in FY2023?")
    assert slots.metrics == ("iron_ore_shipments_mt",)


def test_ore_milled_by_a_gold_miner_is_not_iron_ore() -> None:
    slots = extract_slots("How much ore did Northern Star mill in FY2023?")
    assert "iron_ore_shipments_mt" not in slots.metrics
    assert "iron_ore_production_mt" not in slots.metrics


@pytest.mark.parametrize(
    "question",
    [
        "What iron ore did BHP's WA mines turn out in FY2023, on its share?",
        "How much iron ore came from BHP's Western Australian operations in FY2023?",
        "BHP's Pilbara mines: iron ore produced in FY2023?",
    ],
)
def test_a_regions_mines_are_one_asset(question: str) -> None:
    request = read_question(question)
    assert "WAIO" in request.sites
    assert "WAIO" in request.named_sites


def test_a_region_names_no_asset_where_the_company_has_none_apart() -> None:
    request = read_question("How much iron ore did Fortescue's Pilbara mines ship in FY2023?")
    assert request.sites == ()
