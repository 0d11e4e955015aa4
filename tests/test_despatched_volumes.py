"""Ore or concentrate "despatched" (the British spelling of dispatched) was shipped.

A sentence saying a business despatched tonnes states its shipments, as "shipped" and
"dispatched" do: the lithium tonnage is spodumene shipments, the iron ore tonnage iron ore
shipments, each answered by a question in either spelling.

Figures are Mineral Resources' December 2024 half shipments (lithium SC6 equivalent,
iron ore) from the shared fact tables; the sentence is our own.
"""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc

_TEXT = (
    "Across the two lithium mines the company despatched 261 kt of spodumene concentrate "
    "in the half, and the iron ore operations despatched 9.7 Mt."
)


def _answers(question: str, value: str) -> bool:
    draft, check = answer(cited_doc(_TEXT, "MIN", "H1 FY2025"), question)
    return value in draft.split("closest")[0] and check.verified == 1


def test_despatched_tonnes_are_shipments() -> None:
    assert _answers("How much spodumene concentrate did MinRes dispatch in 1H FY25?", "261")
    assert _answers("How much iron ore did MinRes despatch in the first half of FY25?", "9.7")
