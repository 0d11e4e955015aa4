"""Balances, comparatives and bases the press and reports state without the usual label.

- cash set against debt by a participle ("cash exceeding borrowings by US$X") or with what
  is held beside the cash ("A$X more cash and bullion than debt"): net cash, net debt below
  zero; "more debt than cash" stays net debt;
- "(2023: A$X)" after a value in a June company's year report: the year before, by the
  name the report gives it; any other bare year (or a half-year's report) stays undecided;
- "25% of the half's cash earnings of A$X", "65% of net profit after tax for the half of
  US$X": the measure the percentage is a share of names the amount right after it.

Figures are those of the shared fact table; the sentences are written for these tests.
"""

from __future__ import annotations

from mines.figures.extract import DocContext, extract_figures
from mines.figures.model import Figure, Period
from tests.support.offline_answer import answer, cited_doc


def read(text: str, company: str, period: Period) -> list[Figure]:
    return extract_figures(text, DocContext(company, period, "report.md", None, "", "c-1"))


def _money(figures: list[Figure]) -> list[tuple[str, str, float]]:
    return [
        (f.metric or f.label or "", f.period.label, f.value * f.scale)
        for f in figures
        if f.currency and f.unit in (None, "currency")
    ]


def test_cash_exceeding_debt_is_net_cash() -> None:
    text = "At the balance date the group held cash exceeding its borrowings by US$2.7 billion."
    assert _money(read(text, "FMG", Period(2021))) == [("net_debt", "FY2021", -2.7e9)]


def test_more_cash_and_bullion_than_debt_is_net_cash() -> None:
    text = "The gold miner closed June with A$358 million more cash and bullion than debt."
    assert _money(read(text, "NST", Period(2024))) == [("net_debt", "FY2024", -358e6)]
    text = "The gold miner closed June with A$358 million more debt than cash."
    assert _money(read(text, "NST", Period(2024))) == [("net_debt", "FY2024", 358e6)]


def test_a_bracketed_prior_year_in_a_june_companys_year_report() -> None:
    text = "Cash earnings over the year came to A$1.81 billion (2023: A$1,223 million)."
    got = _money(read(text, "NST", Period(2024)))
    assert ("Cash earnings", "FY2023", 1223e6) in got
    said = answer(
        cited_doc(text, "NST", "FY2024"), "What were Northern Star's cash earnings in FY2023?"
    )
    assert "1,223" in said[0] and said[1].verified == 1


def test_other_bracketed_bare_years_stay_undecided() -> None:
    older = "Cash earnings over the year came to A$1.81 billion (2022: A$1,223 million)."
    assert [p for _, p, _ in _money(read(older, "NST", Period(2024)))] == ["FY2024"]
    half = "Cash earnings over the half came to A$702 million (2023: A$1,223 million)."
    assert [p for _, p, _ in _money(read(half, "NST", Period(2024, "H1")))] == ["H1 FY2024"]


def test_the_base_of_a_share_names_the_amount_after_it() -> None:
    text = "The payment is 25% of the half's cash earnings of A$1.146 billion, within policy."
    got = _money(read(text, "NST", Period(2025, "H1")))
    assert got == [("half's cash earnings", "H1 FY2025", 1.146e9)]
    text = "The interim amounts to 65% of net profit after tax for the half of US$1.6bn."
    got = _money(read(text, "FMG", Period(2025, "H1")))
    assert got == [("net profit after tax", "H1 FY2025", 1.6e9)]
    said = answer(
        cited_doc(text, "FMG", "H1 FY2025"),
        "What NPAT did Fortescue record for the December 2024 half-year?",
    )
    assert "1.6" in said[0] and said[1].verified == 1
