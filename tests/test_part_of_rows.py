"""A row naming a site as part of the row above it is that row's measure at the site.

"| Copper production (kt) | 987 |" then "| of which Escondida (kt) | 644 |": the second
row is copper production at Escondida for the extractor and the verifier alike; the
first is still the company's total, and the part row, stating no basis, answers no
question asking the company's share of the site.

Figures are BHP's December 2024 half copper output (all assets, Escondida) from the
shared fact tables; the table is our own.
"""

from __future__ import annotations

from mines.figures.part_of_rows import part_of_site
from tests.support.offline_answer import answer, cited_doc, table_text

_TABLE = table_text(
    "Operating summary, six months to 31 December",
    ["", "H1 FY24", "H1 FY25"],
    [["Copper production (kt)", "-", "987"], ["of which Escondida (kt)", "-", "644"]],
)


def _draft(question: str) -> tuple[str, int]:
    draft, check = answer(cited_doc(_TABLE, "BHP", "H1 FY2025"), question)
    return draft.split("closest")[0], check.verified


def test_the_words_naming_a_part() -> None:
    assert part_of_site("of which Escondida") == "Escondida"
    assert part_of_site("including Olympic Dam") == "Olympic Dam"
    assert part_of_site("Escondida") is None  # a site's own row, read as before
    assert part_of_site("of which other assets") is None


def test_a_part_row_is_the_site_measure() -> None:
    draft, verified = _draft("How much copper did Escondida produce in the first half of FY25?")
    assert "644" in draft and verified == 1
    draft, verified = _draft("What was BHP's copper production in the December 2024 half?")
    assert "987" in draft and "644" not in draft and verified == 1
    draft, verified = _draft("What was BHP's share of Escondida copper output in 1H FY25?")
    assert "644" not in draft and verified == 0
