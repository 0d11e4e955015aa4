"""Net cash said of a flow, and a payment made once on top of the ordinary dividends.

- "Net cash" that operating activities produced or brought in is the operating cash flow,
  never the net cash balance (net debt's other face).
- A one-off, extra or additional payment per share is a special dividend, for the reader
  of a document and for the verifier of a draft citing it, even where the same sentence
  names the ordinary dividends in the plural.

The companies are the five; the figures come from the project's fact tables.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.measures.words import question_metrics
from tests.support.offline_answer import answer, cited_doc

# ----- "net cash" of a flow is no balance -------------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "What net cash did BHP's operating activities bring in during FY2023?",
        "How much net cash was produced by Fortescue's operations in FY22?",
    ],
)
def test_net_cash_of_operating_activities_is_the_operating_cash_flow(question: str) -> None:
    assert question_metrics(question) == ("operating_cash_flow",)


def test_net_cash_held_is_still_the_balance() -> None:
    assert question_metrics("How much net cash did Northern Star hold at 30 June 2024?") == (
        "net_debt",
    )


# ----- a one-off payment per share is a special dividend -----------------------------------

_LETTER = (
    "Rio Tinto | 2021 annual results | Letter from the Board\n\n"
    "Strong cash generation let the directors go beyond the usual policy. On top of the "
    "ordinary dividends they approved an extra one-off payment of 247 US cents a share, "
    "which lifts the dividends for 2021 to 1,040 US cents a share in all.\n"
)


def test_a_one_off_payment_per_share_is_read_as_a_special_dividend() -> None:
    ctx = DocContext("RIO", Period(2021, "FY"))
    kinds = {
        f.value: (f.metric, f.dividend_kind)
        for f in extract_figures(_LETTER, ctx)
        if f.unit == "cents per share"
    }
    assert kinds[247.0] == ("dividends_per_share", "special")
    assert kinds[1040.0] == ("dividends_per_share", "total")


def test_the_verifier_reads_the_one_off_payment_as_special() -> None:
    question = "What special dividend did Rio Tinto declare for 2021?"
    draft, check = answer(cited_doc(_LETTER, "RIO", "FY2021"), question)
    assert "special dividend per share: 247 US cents per share" in draft
    assert check.verified == 1 and not check.rejected
