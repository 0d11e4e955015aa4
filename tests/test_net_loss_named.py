"""A net loss named without a verb of its own is the bottom line below zero.

"Turnover held at $4.5 billion, with a net loss of $896 million", "taking write-downs in,
the net loss was $896 million": the reported result, signed, for the reader and the
verifier; a part of a result ("a net loss on disposal", "from discontinued operations",
"per share") is none, and the underlying loss beside it keeps its own basis.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import doc_figures
from tests.support.offline_answer import cited_doc, verified_draft


def _read(text: str) -> set[tuple[str, float]]:
    doc = cited_doc(text, "MIN", "FY2025")
    return {(s.figure.metric, s.figure.base_value) for s in doc_figures(doc)}


@pytest.mark.parametrize(
    "text",
    [
        "Turnover held at $4.5 billion, with a net loss of $896 million.",
        "Taking write-downs in the net loss was $896 million.",
        "The loss before one-off items was $112 million, with a net loss of $896 million.",
    ],
)
def test_a_net_loss_is_the_signed_bottom_line(text: str) -> None:
    assert ("statutory_npat", -896e6) in _read(text)
    draft = verified_draft(cited_doc(text, "MIN", "FY2025"), "What was MinRes's net loss in FY25?")
    assert "896" in draft


@pytest.mark.parametrize(
    "text",
    [
        "A net loss on disposal of $12 million was booked.",
        "The net loss from discontinued operations was $40 million.",
    ],
)
def test_a_part_of_a_result_is_no_bottom_line(text: str) -> None:
    assert not {m for m, _ in _read(text)} & {"statutory_npat"}


def test_a_compared_value_led_by_its_own_half_is_that_halfs() -> None:
    text = "Net profit after tax of $896 million compared with a first-half profit of $807 million."
    doc = cited_doc(text, "MIN", "FY2025")
    dated = {(s.figure.period.label, s.figure.base_value) for s in doc_figures(doc)}
    assert ("H1 FY2025", 807e6) in dated and ("FY2024", 807e6) not in dated
