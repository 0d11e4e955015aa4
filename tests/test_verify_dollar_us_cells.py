"""A cell printing its currency after the dollar sign ("$US7.4bn", "$A1.9bn") supports a claim.

The reader reads "$US7.4bn" as US$7.4 billion; the verifier knew only "US$" and "A$"
before the number, found no number in the cell, and rejected the reader's own figure
("value not in the cited text").
"""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc

CARD = """Table: Underlying EBITDA by product group
|  | 2025 |
| Iron Ore | $US15.2bn |
| Copper | $US7.4bn |
"""


def test_a_dollar_us_cell_verifies_the_figure_read_from_it() -> None:
    text, check = answer(
        cited_doc(CARD, "RIO", "FY2025"),
        "What EBITDA did Rio Tinto's copper business make in 2025?",
    )
    assert "7.4 billion" in text
    assert check.verified == 1 and not check.rejected
