"""A fall printed as a whole percentage in brackets, "(28)%", is a negative share.

A bracketed one- or two-digit number beside a value is a note marker ("1,204 (3)"), which
once swallowed "(28)" and left the cell "%" unread. The values are from the shared data:
Rio Tinto's 2025 free cash flow fell 28% to US$4.0 billion; BHP's FY2024 attributable profit
was down 39% to US$7,897 million.
"""

from __future__ import annotations

from mines.figures.table_cells import parse_cell


def test_a_whole_percentage_in_brackets_is_a_fall() -> None:
    assert parse_cell("(28)%") == (-28.0, 0, 5, True, None)
    parsed = parse_cell("(39) %")
    assert parsed is not None and parsed[0] == -39.0 and parsed[3]


def test_a_note_marker_beside_a_value_is_still_a_marker() -> None:
    parsed = parse_cell("7,897 (3)")
    assert parsed is not None and parsed[0] == 7897.0 and not parsed[3]
