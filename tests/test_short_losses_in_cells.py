"""A loss of one or two digits printed alone in brackets, and a margin printed "(8.3)%".

"(40)" alone in a value cell is a loss of 40, not a note marker: a marker stands beside a
value ("1,204 (3)"). The reader and the verifier both read it so. The values are made up
for these tests (no company's figures), in a layout of our own.
"""

from __future__ import annotations

from mines.figures.table_cells import parse_cell
from tests.support.offline_answer import answer, cited_doc, off_question, table_text

_HALF = table_text(
    "Results by business, six months to 31 December 2024 (A$ million)",
    ["", "1H FY25", "1H FY24"],
    [
        ["Contracting EBITDA", "318", "254"],
        ["Lithium EBITDA", "(47)", "271"],
        ["Lithium EBITDA margin", "(9.6)%", "31.2%"],
    ],
)


def test_a_cell_that_is_only_a_bracketed_number_is_a_loss() -> None:
    assert parse_cell("(47)") == (-47.0, 0, 4, False, None)
    assert parse_cell("(4)") == (-4.0, 0, 3, False, None)


def test_a_bracketed_marker_beside_a_value_is_still_a_marker() -> None:
    parsed = parse_cell("1,204 (3)")
    assert parsed is not None and parsed[0] == 1204.0


def test_a_percent_after_the_brackets_is_a_negative_percentage() -> None:
    parsed = parse_cell("(9.6)%")
    assert parsed is not None and parsed[0] == -9.6 and parsed[3] is True


def test_a_short_loss_in_brackets_is_answered_and_verified() -> None:
    draft, check = answer(
        cited_doc(_HALF, "MIN", "H1 FY2025"),
        "What EBITDA did Mineral Resources' lithium business make in 1H FY25?",
    )
    assert "A$47 million" in draft and "loss" in draft
    assert check.verified and not check.rejected


def test_a_negative_margin_is_verified_and_not_called_a_loss() -> None:
    draft, check = answer(
        cited_doc(_HALF, "MIN", "H1 FY2025"),
        "What was the lithium EBITDA margin of Mineral Resources in 1H FY25?",
    )
    assert "negative 9.6%" in draft and "loss of 9.6" not in draft
    assert check.verified and not check.rejected


_BY_UNIT = table_text(
    "Financial information by business unit, year to 31 December 2024 (US$ millions)",
    ["", "Iron Ore", "Aluminium", "Copper", "Total"],
    [["Consolidated sales revenue", "31,000", "12,400", "8,100", "51,500"]],
)


def test_a_business_units_consolidated_revenue_is_its_revenue() -> None:
    doc = cited_doc(_BY_UNIT, "RIO", "FY2024")
    question = "How much revenue did Rio Tinto's aluminium business make in 2024?"
    draft, check = answer(doc, question)
    assert "US$12,400 million" in draft
    assert check.verified and not check.rejected
    assert off_question(doc, question, draft) == []


def test_the_groups_consolidated_revenue_is_not_a_business_units() -> None:
    doc = cited_doc(_BY_UNIT, "RIO", "FY2024")
    question = "What was Rio Tinto's consolidated revenue in 2024?"
    draft, _ = answer(doc, question)
    assert "US$51,500 million" in draft and "12,400" not in draft
    assert off_question(doc, question, draft) == []


def test_a_row_naming_its_part_and_measure_is_labelled_by_the_row() -> None:
    from mines.figures.extract import doc_figures

    doc = cited_doc(_HALF, "MIN", "H1 FY2025")
    labels = {s.figure.label.split(" — ")[0] for s in doc_figures(doc)}
    assert {"Lithium EBITDA", "Contracting EBITDA", "Lithium EBITDA margin"} <= labels


def test_a_loss_bracketed_before_a_one_letter_scale_keeps_its_scale() -> None:
    doc = cited_doc(
        "The group recorded a net loss after tax of ($612)m for the half.", "MIN", "H1 FY2025"
    )
    draft, check = answer(doc, "What was Mineral Resources' statutory result for 1H FY25?")
    assert "loss of A$612 million" in draft
    assert check.verified and not check.rejected
