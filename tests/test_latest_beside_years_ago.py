"""A question setting the latest year beside a year some years back asks both years.

"How did BHP's revenue in the most recent year compare with three years ago?" resolved
"three years ago" only, so the latest year was never fetched and the answer gave one
year's figure for a comparison; the note names both years meant.
"""

from __future__ import annotations

import pytest

from mines.asked_periods import resolve

_HELD = {"BHP": (2021, 2022, 2023, 2024, 2025), "NST": (2021, 2022, 2023, 2024)}


@pytest.mark.parametrize(
    ("question", "company", "years"),
    [
        (
            "How did BHP's revenue in the most recent year compare with three years ago?",
            "BHP",
            (2023, 2025),
        ),  # noqa: E501
        (
            "Set Northern Star's latest gold sold beside the figure from two years ago.",
            "NST",
            (2023, 2024),
        ),  # noqa: E501
        ("What was BHP's revenue last year against the year before last?", "BHP", (2024, 2025)),
    ],
)
def test_both_years_are_asked(question: str, company: str, years: tuple[int, ...]) -> None:
    found = resolve(question, [company], _HELD)
    assert found is not None and found.years == years
    assert " and ".join(f"FY{y}" for y in years) in found.note


def test_years_ago_alone_is_one_year() -> None:
    found = resolve("What was BHP's revenue three years ago?", ["BHP"], _HELD)
    assert found is not None and found.years == (2023,)
