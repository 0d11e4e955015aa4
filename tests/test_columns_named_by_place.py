"""Columns headed by their place ("Reporting period", "Previous period"), not a year.

The first is the document's own period, the second the same kind of period a year before;
at a half only a *corresponding* previous period (or "pcp") is the half a year before.
"""

from __future__ import annotations

import pytest

from mines.figures.column_periods import column_periods
from mines.figures.model import Period
from tests.support.offline_answer import answer, cited_doc, table_text

_TABLE = table_text(
    "Headline results",
    ["Item", "Unit", "Current period", "Prior period"],
    [["Sales revenue", "A$m", "3,410", "2,975"]],
)


@pytest.mark.parametrize(
    ("year", "value", "wrong"), [("FY2022", "3,410", "2,975"), ("FY2021", "2,975", "3,410")]
)
def test_current_and_prior_period_columns_answer_their_years(
    year: str, value: str, wrong: str
) -> None:
    draft, check = answer(
        cited_doc(_TABLE, "NST", "FY2022"), f"What revenue did Northern Star report for {year}?"
    )
    assert value in draft and wrong not in draft
    assert check.verified and not check.rejected
    earlier, _ = answer(
        cited_doc(_TABLE, "NST", "FY2022"), "What revenue did Northern Star report for FY2020?"
    )
    assert "3,410" not in earlier and "2,975" not in earlier  # neither column is that year


def test_place_headers_read_as_periods() -> None:
    fy = Period(2024)
    assert column_periods(["Reporting period", "Previous corresponding period"], "MIN", fy) == [
        fy,
        Period(2023),
    ]
    assert column_periods(["This year", "Last year"], "MIN", fy) == [fy, Period(2023)]
    assert column_periods(["Reporting period", "Previous period"], "MIN", None) == [None, None]


def test_a_halfs_bare_previous_period_names_none() -> None:
    half = Period(2025, "H1")
    # beside a half, a bare "previous period" may be the year-end balance date
    assert column_periods(["Current period", "Previous period"], "MIN", half) == [half, None]
    assert column_periods(["Current period", "pcp"], "MIN", half) == [half, Period(2024, "H1")]
    assert column_periods(["Current year", "Prior year"], "MIN", half) == [None, None]
