"""The verifier reads a claim by its own printed words when they contradict its alias.

"Pre-tax profit" holds the alias "profit" (after-tax profit), and a press sentence names a
value in its last clause ("..., with the miner reporting attributable profit of ..."):
both are checked by the words that name the value, never by the words of another clause.
Sentences are written for this test.
"""

from __future__ import annotations

from mines.figures.draft_claims import claims_from_text
from mines.figures.model import DocContext
from mines.figures.verify import verify


def _verdict(line: str, text: str, period: str = "FY2024") -> tuple[bool, str]:
    doc = {"id": "1", "company": "FMG", "fiscal_year": "FY2024", "period": period, "text": text}
    ((claim, _),) = claims_from_text(line, [doc])
    verdict = verify(claim, text, DocContext.of(doc))
    return verdict.supported, verdict.reason


def test_a_label_contradicting_its_alias_is_checked_by_its_own_words() -> None:
    text = "Profit before income tax for the year was US$7.25 billion."
    head = "- Fortescue (FMG), FY2024 (year to 30 June 2024)"
    line = f"{head} — Profit before income tax: US$7.25 billion [1]"
    assert _verdict(line, text)[0]
    # the same value claimed as the after-tax measure is still refused
    wrong = f"{head} — net profit after tax: US$7.25 billion [1]"
    assert not _verdict(wrong, text)[0]


def test_the_value_is_named_by_its_own_clause() -> None:
    text = (
        "The iron ore push paid off in a strong year, with the miner reporting "
        "attributable profit of US$5.68 billion for the twelve months."
    )
    line = "- Fortescue (FMG), FY2024 (year to 30 June 2024) — statutory NPAT: US$5.68 billion [1]"
    assert _verdict(line, text)[0]
