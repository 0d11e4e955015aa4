"""A realised price is judged on its currency, its tonne basis and its kind of price.

A question asking a price in one currency is never answered with the price printed in the
other; "the dry-tonne price" is a price per dry tonne and never one per wet tonne; a
benchmark or index price is no price the company received. A company that sells one
commodity has one price per unit, so a question naming no commodity is answered with it.
Figures from /work/shared/data/asx_facts_more.csv; the sentences are written here.
"""

from __future__ import annotations

import pytest

from mines.figures.draft_claims import claims_from_text
from mines.figures.qualifier_conflicts import conflicts
from mines.figures.qualifiers import read_qualifiers
from mines.figures.relevance import claim_reason
from mines.offline.grade import _grade_one
from mines.question.operations import find_currencies
from mines.read_question import asked_of, read_question
from tests.support.offline_answer import answer, cited_doc

_GOLD = "Across the year, Northern Star achieved a realised price of A$3,922 an ounce of gold."
_ORE = "Fortescue received an average of US$103.01 per dry metric tonne for its hematite."
_ALUMINIUM = "In 2025 Rio Tinto received an average of US$3,318 a tonne for its aluminium."


def _answers(text: str, company: str, period: str, question: str, value: str) -> bool:
    draft, check = answer(cited_doc(text, company, period), question)
    return value in draft and check.verified == 1 and not check.rejected


def test_a_price_in_another_currency_than_asked_is_refused() -> None:
    for currency in ("US dollars", "US$"):
        asked = f"What was Northern Star's realised gold price in {currency} in FY2025?"
        assert not _answers(_GOLD, "NST", "FY2025", asked, "3,922")
    asked = "What was Northern Star's realised gold price in Australian dollars in FY2025?"
    assert _answers(_GOLD, "NST", "FY2025", asked, "3,922")


def test_currency_words_of_a_question_are_read() -> None:
    assert find_currencies("the price in $US") == ("USD",)
    assert find_currencies("in US cents a pound") == ("USD",)
    assert find_currencies("in Australian cents") == ("AUD",)


def test_the_dry_tonne_price_is_a_price_per_dry_tonne_and_no_other() -> None:
    assert _answers(
        _ORE, "FMG", "FY2024", "What was Fortescue's dry-tonne price in FY2024?", "103.01"
    )
    for asked in (
        "What was Fortescue's wet-tonne price in FY2024?",
        "What was Fortescue's benchmark price per dry tonne in FY2024?",
    ):
        assert not _answers(_ORE, "FMG", "FY2024", asked, "103.01")


def test_a_company_selling_one_commodity_has_one_price_per_unit() -> None:
    asked = "What was Fortescue's average realised price in FY2024?"
    assert _answers(_ORE, "FMG", "FY2024", asked, "103.01")
    # Rio Tinto sells several: its aluminium price is no answer to "its realised price"
    asked = "What was Rio Tinto's average realised price in 2025?"
    assert not _answers(_ALUMINIUM, "RIO", "FY2025", asked, "3,318")
    asked = "What was Rio Tinto's average realised aluminium price in 2025?"
    assert _answers(_ALUMINIUM, "RIO", "FY2025", asked, "3,318")


@pytest.mark.parametrize(
    "label", ["Platts 62% CFR index price", "benchmark iron ore price", "LME spot copper price"]
)
def test_a_market_price_conflicts_with_a_realised_one(label: str) -> None:
    realised = read_qualifiers("average realised price")
    assert conflicts(realised, read_qualifiers(label))
    assert not conflicts(realised, read_qualifiers("Average selling price"))


def test_a_price_whose_unit_column_says_dry_tonnes_never_answers_a_wet_tonne_question() -> None:
    table = (
        "Table: Hematite operations\n| | Unit | FY25 |\n"
        "| Average realised price | US$/dmt | 84.79 |\n"
    )
    asked = "What was Fortescue's realised price per wet tonne in FY2025?"
    assert not _answers(table, "FMG", "FY2025", asked, "84.79")
    asked = "What was Fortescue's realised price per dry tonne in FY2025?"
    assert _answers(table, "FMG", "FY2025", asked, "84.79")


def test_a_price_asked_by_its_unit_finds_and_keeps_a_sole_commodity_passage() -> None:
    question = "What was Fortescue's dry-tonne price in FY2024?"
    request = read_question(question)
    doc = cited_doc(_ORE, "FMG", "FY2024")
    relevant, reason = _grade_one(doc, request)  # no word of the question but "Fortescue"
    assert relevant, reason
    draft, _ = answer(doc, question)
    [(claim, _)] = claims_from_text(draft, [doc])
    assert claim_reason(claim, list(asked_of(request.measures)), request.slots) is None


def test_a_reported_total_asked_in_another_currency_keeps_its_own() -> None:
    # a company's revenue is what it reports, in its own currency (printed beside it); only
    # a price is refused in a currency other than the one asked
    text = "For the 2023 financial year Fortescue's revenue was US$16.87 billion."
    asked = "What was Fortescue's revenue in FY2023 in Australian dollars?"
    assert _answers(text, "FMG", "FY2023", asked, "16.87")


def test_a_cost_per_unit_asked_in_another_currency_is_refused() -> None:
    # a unit cost is a rate like a price: the A$ cost an ounce is no answer to the US$ one
    gold = "Northern Star kept its all-in sustaining cost at A$1,853 an ounce over FY24."
    ore = "Fortescue's C1 cost for hematite came in at US$18.24 per wet tonne in FY24."
    assert not _answers(
        gold, "NST", "FY2024", "What was Northern Star's AISC in US$ in FY2024?", "1,853"
    )
    assert _answers(
        gold, "NST", "FY2024", "What was Northern Star's AISC in A$ in FY2024?", "1,853"
    )
    assert _answers(gold, "NST", "FY2024", "What was Northern Star's AISC in FY2024?", "1,853")
    asked = "What was Fortescue's C1 cost in Australian dollars in FY2024?"
    assert not _answers(ore, "FMG", "FY2024", asked, "18.24")
    asked = "What was Fortescue's C1 cost in US dollars in FY2024?"
    assert _answers(ore, "FMG", "FY2024", asked, "18.24")
