"""Losses in more wordings, and a bracketed comparative that names its own measure.

Figures are the shared data's: Mineral Resources FY2025 statutory loss A$896m (FY2024 profit
A$114m), underlying loss A$112m (FY2024 A$158m), underlying EBITDA A$901m (FY2024 A$1.06bn).
The sentences are written for these tests.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from tests.support.offline_answer import answer, cited_doc


def _read(text: str) -> dict[tuple[str, str], float]:
    figures = extract_figures(text, DocContext("MIN", Period(2025)))
    return {(f.metric, f.period.label): f.value for f in figures if f.metric}


@pytest.mark.parametrize(
    "sentence",
    [
        # the loss word after the amount, its basis between
        "The miner slipped to a $896 million statutory loss in the 2025 financial year.",
        "MinRes swung to an A$896 million statutory net loss in FY25, its first in years.",
        # the loss owed to the owners: the statutory result
        "Net loss attributable to equity holders of the parent came to $896 million.",
        "Loss attributable to owners of the Company was $896 million for the year.",
    ],
)
def test_a_loss_in_new_words_is_read_signed_and_confirmed(sentence: str) -> None:
    assert _read(sentence).get(("statutory_npat", "FY2025")) == -896.0
    reply = answer(cited_doc(sentence, "MIN", "FY2025"), "What was MinRes's net profit?")
    assert "loss of A$896 million" in reply[0]
    assert reply[1].verified == 1 and not reply[1].rejected


def test_a_statutory_result_with_a_minus_sign_is_the_statutory_loss() -> None:
    text = "Statutory result: -A$896m (FY24: A$114m). Underlying result: -A$112m (FY24: A$158m)."
    read = _read(text)
    assert read[("statutory_npat", "FY2025")] == -896.0
    assert read[("statutory_npat", "FY2024")] == 114.0
    draft, check = answer(cited_doc(text, "MIN", "FY2025"), "What was MinRes's statutory NPAT?")
    assert "loss of A$896 million" in draft
    assert check.verified >= 1 and not check.rejected  # the bracketed FY24 line too


@pytest.mark.parametrize(
    "text",
    [
        "Underlying EBITDA came in at $901 million (FY24: underlying EBITDA of $1.06 billion).",
        "Underlying EBITDA came in at $901 million (FY24: EBITDA of $1.06 billion).",
    ],
)
def test_a_bracket_headed_by_a_year_dates_its_own_labelled_amount(text: str) -> None:
    read = _read(text)
    assert read[("underlying_ebitda", "FY2025")] == 901.0
    assert ("underlying_ebitda", "FY2024") in read
    assert read[("underlying_ebitda", "FY2024")] == 1.06
    doc = cited_doc(text, "MIN", "FY2025")
    draft, check = answer(doc, "What was MinRes's underlying EBITDA in FY2025?")
    assert "A$901 million" in draft and "1.06" not in draft.split("\n")[0]
    assert check.verified == 1 and not check.rejected
    draft, check = answer(doc, "What was MinRes's underlying EBITDA in FY2024?")
    assert "A$1.06 billion" in draft
    assert check.verified == 1 and not check.rejected


def test_a_loss_sentence_with_a_profit_comparative_keeps_the_years_apart() -> None:
    text = (
        "The Group made a loss after tax of $896 million "
        "(FY24: net profit after tax of $114 million)."
    )
    read = _read(text)
    assert read[("statutory_npat", "FY2025")] == -896.0
    assert read.get(("statutory_npat", "FY2024")) == 114.0
    question = "What was MinRes's net profit in FY2025?"
    draft, check = answer(cited_doc(text, "MIN", "FY2025"), question)
    assert "loss of A$896 million" in draft and "114" not in draft.split("\n")[0]
    assert check.verified == 1 and not check.rejected


@pytest.mark.parametrize("verb", ["slid", "tumbled", "sank", "dipped"])
def test_a_press_move_by_a_percentage_to_the_result_is_no_range(verb: str) -> None:
    # Rio Tinto's 2024 underlying earnings US$10.9bn (2023: US$11.8bn), shared data
    text = f"Rio Tinto's underlying earnings {verb} 8 per cent to $US10.9 billion in 2024."
    draft, check = answer(
        cited_doc(text, "RIO", "FY2024"), "What were Rio Tinto's underlying earnings in 2024?"
    )
    assert "US$10.9 billion" in draft
    assert check.verified == 1 and not check.rejected
