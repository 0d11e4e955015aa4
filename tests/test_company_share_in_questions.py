"""A question naming the company's share of a volume with the company's name.

"Rio Tinto's share of Pilbara production" asks production on the share basis; the word
"share" is the basis, not part of the measure's name. Our own table around BHP's Western
Australia Iron Ore (WAIO) figures in /work/shared/data: its share of production, 256.6 Mt in
FY25 and 255 Mt in FY24. The data has no WAIO shipments, so the row printed only at 100% carries
WAIO's 100%-basis FY25 production (290 Mt), read only by a refusal.
"""

from __future__ import annotations

import pytest

from mines.read_question import read_question
from tests.support.offline_answer import answer, cited_doc, table_text

_TABLE = table_text(
    "Output summary",
    ["BHP share", "FY25", "FY24"],
    [
        ["WAIO iron ore shipments (100% basis, Mt)", "290", "–"],
        ["WAIO iron ore production (Mt)", "256.6", "255"],
    ],
)


@pytest.mark.parametrize(
    "question",
    [
        "Rio Tinto's share of Pilbara production in 2024?",
        "What was BHP's share of Escondida copper production in FY2024?",
    ],
)
def test_the_companys_share_is_the_ownership_basis_not_a_word_of_the_measure(
    question: str,
) -> None:
    (measure,) = read_question(question).measures
    assert measure.stated.get("ownership") == ["share"]
    assert not measure.phrase.lower().startswith("share")


def test_a_share_price_is_no_ownership_basis() -> None:
    (measure,) = read_question("What was BHP's share price at the end of FY2024?").measures
    assert "ownership" not in measure.stated


def test_the_share_of_production_is_answered_from_the_share_table() -> None:
    draft, check = answer(
        cited_doc(_TABLE, "BHP", "FY2025"), "BHP's share of WAIO production in FY2025?"
    )
    assert "256.6 Mt" in draft
    assert check.verified and not check.rejected


def test_the_share_of_shipments_printed_only_at_100_percent_is_not_found() -> None:
    draft, _ = answer(
        cited_doc(_TABLE, "BHP", "FY2025"), "BHP's share of WAIO shipments in FY2025?"
    )
    assert "290" not in draft


def test_a_company_after_from_is_no_place() -> None:
    from mines.measures.sites import worded_sites

    assert worded_sites("How much EBITDA came from MinRes' lithium segment in FY2024?") == ()
    assert worded_sites("How much gold was sold at Kalgoorlie in FY2024?") == ("Kalgoorlie",)
