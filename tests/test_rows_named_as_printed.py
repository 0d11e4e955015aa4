"""Table rows read by what they name, not by a neighbour's unit or words (issue 19).

A bracket after a row's name defines it ("Net earnings (profit after tax attributable to
...)"): the row is the measure its head names, for the verifier as for the reader. A row
stating a percentage of something ("Dividends as % of earnings") under a per-share title is
a percentage, never a per-share amount nor the thing it is a share of.

Values are Rio Tinto's from the shared data (net earnings 12,392 and 11,552 US$ million for
2022 and 2024, underlying earnings US$13.3 billion for 2022, payout 60% and 79%).
"""

from __future__ import annotations

from typing import Any

from mines.figures.draft_claims import Claim
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.verify import verify

FY24 = Period(2024)
_CTX = DocContext("RIO", FY24, "summary.txt", 3, "", "c-9")

_RECORD = (
    "Table: Five-year record (US$ million)\n"
    "|  | 2024 | 2022 |\n"
    "| Net earnings (the profit after tax attributable to Rio Tinto shareholders) "
    "| 11,552 | 12,392 |\n"
    "| Underlying earnings | 10,900 | 13,300 |\n"
)


def _verdict(metric: str, value: float, period: Period, text: str, **kw: Any) -> str:
    fields: dict[str, Any] = {"unit": "currency", "currency": "USD", "scale": 1e6} | kw
    claim = Claim(company="RIO", metric=metric, period=period, value=value, **fields)
    got = verify(claim, text, _CTX)
    return "supported" if got.supported else got.reason


def test_a_bracket_defining_a_rows_name_leaves_the_row_that_measure() -> None:
    assert _verdict("statutory_npat", 12392, Period(2022), _RECORD) == "supported"
    assert _verdict("statutory_npat", 11552, FY24, _RECORD, label="net earnings") == "supported"
    # the defined row is still no underlying result, nor another year's
    assert _verdict("underlying_npat", 12392, Period(2022), _RECORD) != "supported"
    assert _verdict("statutory_npat", 12392, FY24, _RECORD) != "supported"


_RETURNS = (
    "Table: Returns to shareholders (US cents a share)\n"
    "|  | 2023 | 2021 |\n"
    "| Total dividend declared | 435 | 1,040 |\n"
    "| Dividends declared as % of underlying earnings | 60 | 79 |\n"
    "| Underlying earnings per share | – | – |\n"
)


def test_a_percentage_of_a_measure_is_no_per_share_amount_under_a_per_share_title() -> None:
    got = {
        (f.value, f.unit)
        for f in extract_figures(_RETURNS, _CTX)
        if f.span.row and "%" in f.span.row
    }
    assert got == {(60.0, "%"), (79.0, "%")}
    # the title's unit still holds for its own per-share row; a dash cell states nothing
    cents = [f for f in extract_figures(_RETURNS, _CTX) if f.unit == "cents per share"]
    assert sorted(f.value for f in cents) == [435.0, 1040.0]


def test_a_cell_printing_its_own_scale_is_read_and_verified_at_that_scale() -> None:
    # "1.06bn" and "1,920m" under a title naming only the currency: each cell its own scale
    # (read at 1.0 they had drafted "A$1.06", which the verifier withheld)
    from tests.support.offline_answer import answer, cited_doc

    text = (
        "Table: Investment in the business (A$)\n"
        "| | FY24 | 1H FY25 |\n|---|---|---|\n"
        "| Capital expenditure (sustaining and growth) | 1,920m | 1.06bn |\n"
    )
    doc = cited_doc(text, "NST", "FY2025")
    for question, value in (
        ("What did Northern Star spend on capex in 1H FY25?", "A$1.06 billion [1]"),
        ("What was Northern Star's capital expenditure in FY24?", "A$1,920 million [1]"),
    ):
        draft, check = answer(doc, question)
        assert value in draft, (question, draft)
        assert check.verified == 1 and not check.rejected, (question, check)


def test_a_result_row_naming_its_owners_as_the_parent_is_verified() -> None:
    # "... attributable to members of the parent": whose profit it is, no other measure
    from tests.support.offline_answer import answer, cited_doc

    text = (
        "Table: Condensed statement of profit or loss (A$ million)\n"
        "| | Dec 2024 |\n|---|---|\n"
        "| Net loss after tax attributable to members of the parent | (807) |\n"
    )
    doc = cited_doc(text, "MIN", "H1 FY2025")
    draft, check = answer(
        doc, "What net loss after tax did MinRes book for the December 2024 half?"
    )
    assert "loss of A$807 million [1]" in draft, draft
    assert check.verified == 1 and not check.rejected, check
