"""The result named as a subject: "the bottom line was a loss of", "Net result: a loss of".

The sign is in the noun after the subject; the statutory figure is the group's bottom line.
Read alike by the extractor and the verifier.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import doc_figures
from tests.support.offline_answer import cited_doc, verified_draft


@pytest.mark.parametrize(
    "text",
    [
        "The company's bottom line was a loss of $896 million.",
        "Reported result: a loss of $896 million (FY24: profit of $114 million).",
        "Net result: loss of $896 million.",
    ],
)
def test_the_result_as_subject_is_the_signed_bottom_line(text: str) -> None:
    doc = cited_doc(text, "MIN", "FY2025")
    read = {(s.figure.metric, s.figure.base_value) for s in doc_figures(doc)}
    assert ("statutory_npat", -896e6) in read
    draft = verified_draft(doc, "What was Mineral Resources' net profit after tax in FY2025?")
    assert "896" in draft


def test_the_bracketed_prior_result_keeps_its_own_sign_and_year() -> None:
    doc = cited_doc(
        "Reported result: a loss of $896 million (FY24: profit of $114 million).", "MIN", "FY2025"
    )
    draft = verified_draft(doc, "What was Mineral Resources' net profit after tax in FY2024?")
    assert "114" in draft and "896" not in draft.split(">")[0]
