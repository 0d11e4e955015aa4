"""A period heading a bracket ("(1H24: US$5.9 billion)") dates that amount, not its sentence.

"EBITDA for the half was US$3.6 billion (1H24: US$5.9 billion), on revenue of US$7.6
billion": the revenue is the half's own. The verifier had counted the bracket's half as a
second period the sentence names and withheld the revenue as undated.
"""

from __future__ import annotations

from mines.figures.comparatives import heads_bracket
from mines.grounding import check_draft

_TEXT = (
    "EBITDA on an underlying basis for the half reached US$3.6 billion (1H24: US$5.9 "
    "billion), on revenue of US$7.6 billion."
)


def _verified(period: str, label: str, value: str) -> int:
    doc = {"id": "1", "company": "FMG", "fiscal_year": "FY2025", "period": "H1 FY2025"}
    doc |= {"source": "x.md", "page": 1, "section": "", "text": _TEXT, "score": 1.0}
    return check_draft(f"- Fortescue (FMG), {period} — {label}: {value} [1]", [doc]).verified


def test_the_amount_after_a_bracketed_comparative_keeps_the_half_reported() -> None:
    assert _verified("H1 FY2025", "revenue", "US$7.6 billion") == 1
    assert _verified("H1 FY2024", "revenue", "US$7.6 billion") == 0


def test_a_period_heading_a_bracket_is_told_from_one_inside_a_sentence() -> None:
    text = "(1H24: US$5.9 billion) and ( FY24 : A$4.92 billion), but (in 1H24) or 1H24: a list"
    heads = [heads_bracket(text, s, s + len(w)) for w, s in (("1H24", 1), ("FY24", 29))]
    assert heads == [True, True]
    assert not heads_bracket(text, text.index("1H24)"), text.index("1H24)") + 4)
    assert not heads_bracket(text, text.rindex("1H24"), text.rindex("1H24") + 4)
