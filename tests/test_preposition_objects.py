"""A registry label after "after", "before" or "net of" inside a longer name is not the figure's.

Figures from ../shared/data: Fortescue's FY2024 statutory net profit after tax (US$5,664
million), BHP's FY2025 attributable profit (US$9.02 billion) and underlying EBITDA (US$26
billion), and its net debt at 30 June 2024 (US$9.12 billion).
"""

from __future__ import annotations

from mines.figures.extract import doc_figures
from mines.figures.preposition_objects import object_of_preposition
from tests.support.offline_answer import answer, cited_doc


def _metrics(text: str, company: str, period: str) -> list[tuple[str, float]]:
    doc = {"id": "1", "company": company, "fiscal_year": period, "period": period, "text": text}
    return [(s.figure.metric, s.figure.base_value) for s in doc_figures(doc)]


def test_a_profit_counted_after_exceptional_items_is_no_exceptional_items_figure() -> None:
    text = "Net result to shareholders after exceptional items of US$5,664 million."
    read = _metrics(text, "FMG", "FY2024")
    assert read == [("", 5_664_000_000.0)]


def test_the_profit_is_no_answer_to_the_exceptional_items_asked() -> None:
    text = "- ▲ 14% | Profit for members after exceptional items of US$9.02 billion"
    draft, _ = answer(
        cited_doc(text, "BHP", "FY2025"), "What were BHP's exceptional items in FY2025?"
    )
    assert "9.02" not in draft.split("closest stated")[0]


def test_the_profit_answers_when_asked_in_its_own_words() -> None:
    text = "- ▲ 14% | Profit for members after exceptional items of US$9.02 billion"
    question = "What was BHP's profit for members after exceptional items in FY2025?"
    draft, check = answer(cited_doc(text, "BHP", "FY2025"), question)
    assert "US$9.02 billion" in draft and check.verified == 1 and not check.rejected
    # a label opening the phrase, or a preposition with no words before it, is the measure
    sentence = "After exceptional items, net debt was US$9.12 billion"
    assert not object_of_preposition(sentence, (0, 29), 6)
    text = "Underlying EBITDA before exceptional items of US$26 billion."
    assert _metrics(text, "BHP", "FY2025") == [("underlying_ebitda", 26_000_000_000.0)]
