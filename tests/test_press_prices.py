"""Realised prices as press pieces and results slides print them.

A slide or a wire story puts the commodity first ("Iron ore (hematite) average revenue")
or says what the miner pocketed for each ounce without the word "price"; a follow-on
sentence says only "the average was". Money a unit the company got for what it sold is the
price it received; money a unit it spent, or that a thing cost, is a cost and never answers
a price question (nor a price a cost question). A bare average names the price of the
sentence before it in its paragraph, and nothing otherwise.

Figures from /work/shared/data/asx_facts.csv and asx_facts_more.csv; the sentences are
written here.
"""

from __future__ import annotations

import pytest

from mines.figures.draft_claims import claims_from_text
from mines.figures.model import DocContext, Figure, Period
from mines.figures.prose import prose_figures
from mines.figures.relevance import claim_reason
from mines.read_question import asked_of, read_question
from tests.support.offline_answer import answer, cited_doc


def _read(text: str, company: str, period: str) -> list[Figure]:
    return prose_figures(text, DocContext(company, Period.parse_label(period)))


def _per_unit(figures: list[Figure]) -> list[Figure]:
    return [f for f in figures if f.unit.startswith("per ")]


def _answers(text: str, company: str, period: str, question: str, value: str) -> bool:
    """Whether the offline answer states ``value``, verified, and the guardrails keep it."""
    doc = cited_doc(text, company, period)
    draft, check = answer(doc, question)
    if value not in draft or check.verified < 1 or check.rejected:
        return False
    request = read_question(question)
    measures = list(asked_of(request.measures))
    claims = [c for c, _ in claims_from_text(draft, [doc])]
    return bool(claims) and all(claim_reason(c, measures, request.slots) is None for c in claims)


# ---------------------------------------------------------------------------------------
# Commodity first, "average revenue" a unit: a price


_ORE_LINES = (
    "Iron ore hematite average revenue came to US$84.79 per dry metric tonne.",
    "- Iron ore average revenue: US$84.79/dmt, down 18%",
    "Over the year the hematite average revenue was US$84.79/dmt.",
)


@pytest.mark.parametrize("text", _ORE_LINES)
def test_money_a_tonne_under_revenue_words_is_read_as_printed(text: str) -> None:
    [figure] = _per_unit(_read(text, "FMG", "FY2025"))
    assert figure.value == 84.79 and figure.unit == "per dmt" and figure.currency == "USD"
    assert figure.metric == ""  # a sum a tonne, never the revenue total
    label = figure.label.lower()
    assert "average revenue" in label and ("hematite" in label or "iron ore" in label)


@pytest.mark.parametrize("text", _ORE_LINES)
def test_the_realised_ore_price_is_answered_by_it(text: str) -> None:
    for question in (
        "What price did Fortescue realise for its hematite in FY2025?",
        "What was Fortescue's average revenue per dry tonne of hematite in FY2025?",
    ):
        assert _answers(text, "FMG", "FY2025", question, "84.79"), question


def test_money_a_tonne_never_answers_the_revenue_total() -> None:
    text = _ORE_LINES[1]
    asked_price = "What was Fortescue's realised hematite price in FY2025?"
    assert _answers(text, "FMG", "FY2025", asked_price, "84.79")  # read, and still refused:
    assert not _answers(text, "FMG", "FY2025", "What was Fortescue's revenue in FY2025?", "84.79")


# ---------------------------------------------------------------------------------------
# A verb of getting money for what was sold: a price


_GOLD_VERBS = (
    "Northern Star pocketed an average of A$3,922 an ounce for its gold in the year.",
    "For the year the gold miner got A$3,922 an ounce for its gold.",
    "The company sold its gold for an average of A$3,922 an ounce, up 29 per cent.",
    "Northern Star collected A$3,922 per ounce for its gold, a record.",
)


@pytest.mark.parametrize("text", _GOLD_VERBS)
def test_a_verb_of_getting_money_names_the_price_received(text: str) -> None:
    [figure] = _per_unit(_read(text, "NST", "FY2025"))
    assert figure.value == 3922 and figure.unit == "per ounce"
    assert figure.label.startswith("average price received")
    question = "What price did Northern Star realise per ounce in FY2025?"
    assert _answers(text, "NST", "FY2025", question, "3,922")


_GOLD_COSTS = (
    "Northern Star averaged A$2,105 an ounce in all-in sustaining costs.",
    "The miner spent an average of A$2,105 an ounce to mine its gold.",
)


@pytest.mark.parametrize("text", _GOLD_COSTS)
def test_money_a_unit_spent_is_never_a_price(text: str) -> None:
    for figure in _read(text, "NST", "FY2025"):
        assert not figure.label.startswith("average price received")
        assert figure.label.lower() != "average"
    question = "What price did Northern Star realise per ounce in FY2025?"
    assert not _answers(text, "NST", "FY2025", question, "2,105")


def test_a_price_received_never_answers_a_cost_question() -> None:
    text = _GOLD_VERBS[0]
    asked_price = "What average price did Northern Star receive per ounce of gold in FY2025?"
    assert _answers(text, "NST", "FY2025", asked_price, "3,922")  # read, and still refused:
    for question in (
        "What was Northern Star's AISC in FY2025?",
        "What was Northern Star's all-in sustaining cost per ounce in FY2025?",
    ):
        assert not _answers(text, "NST", "FY2025", question, "3,922"), question


# ---------------------------------------------------------------------------------------
# "The average was": the price of the sentence before, or nothing


_HALF_AFTER_PRICE = (
    "The gold miner pocketed an average of A$3,922 an ounce for its gold across the year. "
    "In the six months to December the average was A$3,562 an ounce."
)


def test_a_bare_average_takes_the_price_of_the_sentence_before() -> None:
    figures = _per_unit(_read(_HALF_AFTER_PRICE, "NST", "FY2025"))
    half = [f for f in figures if f.period == Period(2025, "H1")]
    assert [f.value for f in half] == [3562]
    assert half[0].label == figures[0].label  # the year's price, named as it was
    question = "What gold price did Northern Star get per ounce in the first half of FY2025?"
    assert _answers(_HALF_AFTER_PRICE, "NST", "FY2025", question, "3,562")


@pytest.mark.parametrize(
    "text",
    [
        "In the six months to December the average was A$3,562 an ounce.",
        # the sentence before states a cost, not a price
        "All-in sustaining costs came to A$2,105 an ounce for the year. "
        "In the six months to December the average was A$3,562 an ounce.",
        # the price before is in another paragraph
        "The miner pocketed A$3,922 an ounce for its gold across the year.\n\n"
        "In the six months to December the average was A$3,562 an ounce.",
        # the price before is a price a tonne
        "It pocketed US$84.79 a dry metric tonne for its ore. "
        "In the six months to December the average was A$3,562 an ounce.",
    ],
)
def test_a_bare_average_with_no_price_before_names_nothing(text: str) -> None:
    assert not [f for f in _read(text, "NST", "FY2025") if f.value == 3562]
    question = "What gold price did Northern Star get per ounce in the first half of FY2025?"
    assert not _answers(text, "NST", "FY2025", question, "3,562")


def test_the_verifier_refuses_a_bare_average_under_a_cost_sentence() -> None:
    from mines.figures.draft_claims import Claim
    from mines.figures.verify import verify

    text = (
        "Northern Star averaged A$2,105 an ounce in all-in sustaining costs for its gold. "
        "In the six months to December the average was A$3,562 an ounce."
    )
    claim = Claim(
        company="NST",
        metric="",
        period=Period(2025, "H1"),
        value=3562,
        unit="per ounce",
        currency="AUD",
        label="average price received for gold",
    )
    ctx = DocContext("NST", Period(2025, "FY"))
    assert not verify(claim, text, ctx).supported
    assert verify(claim, _HALF_AFTER_PRICE, ctx).supported
