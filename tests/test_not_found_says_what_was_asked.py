"""A not-found answer names what was asked plainly: never a period word nor a bare verb.

A question no registry word names ("what did Northern Star rake in during the latest
half?") has its own content words as its measure phrase. The words of a relative period
("latest", "half-year", "six months", "just gone") name no measure, and a verb a result
is asked with ("rake in", "earn", "come to") names none either: the answer quotes the
question's words up to its period instead.
"""

from __future__ import annotations

import pytest

from mines.figures.asked import asked_measures
from mines.figures.asked_phrase import asked_in_words, measure_said
from mines.read_question import read_question
from nodes.fallback import fallback

_PERIOD_WORDS = {"latest", "last", "recent", "half", "half-year", "months", "gone", "ago"}


@pytest.mark.parametrize(
    "question",
    [
        "What was Rio Tinto's headcount in the most recent half-year?",
        "How many staff did BHP have over the last six months?",
        "What did Fortescue's workforce number in the half just gone?",
        "What was the headcount of Northern Star two halves ago?",
    ],
)
def test_a_measure_phrase_holds_no_period_word(question: str) -> None:
    for measure in asked_measures(question):
        assert not set(measure.phrase.lower().split()) & _PERIOD_WORDS, measure.phrase


def test_a_verb_of_the_question_is_no_name_for_the_measure() -> None:
    assert measure_said("net profit come") == "net profit"
    assert measure_said("staff have") == "staff"
    assert measure_said("earn") == ""
    # the question's own verb: the measure is the clause, quoted as written
    assert measure_said("people employ", "How many people did NST employ in FY2024?") == ""


@pytest.mark.parametrize(
    ("question", "quoted"),
    [
        ("What did Northern Star rake in in the latest half?", "What did Northern Star rake in"),
        ("What did Fortescue bring in over the past six months?", "What did Fortescue bring in"),
        ("What did BHP pocket two years ago?", "What did BHP pocket"),
        ("How many people did Rio Tinto employ in FY2023?", "How many people did Rio Tinto employ"),
        ("How much did BHP spend in the latest half-year?", "How much did BHP spend"),
        ("What did Fortescue bank in H1 FY2025?", "What did Fortescue bank"),
        # the period comes before the measure: the question is quoted whole (ROCE, once
        # this case's measure, is now a ratio of its own, named in the answer)
        (
            "What was the latest interim figure for BHP's LTIFR?",
            "What was the latest interim figure for BHP's LTIFR",
        ),  # noqa: E501
    ],
)
def test_a_not_found_answer_quotes_the_question_when_no_measure_is_named(
    question: str, quoted: str
) -> None:
    assert asked_in_words(question) == quoted
    answer = fallback({"request": read_question(question).as_state()})["answer"]
    said = answer.split(" is not stated")[0]
    assert said == f'Not found: what you asked ("{quoted}")', answer


@pytest.mark.parametrize(
    ("question", "kept"),
    [
        ("What unfranked final distribution did Northern Star declare for FY2024?", "final"),
        ("What did MinRes make for its members after tax, as reported, in FY2021?", "after"),
    ],
)
def test_a_word_qualifying_the_measure_is_no_period_word(question: str, kept: str) -> None:
    # "final" is a dividend's kind and "after tax" a basis, though each can name a period
    assert any(kept in m.phrase.split() for m in asked_measures(question))
