"""A dividend notice printed as a form, and an asset's table with one row per ownership basis.

* An Appendix 3A.1 notice states the kind ("Type of dividend/distribution" answered
  "Final") and the period ("relates to a period of" answered "12 months ending 30 June
  2025") in rows of their own, and the amount in a row naming neither; printed one cell a
  line ("Question" / "Answer" headings, then a question over each answer) it is still a
  form. The amount is that kind's dividend for that period, and no other kind's.
* "WAIO - ore produced (Mt)" over "| Joint ventures in total (100%) |" and "| BHP's
  interest |": each row is the site's production on its basis; a row listing several
  operations ("Jimblebar and Samarco, equity share") is none of those sites' own.

Figures: /work/shared/data/asx_facts*.csv (FMG FY2025 final dividend 60 cents a share;
BHP WAIO FY2023 285 Mt at 100% and 253 Mt BHP share, FY2024 255 Mt share; BHP FY2023
iron ore 257 Mt attributable). Words and layout are our own.
"""

from __future__ import annotations

from mines.figures.extract import doc_figures
from mines.figures.tables import Table
from mines.text_reading import text_items
from tests.support.offline_answer import answer, cited_doc, table_text

_FORM_LINES = [
    "Dividend notification - details",
    "",
    "Question",
    "Answer",
    "",
    "Entity name",
    "FORTESCUE LTD",
    "",
    "Type of dividend/distribution",
    "Final",
    "",
    "The dividend relates to a period of",
    "12 months ending 30 June 2025",
    "",
    "Amount per +security",
    "60 cents",
    "",
    "Is the dividend franked?",
    "Yes, in full",
]


def test_a_form_printed_a_cell_a_line_is_one_table() -> None:
    (table,) = [i for i in text_items(1, _FORM_LINES).items if isinstance(i, Table)]
    assert table.header == ("Question", "Answer")
    assert ("Amount per +security", "60 cents") in table.rows


_FORM = table_text(
    "Dividend notification - details",
    ["Question", "Answer"],
    [
        ["Type of dividend/distribution", "Final"],
        ["The dividend relates to a period of", "12 months ending 30 June 2025"],
        ["Record date", "Monday 1 September 2025"],
        ["Amount per +security", "60 cents"],
    ],
)


def test_the_forms_amount_is_its_kinds_dividend_for_its_period() -> None:
    draft, check = answer(
        cited_doc(_FORM, "FMG", "FY2025"),
        "What final dividend a share did Fortescue declare for FY25?",
    )
    assert "60" in draft
    assert check.verified == 1 and not check.rejected
    draft, _ = answer(
        cited_doc(_FORM, "FMG", "FY2025"), "What interim dividend did Fortescue pay for 1H FY25?"
    )
    assert "60" not in draft


_ASSET = table_text(
    "WAIO - ore produced (Mt)",
    ["", "2024", "2023"],
    [["Joint ventures in total (100%)", "–", "285"], ["BHP's interest", "255", "253"]],
)


def test_rows_naming_only_a_basis_are_the_titled_sites_volume() -> None:
    draft, check = answer(
        cited_doc(_ASSET, "BHP", "FY2024"),
        "How much ore did Western Australia Iron Ore produce on a 100% basis in FY2023?",
    )
    assert "285" in draft and "253" not in draft
    assert check.verified == 1 and not check.rejected
    draft, _ = answer(
        cited_doc(_ASSET, "BHP", "FY2024"),
        "What was WAIO production on a 100% basis in FY2024?",
    )
    assert "255" not in draft  # the share is never the whole


def test_a_row_listing_several_operations_is_no_one_sites() -> None:
    text = table_text(
        "Iron ore attributable to BHP (Mt)",
        ["", "2023"],
        [["WAIO and Samarco, equity share", "257"]],
    )
    doc = {"id": "1", "company": "BHP", "fiscal_year": "FY2024", "period": "FY2024", "text": text}
    (figure,) = [s.figure for s in doc_figures(doc)]
    assert "WAIO" not in (figure.qualifier or "")
