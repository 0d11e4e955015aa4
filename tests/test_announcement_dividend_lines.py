"""An announcement's dividend grid in aligned columns with a single line under worded headings.

"Amount per security   Franked amount" over one line "Interim, declared ...   72 US cents
fully franked" is a table of one row: the amount, in cents a share with its currency, is the
interim dividend. Figures from ../shared/data: BHP's interim dividend for the half to
31 December 2023 (72 US cents).
"""

from __future__ import annotations

from pathlib import Path

from mines.ingest.reading import read_document
from mines.text_cells import is_value
from tests.support.offline_answer import answer, cited_doc


def test_a_single_dividend_line_under_worded_headings_is_read_and_answers(tmp_path: Path) -> None:
    page = tmp_path / "half-year announcement.txt"
    page.write_text(
        "Appendix 4D: half-year report\n\n"
        "Distributions\n\n"
        "                                   Amount per security   Franked amount\n"
        "Interim, declared February 2024            72 US cents   fully franked\n\n"
        "The record date is in March.\n",
        encoding="utf-8",
    )
    text = "\n".join(b.text for b in read_document(page).blocks)
    assert "| 72 US cents |" in text
    question = "What interim dividend per share did BHP declare for the December 2023 half?"
    draft, check = answer(cited_doc(text, "BHP", "H1 FY2024"), question)
    assert "72 US cents" in draft.splitlines()[0] and "not found" not in draft.splitlines()[0]
    assert check.verified == 1 and not check.rejected


def test_cents_named_with_their_currency_are_a_value_and_a_lone_bare_line_no_table(
    tmp_path: Path,
) -> None:
    assert is_value("72 US cents") and is_value("72 cents")
    page = tmp_path / "note.txt"
    page.write_text(
        "Dividends\n\n"
        "                                   Amount per security   Franked amount\n"
        "Interim, declared February 2024                     72   fully franked\n",
        encoding="utf-8",
    )
    assert "Table:" not in "\n".join(b.text for b in read_document(page).blocks)
