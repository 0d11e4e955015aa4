"""A year's total dividend summed from the interim and final a page states, and no more.

Results pages often state the interim and the final dividend of a year and leave the total
to the reader. The total asked is then their sum, shown as such beside the quoted part, and
verified part by part. A total the page states outranks the sum; a half-year page's interim
and last year's final are two years' parts, never one total; a claimed sum the parts do not
make is refused.
"""

from __future__ import annotations

from mines.figures.extract import summed_totals
from mines.figures.nil_dividends import SUMMED_TOTAL
from mines.grounding import check_draft
from tests.support.offline_answer import answer, cited_doc, table_text

_PROSE = (
    "The Board declared a final dividend of 89 cents per share, fully franked, payable in "
    "September. An interim dividend of 108 cents per share was paid in March 2024."
)
_TABLE = table_text(
    "Northern Star dividends",
    ["Dividend (cents per share)", "FY24", "FY23"],
    [["Interim", "15", "11"], ["Final", "25", "15.5"]],
)


def test_interim_and_final_in_prose_make_the_years_total() -> None:
    draft, check = answer(
        cited_doc(_PROSE, "FMG", "FY2024"), "What total dividend did Fortescue declare for FY2024?"
    )
    assert "197" in draft and "interim 108" in draft and "final 89" in draft, draft
    assert check.verified == 1 and not check.rejected, check


def test_each_year_of_a_table_sums_its_own_parts_at_their_precision() -> None:
    doc = cited_doc(_TABLE, "NST", "FY2024")
    for question, total in (
        ("What total dividend did Northern Star declare for FY2024?", "40 "),
        ("What were Northern Star's dividends per share for FY2023?", "26.5 "),
    ):
        draft, check = answer(doc, question)
        assert total in draft and check.verified == 1, (question, draft, check)


def test_a_stated_total_outranks_the_sum() -> None:
    text = _TABLE.replace(
        "| Final | 25 | 15.5 |\n", "| Final | 25 | 15.5 |\n| Total | 40 | 26.5 |\n"
    )
    draft, _ = answer(
        cited_doc(text, "NST", "FY2024"), "What total dividend did Northern Star pay for FY2024?"
    )
    assert 'row "Total"' in draft and "interim 15 +" not in draft, draft


def test_a_half_years_interim_and_last_years_final_are_no_total() -> None:
    text = (
        "The Board determined an interim dividend of 50 US cents per share. The final "
        "dividend for the 2024 financial year, 74 US cents per share, was paid to "
        "shareholders in September 2024."
    )
    doc = cited_doc(text, "BHP", "H1 FY2025")
    for year in ("FY2025", "FY2024"):
        draft, _ = answer(doc, f"What total dividend did BHP pay for {year}?")
        assert "124" not in draft and "not found" in draft, draft


def test_a_claimed_sum_the_parts_do_not_make_is_refused() -> None:
    doc = cited_doc(_TABLE, "NST", "FY2024")
    line = "- Northern Star (NST), FY2023 — total dividends per share: {} cents a share [1]"
    assert check_draft(line.format("26.5"), [doc]).verified == 1
    assert check_draft(line.format("27.5"), [doc]).rejected


def test_a_sum_is_never_read_again_as_a_part() -> None:
    from mines.figures.extract import extract_figures
    from mines.figures.model import DocContext, Period

    figures = extract_figures(_PROSE, DocContext("FMG", Period.parse_label("FY2024")))
    (total,) = [f for f in figures if SUMMED_TOTAL in f.notes]
    assert total.value == 197 and summed_totals(list(figures)) == [total]
