"""A label whose object is a list after its preposition ("spending on property, plant and
equipment") is named whole, never by the list's last word alone."""

from __future__ import annotations

from mines.figures.printed import naming_phrase
from tests.support.offline_answer import answer, cited_doc


def _named(sentence: str, value: str) -> str | None:
    span = naming_phrase(sentence, sentence.index(value))
    return sentence[span[0] : span[1]] if span else None


def test_a_listed_object_after_its_preposition_stays_in_the_label() -> None:
    said = "Outlays on property, plant and equipment climbed to $US3.3 billion."
    assert _named(said, "$US3.3") == "Outlays on property, plant and equipment"
    said = "The bill for diesel, power and tyres came to A$812 million."
    assert _named(said, "A$812") == "bill for diesel, power and tyres"


def test_a_list_of_subjects_is_no_label_of_the_last_one() -> None:
    said = "Revenue, EBITDA and profit all rose, with profit up to $US2.2 billion."
    assert _named(said, "$US2.2") != "Revenue, EBITDA and profit"


def test_the_listed_spending_answers_its_own_question() -> None:
    text = (
        "The mines generated $US9.1 billion of cash, while outlays on property, plant and "
        "equipment climbed to $US3.3 billion."
    )
    draft, check = answer(
        cited_doc(text, "RIO", "FY2022"),
        "How much did Rio Tinto spend on property, plant and equipment in 2022?",
    )
    assert "3.3" in draft and not check.rejected, draft


def test_two_kinds_of_one_spending_lead_its_head() -> None:
    said = "Output held up, while sustaining and growth capital came to $US4.4 billion."
    assert _named(said, "$US4.4") == "sustaining and growth capital"
    said = "Revenue and underlying EBITDA were $US4.4 billion and $US2.1 billion."
    assert _named(said, "$US4.4") == "underlying EBITDA"  # two measures, never one
    text = (
        "Operating cash flow was $US14.1 billion, while capital and exploration spending "
        "climbed to $US6.6 billion."
    )
    draft, check = answer(
        cited_doc(text, "BHP", "FY2022"),
        "What was BHP's capital and exploration expenditure in FY2022?",
    )
    assert "6.6" in draft.split("closest")[0] and not check.rejected, draft


def test_how_far_a_printed_label_moved_is_no_part_of_it() -> None:
    text = "Cash flow from operations slipped 4 per cent to $US12.2 billion."
    draft, check = answer(
        cited_doc(text, "RIO", "FY2023"), "What was Rio Tinto's operating cash flow in 2023?"
    )
    assert "12.2" in draft and not check.rejected, (draft, check)
