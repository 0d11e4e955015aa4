"""An operating table in plain text with a column saying each row's ownership basis.

Quarterly production reviews print, between each product and its figures, the basis the
row is stated on ("100%", "RT share", "Consolidated"), under headings naming years in
words ("Year 2024"). The aligned-column reader keeps such a table; the row's basis
cell is read as its ownership ("RT share" is Rio Tinto's share); a row naming a commodity
alone ("Aluminium") is no site, so the verifier checks it as its printed label.

Figures are from the shared fact table; the wording and layout are our own.
"""

from __future__ import annotations

from mines.figures.ownership_words import SHARE, ownership_of
from mines.figures.tables import Table
from mines.text_reading import text_items
from tests.support.offline_answer import answer, cited_doc

_LINES = [
    "Volumes by product",
    "",
    "                                 Basis      Q4 2024   Year 2024",
    "Smelted aluminium (kt)           RT share         –       3,296",
    "Pilbara ore railed (Mt)          100%             –       328.0",
]


def test_the_basis_column_and_worded_years_keep_the_table() -> None:
    (table,) = [item for item in text_items(1, _LINES).items if isinstance(item, Table)]
    assert table.header[1:] == ("Basis", "Q4 2024", "Year 2024")
    assert table.rows[0] == ("Smelted aluminium (kt)", "RT share", "–", "3,296")


def test_rio_tintos_shorthand_is_its_share() -> None:
    assert ownership_of("RT share") == SHARE


_TABLE = (
    "Table: Production and shipments\n"
    "|  | Basis | Year 2024 |\n"
    "| Aluminium (kt) | RT share | 3,296 |\n"
    "| Bauxite (Mt) | RT share | 58.7 |\n"
)


def test_a_commodity_row_is_verified_as_printed_not_refused_as_a_site() -> None:
    draft, check = answer(cited_doc(_TABLE, "RIO", "FY2024"), "How much aluminium did Rio make?")
    assert "3,296" in draft
    assert check.verified == 1 and not check.rejected
