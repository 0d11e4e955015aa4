"""Dividends, debt and cash asked in everyday words, and stated in a report's own words.

- A document comes out after every period it says has ended: a record or payment date in
  its dividend table is no release date, so a comparative year it mentions never becomes
  its reporting period.
- The dividend that rewards the second half is the final one, reported for the full year;
  one paid *in* the second half is a period asked, not a kind.
- A value said to be the year's ("... received 150 cents a share for the year") after a
  clause naming another kind is the year's total, for the verifier as for the reader.

The companies are the five; the documents and figures are synthetic.
"""

from __future__ import annotations

from typing import cast

import pytest

from mines.documents import Chunk
from mines.figures.asked import asked_measures
from mines.figures.draft_claims import claims_from_text
from mines.figures.model import DocContext, Period
from mines.figures.periods import document_period, release_date
from mines.figures.qualifiers import read_qualifiers
from mines.figures.query import read_request
from mines.figures.verify import verify
from mines.measures.paraphrases import paraphrased_measures

# ----- a record date in a dividend table is no release date ------------------------------

_RETURNS = (
    "Fortescue Annual Report 2024\n\n"
    "Returns to shareholders\n\n"
    "For the financial year ended 30 June 2024 the Board paid two dividends.\n\n"
    "            A cents a share    Paid on\n"
    "Interim                  108    27 March 2024\n"
    "Final                    89     30 September 2024\n\n"
    "Payments made during the year also included the final dividend for the 2023 "
    "financial year.\n"
)


def test_a_payment_date_before_the_year_closed_is_no_release_date() -> None:
    assert release_date(_RETURNS, "FMG") == release_date(
        _RETURNS.replace("27 March 2024", "March"), "FMG"
    )
    assert document_period(_RETURNS, "FMG") == Period(2024)


def test_a_release_date_after_the_year_still_decides() -> None:
    text = "Perth, 26 August 2024\nResults for the year ended 30 June 2024\nFY2023 FY2023"
    assert release_date(text, "FMG") is not None
    assert document_period(text, "FMG") == Period(2024)


# ----- the second-half dividend is the final one ------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "What second-half dividend did Fortescue pay shareholders for FY2024?",
        "How big was Northern Star's second half dividend in 2023-24?",
        "What was BHP's H2 dividend for FY2024, in US cents?",
        "What dividend did BHP declare for the second half of FY2024?",
    ],
)
def test_a_dividend_named_by_its_second_half_is_the_final_for_the_year(question: str) -> None:
    request = read_request(question)
    assert (request.period_kind, request.dividend_kind) == ("FY", "final")


def test_a_dividend_paid_in_the_second_half_is_no_final() -> None:
    request = read_request("What dividend did BHP pay in the second half of FY2024?")
    assert request.period_kind == "H2"
    assert request.dividend_kind != "final"


def test_a_printed_second_half_dividend_is_final() -> None:
    assert read_qualifiers("Second-half ordinary dividend")["dividend"] == {"final"}
    assert "dividend" not in read_qualifiers("Second half revenue")


# ----- a value for the year after a clause naming another kind is the total -------------

_LETTER = (
    "Together with the final dividend we announce today, investors received 150 Australian "
    "cents a share for the year, all of it fully franked."
)
_HEAD = "- Fortescue (FMG), FY2024 (year to 30 June 2024) — "


def _supported(line: str) -> tuple[bool, str]:
    doc = {"company": "FMG", "fiscal_year": "FY2024", "period": "FY2024", "text": _LETTER}
    ((claim, _),) = claims_from_text(_HEAD + line, [doc])
    got = verify(claim, _LETTER, DocContext("FMG", Period(2024)))
    return got.supported, got.reason


def test_the_years_total_after_a_clause_naming_the_final_is_verified() -> None:
    assert _supported("total dividends per share: A$1.50 per share [1]")[0]


def test_the_final_dividend_is_not_the_years_total() -> None:
    supported, reason = _supported("final dividend per share: A$1.50 per share [1]")
    assert not supported
    assert "total" in reason


# ----- net debt, the dividend and free cash flow in everyday words ----------------------


_NAMED = (
    ("How much did Northern Star owe after netting off its cash at 30 June 2024?", "net_debt"),
    ("What did Fortescue owe, once its cash was deducted, at the end of FY2024?", "net_debt"),
    ("What was BHP's debt net of cash at 30 June 2024?", "net_debt"),
    ("How much were Fortescue's borrowings minus cash in FY2024?", "net_debt"),
    ("What did MinRes owe after setting off its available cash in FY2024?", "net_debt"),
    (
        "How much per share did Fortescue hand back to shareholders for FY2024?",
        "dividends_per_share",
    ),
    ("What did Northern Star give back to its owners per share in FY2024?", "dividends_per_share"),
    (
        "What did BHP pay out a share to investors for the 2024 financial year?",
        "dividends_per_share",
    ),
    ("What was Fortescue's cash flow after capital spending in FY2024?", "free_cash_flow"),
    (
        "How much cash did the BHP business generate after paying for capex in FY24?",
        "free_cash_flow",
    ),
    ("What cash flow remained for Rio Tinto after investment in 2024?", "free_cash_flow"),
)
"""What is owed with cash netted off is net debt; what owners got back per share is the
dividend; cash flow after investment is free cash flow."""


@pytest.mark.parametrize(("question", "metric"), _NAMED)
def test_an_everyday_wording_names_its_measure(question: str, metric: str) -> None:
    assert [m.metric for m in asked_measures(question)] == [metric]


@pytest.mark.parametrize(
    "question",
    [
        "What were Northern Star's borrowings before netting off cash at 30 June 2024?",
        "How did Fortescue's debt compare with its operating cash flow in FY2024?",
        "What were BHP's borrowings less cash flow from operations in FY2024?",
    ],
)
def test_debt_before_cash_or_beside_a_cash_flow_is_no_net_debt(question: str) -> None:
    # "debt" and "borrowings" still hint at net debt (with what else the words state);
    # the wording of what net debt *is* does not fire
    assert "net_debt" not in [p.metric for p in paraphrased_measures(question)]


_DEBT_LETTER = (
    "Northern Star Resources | Annual Report 2024\n\n"
    "Borrowings less cash came to A$1.23 billion at 30 June 2024, well inside our limits."
)


def _draft(text: str, question: str, company: str = "NST") -> str:
    from mines.offline.synthesize import synthesize
    from mines.prompt_format import render_documents, tag

    doc = {
        "company": company,
        "fiscal_year": "FY2024",
        "period": "FY2024",
        "text": text,
        "id": "1",
        "source": "report.txt",
        "page": 1,
        "score": 1.0,
        "section": "",
    }
    return synthesize(render_documents([cast(Chunk, doc)]) + tag("question", question))


def test_debt_after_netting_cash_is_answered_from_a_label_naming_it_so() -> None:
    draft = _draft(
        _DEBT_LETTER, "How much did Northern Star owe after netting off its cash in FY2024?"
    )
    assert "1.23 billion [1]" in draft, draft


def test_borrowings_before_cash_are_not_answered_with_net_debt() -> None:
    draft = _draft(
        _DEBT_LETTER, "What were Northern Star's borrowings before netting off cash in FY2024?"
    )
    assert "1.23 billion [1]" not in draft.split("closest stated")[0], draft


# ----- plant, equipment and intangibles: one cash-flow line, not capex and exploration ----

_CASH_FLOWS = (
    "Table: Consolidated statement of cash flows (US$m)\n"
    "| Year ended 30 June | 2024 | 2023 |\n"
    "| Cash generated from operations | 9,870 | 8,760 |\n"
    "| Purchases of property, plant and equipment and intangible assets | (2,880) | (2,770) |\n"
    "| Exploration and evaluation spend | (140) | (120) |\n"
)
_CAPEX_ONLY = (
    "Table: Key figures (US$bn)\n"
    "| Year ended 30 June | 2024 | 2023 |\n"
    "| Capital and exploration expenditure | 3.1 | 2.9 |\n"
)


@pytest.mark.parametrize(
    "question",
    [
        "How much did Fortescue lay out on plant, equipment and intangibles in FY2024?",
        "What were Fortescue's payments for PP&E and intangible assets in FY2024?",
        "What did Fortescue spend on property, plant and equipment plus intangibles in FY24?",
    ],
)
def test_spending_on_plant_equipment_and_intangibles_is_that_cash_flow_line(
    question: str,
) -> None:
    (asked,) = asked_measures(question)
    assert "intangible" in asked.phrase
    assert "2,880" in _draft(_CASH_FLOWS, question, "FMG")


def test_plant_and_equipment_alone_is_not_the_line_with_intangibles() -> None:
    (asked,) = asked_measures("How much did Fortescue spend on plant and equipment in FY2024?")
    assert asked.metric == "capex_ppe_cashflow"


def test_capital_and_exploration_spend_does_not_answer_plant_equipment_and_intangibles() -> None:
    q = "How much did Fortescue lay out on plant, equipment and intangibles in FY2024?"
    draft = _draft(_CAPEX_ONLY, q, "FMG")
    assert "3.1 billion [1]" not in draft.split("closest stated")[0], draft


# ----- neighbours of what owners got back and of cash left after investing ---------------


def test_earnings_per_share_are_not_handed_back() -> None:
    assert "dividends_per_share" not in [
        m.metric for m in asked_measures("What did BHP earn per share in FY2024?")
    ]


@pytest.mark.parametrize(
    "question",
    [
        "What was Fortescue's cash flow from operations after working capital in FY2024?",
        "How much cash did Fortescue hold after capital spending in FY2024?",
    ],
)
def test_cash_after_working_capital_or_held_is_no_free_cash_flow(question: str) -> None:
    assert "free_cash_flow" not in [m.metric for m in asked_measures(question)]


# ----- a dividend asked of a first half is the interim one --------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "How much did Northern Star hand back a share for the opening six months of FY2023?",
        "What did Mineral Resources distribute per share for its December 2022 half?",
        "What was Rio Tinto's midyear dividend in 2023?",
    ],
)
def test_a_dividend_asked_of_the_first_half_is_the_interim(question: str) -> None:
    from mines.read_question import read_question

    assert read_question(question).dividend_kind == "interim"


def test_a_dividend_asked_of_a_year_has_no_kind_read_into_it() -> None:
    from mines.read_question import read_question

    assert read_question("What dividend did Northern Star pay for FY2023?").dividend_kind is None


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("What did Northern Star hand over for plant in FY2023?", False),  # no spending verb
        ("How much cash did Northern Star pay for plant in FY2023?", True),
        ("What did Northern Star spend on plant in the second half of FY2023?", True),
        ("What did Northern Star spend on the plant in Kalgoorlie in FY2023?", False),
    ],
)
def test_plant_bought_in_a_period_is_the_cash_flow_line_a_plant_in_a_place_is_not(
    question: str, asked: bool
) -> None:
    metrics = [m.metric for m in asked_measures(question)]
    assert ("capex_ppe_cashflow" in metrics) is asked
