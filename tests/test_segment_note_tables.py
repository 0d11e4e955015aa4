"""Segment notes as tables: divisions across the columns beside the group's, or down the rows.

A note titled "Segment results" (no "by segment") with one column per division, one for
what no division holds and one for the total states each division's figure under the row's
measure; the total column is the group's and the unallocated one nobody's. A table of a
measure "by product group" with a row for the group states the group's figure there.
Made-up layouts; values from the shared facts.
"""

from __future__ import annotations

from mines.figures.asked import asked_measures
from mines.figures.extract import DocContext, extract_figures
from mines.figures.figure_measure import figure_conflicts
from mines.figures.model import Figure, Period
from mines.figures.tables import TABLE_PREFIX

FY = Period(2025)
H1 = Period(2024, "H1")


def _read(text: str, company: str, period: Period) -> dict[float, Figure]:
    ctx = DocContext(company, period, "note.md", None, "", "c")
    return {f.value: f for f in extract_figures(text, ctx)}


_ACROSS = (
    f"{TABLE_PREFIX}Operating segment information, half-year to 31 December 2023 (A$ million)\n"
    "| | Lithium | Mining Services | Iron Ore | Unallocated and eliminations | Group total |\n"
    "| Underlying EBITDA | 271.4 | 253.7 | 266.2 | – | 674.9 |"
)


def test_divisions_across_a_segment_note_each_state_their_own_figure() -> None:
    got = _read(_ACROSS, "MIN", H1)
    assert {got[v].qualifier for v in (271.4, 253.7, 266.2)} == {
        "Lithium",
        "Mining Services",
        "Iron Ore",
    }
    assert len(got) == 4  # what no division holds (a dash here) is nobody's figure
    [lithium] = asked_measures(
        "What underlying EBITDA did the lithium arm of MinRes make in 1H FY24?"
    )
    assert not figure_conflicts(lithium, got[271.4])
    assert figure_conflicts(lithium, got[253.7]) and figure_conflicts(lithium, got[674.9])


def test_the_total_column_of_a_segment_note_is_the_groups() -> None:
    total = _read(_ACROSS, "MIN", H1)[674.9]
    assert total.metric == "underlying_ebitda" and total.qualifier is None
    [group] = asked_measures("What was MinRes's underlying EBITDA for the December 2023 half?")
    assert not figure_conflicts(group, total)


_DOWN = (
    f"{TABLE_PREFIX}Underlying EBITDA by product group (US$ billion)\n"
    "| | 2025 |\n| Iron Ore | 15.2 |\n| Copper | 7.4 |\n| Group | 25.4 |"
)


def test_the_group_row_under_a_measure_by_product_group_is_the_groups() -> None:
    got = _read(_DOWN, "RIO", FY)
    assert got[25.4].metric == "underlying_ebitda"
    [group] = asked_measures("What was Rio Tinto's underlying EBITDA in 2025?")
    assert not figure_conflicts(group, got[25.4])
    assert figure_conflicts(group, got[7.4]) and got[7.4].metric != "underlying_ebitda"
    [copper] = asked_measures("What EBITDA did Rio Tinto's copper arm make in 2025?")
    assert not figure_conflicts(copper, got[7.4]) and figure_conflicts(copper, got[25.4])
