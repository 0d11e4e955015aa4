"""The all-in cost is no all-in sustaining cost (issue 20, the question asked).

A gold miner prints both: the sustaining one leaves growth spending out, the all-in one keeps
it. A question naming one is never answered with the other, and the question's own words
("all-in") stay whole in the measure it reports as not found.
"""

from __future__ import annotations

from mines.figures.asked import asked_measures
from mines.figures.qualifier_conflicts import conflicts
from mines.figures.qualifiers import read_qualifiers


def _asked(question: str) -> tuple[str, dict[str, frozenset[str]]]:
    (measure,) = asked_measures(question)
    return measure.phrase, dict(measure.stated)


def test_an_all_in_cost_asked_conflicts_with_a_sustaining_one_printed() -> None:
    phrase, stated = _asked("What did Northern Star's all-in cost come to per ounce in FY2023?")
    assert "all-in" in phrase
    for printed in ("All-in sustaining cost", "AISC (A$/oz)"):
        assert conflicts(stated, read_qualifiers(printed)), printed
    assert not conflicts(stated, read_qualifiers("All-in cost (AIC)"))


def test_a_sustaining_cost_asked_conflicts_with_an_all_in_one_printed() -> None:
    _, stated = _asked("What was Northern Star's AISC per ounce in FY2023?")
    assert conflicts(stated, read_qualifiers("All-in cost"))
    assert not conflicts(stated, read_qualifiers("All-in sustaining costs"))
