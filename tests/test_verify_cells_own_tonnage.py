"""The verifier reads a cell printing its own tonnage as the reader does.

Rio Tinto's 2025 Pilbara shipments, 326.2 Mt on a 100% basis (the shared data), on a card
of key figures whose row names only the basis ("(100%)"): the reader took the cell's "Mt"
as its unit, the verifier read the bracket as a percent and refused the reader's figure.
"""

from __future__ import annotations

from mines.figures.verify_cells import own_per_unit
from tests.support.offline_answer import cited_doc, table_text, verified_draft

_CARD = table_text(
    "Key figures: iron ore", ["", "2025"], [["Tonnes dispatched (100%)", "326.2 Mt"]], rule=True
)


def test_a_cell_printing_its_tonnage_states_its_unit() -> None:
    assert own_per_unit("326.2 Mt", "RIO") == ("tonnes", 1e6, None)
    assert own_per_unit("326.2", "RIO") is None


def test_the_readers_figure_is_verified_from_that_cell() -> None:
    doc = cited_doc(_CARD, "RIO", "FY2025")
    question = "How many tonnes of iron ore did Rio Tinto ship in 2025 on a 100% basis?"
    assert "326.2" in verified_draft(doc, question)
