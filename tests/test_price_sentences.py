"""Realised prices as sentences state them, and as users ask for them.

A price in cents a pound after a verb of selling is the price received; a selling price
that "improved to" a sum is named by its own words (how it moved names nothing); "what
price did X get for its copper" asks the price received for copper. Figures from
/work/shared/data/asx_facts_more.csv (US$4.57 a pound is 457 US cents); sentences written here.
"""

from __future__ import annotations

from mines.figures.asked import asked_measures
from tests.support.offline_answer import answer, cited_doc


def _answers(text: str, company: str, period: str, question: str, value: str) -> bool:
    draft, check = answer(cited_doc(text, company, period), question)
    return value in draft and check.verified == 1 and not check.rejected


def test_a_price_in_cents_a_pound_after_a_verb_of_selling_is_the_price_received() -> None:
    text = "Over 2025 the group's copper sold for an average 457 US cents per pound."
    asked = "What was Rio Tinto's realised copper price in 2025?"
    assert _answers(text, "RIO", "FY2025", asked, "457 US cents per pound")


def test_a_selling_price_that_moved_to_a_sum_is_named_by_its_words() -> None:
    text = (
        "Ounces sold held broadly flat over the year, while the average selling price "
        "improved to $2,639 an ounce."
    )
    for asked in (
        "What was Northern Star's average selling price in FY2023?",
        "What was Northern Star's average realised gold price in FY2023?",
    ):
        assert _answers(text, "NST", "FY2023", asked, "2,639")


def test_what_price_a_company_got_for_a_commodity_is_the_price_received() -> None:
    (measure,) = asked_measures("What price did Rio Tinto get for its copper in 2025?")
    assert measure.phrase == "average price received for copper"
    assert "per_unit" in measure.stated["form"]


def test_a_price_compared_with_an_earlier_one_is_the_prior_years_price() -> None:
    text = "Fortescue realised US$84.79/dmt for its hematite, down from US$103.01/dmt."
    asked = "What was Fortescue's realised hematite price in FY2024?"
    assert _answers(text, "FMG", "FY2025", asked, "103.01")
    asked = "What was Fortescue's realised hematite price in FY2025?"
    assert _answers(text, "FMG", "FY2025", asked, "84.79")
