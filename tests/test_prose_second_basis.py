"""A second amount of the measure before, on the basis its own words name, with no pronoun.

"Net profit was A$410m as reported and A$520m on an underlying basis", "..., and A$520m
before significant items", "net profit of A$410m (underlying A$520m)": the second amount is
the underlying result; it had gone unread. When the two would share one metric, the first
amount's basis is unsure, so the second is left unread.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Figure, Period

_CTX = DocContext("NST", Period.parse_label("FY2024"))


def _by_value(text: str) -> dict[float, Figure]:
    return {f.value: f for f in extract_figures(text, _CTX)}


@pytest.mark.parametrize(
    "text",
    [
        "Net profit after tax came to A$410 million as reported and A$520 million on an "
        "underlying basis.",
        "Net profit after tax as reported was A$410 million, and A$520 million before "
        "significant items.",
        "The hurdle was met: net profit after tax was A$410 million (underlying A$520 million) "
        "for the year.",
    ],
)
def test_the_second_amount_is_the_underlying_result(text: str) -> None:
    figures = _by_value(text)
    assert figures[410.0].metric == "statutory_npat"
    assert figures[520.0].metric == "underlying_npat"
    assert figures[520.0].period.label == "FY2024"


def test_one_metric_for_both_amounts_leaves_the_second_unread() -> None:
    figures = _by_value("EBITDA was A$2.1 billion (underlying A$2.3 billion).")
    assert 2.3 not in figures


def test_a_comparative_after_and_is_no_second_basis() -> None:
    figures = _by_value("Net profit after tax was A$410 million, and A$380 million a year earlier.")
    assert all(f.metric != "underlying_npat" for f in figures.values())
