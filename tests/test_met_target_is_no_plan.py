"""A result set against a target it met is a result, not a plan.

"Gearing 18% -- within the target range" on a results slide had been skipped as a figure
ahead, since "target" follows the value; guidance met ("in line with guidance") already
counted as no plan. A target named as a plan ("US$2 bn targeted") still is one.
"""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from tests.support.offline_answer import cited_doc


def _values(text: str) -> list[float]:
    return [f.value for f in extract_figures(text, DocContext("RIO", Period(2024)))]


def test_a_value_within_its_target_range_is_read() -> None:
    assert _values("- Net debt US$4.5 bn -- within the target range\n") == [4.5]
    assert _values("Net debt of US$4.5 bn was within our target range.") == [4.5]


def test_a_targeted_value_is_still_a_plan() -> None:
    assert _values("Net debt of US$3 bn targeted.") == []
    from mines.figures.forward_context import forward_after

    text = "Net debt US$3 bn target range"
    assert forward_after(text, text.index("bn") + 2)


def test_the_verifier_accepts_the_value_met_against_its_target() -> None:
    from mines.grounding import check_draft

    doc = cited_doc("- Net debt US$4.5 bn -- within the target range", "RIO", "FY2024")
    draft = "- Rio Tinto (RIO), FY2024 — net debt: US$4.5 bn [1]"
    assert check_draft(draft, [doc]).verified == 1
