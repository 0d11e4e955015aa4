"""A wrap paragraph naming two miners gives each sentence to the company it is about.

"Rio Tinto's ... Mineral Resources' interim cheque was $1.20 a share": the second sentence,
and one after it naming no company ("Holders ..."), are Mineral Resources', never the
document's company's (Rio Tinto here, named first); a sentence naming both stays shared.
"""

from __future__ import annotations

from mines.figures.company_paragraphs import own_text, paragraphs
from mines.ingest.pieces import split_by_company
from mines.ingest.reading import Block, ParsedDocument

WRAP = """## Two miners close their books

*Markets desk, Sydney, 31 August 2023*

Rio Tinto and Mineral Resources reported within days of each other. Rio Tinto paid \
a dividend of 1,040 US cents a share for 2021. Mineral Resources trimmed its \
payout: the interim cheque was $1.20 a share and the year-end one only 70 cents. \
Holders got $1.90 a share in all.

Fortescue shipped 192 million tonnes of ore in the year.
"""


def _runs() -> list[tuple[str | None, str]]:
    return [(p.company, WRAP[p.start : p.end].strip()[:24]) for p in paragraphs(WRAP)]


def test_each_sentence_of_a_shared_paragraph_is_its_named_company() -> None:
    runs = _runs()
    assert (None, "Rio Tinto and Mineral Re") in runs
    assert ("RIO", "Rio Tinto paid a dividen") in runs
    assert ("MIN", "Mineral Resources trimme") in runs
    mine = next(p for p in paragraphs(WRAP) if p.company == "MIN")
    assert WRAP[mine.start : mine.end].rstrip().endswith("in all."), "holders carry MinRes"


def test_another_company_s_cheque_is_blanked_from_the_named_company_s_text() -> None:
    rio = own_text(WRAP, "RIO")
    assert "1,040" in rio and "$1.20" not in rio and "Holders" not in rio
    assert "$1.20" in own_text(WRAP, "MIN") and "1,040" not in own_text(WRAP, "MIN")


def test_the_piece_of_the_wrap_filed_under_rio_holds_no_minres_cheque() -> None:
    doc = ParsedDocument("wrap.md", "h", [Block(1, "", WRAP)], {}, "Two miners")
    own, pieces = split_by_company(doc, "RIO")
    assert "$1.20" not in own.text and "1,040" in own.text
    minres = next(p for p in pieces if p.company == "MIN")
    assert "$1.20" in minres.doc.text and "Holders got" in minres.doc.text
