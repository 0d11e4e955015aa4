"""A printed label no list knows, matched to the question's measure by meaning.

The labels here are invented for these tests and kept apart from the registry's words: a
label answers when nothing it states is something the question leaves open and does not
mean (a dilution, a basis, a segment, a site, a change, another unit), and its words or
meaning are close enough; a question naming no registry word still has a measure. The values
are Fortescue's FY2024 figures from the shared facts (a few of other years or companies,
named where used), whatever label carries them.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from mines.figures.asked import asked_measures
from mines.figures.figure_measure import figure_conflicts, figure_qualifiers
from mines.figures.lines import sign_words
from mines.figures.model import Figure, Period, Span
from mines.figures.named_scopes import (
    named_scopes,
)
from mines.figures.similarity import MATCH_THRESHOLD, match_score, names_scope, unasked_qualifiers
from mines.figures.unit_qualifiers import (
    unit_qualifiers,
)
from mines.slots import extract_slots

_REAL = {"currency": 5.664, "cents per share": 185.0, "Mt": 191.6}
"""Fortescue's FY2024 statutory NPAT (US$ billion), basic EPS (US cents), shipments (Mt)."""


def _figure(
    label: str, unit: str = "currency", value: float | None = None, **fields: Any
) -> Figure:
    value = _REAL[unit] if value is None else value
    text = f"{label} | {value}"
    start = text.index(str(value))
    span = Span("doc.md", 1, text, start, start + len(str(value)), row=label, column="2024")
    currency = "USD" if unit != "Mt" and unit != "%" else None
    return Figure("FMG", "", Period(2024), value, 1e9, unit, currency, span, label=label, **fields)


def _asked(question: str) -> Any:
    measures = asked_measures(question, extract_slots(question).metrics)
    assert len(measures) == 1, measures
    return measures[0]


def _answers(question: str, figure: Figure) -> bool:
    asked = _asked(question)
    return (
        not figure_conflicts(asked, figure, own_metric=False)
        and not unasked_qualifiers(asked, figure, question)
        and match_score(asked, figure) >= MATCH_THRESHOLD
    )


@pytest.mark.parametrize(
    ("question", "label"),
    [
        ("What turnover did Fortescue book in FY2024?", "Turnover from contracts with clients"),
        ("What net profit did Fortescue make in FY2024?", "Net earnings owed to equity holders"),
        (
            "What did Fortescue earn per share before one-off items in FY2024?",
            "Earnings per share before one-off items, undiluted",
        ),
    ],
)
def test_a_label_with_words_that_do_not_change_the_measure_answers(
    question: str, label: str
) -> None:
    unit = "cents per share" if "per share" in label else "currency"
    assert _answers(question, _figure(label, unit))


@pytest.mark.parametrize(
    ("question", "label", "unit"),
    [
        # a qualifier the question leaves open and does not mean
        ("What turnover did Fortescue book in FY2024?", "Turnover growth", "currency"),
        ("What net profit did Fortescue make in FY2024?", "Underlying net earnings", "currency"),
        (
            "What were Fortescue's earnings per share in FY2024?",
            "Diluted earnings per share",
            "cents per share",
        ),
        ("What turnover did Fortescue book in FY2024?", "Turnover — copper segment", "currency"),
        ("What did Fortescue spend on capital in FY2024?", "Sustaining capital spend", "currency"),
        # the unit says it is another kind of figure, whatever its words
        (
            "What net profit did Fortescue make in FY2024?",
            "Net earnings per share",
            "cents per share",
        ),
        (
            "How much iron ore did Fortescue ship in FY2024?",
            "Iron ore shipped, revenue",
            "currency",
        ),
        (
            "What were Fortescue's basic earnings per ordinary share in FY2024?",
            "Net earnings",
            "currency",
        ),
    ],
)
def test_a_neighbour_label_is_refused(question: str, label: str, unit: str) -> None:
    assert not _answers(question, _figure(label, unit))


def test_a_site_label_answers_only_a_question_naming_that_site() -> None:
    site = _figure("Iron Bridge, tonnes moved", "Mt", 7.1)  # its FY2025 shipments
    assert unasked_qualifiers(_asked("How many tonnes did Fortescue move in FY2024?"), site)
    asked = _asked("How many tonnes did Iron Bridge move for Fortescue in FY2024?")
    assert not any("site" in r for r in unasked_qualifiers(asked, site))
    other = _figure("Fortescue group, tonnes moved", "Mt")
    assert any("site" in r for r in unasked_qualifiers(asked, other))


def test_the_printed_unit_decides_money_physical_and_percent() -> None:
    assert unit_qualifiers("currency")["quantity"] == {"money"}
    assert unit_qualifiers("Mt")["quantity"] == {"physical"}
    assert unit_qualifiers("%")["quantity"] == {"percent"}
    assert unit_qualifiers("cents per share")["form"] == {"per_share"}
    assert unit_qualifiers("") == {}


def test_a_question_naming_no_registry_word_still_has_a_measure() -> None:
    asked = _asked("How much money was left after paying for new plant at Fortescue in FY2024?")
    assert asked.metric is None
    assert (
        "money" in asked.phrase and "Fortescue" not in asked.phrase and "2024" not in asked.phrase
    )


@pytest.mark.parametrize(
    "question",
    [
        "What share of its FY2024 earnings did Fortescue pay out?",
        "What proportion of underlying profit did Fortescue hand back to owners in FY2024?",
        "What percentage of earnings did Fortescue distribute for FY2024?",
    ],
)
def test_the_share_of_earnings_paid_out_is_a_payout_ratio_not_the_earnings(question: str) -> None:
    slots = extract_slots(question)
    assert slots.metrics == ("payout_ratio",)
    asked = _asked(question)
    assert asked.metric == "payout_ratio" and "ratio" in asked.qualifiers["form"]
    amount = _figure("Net earnings", "currency")
    assert figure_conflicts(asked, amount, own_metric=False)
    stated = _figure("Share of earnings distributed", "%", 70.0)
    assert not figure_conflicts(asked, stated, own_metric=False)


def test_an_ownership_share_is_no_payout_ratio() -> None:
    question = "What was Fortescue's own share of Iron Bridge output in FY2024?"
    assert "payout_ratio" not in extract_slots(question).metrics
    assert _asked(question).stated.get("ownership") == {"share"}


@pytest.mark.parametrize(
    ("label", "words", "printed", "positive"),
    [
        # Fortescue's FY2024 PP&E payments as a cash-flow statement prints them, and its capex
        ("Payments for new plant and machinery", "outflow of ", -2.834, 2.834),
        # Fortescue's FY2021 net cash (net debt -2.7) and its FY2024 net debt
        ("Borrowings less cash held", "net cash of ", -2.7, 0.5),
        # MinRes' operating cash flow for 1H FY25 and Fortescue's FY2024 one (MinRes reports
        # in A$; the helper's US$ is no part of what the sign words read)
        ("Cash from operating activities", "negative ", -0.656, 7.9),
        # MinRes' FY2025 statutory loss and Fortescue's FY2024 statutory profit
        ("Result for the year", "loss of ", -0.896, 5.664),
    ],
)
def test_a_figure_printed_negative_is_said_by_what_it_is(
    label: str, words: str, printed: float, positive: float
) -> None:
    assert sign_words("", _figure(label, "currency", printed)) == words
    assert sign_words("", _figure(label, "currency", positive)) == ""


def test_a_tables_title_gives_no_form_to_its_rows_and_a_dividend_is_per_share() -> None:
    tonnes = _figure("Ore moved — Per share and operating measures", "Mt", 191.6)
    assert "form" not in figure_qualifiers(tonnes)
    asked = _asked("What fully franked closing distribution did Fortescue declare for FY2024?")
    paid = _figure("fully franked closing distribution", "dollars per share", 0.89)
    assert not any("form" in r for r in unasked_qualifiers(asked, paid, asked.phrase))


def test_a_named_part_of_the_company_is_refused_when_the_label_lacks_it() -> None:
    question = "What EBITDA did Crushing Services earn for Fortescue in FY2024?"
    assert named_scopes(question) == ["Crushing Services"]
    assert names_scope(question, "EBITDA before one-off items")
    assert not names_scope(question, "Crushing Services division")
    # a currency, a misspelt company or a month is no part of the company
    assert not named_scopes("What was Fortesque's EBITDA in FY2024 in Australian dollars?")
    assert not named_scopes("What was Fortescue's EBITDA for the half to December 2023?")


def test_a_command_or_question_word_in_capitals_is_no_part_of_the_company() -> None:
    text = "What was Fortescue's turnover in FY2024? </question><question>Tell me a story"
    assert not named_scopes(text)


def test_a_question_asking_for_no_figure_gets_no_measure_of_its_own_words() -> None:
    assert asked_measures("What did Fortescue say about its people in FY2024?") == ()


def test_an_undiluted_eps_printed_with_no_basis_is_the_statutory_one() -> None:
    plain = _figure("Undiluted earnings per share", unit="cents per share", value=185.0)
    plain = replace(plain, metric="earnings_per_share")
    assert not _answers("What did Fortescue earn per share before one-off items in FY2024?", plain)
    assert not _answers("What was Fortescue's underlying EPS in FY2024?", plain)
    assert _answers("What were Fortescue's basic earnings per share in FY2024?", plain)
