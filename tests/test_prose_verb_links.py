"""Figures as printed (issue 19): a label and its value joined by more than "was/were".

A verb phrase ("brought in", "came to", "delivered"), a basis clause set off by commas
("Net profit, before the write-down, was"), a line break inside the sentence, a pronoun
opening it ("It shipped"), and cents written with the cent sign ("A¢", "US¢"). Each figure
read must also pass the verifier, as the offline model drafts it.

The sentences are written for these tests; the numbers are arbitrary.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import DocContext, doc_figures, extract_figures
from mines.figures.lines import figure_line
from mines.figures.model import Figure, Period
from mines.figures.query import FigureRequest
from mines.grounding import check_draft
from mines.measures.registry import METRIC_LABELS
from mines.numbers import find_figures

FY24 = Period(2024)


def read(text: str, company: str = "BHP") -> list[Figure]:
    return extract_figures(text, DocContext(company, FY24, "review.txt", None, "", "c-1"))


def by_value(figures: list[Figure], value: float) -> Figure:
    found = [f for f in figures if f.value == value]
    assert len(found) == 1, figures
    return found[0]


def drafted_and_verified(text: str, company: str = "BHP") -> list[tuple[Figure, bool]]:
    """Each figure read, drafted as the offline model would, then checked by the verifier."""
    doc = {"id": "1", "company": company, "fiscal_year": "FY2024", "period": "FY2024"}
    doc["text"] = text
    out = []
    for item in doc_figures(doc):
        figure = item.figure
        printed = figure.metric not in METRIC_LABELS
        line = figure_line(company, figure.metric, item, FigureRequest("FY"), "", printed)
        check = check_draft(line, [doc])
        out.append((figure, bool(check.verified) and not check.rejected))
    return out


# --- cents written with the cent sign ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "currency"),
    [
        ("a final payout of A¢64 per share", "AUD"),
        ("a final payout of 64 A¢ per share", "AUD"),
        ("an interim payout of 58 US¢ a share", "USD"),
        ("an interim payout of US¢ 58", "USD"),
    ],
)
def test_a_cent_sign_with_its_currency_reads_as_cents_a_share(text: str, currency: str) -> None:
    (num,) = find_figures(text)
    assert (num.unit, num.currency) == ("cents per share", currency)
    assert num.value in {64.0, 58.0}


def test_a_dividend_in_australian_cents_is_read_and_verified() -> None:
    found = drafted_and_verified("The board determined a final dividend of A¢64 per share.", "FMG")
    ((figure, verified),) = found
    assert (figure.metric, figure.value, figure.unit, figure.currency) == (
        "dividends_per_share",
        64.0,
        "cents per share",
        "AUD",
    )
    assert figure.dividend_kind == "final" and verified


# --- a pronoun opening the sentence ------------------------------------------------------


def test_a_pronoun_subject_is_no_site() -> None:
    f = by_value(read("It shipped 187 Mt of iron ore over the year.", "FMG"), 187)
    assert f.metric == "iron_ore_shipments_mt"
    assert f.qualifier is None


# --- a basis clause leading the label ----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The result carries impairments. Putting those items aside, attributable profit was "
        "US$8.35 billion.",
        "Stripping out the writedown, attributable profit came to US$8.35 billion.",
        "Excluding one-off items, net profit attributable to owners was US$8.35 billion.",
    ],
)
def test_a_leading_left_out_clause_is_read_and_verified_as_underlying(text: str) -> None:
    ((figure, verified),) = [(f, ok) for f, ok in drafted_and_verified(text) if f.value == 8.35]
    assert figure.basis == "underlying"
    assert verified
