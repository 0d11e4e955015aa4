"""A column heading's "M wmt" (million wet metric tonnes) scales its cells to millions.

"k dmt" already read as thousands; "M wmt" had been read as plain tonnes, so a hub's
9.7 million tonnes was stored as 9.7 t. Figures are from the shared fact table.
"""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.quantities import declared_unit


def test_m_wmt_and_m_dmt_are_millions() -> None:
    for heading in ("Ore shipped (M wmt)", "Exports, Mdmt"):
        unit = declared_unit(heading, "MIN")
        assert unit is not None and (unit.scale, unit.unit) == (1e6, "Mt")


def test_a_hub_row_under_such_a_heading_is_millions_of_tonnes() -> None:
    text = (
        "Table: Iron ore by hub, year to 30 June 2025\n"
        "| Hub | Ore shipped FY25 (M wmt) |\n"
        "| Pilbara Hub | 9.7 |\n"
    )
    (got,) = extract_figures(text, DocContext("MIN", Period(2025, "FY")))
    assert (got.value * got.scale, got.unit) == (9.7e6, "Mt")
