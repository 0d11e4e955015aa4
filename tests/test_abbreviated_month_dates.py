"""A wire story's short month before its day ("the half ended Dec. 31") does not end a
sentence: the figures after it keep the period and measure named before it, for the reader
and the verifier alike."""

from __future__ import annotations

from mines.sentences import split_sentences
from tests.support.offline_answer import answer, cited_doc

# A wire item in our own words about Rio Tinto's first half of 2024 (half year to 30 June),
# with the data's figures: net earnings of US$5.81 billion, up from US$5.12 billion.
_WIRE = (
    "Net earnings for the six months ended Jun. 30 rose to $5.81 billion from $5.12 billion a "
    "year earlier. The company reports in U.S. dollars."
)


def test_a_short_month_before_its_day_is_no_sentence_end() -> None:
    assert split_sentences("Sales for the quarter to Sept. 30 rose. Costs fell.") == [
        "Sales for the quarter to Sept. 30 rose.",
        "Costs fell.",
    ]
    assert split_sentences("Output peaked in Dec. 2024 was a record.") == [
        "Output peaked in Dec. 2024 was a record."
    ]


def test_the_figures_after_a_short_month_are_read_and_verified() -> None:
    doc = cited_doc(_WIRE, "RIO", "H1 FY2024")
    for question, value in (
        ("What were Rio Tinto's net earnings for the first half of 2024?", "5.81"),
        ("What were Rio Tinto's net earnings for the first half of 2023?", "5.12"),
    ):
        draft, check = answer(doc, question)
        line = draft.splitlines()[0]
        assert check.verified == 1 and not check.rejected and value in line, (question, draft)
