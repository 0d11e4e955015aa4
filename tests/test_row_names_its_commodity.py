"""A row naming its own commodity under product-group columns is that commodity's figure.

"| Aluminium produced (Mt) | – | 3.38 |" under "| Copper | Aluminium & Lithium |" is
aluminium output; read as the whole "Aluminium & Lithium" group's, a question about lithium
output had been answered with the aluminium tonnes.
"""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc

_TEXT = (
    "Table: 4. Product group information, year ended 31 December 2025\n"
    "| US$ billion unless stated | Iron Ore | Copper | Aluminium & Lithium | Group |\n"
    "| Underlying EBITDA (US$bn) | – | 7.4 | 4.6 | – |\n"
    "| Aluminium produced, Rio Tinto share (Mt) | – | – | 3.38 | – |\n"
    "| Lithium carbonate equivalent produced (kt) | – | – | 57 | – |\n"
)


def test_lithium_output_is_not_the_aluminium_row() -> None:
    draft, check = answer(
        cited_doc(_TEXT, "RIO", "FY2025"),
        "How much lithium, counted as carbonate equivalent, did Rio Tinto produce in 2025?",
    )
    body = draft.split("closest stated")[0]
    assert "3.38" not in body, draft
    assert "57 kt" in body, draft


def test_the_group_columns_own_measure_keeps_its_part() -> None:
    draft, _ = answer(
        cited_doc(_TEXT, "RIO", "FY2025"),
        "What underlying EBITDA did Rio Tinto's copper product group earn in 2025?",
    )
    assert "US$7.4 billion" in draft, draft
