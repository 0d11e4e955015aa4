"""A dated piece that prints no period is filed under the result it speaks of.

"The June-year numbers", "its December-half result", "first-half statutory profit", "the
half-year numbers", "results season": with the day the piece came out, each names the
period just ended on the company's calendar. A word of the wrong season, a comparison or a
result still to come names none: a wrong period is worse than no period.
"""

from __future__ import annotations

import pytest

from mines.figures.model import Period
from mines.figures.periods import document_period


def _piece(headline: str, dateline: str, body: str) -> str:
    return f"{headline}\n{dateline}\n\n{body}\n"


@pytest.mark.parametrize(
    ("company", "dateline", "body", "expected"),
    [
        (
            "NST",
            "Kalgoorlie, 23 August 2024",
            "The gold miner's June-year numbers put revenue at A$4.92 billion.",
            Period(2024),
        ),
        (
            "FMG",
            "Published: 22 February 2024",
            "Its December-half result carried a statutory profit of US$3.34 billion.",
            Period(2024, "H1"),
        ),
        (
            "FMG",
            "Perth, 22 February 2024",
            "First-half statutory profit came to US$3.34 billion.",
            Period(2024, "H1"),
        ),
        (
            "RIO",
            "London, 1 August 2024",
            "The half-year numbers showed net earnings of US$5,808 million.",
            Period(2024, "H1"),
        ),
        (
            "MIN",
            "August 2024",
            "MinRes handed in full-year figures with revenue of A$5.28 billion.",
            Period(2024),
        ),
    ],
)
def test_a_result_named_as_the_press_names_it_dates_the_piece(
    company: str, dateline: str, body: str, expected: Period
) -> None:
    assert document_period(_piece("Miner reports", dateline, body), company) == expected


def test_results_season_names_the_period_just_ended_on_each_calendar() -> None:
    body = "Results season is in full swing. Revenue was A$2,248 million."
    piece = _piece("Reporting roundup", "Perth, 23 February 2024", body)
    assert document_period(piece, "NST") == Period(2024, "H1"), "a June year's half to December"
    assert document_period(piece, "RIO") == Period(2023), "a calendar year just closed"
    late = _piece("Reporting roundup", "Perth, 20 November 2024", body)
    assert document_period(late, "NST") is None, "months after any season: not guessed"


@pytest.mark.parametrize(
    ("dateline", "body"),
    [
        # a full-year word when a June-year company has just closed its half
        ("Perth, 22 February 2024", "Northern Star's full-year results put revenue at A$4.92bn."),
        # a result still to come, a comparison
        ("Perth, 10 July 2024", "Ahead of its full-year results, revenue was A$4.92 billion."),
    ],
)
def test_a_result_out_of_season_or_not_yet_reported_names_no_period(
    dateline: str, body: str
) -> None:
    assert document_period(_piece("Miner update", dateline, body), "NST") is None


def test_a_period_named_by_its_closing_month_is_the_one_just_ended() -> None:
    dated = "Perth, 22 February 2024"
    half = "The December-half numbers showed a statutory profit of US$3.34 billion."
    assert document_period(_piece("Iron ore", dated, half), "FMG") == Period(2024, "H1")
    compared = "Profit was US$3.34 billion, up from its December-half result."
    assert document_period(_piece("Iron ore", dated, compared), "FMG") is None
    calendar = "Northern Star, which has a June year-end, sold 1,621,000 ounces of gold."
    assert document_period(_piece("Gold", "Perth, 23 August 2024", calendar), "NST") is None
