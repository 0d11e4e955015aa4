"""The year's dividend said as a sum in prose: dividends that "add up to" a value, a
payment "taking the year to" one, and the interim and final named together. A sum is never
answered as one of its parts, nor a part as the sum."""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc


def _answered(text: str, company: str, period: str, question: str) -> tuple[str, bool]:
    draft, check = answer(cited_doc(text, company, period), question)
    # the answer's line, without the quoted sentence under it
    return draft.strip().splitlines()[0], check.verified == 1 and not check.rejected


_TOTAL = "What was Rio Tinto's total dividend for 2024?"
_FINAL = "What was Rio Tinto's final dividend for 2024?"


def test_dividends_that_add_up_to_a_value_are_the_years_total() -> None:
    for text in (
        "Ordinary dividends for the year add up to 403 US cents a share.",
        "The ordinary dividends for 2024 added up to 403 US cents a share.",
    ):
        draft, ok = _answered(text, "RIO", "FY2024", _TOTAL)
        assert ok and "403" in draft, (text, draft)


def test_the_interim_and_final_together_are_the_total_never_the_final() -> None:
    summed = "The interim and final dividends add up to 403 US cents a share."
    draft, ok = _answered(summed, "RIO", "FY2024", _TOTAL)
    assert ok and "403" in draft, draft
    for text in (
        summed,
        "Together the interim and final dividends came to 403 US cents a share.",
        "The interim dividend and the final dividend totalled 403 US cents a share.",
    ):
        draft, _ = _answered(text, "RIO", "FY2024", _FINAL)
        assert "403" not in draft, (text, draft)
    # a special and a final together are neither, nor the year's ordinary total
    text = "The special and final dividends came to 403 US cents a share."
    for question in (_FINAL, _TOTAL):
        draft, _ = _answered(text, "RIO", "FY2024", question)
        assert "403" not in draft, (question, draft)


def test_a_payment_taking_the_year_to_a_value_leaves_that_value_the_years() -> None:
    total = "What was Fortescue's total dividend for FY2025?"
    final = "What was Fortescue's final dividend for FY2025?"
    for text in (
        "Directors set a final of A$0.61 a share, taking the year to A$1.12.",
        "Its fully franked final dividend of A$0.61 brings the year's dividends to A$1.12 a share.",
    ):
        draft, ok = _answered(text, "FMG", "FY2025", total)
        assert ok and "1.12" in draft, (text, draft)
        draft, ok = _answered(text, "FMG", "FY2025", final)
        assert ok and "0.61" in draft and "1.12" not in draft, (text, draft)


def test_a_year_taken_to_an_amount_with_no_dividend_before_is_no_dividend() -> None:
    text = "Record iron ore shipments took the year to 198 Mt; the board will pay A$1.12 later."
    draft, _ = _answered(text, "FMG", "FY2025", "What was Fortescue's total dividend for FY2025?")
    assert "198" not in draft, draft
    # an amount in all is no dividend a share (at most named as the closest, never answered)
    text = (
        "The final dividend of 61 cents a share costs A$1.8 billion, taking the year to "
        "A$3.4 billion."
    )
    draft, ok = _answered(text, "FMG", "FY2025", "What was Fortescue's total dividend for FY2025?")
    assert not ok and "total dividend: not found" in draft, draft
