"""A half-year's loss row, a comparative worded as a profit, and "was it profitable".

Figures are the shared data's: Mineral Resources first half of FY2025 statutory loss A$807m
(first half of FY2024 profit A$530m), underlying loss A$196m (prior half A$196m profit);
FY2025 statutory loss A$896m. The statement and sentences are written for these tests.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.measures.words import question_metrics
from tests.support.offline_answer import answer, cited_doc

_HALF_STATEMENT = """Table: Condensed statement of profit or loss, half-year to 31 December 2024
|  | 31 Dec 2024 $m | 31 Dec 2023 $m |
| Revenue | 2,290 | 2,514.7 |
| {label} | (807) | 530 |
"""


@pytest.mark.parametrize(
    "label",
    [
        "(Loss)/profit after tax for the half-year",
        "Loss after tax for the half year",
    ],
)
def test_a_result_row_naming_its_half_or_year_is_confirmed_with_its_loss(label: str) -> None:
    doc = cited_doc(_HALF_STATEMENT.format(label=label), "MIN", "H1 FY2025")
    draft, check = answer(doc, "What was MinRes's net profit in the half to 31 December 2024?")
    assert "loss of A$807 million" in draft
    assert check.verified == 1 and not check.rejected


def test_a_prior_result_worded_as_a_profit_is_never_the_current_half() -> None:
    text = "Underlying NPAT came to a loss of $196 million, down from a profit of $196 million."
    figures = extract_figures(text, DocContext("MIN", Period(2025, "H1")))
    current = [f for f in figures if f.period == Period(2025, "H1")]
    assert [(f.metric, f.value) for f in current] == [("underlying_npat", -196.0)]
    draft, _ = answer(cited_doc(text, "MIN", "H1 FY2025"), "What was MinRes's profit in H1 FY2025?")
    assert "A$196 million [1]" not in draft.replace("loss of A$196 million", "")


@pytest.mark.parametrize(
    "question",
    [
        "Was Mineral Resources profitable in FY2025?",
        "Was MinRes in the red for FY2025?",
        "Was MinRes loss-making last financial year?",
    ],
)
def test_whether_it_made_money_asks_the_bottom_line(question: str) -> None:
    assert question_metrics(question) == ("statutory_npat",)


def test_a_part_that_was_profitable_is_not_the_group_result() -> None:
    assert "statutory_npat" not in question_metrics(
        "Which BHP divisions were profitable in FY2025?"
    )


def test_a_half_leading_a_loss_label_dates_it_even_after_compared_with() -> None:
    text = "The full-year net loss of $896 million compared with a first-half loss of $807 million."
    figures = extract_figures(text, DocContext("MIN", Period(2025)))
    dated = {(f.period.label, abs(f.value)) for f in figures}
    assert ("H1 FY2025", 807.0) in dated and ("FY2025", 807.0) not in dated
    draft, _ = answer(cited_doc(text, "MIN", "FY2025"), "How much did MinRes lose in FY2025?")
    assert "807" not in draft.split("\n")[0]
