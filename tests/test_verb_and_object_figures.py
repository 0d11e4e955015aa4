"""Figures a story names with a verb and its object instead of a label and a linking word.

"the group turned over A$X" (revenue), "spent US$X on plant and equipment" (capital
expenditure), "leaving US$X after capital spending" (free cash flow), "the operations
brought in A$X" (operating cash flow), "the miner shipped 188 million tonnes" (iron ore
shipped), "the division earned $X before interest, tax, depreciation and amortisation"
(its EBITDA), "A year ago the group earned $X" (the prior year's profit). Each is asked end
to end, and so is its neighbour that must stay unanswered: the object or the verb names
another measure, a plan, another period or part. The sentences are written for these
tests; the figures are made up.
"""

from __future__ import annotations

import pytest

from tests.support.offline_answer import answer, cited_doc


def _head(draft: str) -> str:
    """The answer before any "closest stated" suggestion (which claims nothing)."""
    return draft.split("closest stated")[0]


def _answered(text: str, company: str, period: str, question: str, value: str) -> None:
    """The offline draft states ``value`` and the verifier supports it."""
    draft, check = answer(cited_doc(text, company, period), question)
    assert value in _head(draft), draft
    assert check.verified == 1 and not check.rejected, (draft, check.rejected)


def _not_found(text: str, company: str, period: str, question: str) -> None:
    draft, _ = answer(cited_doc(text, company, period), question)
    assert "not found" in _head(draft), draft


# -- the result, its basis and its period led by a clause before the subject ---------------

PRIOR = "A year ago the group earned $1.1 billion."


def test_a_period_leading_the_subject_dates_the_verbs_amount() -> None:
    _answered(PRIOR, "MIN", "FY2024", "What was Mineral Resources' net profit in FY2023?", "1.1")
    _not_found(PRIOR, "MIN", "FY2024", "What was Mineral Resources' net profit in FY2024?")


def test_a_relative_period_dates_a_label_past_its_owner() -> None:
    text = "A year earlier the group's revenue was A$1.2 billion."
    _answered(text, "NST", "FY2024", "What was Northern Star's revenue in FY2023?", "A$1.2")
    _not_found(text, "NST", "FY2024", "What was Northern Star's revenue in FY2024?")


@pytest.mark.parametrize(
    "text",
    [
        "Excluding those charges the company earned US$8.2 billion.",
        "Take those out and the company earned US$8.2 billion, the figure management prefers.",
    ],
)
def test_a_left_out_clause_leading_the_subject_makes_the_result_underlying(text: str) -> None:
    question = "What was BHP's underlying attributable profit in FY2024?"
    _answered(text, "BHP", "FY2024", question, "US$8.2 billion")
    _not_found(text, "BHP", "FY2024", "What was BHP's statutory profit in FY2024?")


def test_a_result_after_although_and_a_left_out_pronoun_is_underlying() -> None:
    text = (
        "The group's attributable profit for the half fell to US$1.0 billion after "
        "write-downs, although stripping those out it earned US$5.5 billion."
    )
    question = "What was BHP's underlying attributable profit in the first half of FY2024?"
    _answered(text, "BHP", "H1 FY2024", question, "US$5.5 billion")


# -- takings and the bottom line said with a verb ------------------------------------------


def test_turned_over_is_revenue_and_no_profit() -> None:
    text = "In FY24 the group turned over A$5.0bn, with EBITDA of A$2.0bn."
    _answered(text, "NST", "FY2024", "What was Northern Star's revenue in FY2024?", "A$5.0")
    _not_found(text, "NST", "FY2024", "What was Northern Star's net profit in FY2024?")


def test_earned_on_revenue_is_the_bottom_line_only_when_a_lead_names_that_line() -> None:
    text = "On the bottom line the group earned US$9.1 billion on sales of US$40.2 billion."
    question = "What was Rio Tinto's net profit in 2024?"
    _answered(text, "RIO", "FY2024", question, "US$9.1 billion")
    bare = "The group earned US$9.1 billion on sales of US$40.2 billion."
    _not_found(bare, "RIO", "FY2024", question)  # it may be a profit before tax


# -- capital spending: the object says which -----------------------------------------------

PLANT = (
    "Net debt rose after the group spent US$9.1 billion on plant and equipment, against "
    "US$7.1 billion in 2023."
)


def test_spent_on_plant_and_equipment_is_capex_and_its_comparative_the_prior_years() -> None:
    question = "What was Rio Tinto's capital expenditure in {}?"
    _answered(PLANT, "RIO", "FY2024", question.format(2024), "US$9.1 billion")
    _answered(PLANT, "RIO", "FY2024", question.format(2023), "US$7.1 billion")
    _not_found(PLANT, "RIO", "FY2024", "What was Rio Tinto's net debt in 2023?")
    for other in (
        "The group spent US$1.1 billion on plant maintenance.",
        "The group spent US$0.9 billion on exploration and evaluation.",
        "The group expects to spend US$10 billion on plant and equipment in 2025.",
    ):  # another object, or a plan: no capital expenditure of the year
        _not_found(other, "RIO", "FY2024", question.format(2024))


# -- cash flows: what operations brought in, what was left after investing -----------------

THREW = (
    "Operations threw off US$9.0 billion of cash, leaving US$6.0 billion after capital spending."
)


def test_what_was_left_after_capital_spending_is_free_cash_flow() -> None:
    _answered(THREW, "RIO", "FY2024", "What was Rio Tinto's free cash flow in 2024?", "US$6.0")
    question = "What was Rio Tinto's operating cash flow in 2024?"
    _answered(THREW, "RIO", "FY2024", question, "US$9.0 billion")
    for other in (
        "Operations threw off US$9.0 billion of cash, leaving US$6.0 billion after dividends.",
        "The group was left with US$5.0 billion of cash at the end of the year.",
    ):  # left after no investment: no free cash flow
        _not_found(other, "RIO", "FY2024", "What was Rio Tinto's free cash flow in 2024?")


def test_an_amount_left_over_after_capital_spending_is_no_capex() -> None:
    text = "After capital spending, US$3.3 billion was left over."
    _answered(text, "FMG", "FY2024", "What was Fortescue's free cash flow in FY2024?", "US$3.3")
    _not_found(text, "FMG", "FY2024", "What was Fortescue's capital expenditure in FY2024?")


def test_left_with_after_paying_for_plant_and_its_comparative() -> None:
    text = (
        "After paying for new plant, the Group was left with US$5,000 million in 2024, "
        "against US$6,100 million in 2023."
    )
    question = "What was Rio Tinto's free cash flow in {}?"
    _answered(text, "RIO", "FY2024", question.format(2024), "US$5,000 million")
    _answered(text, "RIO", "FY2024", question.format(2023), "US$6,100 million")


def test_operations_bringing_in_an_amount_with_no_object_is_operating_cash() -> None:
    text = "The operations brought in A$1.1 billion during the year."
    question = "What was Northern Star's operating cash flow in FY2024?"
    _answered(text, "NST", "FY2024", question, "A$1.1 billion")
    _not_found(text, "NST", "FY2024", "What was Northern Star's revenue in FY2024?")


# -- volumes: tonnes whose commodity the subject names -------------------------------------


def test_tonnes_a_miner_of_iron_ore_alone_shipped_are_its_shipments() -> None:
    text = "The miner shipped a record 188 million tonnes at a cash cost of US$18.20 a wet tonne."
    question = "How much iron ore did Fortescue ship in FY2024?"
    _answered(text, "FMG", "FY2024", question, "188")
    _not_found(text, "FMG", "FY2024", "How much iron ore did Fortescue produce in FY2024?")
    plan = "Fortescue expects to ship 190 million tonnes in FY2024."
    _not_found(plan, "FMG", "FY2024", question)
    several = "The company shipped 20 Mt in FY24."  # a miner of several commodities: which?
    _not_found(several, "MIN", "FY2024", "How much iron ore did Mineral Resources ship in FY2024?")


def test_tonnes_of_a_business_named_by_its_commodity() -> None:
    text = (
        "Between July and December 2024 the iron ore business shipped 9.1 Mt (wet) and the "
        "lithium business 250 kt of SC6-equivalent concentrate."
    )
    question = "How much iron ore did Mineral Resources ship in the first half of FY2025?"
    _answered(text, "MIN", "H1 FY2025", question, "9.1")


def test_what_a_contracting_business_moved_is_its_own_volume_and_no_shipment() -> None:
    text = (
        "The contracting business moved 250 million wet tonnes for clients and for the "
        "group's own mines in FY24."
    )
    question = "How many wet tonnes did MinRes's contracting business move in FY2024?"
    _answered(text, "MIN", "FY2024", question, "250 Mt")
    _not_found(text, "MIN", "FY2024", "How much iron ore did MinRes ship in FY2024?")
    plan = "The contracting business expects to move 300 million wet tonnes in FY24."
    _not_found(plan, "MIN", "FY2024", question)


# -- EBITDA spelt out after the amount a verb names -----------------------------------------


def test_earned_before_interest_tax_and_depreciation_is_the_groups_ebitda() -> None:
    text = "The group earned A$2.0 billion before interest, tax, depreciation and amortisation."
    _answered(text, "NST", "FY2024", "What was Northern Star's EBITDA in FY2024?", "A$2.0")
    _not_found(text, "NST", "FY2024", "What was Northern Star's net profit in FY2024?")
    before_tax = "The group earned A$1.5 billion before tax."
    _not_found(before_tax, "NST", "FY2024", "What was Northern Star's EBITDA in FY2024?")


def test_a_divisions_earnings_before_interest_tax_and_depreciation_are_its_own() -> None:
    text = (
        "The contracting business earned $600 million before interest, tax, depreciation and "
        "one-off items, a record."
    )
    question = "What was Mineral Resources' mining services EBITDA in FY2024?"
    _answered(text, "MIN", "FY2024", question, "A$600 million")
    _not_found(text, "MIN", "FY2024", "What was Mineral Resources' underlying EBITDA in FY2024?")


def test_a_division_led_by_a_period_earned_its_ebitda_in_that_period() -> None:
    text = (
        "For the year to 30 June 2023 the Lithium division earned A$1.1 billion before "
        "interest, tax, D&A and one-offs."
    )
    question = "What was Mineral Resources' lithium EBITDA in FY2023?"
    _answered(text, "MIN", "FY2024", question, "A$1.1 billion")
    _not_found(text, "MIN", "FY2024", "What was Mineral Resources' EBITDA in FY2023?")
