"""A table printed one year a row, on a page filed as a half, is checked as whole years.

A dividends page that opens with the half just paid is filed as that half; its history
table below ("| FY24 | 15 | 25 | 40 |") names whole years. The extractor read the rows as
years, but the verifier read them as halves and withheld "final dividend FY2024" as "a
half-year figure".
"""

from __future__ import annotations

from mines.grounding import check_draft

_TEXT = (
    "The interim dividend for the six months to 31 December 2024 was 25 cents per share.\n\n"
    "Table: Dividends paid by year (cents per share)\n"
    "| Year | Interim | Final | Total |\n"
    "| FY24 | 15 | 25 | 40 |\n"
    "| FY23 | 11 | 15.5 | 26.5 |\n"
)
_DOC = {"id": "1", "company": "NST", "fiscal_year": "FY2025", "period": "H1 FY2025"}
_DOC |= {"source": "dividends.md", "page": 1, "section": "", "text": _TEXT, "score": 1.0}


def _verified(line: str) -> tuple[int, int]:
    check = check_draft(line, [_DOC])
    return check.verified, len(check.rejected)


def test_a_year_rows_final_dividend_is_a_full_year_figure() -> None:
    line = (
        "- Northern Star Resources (NST), FY2024 (year to 30 June 2024) — final dividend per "
        'share: 25 cents per share [1]\n  > row "Final", column "FY24": 25'
    )
    assert _verified(line) == (1, 0)


def test_a_year_rows_total_is_not_another_years() -> None:
    line = (
        "- Northern Star Resources (NST), FY2023 (year to 30 June 2023) — total dividends per "
        "share: 40 cents per share [1]"
    )
    assert _verified(line)[0] == 0
