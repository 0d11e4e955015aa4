"""A half the question places by its distance from a half it writes is that other half.

"The half before the December 2024 half" is the six months to June 2024, not the December
half; "the same half a year earlier than H1 FY25" and "the prior corresponding period to
1H FY25" are H1 FY2024. Reading only the half written answered the neighbour half's figure
(a confidently wrong answer). Each company's calendar then reads the half meant as it reads
a half written outright: for Rio Tinto the June 2024 half is its first half of 2024.

Figures: /work/shared/data/asx_facts_more.csv (NST h1_realised_gold_price_aud_oz FY2025
3,562 and FY2024 2,873); the table is written here.
"""

from __future__ import annotations

import pytest

from mines.figures.model import Period
from mines.figures.tables import TABLE_PREFIX
from mines.question.relative_halves import spell_relative_halves
from mines.read_question import read_question
from tests.support.offline_answer import answer, cited_doc


@pytest.mark.parametrize(
    ("written", "meant"),
    [
        ("in the half before the December 2024 half", "in the June 2024 half"),
        ("in the half-year preceding the one ended 31 December 2023", "in the June 2023 half"),
        ("for the previous half to H1 FY2025", "for H2 FY2024"),
        ("in the six months prior to 2H FY24", "in H1 FY2024"),
        ("in the half before the first half of FY2024", "in H2 FY2023"),
        (
            "in the same half a year earlier than the December 2024 half",
            "in the December 2023 half",
        ),
        ("for the prior corresponding period to 1H FY25", "for H1 FY2024"),
        ("for 1H25's previous corresponding period", "for H1 FY2024"),
        ("in the same half two years earlier than the June 2024 half", "in the June 2022 half"),
        (
            "in the corresponding period a year before the six months to June 2024",
            "in the June 2023 half",
        ),
    ],
)
def test_the_half_meant_is_spelt_out(written: str, meant: str) -> None:
    assert spell_relative_halves(written) == meant


def test_words_placing_no_half_from_a_written_one_are_kept() -> None:
    for text in (
        "revenue in the half before last",
        "What was BHP's revenue in H1 FY2025 and the previous half?",
        "EBITDA in the December 2024 half",
    ):
        assert spell_relative_halves(text) == text


@pytest.mark.parametrize(
    ("question", "company", "half"),
    [
        (
            "What was Northern Star's revenue in the half before the December 2024 half?",
            "NST",
            Period(2024, "H2"),
        ),
        (
            "What was Rio Tinto's revenue in the half before the December 2024 half?",
            "RIO",
            Period(2024, "H1"),
        ),
        (
            "What was Northern Star's revenue in the same half a year earlier than H1 FY25?",
            "NST",
            Period(2024, "H1"),
        ),
        (
            "What was MinRes's revenue in the prior corresponding period to 1H FY25?",
            "MIN",
            Period(2024, "H1"),
        ),
    ],
)
def test_the_question_asks_the_half_meant_on_the_company_calendar(
    question: str, company: str, half: Period
) -> None:
    request = read_question(question)
    asked = request.periods[company]
    assert (asked.years, asked.kind) == ((half.year,), half.kind)
    assert request.fiscal_years == (half.fiscal_year,)


_HALVES = (
    f"{TABLE_PREFIX}Group summary\n| | Unit | 1H FY25 | 1H FY24 |\n|---|---|---|---|\n"
    "| Average realised gold price | A$/oz | 3,562 | 2,873 |"
)


def _answered(question: str) -> str:
    draft, check = answer(cited_doc(_HALVES, "NST", "H1 FY2025"), question)
    return draft if check.verified and not check.rejected else ""


def test_the_half_before_is_not_answered_with_the_half_written() -> None:
    asked = (
        "What was Northern Star's realised gold price in the half before the December 2024 half?"
    )
    assert "3,562" not in _answered(asked)


def test_the_same_half_a_year_earlier_is_answered_from_its_column() -> None:
    for asked in (
        "What was Northern Star's realised gold price in the same half a year earlier than "
        "the December 2024 half?",
        "What was Northern Star's average realised gold price in the prior corresponding "
        "period to 1H FY25?",
    ):
        got = _answered(asked)
        assert "2,873" in got and "3,562" not in got, asked
