"""Ounces sold with no commodity printed, by a company that mines gold alone.

Press copy drops "of gold" after the ounces ("the miner sold 1,634koz over FY25"); for a
gold miner the ounces are its gold sold, read so by the extractor and the verifier. Ounces
"of" something named, or a company mining other metals, get no such reading.

Figures are from the shared fact table; the sentences are our own.
"""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from tests.support.offline_answer import answer, cited_doc

_FY25 = Period(2025, "FY")


def _metrics(company: str, text: str) -> list[tuple[str | None, float]]:
    return [(f.metric, f.value) for f in extract_figures(text, DocContext(company, _FY25))]


def test_a_gold_miners_bare_ounces_after_sold_are_gold_sold() -> None:
    text = "The Kalgoorlie-based miner refined and sold 1,634koz across FY25."
    assert _metrics("NST", text) == [("gold_sold_koz", 1634.0)]
    draft, check = answer(cited_doc(text, "NST", "FY2025"), "Northern Star gold sales FY25?")
    assert "1,634" in draft and check.verified == 1 and not check.rejected


def test_no_reading_for_other_metals_or_other_miners() -> None:
    assert _metrics("NST", "The miner sold 1,634koz of silver across FY25.")[0][0] == ""
    assert not any(m for m, _ in _metrics("BHP", "The group sold 1,634koz across FY25."))
