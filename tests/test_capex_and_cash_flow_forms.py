"""Capital spending and cash flows in the forms a results story prints them.

Capital expenditure said by what was done with the money ("invested ... in the business",
"spent ... on growth projects"), an amount named by the words after it even when a clause
word leads the sentence ("After US$3.9 billion of capital spending, ..."), "cashflow" as
one word, the cash-flow statement's own line asked in its printed form, and a flow asked
"before interest and tax" that the net operating line never answers. The sentences are
written for these tests; their figures are the companies' published ones.
"""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from tests.support.offline_answer import answer, cited_doc

FMG_FY25 = (
    "The miner reported net cash flow from operating activities of US$6.5 billion for the "
    "year. After US$3.9 billion of capital spending, free cash flow was US$2.6 billion."
)
FMG_FY21 = (
    "Over the year to 30 June 2021 Fortescue invested US$3.6 billion in the business, and "
    "free cashflow of US$9.0 billion was generated."
)
NST_FY23 = (
    "In the year to 30 June 2023 Northern Star spent A$752 million on growth projects, above "
    "the A$700 million it had last pointed to."
)
BHP_FY23 = "BHP's net operating cash flow was US$18.7 billion in FY2023."


def _figures(text: str, company: str, period: str) -> dict[str, float]:
    ctx = DocContext(company, Period.parse_label(period))
    return {f.metric or f.label: f.value for f in extract_figures(text, ctx)}


def _answered(text: str, company: str, period: str, question: str, value: str) -> None:
    """The offline draft states ``value`` and the verifier supports it."""
    draft, check = answer(cited_doc(text, company, period), question)
    assert value in draft
    assert check.verified == 1 and not check.rejected


def test_an_amount_named_by_the_words_after_it_is_read_after_a_leading_clause_word() -> None:
    read = _figures(FMG_FY25, "FMG", "FY2025")
    assert read["capex"] == 3.9
    assert read["free_cash_flow"] == 2.6


def test_capital_spending_before_free_cash_flow_answers_a_capex_question() -> None:
    question = "How much did Fortescue spend on capex in FY2025?"
    _answered(FMG_FY25, "FMG", "FY2025", question, "US$3.9 billion")


def test_invested_in_the_business_is_the_years_capital_expenditure() -> None:
    assert _figures(FMG_FY21, "FMG", "FY2021")["capex"] == 3.6
    question = "What was Fortescue's capital expenditure in FY2021?"
    _answered(FMG_FY21, "FMG", "FY2021", question, "US$3.6 billion")


def test_cashflow_written_as_one_word_is_a_cash_flow() -> None:
    assert _figures(FMG_FY21, "FMG", "FY2021")["free_cash_flow"] == 9.0
    question = "What was Fortescue's free cashflow in FY2021?"
    _answered(FMG_FY21, "FMG", "FY2021", question, "US$9.0 billion")


def test_spending_on_growth_projects_is_growth_capital_and_nothing_wider() -> None:
    _answered(
        NST_FY23,
        "NST",
        "FY2023",
        "What was Northern Star's growth capex in FY2023?",
        "A$752 million",
    )
    doc = cited_doc(NST_FY23, "NST", "FY2023")
    for wider in ("capital expenditure", "sustaining capex"):
        draft, _ = answer(doc, f"What was Northern Star's {wider} in FY2023?")
        assert "A$752 million" not in draft.split("closest stated")[0]
        assert "not found" in draft
    for other in (
        "spent A$752 million on exploration",
        "invested A$752 million in the business of a partner",
    ):
        read = _figures(f"In the year Northern Star {other}.", "NST", "FY2023")
        assert "capex" not in read and "growth_capex" not in read


def test_the_statement_line_asked_as_printed_is_the_net_operating_cash_flow() -> None:
    question = "What was BHP's net cash from operating activities in FY2023?"
    _answered(BHP_FY23, "BHP", "FY2023", question, "US$18.7 billion")


def test_a_flow_before_interest_and_tax_is_not_the_net_operating_line() -> None:
    draft, _ = answer(
        cited_doc(BHP_FY23, "BHP", "FY2023"),
        "What was BHP's cash generated from operations before interest and tax in FY2023?",
    )
    assert "not found" in draft
    assert "US$18.7 billion" not in draft.split("closest stated")[0]


def test_a_label_left_before_interest_and_tax_is_no_tax_figure() -> None:
    text = "Profit before interest and tax was US$34.1 billion in FY2022."
    read = _figures(text, "BHP", "FY2022")
    assert "tax" not in read
    draft, _ = answer(cited_doc(text, "BHP", "FY2022"), "How much tax did BHP pay in FY2022?")
    assert "US$34.1 billion" not in draft


def test_an_including_aside_after_the_capex_label_keeps_the_label() -> None:
    text = (
        "Net cash inflow from operating activities was US$18.7 billion and capital "
        "expenditure, including exploration, was US$7.1 billion."
    )
    assert _figures(text, "BHP", "FY2023")["capex"] == 7.1
    _answered(text, "BHP", "FY2023", "What was BHP's capex in FY2023?", "US$7.1 billion")


def test_spending_on_capital_and_exploration_is_the_years_capital_expenditure() -> None:
    text = (
        "Over the twelve months to June 2023 BHP spent US$7.1 billion on capital and exploration."
    )
    assert _figures(text, "BHP", "FY2023")["capex"] == 7.1
    question = "What was BHP's capital and exploration expenditure in FY2023?"
    _answered(text, "BHP", "FY2023", question, "US$7.1 billion")


def test_a_measure_named_inside_an_aside_after_the_label_is_not_the_value() -> None:
    # "Free cash flow, after capital expenditure, was $X": the value is the free cash flow;
    # capital expenditure is what came off it, and a capex question gets no answer from it
    text = "Free cash flow, after capital expenditure, was US$4.0 billion in 2025."
    got = _figures(text, "RIO", "FY2025")
    assert got.get("free_cash_flow") == 4.0 and "capex" not in got
    _answered(text, "RIO", "FY2025", "What was Rio Tinto's free cash flow in 2025?", "4.0")
    draft, _ = answer(cited_doc(text, "RIO", "FY2025"), "What was Rio Tinto's capex in 2025?")
    assert "4.0" not in draft.split(">")[0]
