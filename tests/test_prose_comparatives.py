"""Press sentences read as printed: comparatives, values named after them, payments (issue 19).

Press pieces chain several measures in one sentence and give each its own prior-period value
("sales rose to X as the miner averaged Y an ounce, against Z a year earlier"). The earlier
value in the chain is not the one compared; and a half's results that state last year's
half in passing are a source for last year's half.
"""

from __future__ import annotations

from mines.figures.asked import asked_measures
from mines.figures.draft_claims import claims_from_text
from mines.figures.model import DocContext, Period
from mines.figures.prose import prose_figures
from mines.figures.relevance import claim_reason
from mines.figures.verify import verify
from mines.numbers import find_figures
from mines.offline.grade import _grade_one
from mines.read_question import read_question
from mines.slots import extract_slots

_HALF = Period(2024, "H1")
_CHAINED = (
    "Sales revenue for the six months lifted to $2.25 billion while the group fetched an average "
    "of $2,873 for each ounce, against $2,513 in the matching half a year before."
)


def _figures(text: str) -> list[tuple[str, str, float, str]]:
    return [
        (f.metric, f.period.label, f.value, f.label or "")
        for f in prose_figures(text, DocContext("NST", _HALF))
    ]


def test_a_comparative_after_a_second_measure_is_that_measure_s() -> None:
    figures = _figures(_CHAINED)
    prior = [f for f in figures if f[2] == 2513.0]
    assert prior, figures
    assert all(f[0] != "revenue" for f in prior), prior  # never the turnover of last year
    assert prior[0][1] == "H1 FY2023"


def test_a_comparative_straight_after_its_own_measure_keeps_it() -> None:
    figures = _figures(
        "Sales revenue for the six months lifted to $2.25 billion, against $1.95 billion a "
        "year before."
    )
    assert [(m, p, v) for m, p, v, _ in figures] == [
        ("revenue", "H1 FY2024", 2.25),
        ("revenue", "H1 FY2023", 1.95),
    ]


def test_a_half_stating_last_year_s_half_in_passing_is_graded_for_that_year() -> None:
    doc = {
        "company": "NST",
        "fiscal_year": "FY2023",
        "text": "Cash flow update. Underlying net profit after tax eased to $55 million "
        "from $124 million.",
    }
    request = read_question(
        "How much underlying net profit after tax did Northern Star make in 1H FY2022?"
    )
    relevant, reason = _grade_one(doc, request)
    assert relevant, reason


def test_a_document_of_another_year_stating_nothing_for_the_asked_year_is_still_dropped() -> None:
    doc = {
        "company": "NST",
        "fiscal_year": "FY2023",
        "text": "Cash flow update. Underlying net profit after tax eased to $55 million.",
    }
    request = read_question(
        "How much underlying net profit after tax did Northern Star make in 1H FY2021?"
    )
    relevant, _ = _grade_one(doc, request)
    assert not relevant


def test_a_value_named_by_in_after_it_is_no_part_of_the_clause_before() -> None:
    # "after it banked X in cash earnings": "after" opens a clause, and the value's own
    # words come straight after it; it is no component of the payout named before
    figures = _figures(
        "The gold house lifted its interim payout after it banked $702 million in cash "
        "earnings over the half."
    )
    assert [(p, v, lab) for _, p, v, lab in figures] == [("H1 FY2024", 702.0, "cash earnings")]


def test_a_payment_per_share_of_a_kind_is_that_kind_of_dividend_to_the_guardrail() -> None:
    # the extractor reads "a closing payment of 40 cents a share" as the final dividend; the
    # relevance check must read the claim's label the same way, and refuse other kinds
    head = "Fortescue — FY2024\n"
    line = "- Fortescue (FMG), FY2024 — final payment: 89 A cents per share [1]"
    doc = {"company": "FMG", "fiscal_year": "FY2024", "period": "FY2024", "text": ""}
    ((claim, _),) = claims_from_text(head + line, [doc])
    for question, relevant in (
        ("What final dividend did Fortescue pay for FY2024?", True),
        ("What interim dividend did Fortescue pay for FY2024?", False),
    ):
        slots = extract_slots(question)
        reason = claim_reason(claim, asked_measures(question, slots.metrics), slots)
        assert (reason is None) is relevant, (question, reason)


def _year(text: str, company: str = "MIN") -> list[tuple[str, str, float]]:
    return [
        (f.metric, f.period.label, f.value)
        for f in prose_figures(text, DocContext(company, Period(2025)))
    ]


def test_an_underlying_loss_is_a_negative_underlying_profit_and_its_comparative_a_profit() -> None:
    figures = _year(
        "Stripped of one-offs the business booked an underlying loss of $112 million, "
        "compared with a profit of $158 million a year earlier."
    )
    assert figures == [("underlying_npat", "FY2025", -112.0), ("underlying_npat", "FY2024", 158.0)]


def test_an_underlying_loss_before_tax_is_no_underlying_net_profit() -> None:
    figures = _year("The underlying loss before tax widened to $150 million.")
    assert all(metric != "underlying_npat" for metric, _, _ in figures), figures


def test_cents_written_with_the_currency_letters_before_the_number_are_read() -> None:
    read = [(n.value, n.currency, n.unit) for n in find_figures("a closing payout of A45c")]
    assert read == [(45.0, "AUD", "cents per share")]
    read = [(n.value, n.currency, n.unit) for n in find_figures("US8c a share, or A12 cents")]
    assert read == [(8.0, "USD", "cents per share"), (12.0, "AUD", "cents per share")]
    assert find_figures("a Model A4 unit") == []  # letters before a number with no cents


def test_a_dividend_in_press_cents_is_read_with_its_kind_and_currency() -> None:
    figures = prose_figures(
        "The board will pay a final dividend of A45c, lifting the year's total to A95c.",
        DocContext("FMG", Period(2024)),
    )
    read = [(f.dividend_kind, f.value, f.currency) for f in figures]
    assert ("final", 45.0, "AUD") in read


def _verified(line: str, text: str) -> tuple[bool, str]:
    head = "- Northern Star Resources (NST), FY2024 (year to 30 June 2024) — "
    doc = {"company": "NST", "fiscal_year": "FY2024", "period": "FY2024", "text": text}
    ((claim, _),) = claims_from_text(head + line, [doc])
    got = verify(claim, text, DocContext("NST", Period(2024)))
    return got.supported, got.reason


def test_a_total_named_by_the_payment_before_it_is_verified_as_the_extractor_reads_it() -> None:
    text = (
        "Holders receive a closing payment of 25 cents, taking the total for the year to 40 cents."
    )
    (figure,) = [f for f in prose_figures(text, DocContext("NST", Period(2024))) if f.value == 40.0]
    assert figure.label == "total payment" and figure.dividend_kind == "total"
    assert _verified("total payment: 40 A cents per share [1]", text)[0]
    # a total of something the sentence never named before is not verified
    assert not _verified("total rebate: 40 A cents per share [1]", text)[0]
