"""A heading naming a half of the report's year dates the sentences under it.

A full-year report that sets the December half apart under its own heading ("The first
six months", "Half to 31 December 2024") reports the undated sentences under it for that
half: they are never the year's figures. The reader and the verifier agree; a heading of
another kind leaves the document's year. Figures from the shared fact table; words our own.
"""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from tests.support.offline_answer import answer, cited_doc

_CTX = DocContext("MIN", Period.parse_label("FY2025"))
_BODY = "Revenue came to A$2,290 million. Operating activities used A$656 million of cash.\n"


def _periods(text: str) -> set[str]:
    return {f.period.label for f in extract_figures(text, _CTX)}


def test_sentences_under_a_half_heading_are_the_halfs() -> None:
    for heading in ("## Half to 31 December 2024", "## The December half"):
        assert _periods(f"{heading}\n\n{_BODY}") == {"H1 FY2025"}, heading


def test_a_heading_of_no_half_leaves_the_year() -> None:
    assert _periods(f"## Results in brief\n\n{_BODY}") == {"FY2025"}


def test_the_half_answers_and_the_year_does_not() -> None:
    text = f"## Half to 31 December 2024\n\n{_BODY}"
    doc = cited_doc(text, "MIN", "FY2025")
    draft, check = answer(doc, "What was MinRes's operating cash flow for 1H FY25?")
    assert "656" in draft and check.verified == 1 and not check.rejected
    draft, check = answer(doc, "What was MinRes's operating cash flow for FY2025?")
    assert check.verified == 0
