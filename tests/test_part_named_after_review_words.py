"""A section heading naming its part after a report's review words.

"Segment review: Iron Ore" and "Review of operations — Copper" head a part's tables: the
rows under them are that part's, never the group's. Our own layout; the values are Rio
Tinto's as the shared facts state them (copper EBITDA 2025, revenue 2024 and 2023).
"""

from __future__ import annotations

import pytest

from mines.figures.division_tables import part_name
from tests.support.offline_answer import answer, cited_doc, table_text


@pytest.mark.parametrize(
    ("heading", "part"),
    [
        ("Segment review: Iron Ore", "Iron Ore"),
        ("Review of operations — Copper", "Copper"),
        ("Operating review - Aluminium", "Aluminium"),
        ("Financial review: outlook", None),
        ("Review of operations", None),
    ],
)
def test_a_part_named_after_review_words_is_the_part(heading: str, part: str | None) -> None:
    assert part_name(heading) == part


_TABLE = """Review of operations — Copper

Table: Review of operations — Copper
| US$ million | 2025 |
| Underlying EBITDA | 7,400 |
"""


def test_the_parts_rows_answer_the_part_and_not_the_group() -> None:
    doc = cited_doc(_TABLE, "RIO", "FY2025")
    draft, check = answer(
        doc, "What underlying EBITDA did Rio Tinto's copper business make in 2025?"
    )
    assert "US$7,400 million" in draft.splitlines()[0]
    assert check.verified and not check.rejected
    draft, check = answer(doc, "What was Rio Tinto's group underlying EBITDA in 2025?")
    assert "not found" in draft.splitlines()[0] and not check.verified


def test_a_pages_headline_numbers_are_no_headline_basis() -> None:
    from mines.figures.qualifiers import read_qualifiers

    assert "basis" not in read_qualifiers("Revenue — Headline numbers for the year")
    assert read_qualifiers("Headline earnings per share").get("basis") == {"headline"}
    doc = cited_doc(
        table_text(
            "Headline numbers", ["US$ million", "2024", "2023"], [["Revenue", "53,658", "54,041"]]
        ),
        "RIO",
        "FY2024",
    )
    draft, check = answer(doc, "What was Rio Tinto's revenue in 2024?")
    assert "US$53,658 million" in draft
    assert check.verified and not check.rejected
