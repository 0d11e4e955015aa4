"""A slide line's items after a divider name their own dividend kind.

"Final dividend 80c | full year 150c" had been left unread whole: both values took the
"Final dividend" label before the divider, so two final dividends conflicted and neither
was read. The item after the divider now says its own kind ("full year": the total) and
carries its own words as its label.
"""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from tests.support.offline_answer import cited_doc

_LINE = "- Final dividend 80 cents ▲ 5% | full year 150 cents ▲ 3%\n"


def _dividends(text: str) -> dict[float, tuple[str | None, str]]:
    ctx = DocContext("NST", Period(2024))
    return {
        f.value: (f.dividend_kind, f.label)
        for f in extract_figures(text, ctx)
        if f.metric == "dividends_per_share"
    }


def test_each_item_of_a_divided_line_is_read_with_its_kind() -> None:
    read = _dividends(_LINE)
    assert read.get(80.0, (None, ""))[0] == "final"
    assert read.get(150.0) == ("total", "full year")


def test_an_item_naming_no_kind_is_not_given_the_one_before() -> None:
    read = _dividends("- Final dividend 80 cents | 150 cents\n")
    assert read.get(150.0, (None, ""))[0] != "final"


def test_the_verifier_refuses_the_total_as_the_final() -> None:
    from mines.grounding import check_draft

    doc = cited_doc(_LINE, "NST", "FY2024")
    total = "- Northern Star (NST), FY2024 — dividends per share (total): 150 cents [1]"
    final = "- Northern Star (NST), FY2024 — final dividend: 150 cents [1]"
    assert check_draft(total, [doc]).verified == 1
    assert check_draft(final, [doc]).verified == 0
