"""The diagnostic that says where a miss of a development set was lost.

Our own sentences; the figures are Fortescue's FY2024 revenue (US$18,220 million) and
underlying EBITDA (US$10.7 billion) from the shared data.
"""

from __future__ import annotations

from evals.variant_dev.diagnose import gates, stage, states_value
from mines.figures.extract import doc_figures
from mines.figures.model import Figure

_TEXT = (
    "Fortescue's sales of ore brought in US$18,220 million in the year to 30 June 2024, "
    "and underlying EBITDA was US$10.7 billion."
)


def _figures() -> list[Figure]:
    doc = {"id": "d", "company": "FMG", "fiscal_year": "2024", "period": "FY2024"}
    return [s.figure for s in doc_figures({**doc, "text": _TEXT, "page": "1", "section": ""})]


def _stating(value: float) -> list[Figure]:
    return [f for f in _figures() if states_value(f, value)]


def test_a_value_is_found_at_the_scale_it_is_printed() -> None:
    assert _stating(18_220e6) and _stating(10.7e9)
    assert not _stating(5_664e6)  # Fortescue's FY2024 NPAT is not in the text


def test_the_right_figure_passes_every_gate() -> None:
    (ebitda,) = _stating(10.7e9)
    asked = "What underlying EBITDA did Fortescue report for FY2024?"
    assert gates(ebitda, asked, "FMG", "FY2024", "underlying_ebitda") == []


def test_a_neighbour_or_another_period_is_turned_away_with_its_gate() -> None:
    (ebitda,) = _stating(10.7e9)
    asked = "What revenue did Fortescue report for FY2024?"
    turned = gates(ebitda, asked, "FMG", "FY2024", "revenue")
    assert turned and not any(g.startswith("PERIOD") for g in turned)
    dated = gates(
        ebitda, "What underlying EBITDA did Fortescue report?", "FMG", "FY2023", "underlying_ebitda"
    )
    assert dated[0] == "PERIOD FY2024"


def test_the_class_of_a_miss_is_its_figures_fewest_gates() -> None:
    assert stage([]) == "UNREAD"
    assert stage([["PERIOD FY2023"], []]) == "PASSES"
    assert stage([["SCORE 0.40", "UNASKED x"], ["SCORE 0.52"]]) == "SCORE"
