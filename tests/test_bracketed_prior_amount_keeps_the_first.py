"""A bracketed prior-period amount after a value leaves the value before it to its own period.

"Underlying EBITDA reached A$2.4 billion (A$1.9 billion in FY23)": the year the bracket
names is the bracketed amount's, the prior year's comparative. The reader had let that
year date the whole sentence and dropped the first amount as undated. A bracket opened by
its period with no colon ("(FY23 A$1.9 billion)") had dated the first amount with the
bracket's year, so that the current amount passed as the prior year's.
"""

from __future__ import annotations

import pytest

from mines.figures.comparatives import heads_bracket, in_later_bracket
from mines.figures.extract import doc_figures
from mines.grounding import check_draft
from tests.support.offline_answer import answer, cited_doc

_AFTER = "Group underlying EBITDA reached A$2.4 billion (A$1.9 billion in FY23)."
_HEADED = "Net cash from operating activities came to A$880 million (FY23 A$640 million)."


def _read(text: str) -> set[tuple[str, str, float]]:
    doc = {"id": "1", "company": "NST", "fiscal_year": "FY2024", "period": "FY2024"}
    doc |= {"text": text}
    return {
        (f.figure.metric, f.figure.period.label, f.figure.value)
        for f in doc_figures(doc)
        if f.figure.period is not None
    }


def _verified(text: str, period: str, label: str, value: str) -> bool:
    doc = cited_doc(text, "NST", "FY2024")
    check = check_draft(f"- Northern Star (NST), {period} — {label}: {value} [1]", [doc])
    return bool(check.verified) and not check.rejected


def test_both_amounts_are_read_each_with_its_own_year() -> None:
    assert _read(_AFTER) >= {
        ("underlying_ebitda", "FY2024", 2.4),
        ("underlying_ebitda", "FY2023", 1.9),
    }
    assert _read(_HEADED) >= {
        ("operating_cash_flow", "FY2024", 880.0),
        ("operating_cash_flow", "FY2023", 640.0),
    }


@pytest.mark.parametrize("text", [_AFTER, _HEADED])
def test_the_current_amount_is_never_read_as_the_prior_years(text: str) -> None:
    read = _read(text)
    assert not {(m, p, v) for m, p, v in read if p == "FY2023" and v in {2.4, 880.0}}
    assert not {(m, p, v) for m, p, v in read if p == "FY2024" and v in {1.9, 640.0}}


def test_the_offline_answer_gives_each_year_its_own_amount() -> None:
    doc = cited_doc(_AFTER, "NST", "FY2024")
    draft, check = answer(doc, "What was Northern Star's underlying EBITDA in FY2024?")
    assert "2.4 billion" in draft and "1.9" not in draft.split(">")[0] and check.verified
    draft, check = answer(doc, "What was Northern Star's underlying EBITDA in FY2023?")
    assert "1.9 billion" in draft and check.verified and not check.rejected


def test_the_verifier_holds_each_amount_to_its_year_and_measure() -> None:
    assert _verified(_HEADED, "FY2024", "operating cash flow", "A$880 million")
    assert _verified(_HEADED, "FY2023", "operating cash flow", "A$640 million")
    # a neighbour: the prior year's amount, or the current one dated a year early
    assert not _verified(_HEADED, "FY2024", "operating cash flow", "A$640 million")
    assert not _verified(_HEADED, "FY2023", "operating cash flow", "A$880 million")
    assert not _verified(_AFTER, "FY2024", "underlying EBITDA", "A$1.9 billion")
    # a neighbour: another measure
    assert not _verified(_AFTER, "FY2024", "revenue", "A$2.4 billion")


def test_the_bracket_shapes_are_told_apart() -> None:
    text = "A$880 million (FY23 A$640 million) in FY24 (up 12%) in FY24"
    first = text.index("FY23")
    assert heads_bracket(text, first, first + 4)
    second = text.index("FY24")
    assert not heads_bracket(text, second, second + 4)
    assert in_later_bracket("X$1 (A$2 in FY23)", 3, 12)
    assert not in_later_bracket("A$880 million (up 12%) in FY24", 13, 26)
