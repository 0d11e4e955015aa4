"""Cash held beside bullion, compared with debt ("cash and bullion topped debt by $X"): net cash."""

from __future__ import annotations

from mines.figures.extract import doc_figures
from tests.support.offline_answer import cited_doc, verified_draft

# Northern Star at 30 June 2024: net cash of A$358 million.
TEXT = "At 30 June, Northern Star's cash and bullion topped its borrowings by A$358 million."


def test_cash_and_bullion_over_debt_is_net_cash() -> None:
    read = [s.figure for s in doc_figures(cited_doc(TEXT, "NST", "FY2024"))]
    assert [(f.metric, f.base_value) for f in read] == [("net_debt", -358e6)]


def test_it_answers_net_cash() -> None:
    doc = cited_doc(TEXT, "NST", "FY2024")
    assert "358" in verified_draft(doc, "Northern Star net cash at the end of FY2024?")
