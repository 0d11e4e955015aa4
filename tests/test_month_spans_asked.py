"""A span of months with their years is the fiscal years it covers, not a change.

"Between July 2022 and June 2023" is one June year (FY2023) for a June-year company and
asks for no change from one year to the next; "between January 2023 and December 2024" is
a calendar company's two years. Growth spent on ("invest in growth", "growth projects") is
capital spending, no growth asked.
"""

from __future__ import annotations

import pytest

from mines.slots import extract_slots


@pytest.mark.parametrize(
    ("question", "years"),
    [
        ("What did Northern Star spend on capex between July 2022 and June 2023?", ("FY2023",)),
        ("Northern Star capex over the twelve months from July 2022 to June 2023?", ("FY2023",)),
        (
            "What was Rio Tinto revenue between January 2023 and December 2024?",
            ("FY2023", "FY2024"),
        ),
    ],
)
def test_a_month_span_is_the_fiscal_years_it_covers(question: str, years: tuple[str, ...]) -> None:
    slots = extract_slots(question)
    assert slots.fiscal_years == years
    assert slots.operations == ()


@pytest.mark.parametrize(
    "question",
    [
        "How much did Northern Star invest in growth in FY2023?",
        "How much did Northern Star invest in growth between July 2022 and June 2023?",
        "What did Northern Star spend on growth projects in FY2023?",
    ],
)
def test_growth_spent_on_asks_no_change(question: str) -> None:
    slots = extract_slots(question)
    assert slots.operations == () and slots.fiscal_years == ("FY2023",)


def test_a_change_between_years_is_still_one() -> None:
    slots = extract_slots("How did Northern Star revenue change between FY2022 and FY2023?")
    assert slots.operations == ("change",)


def test_growth_projects_asked_never_get_the_whole_capital_spend() -> None:
    from tests.support.offline_answer import answer, cited_doc

    text = "Northern Star's capital expenditure for the half came to A$1.06 billion."
    doc = cited_doc(text, "NST", "H1 FY2025")
    draft, _ = answer(doc, "How much did Northern Star spend on growth projects in 1H FY25?")
    assert "1.06" not in draft.split("closest stated")[0]
