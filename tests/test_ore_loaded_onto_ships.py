"""Ore a miner "loaded" onto ships is ore it shipped, said by a pronoun after its name.

A column's paragraph on one of three miners: "Fortescue cleared US$5.66 billion after tax.
It loaded 191.6 million tonnes onto ships." The second sentence's tonnage is the company's
iron ore shipments (it was unread); "loaded" sends ore on its way as "railed" and "sent" do.
"""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc

PARAGRAPH = (
    "Fortescue cleared $US5.66 billion after tax. It loaded 191.6 million tonnes onto ships."
)


def test_tonnes_loaded_onto_ships_are_the_shipments() -> None:
    said, check = answer(
        cited_doc(PARAGRAPH, "FMG", "FY2024"),
        "How many tonnes of iron ore did Fortescue ship in FY2024?",
    )
    assert "191.6 Mt" in said.splitlines()[0] and check.verified == 1
