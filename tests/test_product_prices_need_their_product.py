"""A price asked of one product is answered only by a price naming that product.

Fortescue sells hematite, magnetite (Iron Bridge) and sized products (lump, fines); an
average over its ore, or a plain "average realised price", is no product's own price. The
question's product was dropped when the asked price was read ("the realised price for its
lump" read as "average price received"), and the plain price answered it: a neighbour.
A bracketed gloss after a label ("average revenue for hematite (iron ore) was") ends the
label for the extractor and the verifier alike, so that product price is still answered.

Figures: /work/shared/data/asx_facts_more.csv (FMG realised_price_hematite_usd_dmt FY2024
103.01); the sentences are written here.
"""

from __future__ import annotations

import pytest

from mines.figures.asked import asked_measures
from mines.figures.model import DocContext, Period
from mines.figures.prose import prose_figures
from tests.support.offline_answer import answer, cited_doc

_PLAIN = "Over the year the average realised price was US$103.01 per dry metric tonne, up 9%."
_GLOSSED = "The average revenue for hematite (iron ore) was US$103.01 per dry metric tonne."


def _answered(text: str, question: str) -> bool:
    draft, check = answer(cited_doc(text, "FMG", "FY2024"), question)
    return "103.01" in draft and check.verified >= 1 and not check.rejected


@pytest.mark.parametrize(
    ("question", "product"),
    [
        ("What price did Fortescue realise for its lump in FY2024?", "lump"),
        ("What was Fortescue's average realised fines price in FY2024?", "fines"),
        ("What was Fortescue's average realised price for magnetite in FY24?", "magnetite"),
        ("What did Fortescue get per dry tonne of its iron ore fines in FY2024?", "fines"),
    ],
)
def test_the_product_asked_stays_in_the_asked_price(question: str, product: str) -> None:
    [measure] = asked_measures(question)
    assert measure.stated.get("product") == frozenset({product})
    lump_sum = question.replace("its lump", "a lump sum")  # a lump sum is no product
    assert lump_sum == question or "product" not in asked_measures(lump_sum)[0].stated


@pytest.mark.parametrize(
    "question",
    [
        "What price did Fortescue realise for its lump in FY2024?",
        "What was Fortescue's average realised fines price in FY2024?",
        "What was Fortescue's average realised price for magnetite in FY24?",
    ],
)
def test_a_plain_price_answers_no_product_price(question: str) -> None:
    assert not _answered(_PLAIN, question)
    assert _answered(_PLAIN, "What was Fortescue's average realised price in FY2024?")


def test_a_plain_price_is_the_main_forms_price() -> None:
    # the ore a hematite miner sells is hematite: its plain realised price is hematite's
    assert _answered(_PLAIN, "What was Fortescue's average realised hematite price in FY2024?")


def test_a_bracketed_gloss_ends_the_label_it_explains() -> None:
    [price] = prose_figures(_GLOSSED, DocContext("FMG", Period(2024)))
    assert price.label.startswith("average revenue for hematite")


@pytest.mark.parametrize(
    "question",
    [
        "What was Fortescue's average realised hematite price in FY2024?",
        "What average revenue per dry tonne of hematite did Fortescue get in FY24?",
    ],
)
def test_the_glossed_product_price_is_answered_and_confirmed(question: str) -> None:
    assert _answered(_GLOSSED, question)
    assert not _answered(_GLOSSED, "What was Fortescue's realised magnetite price in FY2024?")
