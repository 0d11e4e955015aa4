"""A key-figures card prints each value with its own unit: "| Ore shipped (100%) | 326.2 Mt |".

The row's "(100%)" is the basis, not a unit; the cell's "Mt" is. The cell was read as a
percentage (326.2%) or a bare number (883), never as tonnes.
"""

from __future__ import annotations

from mines.figures.extract import doc_figures

CARD = """Table: Iron ore and copper at a glance
|  | 2025 |
| Ore shipped (100%) | 326.2 Mt |
| Copper mined (our share) | 883 kt |
"""


def test_a_cell_s_own_tonnage_unit_is_read() -> None:
    doc = {"id": "d", "company": "RIO", "period": "FY2025", "fiscal_year": "FY2025"}
    read = {(s.figure.base_value, s.figure.unit) for s in doc_figures({**doc, "text": CARD})}
    assert (326.2e6, "Mt") in read
    assert (883e3, "kt") in read
    assert not any(unit in ("%", "number") for _, unit in read)
