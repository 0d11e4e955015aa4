"""Rows in a report's own words: "before exclusions" and a kind of payment to holders.

A miner that calls the items its underlying result leaves out "exclusions" prints its
underlying earnings a share as "before exclusions"; a summary row "Interim paid to holders
(US cents a share)" is the interim dividend, though it never says "dividend". Neither
answers a neighbour: basic earnings a share, the year's total dividend.
"""

from __future__ import annotations

from mines.figures.extract import doc_figures
from tests.support.offline_answer import answer, cited_doc, table_text

_TABLE = table_text(
    "Ten-year summary",
    ["Year ended 31 December", "2023", "2022"],
    [
        ["Earnings a share before exclusions (US cents)", "725.0", "824.7"],
        ["Interim paid to holders (US cents a share)", "177", "267"],
    ],
)


def test_a_payment_row_a_share_takes_its_kind() -> None:
    doc = cited_doc(_TABLE, "RIO", "FY2023")
    kinds = {
        (f.figure.period.label, f.figure.base_value): f.figure.dividend_kind
        for f in doc_figures(doc)
    }
    assert kinds[("FY2022", 267.0)] == "interim"
    assert kinds[("FY2022", 824.7)] is None


def test_underlying_eps_is_the_row_before_exclusions() -> None:
    doc = cited_doc(_TABLE, "RIO", "FY2023")
    draft, check = answer(doc, "What were Rio Tinto's underlying earnings per share in 2022?")
    assert "824.7" in draft
    assert check.verified + len(check.unverified) >= 1 and not check.rejected
    draft, _ = answer(doc, "What were Rio Tinto's basic earnings per share in 2022?")
    assert "824.7" not in draft.split("closest stated")[0]


def test_the_interim_row_answers_the_interim_not_the_total() -> None:
    doc = cited_doc(_TABLE, "RIO", "FY2023")
    draft, check = answer(doc, "What interim dividend per share did Rio Tinto pay in 2022?")
    assert "267" in draft
    assert not check.rejected
    draft, _ = answer(doc, "What total dividend per share did Rio Tinto pay in 2022?")
    assert "267" not in draft.split("closest stated")[0]
