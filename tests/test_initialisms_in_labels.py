"""Labels printing an initialism answer the measure whose words it spells, and only that.

An analyst's table prints "Closing ND", "PP&E purchased" or "Earnings before interest,
tax, D&A" where a question spells out "net debt", "property, plant and equipment" or asks
for "EBITDA"; "Adj." is "adjusted", an underlying basis. No list of initialisms is kept:
the initials of the asked words (or of their metric's other names) spell the label's
initialism, and the reverse. Every figure is one of /work/shared/data/asx_facts*.csv;
the row wording is our own.
"""

from __future__ import annotations

import pytest

from mines.figures.initialisms import spelled_alike
from mines.figures.qualifiers import read_qualifiers
from tests.support.offline_answer import draft_if_verified, table_text


def _table(title: str, header: list[str], rows: list[list[str]]) -> str:
    return table_text(title, header, rows, rule=True)


_ok = draft_if_verified


@pytest.mark.parametrize(
    ("label", "phrase", "others", "read"),
    [
        ("Closing ND", "net debt", (), "Closing net debt"),
        (
            "Purchased PP&E",
            "purchases of property, plant and equipment",
            (),
            "Purchased property , plant and equipment",
        ),
        ("Group earnings before interest, tax, D&A", "EBITDA", (), "Group EBITDA"),
        (
            "Earnings before D&A, interest and tax",
            "underlying EBITDA",
            ("earnings before interest, tax, depreciation and amortisation",),
            "Earnings before depreciation and amortisation, interest and tax",
        ),
        # a list going on past the initials spells no shorter initialism
        ("Earnings before interest, tax, D&A", "EBIT", (), "Earnings before interest, tax, D&A"),
        # words no initials of the asked words spell stay as printed
        ("Closing ND", "gross debt", (), "Closing ND"),
        ("NET DEBT", "NET", (), "NET DEBT"),  # a heading in capitals prints words
        ("Lithium EBITDA", "underlying EBITDA", ("earnings before interest",), "Lithium EBITDA"),
    ],
)
def test_initialisms_spelled_by_the_asked_words(
    label: str, phrase: str, others: tuple[str, ...], read: str
) -> None:
    assert spelled_alike(label, phrase, others) == read


def test_an_abbreviated_adjusted_is_underlying() -> None:
    assert read_qualifiers("Adj. NPAT").get("basis") == frozenset({"underlying"})
    assert read_qualifiers("Adj NPAT").get("basis") == frozenset({"underlying"})
    assert "basis" not in read_qualifiers("Adj. for inflation")


# Mineral Resources' FY24 net debt, A$4,428 million
_MIN_KEY = _table("Key metrics (A$m)", ["A$m", "FY24"], [["Closing ND", "4,428"]])
# Fortescue's FY23 purchases of property, plant and equipment, US$2,901 million
_FMG_CASH = _table("Cash flows (US$m)", ["US$m", "FY23"], [["PP&E purchased", "(2,901)"]])
# Mineral Resources' FY23 underlying net profit after tax, A$769 million
_MIN_ADJ = _table("Result summary (A$m)", ["A$m", "FY23"], [["Adj. NPAT", "769"]])
# Fortescue's FY23 underlying EBITDA, US$10.0 billion
_FMG_EBITDA = _table(
    "Result summary (US$bn)",
    ["US$bn", "FY23"],
    [["Earnings before interest, tax, D&A, underlying", "10.0"]],
)


def test_net_debt_by_its_initials() -> None:
    q = "What net debt did Mineral Resources carry at 30 June 2024?"
    assert "4,428" in (_ok(_MIN_KEY, "MIN", "FY2024", q) or "")
    for neighbour in (
        "What were Mineral Resources' gross borrowings at 30 June 2024?",
        "What cash did Mineral Resources hold at 30 June 2024?",
    ):
        assert _ok(_MIN_KEY, "MIN", "FY2024", neighbour) is None, neighbour


def test_plant_and_equipment_by_its_initials() -> None:
    q = "How much cash did Fortescue pay for property, plant and equipment in FY23?"
    assert "2,901" in (_ok(_FMG_CASH, "FMG", "FY2023", q) or "")
    assert _ok(_FMG_CASH, "FMG", "FY2023", "What was Fortescue's free cash flow in FY23?") is None


def test_adjusted_npat_is_the_underlying_result() -> None:
    q = "What underlying net profit after tax did Mineral Resources report for FY23?"
    assert "769" in (_ok(_MIN_ADJ, "MIN", "FY2023", q) or "")
    statutory = "What statutory net profit after tax did Mineral Resources report for FY23?"
    assert _ok(_MIN_ADJ, "MIN", "FY2023", statutory) is None


def test_ebitda_spelled_out_with_an_initialism() -> None:
    q = "What was Fortescue's underlying EBITDA for FY23?"
    assert "10.0" in (_ok(_FMG_EBITDA, "FMG", "FY2023", q) or "")
    assert _ok(_FMG_EBITDA, "FMG", "FY2023", "What was Fortescue's EBIT for FY23?") is None


# Rio Tinto's 2025 iron ore segment underlying EBITDA, US$15.2 billion; its copper segment's,
# US$7.4 billion
_RIO_SEGMENTS = _table(
    "By product group (US$bn)",
    ["US$bn", "2025"],
    [
        ["Iron Ore earnings before interest, tax, D&A", "15.2"],
        ["Copper earnings before interest, tax, D&A", "7.4"],
    ],
)


def test_a_measure_after_at_is_no_place() -> None:
    q = "What did Rio Tinto's iron ore business contribute at the EBITDA line in 2025?"
    assert "15.2" in (_ok(_RIO_SEGMENTS, "RIO", "FY2025", q) or "")
    other = "What did Rio Tinto's aluminium business contribute at the EBITDA line in 2025?"
    assert _ok(_RIO_SEGMENTS, "RIO", "FY2025", other) is None


def test_a_currency_is_no_initialism() -> None:
    assert spelled_alike("Sales (US$m)", "underlying sales") == "Sales (US$m)"
