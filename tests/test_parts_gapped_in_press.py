"""Parts' amounts a press sentence gives after the group's, with the measure left out.

"..., of which iron ore generated US$15.2bn, copper US$7.4bn" and "..., while iron ore's
fell to US$15.2bn" give each part its amount of the measure named once before; both had
gone unread (the parts' questions ended "not found").
"""

from __future__ import annotations

import pytest

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period

_CTX = DocContext("RIO", Period.parse_label("FY2025"))


@pytest.mark.parametrize(
    "text",
    [
        "Group underlying EBITDA reached US$25.4 billion, of which iron ore generated "
        "US$15.2 billion and copper US$7.4 billion.",
        "Copper's underlying EBITDA climbed to US$7.4 billion in 2025, while iron ore's "
        "softened to US$15.2 billion.",
    ],
)
def test_each_part_gets_the_measure_named_before(text: str) -> None:
    figures = {f.value: f for f in extract_figures(text, _CTX)}
    iron = figures[15.2]
    assert iron.metric != "underlying_ebitda"  # the part's, not the group's
    assert (iron.qualifier or "").lower() == "iron ore"
    assert "ebitda" in iron.label.lower()


def test_a_second_measure_in_a_clause_keeps_its_own_name() -> None:
    figures = extract_figures(
        "Underlying EBITDA was US$25.4 billion while net debt climbed to US$14.4 billion.", _CTX
    )
    assert {f.metric for f in figures} == {"underlying_ebitda", "net_debt"}
