"""Dividends a share named by when they are paid, by the half they are for, or spelt loosely.

- holders receiving an amount a share in a month ("..., fully franked, in September"): the
  half that month follows, by the company's year (a June company's September payment is its
  final, Rio Tinto's its interim);
- an amount a share paid "for the second half" is the year's final dividend (dated to the
  year), "for the first half" the interim, "for the December half" by the company's year;
- "the 108-cent interim": cents joined to their number by a hyphen;
- "US 80 cents": the currency's capitals spaced before a number in cents ("a 90 cent
  dividend" keeps its article);
- "Two years earlier" counts back from the document's period, unless another period named
  before it in the sentence may be what it counts from;
- holders paid an amount a share in a sentence naming no dividend carry the kind the
  sentence before named on to a comparison in the next ("This compares with ...").

Figures are those of the shared fact table; the sentences are written for these tests.
"""

from __future__ import annotations

from mines.figures.extract import DocContext, extract_figures
from mines.figures.model import Figure, Period
from mines.figures.period_mentions import period_mentions
from mines.numbers import find_figures
from tests.support.offline_answer import answer, cited_doc


def read(text: str, company: str, period: Period) -> list[Figure]:
    return extract_figures(text, DocContext(company, period, "note.md", None, "", "c-1"))


def _dividends(figures: list[Figure]) -> list[tuple[str, str | None, float]]:
    return [
        (f.period.label, f.dividend_kind, round(f.value * f.scale, 4))
        for f in figures
        if f.metric == "dividends_per_share"
    ]


def test_holders_paid_in_a_month_after_a_franking_aside() -> None:
    text = "On capital returns, holders will receive A$0.89 a share, fully franked, in September."
    assert _dividends(read(text, "FMG", Period(2024))) == [("FY2024", "final", 89.0)]
    text = "Investors will get 177 US cents a share, fully franked, in September."
    assert _dividends(read(text, "RIO", Period(2024))) == [("FY2024", "interim", 177.0)]


def test_paid_for_a_named_half() -> None:
    text = "The miner is handing back 60 Australian cents a share for the second half."
    assert _dividends(read(text, "FMG", Period(2025))) == [("FY2025", "final", 60.0)]
    text = "The miner is paying 177 US cents a share for the first half."
    assert _dividends(read(text, "RIO", Period(2024))) == [("H1 FY2024", "interim", 177.0)]
    text = "It will send holders A$1.08 a share for the December half."
    assert _dividends(read(text, "FMG", Period(2024))) == [("H1 FY2024", "interim", 108.0)]


def test_a_final_for_the_second_half_answers_the_years_final_and_nothing_else() -> None:
    doc = cited_doc(
        "The miner is handing back 60 Australian cents a share for the second half.",
        "FMG",
        "FY2025",
    )
    final = answer(doc, "What final dividend per share did Fortescue declare for FY25?")
    assert "60" in final[0] and final[1].verified == 1
    interim = answer(doc, "What interim dividend per share did Fortescue declare for FY25?")
    assert "not found" in interim[0]


def test_cents_joined_by_a_hyphen() -> None:
    (num,) = [n for n in find_figures("with the 108-cent interim") if n.value == 108]
    assert num.unit == "cents per share"
    text = "The final of 89 Australian cents took FY24 to 197 cents with the 108-cent interim."
    assert ("FY2024", "interim", 108.0) in _dividends(read(text, "FMG", Period(2024)))
    assert [n.unit for n in find_figures("a 5-year plan")] == [None]


def test_us_capitals_spaced_before_cents() -> None:
    (num,) = find_figures("an interim of US 90 cents")
    assert (num.currency, num.unit) == ("USD", "cents per share")
    (article,) = find_figures("a 90 cent interim dividend")
    assert article.currency is None


def test_two_years_earlier_counts_back_from_the_documents_year() -> None:
    text = (
        "Two years earlier the shares carried an interim of US 90 cents and a final of US 80 cents."
    )
    (mention,) = period_mentions(text, "BHP", Period(2025))
    assert mention.period == Period(2023)
    other = "In FY2024 the payout was 53%; two years earlier it was higher."
    assert [m.period for m in period_mentions(other, "BHP", Period(2025))] == [Period(2024), None]


def test_a_comparison_after_holders_paid_keeps_the_kind_named_two_sentences_before() -> None:
    text = (
        "Directors have declared an interim dividend for 1H FY25. Holders on the register "
        "will receive 25 cents per share. This compares with 15 cents per share, unfranked, "
        "for 1H FY24."
    )
    got = _dividends(read(text, "NST", Period(2025, "H1")))
    assert ("H1 FY2024", "interim", 15.0) in got
    doc = cited_doc(text, "NST", "H1 FY2025")
    said = answer(doc, "What interim dividend did Northern Star pay for the half to December 2023?")
    assert "15" in said[0] and said[1].verified == 1
