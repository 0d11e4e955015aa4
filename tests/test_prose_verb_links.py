"""Figures as printed (issue 19): a label and its value joined by more than "was/were".

A verb phrase ("brought in", "came to", "delivered"), a basis clause set off by commas
("Net profit, before the write-down, was"), a line break inside the sentence, a pronoun
opening it ("It shipped"), and cents written with the cent sign ("A¢", "US¢"). Each figure
read must also pass the verifier, as the offline model drafts it.

The sentences are written for these tests; the numbers are arbitrary.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import DocContext, extract_figures
from mines.figures.model import Figure, Period
from mines.numbers import find_figures
from tests.support.offline_answer import drafted_and_verified

FY24 = Period(2024)


def read(text: str, company: str = "BHP") -> list[Figure]:
    return extract_figures(text, DocContext(company, FY24, "review.txt", None, "", "c-1"))


def by_value(figures: list[Figure], value: float) -> Figure:
    found = [f for f in figures if f.value == value]
    assert len(found) == 1, figures
    return found[0]


# --- cents written with the cent sign ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "currency"),
    [
        ("a final payout of A¢64 per share", "AUD"),
        ("a final payout of 64 A¢ per share", "AUD"),
        ("an interim payout of 58 US¢ a share", "USD"),
        ("an interim payout of US¢ 58", "USD"),
    ],
)
def test_a_cent_sign_with_its_currency_reads_as_cents_a_share(text: str, currency: str) -> None:
    (num,) = find_figures(text)
    assert (num.unit, num.currency) == ("cents per share", currency)
    assert num.value in {64.0, 58.0}


def test_a_dividend_in_australian_cents_is_read_and_verified() -> None:
    found = drafted_and_verified("The board determined a final dividend of A¢64 per share.", "FMG")
    ((figure, verified),) = found
    assert (figure.metric, figure.value, figure.unit, figure.currency) == (
        "dividends_per_share",
        64.0,
        "cents per share",
        "AUD",
    )
    assert figure.dividend_kind == "final" and verified


# --- a pronoun opening the sentence ------------------------------------------------------


def test_a_pronoun_subject_is_no_site() -> None:
    f = by_value(read("It shipped 187 Mt of iron ore over the year.", "FMG"), 187)
    assert f.metric == "iron_ore_shipments_mt"
    assert f.qualifier is None


# --- a basis clause leading the label ----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The result carries impairments. Putting those items aside, attributable profit was "
        "US$8.35 billion.",
        "Stripping out the writedown, attributable profit came to US$8.35 billion.",
        "Excluding one-off items, net profit attributable to owners was US$8.35 billion.",
    ],
)
def test_a_leading_left_out_clause_is_read_and_verified_as_underlying(text: str) -> None:
    ((figure, verified),) = [(f, ok) for f, ok in drafted_and_verified(text) if f.value == 8.35]
    assert figure.basis == "underlying"
    assert verified


# --- a verb of amount between the label and its value ------------------------------------


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Sales to clients brought in US$41,370 million over the year.", "Sales to clients"),
        ("Takings from buyers came to US$41.37 billion.", "Takings from buyers"),
        ("Cash earnings hit a record US$2.84 billion.", "Cash earnings"),
    ],
)
def test_the_subject_of_a_verb_of_amount_names_the_figure(text: str, label: str) -> None:
    ((figure, verified),) = drafted_and_verified(text)
    assert figure.label == label
    assert verified


def test_a_registry_label_before_a_verb_of_amount_keeps_its_metric() -> None:
    ((figure, verified),) = drafted_and_verified("Free cash flow generated US$4.4 billion.")
    assert (figure.metric, figure.value) == ("free_cash_flow", 4.4)
    assert verified


@pytest.mark.parametrize(
    "text",
    [
        "The company generated US$4.4 billion.",
        "The miner delivered US$4.4 billion over the year.",
        "BHP brought in US$4.4 billion.",
        "Iron ore generated US$4.4 billion.",
        "Escondida delivered US$4.4 billion.",
    ],
)
def test_who_made_the_amount_names_no_figure(text: str) -> None:
    assert not read(text)


def test_the_words_after_the_amount_name_it_before_the_doer() -> None:
    f = by_value(read("The company generated US$4.4 billion of cash."), 4.4)
    assert f.label == "cash"


# --- a basis clause set off by commas --------------------------------------------------


def test_a_left_out_clause_between_label_and_verb_is_kept_as_the_basis() -> None:
    ((figure, verified),) = drafted_and_verified(
        "Net profit, before the writedown of the smelter, was US$6.65 billion."
    )
    assert figure.label == "Net profit, before the writedown of the smelter"
    assert figure.basis == "underlying"
    assert verified


def test_a_kept_in_clause_is_no_label_of_its_own() -> None:
    # the impairment the clause names is what the profit keeps, not the value
    ((figure, verified),) = drafted_and_verified(
        "Net profit, after the impairment charge, was US$4.15 billion."
    )
    assert figure.metric != "impairments"
    assert figure.label == "Net profit, after the impairment charge"
    assert verified


def test_a_registry_label_with_a_left_out_aside_is_the_underlying_measure() -> None:
    ((figure, verified),) = drafted_and_verified(
        "Attributable profit, excluding exceptional items, was US$11.2 billion."
    )
    assert (figure.metric, figure.basis) == ("underlying_npat", "underlying")
    assert verified


def test_an_adverb_may_open_the_basis_clause() -> None:
    text = (
        "Sales brought in US$41.4 billion, and earnings before interest, tax, depreciation "
        "and amortisation, again before exceptional items, climbed to US$22.6 billion."
    )
    f = by_value(read(text), 22.6)
    assert (f.metric, f.basis) == ("underlying_ebitda", "underlying")


def test_a_line_break_inside_the_sentence_is_no_break_between_label_and_value() -> None:
    text = (
        "Underlying attributable profit for the year\nwas US$11.2 billion, and net debt\n"
        "stood at US$8.8 billion."
    )
    assert by_value(read(text), 11.2).metric == "underlying_npat"
    assert by_value(read(text), 8.8).metric == "net_debt"


# --- answers: the basis clause decides which question the figure answers -----------------


def _answer(text: str, question: str) -> str:
    from mines.documents import Chunk
    from mines.offline.synthesize import synthesize
    from mines.prompt_format import render_documents, tag

    chunk: Chunk = {
        "id": "c1",
        "text": text,
        "company": "BHP",
        "fiscal_year": "FY2024",
        "section": "",
        "page": 1,
        "source": "review.txt",
        "score": 1.0,
        "period": "FY2024",
        "origin": "user",
    }
    return synthesize(tag("question", question) + "\n" + render_documents([chunk]))


_BEFORE = "Net profit, before the writedown of the smelter, was US$6.65 billion."
_AFTER = "Net profit, after the impairment charge, was US$4.15 billion."


def test_a_before_writedown_profit_answers_no_statutory_question() -> None:
    draft = _answer(_BEFORE, "What was BHP's statutory net profit in FY2024?")
    assert "not found" in draft.splitlines()[0]


def test_an_after_impairment_profit_answers_no_underlying_question() -> None:
    draft = _answer(_AFTER, "What was BHP's underlying net profit in FY2024?")
    assert "not found" in draft.splitlines()[0]


def test_a_charge_named_only_in_the_basis_clause_answers_no_question_about_it() -> None:
    draft = _answer(_AFTER, "What impairment charge did BHP book in FY2024?")
    assert "4.15" not in draft.splitlines()[0]


def test_a_verb_of_amount_figure_answers_the_measure_its_subject_names() -> None:
    draft = _answer(
        "Sales to clients brought in US$41,370 million.", "What was BHP's revenue in FY2024?"
    )
    assert "US$41,370 million [1]" in draft


def test_a_commodity_operations_subject_scopes_the_amount_it_delivered() -> None:
    f = by_value(read("Copper operations delivered EBITDA of US$5.3 billion."), 5.3)
    assert f.metric == "" and f.qualifier == "Copper"


# --- the doer, its verb of amount and what the amount is of ------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Its mines threw off US$9.35 billion of cash over the year.",
        "Operating activities brought in US$9.35 billion of cash.",
    ],
)
def test_a_doer_and_its_object_together_name_the_cash_from_operations(text: str) -> None:
    ((figure, verified),) = drafted_and_verified(text)
    assert (figure.metric, figure.value) == ("operating_cash_flow", 9.35)
    assert verified


def test_cash_left_after_spending_is_no_cash_from_operations() -> None:
    figures = read("Its mines threw off US$9.35 billion of cash after capital spending.")
    assert all(f.metric != "operating_cash_flow" for f in figures)


# --- more ways of joining a label to its value -----------------------------------------


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("Revenue finished the year at US$39.9 billion.", "revenue"),
        ("Net debt closed the half at US$6.6 billion.", "net_debt"),
        ("Underlying attributable profit edged up to US$10.4 billion.", "underlying_npat"),
    ],
)
def test_a_movement_verb_between_label_and_value_keeps_the_label(text: str, metric: str) -> None:
    ((figure, verified),) = drafted_and_verified(text)
    assert figure.metric == metric
    assert verified


def test_a_ceiling_is_still_no_reported_value() -> None:
    assert not read("Capital expenditure of up to US$10.5 billion is planned.")


def test_a_bracketed_basis_clause_is_kept_in_the_label() -> None:
    ((figure, verified),) = drafted_and_verified(
        "Net profit (before the writedown of the smelter) was US$6.65 billion."
    )
    assert figure.label == "Net profit (before the writedown of the smelter)"
    assert figure.basis == "underlying"
    assert verified


def test_a_short_first_line_ending_a_sentence_then_wrapping_is_no_heading() -> None:
    text = "Costs rose. Statutory\nEBITDA was US$19.8 billion for the year."
    f = by_value(read(text), 19.8)
    assert (f.metric, f.basis) == ("statutory_ebitda", "statutory")
