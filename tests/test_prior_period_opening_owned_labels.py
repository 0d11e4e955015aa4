"""A prior period opening a sentence dates its figure even with the owner's name between it
and the label ("A year earlier the group's net profit was ..."): the year before's, never
the document's year."""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc


def _answered(text: str, company: str, period: str, question: str) -> tuple[str, bool]:
    draft, check = answer(cited_doc(text, company, period), question)
    # the answer's line, without the quoted sentence under it
    return draft.strip().splitlines()[0], check.verified == 1 and not check.rejected


def test_a_prior_year_before_an_owned_label_is_the_figures_period() -> None:
    text = "A year earlier the group's net profit was $1.3 billion."
    draft, ok = _answered(text, "MIN", "FY2022", "What was MinRes's net profit for FY2021?")
    assert ok and "1.3" in draft, draft
    draft, _ = _answered(text, "MIN", "FY2022", "What was MinRes's net profit for FY2022?")
    assert "1.3" not in draft, draft


def test_a_prior_half_before_an_owned_dividend_is_that_halfs() -> None:
    text = "A year earlier the company's interim dividend was 12 cents a share."
    draft, ok = _answered(
        text, "NST", "H1 FY2024", "What was Northern Star's interim dividend for 1H FY23?"
    )
    assert ok and "12 cents" in draft, draft
    draft, _ = _answered(
        text, "NST", "H1 FY2024", "What was Northern Star's interim dividend for 1H FY24?"
    )
    assert "12" not in draft, draft
