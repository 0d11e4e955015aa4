"""Halves named the way analysts and reports name them, on each company's calendar.

A June-year company's (BHP, FMG, MIN, NST) first half closes in December: July to
December 2022 is its H1 FY2023, and January to June 2023 its H2 FY2023. Rio Tinto's year
is the calendar year: January to June 2023 is its H1 FY2023. A half is never answered
with the year's figure, nor a year with a half's.
"""

from __future__ import annotations

from typing import Any

import pytest

from mines.figures.column_periods import column_period
from mines.figures.model import Period
from mines.figures.period_mentions import period_mentions
from mines.figures.periods import document_period
from mines.read_question import read_question

# ----- the question side ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "company", "years", "kind"),
    [
        # months spelt out: a span of six months is a half, of twelve a year
        ("What were Rio Tinto's sales from January to June 2023?", "RIO", (2023,), "H1"),
        ("Rio Tinto's net earnings, Jan-Jun 2024?", "RIO", (2024,), "H1"),
        ("Rio Tinto free cash flow between July and December 2023", "RIO", (2023,), "H2"),
        ("What did Fortescue earn from July to December 2022?", "FMG", (2023,), "H1"),
        ("Northern Star's gold sales, 1 July 2023 to 31 December 2023", "NST", (2024,), "H1"),
        ("Mineral Resources revenue January through June 2024", "MIN", (2024,), "H2"),
        ("BHP's revenue from July 2022 to June 2023", "BHP", (2023,), "FY"),
        # the first or last six months of a calendar year
        ("Rio Tinto EBITDA in the first six months of 2023", "RIO", (2023,), "H1"),
        ("Rio Tinto EBITDA in the final six months of 2023", "RIO", (2023,), "H2"),
        ("BHP's profit in the last six months of 2022", "BHP", (2023,), "H1"),
        ("BHP's profit in the first six months of 2023", "BHP", (2023,), "H2"),
        ("Fortescue shipments in the second half of calendar 2023", "FMG", (2024,), "H1"),
        ("Fortescue shipments in 1H CY23", "FMG", (2023,), "H2"),
        # a fiscal year named keeps the fiscal half
        ("BHP's profit in the first six months of FY23", "BHP", (2023,), "H1"),
        ("What was BHP's revenue in HY2023?", "BHP", (2023,), "H1"),
        # a half named by its closing month within a fiscal year
        ("Fortescue's profit in the December half of FY24", "FMG", (2024,), "H1"),
        ("Fortescue's profit in the June half of FY24", "FMG", (2024,), "H2"),
        ("Rio Tinto's profit in the June half-year of FY2024", "RIO", (2024,), "H1"),
        ("Fortescue's revenue in the last six months of FY2024", "FMG", (2024,), "H2"),
    ],
)
def test_a_half_named_by_its_months_is_that_companys_half(
    question: str, company: str, years: tuple[int, ...], kind: str
) -> None:
    asked = read_question(question).periods[company]
    assert (asked.years, asked.kind) == (years, kind)


def test_two_months_named_together_are_no_span() -> None:
    mentions = period_mentions("iron ore sold in May and June 2023", "RIO", None)
    assert [m.period for m in mentions] == [Period(2023)]  # the year, as before


def test_a_quarter_spelt_out_is_no_half() -> None:
    mentions = period_mentions("output from January to March 2024", "RIO", None)
    assert all(m.period is None or m.period.kind == "FY" for m in mentions)
    assert not any(m.period == Period(2024, "H1") for m in mentions)


# ----- the document side ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("header", "company", "doc", "expected"),
    [
        # "HY" and a year is the half year of that fiscal year, as ASX reporters print it
        ("HY2023", "FMG", Period(2023, "H1"), Period(2023, "H1")),
        ("HY2022", "FMG", Period(2023, "H1"), Period(2022, "H1")),
        ("HY2023", "NST", None, Period(2023, "H1")),
        # "1H 2023" of a June-year company: its own half-year report's fiscal year tells
        ("1H 2023", "NST", Period(2023, "H1"), Period(2023, "H1")),
        ("1H 2022", "NST", Period(2023, "H1"), None),  # calendar or fiscal: not told
        ("1H 2023", "FMG", Period(2023), None),  # in a full-year report: not told
        ("2H 2023", "MIN", Period(2023, "H1"), None),  # not the report's own half
        # months spelt out in a header
        ("Jan–Jun 2023", "RIO", Period(2023, "H1"), Period(2023, "H1")),
        ("Jul-Dec 2022", "MIN", Period(2023, "H1"), Period(2023, "H1")),
        ("Jan-Jun 2023", "MIN", Period(2023), Period(2023, "H2")),
        ("First six months of 2023", "RIO", Period(2023, "H1"), Period(2023, "H1")),
    ],
)
def test_a_half_column_header_names_its_fiscal_half(
    header: str, company: str, doc: Period | None, expected: Period | None
) -> None:
    assert column_period(header, company, doc) == expected


def test_a_release_for_months_of_the_calendar_year_reports_that_half() -> None:
    text = "Rio Tinto: trading results, January to June 2023\nLondon, 26 July 2023\n"
    assert document_period(text, "RIO") == Period(2023, "H1")


# ----- end to end: a half and a year of one company side by side ---------------------------

_HALF_RELEASE = """BHP Group Limited | ASX announcement

RESULTS FOR THE SIX MONTHS ENDED 31 DECEMBER 2022

Perth, February 2023. Figures in US dollars.

Summary of results (US$bn)
                                   HY2023        HY2022
Sales from contracts                25.71             -
Earnings attributable to members     6.457            -
"""

_ANNUAL = """{header}

{filler}

Key numbers for the year ended 30 June 2023 (US$bn)
                                   FY2023        FY2022
Sales from contracts                53.82             -

{filler}
"""


@pytest.fixture
def half_and_year(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    """BHP's release for the half to December 2022 beside its report for the year to June 2023.

    The figures are BHP's, from the verified data (H1 FY2023 revenue US$25.71bn, profit
    US$6,457m; FY2023 revenue US$53.82bn); the layout is aligned columns with "HY2023"
    headers, as a half-year release prints them.
    """
    from mines.store import clear_store_cache
    from tests.test_asked import _store_of

    filler = " ".join(f"Review sentence {i} of the year's operations." for i in range(40))
    annual = _ANNUAL.format(header="BHP Annual Report 2023", filler=filler)
    shared = {
        "BHP half year results 31 December 2022.txt": _HALF_RELEASE,
        "BHP Annual Report 2023.txt": annual,
    }
    yield _store_of(tmp_path, monkeypatch, shared)
    clear_store_cache()


def _answer(graph: Any, question: str) -> str:
    from mines.context import Context

    config = {"configurable": {"thread_id": question}}
    graph.invoke({"messages": [("user", question)]}, config, context=Context(use_cache=False))
    return str(graph.get_state(config).values["answer"])


def test_a_half_asked_by_its_months_gets_the_half_and_never_the_year(half_and_year: Any) -> None:
    answer = _answer(half_and_year, "What were BHP's sales from July to December 2022?")
    assert "25.71" in answer and "53.82" not in answer
    answer = _answer(half_and_year, "What were BHP's sales in the first half of FY2023?")
    assert "25.71" in answer and "53.82" not in answer


def test_the_year_asked_gets_the_year_not_the_half(half_and_year: Any) -> None:
    answer = _answer(half_and_year, "What were BHP's sales in the year to June 2023?")
    assert "53.82" in answer and "25.71" not in answer


def test_the_other_half_of_the_year_is_not_found(half_and_year: Any) -> None:
    answer = _answer(half_and_year, "What were BHP's sales in the first six months of 2023?")
    assert "25.71" not in answer and "53.82" not in answer


@pytest.mark.parametrize(
    ("words", "basis"),
    [
        ("How much did every Rio Tinto share earn in the June 2023 half?", None),
        ("What was earned per Fortescue share in HY2024?", None),
        ("the Rio Tinto share of Escondida's copper", "share"),  # an ownership share still
    ],
)
def test_one_share_of_a_company_is_no_ownership_basis(words: str, basis: str | None) -> None:
    from mines.figures.ownership_words import ownership_of

    assert ownership_of(words) == basis
