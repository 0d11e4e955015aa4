"""A payment added on top of the ordinary dividends is a special dividend, never the year's
total; a dividend denied earlier in the sentence ("No interim or final dividend was
determined, so ...") names no value after it, so a later amount is never that kind."""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc


def _answered(text: str, company: str, period: str, question: str) -> tuple[str, bool]:
    draft, check = answer(cited_doc(text, company, period), question)
    # the answer's line, without the quoted sentence under it
    return draft.strip().splitlines()[0], check.verified == 1 and not check.rejected


_SPECIAL = "What special dividend did Rio Tinto pay for 2021?"
_TOTAL = "What was Rio Tinto's total dividend for 2021?"


def test_a_payment_on_top_of_the_ordinary_dividends_is_special_not_the_total() -> None:
    for text in (
        "On top of the ordinary dividends the Board added 249 US cents a share.",
        "In addition to its regular dividends, the group paid 249 US cents a share.",
    ):
        draft, ok = _answered(text, "RIO", "FY2021", _SPECIAL)
        assert ok and "249" in draft, (text, draft)
        draft, _ = _answered(text, "RIO", "FY2021", _TOTAL)
        assert "249" not in draft, (text, draft)


def test_the_ordinary_dividends_own_value_stays_theirs() -> None:
    text = (
        "On top of the ordinary dividends of 794 US cents a share, the Board added a special "
        "of 249 US cents."
    )
    draft, _ = _answered(text, "RIO", "FY2021", _SPECIAL)
    assert "794" not in draft, draft


def test_a_denied_kind_names_no_later_value() -> None:
    text = (
        "No interim or final dividend was determined for the year, so the amount per share "
        "for 2025 is 0 cents, against 19 cents fully franked for 2024."
    )
    draft, _ = _answered(text, "MIN", "FY2025", "What was MinRes's final dividend for FY2024?")
    assert "19" not in draft, draft


def test_a_half_paid_with_no_final_is_never_the_final() -> None:
    text = "With no final dividend, the 19 cents paid at the half is the year's whole dividend."
    draft, _ = _answered(text, "MIN", "FY2024", "What was MinRes's final dividend for FY2024?")
    assert "19" not in draft, draft


def test_a_kind_named_by_other_words_after_a_denied_one_stays() -> None:
    text = "No final dividend was declared, so holders received 19 cents a share for the year."
    draft, ok = _answered(text, "MIN", "FY2024", "What was MinRes's total dividend for FY2024?")
    assert ok and "19 cents" in draft, draft
