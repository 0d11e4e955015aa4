"""A table cell printing its own currency and scale ("$484m") is read in that unit.

Figures from shared/data: MinRes FY2023 Mining Services underlying EBITDA A$484 million,
Lithium A$1.3 billion; group underlying EBITDA A$1.8 billion.
"""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc

KEY_METRICS = """Mineral Resources annual report 2023

Mining Services

Crushing and haulage contracts grew again.

Table: Key metrics
|  | FY23 |
| Underlying EBITDA | $484m |

Lithium

Table: Key metrics
|  | FY23 |
| Underlying EBITDA | $1.3b |
"""

GROUP = """Table: Five things to know about FY23
|  | FY23 |
| Underlying EBITDA | $1.8b |
"""


def test_a_divisions_cell_with_its_own_unit_answers_in_that_unit() -> None:
    doc = cited_doc(KEY_METRICS, "MIN", "FY2023")
    draft, check = answer(doc, "Mining Services underlying EBITDA FY23")
    assert "A$484 million" in draft and check.verified == 1 and not check.rejected
    draft, check = answer(doc, "What was the lithium segment's underlying EBITDA in FY2023?")
    assert "A$1.3 billion" in draft and check.verified == 1 and not check.rejected


def test_a_group_row_with_its_own_unit_is_read() -> None:
    draft, check = answer(cited_doc(GROUP, "MIN", "FY2023"), "MinRes underlying EBITDA FY23")
    assert "A$1.8 billion" in draft and check.verified == 1
