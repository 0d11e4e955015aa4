"""A table row named by a measure and what it leaves out (issue 19, figures as printed).

"Earnings per share excluding significant items" is underlying earnings per share, as a
half-year table prints it: the row must be read as that measure, not left unnamed.
"""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.labels import label_metric
from mines.figures.model import DocContext, Period

_TABLE = (
    "Table: Half year to 31 December (A$ million unless stated)\n"
    "|  | 1H FY25 | 1H FY24 |\n"
    "| Earnings per share before significant items (cents) | 41.2 | 36.7 |\n"
    "| Net profit after tax excluding one-off items | 512 | 455 |\n"
)


def test_the_row_is_the_measure_on_an_underlying_basis() -> None:
    figures = extract_figures(_TABLE, DocContext("NST", Period(2025, "H1")))
    got = {(f.metric, f.basis, f.value, f.period.label) for f in figures}
    assert ("earnings_per_share", "underlying", 41.2, "H1 FY2025") in got
    assert ("earnings_per_share", "underlying", 36.7, "H1 FY2024") in got
    assert ("underlying_npat", "underlying", 512.0, "H1 FY2025") in got


def test_a_left_out_clause_alone_names_no_measure() -> None:
    assert label_metric("Before significant items") is None
    assert label_metric("Shares on issue excluding treasury shares") is None
