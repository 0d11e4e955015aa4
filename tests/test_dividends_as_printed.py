"""Dividends per share read as printed, and a payout question answered only by a ratio.

- A payout ratio is a dividend over earnings: the dividend a payout question names is the
  ratio's own, not a second figure asked, so a dividend-per-share line never stands beside
  "payout ratio: not found" as if it answered (unless the two are listed side by side).
- A dividend history table names each kind by a bare row ("Interim", "Final", "Year")
  under a title naming dividends: the row is a kind of dividend, never a site.
- A row may print "ordinary" between the kind and the word dividend.
- A claim whose label words sit right before the value in a sentence ("holders receive a
  final cash payout of ...") is printed as claimed, though no list holds that label.

The numbers are synthetic.
"""

from __future__ import annotations

from mines.figures.asked import asked_measures
from mines.figures.draft_claims import claims_from_text
from mines.figures.model import DocContext, Period
from mines.figures.relevance import claim_reason
from mines.figures.verify import verify
from mines.slots import extract_slots

_HEAD = "- Northern Star Resources (NST), FY2024 (year to 30 June 2024) — "


def _verdict(line: str, text: str, period: str = "FY2024") -> tuple[bool, str]:
    doc = {"company": "NST", "fiscal_year": "FY2024", "period": period, "text": text}
    ((claim, _),) = claims_from_text(_HEAD + line, [doc])
    got = verify(claim, text, DocContext("NST", Period.parse_label(period)))
    return got.supported, got.reason


# ----- a payout question asks for the ratio, not the dividend it is of -------------------


def test_the_dividend_a_payout_ratio_is_of_is_not_asked() -> None:
    slots = extract_slots(
        "Which payout ratio lay behind Northern Star's closing dividend in FY2024?"
    )
    assert slots.metrics == ("payout_ratio",)
    slots = extract_slots(
        "What payout ratio sat under the interim and final dividends of NST in FY2024?"
    )
    assert slots.metrics == ("payout_ratio",)


def test_a_dividend_listed_beside_a_payout_ratio_is_asked_too() -> None:
    slots = extract_slots("Give Northern Star's final dividend and its payout ratio for FY2024")
    assert set(slots.metrics) == {"dividends_per_share", "payout_ratio"}
    slots = extract_slots("NST dividend per share, payout ratio for FY2024")
    assert set(slots.metrics) == {"dividends_per_share", "payout_ratio"}


def test_a_dividend_claim_under_a_payout_question_is_withheld() -> None:
    question = "Which payout ratio lay behind Northern Star's closing dividend in FY2024?"
    doc = {"company": "NST", "fiscal_year": "FY2024", "period": "FY2024", "text": ""}
    line = _HEAD + "final dividend: 30 A cents per share [1]"
    ((claim, _),) = claims_from_text(line, [doc])
    slots = extract_slots(question)
    assert claim_reason(claim, asked_measures(question, slots.metrics), slots) is not None


# ----- a dividend history table: one bare row per kind ------------------------------------

_HISTORY = """Table: Dividends declared (A cents a share, unfranked)
|  | FY23 | FY24 |
| Interim | 11 | 12 |
| Final | 13 | 14 |
| Year | 24 | 26 |
"""


def test_a_bare_kind_row_under_a_dividends_title_is_that_kind() -> None:
    assert _verdict("interim dividend: 12 A cents per share [1]", _HISTORY)[0]
    assert _verdict("final dividend: 14 A cents per share [1]", _HISTORY)[0]
    assert _verdict("dividends per share: 26 A cents per share [1]", _HISTORY)[0]


def test_a_bare_kind_row_never_answers_another_kind() -> None:
    supported, reason = _verdict("final dividend: 12 A cents per share [1]", _HISTORY)
    assert not supported and "interim" in reason
    supported, reason = _verdict("final dividend: 26 A cents per share [1]", _HISTORY)
    assert not supported and "total" in reason


def test_ordinary_may_sit_between_the_kind_and_the_dividend() -> None:
    text = (
        "Table: Returns to holders\n|  | H1 FY24 | H1 FY23 |\n"
        "| Interim ordinary dividend (A cents a share) | 12 | 11 |\n"
    )
    line = "interim dividend: 12 A cents per share [1]"
    assert _verdict(line, text)[0]


# ----- a sentence printing the claim's own words right before the value ------------------


def test_a_label_printed_right_before_the_value_supports_the_claim() -> None:
    text = "Holders pocket a final cash payout of A$0.31 a share, lifting the year's sum to A$0.52."
    assert _verdict("final cash payout: A$0.31 per share [1]", text)[0]
    assert not _verdict("final cash payout: A$0.52 per share [1]", text)[0]
