"""A clause of something done ends what the clause before it says.

"The mills ran at capacity and the directors declared dividends of A$1.97": the capacity
word is of the first clause, no plan of the dividend; "at its mines and the board
determined": the label of the dividend starts at its own clause, not among the mines. Two
kinds of one dividend joined by "and" ("final and interim dividends") name one label.
"""

from __future__ import annotations

from mines.figures.extract import doc_figures
from tests.support.offline_answer import cited_doc, verified_draft


def _read(text: str) -> list[tuple[str, float]]:
    doc = cited_doc(text, "FMG", "FY2024")
    return [(s.figure.metric, s.figure.base_value) for s in doc_figures(doc)]


def test_a_capacity_word_in_the_clause_before_is_no_plan_of_the_dividend() -> None:
    text = "The mills ran at capacity and the directors declared dividends of A$1.97 a share."
    assert ("dividends_per_share", 197.0) in _read(text)


def test_a_plan_in_the_same_clause_still_reads_nothing() -> None:
    assert _read("Fortescue plans to ship 200 Mt of iron ore next year.") == []
    assert _read("We target 70 Mt and the new hub will deliver 5 Mt of iron ore.") == []


def test_the_verifier_reads_past_a_capacity_clause() -> None:
    text = (
        "The Pilbara mills ran at capacity and the directors declared fully franked dividends "
        "of A$1.97 a share for the year."
    )
    draft = verified_draft(cited_doc(text), "What total dividend per share did Fortescue pay?")
    assert "1.97" in draft


def test_a_dividend_label_starts_at_its_own_clause() -> None:
    text = (
        "Another record year, hematite operations and the directors declared fully franked "
        "dividends of A$1.97 a share for the year."
    )
    draft = verified_draft(cited_doc(text), "What total dividend per share did Fortescue pay?")
    assert "1.97" in draft


def test_final_and_interim_joined_are_the_years_dividends() -> None:
    text = (
        "Iron ore sales hit a record, and the directors declared final and interim dividends "
        "of A$1.97 a share in total."
    )
    draft = verified_draft(cited_doc(text), "What total dividend per share did Fortescue pay?")
    assert "1.97" in draft


def test_a_division_leading_the_sentence_owns_no_dividend() -> None:
    text = (
        "The hematite operations delivered a strong year and the directors declared fully "
        "franked dividends of A$1.97 a share."
    )
    draft = verified_draft(cited_doc(text), "What total dividend per share did Fortescue pay?")
    assert "1.97" in draft
