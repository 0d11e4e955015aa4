"""Ownership wording read one way on both sides: 100% of an operation vs the company's part."""

from __future__ import annotations

import pytest

from mines.figures.extract import DocContext, extract_figures
from mines.figures.model import Figure, Period
from mines.figures.ownership_words import (
    FULL,
    SHARE,
    ownership_kinds,
    ownership_of,
    without_ownership,
)
from mines.figures.qualifier_conflicts import conflicts
from mines.figures.qualifiers import read_qualifiers
from mines.figures.query import read_request

FY25 = Period(2025)


def _table(label: str, company: str = "BHP") -> list[Figure]:
    text = f"Table: Output by operation (kt)\n| | FY2025 |\n| {label} | 412 |"
    return extract_figures(text, DocContext(company, FY25, "r.pdf", 3, "", "c-9"))


@pytest.mark.parametrize(
    "text",
    [
        "Nickel output, 100% terms",
        "Zinc mined on a 100 per cent basis",
        "tonnes moved across the whole-of-operation",
        "the whole operation produced",
        "how much did the total operation ship",
        "Lead (100%)",
    ],
)
def test_whole_operation_wordings_read_as_full_basis(text: str) -> None:
    assert ownership_of(text) == FULL


@pytest.mark.parametrize(
    "text",
    [
        "Silver (our interest)",
        "copper cathode at our share",
        "Escondida (BHP interest)",
        "Fortescue's portion of tonnes railed",
        "attributable uranium production",
        "Concentrate, equity share",
        "Ounces sold on own account",
        "its share of the joint venture's output",
        "Zinc - attributable",
    ],
)
def test_company_part_wordings_read_as_share(text: str) -> None:
    assert ownership_of(text) == SHARE


@pytest.mark.parametrize(
    "text",
    [
        "Earnings per share",
        "BHP share price at year end",
        "our share buy-back programme",
        "Profit attributable to members of the parent",
        "underlying attributable profit",
        "a 100% owned subsidiary",
        "payout ratio of 100 per cent ownership",
    ],
)
def test_stock_and_profit_words_are_no_ownership_basis(text: str) -> None:
    assert ownership_kinds(text) == ()


def test_naming_both_bases_picks_neither() -> None:
    text = "copper at 100% of the operation and at our share"
    assert ownership_kinds(text) == (FULL, SHARE)
    assert ownership_of(text) is None


@pytest.mark.parametrize(
    ("label", "core"),
    [
        ("Nickel production (100% terms)", "Nickel production"),
        ("Nickel production, whole-of-operation", "Nickel production"),
        ("Nickel production (Rio Tinto interest)", "Nickel production"),
        ("Nickel production at our share", "Nickel production"),
        ("Attributable nickel production", "nickel production"),
        ("Nickel production, Rio Tinto interest (kt)", "Nickel production (kt)"),
        ("Nickel production, 100% terms (kt)", "Nickel production (kt)"),
        ("Net debt/(cash)", "Net debt/(cash)"),
        ("Revenue (US$m)", "Revenue (US$m)"),
    ],
)
def test_label_keeps_its_measure_without_the_basis(label: str, core: str) -> None:
    assert without_ownership(label) == core


@pytest.mark.parametrize(
    ("label", "qualifier"),
    [
        ("Copper production (100% terms)", "100% basis"),
        ("Copper production, whole-of-operation", "100% basis"),
        ("Copper production (our interest)", "share"),
        ("Copper production (BHP interest)", "share"),
        ("Copper production - attributable", "share"),
        ("Copper production on a 100 per cent basis", "100% basis"),
        ("Copper production, our interest (kt)", "share"),
        ("Copper production, 100% terms (kt)", "100% basis"),
    ],
)
def test_table_rows_store_the_basis_and_still_name_the_measure(label: str, qualifier: str) -> None:
    figs = [f for f in _table(label) if f.metric]
    assert figs, label
    assert {(f.metric, f.qualifier) for f in figs} == {(figs[0].metric, qualifier)}
    assert figs[0].value == 412.0


def test_questions_ask_the_same_bases_the_rows_store() -> None:
    assert read_request("BHP copper output in 100% terms for FY2025").qualifier == "100% basis"
    assert read_request("Rio's iron ore shipments at our share in 2025").qualifier == "share"
    assert read_request("Escondida production, BHP interest, FY25").qualifier == "share"
    assert read_request("BHP copper production FY2025").qualifier is None
    assert read_request("BHP earnings per share FY2025").qualifier is None


def test_a_share_figure_conflicts_with_a_whole_operation_question() -> None:
    asked = read_qualifiers("copper production on a whole-of-operation basis")
    stated = read_qualifiers("copper production (equity share)")
    assert asked["ownership"] == frozenset({"100%"})
    assert stated["ownership"] == frozenset({"share"})
    assert conflicts(asked, stated)
    assert not conflicts(asked, read_qualifiers("copper production (100% terms)"))
