"""A second price after the first's period ("US$3.71 a pound in FY23, and US$88 a wet tonne
for iron ore"), and a label whose company stands inside it ("the average price BHP
achieved for copper was")."""

from __future__ import annotations

from mines.figures.printed import naming_phrase
from tests.support.offline_answer import answer, cited_doc


def test_a_price_list_goes_on_after_the_first_prices_period() -> None:
    text = (
        "BHP realised an average copper price of US$3.71 a pound in FY23, and US$88.12 a wet "
        "metric tonne for iron ore."
    )
    draft, check = answer(
        cited_doc(text, "BHP", "FY2023"),
        "What was BHP's average realised iron ore price in FY2023?",
    )
    assert "88.12" in draft and not check.rejected, (draft, check)


def test_a_company_inside_the_label_is_who_did_it() -> None:
    said = "The average price Rio Tinto achieved for aluminium was US$2,510 a tonne."
    span = naming_phrase(said, said.index("US$2,510"))
    assert span is not None and said[span[0] : span[1]].endswith("achieved for aluminium")
    draft, check = answer(
        cited_doc(said, "RIO", "FY2023"),
        "What was Rio Tinto's average realised aluminium price in 2023?",
    )
    assert "2,510" in draft and not check.rejected, (draft, check)
