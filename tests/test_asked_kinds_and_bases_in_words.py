"""A question's dividend kind and result basis in the words people use.

"The dividend declared with the full-year result", "the full-year final dividend", "the
last dividend of FY25" are the final one, never the year's total; "normalised" and "core"
results are before one-off items; "the underlying NPAT loss" asks one measure, not the
statutory result beside it.
"""

from __future__ import annotations

import pytest

from mines.read_question import asked_of, read_question


def _asked(question: str) -> list[tuple[str | None, frozenset[str], frozenset[str]]]:
    request = read_question(question)
    return [
        (m.metric, m.stated.get("dividend", frozenset()), m.stated.get("basis", frozenset()))
        for m in asked_of(request.measures)
    ]


@pytest.mark.parametrize(
    "question",
    [
        "What dividend did Northern Star declare alongside its FY2024 full-year result?",
        "What was BHP's full-year final dividend for FY2024?",
        "What did Fortescue holders receive as the last dividend of FY2024?",
    ],
)
def test_words_of_the_final_dividend(question: str) -> None:
    assert _asked(question) == [("dividends_per_share", frozenset({"final"}), frozenset())]


def test_a_full_year_dividend_is_still_the_years_total() -> None:
    (asked,) = _asked("What was BHP's full-year dividend for FY2024?")
    assert asked[1] == frozenset({"total"})


@pytest.mark.parametrize(
    "question",
    [
        "What was Mineral Resources' normalised net loss for FY2025?",
        "What was the underlying NPAT loss at Mineral Resources in FY2025?",
    ],
)
def test_words_of_the_underlying_result(question: str) -> None:
    asked = _asked(question)
    assert [a[0] for a in asked] == ["underlying_npat"]
    assert asked[0][2] == frozenset({"underlying"})


@pytest.mark.parametrize(
    ("question", "metric"),
    [
        (
            "What was Mineral Resources' underlying (not statutory) NPAT for FY2025?",
            "underlying_npat",
        ),
        ("Mineral Resources' FY25 profit after tax, underlying not reported?", "underlying_npat"),
        ("What was Mineral Resources' statutory, not underlying, NPAT in FY25?", "statutory_npat"),
    ],
)
def test_a_refused_basis_is_never_the_one_asked(question: str, metric: str) -> None:
    assert [a[0] for a in _asked(question)] == [metric]


def test_the_underlying_net_result_is_never_the_statutory_one() -> None:
    asked = _asked("What underlying net result did Mineral Resources report for FY2025?")
    assert [a[0] for a in asked] == ["underlying_npat"]
    assert _asked("What net result did Mineral Resources report for FY2025?")[0][0] == (
        "statutory_npat"
    )
