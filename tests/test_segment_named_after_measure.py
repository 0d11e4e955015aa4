"""A money measure whose division is named right after it: that division's, never the group's.

"Underlying EBITDA for copper climbed ..., reaching US$7.4 billion" under a heading naming
another part (or none): the sentence names its own part after the measure, so the amount
is copper's. The group question must not take it, the copper question must, and the
verifier must read the sentence the same way both ways. "Revenue from copper sales" names
what was sold, no division. Made-up sentences; values from the shared facts.
"""

from __future__ import annotations

from typing import Any

from mines.figures.division_subjects import part_after
from mines.grounding import check_draft
from tests.support.offline_answer import answer, cited_doc


def _confirmed(doc: dict[str, Any], question: str, value: str) -> None:
    """The offline answer states ``value`` and the verifier confirms it, nothing refused."""
    draft, check = answer(doc, question)
    assert value in draft and check.verified == 1 and not check.rejected, draft


_TEXT = (
    "Product group performance\n\n"
    "Underlying EBITDA for copper climbed 114% on the year, reaching US$7.4 billion as "
    "Oyu Tolgoi's underground ramped up."
)
_LINE = "- Rio Tinto (RIO), FY2025 (year to 31 December 2025) — {}: US$7.4 billion [1]"


def test_the_division_after_the_measure_is_whose_the_amount_is() -> None:
    doc = cited_doc(_TEXT, "RIO", "FY2025")
    _confirmed(doc, "What was Rio Tinto's copper segment underlying EBITDA in 2025?", "7.4")


def test_the_group_question_never_takes_the_divisions_amount() -> None:
    doc = cited_doc(_TEXT, "RIO", "FY2025")
    draft, check = answer(doc, "What was Rio Tinto's underlying EBITDA in 2025?")
    assert check.verified == 0
    assert check_draft(_LINE.format("underlying EBITDA"), [doc]).rejected
    assert check_draft(_LINE.format("iron ore underlying EBITDA"), [doc]).rejected


def test_a_commodity_sold_is_no_division() -> None:
    sentence = "Revenue from copper sales rose to US$7.4 billion"
    assert part_after(sentence, len("Revenue")) is None
    sentence = "EBITDA from the iron ore business was"
    assert part_after(sentence, len("EBITDA")) == "iron ore business"


_CLIMBED = (
    "Copper\n\n"
    "Copper underlying EBITDA climbed 114% over the twelve months, reaching US$7.4 billion "
    "with the underground ramp-up."
)


def test_a_divisions_move_in_percent_is_never_its_amount() -> None:
    doc = cited_doc(_CLIMBED, "RIO", "FY2025")
    draft, check = answer(
        doc, "What was the copper product group's underlying EBITDA for Rio in 2025?"
    )
    assert "7.4" in draft and "114" not in draft.split("\n")[0]
    assert check.verified == 1 and not check.rejected
    line = (
        "- Rio Tinto (RIO), FY2025 (year to 31 December 2025) — Copper underlying EBITDA: 114% [1]"
    )
    assert check_draft(line, [doc]).rejected


_WITH = (
    "Iron ore brought in US$15.2 billion of the group's US$25.4 billion underlying EBITDA, "
    "with aluminium and lithium adding US$4.6 billion."
)


def test_a_clause_naming_its_own_division_owns_the_amount_after_the_label() -> None:
    doc = cited_doc(_WITH, "RIO", "FY2025")
    line = "- Rio Tinto (RIO), FY2025 (year to 31 December 2025) — {}: US$4.6 billion [1]"
    assert check_draft(line.format("Iron ore underlying EBITDA"), [doc]).rejected
    assert check_draft(line.format("underlying EBITDA"), [doc]).rejected
    assert check_draft(line.format("aluminium and lithium underlying EBITDA"), [doc]).verified
    draft, check = answer(doc, "What was the iron ore division's underlying EBITDA at Rio in 2025?")
    assert check.verified == 0 or "4.6" not in draft.split("closest")[0]


_CLAUSE = (
    "Earnings from the iron ore segment came in at $266.2 million of underlying EBITDA "
    "for the half."
)


def test_a_segment_named_in_the_amounts_own_clause_owns_it() -> None:
    doc = cited_doc(_CLAUSE, "MIN", "H1 FY2024")
    _confirmed(doc, "What was MinRes's iron ore segment underlying EBITDA in H1 FY2024?", "266.2")
    _, group = answer(doc, "What was Mineral Resources' underlying EBITDA in H1 FY2024?")
    assert group.verified == 0


def test_an_amount_said_to_come_from_a_division_is_that_divisions() -> None:
    doc = cited_doc(
        "In 2025, US$7.4 billion of underlying EBITDA was derived from copper.", "RIO", "FY2025"
    )
    _confirmed(doc, "What was Rio Tinto's copper segment underlying EBITDA in 2025?", "7.4")
    _, group = answer(doc, "What was Rio Tinto's underlying EBITDA in 2025?")
    assert group.verified == 0
    assert check_draft(_LINE.format("underlying EBITDA"), [doc]).rejected


def test_a_commodity_price_that_moved_the_groups_result_scopes_nothing() -> None:
    doc = cited_doc(
        "Firmer copper prices lifted underlying EBITDA to US$25.4 billion.", "RIO", "FY2025"
    )
    _confirmed(doc, "What was Rio Tinto's underlying EBITDA in 2025?", "25.4")
    line = "- Rio Tinto (RIO), FY2025 (year to 31 December 2025) — copper underlying EBITDA: {} [1]"
    assert check_draft(line.format("US$25.4 billion"), [doc]).rejected


_LED = (
    "Earnings by product group\n\n"
    "- Copper: US$7.4bn underlying EBITDA, more than double\n"
    "- Aluminium and lithium: US$4.6bn underlying EBITDA\n"
)


def test_a_part_leading_a_line_and_the_measure_after_its_value() -> None:
    doc = cited_doc(_LED, "RIO", "FY2025")
    _confirmed(doc, "What was Rio Tinto's copper segment underlying EBITDA in 2025?", "7.4")
    question = "What was Rio Tinto's aluminium and lithium product group underlying EBITDA in 2025?"
    _confirmed(doc, question, "4.6")
    _, group = answer(doc, "What was Rio Tinto's underlying EBITDA in 2025?")
    assert group.verified == 0
