"""A measure naming no owner, after a sentence about a part, is that part's.

"Mining Services had its best year yet. Underlying EBITDA climbed 34% to $737 million."
The second sentence names nobody's EBITDA: its subject is the paragraph's part, as "It"
would be, so the amount never answers the company's underlying EBITDA; it answers the
division's. A sentence naming the group or the company keeps its own owner.

Figures are Mineral Resources' FY2025 results from the shared fact tables (Mining Services
underlying EBITDA, group underlying EBITDA); the wording is our own.
"""

from __future__ import annotations

from mines.figures.carried_parts import names_no_owner
from tests.support.offline_answer import answer, cited_doc

_GROUP_ASKED = "What underlying EBITDA did Mineral Resources report for FY25?"
_PART_ASKED = "What underlying EBITDA did the Mining Services division make in FY25?"


def _draft(text: str, question: str) -> tuple[str, int]:
    draft, check = answer(cited_doc(text, "MIN", "FY2025"), question)
    return draft.split("closest")[0], check.verified


def test_a_bare_measure_names_no_owner() -> None:
    assert names_no_owner("Underlying EBITDA climbed 34% to")
    assert names_no_owner("Over the year, underlying EBITDA climbed to")
    assert not names_no_owner("Group underlying EBITDA eased to")
    assert not names_no_owner("MinRes's underlying EBITDA eased to")


def test_the_paragraphs_part_owns_a_bare_measure() -> None:
    text = "Mining Services had its best year yet. Underlying EBITDA climbed 34% to $737 million."
    draft, verified = _draft(text, _GROUP_ASKED)
    assert "737" not in draft and verified == 0
    draft, verified = _draft(text, _PART_ASKED)
    assert "737" in draft and verified == 1


def test_a_sentence_naming_the_group_keeps_it() -> None:
    text = "Mining Services had its best year yet. Group underlying EBITDA eased to $901 million."
    draft, verified = _draft(text, _GROUP_ASKED)
    assert "901" in draft and verified == 1


def test_a_division_a_whose_clause_describes_owns_its_amount() -> None:
    # the measure's own commas ("interest, tax, depreciation and amortisation") stay inside
    # the relative clause: the amount is the division's, never the company's
    text = (
        "Strongest of all was the services division, whose earnings before interest, tax, "
        "depreciation and amortisation reached $737 million."
    )
    draft, verified = _draft(text, _GROUP_ASKED)
    assert "737" not in draft and verified == 0
    draft, verified = _draft(text, _PART_ASKED)
    assert "737" in draft and verified == 1


def test_a_business_named_before_which_or_where_owns_the_clause() -> None:
    for text in (
        "The lift came from Mining Services, which grew underlying EBITDA to $737 million.",
        "A record for Mining Services, where underlying EBITDA reached $737 million.",
    ):
        draft, verified = _draft(text, _GROUP_ASKED)
        assert "737" not in draft and verified == 0, text
        draft, verified = _draft(text, _PART_ASKED)
        assert "737" in draft and verified == 1, text


def test_contracting_as_a_subject_is_the_services_business() -> None:
    for text in (
        "Contracting delivered underlying EBITDA of $737 million, up 34%.",
        "Contract mining earned underlying EBITDA of $737 million.",
    ):
        draft, verified = _draft(text, _GROUP_ASKED)
        assert "737" not in draft and verified == 0, text
        draft, verified = _draft(text, _PART_ASKED)
        assert "737" in draft and verified == 1, text
