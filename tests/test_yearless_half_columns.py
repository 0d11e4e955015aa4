"""Bare years under a half closed by day and month alone are those halves (issue 19).

A full-year report shows the interim dividend with its comparative, one cell a line:
"Half year ended 31 December", then "2024" and "2023" as the column heads. For a June-year
company those are the halves ending December 2024 and 2023 (H1 FY2025, H1 FY2024), never
the fiscal years 2024 and 2023: the prior half's value is the prior half's. Figures from
the shared data: BHP's interim dividends of 50 and 72 US cents, payout ratios 50% and 56%.
"""

from __future__ import annotations

from pathlib import Path

from mines.figures.column_periods import header_periods
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.ingest.reading import read_document

_REPORT = """BHP Group Limited | Annual Report 2025

SHAREHOLDER RETURNS

Year ended 30 June 2025. Interim dividends are shown beside the comparative half.

Half year ended 31 December

2024
2023

Interim dividend per share (US cents)
50
72

Payout ratio (%)
50
56


Dividends are determined in US cents and paid in February.
"""


def test_one_cell_a_line_comparative_interim_is_read_for_its_halves(tmp_path: Path) -> None:
    path = tmp_path / "bhp-annual-report-2025-returns.txt"
    path.write_text(_REPORT)
    doc = read_document(path)
    ctx = DocContext("BHP", Period(2025))
    figures = [f for block in doc.blocks for f in extract_figures(block.text, ctx)]
    read = {(f.metric, f.value): f.period for f in figures if f.span.row}
    assert read.get(("dividends_per_share", 72.0)) == Period(2025 - 1, "H1"), read
    assert read.get(("dividends_per_share", 50.0)) == Period(2025, "H1"), read
    assert read.get(("payout_ratio", 56.0)) == Period(2024, "H1"), read
    assert all(p.kind == "H1" for p in read.values()), read  # never FY2024 or FY2023


def test_header_periods_read_the_span_in_the_title_or_label_header() -> None:
    halves = header_periods(("", "2024", "2023"), "Six months to 31 December", "BHP", Period(2025))
    assert halves == [Period(2025, "H1"), Period(2024, "H1")]
    rio = header_periods(("Half year ended 30 June", "2024", "2023"), "", "RIO", Period(2024))
    assert rio == [Period(2024, "H1"), Period(2023, "H1")]
    years = header_periods(("", "2024", "2023"), "Year ended 30 June", "BHP", Period(2024))
    assert years == [Period(2024), Period(2023)]  # a year is no half
