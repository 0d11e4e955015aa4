"""A table of divisions as rows whose measure is named only by its title.

"EBITDA before one-off items by division (A$ million)" over rows "Mining Services",
"Lithium", "Iron Ore": each row is that division's figure. The offline answer names the division in
its label; the verifier must read the division from the row and the measure from the
title, and still refuse the same cell for the group or for another division.
"""

from __future__ import annotations

from mines.grounding import check_draft
from tests.support.offline_answer import answer, cited_doc

_CHUNK = (
    "Table: EBITDA before one-off items by division (A$ million)\n"
    "|  | Six months to 31 Dec 2023 |\n"
    "| Mining Services | 253.7 |\n"
    "| Lithium | 271.4 |\n"
    "| Iron Ore | 266.2 |\n"
)
_LINE = (
    "- Mineral Resources (MIN), H1 FY2024 (half year to 31 December 2023) — {label}: "
    "A$253.7 million [1]"
)


def _check(label: str) -> tuple[int, int]:
    got = check_draft(_LINE.format(label=label), [cited_doc(_CHUNK, "MIN", "H1 FY2024")])
    return got.verified, len(got.rejected)


def test_a_division_named_before_the_titled_measure_is_confirmed() -> None:
    assert _check("Mining Services EBITDA before one-off items by division") == (1, 0)


def test_the_same_row_never_confirms_the_group_or_another_division() -> None:
    assert _check("underlying EBITDA") == (0, 1)
    assert _check("Lithium underlying EBITDA") == (0, 1)


def test_the_division_question_is_answered_from_its_row() -> None:
    draft, check = answer(
        cited_doc(_CHUNK, "MIN", "H1 FY2024"),
        "How much EBITDA did MinRes's Mining Services division make in the December 2023 half?",
    )
    assert "253.7" in draft and check.verified == 1 and not check.rejected


_ACROSS = (
    "Table: EBITDA before one-off items by division (A$ million)\n"
    "|  | Mining Services | Lithium | Group |\n"
    "| Six months to 31 Dec 2024 | 379 | – | 302 |\n"
    "| Twelve months to 30 Jun 2025 | 737 | – | 901 |\n"
)


def test_periods_down_the_rows_under_divisions_across_are_confirmed_as_read() -> None:
    line = (
        "- Mineral Resources (MIN), FY2025 (year to 30 June 2025) — Mining Services EBITDA "
        "before one-off items by division: A$737 million [1]"
    )
    got = check_draft(line, [cited_doc(_ACROSS, "MIN", "FY2025")])
    assert (got.verified, got.rejected) == (1, ())
    group = line.replace("Mining Services EBITDA before one-off items by division", "EBITDA")
    assert check_draft(group, [cited_doc(_ACROSS, "MIN", "FY2025")]).verified == 0
