"""A loss of one or two digits printed alone in brackets, and a margin printed "(37.0)%".

"(36)" alone in a value cell is a loss of 36, not a note marker: a marker stands beside a
value ("4,131 (3)"). The reader and the verifier both read it so. The layout is our own;
the values are the shared facts' (Mineral Resources' halves, Rio Tinto's 2025), and where
the facts hold no figure of the kind a row needs, a comment names the real one used.
"""

from __future__ import annotations

from mines.figures.table_cells import parse_cell
from tests.support.offline_answer import answer, cited_doc, off_question, table_text

# MinRes' mining services EBITDA for 1H FY25 and 1H FY24 and lithium EBITDA for 1H FY24 are
# the facts'. They hold no lithium loss and no negative margin: the bracketed loss is MinRes'
# 1H FY22 underlying NPAT loss (A$36m), the bracketed margin MinRes' FY2023 EBITDA margin
# (37%, printed to one decimal) and the prior half's margin MinRes' 1H FY24 group margin (27%).
_HALF = table_text(
    "Results by business, six months to 31 December 2024 (A$ million)",
    ["", "1H FY25", "1H FY24"],
    [
        ["Contracting EBITDA", "379", "253.7"],
        ["Lithium EBITDA", "(36)", "271.4"],
        ["Lithium EBITDA margin", "(37.0)%", "27%"],
    ],
)


def test_a_cell_that_is_only_a_bracketed_number_is_a_loss() -> None:
    assert parse_cell("(36)") == (-36.0, 0, 4, False, None)
    assert parse_cell("(4)") == (-4.0, 0, 3, False, None)


def test_a_bracketed_marker_beside_a_value_is_still_a_marker() -> None:
    parsed = parse_cell("4,131 (3)")  # Northern Star FY2023 revenue, a note marker
    assert parsed is not None and parsed[0] == 4131.0


def test_a_percent_after_the_brackets_is_a_negative_percentage() -> None:
    parsed = parse_cell("(37.0)%")
    assert parsed is not None and parsed[0] == -37.0 and parsed[3] is True


def test_a_short_loss_in_brackets_is_answered_and_verified() -> None:
    draft, check = answer(
        cited_doc(_HALF, "MIN", "H1 FY2025"),
        "What EBITDA did Mineral Resources' lithium business make in 1H FY25?",
    )
    assert "A$36 million" in draft and "loss" in draft
    assert check.verified and not check.rejected


def test_a_negative_margin_is_verified_and_not_called_a_loss() -> None:
    draft, check = answer(
        cited_doc(_HALF, "MIN", "H1 FY2025"),
        "What was the lithium EBITDA margin of Mineral Resources in 1H FY25?",
    )
    assert "negative 37.0%" in draft and "loss of 37" not in draft
    assert check.verified and not check.rejected


# The facts hold no business unit's revenue: each unit's cell is its real 2025 underlying
# EBITDA (Iron Ore 15.2, Aluminium & Lithium 4.6, Copper 7.4 US$ billion), the closest kind,
# and the total is Rio Tinto's real 2025 revenue (US$57.6 billion).
_BY_UNIT = table_text(
    "Financial information by business unit, year to 31 December 2025 (US$ millions)",
    ["", "Iron Ore", "Aluminium", "Copper", "Total"],
    [["Consolidated sales revenue", "15,200", "4,600", "7,400", "57,600"]],
)


def test_a_business_units_consolidated_revenue_is_its_revenue() -> None:
    doc = cited_doc(_BY_UNIT, "RIO", "FY2025")
    question = "How much revenue did Rio Tinto's aluminium business make in 2025?"
    draft, check = answer(doc, question)
    assert "US$4,600 million" in draft
    assert check.verified and not check.rejected
    assert off_question(doc, question, draft) == []


def test_the_groups_consolidated_revenue_is_not_a_business_units() -> None:
    doc = cited_doc(_BY_UNIT, "RIO", "FY2025")
    question = "What was Rio Tinto's consolidated revenue in 2025?"
    draft, _ = answer(doc, question)
    assert "US$57,600 million" in draft and "4,600" not in draft
    assert off_question(doc, question, draft) == []


def test_a_row_naming_its_part_and_measure_is_labelled_by_the_row() -> None:
    from mines.figures.extract import doc_figures

    doc = cited_doc(_HALF, "MIN", "H1 FY2025")
    labels = {s.figure.label.split(" — ")[0] for s in doc_figures(doc)}
    assert {"Lithium EBITDA", "Contracting EBITDA", "Lithium EBITDA margin"} <= labels


def test_a_loss_bracketed_before_a_one_letter_scale_keeps_its_scale() -> None:
    doc = cited_doc(
        "The group recorded a net loss after tax of ($807)m for the half.", "MIN", "H1 FY2025"
    )
    draft, check = answer(doc, "What was Mineral Resources' statutory result for 1H FY25?")
    assert "loss of A$807 million" in draft
    assert check.verified and not check.rejected
