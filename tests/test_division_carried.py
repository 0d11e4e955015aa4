"""A division's figure whose division or measure is named outside its own sentence.

Two shapes: a chunk cut from the middle of a long division section, which no longer prints
the division's heading (only its stored ``section`` says whose the text is); and a press
paragraph that states the group's measure once and then lists each division's amount in
sentences of their own, led by the division's name. Each amount is the division's, of the
measure carried; no group question takes it. Figures are from the verified data (MIN FY2023,
RIO FY2025); the wording is ours.
"""

from __future__ import annotations

from mines.figures.extract import doc_figures
from mines.figures.prose_enumerations import carried_measure, list_items
from tests.support.offline_answer import answer, cited_doc


def _doc(text: str, company: str, period: str, section: str = "") -> dict:
    doc = cited_doc(text, company, period)
    doc["section"] = section
    return doc


def _first_line(doc: dict, question: str) -> tuple[str, object]:
    draft, check = answer(doc, question)
    return draft.splitlines()[0], check


# --- a chunk cut from a division's section ------------------------------------------------

_CUT = (
    "Crews lifted plant availability through the second half as the ramp-up plan ran on.\n\n"
    "Posted a record Underlying EBITDA of $1.3 billion on firm spodumene pricing."
)


def test_the_stored_section_scopes_a_chunk_without_its_heading() -> None:
    (figure,) = [s.figure for s in doc_figures(_doc(_CUT, "MIN", "FY2023", "Lithium"))]
    assert figure.value == 1.3 and figure.qualifier == "Lithium"
    assert not figure.metric  # never the group's underlying EBITDA


def test_a_section_naming_no_part_scopes_nothing() -> None:
    doc = _doc(_CUT, "MIN", "FY2023", "Financial performance / Lithium")
    (figure,) = [s.figure for s in doc_figures(doc)]
    assert figure.metric == "underlying_ebitda" and figure.qualifier is None


def test_a_cut_section_answers_its_division_and_never_the_group() -> None:
    doc = _doc(_CUT, "MIN", "FY2023", "Lithium")
    line, check = _first_line(doc, "What was MinRes's lithium underlying EBITDA in FY23?")
    assert "1.3 billion" in line and check.verified and not check.rejected
    line, _ = _first_line(doc, "What was MinRes's underlying EBITDA in FY23?")
    assert "not found" in line


# --- a measure carried from the sentence before ---------------------------------------------

_PRESS = (
    "Rio Tinto's underlying EBITDA reached US$25.4bn for 2025. Iron ore once more carried "
    "most of that load at US$15.2bn, while copper contributed US$7.4bn. Aluminium and "
    "lithium together put in US$4.6bn."
)


def test_division_led_sentences_take_the_measure_before() -> None:
    by_value = {s.figure.value: s.figure for s in doc_figures(_doc(_PRESS, "RIO", "FY2025"))}
    assert by_value[25.4].metric == "underlying_ebitda"
    assert by_value[15.2].qualifier == "Iron ore" and not by_value[15.2].metric
    assert by_value[7.4].qualifier == "Copper" and not by_value[7.4].metric
    assert by_value[4.6].qualifier == "Aluminium and lithium" and "EBITDA" in by_value[4.6].label


def test_a_carried_division_amount_is_answered_and_confirmed() -> None:
    doc = _doc(_PRESS, "RIO", "FY2025")
    line, check = _first_line(doc, "What was Rio Tinto's copper underlying EBITDA in 2025?")
    assert "7.4 billion" in line and check.verified and not check.rejected
    line, check = _first_line(doc, "What was Rio Tinto's underlying EBITDA in 2025?")
    assert "25.4 billion" in line and check.verified


def test_a_divisions_earnings_after_an_ebitda_sentence_are_its_ebitda() -> None:
    text = (
        "Group underlying EBITDA came in at US$25.4bn. Copper earnings leapt 114% to "
        "US$7.4bn, while iron ore slipped 11% to US$15.2bn."
    )
    by_value = {s.figure.value: s.figure for s in doc_figures(_doc(text, "RIO", "FY2025"))}
    assert by_value[7.4].label.lower() == "copper underlying ebitda"
    assert by_value[15.2].label.lower() == "iron ore underlying ebitda"


def test_no_measure_is_carried_past_another_measure_or_a_cost() -> None:
    assert carried_measure(["Underlying EBITDA was US$25.4bn and net debt US$5bn."]) is None
    shared = carried_measure(["Underlying EBITDA came to US$25.4bn."])
    assert shared == "Underlying EBITDA"
    assert not list_items("Copper spent US$3.1bn on growth projects.", shared)
    assert not list_items("Copper revenue rose to US$9.9bn.", shared)
    assert not list_items("Iron ore prices averaged US$90 a tonne.", shared)


# --- a table of divisions under a title naming only the measure -----------------------------

_BY_ROW = (
    "Table: Underlying EBITDA (A$ million)\n"
    "| | 1H24 |\n"
    "| Mining Services | 253.7 |\n"
    "| Lithium | 271.4 |\n"
    "| Iron Ore | 266.2 |\n"
    "| Group | 674.9 |"
)


def test_the_group_row_under_a_measure_title_is_the_groups_figure() -> None:
    by_value = {s.figure.value: s.figure for s in doc_figures(_doc(_BY_ROW, "MIN", "H1 FY2024"))}
    assert by_value[674.9].metric == "underlying_ebitda" and by_value[674.9].qualifier is None
    assert by_value[271.4].qualifier == "Lithium" and not by_value[271.4].metric
    line, check = _first_line(
        _doc(_BY_ROW, "MIN", "H1 FY2024"), "What was MinRes's underlying EBITDA in 1H FY24?"
    )
    assert "674.9" in line and check.verified and not check.rejected


def test_a_markdown_heading_names_its_part_without_its_marks() -> None:
    text = "## Mining Services\n\nUnderlying EBITDA reached $379M for the half."
    (figure,) = [s.figure for s in doc_figures(_doc(text, "MIN", "H1 FY2025"))]
    assert figure.qualifier == "Mining Services"
