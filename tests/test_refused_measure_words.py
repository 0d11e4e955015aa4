"""A measure named only to be set aside is not asked for (issue 19).

"production, as opposed to shipments" asks for production alone: the shipments after the
refusal must never be answered beside it as a second measure.
"""

from __future__ import annotations

import pytest

from mines.read_question import read_question


@pytest.mark.parametrize(
    ("question", "asked", "refused"),
    [
        (
            "How much iron ore did Fortescue produce in FY2023, as opposed to shipments?",
            "iron_ore_production_mt",
            "iron_ore_shipments_mt",
        ),
        (
            "What were BHP's iron ore shipments, rather than iron ore production, in FY2022?",
            "iron_ore_shipments_mt",
            "iron_ore_production_mt",
        ),
        (
            "What revenue, not net profit, did Rio Tinto report for 2023?",
            "revenue",
            "statutory_npat",
        ),
    ],
)
def test_the_refused_measure_is_neither_a_slot_nor_a_measure(
    question: str, asked: str, refused: str
) -> None:
    request = read_question(question)
    assert asked in request.metrics
    assert refused not in request.metrics
    assert refused not in {m.metric for m in request.measures}


def test_a_question_refusing_its_only_measure_keeps_it() -> None:
    request = read_question("Not revenue again. What was BHP's revenue in FY2024?")
    assert "revenue" in request.metrics
