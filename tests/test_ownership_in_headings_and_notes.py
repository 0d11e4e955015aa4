"""A table states its ownership basis once: in a column heading or in a footnote.

The rule: every production or shipments figure of a table takes the basis the table prints
for its cell, wherever that is: the row, a "Basis" cell, the column heading (a bare
"Attributable", "Equity share", "Our share", "Group share"), the label heading, the title,
or a footnote reached by a marker ("Production¹" over "¹ On a 100% basis"). A question
asking the stated basis is answered; one asking the other basis is refused. Documents are
written in our own words; every figure is from ``shared/data``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from tests.support.offline_answer import answer, cited_doc

_FY23 = Period(2023, "FY")
_FULL_Q = "What was WAIO's iron ore production on a 100% basis in FY2023?"
_SHARE_Q = "What was BHP's share of WAIO iron ore production in FY2023?"


def _read(text: str) -> list[tuple[str, float, str | None]]:
    found = extract_figures(text, DocContext("BHP", _FY23))
    return [(f.metric, f.value, f.qualifier) for f in found]


def _answers_only(text: str, value: str, stated: str, other: str) -> None:
    """The ``stated`` basis question is answered with ``value``; the ``other`` is refused."""
    draft, check = answer(cited_doc(text, "BHP", "FY2023"), stated)
    assert f"{value} Mt [1]" in draft and check.verified == 1 and not check.rejected
    draft, _ = answer(cited_doc(text, "BHP", "FY2023"), other)
    assert value not in draft and "not found" in draft


@pytest.mark.parametrize("heading", ["Attributable", "Equity share", "Our share", "Group share"])
def test_a_share_heading_alone_gives_each_figure_under_it_the_share_basis(heading: str) -> None:
    site_rows = (
        f"Table: Iron ore production\n| Year ended 30 June 2023 | {heading} |\n"
        "| Western Australia Iron Ore (Mt) | 253 |\n"
    )
    assert _read(site_rows) == [
        ("iron_ore_production_mt", 253.0, "Western Australia Iron Ore, share")
    ]
    measure_rows = (
        f"Table: Operating summary\n| Year ended 30 June 2023 | {heading} |\n"
        "| Iron ore production (Mt) | 253 |\n"
    )
    assert _read(measure_rows) == [("iron_ore_production_mt", 253.0, "share")]
    _answers_only(site_rows, "253", _SHARE_Q, _FULL_Q)


def test_a_bare_attributable_heading_is_no_share_of_a_money_measure() -> None:
    table = (
        "Table: Income statement (extract) US$M\n| | Attributable |\n"
        "| Profit after taxation | 11,304 |\n"
    )
    assert all(q is None for _, _, q in _read(table))


def test_two_ownership_columns_give_a_measure_row_two_bases_not_a_disagreement() -> None:
    table = (
        "Table: Operating summary, year ended 30 June 2023\n| | 100% basis | BHP share |\n"
        "| Iron ore production (Mt) | 285 | 253 |\n"
    )
    assert sorted(_read(table)) == [
        ("iron_ore_production_mt", 253.0, "share"),
        ("iron_ore_production_mt", 285.0, "100% basis"),
    ]


@pytest.mark.parametrize(
    ("heading", "column"),
    [("Production¹ (Mt)", "FY2023"), ("Mt", "2023¹"), ("Mt (1)", "FY2023")],
)
def test_a_footnote_marker_gives_the_cells_it_marks_the_notes_basis(
    heading: str, column: str
) -> None:
    marker = "(1)" if "(1)" in heading else "¹"
    table = (
        f"Table: Iron ore output by asset\n| {heading} | {column} |\n"
        "| Western Australia Iron Ore | 285 |\n"
        f"Notes: {marker} On a 100% basis, our partners' tonnes included.\n"
    )
    assert _read(table) == [("iron_ore_production_mt", 285.0, "WAIO, 100% basis")]
    _answers_only(table, "285", _FULL_Q, _SHARE_Q)


def test_a_note_whose_marker_is_elsewhere_leaves_the_cell_unqualified() -> None:
    table = (
        "Table: Iron ore output by asset\n| Mt | FY2023 |\n"
        "| Western Australia Iron Ore | 285 |\n"
        "Notes: ² On a 100% basis.\n"
    )
    assert _read(table) == [("iron_ore_production_mt", 285.0, "WAIO")]


def test_a_footnote_under_a_markdown_pipe_table_is_kept_as_its_note(tmp_path: Path) -> None:
    from mines.ingest.reading import read_document

    path = tmp_path / "ops.md"
    path.write_text(
        "# Operational review, year ended 30 June 2023\n\n"
        "## Iron ore output by asset\n\n"
        "| Production¹ (Mt) | FY2023 |\n|---|---|\n| Western Australia Iron Ore | 285 |\n\n"
        "¹ On a 100% basis.\n\n"
        "* Shipping ran at full rate through the year.\n",
        encoding="utf-8",
    )
    text = "\n".join(b.text for b in read_document(path).blocks)
    assert "Notes: ¹ On a 100% basis." in text
    assert "Notes: * Shipping" not in text  # a list item, not a note of the table
    assert ("iron_ore_production_mt", 285.0, "WAIO, 100% basis") in _read(text)
