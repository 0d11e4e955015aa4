"""The result said with a verb, then other things in later clauses of their own.

"Fortescue banked US$5,664 million ..., as its ore fetched US$103.01 a dry tonne": a
later clause stating its own amount names that amount, never the earned one, which stays
the bottom line. Words right after the amount may say its basis ("for its shareholders":
attributable; "before one-offs": underlying); a company set off by an apposition ("Northern
Star, the gold miner, made ...") is still the subject. Neighbours stay refused: another
measure in the verb's own clause, a tax line ("before tax"), a list of left-out items
leading the clause makes the result underlying, never statutory.

Figures are those of the shared fact table; the sentences are written for these tests.
"""

from __future__ import annotations

from mines.figures.extract import DocContext, extract_figures
from mines.figures.model import Figure, Period

FY24 = Period(2024, "FY")
FY25 = Period(2025, "FY")


def read(text: str, company: str, period: Period) -> list[Figure]:
    return extract_figures(text, DocContext(company, period, "wire.md", None, "", "c-1"))


def _results(figures: list[Figure]) -> list[tuple[str | None, float, str | None]]:
    keys = {"statutory_npat", "underlying_npat"}
    return [(f.metric, f.base_value, f.basis) for f in figures if f.metric in keys]


def test_a_later_clause_with_its_own_amount_leaves_the_earned_amount_the_result() -> None:
    text = (
        "Fortescue banked US$5,664 million in the year to June, 18 per cent more, as the "
        "iron ore it shipped sold for US$103.01 a dry tonne."
    )
    assert _results(read(text, "FMG", FY24)) == [("statutory_npat", 5664e6, None)]


def test_another_measure_in_the_verbs_own_clause_still_refuses() -> None:
    assert (
        _results(read("Fortescue made US$5,664 million on sales of US$18 billion.", "FMG", FY24))
        == []
    )
    assert _results(read("Fortescue made US$5,664 million before tax.", "FMG", FY24)) == []


def test_for_its_shareholders_is_the_attributable_result() -> None:
    text = (
        "BHP netted US$9.02 billion for its shareholders in the year to June, while pouring "
        "US$9.79 billion into its copper mines."
    )
    got = _results(read(text, "BHP", FY25))
    assert got == [("statutory_npat", 9.02e9, "attributable")]


def test_before_one_offs_after_the_amount_is_the_underlying_result() -> None:
    text = (
        "Northern Star, the Kalgoorlie gold producer, made A$1.4 billion before one-offs, "
        "getting A$3,922 an ounce."
    )
    assert _results(read(text, "NST", FY25)) == [("underlying_npat", 1.4e9, "underlying")]


def test_an_apposition_never_makes_another_subject_the_companys() -> None:
    text = "Northern Star, the Kalgoorlie gold producer, said the contractor made A$1.4 billion."
    assert _results(read(text, "NST", FY25)) == []


def test_a_list_of_left_out_items_leading_the_clause_is_underlying_never_statutory() -> None:
    text = "Stripping out write-downs and other one-off items, the miner lost A$112 million."
    assert _results(read(text, "MIN", FY25)) == [("underlying_npat", -112e6, "underlying")]


def test_booked_names_the_result_only_with_its_basis() -> None:
    text = (
        "Underlying profit came to US$13.66 billion; on a reported basis, after the "
        "charges, the company booked US$7,897 million."
    )
    assert ("statutory_npat", 7897e6, "statutory") in _results(read(text, "BHP", FY24))
    bare = "The company booked US$7,897 million, largely from selling a mine."
    assert _results(read(bare, "BHP", FY24)) == []
