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


def test_a_line_stating_amounts_with_a_half_beside_heads_nothing() -> None:
    # Rio Tinto's 2025 underlying earnings US$10.87 billion (first half US$4.8 billion) and
    # net debt US$14.4 billion at the year's end: a slide's short bullet line is no heading
    ctx = DocContext("RIO", Period.parse_label("FY2025"))
    text = (
        "Highlights, year to 31 December 2025\n\n"
        "* Underlying earnings $US10.87bn (1H25: $US4.8bn)\n\n"
        "* Net debt $US14.4bn at year end\n"
    )
    read = {(f.metric, f.period.label, f.value) for f in extract_figures(text, ctx)}
    assert ("net_debt", "FY2025", 14.4) in read, read
    assert ("underlying_npat", "FY2025", 10.87) in read, read
