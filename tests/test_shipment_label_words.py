"""Iron ore shipments printed in other words (issue 19, figures as printed).

"Ore shipped" and "iron ore exported" are the tonnes sent to customers: the figure is the
company's iron ore shipments, not an unnamed quantity offered only as "closest stated".
"""

from __future__ import annotations

import pytest

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period


@pytest.mark.parametrize(
    "text",
    [
        "During the year ore shipped totalled 171.4 million tonnes.",
        "Ore shipments were 171.4 million tonnes, a record for the company.",
        "Table: Tonnes sold\n|  | FY24 |\n| Iron ore exported (Mt) | 171.4 |\n",
        "Iron ore exports rose to 171.4 million tonnes.",
    ],
)
def test_ore_shipped_or_exported_is_iron_ore_shipments(text: str) -> None:
    figures = extract_figures(text, DocContext("FMG", Period(2024)))
    assert [(f.metric, f.value) for f in figures] == [("iron_ore_shipments_mt", 171.4)]


def test_ore_mined_stays_no_shipment() -> None:
    figures = extract_figures("Ore mined was 12.1 million tonnes.", DocContext("NST", Period(2024)))
    assert all(f.metric != "iron_ore_shipments_mt" for f in figures)
