"""Payout ratios a table prints in words rather than as "payout ratio": "Paid out of NPAT (%)",
a dividends table's "Interim as % of half-year earnings". A row naming the first half under
a column of the whole year is the first half's ratio, never the year's."""

from __future__ import annotations

from mines.figures.draft_claims import Claim
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.verify import verify
from tests.support.offline_answer import answer, cited_doc, table_text

# An invented gold miner's history: a 30% interim share in FY24 and FY23, a 45% year in FY24.
_PAID_OUT = table_text(
    "Dividends by financial year (Australian cents a share)",
    ["", "FY24", "FY23"],
    [
        ["Total for the year", "32.0", "24.0"],
        ["Paid out of underlying net profit, year (%)", "45", "–"],
        ["Paid out of underlying net profit, first half (%)", "30", "30"],
    ],
)
_SHARE_OF_HALF = table_text(
    "Dividends by financial year (Australian cents a share)",
    ["", "FY24", "FY23"],
    [
        ["Total for the year", "32.0", "24.0"],
        ["Interim as % of first-half underlying earnings", "30", "30"],
    ],
)
_CTX = DocContext("NST", Period(2024), "history.md", 1, "", "c-1")


def _payouts(text: str) -> dict[str, float]:
    return {
        f.period.label: f.value for f in extract_figures(text, _CTX) if f.metric == "payout_ratio"
    }


def test_a_first_half_row_under_year_columns_is_dated_to_the_first_half() -> None:
    assert _payouts(_PAID_OUT) == {"FY2024": 45.0, "H1 FY2024": 30.0, "H1 FY2023": 30.0}
    assert _payouts(_SHARE_OF_HALF) == {"H1 FY2024": 30.0, "H1 FY2023": 30.0}


def test_a_share_of_profit_that_is_no_dividends_is_no_payout() -> None:
    text = table_text(
        "Tax", ["", "FY24", "FY23"], [["Income tax expense as % of profit before tax", "29", "31"]]
    )
    assert _payouts(text) == {}


def test_a_years_payout_question_is_not_answered_by_the_first_half_row() -> None:
    doc = cited_doc(_SHARE_OF_HALF, "NST", "FY2024")
    draft, check = answer(doc, "What was Northern Star's dividend payout ratio for FY2023?")
    assert "30%" not in draft.splitlines()[0], draft
    draft, check = answer(doc, "What was Northern Star's payout ratio for FY2024?")
    assert "30%" not in draft.splitlines()[0], draft
    draft, check = answer(
        cited_doc(_PAID_OUT, "NST", "FY2024"), "What was NST's FY24 payout ratio?"
    )
    assert check.verified == 1 and not check.rejected and "45%" in draft, draft


def test_the_first_halfs_payout_is_answered_and_verified() -> None:
    for text in (_PAID_OUT, _SHARE_OF_HALF):
        doc = cited_doc(text, "NST", "FY2024")
        question = "What was Northern Star's payout ratio for the half year to December 2022?"
        draft, check = answer(doc, question)
        assert check.verified == 1 and not check.rejected and "30%" in draft, (text, draft)


def test_the_verifier_dates_the_worded_row_as_the_reader_does() -> None:
    for text in (_PAID_OUT, _SHARE_OF_HALF):
        row = "Interim as % of" if "Interim" in text else "Paid out of underlying net profit, first"
        quote = next(line for line in text.splitlines() if row in line)
        for period, supported in ((Period(2023), False), (Period(2023, "H1"), True)):
            claim = Claim(
                company="NST",
                metric="payout_ratio",
                period=period,
                value=30,
                unit="%",
                label="payout ratio",
                quote=quote,
            )
            assert verify(claim, text, _CTX).supported is supported, (text, period)
