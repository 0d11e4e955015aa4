"""A table whose corner cell names a division is that division's table.

Figures from shared/data: MinRes Mining Services underlying EBITDA A$379 million in the half
to December 2024 and A$737 million in FY2025.
"""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc

CORNER = """Mineral Resources FY25 results

Table: Comparing the halves
| Mining Services | 1H FY25 | FY25 |
| Underlying EBITDA (A$m) | 379 | 737 |
"""


def test_the_corner_names_whose_rows_they_are() -> None:
    doc = cited_doc(CORNER, "MIN", "FY2025")
    draft, check = answer(doc, "Mining Services EBITDA first half of FY2025")
    assert "A$379 million" in draft and check.verified == 1 and not check.rejected
    draft, _ = answer(doc, "What was MinRes's underlying EBITDA in FY2025?")
    assert "737" not in draft.split("closest stated")[0]
