"""A price "for" the miner that was paid it is the price of the goods the sentence leads with.

"Copper averaged US$4.57/lb for Rio Tinto", "Pilbara iron ore averaged US$90 a dry tonne
for the miner": what follows "for" is the seller, never what was sold, so the price is
copper's and iron ore's (it was read as a price "for Rio Tinto" and answered nothing).
"""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc

TEXT = (
    "Copper averaged $US4.57/lb for Rio Tinto over the year, while Pilbara iron ore "
    "averaged $US90 a dry tonne for the miner."
)


def test_the_copper_price_for_the_company_is_copper_s() -> None:
    said, check = answer(
        cited_doc(TEXT, "RIO", "FY2025"), "What was Rio Tinto's realised copper price in 2025?"
    )
    stated = said.splitlines()[0]  # the answer, before the quoted sentence
    assert "US$4.57 per pound" in stated and check.verified == 1 and "US$90" not in stated


def test_the_ore_price_for_the_miner_is_the_ore_s() -> None:
    said, check = answer(
        cited_doc(TEXT, "RIO", "FY2025"),
        "What did Rio Tinto realise per dry tonne of Pilbara iron ore in 2025?",
    )
    stated = said.splitlines()[0]
    assert "US$90" in stated and check.verified == 1 and "4.57" not in stated


def test_ore_that_went_for_a_sum_a_tonne_was_sold_at_it() -> None:
    said, check = answer(
        cited_doc("Rio Tinto's copper went for $US4.57/lb on average.", "RIO", "FY2025"),
        "What average price did Rio Tinto get for its copper in 2025?",
    )
    assert "US$4.57 per pound" in said.splitlines()[0] and check.verified == 1
