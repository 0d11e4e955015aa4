"""Press items dated as journalists date them, and payments to shareholders as printed.

A wire dateline with an agency tag, a byline or a labelled publication line dates an item;
the period it reports is the latest one of its kind closed before that date. A year looked
ahead to ("FY32 guidance") is never the period of a full-year story. Distributions or
shareholder returns stated per share are dividends of the kind their words or timing say;
a kind the sentence denies ("no final dividend") is none. Texts are written for these
tests; companies are the five covered, numbers and years are arbitrary.
"""

from __future__ import annotations

from datetime import date

import pytest

from mines.figures.draft_claims import Claim
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.periods import document_period, release_date
from mines.figures.verify import verify

# ---------------------------------------------------------------------------------------
# Dates as the press prints them


@pytest.mark.parametrize(
    ("first_lines", "company", "released"),
    [
        ("KALGOORLIE, Sep 2031 (Reuters) - The gold miner", "NST", date(2031, 9, 1)),
        ("adelaide, march 2031 (aap) — the miner", "MIN", date(2031, 3, 1)),
        ("By a mining correspondent · October 2030\n\nThe group", "RIO", date(2030, 10, 1)),
        ("First published: 27/08/2031\n\nThe miner", "BHP", date(2031, 8, 27)),
        ("Last updated 2031-02-19 08:15 AEDT\n\nThe miner", "FMG", date(2031, 2, 19)),
        # an agency's tag makes even a balance month a dateline
        ("LONDON, June 2031 (Bloomberg) - The group", "FMG", date(2031, 6, 1)),
    ],
)
def test_press_datelines_and_publication_lines_are_release_dates(
    first_lines: str, company: str, released: date
) -> None:
    assert release_date(f"Headline\n{first_lines} said on Tuesday.", company) == released


@pytest.mark.parametrize(
    ("lead", "body", "company", "period"),
    [
        # a result for the year to June, in a September wire: that fiscal year
        (
            "ADELAIDE, Sep 2031 (Reuters) -",
            "posted a steep rise in annual profit and paid 90 cents a share for the year to June.",
            "MIN",
            Period(2031),
        ),
        # a half-year result in February: the first half of the year ending in June
        (
            "PERTH, Feb 2031 (Reuters) -",
            "reported a fall in half-year profit.",
            "FMG",
            Period(2031, "H1"),
        ),
        # a December-year company's annual result in February: the calendar year before
        (
            "LONDON, February 2031 (Reuters) -",
            "reported lower annual profit for the year to December.",
            "RIO",
            Period(2030),
        ),
        # a byline month and a result for the year
        ("By a staff writer · August 2031\n", "swung to a loss for the year.", "NST", Period(2031)),
    ],
)
def test_a_dated_press_item_reports_the_period_of_its_kind_closed_before_it(
    lead: str, body: str, company: str, period: Period
) -> None:
    assert document_period(f"Miner's result\n\n{lead} The miner {body}", company) == period


def test_a_year_looked_ahead_to_is_not_the_period_of_a_full_year_story() -> None:
    # no year in the dateline: the only fiscal year named is next year's guidance
    text = (
        "Miner's profit rises\n\n"
        "MELBOURNE, Aug 27 (Reuters) - The miner posted full-year profit of $US9 billion and "
        "kept its FY32 copper guidance."
    )
    assert document_period(text, "BHP") is None
    worded = text.replace("kept its FY32 copper guidance", "said fiscal 2032 output would rise")
    assert document_period(worded, "BHP") is None


def test_a_dateline_without_its_year_dates_nothing() -> None:
    text = (
        "Miner's profit rises\n\n"
        "SYDNEY, Feb 20 (Reuters) - The miner lifted its half-year profit for the six months "
        "to Dec. 31."
    )
    assert document_period(text, "FMG") is None


# ---------------------------------------------------------------------------------------
# Payments to shareholders as printed

FY31 = Period(2031)


def _prose(text: str, company: str = "MIN") -> list[tuple[str, float, str | None]]:
    return [
        (f.metric, f.value, f.dividend_kind)
        for f in extract_figures(text, DocContext(company, FY31))
        if f.unit in {"cents per share", "dollars per share"}
    ]


def test_distributions_for_a_year_after_a_denied_final_are_the_years_total() -> None:
    text = (
        "With no final payout this time, distributions for FY31 came to A$0.35 a share, "
        "down from A$1.10 for FY30."
    )
    found = _prose(text)
    assert ("", 0.35, "total") in found  # under its printed word, of the year's total kind
    assert not [f for f in found if f[2] == "final"]


def test_a_denied_final_dividend_gives_its_kind_to_no_later_figure() -> None:
    text = (
        "The board did not declare a final dividend, so dividends for FY31 came to 35 cents "
        "a share."
    )
    found = _prose(text)
    assert ("dividends_per_share", 35.0, "total") in found
    assert ("dividends_per_share", 35.0, "final") not in found
    # the denial itself is the final dividend's nil, a zero of its own
    assert [f for f in found if f[2] == "final"] == [("dividends_per_share", 0.0, "final")]


def _table(title: str, rows: str) -> str:
    return f"Table: {title}\n|  | FY31 |\n{rows}"


def test_shareholder_returns_per_share_by_kind_are_dividends() -> None:
    text = _table(
        "Returns to shareholders (US cents a share)",
        "| First-half cash return | 41 |\n| Second-half cash return | 57 |\n| Total | 98 |\n",
    )
    figs = {f.value: f for f in extract_figures(text, DocContext("BHP", FY31))}
    assert (figs[41].metric, figs[41].dividend_kind) == ("dividends_per_share", "interim")
    assert (figs[57].metric, figs[57].dividend_kind) == ("dividends_per_share", "final")
    assert (figs[98].metric, figs[98].dividend_kind) == ("dividends_per_share", "total")


def test_total_shareholder_return_in_per_cent_is_no_dividend() -> None:
    text = _table("Total shareholder return (%)", "| Final | 12 |\n")
    assert not [f for f in extract_figures(text, DocContext("BHP", FY31)) if f.metric]


def _dividend_claim(company: str, cents: float, kind: str, currency: str) -> Claim:
    return Claim(
        company=company,
        metric="dividends_per_share",
        period=FY31,
        value=cents,
        scale=1.0,
        unit="cents per share",
        currency=currency,
        text=f"{cents} cents per share",
        label=f"{kind} dividend per share",
        dividend_kind=kind,  # type: ignore[arg-type]
    )


def test_verifier_reads_a_returns_table_by_the_kind_each_row_names() -> None:
    text = _table(
        "Cash returns to shareholders (US cents per share)",
        "| Interim | 41 |\n| Paid after year end | 57 |\n| Total | 98 |\n",
    )
    ctx = DocContext("BHP", FY31)
    assert verify(_dividend_claim("BHP", 57, "final", "USD"), text, ctx).supported
    assert verify(_dividend_claim("BHP", 41, "interim", "USD"), text, ctx).supported
    assert verify(_dividend_claim("BHP", 98, "total", "USD"), text, ctx).supported
    assert not verify(_dividend_claim("BHP", 57, "interim", "USD"), text, ctx).supported
    assert not verify(_dividend_claim("BHP", 98, "final", "USD"), text, ctx).supported


def test_verifier_refuses_a_denied_final_and_accepts_the_years_distributions() -> None:
    text = "The board did not declare a final dividend, so distributions for FY31 came to 35 cents."
    ctx = DocContext("MIN", FY31)
    assert verify(_dividend_claim("MIN", 35, "total", "AUD"), text, ctx).supported
    assert not verify(_dividend_claim("MIN", 35, "final", "AUD"), text, ctx).supported


def test_a_measure_beside_returns_per_share_is_no_dividend() -> None:
    text = _table(
        "Returns to shareholders (US cents a share)",
        "| Earnings per share before one-off items, basic | 212 |\n"
        "| Interim as % of half-year earnings | 45 |\n"
        "| Second-half cash return | 57 |\n",
    )
    figs = {f.value: f for f in extract_figures(text, DocContext("BHP", FY31))}
    assert figs[212].metric != "dividends_per_share"
    assert figs[212].dividend_kind is None  # "before one-off items" is no one-off payment
    assert figs[45].metric != "dividends_per_share"
    assert figs[57].metric == "dividends_per_share"
    ctx = DocContext("BHP", FY31)
    assert not verify(_dividend_claim("BHP", 45, "interim", "USD"), text, ctx).supported


# ---------------------------------------------------------------------------------------
# A result named by what it leaves out, after its label


def test_spelled_out_ebitda_followed_by_what_it_leaves_out_is_underlying() -> None:
    text = (
        "Sales were A$2.2 billion and earnings before interest, tax, depreciation and "
        "amortisation excluding one-off items were A$870 million."
    )
    figs = {f.value: f for f in extract_figures(text, DocContext("MIN", FY31))}
    assert (figs[870].metric, figs[870].basis) == ("underlying_ebitda", "underlying")


# ---------------------------------------------------------------------------------------
# Volumes listed after one verb


def _volume_claim(metric: str, value: float, scale: float, unit: str) -> Claim:
    claim = _dividend_claim("MIN", value, "total", "AUD")
    fields = {**claim.__dict__, "metric": metric, "scale": scale, "unit": unit}
    return Claim(**{**fields, "currency": None, "dividend_kind": None, "label": metric})


def test_one_verb_names_each_volume_of_its_list() -> None:
    text = (
        "The contractor and miner railed and shipped 21.4 million wet tonnes of iron ore and "
        "612 kt (dry) of spodumene concentrate."
    )
    figs = {f.value: f for f in extract_figures(text, DocContext("MIN", FY31))}
    assert figs[21.4].metric == "iron_ore_shipments_mt"
    assert figs[21.4].scale == 1e6
    assert figs[612].metric == "spodumene"
    ctx = DocContext("MIN", FY31)
    iron = _volume_claim("iron_ore_shipments_mt", 21.4, 1e6, "Mt")
    lithium = _volume_claim("spodumene", 612, 1e3, "kt")
    assert verify(iron, text, ctx).supported
    assert verify(lithium, text, ctx).supported
    assert not verify(_volume_claim("iron_ore_shipments_mt", 612, 1e3, "kt"), text, ctx).supported


# ---------------------------------------------------------------------------------------
# The question's words for the same things


def test_question_verbs_of_shipping_and_earning_after_tax_name_their_measures() -> None:
    from mines.measures.words import question_metrics

    assert question_metrics("How much iron ore did the miner send out in FY31?") == (
        "iron_ore_shipments_mt",
    )
    assert question_metrics("What did the miner earn after tax in FY31?") == ("statutory_npat",)
    assert "statutory_npat" not in question_metrics("What did it earn after tax per share?")


def test_what_a_result_leaves_out_may_come_after_it_or_be_a_gain() -> None:
    from mines.figures.basis_words import names_underlying

    assert names_underlying("what did it earn after tax once one-offs are taken out")
    assert names_underlying("setting aside the acquisition gain, what did it earn")
    assert names_underlying("profit with the impairments stripped out")
    assert not names_underlying("what did it earn after tax")
