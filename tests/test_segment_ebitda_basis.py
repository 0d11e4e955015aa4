"""A part's EBITDA in press words, and "reported" as a verb before a basis word.

Figures from shared/data (Rio Tinto 2025: underlying EBITDA US$25.4bn; copper US$7.4bn,
iron ore US$15.2bn, aluminium and lithium US$4.6bn).
"""

from __future__ import annotations

from mines.figures.model import DocContext, Period
from mines.figures.prose import prose_figures
from tests.support.offline_answer import answer, cited_doc

WIRE = (
    "The miner reported underlying EBITDA of US$25.4 billion for the year. Copper EBITDA "
    "surged 114 per cent to US$7.4 billion, and iron ore EBITDA slid 11 per cent to "
    "US$15.2 billion."
)


def test_reported_before_underlying_is_a_verb_not_the_statutory_basis() -> None:
    figures = prose_figures(WIRE, DocContext("RIO", Period(2025)))
    group = next(f for f in figures if f.value == 25.4)
    assert (group.metric, group.basis) == ("underlying_ebitda", "underlying")
    draft, check = answer(
        cited_doc(WIRE, "RIO", "FY2025"), "What was Rio Tinto's underlying EBITDA in 2025?"
    )
    assert "US$25.4 billion" in draft and check.verified == 1
    draft, _ = answer(
        cited_doc(WIRE, "RIO", "FY2025"), "What was Rio Tinto's statutory EBITDA in 2025?"
    )
    assert "25.4" not in draft.split("closest stated")[0]


def test_a_divisions_ebitda_answers_its_underlying_ebitda() -> None:
    draft, check = answer(
        cited_doc(WIRE, "RIO", "FY2025"),
        "What underlying EBITDA did Rio Tinto's copper business earn in 2025?",
    )
    assert "US$7.4 billion" in draft and check.verified == 1
    answer_line = draft.splitlines()[0]
    assert "15.2" not in answer_line and "25.4" not in answer_line


def test_a_divisions_ebitda_never_answers_a_statutory_one() -> None:
    draft, _ = answer(
        cited_doc(WIRE, "RIO", "FY2025"),
        "What was the statutory EBITDA of Rio Tinto's copper business in 2025?",
    )
    assert "7.4" not in draft.split("closest stated")[0]


def test_any_verb_of_a_move_ends_the_label_before_it() -> None:
    figures = prose_figures(WIRE, DocContext("RIO", Period(2025)))
    labels = {f.value: f.label for f in figures}
    assert labels[7.4] == "Copper EBITDA" and labels[15.2] == "iron ore EBITDA"


# Mineral Resources FY2023 (shared/data): lithium A$1.3bn, mining services A$484m, group A$1.8bn
DIVISIONS = (
    "Group underlying EBITDA of $1.8 billion.\n\n"
    "**Lithium** – Record underlying EBITDA of $1.3 billion on firmer prices.\n\n"
    "Mining Services – Volumes of 248 million tonnes delivered underlying EBITDA of "
    "$484 million.\n"
)


def test_a_line_led_by_a_division_and_a_dash_is_that_divisions() -> None:
    doc = cited_doc(DIVISIONS, "MIN", "FY2023")
    draft, check = answer(doc, "What underlying EBITDA did MinRes's lithium division make in FY23?")
    assert "A$1.3 billion" in draft.splitlines()[0] and check.verified == 1
    draft, check = answer(doc, "What was Mining Services' underlying EBITDA in FY2023?")
    assert "A$484 million" in draft.splitlines()[0] and check.verified == 1
    draft, _ = answer(doc, "What was Mineral Resources' underlying EBITDA in FY2023?")
    assert "A$1.8 billion" in draft.splitlines()[0]
    assert "484" not in draft.splitlines()[0] and "1.3" not in draft.splitlines()[0]


def test_a_side_a_haulage_business_and_a_product_group_are_parts_asked() -> None:
    from mines.read_question import read_question

    def scope(question: str) -> set[str]:
        return set(read_question(question).measures[-1].stated.get("scope", []))

    assert scope("What did MinRes's iron ore side contribute at the EBITDA line in 1H FY24?") >= {
        "iron ore",
        "segment",
    }
    assert "services" in scope("What EBITDA did MinRes's haulage business make in FY2025?")
    asked = scope("What was the aluminium-and-lithium group's EBITDA at Rio Tinto in 2025?")
    assert {"aluminium", "lithium", "segment"} <= asked and "group" not in asked


def test_a_parts_contribution_to_a_measure_is_the_parts() -> None:
    text = "Copper's contribution to underlying EBITDA more than doubled to US$7.4 billion."
    (figure,) = prose_figures(text, DocContext("RIO", Period(2025)))
    assert figure.metric == "" and figure.label.lower().startswith("copper")
    draft, _ = answer(cited_doc(text, "RIO", "FY2025"), "What was Rio Tinto's underlying EBITDA?")
    assert "7.4" not in draft.split("closest stated")[0]


def test_a_parts_contribution_is_verified_as_the_extractor_reads_it() -> None:
    text = (
        "Across the year, copper's contribution to underlying EBITDA climbed to US$7.4 "
        "billion on stronger volumes at the Mongolian underground mine."
    )
    question = "How much did Rio's copper business contribute to underlying EBITDA in 2025?"
    draft, check = answer(cited_doc(text, "RIO", "FY2025"), question)
    assert "7.4" in draft and check.verified == 1 and not check.rejected
