"""Figures as printed and the question's own measure (issues 19 and 20), by failure class.

Every sentence, table and question here is written for these tests; the companies'
numbers are arbitrary.
"""

from __future__ import annotations

from typing import Any, cast

import pytest

from mines.documents import Chunk
from mines.figures.asked import asked_measures
from mines.figures.basis_words import as_basis_word, left_out_metrics, names_underlying
from mines.figures.label_parts import label_basis
from mines.figures.model import Period
from mines.figures.printed_dividends import row_dividend_kind
from mines.figures.query import read_request
from mines.figures.similarity import match_score
from mines.slots import extract_slots
from tests.support.offline_answer import answer as _answer
from tests.support.offline_answer import cited_doc as _doc
from tests.test_prose_figures_printed import by_value, read

FY24 = Period(2024)


def measure(question: str) -> Any:
    return asked_measures(question, extract_slots(question).metrics)


# --- underlying named by what it leaves out ----------------------------------------------


@pytest.mark.parametrize(
    ("label", "basis"),
    [
        ("Operating earnings before one-offs", "underlying"),
        ("Net income excluding significant items", "underlying"),
        ("Profit after tax, setting aside the impairment", "underlying"),
        ("Net profit as reported", "statutory"),
        ("Profit before tax", None),  # before tax is no basis
        ("Earnings before interest", None),
    ],
)
def test_a_label_naming_what_it_leaves_out_is_underlying(label: str, basis: str | None) -> None:
    assert label_basis(label) == basis


def test_a_leading_clause_that_strips_out_a_charge_makes_the_result_underlying() -> None:
    figs = read("Taking out the smelter writedown, earnings came in at US$2.2 billion.")
    assert by_value(figs, 2.2).basis == "underlying"
    plain = read("Earnings came in at US$2.2 billion.")
    assert by_value(plain, 2.2).basis is None


def test_a_charge_a_result_is_struck_before_is_not_the_figure_stated() -> None:
    figs = read("Operating earnings before exceptional items were US$4.1 billion.")
    f = by_value(figs, 4.1)
    assert f.metric != "exceptional_items"
    assert f.basis == "underlying"


def test_a_question_stripping_out_a_charge_asks_for_the_underlying_result() -> None:
    (asked, *_) = measure("What was Fortescue's FY24 profit taking out the mine writedown?")
    assert asked.stated.get("basis") == frozenset({"underlying"})
    assert read_request("profit excluding the Iron Bridge impairment").sites == ()
    assert read_request("Iron Bridge output").sites == ("Iron Bridge",)
    assert as_basis_word("profit before one-offs") == "profit underlying"
    assert names_underlying("earnings stripped of one-off items")


def test_a_charge_named_only_as_what_is_left_out_is_not_asked_for() -> None:
    text = "net profit before one-off items and the final dividend"
    assert left_out_metrics(text, ("statutory_npat", "exceptional_items")) == ("exceptional_items",)
    assert left_out_metrics("the one-off items booked", ("exceptional_items",)) == ()


# --- dividends paid at the half ----------------------------------------------------------


@pytest.mark.parametrize(
    ("row", "kind"),
    [
        ("Paid at the half", "interim"),
        ("Declared at year end", "final"),
        ("Full-year", "total"),
        ("Special top-up", "special"),
        ("Dates of payment", None),
    ],
)
def test_a_dividend_row_named_by_when_it_is_paid_has_its_kind(row: str, kind: str | None) -> None:
    assert row_dividend_kind(row, "Returns to shareholders: dividends (A$ per share)") == kind
    assert row_dividend_kind(row, "Cash flow summary") in {None, "total", "special"}


def test_a_payout_table_files_each_row_under_its_kind() -> None:
    table = (
        "Table: Distributions declared (A$ per share)\n| | FY2024 |\n"
        "| Paid at the half | 0.60 |\n| Declared at year end | 0.45 |"
    )
    figs = read(table, "MIN")
    assert by_value(figs, 0.60).dividend_kind == "interim"
    assert by_value(figs, 0.45).dividend_kind == "final"


def test_a_last_year_label_is_the_prior_half_not_its_name() -> None:
    figs = read(
        "The board set an interim payout of 30 US cents. The prior year's interim payout "
        "was 42 US cents.",
        "BHP",
        Period(2024, "H1"),
    )
    prior = by_value(figs, 42)
    assert prior.period == Period(2023, "H1")
    assert prior.label == "interim payout"
    assert by_value(figs, 30).period == Period(2024, "H1")


def test_an_interim_dividend_announced_at_the_half_answers_the_year_s_interim() -> None:
    from mines.offline.synthesize import synthesize
    from mines.prompt_format import render_documents, tag

    doc = {
        "id": "1",
        "company": "BHP",
        "fiscal_year": "FY2024",
        "period": "H1 FY2024",
        "source": "half.md",
        "page": 1,
        "score": 1.0,
        "section": "",
        "text": "Holders will get an interim payout of $US0.61 a share.",
    }
    question = "What interim payout per share did BHP announce for FY2024?"
    draft = synthesize(render_documents([cast(Chunk, doc)]) + tag("question", question))
    assert "0.61" in draft and "not found" not in draft, draft


# --- realised prices in press wording ------------------------------------------------------


def test_a_price_received_is_a_per_unit_figure_labelled_by_what_was_sold() -> None:
    figs = read(
        "The miner achieved an average $US1,950 an ounce for its gold and $US24 an ounce for "
        "silver, while its iron ore fetched $US101 a dry tonne.",
        "NST",
    )
    gold, silver, ore = by_value(figs, 1950), by_value(figs, 24), by_value(figs, 101)
    assert (gold.unit, gold.currency) == ("per ounce", "USD")
    assert "price" in gold.label and "gold" in gold.label
    assert "silver" in silver.label
    assert ore.label.endswith("iron ore")


def test_a_price_question_matches_the_price_and_never_the_output() -> None:
    price = by_value(read("Mine X received an average $US3.90 a pound for its copper."), 3.9)
    output = by_value(read("Copper output was 310kt."), 310)
    (asked,) = measure("What average price per pound did BHP receive for copper in FY24?")
    assert asked.stated.get("head") == frozenset({"price"})
    assert match_score(asked, price) >= 0.6
    assert match_score(asked, output) == 0.0


# --- a margin asked as a share -----------------------------------------------------------


def test_a_margin_asked_as_a_share_keeps_the_user_s_words() -> None:
    measures = measure("What was Fortescue's EBITDA as a share of revenue in FY24?")
    margin = next(m for m in measures if m.metric == "ebitda_margin")
    assert margin.phrase == "EBITDA as a share of revenue"
    stated = by_value(read("EBITDA before one-offs represented 55 per cent of revenue."), 55)
    assert match_score(margin, stated) >= 0.6


# --- a reporting verb asks for the figure, not for news ------------------------------------


@pytest.mark.parametrize(
    ("question", "news"),
    [
        ("What final dividend did Fortescue announce for FY2024?", False),
        ("What did the BHP board announce this week?", True),
        ("Any news on Rio Tinto?", True),
    ],
)
def test_a_reporting_verb_with_a_measure_asks_for_no_news(question: str, news: bool) -> None:
    from mines.offline.route import decide
    from mines.prompt_format import tag

    assert decide(tag("question", question))["needs_news"] is news


# --- the verifier reads the same forms ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "question", "value"),
    [
        (
            "Taking out the smelter writedown, earnings came in at US$2.2 billion.",
            "What were Fortescue's FY24 earnings taking out the smelter writedown?",
            "2.2",
        ),
        (
            "It posted net profit after tax before one-off items of US$3.1 billion.",
            "What net profit after tax before one-off items did Fortescue make in FY24?",
            "3.1",
        ),
        (
            "The miner realised an average $US2,110 an ounce for its gold.",
            "What average price per ounce did Fortescue receive for gold in FY24?",
            "2,110",
        ),
    ],
)
def test_an_answer_in_these_forms_is_verified_against_its_sentence(
    text: str, question: str, value: str
) -> None:
    draft, check = _answer(_doc(text), question)
    assert value in draft, draft
    assert check.verified == 1 and not check.rejected, (draft, check)


def test_an_underlying_claim_is_not_verified_by_a_sentence_that_does_not_say_so() -> None:
    from mines.grounding import check_draft

    doc = _doc("Earnings came in at US$2.2 billion.")
    line = (
        "- Fortescue (FMG), FY2024 (year to 30 June 2024) — underlying earnings: US$2.2 billion [1]"
    )
    assert check_draft(line, [doc]).verified == 0


def test_a_dividend_row_under_a_dividend_title_answers_the_half_s_dividend() -> None:
    table = (
        "Table: Distributions declared (A$ per share)\n| | FY2024 |\n"
        "| Paid at the half | 0.60 |\n| Declared at year end | 0.45 |"
    )
    draft, check = _answer(
        _doc(table, "MIN"), "What dividend did MinRes pay at the half in FY2024?"
    )
    assert "0.60" in draft and "0.45" not in draft, draft
    assert check.verified == 1, (draft, check)


# --- a segment's EBITDA ---------------------------------------------------------------------


def test_a_division_s_figure_in_prose_is_the_division_s_not_the_group_s() -> None:
    figs = read("The gold division's EBITDA more than doubled to US$3.3bn.", "RIO", Period(2025))
    f = by_value(figs, 3.3)
    assert f.metric == ""  # never the group's underlying EBITDA
    assert f.qualifier == "Gold"


def test_a_division_row_under_a_divisional_title_is_labelled_with_both() -> None:
    table = (
        "Table: Divisional EBITDA before one-offs (A$ billion)\n| | FY2024 |\n"
        "| Energy division | 0.9 |\n| Contracting division | 0.4 |"
    )
    f = by_value(read(table, "MIN"), 0.9)
    assert f.qualifier == "Energy division"
    assert f.label.startswith("Energy division Divisional EBITDA before one-offs")
    assert f.basis == "underlying"


@pytest.mark.parametrize(
    ("question", "answered"),
    [
        ("What EBITDA did the gold division earn for Rio Tinto in 2025?", "3.3"),
        ("What EBITDA did Rio Tinto's coal arm earn in 2025?", None),  # no coal figure
        ("What was Rio Tinto's EBITDA before exceptional items in 2025?", "21.0"),
    ],
)
def test_a_segment_is_answered_only_when_the_question_names_it(
    question: str, answered: str | None
) -> None:
    doc = _doc(
        "EBITDA before exceptional items came in at US$21.0bn. The gold division's EBITDA "
        "more than doubled to US$3.3bn.",
        "RIO",
        "FY2025",
    )
    draft, check = _answer(doc, question)
    lines = [line for line in draft.splitlines() if "closest stated" not in line]
    figures = [v for v in ("3.3", "21.0") if any(v in line for line in lines)]
    assert figures == ([answered] if answered else []), draft
    if answered:
        assert check.verified >= 1 and not check.rejected, (draft, check)
