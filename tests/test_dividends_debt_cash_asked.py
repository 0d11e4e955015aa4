"""Dividends, debt and cash asked in everyday words, and stated in a report's own words.

- A document comes out after every period it says has ended: a record or payment date in
  its dividend table is no release date, so a comparative year it mentions never becomes
  its reporting period.
- The dividend that rewards the second half is the final one, reported for the full year;
  one paid *in* the second half is a period asked, not a kind.
- A value said to be the year's ("... received 150 cents a share for the year") after a
  clause naming another kind is the year's total, for the verifier as for the reader.

The companies are the five; the documents and figures are synthetic.
"""

from __future__ import annotations

import pytest

from mines.figures.draft_claims import claims_from_text
from mines.figures.model import DocContext, Period
from mines.figures.periods import document_period, release_date
from mines.figures.qualifiers import read_qualifiers
from mines.figures.query import read_request
from mines.figures.verify import verify

# ----- a record date in a dividend table is no release date ------------------------------

_RETURNS = (
    "Fortescue Annual Report 2024\n\n"
    "Returns to shareholders\n\n"
    "For the financial year ended 30 June 2024 the Board paid two dividends.\n\n"
    "            A cents a share    Paid on\n"
    "Interim                  108    27 March 2024\n"
    "Final                    89     30 September 2024\n\n"
    "Payments made during the year also included the final dividend for the 2023 "
    "financial year.\n"
)


def test_a_payment_date_before_the_year_closed_is_no_release_date() -> None:
    assert release_date(_RETURNS, "FMG") == release_date(
        _RETURNS.replace("27 March 2024", "March"), "FMG"
    )
    assert document_period(_RETURNS, "FMG") == Period(2024)


def test_a_release_date_after_the_year_still_decides() -> None:
    text = "Perth, 26 August 2024\nResults for the year ended 30 June 2024\nFY2023 FY2023"
    assert release_date(text, "FMG") is not None
    assert document_period(text, "FMG") == Period(2024)


# ----- the second-half dividend is the final one ------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "What second-half dividend did Fortescue pay shareholders for FY2024?",
        "How big was Northern Star's second half dividend in 2023-24?",
        "What was BHP's H2 dividend for FY2024, in US cents?",
        "What dividend did BHP declare for the second half of FY2024?",
    ],
)
def test_a_dividend_named_by_its_second_half_is_the_final_for_the_year(question: str) -> None:
    request = read_request(question)
    assert (request.period_kind, request.dividend_kind) == ("FY", "final")


def test_a_dividend_paid_in_the_second_half_is_no_final() -> None:
    request = read_request("What dividend did BHP pay in the second half of FY2024?")
    assert request.period_kind == "H2"
    assert request.dividend_kind != "final"


def test_a_printed_second_half_dividend_is_final() -> None:
    assert read_qualifiers("Second-half ordinary dividend")["dividend"] == {"final"}
    assert "dividend" not in read_qualifiers("Second half revenue")


# ----- a value for the year after a clause naming another kind is the total -------------

_LETTER = (
    "Together with the final dividend we announce today, investors received 150 Australian "
    "cents a share for the year, all of it fully franked."
)
_HEAD = "- Fortescue (FMG), FY2024 (year to 30 June 2024) — "


def _supported(line: str) -> tuple[bool, str]:
    doc = {"company": "FMG", "fiscal_year": "FY2024", "period": "FY2024", "text": _LETTER}
    ((claim, _),) = claims_from_text(_HEAD + line, [doc])
    got = verify(claim, _LETTER, DocContext("FMG", Period(2024)))
    return got.supported, got.reason


def test_the_years_total_after_a_clause_naming_the_final_is_verified() -> None:
    assert _supported("total dividends per share: A$1.50 per share [1]")[0]


def test_the_final_dividend_is_not_the_years_total() -> None:
    supported, reason = _supported("final dividend per share: A$1.50 per share [1]")
    assert not supported
    assert "total" in reason
